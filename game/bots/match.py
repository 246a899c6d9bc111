"""Whole games between bots: used by the command line, the tests and the soak script."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from game.bots import BOTS
from game.core.link import SEAT_KINDS, Record, Seat, encode
from game.core.protocol import Outcome
from game.core.rng import Rng

T = TypeVar("T")
MAX_MOVES = 20_000  # a safety net: no real game comes near it


@dataclass(frozen=True)
class MatchResult:
    """A finished bot game: its record, final state and outcome, and the link."""

    record: Record
    final: Any
    outcome: Outcome
    digits: tuple[tuple[int, int], ...]
    illegal_moves: int

    @property
    def link(self) -> str:
        return encode(self.record, self.digits)


def play_match(game: Any, players: Sequence[str], seed: int, options: Any = None) -> MatchResult:
    """Play one game; seat ``i`` is played by the bot named ``players[i]``.

    Each seat's bot has its own rng forked from ``seed``. A bot answer that is
    not a legal move is counted and replaced by the first legal move.
    """
    if options is None:
        options = game.default_options(len(players))
    state = game.new(options, seed)
    rngs = [Rng(seed).fork(seat + 1) for seat in range(len(players))]
    moves: list[str] = []
    digits: list[tuple[int, int]] = []
    illegal = 0
    while (seat := game.to_move(state)) is not None:
        if len(moves) >= MAX_MOVES:
            raise RuntimeError(f"{game.name} seed {seed}: no end after {MAX_MOVES} moves")
        view = game.view(state, seat)
        move = BOTS[players[seat]](game, view, rngs[seat])
        legal = view.legal_moves
        if move not in legal:
            illegal, move = illegal + 1, legal[0]
        digits.append((legal.index(move), len(legal)))
        moves.append(str(move))
        state = game._apply(state, move)
    record = bot_record(game, options, seed, players, moves)
    outcome = game.outcome(state)
    assert outcome is not None
    return MatchResult(record, state, outcome, tuple(digits), illegal)


def bot_record(
    game: Any, options: Any, seed: int, players: Sequence[str], moves: Sequence[str]
) -> Record:
    """The record of a game whose seats are played by the bots named in ``players``; a
    yardstick no link can name (trader, flatmc) sits in it as a person."""
    seats = tuple(Seat(kind if kind in SEAT_KINDS else "human") for kind in players)
    return Record(game.name, tuple(game.options_to_ints(options)), seed, seats, tuple(moves))


def rotate(players: Sequence[T], k: int) -> list[T]:
    """Seat order for match ``k``: the players list turned by ``k`` places."""
    k %= len(players)
    return list(players[k:]) + list(players[:k])
