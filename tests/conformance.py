"""The conformance check every game passes: one function, used by the default
suite (a few seeded games per game and player count) and by scripts/bench/soak.py
(thousands).

After every move of a bot game it checks the protocol's promises: the legal
moves are deterministic and non-empty until the end; the position text
round-trips (``parse_position`` also validates the game's own invariants:
conservation of cards, tokens, bales, money); every seat's view survives
determinization unchanged, so hidden parts cannot leak into it; the view of the
seat to move offers exactly the legal moves; game-specific invariants hold. At
the end there is an outcome, the link round-trips to the same final state, and
no further move is accepted.

The game is played by the one match loop, ``game.bots.match.play_match``, watching
every move. ``check_game(..., full=False)`` keeps only the checks a long soak can afford
on every move: each bot's move is legal (the loop, strict, refuses any other), no bot or rule
raises, the game ends, its link round-trips. :func:`mixed_lineup` gives each seed a
table of players of different styles (scripts/bench/soak.py --mix, tests/test_conformance.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game import GAMES
from game.bots.match import play_match
from game.core.errors import IllegalMoveError
from game.core.link import Record, decode
from game.core.rng import Rng

Invariant = Callable[[Any, Any], None]


def check_game(
    game: Any,
    players: Sequence[str],
    seed: int,
    invariant: Invariant | None = None,
    max_moves: int = 5000,
    full: bool = True,
) -> tuple[Record, Any, int]:
    """Play one seeded bot game (``players``: names of ``ARENA_BOTS``) under every check
    (``full``) or the soak's (see above); return its record, final state and the number
    of turns taken (moves that ended a turn)."""
    check_rng = Rng(seed ^ 0x5EED)
    turns = 0

    def watch(state: Any, move: Any) -> None:
        nonlocal turns
        if full:
            check_position(game, state, check_rng, invariant)
        assert game.parse_move(str(move)) == move
        turns += game.ends_turn(state, move)

    result = play_match(game, players, seed, strict=True, watch=watch, max_moves=max_moves)
    record, state = result.record, result.final
    check_position(game, state, check_rng, invariant)
    assert game.outcome(state) is not None and game.legal_moves(state) == ()
    assert decode(result.link, GAMES).states[-1] == state
    last_move = game.parse_move(record.moves[-1])
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


# Styles a mixed table draws its seats from, with weights: the levels (whose search
# and evaluation every decision runs), one-turn greedy, and the yardsticks of other
# styles, random and the eager trader. Medium and Hard think 6x and 40x as long as Easy
# for the same code paths, so they sit at fewer tables.
STYLES = (("random", 6), ("trader", 6), ("greedy", 4), ("easy", 6), ("medium", 0.5), ("hard", 0.04))
SEATS = {"jaipur": (2,), "bombay": (2, 3, 4, 5)}


def mixed_lineup(game_name: str, seed: int) -> tuple[str, ...]:
    """The players of soak game ``seed``: its number of seats cycles through the game's
    player counts, each seat a style drawn by weight; never a table of one style only,
    so every game pits styles against each other."""
    counts = SEATS[game_name]
    n = counts[seed % len(counts)]
    rng = Rng(seed).fork(0x50AC)
    names = [name for name, _ in STYLES]
    scale = 1 << 20
    weights = [int(w * scale) for _, w in STYLES]
    while True:
        seats = tuple(names[_weighted(rng, weights)] for _ in range(n))
        if len(set(seats)) > 1:
            return seats


def _weighted(rng: Rng, weights: list[int]) -> int:
    x = rng.below(sum(weights))
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    raise AssertionError("unreachable")
