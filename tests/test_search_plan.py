"""The search's plan of the mover's whole turn (``SearchResult.plan``), which the hint
shows in Bombay: legal step by step in the real position, ending the turn, each step
with a chance, the same for the same seed."""

from __future__ import annotations

from typing import Any

import pytest

from game import GAMES
from game.bots.levels import analyse, best_moves
from game.bots.search import search
from game.core.budget import Settings
from game.core.rng import Rng
from tests.test_search import _midgame

BOMBAY_POSITIONS = [(2, 6, 5), (3, 11, 9), (5, 4, 23), (2, 8, 40), (4, 2, 0)]


@pytest.mark.parametrize(("players", "seed", "moves"), BOMBAY_POSITIONS)
def test_a_bombay_plan_is_the_whole_turn_legal_step_by_step(
    players: int, seed: int, moves: int
) -> None:
    game = GAMES["bombay"]
    state = _midgame("bombay", players, seed, moves)
    seat = game.to_move(state)
    result = analyse(game, game.view(state, seat), Rng(seed), "medium", plan=True)
    assert result.plan and result.plan[0].move == result.move
    for n, step in enumerate(result.plan):
        assert game.to_move(state) == seat and step.move in game.legal_moves(state)
        assert 0.0 <= step.chance <= 1.0
        last = n == len(result.plan) - 1
        assert game.ends_turn(state, step.move) == last  # only the last step ends the turn
        state = game.apply_unchecked(state, step.move)
    assert game.to_move(state) != seat or game.view(state, seat).ap == 3  # a new turn
    assert result.plan[-1].chance == pytest.approx(result.chance)  # the turn's chance


def test_the_best_moves_are_the_most_visited_each_with_its_whole_turn() -> None:
    """The analysis board's: three different first moves, most visited first, each turn
    legal step by step from the position, its first chance the root move's mean."""
    game = GAMES["bombay"]
    state = _midgame("bombay", 5, 3, 7)
    view = game.view(state, game.to_move(state))
    turns = best_moves(game, view, Rng(2), 3, level="medium")
    stats = analyse(game, view, Rng(2), "medium").stats
    top = sorted(stats, key=lambda s: (-s.visits, -s.chance))[:3]
    assert [t[0].move for t in turns] == [s.move for s in top]
    assert [t[0].chance for t in turns] == pytest.approx([s.chance for s in top])
    for turn in turns:
        here = state
        for step in turn:
            assert step.move in game.legal_moves(here)
            here = game.apply_unchecked(here, step.move)


def test_a_shallow_tree_is_finished_by_the_turn_planner() -> None:
    game = GAMES["bombay"]
    state = _midgame("bombay", 2, 6, 5)
    seat = game.to_move(state)
    result = search(game, game.view(state, seat), Rng(1), Settings(4), plan=True)
    assert len(result.plan) > 1  # four iterations hardly see past the first action
    for step in result.plan:
        assert step.move in game.legal_moves(state)
        state = game.apply_unchecked(state, step.move)
    assert game.to_move(state) != seat


def test_the_plan_is_the_same_for_the_same_seed_and_none_unless_asked() -> None:
    game = GAMES["bombay"]
    state = _midgame("bombay", 3, 11, 9)
    view = game.view(state, game.to_move(state))
    first = analyse(game, view, Rng(5), "medium", plan=True).plan
    assert first == analyse(game, view, Rng(5), "medium", plan=True).plan
    assert analyse(game, view, Rng(5), "medium").plan == ()  # the bots do not pay for it


def test_a_jaipur_plan_is_the_move() -> None:
    game = GAMES["jaipur"]
    state = _midgame("jaipur", 2, 3, 6)
    result = analyse(game, game.view(state, game.to_move(state)), Rng(2), "medium", plan=True)
    assert [s.move for s in result.plan] == [result.move]
    assert result.plan[0].chance == pytest.approx(result.chance)


class _Peeking:
    """Bombay, except that the seat sees the bag's order once it has spent an action
    point: as if an action drew hidden information."""

    def __init__(self) -> None:
        self._game = GAMES["bombay"]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def view(self, state: Any, seat: int | None) -> Any:
        return self._game.view(state, seat), state.rng if state.ap < 3 else 0


def test_a_step_that_shows_hidden_information_ends_the_plan() -> None:
    game = GAMES["bombay"]
    state = _midgame("bombay", 2, 6, 5)
    view = game.view(state, game.to_move(state))
    full = analyse(game, view, Rng(3), "medium", plan=True)
    assert len(full.plan) > 1
    peeking: Any = _Peeking()  # a game that refuses to be asked for states
    cut = search(peeking, view, Rng(3), Settings(300), plan=True)
    assert [s.move for s in cut.plan] == [full.move]
