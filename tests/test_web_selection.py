"""Playing Jaipur by pointing: selections become moves only when legal, else a sentence."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.jaipur import JAIPUR, Exchange, Sell, Take, TakeCamels, explain_illegal
from web.core.i18n import _
from web.jaipur import moves as jm


def view_with(**fields: Any) -> Any:
    """Seat 0's view of a fresh deal, with some public fields replaced and moves recomputed."""
    v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((1,)), 3), 0)
    return replace(v, **fields)


def pick(view: Any, *args: str) -> jm.Selection:
    sel = jm.Selection()
    for a in args:
        sel = jm.toggle(sel, view, a)
    return sel


def test_take_one_good_is_offered_only_for_a_single_market_good() -> None:
    v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((1,)), 3), 0)
    slot = next(i for i, c in enumerate(v.market) if c != "M")
    sel = pick(v, f"m{slot}")
    assert jm.legal_actions(v, sel) == {"take": Take(v.market[slot])}
    assert Take(v.market[slot]) in v.legal_moves


def test_take_camels_with_empty_selection_or_camels_only() -> None:
    v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((1,)), 3), 0)
    assert "M" in v.market
    assert jm.legal_actions(v, jm.Selection()) == {"camels": TakeCamels()}
    camel = v.market.index("M")
    assert jm.legal_actions(v, pick(v, f"m{camel}")) == {"camels": TakeCamels()}


def test_take_camels_is_suggested_only_once_the_player_picks_a_camel() -> None:
    """Legal with nothing picked, Take camels is not drawn as the move to make until the
    player points at a market camel (issue 40, 8): only a composed move is."""
    from web.jaipur import ui
    from web.shell.table import game_screen

    v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((1,)), 3), 0)
    idle = {a.key: a for a in ui.actions(v, jm.Selection())}
    assert idle["camels"].move == "camels" and not idle["camels"].composed
    assert "ready" not in str(game_screen.action_buttons(list(idle.values()), enabled=True))
    camel = v.market.index("M")
    picked = {a.key: a for a in ui.actions(v, pick(v, f"m{camel}"))}
    assert picked["camels"].move == "camels" and picked["camels"].composed
    drawn = str(game_screen.action_buttons(list(picked.values()), enabled=True))
    assert drawn.count("action ready") == 1


def test_sell_builds_one_sale_from_hand_cards_of_one_type() -> None:
    v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((1,)), 3), 0)
    assert v.hand is not None
    idx = [i for i, c in enumerate(v.hand) if c == v.hand[-1]]
    sel = pick(v, *(f"h{i}" for i in idx))
    cands = jm.candidates(v, sel)
    assert cands["sell"] == Sell(v.hand[-1], len(idx))
    legal = jm.legal_actions(v, sel)
    assert ("sell" in legal) == (Sell(v.hand[-1], len(idx)) in v.legal_moves)


def test_exchange_takes_market_goods_for_hand_and_herd_cards() -> None:
    for seed in range(1, 40):
        v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((1,)), seed), 0)
        ex = next((m for m in v.legal_moves if isinstance(m, Exchange)), None)
        if ex is None:
            continue
        assert v.hand is not None
        market = _indices(v.market, ex.take)
        hand = _indices(v.hand, tuple(c for c in ex.give if c != "M"))
        herd = [f"c{i}" for i in range(ex.give.count("M"))]
        sel = pick(v, *(f"m{i}" for i in market), *(f"h{i}" for i in hand), *herd)
        assert jm.legal_actions(v, sel) == {"exchange": ex}
        return
    raise AssertionError("no deal with an exchange found")


def _indices(cards: Any, wanted: tuple[str, ...]) -> list[int]:
    out: list[int] = []
    for c in wanted:
        out.append(next(i for i, x in enumerate(cards) if x == c and i not in out))
    return out


def test_an_illegal_selection_enables_nothing_and_says_why() -> None:
    v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((1,)), 3), 0)
    goods = [i for i, c in enumerate(v.market) if c != "M"]
    assert v.hand is not None
    # one market good for one hand card: an exchange must take two or more
    sel = pick(v, f"m{goods[0]}", "h0")
    assert jm.legal_actions(v, sel) == {}
    sentence = jm.hint(v, sel, explain_illegal)
    move = jm.candidates(v, sel)["exchange"]
    assert sentence == _(explain_illegal(v, move) or "") and sentence


def test_precious_goods_single_sale_is_explained() -> None:
    v = view_with(hand=("D", "C", "C", "P", "L"))
    sel = pick(v, "h0")
    assert "sell" not in jm.legal_actions(v, sel)
    assert "two or more" in jm.hint(v, sel, explain_illegal)


def test_mixed_types_in_a_sale_are_explained() -> None:
    v = view_with(hand=("G", "C", "C", "P", "L"))
    sel = pick(v, "h1", "h3")
    assert jm.legal_actions(v, sel) == {}
    assert jm.hint(v, sel, explain_illegal) == _(
        "A sale is of one type of goods: select cards of a single type."
    )


def test_toggle_twice_unselects_and_stale_args_are_ignored() -> None:
    v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((1,)), 3), 0)
    assert pick(v, "m1", "m1").empty()
    assert pick(v, "m9", "h99", "x1", "m").empty()


def test_nothing_is_enabled_when_it_is_not_your_turn() -> None:
    v = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints((2,)), 3), 0)
    assert v.legal_moves == ()
    assert jm.legal_actions(v, jm.Selection()) == {}
    assert jm.hint(v, jm.Selection(), explain_illegal) == ""


def test_one_click_on_a_market_camel_lights_every_market_camel() -> None:
    v = view_with(market=("M", "D", "M", "M", "G"))
    whole = jm.Selection(market=frozenset({0, 2, 3}))
    assert pick(v, "m2") == whole
    assert pick(v, "h0", "c0", "m3") == whole  # the camels' action stands alone
    assert pick(v, "m0", "m3").empty()  # a second click puts the whole herd back
    assert pick(v, "m0", "m1") == jm.Selection(market=frozenset({1}))  # a good: camels go
    assert jm.legal_actions(v, pick(v, "m0")) == {"camels": TakeCamels()}
