"""The review on the page (web/shell/reviews.py, review_panel.py): asked for, shown, kept."""

from __future__ import annotations

import json
from functools import cache

from game import GAMES
from game.bots.match import play_match
from game.core.link import Record, Seat, decode, encode
from tests.test_web_helpers import make_app
from web.shell.saves import PREFIX, Save, parse
from web.shell.vdom import by_attr, text_of


@cache
def link(name: str, players: tuple[str, ...], seed: int, names: tuple[str, ...] = ()) -> str:
    result = play_match(GAMES[name], players, seed)
    record = result.record
    if names:
        seats = tuple(Seat(s.kind, n) for s, n in zip(record.seats, names, strict=True))
        record = Record(record.game, record.options, record.seed, seats, record.moves)
    return encode(record, result.digits)


def reviewed_app(name: str = "jaipur", players: tuple[str, ...] = ("greedy", "greedy")) -> tuple:
    app, env, store = make_app()
    app.review_iterations = 12
    app.open_link(link(name, players, 3, ("<b>Ana</b>", "Ben", "Cy")[: len(players)]))
    assert app.dialog == "final"
    assert by_attr(app.render(), "data-act", "review")  # on the end dialog
    app.act("review")
    assert app.dialog is None and app.review_open
    assert "Preparing the review" in text_of(app.render())
    return app, env, store


def test_the_review_is_asked_for_shown_and_kept_in_the_save() -> None:
    app, env, store = reviewed_app()
    assert len(env.reviews) == 1 and env.reviews[0][1].iterations == 12
    env.review_now()
    tree = app.render()
    assert by_attr(tree, "class", "rv-svg") and len(by_attr(tree, "class", "rv-line rv-s0")) == 2
    moves = by_attr(tree, "class", "rv-move")
    assert len(moves) == 3 and all(m[0] == "button" for m in moves)
    assert "<b>Ana</b>" in text_of(tree)  # a name from a link is text, shown as it is
    assert "Better:" in text_of(moves[0]) and "%" in text_of(moves[0])
    save = parse(app.session.save_id, store.get(PREFIX + app.session.save_id) or "")
    assert isinstance(save, Save) and save.review is not None
    # Opened again from its save, the review is shown without being made again.
    app.act("home")
    app.continue_save(save.id)
    app.act("review")
    assert env.reviews == [] and by_attr(app.render(), "class", "rv-svg")


def test_a_listed_move_shows_the_table_after_it() -> None:
    app, env, _store = reviewed_app()
    env.review_now()
    listed = by_attr(app.render(), "class", "rv-move")
    first = min(listed, key=lambda b: int(b[1]["data-arg"]))
    end = int(first[1]["data-arg"])
    app.act(first[1]["data-act"], first[1]["data-arg"])
    assert app.session.cursor == end < len(app.session.moves)
    assert app.review_open  # the review stays open beside the table
    assert len(by_attr(app.render(), "class", "rv-hit")) == len(app.game_review().decisions) + 2


def test_the_progress_is_shown_and_the_review_can_be_cancelled() -> None:
    app, env, _store = reviewed_app()
    ident = env.reviews[0][0]
    app.review_progress(ident, 5, 40)
    assert "Judging turn 5 of 40" in text_of(app.render())
    app.act("review-cancel")
    assert env.cancelled == [ident] and not app.review_open and env.reviews == []
    app.reviewed(ident, {"turns": []})  # a late answer of the cancelled review: dropped
    assert app.review_data is None


def test_a_bombay_game_is_reviewed_turn_by_turn() -> None:
    app, env, _store = reviewed_app("bombay", ("greedy", "greedy", "greedy"))
    env.review_now()
    result = app.game_review()
    assert result is not None and any(d.end - d.at > 1 for d in result.decisions)
    tree = app.render()
    assert len(by_attr(tree, "class", "rv-line rv-s2")) == 2
    assert len(by_attr(tree, "class", "rv-move")) == 3


def test_an_old_save_without_a_review_opens_and_stays_the_same() -> None:
    """A save written before reviews existed (format 1, no "review"): read as it is."""
    text = json.dumps(
        {
            "format": 1,
            "id": "old",
            "game": "jaipur",
            "link": link("jaipur", ("greedy", "greedy"), 3),
            "names": ["", ""],
            "kinds": ["greedy", "greedy"],
            "moves": len(decode(link("jaipur", ("greedy", "greedy"), 3)).record.moves),
            "round": 3,
            "finished": True,
            "updated": 1,
            "barrier": 0,
            "hints": [],
        }
    )
    save = parse("old", text)
    assert isinstance(save, Save) and save.review is None
    assert json.loads(save.to_json()) == json.loads(text)  # no new field written
    broken = parse("old", text[:-1] + ', "review": "nonsense"}')
    assert isinstance(broken, Save) and broken.review is None  # a bad review is dropped
    app, env, store = make_app()
    store.set(PREFIX + "old", text)
    app.continue_save("old")
    assert app.session is not None and app.session.over and app.game_review() is None


def test_a_review_made_after_its_player_left_is_written_into_its_save() -> None:
    app, env, store = reviewed_app()
    save_id = app.session.save_id
    app.act("home")
    env.review_now()
    save = parse(save_id, store.get(PREFIX + save_id) or "")
    assert isinstance(save, Save) and save.review is not None


def test_undo_after_the_end_drops_the_review() -> None:
    app, env, store = make_app()
    rec = decode(link("jaipur", ("greedy", "greedy"), 3)).record
    seats = (Seat("human", "Ana"), Seat("greedy"))
    human = encode(Record("jaipur", rec.options, rec.seed, seats, rec.moves))
    app.review_iterations = 8
    app.open_link(human)
    app.act("review")
    env.review_now()
    assert app.game_review() is not None
    app.act("undo", "confirm")
    assert app.review_data is None and app.game_review() is None


def test_the_golden_saves_keep_opening() -> None:
    """tests/data/golden_saves.json, frozen: a finished game's save from before reviews
    existed and the same save with its review. Both must keep opening as they are."""
    from pathlib import Path

    data = json.loads((Path(__file__).parent / "data" / "golden_saves.json").read_text())
    for key, reviewed in (("unreviewed", False), ("reviewed", True)):
        app, env, store = make_app()
        text = json.dumps(data[key], ensure_ascii=False)
        store.set(PREFIX + data[key]["id"], text)
        app.continue_save(data[key]["id"])
        assert app.session is not None and app.session.over
        assert (app.game_review() is not None) == reviewed
        app.act("review")
        assert len(env.reviews) == (0 if reviewed else 1)
        if reviewed:
            assert len(by_attr(app.render(), "class", "rv-move")) == 3
            save = parse(data[key]["id"], store.get(PREFIX + data[key]["id"]) or "")
            assert isinstance(save, Save) and save.review == data[key]["review"]
