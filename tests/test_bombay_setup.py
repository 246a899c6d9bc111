"""Bombay set-up from the seed, options and their link form."""

from __future__ import annotations

import pytest

from game.bombay import BOMBAY, BombayOptions
from game.bombay.board import MARKER_SITES, POST_SITES_E, POST_SITES_F
from game.bombay.state import MARKER_SET
from game.core.errors import NotationError

GOLDEN_3P_SEED_2026 = """\
bombay players 3
turn round:1/3 gameturn:1/5 seat:0 ap:3 bought:no pick:no
rng 15998078693348210419
demand Bombay:OBY Indore:BOP Nagpur:OYP Hyderabad:YPB
citytokens Bombay:2 Indore:2 Nagpur:2 Hyderabad:2
markets left:B4 centre:Y2O2 right:P1
posts 10:O 11:P 12:B 13:Y
markers 14:Y 15:R 16:W 17:C 18:C 19:F 20:F 21:R
palaces -
player 0 at:0 bales:- rupees:2 customers:0 tokens:- palaces:5
player 1 at:0 bales:- rupees:2 customers:0 tokens:- palaces:5
player 2 at:0 bales:- rupees:2 customers:0 tokens:- palaces:5"""


def test_golden_set_up_for_one_seed() -> None:
    """Pinned: a link made today must open the same game in five years."""
    assert BOMBAY.format_position(BOMBAY.new(BombayOptions(3), 2026)) == GOLDEN_3P_SEED_2026


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_set_up_at_every_player_count(players: int) -> None:
    for seed in range(20):
        s = BOMBAY.new(BOMBAY.default_options(players), seed)
        assert all(
            p.space == 0 and p.rupees == 2 and p.palaces == 5 and not p.bales for p in s.players
        )
        assert s.city_tokens == (players - 1,) * 4
        sites = POST_SITES_E if players <= 3 else POST_SITES_E + POST_SITES_F
        assert sorted(s.posts[i] for i in sites) == sorted([0, 1, 2, 3] * (len(sites) // 4))
        assert all(s.posts[i] == -1 for i in range(24) if i not in sites)
        assert sorted(s.markers[i] for i in MARKER_SITES) == sorted(MARKER_SET)
        missing = sorted({0, 1, 2, 3}.difference(col).pop() for col in s.demand)
        assert missing == [0, 1, 2, 3] and all(len(set(col)) == 3 for col in s.demand)
        assert sum(s.stock) == 9 and (s.round, s.turn, s.seat, s.ap) == (0, 0, 0, 3)


def test_the_seed_decides_everything() -> None:
    texts = {BOMBAY.format_position(BOMBAY.new(BombayOptions(4), seed)) for seed in range(30)}
    assert len(texts) == 30
    a, b = (BOMBAY.new(BombayOptions(4), 99) for _ in range(2))
    assert a == b


def test_demand_columns_and_their_order_are_random() -> None:
    firsts = {BOMBAY.new(BombayOptions(2), seed).demand for seed in range(40)}
    assert len({d[0] for d in firsts}) > 6  # the first city's column varies in colours and order


def test_start_money_option_gives_the_last_player_three_rupees() -> None:
    s = BOMBAY.new(BombayOptions(4, last_player_bonus=True), 1)
    assert [p.rupees for p in s.players] == [2, 2, 2, 3]


def test_options_as_link_integers() -> None:
    for options in (BombayOptions(2), BombayOptions(5, True)):
        assert BOMBAY.options_from_ints(BOMBAY.options_to_ints(options)) == options
    assert BOMBAY.options_to_ints(BombayOptions(3, True)) == (3, 1)
    assert BOMBAY.default_options(4) == BombayOptions(4, False)
    for bad in [(1, 0), (6, 0), (3, 2), (3,), (3, 0, 0)]:
        with pytest.raises(NotationError, match="Bombay options"):
            BOMBAY.options_from_ints(bad)
    with pytest.raises(NotationError):
        BOMBAY.new(BombayOptions(6), 1)


def test_decision_group_e_only_at_two_and_three_players() -> None:
    for players, used in (
        (2, POST_SITES_E),
        (3, POST_SITES_E),
        (4, POST_SITES_E + POST_SITES_F),
        (5, POST_SITES_E + POST_SITES_F),
    ):
        s = BOMBAY.new(BOMBAY.default_options(players), 11)
        assert tuple(i for i, c in enumerate(s.posts) if c >= 0) == tuple(sorted(used))
