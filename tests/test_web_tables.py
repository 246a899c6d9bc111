"""What just happened, on both tables, and why a Jaipur round ended (pure parts).

The shell hands the renderer the last turn (``TableContext.last``, a tuple of
``Played``); Jaipur shows the move's cards and the market slots it filled, Bombay
the route ridden and the deeds; Jaipur's log and reports say why a round ended.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game import GAMES
from game.bombay import BOMBAY
from game.bombay.board import SPACES
from game.bombay.view import BombayView
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng
from game.jaipur import JAIPUR, Exchange, JaipurView
from tests.test_web_helpers import game_of, make_app
from web.bombay import board as bboard
from web.bombay import last as blast
from web.bombay import ui as bui
from web.core.vdom import attrs_of, by_attr, find_all, text_of
from web.jaipur import last as jlast
from web.jaipur import report as jreport
from web.jaipur import ui as jui
from web.shell.renderers import Played, TableContext


def jaipur_played(state: Any, move: str, name: str = "Bo") -> Played[JaipurView]:
    before = JAIPUR.view(state, None)
    after = JAIPUR.view(JAIPUR.apply(state, JAIPUR.parse_move(move)), None)
    return Played(
        before, after, move, JAIPUR.to_move(state), jreport.describe_move(before, move, name)
    )


def test_jaipur_a_take_shows_its_card_and_the_slot_the_deck_filled() -> None:
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), 8)
    good = next(c for c in state.market if c != "M")
    p = jaipur_played(state, f"take {good}")
    assert jlast.fresh_slots((p,)) == {state.market.index(good)}
    strip = jlast.strip((p,))
    assert "Bo took 1" in text_of(strip)
    assert by_attr(strip, "class", f"mini c-{good}")
    after = JAIPUR.apply(state, JAIPUR.parse_move(f"take {good}"))
    view = JAIPUR.view(after, 1)
    tree = jui.render_table(TableContext(view, jui.new_selection(), ("Ann", "Bo"), True, [], (p,)))
    fresh = find_all(tree, lambda n: "fresh" in attrs_of(n).get("class", "").split())
    assert len(fresh) == 1 and "just placed" in attrs_of(fresh[0])["aria-label"]


def test_jaipur_the_round_ends_when_the_deck_runs_out_or_three_goods_sell_out() -> None:
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), 8)
    good = next(c for c in state.market if c != "M")
    dry = JAIPUR.view(replace(state, deck=""), None)
    assert jreport.end_reason(dry, f"take {good}") == "the deck ran out."
    assert jreport.end_reason(JAIPUR.view(state, None), f"take {good}") is None
    tokens = (0, 0) + state.tokens[2:]  # diamonds and gold sold out, silver next
    hand = (0, 0, 2, 0, 0, 0)
    hands = (hand, state.hands[1]) if JAIPUR.to_move(state) == 0 else (state.hands[0], hand)
    selling = JAIPUR.view(replace(state, tokens=tokens[:2] + (1,) + tokens[3:], hands=hands), None)
    reason = jreport.end_reason(selling, "sell 2 S")
    assert reason == "three goods are sold out (Diamond, Gold, Silver)."
    text = jreport.describe_move(selling, "sell 2 S", "Ann")
    assert (
        text
        == "Ann sold 2 silver. Round 1 is over: three goods are sold out (Diamond, Gold, Silver)."
    )


def test_jaipur_match_report_is_one_table_with_every_round_and_its_reason() -> None:
    app, _env, _saves = make_app()
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), 21)
    rng, moves = Rng(21), []
    while JAIPUR.outcome(state) is None:
        move = BOTS["greedy"](JAIPUR, JAIPUR.view(state, JAIPUR.to_move(state)), rng)
        moves.append(str(move))
        state = JAIPUR.apply(state, move)
    seats = (Seat("greedy", "Ada"), Seat("greedy", "Bo"))
    app.open_link(encode(Record("jaipur", (1,), 21, seats, tuple(moves)), GAMES))
    assert game_of(app).dialog == "final"
    tree = app.render()
    tables = find_all(tree, lambda n: n[0] == "table")
    assert len(tables) == 1
    heads = by_attr(tables[0], "class", "round-head")
    assert [text_of(x) for x in heads] == [f"Round {i + 1}" for i in range(len(state.rounds))]
    ended = find_all(by_attr(tables[0], "class", "ended")[0], lambda n: n[0] == "td")
    assert len(ended) == len(state.rounds) >= 2
    assert all("deck" in text_of(x) or "sold out" in text_of(x) for x in ended)
    assert "Camel bonus" in text_of(tables[0])


def bombay_turn(players: int = 3, seed: int = 3) -> tuple[tuple[Played[BombayView], ...], Any]:
    """The first player's turn: ride two steps, then end it (as Played), and the view after."""
    state = BOMBAY.new(BOMBAY.default_options(players), seed)
    out = []
    view = BOMBAY.view(state, 0)
    first = next(m for m in view.legal_moves if str(m).startswith("go"))
    texts = [str(first)]
    after = BOMBAY.apply(state, first)
    second = next(
        m
        for m in BOMBAY.view(after, 0).legal_moves
        if str(m).startswith("go") and str(m) != f"go {BOMBAY.view(state, 0).players[0].space}"
    )
    texts += [str(second), "end"]
    names = ("Ana", "Bea", "Cy")[:players]
    for text in texts:
        before = BOMBAY.view(state, None)
        nxt = BOMBAY.apply(state, BOMBAY.parse_move(text))
        sentence = bui.describe_move(before, text, names[0], names)
        out.append(Played(before, BOMBAY.view(nxt, None), text, 0, sentence))
        state = nxt
    return tuple(out), BOMBAY.view(state, 1)


def test_bombay_the_last_turn_is_a_route_on_the_map_and_one_line() -> None:
    last, view = bombay_turn()
    path = [last[0].before.players[0].space] + [int(p.move.split()[1]) for p in last[:2]]
    line = blast.summary(last, ("Ana", "Bea", "Cy"))
    assert line == "Ana rode " + " → ".join(SPACES[i].name for i in path) + "."
    route = blast.route(last)
    assert route is not None
    points = attrs_of(by_attr(route, "class", "lt-route")[0])["points"]
    assert points == " ".join(f"{SPACES[i].x},{SPACES[i].y}" for i in path)
    tree = bui.render_table(
        TableContext(view, bui.new_selection(), ("Ana", "Bea", "Cy"), True, [], last)
    )
    summary = text_of(by_attr(tree, "class", "bsummary")[0])
    assert summary.startswith("Since your last turn") and line in summary


def test_bombay_deeds_are_tagged_where_they_happened() -> None:
    last, view = bombay_turn()
    before = last[-1].before
    wait = Played(before, before, "wait", 0, "Ana waited and took 1 ₹.")
    assert blast.done((wait,)) == [(before.players[0].space, "waited", "")]
    map_ = bboard.board(view, ("Ana", "Bea", "Cy"), {}, None, False, (wait,))
    tags = by_attr(map_, "class", "lt-deed")
    assert len(tags) == 1 and "waited" in text_of(tags[0])
    assert attrs_of(tags[0])["data-on"] == str(before.players[0].space)
    assert blast.summary((wait,), ("Ana", "Bea", "Cy")) == "Ana waited and took 1 ₹."


def test_jaipur_end_reason_agrees_with_the_engine_move_by_move() -> None:
    ends = 0
    for seed in range(12):
        state, rng = JAIPUR.new(JAIPUR.options_from_ints((0,)), seed), Rng(seed)
        while JAIPUR.outcome(state) is None:
            move = BOTS["random"](JAIPUR, JAIPUR.view(state, JAIPUR.to_move(state)), rng)
            after = JAIPUR.apply(state, move)
            ended = len(after.rounds) > len(state.rounds)
            reason = jreport.end_reason(JAIPUR.view(state, None), str(move))
            assert (reason is not None) == ended, (seed, str(move))
            ends += ended
            state = after
    assert ends >= 24  # two rounds or more per match


def test_jaipur_a_sale_says_the_rupees_it_took_as_the_tokens_do() -> None:
    """The last move's gain is in rupees, the unit of the tokens on the table and in the
    rules (it said "points", a unit the table never uses)."""
    for seed in range(1, 200):
        state = JAIPUR.new(JAIPUR.options_from_ints((1,)), seed)
        sales = [m for m in map(str, JAIPUR.legal_moves(state)) if m.startswith("sell 2 ")]
        if sales:
            break
    p = jaipur_played(state, sales[0])
    assert p.mover is not None
    taken = sum(p.after.goods_taken[p.mover]) - sum(p.before.goods_taken[p.mover])
    earned = text_of(by_attr(jlast.strip((p,)), "class", "lm-earned")[0])
    assert earned == f"+{taken} rupees" and taken > 1


def test_jaipur_camels_are_given_one_tap_each_on_the_herd_card() -> None:
    """The player's herd is one camel card: each tap gives one camel more, "−" one fewer,
    and an exchange paid with two camels needs two taps on the same card (issue 40, 2)."""
    seed = next(
        s
        for s in range(1, 300)
        if any(
            m.give.count("M") == 2
            for m in JAIPUR.legal_moves(JAIPUR.new(JAIPUR.options_from_ints((1,)), s))
            if isinstance(m, Exchange)  # a swap
        )
    )
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), seed)
    view = JAIPUR.view(state, 0)
    swap = next(m for m in view.legal_moves if str(m).startswith("swap") and m.give == ("M", "M"))  # type: ignore[union-attr]
    n = view.herds[0]

    def table(sel: Any) -> Any:
        return jui.render_table(TableContext(view, sel, ("Ann", "Bo"), True, []))

    def herd_buttons(sel: Any) -> list[Any]:
        return find_all(
            table(sel), lambda e: e[0] == "button" and attrs_of(e).get("data-arg", " ")[:1] == "c"
        )

    sel = jui.new_selection()
    for good in swap.take:  # type: ignore[union-attr]
        slot = next(i for i, c in enumerate(view.market) if c == good and i not in sel.market)
        sel = jui.select(sel, view, f"m{slot}")
    assert [b[1]["data-key"] for b in herd_buttons(sel)] == ["herd-more"]  # one target
    for picked in (1, 2):
        card = by_attr(table(sel), "data-key", "herd-more")[0]
        sel = jui.select(sel, view, attrs_of(card)["data-arg"])
        assert len(sel.herd) == picked
    herd = attrs_of(by_attr(table(sel), "data-key", "herd-more")[0])
    assert herd["aria-pressed"] == "true" and herd["data-give"] == "2"
    assert "2 to give" in text_of(table(sel))
    actions = {a.key: a for a in jui.actions(view, sel)}
    assert actions["exchange"].move == str(swap) and actions["exchange"].composed
    less = by_attr(table(sel), "data-key", "herd-less")[0]
    assert len(jui.select(sel, view, attrs_of(less)["data-arg"]).herd) == 1
    waiting = jui.render_table(TableContext(view, sel, ("Ann", "Bo"), False, []))
    assert not by_attr(waiting, "data-key", "herd-more") and n >= 2
