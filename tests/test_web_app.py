"""The App as a player meets it: new games, autosave, links good and bad, reports."""

from __future__ import annotations

import json
from typing import Any

from game import GAMES
from game.core.link import Record, Seat, encode
from game.jaipur import JAIPUR
from tests.test_web_helpers import game_of, jaipur_state, make_app, start
from web.core.i18n import _
from web.core.vdom import Node, attrs_of, by_attr, find_all, text_of
from web.shell.page.message import LINK_PROBLEMS
from web.shell.saves import CURRENT, PREFIX, Saves


def buttons(tree: Node, act: str) -> list[Node]:
    return by_attr(tree, "data-act", act)


def test_new_game_is_saved_and_put_in_the_url() -> None:
    app, env, store = make_app()
    start(app)
    assert app.screen.name == "game"
    assert env.fragment.startswith("j2.")
    saves = Saves(store).all()
    assert len(saves) == 1 and saves[0].link == env.fragment  # type: ignore[union-attr]
    assert store.get(CURRENT) == saves[0].id


def test_every_move_is_autosaved_and_reload_resumes() -> None:
    app, env, store = make_app()
    start(app)
    move = str(JAIPUR.legal_moves(jaipur_state(app))[0])
    app.act("move", move)
    app.computer()
    assert len(app.session.moves) == 2  # type: ignore[union-attr]
    saved = Saves(store).all()[0]
    assert saved.moves == 2 and saved.link == env.fragment  # type: ignore[union-attr]
    again, _env, _ = make_app(store=store)  # a reload: same storage, same fragment
    again.start(env.fragment)
    assert again.session is not None and again.session.moves == app.session.moves  # type: ignore[union-attr]
    assert len(Saves(store).all()) == 1  # resumed, not duplicated


def test_computer_turn_is_scheduled_not_run_at_once() -> None:
    app, env, _ = make_app()
    start(app, first="2")
    assert env.scheduled and app.session is not None and app.session.moves == []
    app.computer()
    assert len(app.session.moves) == 1


def _link(moves: int = 6, names: tuple[str, str] = ("Ana", "Ben")) -> str:
    rec = Record("jaipur", (1,), 99, (Seat("human", names[0]), Seat("human", names[1])))
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), 99)
    texts = []
    for _i in range(moves):
        move = JAIPUR.legal_moves(state)[0]
        texts.append(str(move))
        state = JAIPUR.apply(state, move)
    return encode(Record(rec.game, rec.options, rec.seed, rec.seats, tuple(texts)), GAMES)


def test_bad_links_give_a_sentence_and_change_nothing() -> None:
    app, env, store = make_app()
    start(app)
    before = dict(store.data)
    good = _link()
    head, body = good.split(".")
    flipped = body[:10] + ("A" if body[10] != "A" else "B") + body[11:]
    cases = {
        "checksum": f"{head}.{flipped}",
        "version": "j9." + body,
        "game": "x1." + body,
        "format": "hello",
    }
    for reason, text in cases.items():
        app.open_link(text)
        assert app.message is not None, reason
        assert app.message.text.startswith(_(LINK_PROBLEMS[reason]))
        assert store.data == before, reason
        assert app.session is not None and app.session.save_id == Saves(store).all()[0].id


def test_truncated_link_offers_the_readable_moves() -> None:
    app, env, store = make_app()
    good = _link(moves=30)
    app.open_link(good[:-12])
    assert app.message is not None and app.message.partial is not None
    n = len(app.message.partial.record.moves)
    assert 0 < n < 30
    tree = app.render()
    offer = buttons(tree, "open-partial")
    assert offer and text_of(offer[0]) == f"Open the first {n} moves"
    assert Saves(store).all() == []
    app.act("open-partial")
    assert app.session is not None and len(app.session.moves) == n


def test_names_from_links_are_text_never_markup() -> None:
    evil = '<img src=x onerror="alert(1)">'
    app, env, store = make_app()
    app.open_link(_link(names=(evil, "Ben")))
    tree = app.render()
    assert evil in text_of(tree)  # shown, as a text child
    for node in find_all(tree, lambda n: True):
        assert "innerHTML" not in node[1]
        assert not any(isinstance(c, list) and c[0] == "img" for c in node[2:])


def test_hot_seat_link_opens_behind_the_curtain() -> None:
    app, env, _ = make_app()
    app.open_link(_link())
    tree = app.render()
    curtain = find_all(tree, lambda n: attrs_of(n).get("class") == "curtain")
    assert curtain and "Pass the device to" in text_of(curtain[0])
    assert not buttons(tree, "pick")  # no card of anyone is clickable behind it


def test_damaged_save_is_listed_and_kept() -> None:
    app, env, store = make_app()
    store.set(PREFIX + "old", "{not json")
    store.set(PREFIX + "new", json.dumps({"format": 99}))
    text = text_of(app.render())
    assert "damaged" in text and "newer version" in text
    assert store.get(PREFIX + "old") == "{not json"
    app.act("continue", "old")
    assert app.message is not None and store.get(PREFIX + "old") == "{not json"
    app.act("delete", "old")
    assert store.get(PREFIX + "old") is None


def finished_match() -> tuple[Any, list[str]]:
    """A Jaipur match (seed 4) played to its end by always the last legal move."""
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), 4)
    texts: list[str] = []
    while JAIPUR.outcome(state) is None:
        move = JAIPUR.legal_moves(state)[-1]
        texts.append(str(move))
        state = JAIPUR.apply(state, move)
    return state, texts


def test_finished_match_shows_the_final_report_and_rematch() -> None:
    _state, texts = finished_match()
    link = encode(
        Record("jaipur", (1,), 4, (Seat("human", "A"), Seat("greedy", "B")), tuple(texts)), GAMES
    )
    app, env, _ = make_app()
    app.open_link(link)
    assert game_of(app).dialog == "final"
    tree = app.render()
    assert "wins the match" in text_of(tree)
    assert buttons(tree, "rematch")
    app.act("rematch")
    assert app.session is not None and app.session.moves == [] and game_of(app).dialog is None


def test_the_saved_games_list_says_who_won_a_finished_game() -> None:
    state, texts = finished_match()
    outcome = JAIPUR.outcome(state)
    assert outcome is not None and len(outcome.winners) == 1
    names = ("Asha", "Ravi")
    seats = (Seat("human", names[0]), Seat("human", names[1]))
    app, _env, store = make_app()
    app.open_link(encode(Record("jaipur", (1,), 4, seats, tuple(texts)), GAMES))
    saved = Saves(store).all()[0]
    assert saved.winners == tuple(outcome.winners)  # type: ignore[union-attr]
    app.act("home")
    listed = text_of(by_attr(app.render(), "class", "save-list")[0])
    winner = names[outcome.winners[0]]
    assert f"{winner} won" in listed


def test_end_of_round_shows_the_breakdown() -> None:
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), 8)
    texts: list[str] = []
    while True:
        move = JAIPUR.legal_moves(state)[-1]
        after = JAIPUR.apply(state, move)
        if after.rounds:
            break
        texts.append(str(move))
        state = after
    seats2 = (Seat("human", "A"), Seat("human", "B"))
    app, env, _ = make_app()
    app.open_link(encode(Record("jaipur", (1,), 8, seats2, tuple(texts)), GAMES))
    app.act("reveal")
    assert game_of(app).dialog is None
    app.act("move", str(move))
    assert game_of(app).dialog == "round"
    text = text_of(app.render())
    assert "End of the round" in text and "Camel bonus" in text and "Seal" in text
    assert "Ended:three goods are sold out" in text  # why the round ended
    app.act("close-dialog")
    assert game_of(app).dialog is None
    assert "Round 1: " in text_of(app.render())  # the table keeps the round's score


def test_a_new_visit_resumes_the_game_left_open_but_not_after_going_home() -> None:
    app, env, store = make_app()
    start(app)
    app.act("move", str(JAIPUR.legal_moves(jaipur_state(app))[0]))
    again, _env, _ = make_app(store=store)
    again.start("")  # a new tab: no fragment
    assert again.screen.name == "game" and again.session is not None
    assert again.session.moves == app.session.moves  # type: ignore[union-attr]
    again.act("home")
    third, _env, _ = make_app(store=store)
    third.start("")
    assert third.screen.name == "home" and len(Saves(store).all()) == 1


def test_hot_seat_player_may_take_back_from_behind_the_curtain() -> None:
    app, env, _ = make_app()
    start(app, kinds=("human", "human"))
    app.act("reveal")
    state = jaipur_state(app)
    sale = next(str(m) for m in JAIPUR.legal_moves(state) if str(m).startswith(("sell", "swap")))
    app.act("move", sale)
    tree = app.render()
    curtain = find_all(tree, lambda n: attrs_of(n).get("class") == "curtain")[0]
    assert by_attr(curtain, "data-act", "undo")
    app.act("undo")
    assert app.session is not None and app.session.moves == []
    assert not find_all(app.render(), lambda n: attrs_of(n).get("class") == "curtain")


def test_an_unexpected_failure_while_opening_a_link_is_a_message(monkeypatch: Any) -> None:
    def broken(text: str) -> None:
        raise RecursionError("deep")

    monkeypatch.setattr("web.shell.navigate.decode", broken)
    app, env, _ = make_app()
    app.open_link("j1.AAAA")
    assert app.message is not None and app.session is None
    assert "Bazaar game link" in text_of(app.render())
