"""The round-end dialog is over the round that ended: the table behind it stays at the
round's last position (its market, deck and round number) until the dialog is closed."""

from __future__ import annotations

from typing import Any

from game import GAMES
from game.core.link import Record, Seat, encode
from game.jaipur import JAIPUR, JaipurState
from game.jaipur.rules import play_in_round
from tests.test_web_helpers import game_of, make_app
from web.core.vdom import attrs_of, by_attr, elements, find_all, text_of
from web.jaipur.art import card_label

JAIPUR_NAMES = {c: card_label(c) for c in "DGSCPLM"}


def _ending_by_seat_0() -> tuple[int, tuple[str, ...], Any, Any]:
    """(seed, moves, the last position before, the move that ends round 1: seat 0's)."""
    for seed in range(1, 80):
        state = JAIPUR.new(JAIPUR.options_from_ints((1,)), seed)
        texts: list[str] = []
        while True:
            move = JAIPUR.legal_moves(state)[-1]
            if JAIPUR.apply(state, move).rounds:
                break
            texts.append(str(move))
            state = JAIPUR.apply(state, move)
        if state.to_move == 0:
            return seed, tuple(texts), state, move
    raise AssertionError("no round ended by seat 0")


def _table(tree: Any) -> Any:
    return find_all(tree, lambda n: attrs_of(n).get("class") == "jaipur")[0]


def test_the_round_end_dialog_shows_the_round_that_ended_behind_it() -> None:
    seed, texts, before, move = _ending_by_seat_0()
    end, ended = play_in_round(before, move)
    assert ended
    app, _env, _ = make_app()
    seats = (Seat("human", "Ann"), Seat("greedy", "Bot"))
    app.open_link(encode(Record("jaipur", (1,), seed, seats, texts), GAMES))
    app.act("move", str(move))
    assert game_of(app).dialog == "round"
    table = _table(app.render())
    assert "Round 1" in text_of(table) and "Round 2" not in text_of(table)
    market = [attrs_of(c)["aria-label"] for c in elements(by_attr(table, "class", "market")[0])]
    new_deal = app.session.states[-1] if app.session else None
    assert isinstance(new_deal, JaipurState) and new_deal.round == 2
    deck = attrs_of(by_attr(table, "class", "deck")[0])["aria-label"]
    assert deck == (f"Deck: {len(end.deck)} cards" if len(end.deck) != 1 else "Deck: 1 card")
    assert market == [JAIPUR_NAMES[c] for c in end.market]  # the market as the round left it
    app.act("close-dialog")
    table = _table(app.render())
    assert "Round 2" in text_of(table)  # closed: the next round's deal
    deck = attrs_of(by_attr(table, "class", "deck")[0])["aria-label"]
    assert deck == f"Deck: {len(new_deal.deck)} cards"


def test_behind_the_round_end_dialog_nobody_is_to_move() -> None:
    """The round is over: neither player is marked "to move", and the side panel says so
    rather than "Waiting for Ann." (the next round's starter)."""
    seed, texts, _before, move = _ending_by_seat_0()
    app, _env, _ = make_app()
    seats = (Seat("human", "Ann"), Seat("greedy", "Bot"))
    app.open_link(encode(Record("jaipur", (1,), seed, seats, texts), GAMES))
    app.act("move", str(move))
    assert game_of(app).dialog == "round"
    screen = app.render()
    table = _table(screen)
    assert not find_all(table, lambda n: "to-move" in attrs_of(n).get("class", "").split())
    assert "to move" not in text_of(table)
    hint = by_attr(screen, "class", "hint")
    assert [text_of(p) for p in hint] == ["The round is over."]
    app.act("close-dialog")
    assert "to move" in text_of(_table(app.render()))  # the next round's starter
