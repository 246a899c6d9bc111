"""The shared conformance check (tests/conformance.py) on seeded games of
every game and player count, with random and greedy players, and the soak's mixed
tables (scripts/bench/soak.py --mix) at test size: the levels against the eager trader,
random and greedy, and against each other."""

from __future__ import annotations

import pytest

from game import GAMES
from game.bombay.state import SCHEDULE
from tests.conformance import STYLES, check_game, mixed_lineup
from tests.invariants import INVARIANTS

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
    # the soak's styles at test size: each level against other styles
    ("jaipur", ("easy", "trader"), range(1)),
    ("jaipur", ("medium", "easy"), range(1)),
    ("bombay", ("trader", "easy"), range(1)),
    ("bombay", ("easy", "trader", "random"), range(1)),
    ("bombay", ("trader", "greedy", "easy", "trader"), range(1)),
    ("bombay", ("easy", "trader", "random", "trader", "easy"), range(1)),
    ("bombay", ("medium", "easy", "trader"), range(1)),
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


def test_the_soak_tables_mix_styles_and_cycle_the_seat_counts() -> None:
    tables = [mixed_lineup("bombay", seed) for seed in range(400)]
    assert tables == [mixed_lineup("bombay", seed) for seed in range(400)]  # per seed
    assert [len(t) for t in tables[:8]] == [2, 3, 4, 5, 2, 3, 4, 5]
    assert all(len(set(t)) > 1 for t in tables)
    seated = {style for t in tables for style in t}
    assert seated == {name for name, _ in STYLES}
    assert {len(mixed_lineup("jaipur", seed)) for seed in range(20)} == {2}
