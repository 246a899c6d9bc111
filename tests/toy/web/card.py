"""Nim's home card: its name, players and length, a cover of three piles of stones, and a
saved game's badge. No remote play (the engine's registry line names no invitation)."""

from __future__ import annotations

from web.core.vdom import Node, h
from web.shell.card import INK, Card, cover_svg

STONE = "#8b8f99"


def _stones(x: int, count: int) -> list[Node]:
    """A pile of ``count`` stones standing on the ground at ``x``."""
    return [
        h("circle", {"cx": x, "cy": 140 - 22 * k, "r": 10, "fill": STONE, "stroke": INK})
        for k in range(count)
    ]


def cover() -> Node:
    return cover_svg(
        "0 0 400 160",
        "cover cover-toy",
        h("rect", {"width": 400, "height": 160, "fill": "#efe6d2"}),
        *_stones(120, 3),
        *_stones(200, 5),
        *_stones(280, 2),
    )


def badge() -> Node:
    return h(
        "g",
        None,
        h("circle", {"cx": 20, "cy": 20, "r": 19, "fill": "#d9cdb4"}),
        h("circle", {"cx": 20, "cy": 20, "r": 7, "fill": STONE, "stroke": INK}),
    )


CARD = Card(
    title="Nim",
    blurb="Take stones from one pile at a time; who takes the last stone wins.",
    players="2 or 3 players",
    length="about 2 minutes",
    cover=cover,
    badge=badge,
    remote=None,
)
