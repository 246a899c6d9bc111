"""explain_illegal: one plain sentence for each kind of illegal selection, None when legal."""

from __future__ import annotations

import pytest

from game.jaipur import JAIPUR, Exchange, Move, Sell, Take, TakeCamels, explain_illegal
from game.jaipur import explain as why
from game.jaipur.scenario import scenario
from game.jaipur.view import JaipurView


def view(seat: int | None = 0, **parts: object) -> JaipurView:
    parts.setdefault("market", "MMDDG")
    parts.setdefault("hand0", "SSCL")
    parts.setdefault("herds", (1, 0))
    return JAIPUR.view(JAIPUR.parse_position(scenario(**parts)), seat)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("move", "sentence"),
    [
        (Take("M"), why.TAKE_CAMEL_ALONE),
        (Take("X"), why.UNKNOWN_CARD),
        (Take("P"), why.NOT_IN_MARKET),
        (Exchange(("D", "M"), ("S", "S")), why.EXCHANGE_CAMEL),
        (Exchange(("D",), ("S",)), why.EXCHANGE_TOO_FEW),
        (Exchange(("D", "D"), ("S",)), why.EXCHANGE_UNEVEN),
        (Exchange(("G", "G"), ("S", "S")), why.EXCHANGE_NOT_IN_MARKET),
        (Exchange(("D", "L"), ("L", "S")), why.EXCHANGE_NOT_IN_MARKET),
        (Exchange(("D", "G"), ("C", "G")), why.EXCHANGE_SAME_TYPE),
        (Exchange(("D", "G"), ("P", "P")), why.EXCHANGE_NOT_IN_HAND),
        (Exchange(("D", "G"), ("M", "M")), why.EXCHANGE_NO_CAMELS),
        (Exchange(("D", "Q"), ("S", "S")), why.UNKNOWN_CARD),
        (Sell("M", 2), why.SELL_CAMEL),
        (Sell("S", 0), why.SELL_NONE),
        (Sell("C", 2), why.SELL_NOT_IN_HAND),
        (Sell("L", 1), None),
        (Sell("S", 2), None),
        (Take("D"), None),
        (TakeCamels(), None),
        (Exchange(("D", "G"), ("M", "S")), None),
        ("take D", why.NOT_A_MOVE),
    ],
)
def test_each_illegal_selection_gets_its_sentence(move: object, sentence: str | None) -> None:
    assert explain_illegal(view(), move) == sentence


def test_precious_goods_sold_alone() -> None:
    assert explain_illegal(view(hand0="DSCL"), Sell("D", 1)) == why.SELL_PRECIOUS


def test_a_full_hand_blocks_taking_and_exchanges_that_add_cards() -> None:
    full = view(hand0="SSCCPPL", herds=(2, 0))
    assert explain_illegal(full, Take("D")) == why.HAND_FULL
    assert explain_illegal(full, Exchange(("D", "G"), ("M", "S"))) == why.HAND_FULL
    assert explain_illegal(full, Exchange(("D", "G"), ("C", "S"))) is None


def test_no_camel_in_the_market() -> None:
    assert explain_illegal(view(market="DDGSL"), TakeCamels()) == why.NO_CAMELS_IN_MARKET


def test_out_of_turn_spectators_and_finished_games() -> None:
    assert explain_illegal(view(seat=1), Take("D")) == why.NOT_YOUR_TURN
    assert explain_illegal(view(seat=None), Take("D")) == why.NOT_YOUR_TURN
    won = "start:0,goods:30-20,bonus:0-0,goods_count:5-4,bonus_count:0-0,camels:0-0"
    final = JAIPUR.parse_position(
        scenario(market="MMMCP", hand0="SS", herds=(4, 4), results=(won,),
                 taken0="D7,D7,D5,D5,D5", taken1="G6,G6,G5,G5,G5,S5,S5,S5", bonuses0="5:10")
    )  # fmt: skip
    over = JAIPUR.apply(final, Sell("S", 2))
    assert explain_illegal(JAIPUR.view(over, 0), Take("C")) == why.GAME_OVER


def test_every_sentence_is_one_plain_sentence() -> None:
    assert len(why.SENTENCES) == 20 and why.HAND_FULL in why.SENTENCES
    for s in why.SENTENCES:
        assert s[0].isupper() and s.endswith(".") and "\n" not in s


def test_every_illegal_move_in_random_positions_is_explained() -> None:
    from game.core.rng import Rng
    from game.jaipur import JaipurOptions

    state, rng = JAIPUR.new(JaipurOptions(), 5), Rng(5)
    probes: list[Move] = [Take(g) for g in "DGSCPLM"]
    probes.append(TakeCamels())
    probes += [Sell(g, n) for g in "DGSCPL" for n in range(0, 4)]
    probes += [Exchange(("D", "G"), ("M", "M")), Exchange(("C", "L"), ("S", "M"))]
    for _ in range(60):
        seat = state.to_move
        v = JAIPUR.view(state, seat)
        for move in probes + list(v.legal_moves[:20]):
            reason = explain_illegal(v, move)
            assert (reason is None) == (move in v.legal_moves), (move, reason)
        legal = JAIPUR.legal_moves(state)
        state = JAIPUR.apply(state, legal[rng.below(len(legal))])
