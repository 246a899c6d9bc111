"""The conformance check every game passes: one function, used by the default
suite (a few seeded games per game and player count) and by scripts/soak.py
(thousands).

After every move of a bot game it checks the protocol's promises: the legal
moves are deterministic and non-empty until the end; the position text
round-trips (``parse_position`` also validates the game's own invariants:
conservation of cards, tokens, bales, money); every seat's view survives
determinization unchanged, so hidden parts cannot leak into it; the view of the
seat to move offers exactly the legal moves; game-specific invariants hold. At
the end there is an outcome, the link round-trips to the same final state, and
no further move is accepted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.bots import BOTS
from game.bots.match import bot_record
from game.core.errors import IllegalMoveError
from game.core.link import Record, decode, encode
from game.core.rng import Rng

Invariant = Callable[[Any, Any], None]


def check_game(
    game: Any,
    players: Sequence[str],
    seed: int,
    invariant: Invariant | None = None,
    max_moves: int = 5000,
) -> tuple[Record, Any, int]:
    """Play one seeded bot game under every check; return its record, final state
    and the number of turns taken (moves that ended a turn)."""
    options = game.default_options(len(players))
    state = game.new(options, seed)
    rngs = [Rng(seed).fork(s + 1) for s in range(len(players))]
    check_rng = Rng(seed ^ 0x5EED)
    moves: list[str] = []
    turns = 0
    while (seat := game.to_move(state)) is not None:
        assert len(moves) < max_moves, f"{game.name} seed {seed}: no end after {max_moves} moves"
        check_position(game, state, check_rng, invariant)
        move = BOTS[players[seat]](game, game.view(state, seat), rngs[seat])
        moves.append(str(move))
        turns += game.ends_turn(state, move)
        state = game.apply(state, game.parse_move(str(move)))
    check_position(game, state, check_rng, invariant)
    assert game.outcome(state) is not None and game.legal_moves(state) == ()
    record = bot_record(game, options, seed, players, moves)
    assert decode(encode(record)).states[-1] == state
    last_move = game.parse_move(moves[-1])
    try:
        game.apply(state, last_move)
    except IllegalMoveError:
        pass
    else:
        raise AssertionError(f"{game.name}: a move was accepted after the end")
    return record, state, turns


def check_position(game: Any, state: Any, rng: Rng, invariant: Invariant | None) -> None:
    """Every per-position promise of the protocol."""
    legal = game.legal_moves(state)
    assert legal == game.legal_moves(state)
    assert len(set(legal)) == len(legal), "duplicate legal moves"
    to_move = game.to_move(state)
    assert (to_move is None) == (not legal)
    for move in legal[:50]:
        assert game.parse_move(str(move)) == move
    assert game.parse_position(game.format_position(state)) == state
    for seat in [*range(game.players(state)), None]:
        view = game.view(state, seat)
        assert view.seat == seat and view.to_move == to_move
        assert view.legal_moves == (legal if seat == to_move else ())
        if seat is not None:
            assert game.view(game.determinize(view, rng), seat) == view
    if invariant:
        invariant(game, state)
