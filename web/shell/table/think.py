"""The one place the page asks a computer player for a move, a hint or an analysis.

The question is a :class:`Request` (the game's link, whose seat, which level) and the
reply an :class:`Answer`; both travel as JSON, because the page asks a web worker
(``web/think-worker.mjs``, running this module in its own Pyodide) so the table stays
responsive while the computer thinks. Where the worker cannot run, the page calls
:func:`answer` itself. Either way the bot sees only ``view(state, seat)``, and its rng is
derived from the game's seed and the move number, so the same game always gets the same
computer replies, on any device fast enough to finish its search within :data:`TIME_CAP`.
A computer whose turn is several actions plans the whole turn at its first action and plays the later actions
from the worker's memory (``game.bots.levels.decide``); a page reloaded halfway through
a computer's turn has forgotten the plan, and the rest of that turn is searched afresh.
A slower device gets the move the search found best by then: the computer never keeps
a player waiting longer (the levels' budgets fit within it on a quiet machine: docs/ai.md).
The analysis board asks about a position link instead (kind :data:`ANALYSE`): the worker
opens the link, so it sees nothing but the seat's view, and answers the three best moves
with their chances (each as the whole turn it leads to), or, when the seat is not to
move, its chance of winning alone.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng

HINT = "hint"  # the kind of a request for a hint: the strongest level's move and chances
ANALYSE = "analyse"  # the analysis board's: ``link`` is a position link (game/core/position.py)
TIME_CAP = 2.5  # seconds a search may think in the page: Hard's worst case (issue 10)
ANALYSIS_CAP = 1.6  # seconds of search: with the worker's round trip, shown within 2 s (issue 42)
BEST = 3  # best moves the analysis board shows


@dataclass(frozen=True)
class Request:
    """Think for ``seat`` in the game of ``link`` (its latest position) as ``kind``; for
    :data:`ANALYSE`, about the position link ``link`` (``move_number``: its place in the
    line tried on the board)."""

    link: str
    seat: int
    kind: str  # a seat kind of game.core.link.SEAT_KINDS, HINT or ANALYSE
    seed: int
    move_number: int

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Request:
        return cls(**json.loads(text))


@dataclass(frozen=True)
class Answer:
    """The move (its text) and, for a hint, the estimated chance of winning with it and
    the whole turn it leads to: each step's move text and chance (``plan[0]`` is the
    move; one step in a game of one move a turn). An answer without a plan (an older worker) reads as ().
    An analysis: ``best`` holds the best moves, each as such a turn (``move``, ``chance``
    and ``plan`` are the first's); none when the seat is not to move (``chance`` alone)."""

    move: str
    chance: float | None = None
    plan: tuple[tuple[str, float], ...] = ()
    best: tuple[tuple[tuple[str, float], ...], ...] = ()

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Answer:
        fields = json.loads(text)
        plan = _turn(fields.pop("plan", ()))
        best = tuple(_turn(turn) for turn in fields.pop("best", ()))
        return cls(**fields, plan=plan, best=best)


def _turn(steps: Sequence[Sequence[Any]]) -> tuple[tuple[str, float], ...]:
    """A turn read from JSON (lists of [move, chance])."""
    return tuple((str(m), float(c)) for m, c in steps)


def bot_rng(seed: int, move_number: int) -> Rng:
    """A reproducible generator for the computer's decision at ``move_number``."""
    return Rng(seed).fork(move_number + 1)


def choose_move(
    game: Game[S, M, Opt, V],
    state: S,
    seat: int,
    kind: str,
    seed: int,
    move_number: int,
) -> M:
    """The move the computer of ``kind`` plays for ``seat``, seeing only its own view."""
    from game.bots import BOTS  # imported on the first computer move, not at start-up

    view = game.view(state, seat)
    return BOTS[kind](game, view, bot_rng(seed, move_number))


def time_cap(seconds: float, clock: Callable[[], float] = time.monotonic) -> Callable[[], bool]:
    """A search's ``stop`` callback: true once ``seconds`` have passed since this call."""
    end = clock() + seconds
    return lambda: clock() >= end


def answer(request: Request, stop: Callable[[], bool] | None = None) -> Answer:
    """Think: replay the link, then decide from the seat's view alone. A search (a level,
    or the hint) ends early once ``stop()`` says so: by default after :data:`TIME_CAP`."""
    from game import GAMES
    from game.bots.levels import HINT_LEVEL, LEVELS, analyse, decide
    from game.core.link import decode

    if request.kind == ANALYSE:
        return analysis(request, stop or time_cap(ANALYSIS_CAP))
    record = decode(request.link, GAMES)
    game, state = GAMES[record.record.game], record.states[-1]
    kind, rng = request.kind, bot_rng(request.seed, request.move_number)
    view = game.view(state, request.seat)
    if kind != HINT and (kind not in LEVELS or len(view.legal_moves) == 1):
        # a one-turn bot (greedy, random), or a forced move: no search to cap
        move = choose_move(game, state, request.seat, kind, request.seed, request.move_number)
        return Answer(str(move))
    stop = stop or time_cap(TIME_CAP)
    if kind != HINT:
        return Answer(str(decide(game, view, rng, kind, stop)))
    verdict = analyse(game, view, rng, HINT_LEVEL, stop, plan=True)
    plan = tuple((str(step.move), step.chance) for step in verdict.plan)
    return Answer(str(verdict.move), verdict.chance, plan)


def analysis(request: Request, stop: Callable[[], bool]) -> Answer:
    """The analysis of the position link ``request.link``, from its seat's view alone: the
    :data:`BEST` best moves of Hard's search with their chances, or (the seat is not to
    move) the seat's chance of winning."""
    from game import GAMES
    from game.bots.levels import best_moves, hint
    from game.core.position import decode_position

    position = decode_position(request.link, GAMES)
    game, view = GAMES[position.game], position.view
    rng = bot_rng(request.seed, request.move_number)
    if view.to_move != view.seat or not view.legal_moves:
        return Answer("", hint(game, view, rng, stop=stop))
    turns = best_moves(game, view, rng, BEST, stop)
    best = tuple(tuple((str(step.move), step.chance) for step in turn) for turn in turns)
    return Answer(best[0][0][0], best[0][0][1], best[0], best)


def answer_json(request_json: str) -> str:
    """:func:`answer` from JSON to JSON: what the web worker calls."""
    return answer(Request.from_json(request_json)).to_json()
