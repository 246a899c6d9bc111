"""Bots decide from their view alone, reproducibly, and play legal moves."""

from __future__ import annotations

from typing import Any

from game.bots import BOTS
from game.bots.match import play_match, rotate
from game.core.rng import Rng


def test_bots_are_reproducible_with_the_same_rng(toy: Any) -> None:
    state = toy.new(2, 5)
    view = toy.view(state, 0)
    for bot in BOTS.values():
        assert bot(toy, view, Rng(3)) == bot(toy, view, Rng(3))


def test_greedy_takes_a_winning_move(toy: Any) -> None:
    from tests.toygame import NimState

    state = NimState((0, 0, 4, 0), 2, 0)  # taking all four wins at once
    move = BOTS["greedy"](toy, toy.view(state, 0), Rng(1))
    assert str(move) == "4@2"


def test_matches_are_deterministic_and_legal(toy: Any) -> None:
    a = play_match(toy, ["greedy", "random"], 11)
    b = play_match(toy, ["greedy", "random"], 11)
    assert a.record == b.record and a.illegal_moves == 0


def test_rotate_gives_every_player_every_seat() -> None:
    assert [rotate(["a", "b", "c"], k) for k in range(3)] == [
        ["a", "b", "c"],
        ["b", "c", "a"],
        ["c", "a", "b"],
    ]


def test_the_rollout_policy_plays_legal_moves_to_a_games_end() -> None:
    """``rollout_move`` (the yardstick flat Monte Carlo's playouts; Jaipur's own policy in
    game/jaipur/playout.py) picks a legal move in every position of a whole game."""
    from game import GAMES

    for name in ("jaipur", "bombay"):
        game = GAMES[name]
        state, rng = game.new(game.default_options(2), 7), Rng(7)
        for _ in range(2000):
            if game.outcome(state) is not None:
                break
            state = game.apply(state, game.rollout_move(state, rng))  # apply refuses illegal
        assert game.outcome(state) is not None
