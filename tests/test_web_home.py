"""The home screen as a player meets it: each game's cover, facts and ways to start."""

from __future__ import annotations

from pathlib import Path

from game import GAMES
from tests.test_web_helpers import dialog_of, make_app, start
from web.core.vdom import Node, attrs_of, by_attr, elements, find_all, text_of
from web.first_paint import markup
from web.shell import registry
from web.shell.home import home_art

ROOT = Path(__file__).resolve().parent.parent


def _card(tree: Node, name: str) -> Node:
    (card,) = find_all(tree, lambda n: f"g-{name}" in attrs_of(n).get("class", "").split())
    return card


def _selected_kinds(tree: Node) -> list[str]:
    """The kind each seat of the new-game dialog starts with."""
    return [
        attrs_of(option)["value"]
        for select in find_all(
            tree, lambda n: n[0] == "select" and "kind" in attrs_of(n).get("name", "")
        )
        for option in elements(select)
        if "selected" in attrs_of(option)
    ]


def test_each_game_card_has_its_own_decorative_cover_and_its_facts() -> None:
    app, _env, _store = make_app()
    tree = app.render()
    covers = []
    for name in registry.ENTRIES:
        card = _card(tree, name)
        (svg,) = find_all(card, lambda n: n[0] == "svg")
        assert attrs_of(svg)["aria-hidden"] == "true" and attrs_of(svg)["focusable"] == "false"
        assert not find_all(svg, lambda n: n[0] == "text")  # nothing to translate or read
        assert len(find_all(svg, lambda n: True)) > 20  # a drawing, not a blank box
        covers.append(svg)
        facts = text_of(find_all(card, lambda n: attrs_of(n).get("class") == "facts")[0])
        assert "players" in facts and "minutes" in facts
    assert covers[0] != covers[1]
    (banner,) = find_all(tree, lambda n: attrs_of(n).get("class") == "banner")
    assert attrs_of(banner)["aria-hidden"] == "true"


def test_the_three_ways_to_start_open_the_dialog_set_for_them() -> None:
    app, _env, _store = make_app()
    card = _card(app.render(), "jaipur")
    args = [attrs_of(b)["data-arg"] for b in by_attr(card, "data-act", "new")]
    assert args == ["jaipur", "jaipur:here", "jaipur:far"]
    assert text_of(by_attr(card, "data-key", "new:jaipur")[0]) == "Play Jaipur against the computer"

    app.act("new", "jaipur")
    assert app.screen.name == "new" and not dialog_of(app).far
    assert _selected_kinds(app.render()) == ["human", "medium"]

    app.act("home")
    app.act("new", "jaipur:here")
    assert app.screen.name == "new" and not dialog_of(app).far
    assert _selected_kinds(app.render()) == ["human", "human"]  # friends share the device

    app.act("home")
    app.act("new", "jaipur:far")
    assert app.screen.name == "new" and dialog_of(app).far
    assert by_attr(app.render(), "data-key", "name0")  # only this player's name is asked


def test_a_saved_game_shows_its_games_small_picture() -> None:
    app, _env, _store = make_app()
    start(app)
    app.act("home")
    (row,) = find_all(
        app.render(), lambda n: n[0] == "li" and "save" in attrs_of(n).get("class", "")
    )
    (thumb,) = find_all(row, lambda n: n[0] == "svg")
    assert attrs_of(thumb)["class"] == "save-thumb" and attrs_of(thumb)["aria-hidden"] == "true"
    assert by_attr(thumb, "href", "#s-M")  # Jaipur's camel
    assert home_art.badge("bombay") != home_art.badge("jaipur")


def test_an_unknown_way_to_start_is_ignored() -> None:
    app, _env, _store = make_app()
    app.act("new", "jaipur:moon")
    assert app.screen.name == "home"


def test_index_html_paints_the_same_artwork_before_python_starts() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    fix = "paste the output of: .venv/bin/python -m web.first_paint --covers"
    assert markup(home_art.banner()) in html, f"index.html's banner is not home_art's: {fix}"
    for name in registry.ENTRIES:
        drawn = home_art.cover(name)
        assert markup(drawn) in html, f"index.html's {name} cover is not home_art's: {fix}"


def test_a_card_offers_remote_play_exactly_when_its_engine_has_it() -> None:
    """The page offers a game by links (its card's ``remote``) only for a game whose engine
    entry has an invitation letter, and always for one that has."""
    for name in registry.ENTRIES:
        assert registry.has_remote(name) == bool(GAMES.entry(name).invitation)
