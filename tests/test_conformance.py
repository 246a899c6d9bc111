"""The shared conformance check (tests/conformance.py) on seeded games of
every game and player count, with random and greedy players."""

from __future__ import annotations

import pytest

from game import GAMES
from game.bombay.state import SCHEDULE

from conformance import check_game
from invariants import INVARIANTS

CASES = [
    ("jaipur", ("random", "random"), range(4)),
    ("jaipur", ("greedy", "random"), range(2)),
    ("jaipur", ("greedy", "greedy"), range(1)),
    ("bombay", ("random", "random"), range(2)),
    ("bombay", ("greedy", "random"), range(1)),
    ("bombay", ("random", "random", "random"), range(2)),
    ("bombay", ("greedy", "random", "random", "random"), range(1)),
    ("bombay", ("random",) * 4, range(1)),
    ("bombay", ("random",) * 5, range(1)),
    ("bombay", ("greedy",) * 5, range(1)),
]


@pytest.mark.parametrize(
    ("name", "players", "seed"),
    [(n, p, s) for n, p, seeds in CASES for s in seeds],
    ids=lambda v: ",".join(v) if isinstance(v, tuple) else str(v),
)
def test_conformance(name: str, players: tuple[str, ...], seed: int) -> None:
    record, final, turns = check_game(GAMES[name], players, seed, INVARIANTS[name])
    if name == "bombay":  # every player takes every turn of the schedule, no more
        rounds, per_round = SCHEDULE[len(players)]
        assert turns == rounds * per_round * len(players)
    else:  # a Jaipur match is one turn per move and ends at two seals
        assert turns == len(record.moves) and max(final.seals) == 2
