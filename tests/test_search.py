"""The search bot: reproducible for a seed and budget, honest, and stronger with more thought."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game import GAMES
from game.bots import BOTS
from game.bots.levels import analyse, hint, settings_for
from game.bots.search import Settings, _mean, _Tree, search
from game.core.rng import Rng

LEVELS = ("easy", "medium", "hard")


def _midgame(name: str, players: int, seed: int, moves: int) -> Any:
    """A position reached by greedy play, with the seat to move."""
    game = GAMES[name]
    state = game.new(game.default_options(players), seed)
    rng = Rng(seed)
    for _ in range(moves):
        seat = game.to_move(state)
        state = game.apply_unchecked(state, BOTS["greedy"](game, game.view(state, seat), rng))
    return state


class _Spy:
    """The game with every method that takes a state refusing the true one."""

    def __init__(self, game: Any, truth: Any, hidden: Any) -> None:
        self._game, self._truth, self._hidden = game, truth, hidden

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._game, name)
        if not callable(attr):
            return attr

        def checked(*args: Any) -> Any:
            for a in args:
                if type(a) is type(self._truth) and self._hidden(a) == self._hidden(self._truth):
                    raise AssertionError(f"the bot passed the true state to {name}")
            return attr(*args)

        return checked


def _jaipur_hidden(s: Any) -> Any:
    return (s.hands[1 - s.to_move], s.deck, s.bonus, s.rng)


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_seed_and_budget_give_the_same_move(level: str) -> None:
    game = GAMES["jaipur"]
    state = _midgame("jaipur", 2, 5, 9)
    view = game.view(state, state.to_move)
    moves = {str(BOTS[level](game, view, Rng(42))) for _ in range(2)}
    assert len(moves) == 1
    first = search(game, view, Rng(42), Settings(120))
    assert first == search(game, view, Rng(42), Settings(120))


@pytest.mark.parametrize("level", LEVELS)
def test_jaipur_move_ignores_the_other_hand_and_the_deck(level: str) -> None:
    game = GAMES["jaipur"]
    for seed, plies in ((3, 8), (11, 15)):
        truth = _midgame("jaipur", 2, seed, plies)
        seat = truth.to_move
        view = game.view(truth, seat)
        other = game.determinize(view, Rng(999))  # same view, other hidden cards
        assert _jaipur_hidden(other) != _jaipur_hidden(truth)
        assert game.view(other, seat) == view
        spy = _Spy(game, truth, _jaipur_hidden)
        a = BOTS[level](spy, view, Rng(7))
        b = BOTS[level](game, game.view(other, seat), Rng(7))
        assert a == b


def test_bombay_move_ignores_the_bags_order() -> None:
    game = GAMES["bombay"]
    truth = _midgame("bombay", 3, 4, 10)
    seat = game.to_move(truth)
    other = replace(truth, rng=truth.rng ^ 0x5DEECE66D)
    assert game.view(other, seat) == game.view(truth, seat)
    spy = _Spy(game, truth, lambda s: s.rng)
    for level in LEVELS:
        a = BOTS[level](spy, game.view(truth, seat), Rng(3))
        assert a == BOTS[level](game, game.view(other, seat), Rng(3))


def test_analysis_reports_every_searched_move_and_a_chance() -> None:
    game = GAMES["jaipur"]
    state = _midgame("jaipur", 2, 8, 6)
    view = game.view(state, state.to_move)
    result = analyse(game, view, Rng(1), "medium")
    assert result.move in view.legal_moves and 0.0 <= result.chance <= 1.0
    assert sum(s.visits for s in result.stats) == result.iterations
    best = max(result.stats, key=lambda s: (s.visits, s.chance))
    assert best.move == result.move


def test_hint_is_a_chance_that_follows_the_seals() -> None:
    game = GAMES["jaipur"]
    state = _midgame("jaipur", 2, 8, 6)
    seat = state.to_move
    level = replace(state, seals=(1, 0) if seat == 0 else (0, 1))
    ahead = hint(game, game.view(level, seat), Rng(2), "easy")
    behind_state = replace(state, seals=(0, 1) if seat == 0 else (1, 0))
    behind = hint(game, game.view(behind_state, seat), Rng(2), "easy")
    waiting = hint(game, game.view(state, 1 - seat), Rng(2), "easy")
    assert 0.0 <= behind < 0.5 < ahead <= 1.0
    assert 0.0 < waiting < 1.0


def test_a_stop_callback_caps_the_search() -> None:
    game = GAMES["jaipur"]
    state = _midgame("jaipur", 2, 8, 6)
    calls: list[int] = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) >= 2

    result = search(game, game.view(state, state.to_move), Rng(1), Settings(10_000), stop)
    assert result.iterations == 32 and result.move in game.legal_moves(state)


def test_the_search_wins_a_won_position_at_once(toy: Any) -> None:
    from tests.toygame import NimState

    state = NimState((0, 3, 0, 5), 2, 0)  # 3 xor 5 != 0: take 2 from the 5 to leave (3, 3)
    move = BOTS["hard"](toy, toy.view(state, 0), Rng(1))
    assert str(move) == "2@3"


def test_analyse_plays_what_the_level_bot_plays() -> None:
    game = GAMES["bombay"]
    state = _midgame("bombay", 2, 6, 5)
    view = game.view(state, game.to_move(state))
    assert analyse(game, view, Rng(9), "medium").move == BOTS["medium"](game, view, Rng(9))


def test_a_bombay_action_is_judged_by_the_best_end_of_its_turn() -> None:
    # A Bombay action that leaves the turn unfinished is worth the best way to finish
    # it (the most visited continuation), not the mean over every continuation the
    # search tried: averaging made one-step turns (wait, end) look better than trips.
    game = GAMES["bombay"]
    state = _midgame("bombay", 2, 6, 5)
    view = game.view(state, game.to_move(state))
    tree = _Tree(game, settings_for("medium", game), view.to_move, tuple(view.legal_moves))
    worlds = [game.determinize(view, Rng(i)) for i in range(8)]
    for i in range(300):
        tree.iterate(worlds[i % len(worlds)])
    checked = 0
    stack = [tree.root]
    while stack:
        node = stack.pop()
        stack.extend(node.children.values())
        if node.goes_on and node.children:
            assert node.top is not None
            assert node.top.visits == max(c.visits for c in node.children.values())
            end = node.top
            while end.top is not None:
                end = end.top
            assert _mean(node) == end.value / end.visits
            checked += 1
        elif not node.goes_on:
            assert node.top is None and _mean(node) == node.value / max(1, node.visits)
    assert checked > 5
