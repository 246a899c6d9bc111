"""A game's review as a job in steps, and the review as JSON (the save and the worker).

The page asks the computer's web worker (``web/think-worker.mjs``) for a review with a
:class:`ReviewRequest` (the game's link, and the budget when a test or a benchmark sets
one); the worker makes a :class:`Job` and calls :meth:`Job.step` until it is done,
posting the progress after each turn and reading the page's messages in between, so a
review can be cancelled (docs/web-architecture.md, "The review"). Where the worker cannot
run, the page steps the same job itself between its timers. Engine and JSON only: this
module is in ``runtime/think.zip``.
"""

from __future__ import annotations

import json
from collections.abc import Generator
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, TypedDict

if TYPE_CHECKING:  # the bots are imported when a review is made or shown, not at start-up
    from game.bots.review import Decision, Review


@dataclass(frozen=True)
class ReviewRequest:
    """Review the game of ``link`` (every move), ``iterations`` per turn (0: the budget
    of the game's ``budgets.review``)."""

    link: str
    iterations: int = 0

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> ReviewRequest:
        data = json.loads(text)
        return cls(str(data["link"]), int(data.get("iterations", 0)))


# One judged turn in the data: at, end, seat, played, chance, best, best chance, the
# chances after it, round, the better turn's moves (the fields of
# game.bots.review.Decision, in order; a review kept before the better turn was has 9).
TurnData = tuple[int, int, int, str, float, str, float, list[float], int, list[str]]


class ReviewData(TypedDict):
    """A review as JSON-ready data: what the worker posts and a save keeps."""

    iterations: int
    moves: int
    final: list[float]
    turns: list[TurnData]


def to_data(review: Review) -> ReviewData:
    """The review as JSON-ready data (chances rounded to 4 digits: the page shows %)."""
    return {
        "iterations": review.iterations,
        "moves": review.moves,
        "final": [round(x, 4) for x in review.final],
        "turns": [
            (
                d.at,
                d.end,
                d.seat,
                d.played,
                round(d.chance, 4),
                d.best,
                round(d.best_chance, 4),
                [round(x, 4) for x in d.chances],
                d.round,
                list(d.better),
            )
            for d in review.decisions
        ],
    }


def from_data(data: object) -> Review | None:
    """A review from :func:`to_data`'s data, as JSON gives it back (lists for the turns);
    None when it cannot be read (a save from elsewhere, damaged by hand): the game opens
    without it and it can be made again."""
    from game.bots.review import Review

    if not isinstance(data, dict):
        return None
    try:
        turns = tuple(_decision(t) for t in _items(data["turns"]))
        final = tuple(_number(x) for x in _items(data["final"]))
        return Review(_whole(data["iterations"]), _whole(data["moves"]), turns, final)
    except (KeyError, ValueError):
        return None


def _items(x: object) -> list[object]:
    if not isinstance(x, list | tuple):
        raise ValueError(f"not a list: {x!r}")
    return list(x)


def _whole(x: object) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise ValueError(f"not a whole number: {x!r}")
    return x


def _number(x: object) -> float:
    if isinstance(x, bool) or not isinstance(x, int | float):
        raise ValueError(f"not a number: {x!r}")
    return float(x)


def _text(x: object) -> str:
    if not isinstance(x, str):
        raise ValueError(f"not a move's text: {x!r}")
    return x


def _decision(t: object) -> Decision:
    from game.bots.review import Decision

    fields = _items(t)
    if len(fields) not in (9, 10):
        raise ValueError(f"a turn has 9 or 10 fields, not {len(fields)}")
    at, end, seat, played, chance, best, best_chance, chances, rnd = fields[:9]
    better = tuple(_text(x) for x in _items(fields[9])) if len(fields) == 10 else ()
    return Decision(
        _whole(at),
        _whole(end),
        _whole(seat),
        _text(played),
        _number(chance),
        _text(best),
        _number(best_chance),
        tuple(_number(x) for x in _items(chances)),
        _whole(rnd),
        better,
    )


class Job:
    """One review in steps: each :meth:`step` judges one turn."""

    def __init__(self, request: ReviewRequest) -> None:
        from game import GAMES
        from game.bots.review import review_steps
        from game.core.budget import Settings
        from game.core.link import decode

        replay = decode(request.link, GAMES)
        game = GAMES[replay.record.game]
        budget = game.budgets.review
        settings = Settings(request.iterations) if request.iterations > 0 else budget
        self.steps: Generator[tuple[int, int], None, Review] = review_steps(
            game, replay.states, replay.record.moves, replay.record.seed, settings
        )
        self.result: Review | None = None

    def step(self) -> tuple[int, int] | Review:
        """Judge the next turn: ``(done, total)`` so far, or the finished review."""
        try:
            return next(self.steps)
        except StopIteration as finished:
            result: Review = finished.value
            self.result = result
            return result

    def step_json(self) -> str:
        """:meth:`step` as JSON for the worker: ``{"done", "total"}`` or ``{"review"}``."""
        out = self.step()
        if not isinstance(out, tuple):
            return json.dumps({"review": to_data(out)})
        return json.dumps({"done": out[0], "total": out[1]})


def start_json(request_json: str) -> Job:
    """A job from a request in JSON: what the web worker calls."""
    return Job(ReviewRequest.from_json(request_json))
