"""Whole games between bots, and the seating of a series of them: the one match loop
of the command line (``play``, ``arena``), the conformance check, the soak and the tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from game import GAMES
from game.bots import ARENA_BOTS
from game.core.link import SEAT_KINDS, Record, Seat, encode
from game.core.protocol import Game, M, Opt, Outcome, S, V
from game.core.replay import start as start_state
from game.core.rng import Rng

T = TypeVar("T")
MAX_MOVES = 20_000  # a safety net: no real game comes near it


@dataclass(frozen=True)
class MatchResult(Generic[S]):
    """A finished bot game: its record, final state and outcome, the link's digits, the
    bot answers replaced for being illegal, and each seat's seconds per decision (by the
    clock given to :func:`play_match`; none without one)."""

    record: Record
    final: S
    outcome: Outcome
    digits: tuple[tuple[int, int], ...]
    illegal_moves: int
    seconds: tuple[tuple[float, ...], ...] = ()

    @property
    def link(self) -> str:
        return encode(self.record, GAMES, self.digits)


Watch = Callable[[S, M], None]  # (state, move): told of each move before it is played


def play_match(
    game: Game[S, M, Opt, V],
    players: Sequence[str],
    seed: int,
    options: Opt | None = None,
    *,
    strict: bool = False,
    watch: Watch[S, M] | None = None,
    max_moves: int = MAX_MOVES,
    clock: Callable[[], float] | None = None,
    start: str = "",
) -> MatchResult[S]:
    """Play one game; seat ``i`` is played by the bot named ``players[i]`` (a name of
    ``ARENA_BOTS``). The one match loop of the command line, the arena, the soak and the
    tests.

    Each seat's bot has its own rng forked from ``seed``. A bot answer that is
    not a legal move raises ``RuntimeError`` if ``strict``, else it is counted and
    replaced by the first legal move. ``watch`` sees every position with the move about
    to be played in it. With a ``clock`` (the arena's: CPU time of its process, fair on
    a shared machine) each decision is timed; the engine reads no clock of its own.
    ``start``: a position link the game begins from (``Record.start``), what it hides
    dealt from ``seed``.
    """
    if options is None:
        options = game.default_options(len(players))
    state: S = start_state(bot_record(game, options, seed, players, (), start), GAMES)[1]
    rngs = [Rng(seed).fork(seat + 1) for seat in range(len(players))]
    bots = [ARENA_BOTS[name] for name in players]
    seconds: list[list[float]] = [[] for _ in players]
    moves: list[str] = []
    digits: list[tuple[int, int]] = []
    illegal = 0
    while (seat := game.to_move(state)) is not None:
        if len(moves) >= max_moves:
            raise RuntimeError(f"{game.name} seed {seed}: no end after {max_moves} moves")
        view = game.view(state, seat)
        t0 = clock() if clock else 0.0
        move: M = bots[seat](game, view, rngs[seat])
        if clock:
            seconds[seat].append(clock() - t0)
        legal: tuple[M, ...] = view.legal_moves
        if move not in legal:
            if strict:
                raise RuntimeError(f"{players[seat]} played an illegal move: {move}")
            illegal, move = illegal + 1, legal[0]
        if watch is not None:
            watch(state, move)
        digits.append((legal.index(move), len(legal)))
        moves.append(str(move))
        state = game.apply_unchecked(state, move)
    record = bot_record(game, options, seed, players, moves, start)
    outcome = game.outcome(state)
    assert outcome is not None
    return MatchResult(
        record, state, outcome, tuple(digits), illegal, tuple(tuple(s) for s in seconds)
    )


def series_match(players: Sequence[T], k: int, seed: int) -> tuple[list[T], int]:
    """The seats and seed of match ``k`` of a series starting at ``seed`` (the command
    line's ``play`` and ``arena``): matches come in groups of one seed played in every
    seat rotation, so the luck of the deal is shared; match ``k`` uses seed
    ``seed + k // n`` and the players turned by ``k`` places. The arena's logs replay by
    this rule: never change it."""
    return rotate(players, k), seed + k // len(players)


def bot_record(
    game: Game[S, M, Opt, V],
    options: Opt,
    seed: int,
    players: Sequence[str],
    moves: Sequence[str],
    start: str = "",
) -> Record:
    """The record of a game whose seats are played by the bots named in ``players``; a
    yardstick no link can name (trader, flatmc) sits in it as a person."""
    seats = tuple(Seat(kind if kind in SEAT_KINDS else "human") for kind in players)
    options_ints = tuple(game.options_to_ints(options))
    return Record(game.name, options_ints, seed, seats, tuple(moves), start)


def rotate(players: Sequence[T], k: int) -> list[T]:
    """Seat order for match ``k``: the players list turned by ``k`` places."""
    k %= len(players)
    return list(players[k:]) + list(players[:k])
