"""Jaipur's position links (game/jaipur/position.py): what a link holds and refuses, its
canonical order, its length. The generic properties (round trip, secrets, damage) are in
tests/test_position_links.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game import GAMES
from game.core.digits import DigitReader, Digits
from game.core.errors import LinkError, StateError
from game.core.position import decode_position
from game.jaipur import JAIPUR, JaipurState
from game.jaipur.invariants import check_invariants
from game.jaipur.position import canonical, read_position, write_position
from game.jaipur.scenario import scenario
from tests.positions import link_of, random_positions
from tests.test_jaipur_view import secret_twin
from tests.test_jaipur_view import table as view_table

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


def test_each_secret_alone_changes_no_byte() -> None:
    """Seat 0's link of a table, and of the same table with one thing seat 0 cannot see
    changed: seat 1's hand, the deck's order, the bonus piles' order, seat 1's bonus
    values, the generator (tests/test_jaipur_view.py's table)."""
    state = view_table()
    twin = secret_twin(state)  # all of them changed at once
    link = link_of(JAIPUR, JAIPUR.view(state, 0))
    secrets: dict[str, dict[str, Any]] = {
        "seat 1's hand": {"hands": twin.hands, "deck": state.deck.replace("P", "C", 1)},
        "the deck's order": {"deck": state.deck[::-1]},
        "the bonus piles' order": {"bonus": tuple(pile[::-1] for pile in state.bonus)},
        "seat 1's bonus values": {"bonus": twin.bonus, "bonus_taken": twin.bonus_taken},
        "the generator": {"rng": twin.rng},
    }
    for what, change in secrets.items():
        one = replace(state, **change)
        check_invariants(one)
        assert one != state and link_of(JAIPUR, JAIPUR.view(one, 0)) == link, what


def test_each_fact_the_seat_sees_is_in_the_link() -> None:
    """Tables that differ in one visible fact each have links of their own."""
    facts = dict(market="MMGSL", hand0="DDCP", hand1="GCPL", herds=(2, 1), known1="GL",
                 taken0="L4,L3", taken1="C5,C3", bonuses0="3:2", bonuses1="3:1",
                 turn=0)  # fmt: skip
    variants: list[dict[str, object]] = [
        {},
        {"market": "MMGSP"},
        {"market": "MGMSL"},
        {"hand0": "DDCC"},
        {"hand0": "DDC"},
        {"hand1": "GCPLL"},
        {"herds": (3, 1), "market": "MGSLL"},
        {"known1": "G"},
        {"known0": "D"},
        {"taken0": "L4,L3,C3", "taken1": "C5"},
        {"bonuses0": "3:3"},
        {"bonuses0": "3:2,4:5"},
        {"bonuses1": "3:1,5:8"},
        {"turn": 1},
        {"starter": 1},
        {"results": (RESULT,)},
        {"results": (RESULT.replace("goods:30", "goods:31"),)},
    ]
    links = []
    for change in variants:
        text = scenario(**{**facts, **change})  # type: ignore[arg-type]
        links.append(link_of(JAIPUR, JAIPUR.view(JAIPUR.parse_position(text), 0)))
    assert len(set(links)) == len(links)


def test_a_fourth_round_after_a_tie_round_trips_within_the_bound() -> None:
    tie = "start:0,goods:20-20,bonus:5-5,goods_count:8-8,bonus_count:2-2,camels:4-4"
    won = RESULT.replace("start:0", "start:1")  # seat 0's seal; seat 1 starts the next
    lost = RESULT.replace("start:0", "start:1").replace("goods:30-20", "goods:10-40")
    state = JAIPUR.parse_position(
        scenario(hand0="DD", hand1="GC", results=(tie, won, lost), turn=0)
    )
    assert state.round == 4 and state.seals == (1, 1)
    for seat in (0, 1):
        view = JAIPUR.view(state, seat)
        link = link_of(JAIPUR, view)
        assert decode_position(link, GAMES).view == canonical(view)
        assert len(link) <= 59 + 9
