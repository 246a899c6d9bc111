"""The home screen painted by index.html before Python starts is the one Python mounts.

A first-time visitor sees index.html's static home at once, then Python replaces it with
its own (web/shell/home/home.py). If the two drifted apart, the page would jump or show words
that are not in the game; this keeps their headings, texts and buttons alike.
"""

from __future__ import annotations

from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

from tests.test_web_helpers import make_app
from web.core.vdom import Node, find_all, text_of

ROOT = Path(__file__).resolve().parent.parent
SHOWN = ("h1", "h2", "h3", "p", "button")


class _Texts(HTMLParser):
    """(tag, text) of the shown elements inside ``<div id="app">`` of index.html."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0  # > 0 inside #app
        self.boot = 0  # the depth of the start-up status while inside it
        self.open: list[tuple[str, list[str]]] = []
        self.found: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth == 0 and ("id", "app") not in attrs:
            return
        self.depth += 1
        if ("class", "boot") in attrs:  # the start-up status: not part of the home screen
            self.boot = self.depth
        if tag in SHOWN and not self.boot:
            self.open.append((tag, []))

    def handle_endtag(self, tag: str) -> None:
        if self.depth == 0:
            return
        if self.depth == self.boot:
            self.boot = 0
        self.depth -= 1
        if self.open and self.open[-1][0] == tag:
            name, parts = self.open.pop()
            self.found.append((name, " ".join("".join(parts).split())))

    def handle_data(self, data: str) -> None:
        if self.depth and self.open:
            self.open[-1][1].append(data)


def static_home() -> list[tuple[str, str]]:
    parser = _Texts()
    parser.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    return parser.found


def tagged(tag: str) -> Callable[[Node], bool]:
    """Whether an element is a ``tag``."""
    return lambda n: n[0] == tag


def python_home() -> list[tuple[str, str]]:
    app, _env, _store = make_app()
    tree = app.render()
    return [
        (tag, " ".join(text_of(node).split()))
        for tag in SHOWN
        for node in find_all(tree, tagged(tag))
    ]


def test_every_heading_and_button_of_the_static_home_is_in_the_python_home() -> None:
    shown = set(python_home())
    static = static_home()
    assert static, "index.html has no static home screen"
    missing = [item for item in static if item not in shown]
    assert not missing, f"index.html's static home shows what the game does not: {missing}"


def test_the_static_home_offers_every_game_of_the_python_home() -> None:
    static_buttons = {text for tag, text in static_home() if tag == "button"}
    game_buttons = {text for tag, text in python_home() if tag == "button"}
    assert {b for b in game_buttons if b.startswith("Play ")} <= static_buttons
