"""Bombay on the shell: 2-5 seats, no curtain between people, paths, skip ahead,
links that wait for Bombay's files, the final screen."""

from __future__ import annotations

from typing import Any

import pytest

from game import GAMES
from game.bombay import BOMBAY
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng
from tests.test_web_helpers import FakeEnv, dialog_of, game_of, make_app, rules_of
from web.app import App
from web.core.vdom import attrs_of, by_attr, text_of
from web.shell import registry


def bombay_link(kinds: tuple[str, ...], moves: tuple[str, ...] = (), seed: int = 5) -> str:
    seats = tuple(Seat(k, f"N{i}") for i, k in enumerate(kinds))
    return encode(Record("bombay", (len(kinds), 0), seed, seats, moves), GAMES)


def opened(link: str) -> tuple[App, FakeEnv]:
    app, env, _store = make_app()
    app.open_link(link)
    assert app.screen.name == "game", app.message
    return app, env


def test_the_new_game_dialog_offers_two_to_five_seats() -> None:
    app, _env, _ = make_app()
    app.act("new", "bombay")
    tree = app.render()
    counts = by_attr(tree, "data-act", "players")
    assert [attrs_of(b)["data-arg"] for b in counts] == ["2", "3", "4", "5"]
    assert attrs_of(counts[0])["aria-pressed"] == "true"
    assert len(by_attr(tree, "class", "seat")) == 2
    app.act("players", "5")
    tree = app.render()
    assert len(by_attr(tree, "class", "seat")) == 5
    assert attrs_of(by_attr(tree, "name", "players")[0])["value"] == "5"
    app.act("players", "9")  # not offered: ignored
    assert dialog_of(app).players == 5
    form = {"players": "5", "bonus": "1", **{f"kind{i}": "greedy" for i in range(1, 5)}}
    app.act("start", "", form)
    s = app.session
    assert s is not None and len(s.seats) == 5 and s.options == (5, 1)
    assert [x.kind for x in s.seats] == ["human"] + ["greedy"] * 4


def test_people_sharing_a_device_see_no_curtain_and_the_mover_plays() -> None:
    app, _env = opened(bombay_link(("human", "human", "human")))
    s = app.session
    assert s is not None and s.curtain() is None
    for _turn in range(3):
        seat = s.to_move()
        assert s.screen_seat() == seat and s.interactive()
        assert by_attr(app.render(), "class", "curtain") == []
        app.act("move", "end")
    assert len(s.moves) == 3


def test_a_path_is_played_as_successive_moves_each_in_the_log() -> None:
    app, env = opened(bombay_link(("human", "greedy")))
    s = app.session
    assert s is not None
    app.act("move", "go 19;go 99")  # the second step is not a move: the first one stands
    assert s.moves == ["go 19"] and env.fragment == s.link()
    app.act("move", "go 99")  # nothing played: nothing changes
    assert s.moves == ["go 19"] and app.announce == "That move is not possible now."
    app.act("move", "go 7;go 6")  # Ujjain, then Thana
    assert s.moves == ["go 19", "go 7", "go 6"] and env.fragment == s.link()
    assert game_of(app).log() == ["N0 rode to Khandwa.", "N0 rode to Ujjain.", "N0 rode to Thana."]


def test_skip_ahead_removes_the_pause_until_a_person_is_to_move() -> None:
    app, env = opened(bombay_link(("human", "greedy", "greedy")))
    app.act("move", "end")
    assert env.scheduled[-1] == 700
    skip = by_attr(app.render(), "data-act", "skip")
    assert skip and text_of(skip[0]) == "Skip ahead"
    app.act("skip")
    assert by_attr(app.render(), "data-act", "skip") == []
    s = app.session
    assert s is not None
    while s.computer_turn() is not None:
        app.computer()
        if s.computer_turn() is not None:
            assert env.scheduled[-1] == 0
    assert s.to_move() == 0 and not game_of(app).cpu.fast
    app.act("move", "end")
    assert env.scheduled[-1] == 700  # the next computer turn is paced again


def test_the_computer_thinks_during_its_pause_and_paces_the_actions_of_its_turn() -> None:
    app, env = opened(bombay_link(("human", "greedy")))
    env.deferred = True  # the worker answers later, as the page's does
    s = app.session
    assert s is not None
    app.act("move", "end")
    assert env.scheduled[-1] == 700 and len(env.thinking) == 1  # asked at once
    env.answer_now()
    assert len(s.moves) == 1  # thought of, but its move waits for the pause
    app.computer()
    assert len(s.moves) == 2
    assert s.to_move() == 1  # its turn goes on (it rode): a shorter pause before the next
    assert env.scheduled[-1] == 300 and len(env.thinking) == 2
    app.computer()  # the pause is over before the answer: the move shows with it
    assert len(s.moves) == 2
    env.answer_now()
    assert len(s.moves) == 3


def test_a_bombay_link_waits_for_its_files(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "loaded", lambda name: False)
    app, env, _ = make_app()
    link = bombay_link(("human", "greedy"), ("go 19",))
    app.start(link)
    assert env.loading == ["bombay"] and app.screen.name == "loading"
    monkeypatch.setattr(registry, "loaded", lambda name: True)
    app.game_loaded("bombay")
    assert app.screen.name == "game" and app.session is not None
    assert app.session.moves == ["go 19"] and app.loader.pending is None


def test_a_failed_fetch_goes_home_with_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "loaded", lambda name: False)
    app, _env, _ = make_app()
    app.start(bombay_link(("human", "greedy")))
    app.game_failed("bombay")
    assert app.screen.name == "home" and app.loader.pending is None
    assert "could not be loaded" in app.message.text  # type: ignore[union-attr]


def greedy_moves(players: int, seed: int) -> list[str]:
    state, rng, moves = BOMBAY.new(BOMBAY.default_options(players), seed), Rng(seed), []
    while BOMBAY.outcome(state) is None:
        view: Any = BOMBAY.view(state, BOMBAY.to_move(state))
        move = BOTS["greedy"](BOMBAY, view, rng)
        moves.append(str(move))
        state = BOMBAY.apply(state, move)
    return moves


def test_a_finished_game_opens_on_its_scoring_with_a_rematch() -> None:
    moves = greedy_moves(2, 6)
    app, _env = opened(bombay_link(("greedy", "greedy"), tuple(moves), seed=6))
    assert game_of(app).dialog == "final"
    tree = app.render()
    text = text_of(tree)
    assert "Final rupees" in text and ("wins" in text or "share the win" in text)
    assert by_attr(tree, "data-act", "rematch")
    app.act("rematch")
    assert app.session is not None and app.session.moves == [] and game_of(app).dialog is None


def test_the_game_before_its_last_move_has_no_round_dialog() -> None:
    moves = greedy_moves(2, 6)
    app, _env = opened(bombay_link(("greedy", "human"), tuple(moves[:40]), seed=6))
    assert game_of(app).dialog is None  # Bombay's rounds are not scored: no round report


def test_the_last_move_played_here_opens_the_final_scoring() -> None:
    moves = greedy_moves(2, 6)
    app, env = opened(bombay_link(("greedy", "greedy"), tuple(moves[:-1]), seed=6))
    assert game_of(app).dialog is None and env.scheduled
    app.computer()
    assert app.session is not None and app.session.over and game_of(app).dialog == "final"


def test_continuing_a_saved_bombay_game_fetches_its_files_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, env, store = make_app()
    app.open_link(bombay_link(("human", "greedy"), ("go 19",)))
    save_id = app.session.save_id  # type: ignore[union-attr]
    again, env2, _ = make_app(store=store)  # a new page: Bombay's files not fetched yet
    monkeypatch.setattr(registry, "loaded", lambda name: False)
    again.act("continue", save_id)
    assert env2.loading == ["bombay"] and again.screen.name == "loading"
    monkeypatch.setattr(registry, "loaded", lambda name: True)
    again.game_loaded("bombay")
    assert again.screen.name == "game" and again.session is not None
    assert again.session.moves == ["go 19"] and again.session.save_id == save_id


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_links_autosave_history_and_bad_links_at_every_player_count(players: int) -> None:
    kinds = ("human",) + ("greedy",) * (players - 1)
    app, env, store = make_app()
    app.open_link(bombay_link(kinds))
    app.act("move", "go 19;go 7")
    s = app.session
    assert s is not None and s.moves == ["go 19", "go 7"]
    again, _env2, _ = make_app(store=store)  # a reload: same storage, same fragment
    again.start(env.fragment)
    assert again.session is not None and again.session.moves == s.moves
    assert again.session.save_id == s.save_id  # resumed, not a second save
    again.act("goto", "1")  # history: back one move, then play on from there
    assert again.session.cursor == 1 and not again.session.interactive()
    again.act("branch")
    assert again.session.moves == ["go 19"] and again.session.interactive()
    saved, good = dict(store.data), env.fragment
    head, body = good.split(".")
    flipped = body[:12] + ("A" if body[12] != "A" else "B") + body[13:]
    app.open_link(f"{head}.{flipped}")
    assert app.message is not None and "changed or damaged" in app.message.text
    assert dict(store.data) == saved and app.session is s  # nothing lost
    assert env.fragment == f"{head}.{flipped}"  # home, the message and the bad link
    app.open_link(good[:-4])  # the header and its check arrived
    assert app.message is not None and app.message.partial is not None


def test_people_sharing_a_device_cannot_undo_over_a_restock() -> None:
    app, _env = opened(bombay_link(("human", "human"), ("end",) * 7))
    s = app.session
    assert s is not None and s.to_move() == 1
    app.act("move", "go 19")
    assert s.undo_target() == 7  # an ordinary action can be taken back
    app.act("undo")
    assert len(s.moves) == 7
    app.act("move", "end")  # the round's last turn: the markets are restocked
    assert s.to_move() == 1 and s.undo_target() is None  # seat 1 starts round 2


def test_each_computer_shows_its_level_at_the_table_and_in_the_saved_games() -> None:
    app, _env = opened(bombay_link(("human", "easy", "medium", "hard")))
    merchants = by_attr(app.render(), "class", "merchants")[0]
    levels = [text_of(n) for n in by_attr(merchants, "class", "level")]
    assert levels == ["Easy", "Medium", "Hard"]  # under each computer's name; none for a person
    rows = [n for n in merchants[2:] if isinstance(n, list) and n[0] == "article"]
    assert [attrs_of(r)["aria-label"] for r in rows] == [
        "N0",
        "N1 · Easy",
        "N2 · Medium",
        "N3 · Hard",
    ]
    app.act("home")
    assert "N0 vs N1 · Easy vs N2 · Medium vs N3 · Hard" in text_of(app.render())


def test_the_top_bars_rules_open_bombays_and_the_other_games_are_at_the_top() -> None:
    app, _env = opened(bombay_link(("human", "hard")))
    app.act("rules", "")
    assert app.screen.name == "rules" and rules_of(app).game == "bombay"
    page = by_attr(app.render(), "class", "rules")[0]
    top = by_attr(page, "class", "row rules-games")[0]  # right under the title
    assert page.index(top) == 3 and "Rules of Jaipur" in text_of(top)
    app.act("close-rules", "")
    app.act("home", "")
    app.act("rules", "")  # from home: the first game, with Bombay's a click away at the top
    page = by_attr(app.render(), "class", "rules")[0]
    top = by_attr(page, "class", "row rules-games")[0]
    assert page.index(top) == 3 and "Rules of Bombay" in text_of(top)
