"""The shell around a game: Back/Forward places, the rules page, hot-seat paths that must
not take back a seen move (older links), undo after the end, real modals, seat names."""

from __future__ import annotations

from typing import Any

from game import GAMES
from game.core.link import Record, Seat, encode
from game.jaipur import JAIPUR
from tests.test_web_bombay_shell import bombay_link
from tests.test_web_helpers import dialog_of, game_of, jaipur_state, make_app, rules_of, start
from web.core.vdom import attrs_of, by_attr, find_all, text_of
from web.shell import registry
from web.shell.page import places
from web.shell.page.places import Place
from web.shell.saves import CURRENT, Saves
from web.shell.table.session import seat_names

HOT = (Seat("human", "Ana"), Seat("human", "Ben"))


def _jaipur(seats: tuple[Seat, ...], moves: tuple[str, ...] = (), seed: int = 8) -> str:
    return encode(Record("jaipur", (1,), seed, seats, moves), GAMES)


def _take(seed: int = 8) -> str:
    """Seat 0's first move taking a good: a card from the deck comes into the market."""
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), seed)
    return next(str(m) for m in JAIPUR.legal_moves(state) if str(m).startswith("take "))


def test_places_are_levels_of_the_browser_history() -> None:
    app, env, store = make_app()
    assert app.place() == Place("home") and app.place().depth == 0
    start(app)
    game = app.place()
    assert game.screen == "game" and game.depth == 1 and game.fragment == env.fragment != ""
    app.act("rules")
    rules = app.place()
    assert (rules.screen, rules.game, rules.parent, rules.depth) == ("rules", "jaipur", "game", 2)
    assert rules.fragment == game.fragment  # the address still holds the game
    app.act("close-rules")
    assert app.place() == game
    assert places.parse(game.to_json()) == Place("game", "jaipur", game.save, "")
    for junk in (None, "", "null", "[1]", '{"bazaar": 1, "screen": 3}', '{"screen": "home"}'):
        assert places.parse(junk) is None


def test_back_from_a_game_goes_home_saved_and_forward_returns() -> None:
    app, env, store = make_app()
    start(app)
    app.act("move", str(JAIPUR.legal_moves(jaipur_state(app))[0]))
    game = app.place()
    app.restore(Place("home"))
    assert app.screen.name == "home" and store.get(CURRENT) is None  # left on purpose
    assert Saves(store).all()[0].moves == 1  # type: ignore[union-attr]
    app.restore(game)
    assert app.screen.name == "game" and app.session is not None and len(app.session.moves) == 1


def test_back_closes_an_open_dialog_first() -> None:
    app, env, store = make_app()
    start(app)
    app.act("rules")
    app.restore(Place("game", "jaipur", app.session.save_id))  # type: ignore[union-attr]
    assert app.screen.name == "game"
    game_of(app).dialog = "round"
    app.restore(Place("home"))
    assert (
        app.screen.name == "game" and game_of(app).dialog is None
    )  # main.py pushes the game entry again


def test_rules_are_the_game_being_played_and_close_back_to_it() -> None:
    app, env = make_app()[:2]
    app.open_link(bombay_link(("human", "greedy", "greedy")))
    table = text_of(app.render())
    assert "points you do not use are lost" not in table  # no fold-out on the table any more
    app.act("rules")
    page = app.render()
    assert app.screen.name == "rules" and "How to play Bombay" in text_of(page)
    assert "points you do not use are lost" in text_of(page)
    assert by_attr(page, "data-act", "close-rules")[0][2] == "Back to the game"
    app.act("rules", "jaipur")  # the other game's rules, still over the Bombay game
    assert "Seal of Excellence" in text_of(app.render())
    app.act("close-rules")
    assert (
        app.screen.name == "game" and app.session is not None and app.session.game_name == "bombay"
    )


def test_rules_from_home_close_back_home() -> None:
    app = make_app()[0]
    app.act("rules")
    assert "How to play Jaipur" in text_of(app.render())
    app.act("close-rules")
    assert app.screen.name == "home"


def test_an_older_link_of_a_hot_seat_game_opens_its_save_at_the_latest_move() -> None:
    app, env, store = make_app()
    older = _jaipur(HOT)
    app.open_link(older)
    app.act("reveal")
    app.act("move", _take())
    assert env.fragment != older
    again, env2, _ = make_app(store=store)  # the older link, e.g. from the browser's history
    again.open_link(older)
    s = again.session
    assert s is not None and len(s.moves) == 1 and s.latest
    assert again.message is not None and "earlier point" in again.message.text
    assert len(Saves(store).all()) == 1  # no second game that forgot the move


def test_an_older_link_against_the_computer_still_branches() -> None:
    app, env, store = make_app()
    older = _jaipur((Seat("human", "Ana"), Seat("greedy", "Bot")))
    app.open_link(older)
    app.act("move", _take())
    again = make_app(store=store)[0]
    again.open_link(older)
    assert again.session is not None and again.session.moves == []
    assert again.message is None and len(Saves(store).all()) == 2


def test_play_on_is_refused_over_a_seen_card() -> None:
    app = make_app()[0]
    app.open_link(_jaipur(HOT))
    app.act("reveal")
    app.act("move", _take())
    app.act("reveal")  # Ben looks
    app.act("goto", "0")
    page = app.render()
    assert not by_attr(page, "data-act", "branch")
    assert "for looking only" in text_of(page)
    app.act("branch")
    assert app.session is not None and len(app.session.moves) == 1


def _finished() -> str:
    state, moves = JAIPUR.new(JAIPUR.options_from_ints((1,)), 4), []
    while JAIPUR.outcome(state) is None:
        move = JAIPUR.legal_moves(state)[-1]
        moves.append(str(move))
        state = JAIPUR.apply(state, move)
    return _jaipur((Seat("human", "Ana"), Seat("greedy", "Bot")), tuple(moves), 4)


def test_undo_after_the_end_asks_before_reopening() -> None:
    app = make_app()[0]
    app.open_link(_finished())
    s = app.session
    assert s is not None and s.over
    total = len(s.moves)
    app.act("close-dialog")
    app.act("undo")
    assert game_of(app).dialog == "reopen" and len(s.moves) == total
    assert "Reopen the finished game?" in text_of(app.render())
    app.act("close-dialog")
    assert game_of(app).dialog is None and len(s.moves) == total
    app.act("undo")
    app.act("undo", "confirm")
    assert len(s.moves) < total and not s.over and game_of(app).dialog is None


def test_a_modal_makes_everything_behind_it_inert() -> None:
    app = make_app()[0]
    app.open_link(_jaipur(HOT))
    page = app.render()
    curtain = find_all(page, lambda n: attrs_of(n).get("class") == "curtain")[0]
    inert = find_all(page, lambda n: "inert" in n[1])
    assert {attrs_of(n).get("class") for n in inert} >= {"bar", "game-bar", "board"}
    assert not any(curtain in find_all(n, lambda m: True) for n in inert)
    app.act("reveal")
    assert not find_all(
        app.render(), lambda n: "inert" in n[1] and attrs_of(n).get("class") == "bar"
    )


def test_seat_names_count_computers_among_themselves() -> None:
    def names(*kinds: str) -> tuple[str, ...]:
        return seat_names(tuple(Seat(k) for k in kinds))

    assert names("human", "greedy") == ("Player 1", "Computer")
    assert names("greedy", "human", "random") == ("Computer 1", "Player 2", "Computer 2")
    assert seat_names((Seat("greedy", "Raj"), Seat("greedy"))) == ("Raj", "Computer 2")


def test_saved_games_show_the_names_the_table_shows() -> None:
    app = make_app()[0]
    start(app, names=("", ""))
    app.act("home")
    row = find_all(app.render(), lambda n: attrs_of(n).get("class") == "players")[0]
    assert text_of(row) == "Player 1 vs Computer"


def test_rules_of_a_game_not_loaded_yet_wait_for_its_files(monkeypatch: Any) -> None:
    fetched: set[str] = set()
    monkeypatch.setattr(registry, "loaded", lambda name: name != "bombay" or name in fetched)
    app, env, _ = make_app()
    app.act("new", "jaipur")
    app.act("rules", "bombay")
    assert app.screen.name == "loading" and env.loading == ["bombay"]
    assert "Loading Bombay" in text_of(app.render())
    fetched.add("bombay")
    app.game_loaded("bombay")
    assert (
        app.screen.name == "rules"
        and rules_of(app).game == "bombay"
        and dialog_of(app).game == "jaipur"
    )
    app.act("close-rules")
    assert app.screen.name == "new" and dialog_of(app).game == "jaipur"


def test_a_bad_link_stays_in_the_address_and_a_reload_changes_nothing() -> None:
    app, env, store = make_app()
    start(app)
    app.act("move", str(JAIPUR.legal_moves(jaipur_state(app))[0]))
    before = dict(store.data)
    app.open_link("j1.nonsense")
    assert app.screen.name == "home" and env.fragment == "j1.nonsense"
    again = make_app(store=store)[0]  # a reload on that entry: same fragment, same place
    again.start("j1.nonsense")
    again.restore(Place("home"))
    assert again.message is not None and store.data == before
    again.act("dismiss-message")
    assert again.place() == Place("home")
