"""Jaipur's position links (game/jaipur/position.py): what a link holds and refuses, its
canonical order, its length. The generic properties (round trip, secrets, damage) are in
tests/test_position_links.py."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import GAMES
from game.core.digits import DigitReader, Digits
from game.core.errors import LinkError, StateError
from game.core.position import decode_position
from game.jaipur import JAIPUR, JaipurState
from game.jaipur.position import canonical, read_position, write_position
from game.jaipur.scenario import scenario
from tests.positions import link_of, random_positions

RESULT = "start:0,goods:30-20,bonus:5-8,goods_count:8-7,bonus_count:2-3,camels:4-6"


def table() -> JaipurState:
    """Round 2, seat 1 to move: tokens taken by both seats, a round already scored."""
    return JAIPUR.parse_position(
        scenario(market="MMGSL", hand0="DDCP", hand1="GCPL", herds=(2, 1), known1="GL",
                 taken0="L4,C5,L3", taken1="C3,L2,C3", bonuses0="4:5,3:2", bonuses1="3:1",
                 turn=1, results=(RESULT,), rng=99)
    )  # fmt: skip


def test_tokens_come_back_grouped_by_goods_and_bonus_tokens_by_pile() -> None:
    view = JAIPUR.view(table(), 0)
    assert view.goods_tokens_taken[0] == (("L", 4), ("C", 5), ("L", 3))
    back = decode_position(link_of(JAIPUR, view), GAMES).view
    assert back.goods_tokens_taken == (
        (("C", 5), ("L", 4), ("L", 3)),
        (("C", 3), ("C", 3), ("L", 2)),
    )
    assert back.goods_taken == ((5, 4, 3), (3, 3, 2))
    assert back.bonus_taken == (((3, 2), (4, 5)), ((3, None),))
    assert back == canonical(view) and canonical(back) == back
    assert back.rounds == view.rounds and back.seals == view.seals == (1, 0)
    assert back.legal_moves == view.legal_moves == ()


def test_the_other_seat_sees_its_own_bonus_values_and_mine_as_piles() -> None:
    back = decode_position(link_of(JAIPUR, JAIPUR.view(table(), 1)), GAMES).view
    assert back.bonus_taken == (((3, None), (4, None)), ((3, 1),))
    assert back.hand == ("G", "C", "P", "L") and back.hand_counts == (4, 4)
    assert back.legal_moves == JAIPUR.view(table(), 1).legal_moves != ()


def test_a_view_whose_opponents_camels_are_unknown_cannot_be_shared() -> None:
    view = replace(JAIPUR.view(table(), 0), camels_unknown=1)
    with pytest.raises(StateError, match="cannot be shared"):
        write_position(view, Digits())


def test_a_view_the_rules_cannot_show_makes_no_link() -> None:
    view = JAIPUR.view(table(), 0)
    for bad in (
        replace(view, deck_count=view.deck_count - 1),
        replace(view, hand_counts=(5, 4)),
        replace(view, seals=(0, 0)),
        replace(view, bonus_left=(7, 6, 5)),
    ):
        with pytest.raises(StateError):
            write_position(bad, Digits())


def test_an_impossible_position_is_refused_with_the_rules_sentence() -> None:
    out = Digits()
    write_position(JAIPUR.view(table(), 0), out)
    digits = DigitReader(out.to_bytes())
    assert read_position(digits) == canonical(JAIPUR.view(table(), 0))
    seven = Digits()  # seat 0 to move, round 1, a market of five diamonds and a hand of two
    for value, radix in ((0, 2), (0, 3), (0, 2), (0, 2), (5, 6)):
        seven.put(value, radix)
    seven.each([0] * 5, 7)
    seven.put(2, 8)
    with pytest.raises(StateError, match="impossible Jaipur position: more D cards"):
        read_position(DigitReader(seven.to_bytes()))


def test_a_link_of_an_impossible_position_is_refused_as_such() -> None:
    link = link_of(JAIPUR, JAIPUR.view(table(), 0))
    with pytest.raises(LinkError) as caught:
        decode_position(link.replace("jp1.", "bp1."), GAMES)
    assert caught.value.reason in ("checksum", "game")


def test_every_position_of_three_random_matches_fits_in_120_characters() -> None:
    for seed in range(3):
        for state in random_positions(JAIPUR, 2, seed, 1):
            for seat in (0, 1):
                assert len(link_of(JAIPUR, JAIPUR.view(state, seat))) <= 120
