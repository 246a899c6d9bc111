"""The review on the page (web/shell/reviews.py, web/shell/table/review/review_panel.py):
asked for, shown, kept."""

from __future__ import annotations

import json
from functools import cache

from game import GAMES
from game.bots.match import play_match
from game.core.link import Record, Seat, decode, encode
from tests.test_web_helpers import FakeEnv, game_of, make_app
from web.app import App
from web.core.vdom import Node, attrs_of, by_attr, find_all, text_of
from web.shell.saves import PREFIX, MemoryStore, Save, parse


@cache
def link(name: str, players: tuple[str, ...], seed: int, names: tuple[str, ...] = ()) -> str:
    result = play_match(GAMES[name], players, seed)
    record = result.record
    if names:
        seats = tuple(Seat(s.kind, n) for s, n in zip(record.seats, names, strict=True))
        record = Record(record.game, record.options, record.seed, seats, record.moves)
    return encode(record, GAMES, result.digits)


def reviewed_app(
    name: str = "jaipur", players: tuple[str, ...] = ("greedy", "greedy")
) -> tuple[App, FakeEnv, MemoryStore]:
    app, env, store = make_app()
    app.reviews.iterations = 12
    app.open_link(link(name, players, 3, ("<b>Ana</b>", "Ben", "Cy")[: len(players)]))
    assert game_of(app).dialog == "final"
    assert by_attr(app.render(), "data-act", "review")  # on the end dialog
    app.act("review")
    assert game_of(app).dialog is None and game_of(app).review.open
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
    save_id = game_of(app).session.save_id
    save = parse(save_id, store.get(PREFIX + save_id) or "")
    assert isinstance(save, Save) and save.review is not None
    # Opened again from its save, the review is shown without being made again.
    app.act("home")
    app.continue_save(save.id)
    app.act("review")
    assert env.reviews == [] and by_attr(app.render(), "class", "rv-svg")


def _order(tree: Node, *classes: str) -> list[str]:
    """The classes of ``classes`` in the order the tree has them (depth first)."""
    out: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, list) and len(node) > 1 and isinstance(node[1], dict):
            cls = str(node[1].get("class", ""))
            out.extend(c for c in classes if c in cls.split())
            for child in node[2:]:
                walk(child)

    walk(tree)
    return out


def test_a_listed_move_shows_the_position_before_it_with_both_moves_drawn() -> None:
    app, env, _store = reviewed_app()
    env.review_now()
    listed = by_attr(app.render(), "class", "rv-move")
    first = listed[0]  # the costliest: its better move is not the one played
    at = int(attrs_of(first)["data-arg"])
    review = game_of(app).review.of(game_of(app).session)
    assert review is not None  # made by review_now
    d = next(d for d in review.decisions if d.at == at)
    assert d.cost > 0 and attrs_of(first)["data-act"] == "review-show"
    assert f"Move {at + 1} " in text_of(first)
    app.act(attrs_of(first)["data-act"], attrs_of(first)["data-arg"])
    assert game_of(app).session.cursor == at  # the position before the move, not after it
    assert game_of(app).review.open  # the review stays open above the table
    tree = app.render()
    caption = by_attr(tree, "class", "rv-compare")
    assert len(caption) == 1
    said = text_of(caption[0])
    assert f"Move {at + 1}, before it was played" in said
    assert "Played: " in said and "Better: " in said
    played = find_all(tree, lambda n: "rv-played" in str(attrs_of(n).get("class", "")).split())
    better = find_all(tree, lambda n: "rv-better" in str(attrs_of(n).get("class", "")).split())
    assert played and better  # the cards each move uses, framed on the table
    assert all("(played)" in str(attrs_of(n)["aria-label"]) for n in played)
    # The table is brought into view: a new token for the page each time a move is asked for.
    board = by_attr(tree, "class", "board")[0]
    token = attrs_of(board)["data-scroll-to"]
    assert token
    app.act("review-show", str(at))
    assert attrs_of(by_attr(app.render(), "class", "board")[0])["data-scroll-to"] not in (
        None,
        token,
    )
    # The note about an earlier position comes under the review: the list does not move.
    assert _order(app.render(), "review", "message")[:2] == ["review", "message"]


def test_the_review_is_the_players_own_unless_every_player_is_asked_for() -> None:
    app, env, store = make_app()
    rec = decode(link("jaipur", ("greedy", "greedy"), 3), GAMES).record
    seats = (Seat("greedy", "Bot"), Seat("human", "Ana"))
    app.reviews.iterations = 8
    app.open_link(encode(Record("jaipur", rec.options, rec.seed, seats, rec.moves), GAMES))
    app.act("review")
    env.review_now()
    result = game_of(app).review.of(game_of(app).session)
    assert result is not None  # made by review_now
    mine = [d for d in result.decisions if d.seat == 1]
    tree = app.render()
    # The graph: the start, each of Ana's turns (as she judged it), the end.
    hits = by_attr(tree, "class", "rv-hit")
    assert len(hits) == len(mine) + 2
    assert [attrs_of(h)["data-arg"] for h in hits[1:-1]] == [str(d.at) for d in mine]
    assert by_attr(tree, "class", "rv-tick") and "Move" in text_of(
        by_attr(tree, "class", "rv-tick-name")[0]
    )
    listed = by_attr(tree, "class", "rv-move")
    assert listed and all(int(attrs_of(b)["data-arg"]) in {d.at for d in mine} for b in listed)
    pressed = [
        b for b in by_attr(tree, "data-act", "review-side") if attrs_of(b)["aria-pressed"] == "true"
    ]
    assert [text_of(b) for b in pressed] == ["Ana"]
    # Stepping through the history keeps Ana's side: the computer's turns are not compared.
    theirs = next(d for d in result.decisions if d.seat == 0 and d.at > 0)
    app.act("goto", str(theirs.at))
    assert not by_attr(app.render(), "class", "rv-compare")
    app.act("goto", str(mine[1].at))
    assert by_attr(app.render(), "class", "rv-compare")
    app.act("review-side", "all")
    app.act("goto", str(theirs.at))
    tree = app.render()
    assert by_attr(tree, "class", "rv-compare")
    assert len(by_attr(tree, "class", "rv-hit")) == len(result.decisions) + 2
    from game.bots.review import costliest

    listed = by_attr(tree, "class", "rv-move")
    assert [int(attrs_of(b)["data-arg"]) for b in listed] == [d.at for d in costliest(result)]


def test_the_progress_is_shown_and_the_review_can_be_cancelled() -> None:
    app, env, _store = reviewed_app()
    ident = env.reviews[0][0]
    app.review_progress(ident, 5, 40)
    assert "Judging turn 5 of 40" in text_of(app.render())
    app.act("review-cancel")
    assert env.cancelled == [ident] and not game_of(app).review.open and env.reviews == []
    app.reviewed(ident, {"turns": []})  # a late answer of the cancelled review: dropped
    assert game_of(app).review.data is None


def test_a_bombay_game_is_reviewed_turn_by_turn() -> None:
    app, env, _store = reviewed_app("bombay", ("greedy", "greedy", "greedy"))
    env.review_now()
    result = game_of(app).review.of(game_of(app).session)
    assert result is not None and any(d.end - d.at > 1 for d in result.decisions)
    tree = app.render()
    assert len(by_attr(tree, "class", "rv-line rv-s2")) == 2
    listed = by_attr(tree, "class", "rv-move")
    assert 1 <= len(listed) <= 3  # seat 1's (no person plays: the first seat's)
    # "Move N" opens move N: the position before the turn it begins, the turn drawn.
    at = int(attrs_of(listed[0])["data-arg"])
    d = next(d for d in result.decisions if d.at == at)
    assert d.seat == 0 and d.cost > 0 and d.better[0] == d.best
    app.act("review-show", str(at))
    assert game_of(app).session.cursor == at
    tree = app.render()
    assert f"Move {at + 1}, before it was played" in text_of(
        by_attr(tree, "class", "rv-compare")[0]
    )
    if any(m.startswith("go") for m in game_of(app).session.moves[d.at : d.end]):
        assert by_attr(tree, "class", "last-turn")  # the road ridden, in the rider's colour
    if d.best.startswith("go"):
        assert by_attr(tree, "class", "hint-plan")  # the better road, as a hint's
    assert by_attr(tree, "class", "hint-badges")  # each better step numbered
    app.act("review-side", "all")
    assert len(by_attr(app.render(), "class", "rv-move")) == 3


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
            "moves": len(decode(link("jaipur", ("greedy", "greedy"), 3), GAMES).record.moves),
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
    assert (
        app.session is not None
        and app.session.over
        and game_of(app).review.of(game_of(app).session) is None
    )


def test_a_review_made_after_its_player_left_is_written_into_its_save() -> None:
    app, env, store = reviewed_app()
    save_id = game_of(app).session.save_id
    app.act("home")
    env.review_now()
    save = parse(save_id, store.get(PREFIX + save_id) or "")
    assert isinstance(save, Save) and save.review is not None


def test_undo_after_the_end_drops_the_review() -> None:
    app, env, store = make_app()
    rec = decode(link("jaipur", ("greedy", "greedy"), 3), GAMES).record
    seats = (Seat("human", "Ana"), Seat("greedy"))
    human = encode(Record("jaipur", rec.options, rec.seed, seats, rec.moves), GAMES)
    app.reviews.iterations = 8
    app.open_link(human)
    app.act("review")
    env.review_now()
    assert game_of(app).review.of(game_of(app).session) is not None
    app.act("undo", "confirm")
    assert game_of(app).review.data is None and game_of(app).review.of(game_of(app).session) is None


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
        assert (game_of(app).review.of(game_of(app).session) is not None) == reviewed
        app.act("review")
        assert len(env.reviews) == (0 if reviewed else 1)
        if reviewed:
            assert len(by_attr(app.render(), "class", "rv-move")) == 3
            save = parse(data[key]["id"], store.get(PREFIX + data[key]["id"]) or "")
            assert isinstance(save, Save) and save.review == data[key]["review"]
