"""The three levels of the search bot, and the hint: one search, three budgets.

``easy``, ``medium`` and ``hard`` are bots (``bot(game, view, rng) -> move``)
running :func:`game.bots.search.search` with the game's own budget in iterations
(``Game.budgets``: see docs/ai.md for how each was chosen and docs/benchmarks.md for
what they cost in the page). Easy thinks briefly and then does not always play the move
it found best: it draws among the moves it searched, favouring those it
judged nearly as good, so its mistakes are the natural ones of a hasty
player (a smaller sale, a card left for the opponent), never random moves.

:func:`hint` gives the page the chance of winning and the move the search
would play, :func:`best_moves` the analysis board's few best moves and the turns they
lead to; each takes an optional ``stop`` callback for a time cap.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from game.bots.search import PlanStep, SearchResult, search
from game.core.budget import Settings
from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng

LEVELS = ("easy", "medium", "hard")  # each game's budget for each is ``game.budgets``
HINT_LEVEL = "hard"


def settings_for(level: str, game: Game[S, M, Opt, V]) -> Settings:
    """The search settings of ``level`` for ``game``."""
    settings: Settings = game.budgets.levels[level]
    return settings


# A bot's memory of its own play (the page's think worker and each arena process keep it):
# (level, view) -> the next move of the turn the level planned at its first action, for the
# view it planned to reach; (game, level, seat) -> its last turns, each a start state and the
# moves played from it (the game's ``rides_back`` and ``tidy_turn`` read them).
# Every game's views and moves share them (a game's own are keyed by its name or view).
_PLANS: dict[tuple[str, object], object] = {}
_TURNS: dict[tuple[str, str, int | None], list[tuple[object, list[object]]]] = {}
PLANS_MAX = 1024  # entries kept before the memory starts afresh


def decide(
    game: Game[S, M, Opt, V],
    view: V,
    rng: Rng,
    level: str,
    stop: Callable[[], bool] | None = None,
) -> M:
    """The move ``level`` plays in ``view``. A turn of several actions is chosen
    whole at its first action, as a merchant with a plan plays it: the search's move and
    the rest of the turn it planned, tidied by the game (no ride back to where it was, no
    avoidable toll), and no first move the game says the seat would regret after its last
    turns (``Game.rides_back``). Each later action plays the next planned move when the
    position is the one planned, and searches afresh otherwise (a page reloaded halfway
    through a turn)."""
    # one world of the view, for what the seat sees (the game's conduct, the plan's steps);
    # drawn with its own rng so the search's draws are those of a search alone
    state = game.determinize(view, Rng(0))
    # the game's own turns: keyed by its name, they hold its states and moves
    turns = cast("list[tuple[S, list[M]]]", _TURNS.setdefault((game.name, level, view.seat), []))
    if not game.acted_this_turn(view):
        del turns[:-1]  # the previous turn is kept, the one before forgotten
        turns.append((state, []))
    move = _choose(game, view, state, rng, level, stop, turns)
    if turns:
        turns[-1][1].append(move)
    return move


def _choose(
    game: Game[S, M, Opt, V],
    view: V,
    state: S,
    rng: Rng,
    level: str,
    stop: Callable[[], bool] | None,
    history: list[tuple[S, list[M]]],
) -> M:
    legal: tuple[M, ...] = view.legal_moves
    if len(legal) == 1:
        return legal[0]
    planned = _PLANS.pop((level, view), None)
    if planned is not None and planned in legal:
        return legal[legal.index(planned)]  # the move planned, as M
    settings = settings_for(level, game)
    avoid = game.rides_back(state, history)
    result = search(game, view, rng, settings, stop, plan=True, avoid=avoid)
    plan = tuple(step.move for step in result.plan) or (result.move,)
    turn = game.tidy_turn(state, plan, history)
    if len(_PLANS) >= PLANS_MAX:
        _PLANS.clear()
    for move, after in zip(turn, turn[1:], strict=False):
        if game.ends_turn(state, move):
            break
        state = game.apply_unchecked(state, move)
        _PLANS[level, game.view(state, view.seat)] = after
    return turn[0]


@dataclass(frozen=True)
class _LevelBot:
    """A bot playing the search at one level (a class so that it pickles for the arena)."""

    level: str

    def __call__(self, game: Game[S, M, Opt, V], view: V, rng: Rng) -> M:
        return decide(game, view, rng, self.level)


easy = _LevelBot("easy")
medium = _LevelBot("medium")
hard = _LevelBot("hard")


def analyse(
    game: Game[S, M, Opt, V],
    view: V,
    rng: Rng,
    level: str = HINT_LEVEL,
    stop: Callable[[], bool] | None = None,
    plan: bool = False,
) -> SearchResult[M]:
    """The search's verdict for the seat to move: its move, the chance of winning
    with it and every root move's statistics; with ``plan``, the rest of the turn it
    would play, step by step (``SearchResult.plan``)."""
    return search(game, view, rng, settings_for(level, game), stop, plan)


def best_moves(
    game: Game[S, M, Opt, V],
    view: V,
    rng: Rng,
    count: int = 3,
    stop: Callable[[], bool] | None = None,
    level: str = HINT_LEVEL,
) -> tuple[tuple[PlanStep[M], ...], ...]:
    """The ``count`` root moves ``level``'s search visited most from ``view`` (whose seat
    is to move), most visited first: each as the whole turn it leads to, step by step,
    its first step's chance the search's mean chance of winning after that move (as a
    hint's: after the best turn the move leads to)."""
    result = search(game, view, rng, settings_for(level, game), stop, turns=count)
    means = {stat.move: stat.chance for stat in result.stats}
    return tuple((PlanStep(t[0].move, means[t[0].move]), *t[1:]) for t in result.turns)


def hint(
    game: Game[S, M, Opt, V],
    view: V,
    rng: Rng,
    level: str = HINT_LEVEL,
    stop: Callable[[], bool] | None = None,
) -> float:
    """The estimated chance (0..1) that ``view``'s seat wins the game.

    On the seat's own turn it is the search's value of its best move; otherwise
    the mean of ``game.win_chances`` over worlds drawn from the view.
    """
    seat = view.seat
    if seat is None:
        raise ValueError("a hint is for a seat, not for a spectator")
    if view.to_move == seat and len(view.legal_moves) > 0:
        return analyse(game, view, rng, level, stop).chance
    over = getattr(view, "outcome", None)
    if view.to_move is None and over is not None:
        return 1.0 / len(over.winners) if seat in over.winners else 0.0
    worlds = max(1, settings_for(level, game).iterations // 8)
    total = sum(game.win_chances(game.determinize(view, rng))[seat] for _ in range(worlds))
    return total / worlds
