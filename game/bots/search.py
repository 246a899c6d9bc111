"""Information-set Monte Carlo tree search, written once for every game.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): the tree is the
deciding seat's information set. The search draws a pool of full states from
the seat's view (``game.determinize``); each iteration takes the next, walks the tree with only the moves that are
legal in that state, adds one node, scores the new position with
``game.win_chances`` and backs the chances up: every node keeps the chance of
winning of the seat whose move led to it, so 2 to 5 players need no special
case, and a turn of several actions is simply several levels of the
tree played by the same seat.

The game's heuristic guides the tree in two places:
- the prior: a node's moves are ranked by ``game.evaluate`` one move ahead for
  the mover, and only the best few are searched; more are admitted as the node
  is visited more (progressive widening), which tames a card game's 100-odd
  exchanges. At the root each first action is judged by the best whole turn it
  leads to (the greedy bot's turn planner: the same as one move ahead in a
  game of one move a turn, up to a whole turn of actions in another);
- the leaf value: the calibrated ``game.win_chances`` of the new position,
  instead of a random rollout that the page could not afford; a leaf reached
  halfway through a turn of several actions is first played to the turn's end by the
  greedy turn planner, since the heuristic judges positions between turns.

Moves the mover could not make in some worlds are judged by how often they
were available (the ISMCTS "availability" count in the exploration term).
The search reads ``view`` and ``rng`` only, and runs a fixed number of
iterations, so the same view, seed and budget always give the same move; the
optional ``stop`` callback lets a caller (the page) add a time cap.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic

from game.bots.greedy import TurnPlanner
from game.core.budget import Settings
from game.core.evolve import evolve
from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng

STOP_EVERY = 16  # iterations between two calls of the stop callback
SETTLED = 0.002  # a chance of winning this close to 0 or 1, whatever the move: a settled game
PLAN_WORLDS = 8  # worlds of the pool in which each step of a plan must be legal
PLAN_STEPS = 32  # a plan stops there even if the seat's turn goes on
# On a seat's first turn a move searched this many times less than the most searched one may
# still be drawn: Hard's search gives the best opening road 2,000 of 2,400 visits and the
# near-equal others 50-120.
OPENING_SHARE = 25


@dataclass(frozen=True)
class MoveStat(Generic[M]):
    """One root move after the search: how often it was tried and how it fared."""

    move: M
    visits: int
    chance: float  # the deciding seat's mean chance of winning after it


@dataclass(frozen=True)
class PlanStep(Generic[M]):
    """One move of the planned turn and the search's chance of winning after it: its
    mean over every way the search tried to finish the turn from there (the last
    step's is the whole turn's)."""

    move: M
    chance: float


@dataclass(frozen=True)
class SearchResult(Generic[M]):
    """The chosen move, the deciding seat's chance of winning with it, every root move;
    with ``search(..., plan=True)`` also the rest of the turn the search would play
    (``plan[0].move`` is ``move``)."""

    move: M
    chance: float
    iterations: int
    stats: tuple[MoveStat[M], ...]
    plan: tuple[PlanStep[M], ...] = ()
    turns: tuple[tuple[PlanStep[M], ...], ...] = ()  # search(..., turns=n): the n most visited


class Node(Generic[M]):
    """A tree node: an information set reached by a sequence of moves."""

    __slots__ = (
        "avail",
        "children",
        "goes_on",
        "legal",
        "prior",
        "ranked",
        "seat",
        "top",
        "value",
        "visits",
    )

    def __init__(self, seat: int | None, goes_on: bool = False) -> None:
        self.seat = seat  # who made the move leading here (None: the root)
        self.goes_on = goes_on  # that move left ``seat``'s turn unfinished (one action of several)
        self.visits = 0
        self.avail = 1
        self.value = 0.0  # sum of ``seat``'s chances over the visits
        self.top: Node[M] | None = None  # the most visited child, when the turn goes on
        self.children: dict[M, Node[M]] = {}
        self.prior: dict[M, float] = {}
        self.legal: tuple[M, ...] = ()  # the legal tuple ``ranked`` was sorted from
        self.ranked: list[M] = []


def search(
    game: Game[S, M, Opt, V],
    view: V,
    rng: Rng,
    settings: Settings,
    stop: Callable[[], bool] | None = None,
    plan: bool = False,
    avoid: tuple[M, ...] = (),
    agreed: M | None = None,
    turns: int = 0,
) -> SearchResult[M]:
    """Run the search from ``view`` and return the most visited root move; with ``plan``,
    also the whole turn it leads to (:meth:`_Tree.plan`), unless that move is ``agreed``
    (the review plans only where the search disagrees with the move played); with
    ``turns``, the whole turns of that many most visited root moves, most visited first
    (the analysis board's best moves). Root moves in ``avoid`` are not searched unless
    nothing else is left."""
    seat = view.to_move
    moves: tuple[M, ...] = tuple(view.legal_moves)
    if seat is None or not moves:
        raise ValueError("the search needs a view of a seat whose turn it is")
    iterations = settings.iterations
    if game.acted_this_turn(view):
        iterations = max(1, round(iterations * settings.follow_up))
    worlds = [game.determinize(view, rng) for _ in range(min(settings.worlds, iterations))]
    # moves no strong player makes here (the rule reads only what the seat sees, so any
    # world drawn from its view will do)
    moves = game.worth_searching(worlds[0], moves) or moves
    moves = tuple(m for m in moves if m not in avoid) or moves
    tree = _Tree(game, settings, seat, moves)
    done = 0
    while done < iterations:
        tree.iterate(worlds[done % len(worlds)])
        done += 1
        if stop is not None and done % STOP_EVERY == 0 and stop():
            break
    result = tree.result(done, rng, game.opening(view))
    if plan and (agreed is None or result.move != agreed):
        result = evolve(result, plan=tree.plan(result.move, result.chance, worlds))
    if turns:
        top = sorted(result.stats, key=lambda s: (-s.visits, -s.chance))[:turns]
        result = evolve(result, turns=tuple(tree.plan(s.move, s.chance, worlds) for s in top))
    return result


class _Tree(Generic[S, M, Opt, V]):
    def __init__(
        self, game: Game[S, M, Opt, V], settings: Settings, seat: int, moves: tuple[M, ...]
    ) -> None:
        self.game, self.settings, self.seat, self.moves = game, settings, seat, moves
        self.root: Node[M] = Node(None)

    def iterate(self, state: S) -> None:
        """One descent in the world ``state``: select, expand one node, back up."""
        game, node = self.game, self.root
        path = [node]
        legal = self.moves
        while (mover := game.to_move(state)) is not None:
            allowed = self._allowed(node, state, mover, legal)
            for move in allowed:
                child = node.children.get(move)
                if child is None:  # the best unexpanded move by the prior: a new leaf
                    goes_on = not game.ends_turn(state, move)
                    child = node.children[move] = Node(mover, goes_on)
                    path.append(child)
                    state = self._leaf(state, move, mover, goes_on)
                    mover = None
                    break
                child.avail += 1
            if mover is None:
                break
            move = self._select(node, allowed)
            node = node.children[move]
            path.append(node)
            state = game.apply_unchecked(state, move)
            legal = game.legal_moves(state)
        chances = game.win_chances(state)
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.value += chances[n.seat]
        for parent, child in zip(path, path[1:], strict=False):
            if parent.goes_on and (parent.top is None or child.visits > parent.top.visits):
                parent.top = child

    def _leaf(self, state: S, move: M, mover: int, goes_on: bool) -> S:
        """The position after ``move``, with the mover's turn finished by its best plan
        when the move leaves it unfinished (one action of several): the heuristic values
        positions between turns, not halfway through one."""
        game = self.game
        after = game.apply_unchecked(state, move)
        if not goes_on:
            return after
        planner = TurnPlanner(game, mover)
        while game.to_move(after) == mover:
            legal = game.legal_moves(after)
            best = max(legal, key=lambda m: planner.value_after(after, m))
            finished = game.ends_turn(after, best)
            after = game.apply_unchecked(after, best)
            if finished:
                break
        return after

    def _allowed(self, node: Node[M], state: S, mover: int, legal: tuple[M, ...]) -> list[M]:
        """The moves searched here now: the best by the prior, as many as the visits allow."""
        if legal is not node.legal:
            prior = node.prior
            missing = [m for m in legal if m not in prior]
            if node is self.root:  # the whole turn each first action leads to, planned
                planner = TurnPlanner(self.game, mover)
                for move in missing:
                    prior[move] = planner.value_after(state, move)
            for move in missing:
                if move not in prior:
                    prior[move] = self.game.evaluate(self.game.apply_unchecked(state, move), mover)
            node.legal = legal
            node.ranked = sorted(legal, key=prior.__getitem__, reverse=True)
        s = self.settings
        width = math.ceil(s.widen * (node.visits + 1) ** s.widen_power)
        return node.ranked[:width]

    def _select(self, node: Node[M], allowed: list[M]) -> M:
        """UCB1 with availability counts, on the mover's chance of winning."""
        c = self.settings.explore
        best, best_score = allowed[0], -1.0
        for move in allowed:
            child = node.children[move]
            score = _mean(child) + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = move, score
        return best

    def result(self, iterations: int, rng: Rng, opening: bool = False) -> SearchResult[M]:
        children = self.root.children
        stats = tuple(
            MoveStat(m, children[m].visits, _mean(children[m])) for m in self.moves if m in children
        )
        if not stats:
            return SearchResult(self.moves[0], 0.5, iterations, ())
        best = max(stats, key=lambda s: (s.visits, s.chance))
        chances = [s.chance for s in stats]
        if max(chances) < SETTLED or min(chances) > 1 - SETTLED:
            # every move loses in every world searched, or every move wins (the last turns
            # of a settled game), so the chances cannot tell them apart: play for the most
            # points, as a person would, by the heuristic's judgement of each move (its prior)
            prior = self.root.prior
            best = max(stats, key=lambda s: prior[s.move])
            return SearchResult(best.move, best.chance, iterations, stats)
        t = self.settings.temperature
        margin, share = self.settings.variety, 4
        if opening and self.settings.opening > 0:
            margin, share = self.settings.opening, OPENING_SHARE
        if t > 0:
            weights = [math.exp((s.chance - best.chance) / t) for s in stats]
            best = stats[_draw(weights, rng)]
        elif margin > 0:
            floor = best.chance * (1 - margin)
            close = [s for s in stats if s.chance >= floor and share * s.visits >= best.visits]
            best = rng.choice(close)
        return SearchResult(best.move, best.chance, iterations, stats)

    def plan(self, first: M, chance: float, worlds: list[S]) -> tuple[PlanStep[M], ...]:
        """The seat's turn from ``first`` on: the most visited continuation while the tree
        goes on, then the greedy turn planner's (as a leaf is finished). Every step must
        be legal in each of the first worlds of the pool (they differ in what the seat
        cannot see); a step after which they look different to the seat (it drew hidden
        information) ends the plan, as does a step the worlds disagree on."""
        game, seat = self.game, self.seat
        moves, chances = [first], [chance]
        node = self.root.children.get(first)
        if node is not None and node.visits:
            chances[0] = node.value / node.visits
        while node is not None and node.goes_on and node.top is not None:
            top = node.top
            moves.append(next(m for m, c in node.children.items() if c is top))
            chances.append(top.value / top.visits)
            node = top
        states = worlds[:PLAN_WORLDS]
        planner = TurnPlanner(game, seat)
        steps: list[PlanStep[M]] = []
        while True:
            i = len(steps)
            if i < len(moves) and (i == 0 or _legal_in(game, states, seat, moves[i])):
                step = PlanStep(moves[i], chances[i])
            else:  # past the tree, or a tree move the worlds do not all allow
                moves = moves[:i]
                here = states[0]
                best = max(game.legal_moves(here), key=lambda m: planner.value_after(here, m))
                if not _legal_in(game, states, seat, best):
                    break
                step = PlanStep(best, steps[-1].chance if steps else chance)
            ends = game.ends_turn(states[0], step.move)
            states = [game.apply_unchecked(s, step.move) for s in states]
            steps.append(step)
            if ends or len(steps) == PLAN_STEPS or any(game.to_move(s) != seat for s in states):
                break
            seen = game.view(states[0], seat)
            if any(game.view(s, seat) != seen for s in states[1:]):
                break
        return tuple(steps)


def _legal_in(game: Game[S, M, Opt, V], states: list[S], seat: int, move: M) -> bool:
    """Whether ``move`` is ``seat``'s to play in every one of ``states``."""
    return all(game.to_move(s) == seat and move in game.legal_moves(s) for s in states)


def _mean(node: Node[M]) -> float:
    """The mean chance of winning after ``node``'s move for the seat that made it. While
    that seat's turn goes on, it is the mean after its best continuation (the most
    visited), not over every continuation tried: a first action is as good as the turn
    it leads to, whatever worse ends of the turn the search also looked at."""
    while node.top is not None:
        node = node.top
    return node.value / node.visits


def _draw(weights: list[float], rng: Rng) -> int:
    """An index drawn with probability proportional to its weight."""
    x = rng.below(1 << 53) / (1 << 53) * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1
