"""The generic greedy bot, driven by Jaipur's evaluate, against uniformly random play."""

from __future__ import annotations

from game import GAMES
from game.bots.match import play_match
from game.core.link import replay
from game.jaipur import JAIPUR, Sell


def test_greedy_beats_random_from_both_seats() -> None:
    wins = 0
    for seed in range(16):
        players = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        result = play_match(JAIPUR, players, 1000 + seed)
        wins += players.index("greedy") in result.outcome.winners
        assert result.illegal_moves == 0
    assert wins >= 15  # measured: 300 of 300 (docs/benchmarks.md)


def test_greedy_sells_sets_and_takes_bonuses() -> None:
    result = play_match(JAIPUR, ["greedy", "random"], 77)
    states = replay(result.record, GAMES).states
    mine = [
        JAIPUR.parse_move(text)
        for state, text in zip(states, result.record.moves, strict=False)
        if state.to_move == 0
    ]
    sales = [m for m in mine if isinstance(m, Sell)]
    assert len([m for m in sales if m.count >= 3]) >= 3
    assert sum(m.count for m in sales) >= 2 * len(sales)  # sets, not single cards
