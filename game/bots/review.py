"""The post-game review: each player's chance of winning after every turn, and the
turns that cost their player the most.

The review walks a finished game's states and moves. Each turn is judged at its
first decision, from what its player could see then (``game.view(state, seat)``),
by the search the Hard bot uses, at a smaller budget that lets a whole game be
reviewed in about a minute in the page (``game.budgets.review``, docs/ai.md "The review",
docs/benchmarks.md). The search gives the seat's chance of winning after its best
move and after the move it played; when the played move was not among those the
search looked at (or was the only one), its chance is the heuristic's
(``game.win_chances``) over worlds drawn from the same view, after the move and the
rest of the turn by the greedy turn planner. The other seats share what is left of
the chance in proportion to their chances in those worlds (in a two-player game the
other seat simply has the rest).

:func:`review_steps` is a generator that yields ``(done, total)`` after each turn,
so a caller can show progress and stop it, and returns the :class:`Review`. The same
states, moves, seed and settings always give the same figures.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

from game.bots.greedy import TurnPlanner
from game.bots.search import search
from game.core.budget import Settings
from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng

WORLDS = 8  # worlds drawn for the heuristic's estimate of a move the search did not look at
RNG_SALT = 0x5E71E3  # keeps the review's draws apart from the computer players' (bot_rng)


@dataclass(frozen=True)
class Decision:
    """One judged turn: the seat's first decision of it, and every seat's chance after it.

    ``at`` is the index of the move judged (the position before it is ``states[at]``),
    ``end`` the index after the turn's last move (``at + 1`` when a move is a turn);
    ``chance`` the seat's chance of winning with the move it played, ``best`` the move the
    search prefers and ``best_chance`` the chance with it; ``chances`` every seat's chance
    after the turn; ``round`` the number of rounds finished before it;
    ``better`` the turn the search planned from ``best`` when it is not the move played
    (its move texts, ``best`` first), else ``(best,)``; empty in a review kept before it
    was made (``(best,)`` is all that is known then).
    """

    at: int
    end: int
    seat: int
    played: str
    chance: float
    best: str
    best_chance: float
    chances: tuple[float, ...]
    round: int = 0
    better: tuple[str, ...] = ()

    @property
    def cost(self) -> float:
        """How much the played move lowered its player's chance against the best one."""
        return max(0.0, self.best_chance - self.chance)


@dataclass(frozen=True)
class Review:
    """A whole game judged: ``moves`` moves, each turn a :class:`Decision`, and
    ``final`` each seat's share of the win at the end (winners share 1)."""

    iterations: int
    moves: int
    decisions: tuple[Decision, ...]
    final: tuple[float, ...]


def turns(
    game: Game[S, M, Opt, V], states: Sequence[S], moves: Sequence[str]
) -> list[tuple[int, int]]:
    """``(first move, end)`` of every turn: the moves one seat makes in a row until a move
    ends its turn (``game.ends_turn``) or another seat is to move."""
    out: list[tuple[int, int]] = []
    start = 0
    for k, text in enumerate(moves):
        state = states[k]
        mover = game.to_move(state)
        ends = game.ends_turn(state, _legal_move(game, state, text))
        if ends or k + 1 == len(moves) or game.to_move(states[k + 1]) != mover:
            out.append((start, k + 1))
            start = k + 1
    return out


def review_steps(
    game: Game[S, M, Opt, V],
    states: Sequence[S],
    moves: Sequence[str],
    seed: int,
    settings: Settings | None = None,
) -> Generator[tuple[int, int], None, Review]:
    """Judge every turn of a game whose positions are ``states`` (one more than
    ``moves``); yield ``(turns judged, turns)`` after each, return the :class:`Review`."""
    if len(states) != len(moves) + 1:
        raise ValueError("a review needs the position before every move and the last one")
    settings = settings or game.budgets.review
    spans = turns(game, states, moves)
    decisions = []
    yield 0, len(spans)
    for done, (at, end) in enumerate(spans, 1):
        rng = Rng(seed ^ RNG_SALT).fork(at + 1)
        decisions.append(judge(game, states[at], moves[at], rng, settings, at, end))
        yield done, len(spans)
    final = game.win_chances(states[-1]) if game.outcome(states[-1]) is not None else ()
    return Review(settings.iterations, len(moves), tuple(decisions), tuple(final))


def review(
    game: Game[S, M, Opt, V],
    states: Sequence[S],
    moves: Sequence[str],
    seed: int,
    settings: Settings | None = None,
) -> Review:
    """:func:`review_steps` run to its end."""
    steps = review_steps(game, states, moves, seed, settings)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            result: Review = done.value
            return result


def judge(
    game: Game[S, M, Opt, V], state: S, text: str, rng: Rng, settings: Settings, at: int, end: int
) -> Decision:
    """Judge the move ``text`` played in ``state`` from its player's view alone."""
    seat = game.to_move(state)
    if seat is None:
        raise ValueError(f"move {at + 1} ({text}) was played with no seat to move")
    view = game.view(state, seat)
    legal = tuple(view.legal_moves)
    played = next((m for m in legal if str(m) == text), None)
    if played is None:
        raise ValueError(f"move {at + 1} ({text}) is not legal for seat {seat + 1}")
    best, best_chance, chance = played, None, None
    plan: tuple[str, ...] = ()
    if len(legal) > 1:
        verdict = search(game, view, rng, settings, plan=True, agreed=played)
        best, best_chance = verdict.move, verdict.chance
        chance = next((s.chance for s in verdict.stats if s.move == played), None)
        plan = tuple(str(step.move) for step in verdict.plan)
    worlds = _after(game, view, played, seat, rng)
    if chance is None:
        chance = worlds[seat]
    if best_chance is None or chance > best_chance:
        best, best_chance, plan = played, chance, ()
    return Decision(
        at,
        end,
        seat,
        text,
        chance,
        str(best),
        best_chance,
        _share(worlds, seat, chance),
        len(game.round_scores(state)),
        plan or (str(best),),
    )


def _after(game: Game[S, M, Opt, V], view: V, move: M, seat: int, rng: Rng) -> tuple[float, ...]:
    """Every seat's mean heuristic chance over worlds drawn from ``view``, after ``move``
    and the rest of the seat's turn by its best plan."""
    total: list[float] = []
    for _ in range(WORLDS):
        state = game.determinize(view, rng)
        chances = game.win_chances(_finish_turn(game, state, move, seat))
        total = [a + b for a, b in zip(total, chances, strict=True)] if total else list(chances)
    return tuple(x / WORLDS for x in total)


def _finish_turn(game: Game[S, M, Opt, V], state: S, move: M, seat: int) -> S:
    """``state`` after ``move`` and, while the turn goes on, the planner's best action."""
    finished = game.ends_turn(state, move)
    state = game.apply_unchecked(state, move)
    planner = TurnPlanner(game, seat)
    while not finished and game.to_move(state) == seat:
        best = max(game.legal_moves(state), key=lambda m: planner.value_after(state, m))
        finished = game.ends_turn(state, best)
        state = game.apply_unchecked(state, best)
    return state


def _share(worlds: tuple[float, ...], seat: int, chance: float) -> tuple[float, ...]:
    """Every seat's chance: ``chance`` for ``seat``, the rest shared by the others in
    proportion to their chances in ``worlds``."""
    others = sum(c for p, c in enumerate(worlds) if p != seat)
    rest = 1.0 - chance
    count = len(worlds) - 1
    return tuple(
        chance if p == seat else (rest * c / others if others > 0 else rest / count)
        for p, c in enumerate(worlds)
    )


def costliest(result: Review, count: int = 3) -> list[Decision]:
    """The ``count`` turns that cost their player the most (earlier first on a tie); turns
    that cost nothing are never listed."""
    costly = [d for d in result.decisions if d.cost > 0]
    return sorted(costly, key=lambda d: (-d.cost, d.at))[:count]


def _legal_move(game: Game[S, M, Opt, V], state: S, text: str) -> M:
    found = next((m for m in game.legal_moves(state) if str(m) == text), None)
    if found is None:
        raise ValueError(f"{text!r} is not a legal move here")
    return found
