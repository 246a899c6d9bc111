"""Bombay's artwork as element trees: silk bales, elephants, palaces, player badges.

Original drawings in SVG. Every silk colour has its own symbol as well as its
colour (yellow: sun, purple: diamond, blue: waves, orange: flower), and every
player has a colour, a shape and a number, so nothing depends on telling
colours apart. The shapes are ``<symbol>`` definitions (:func:`defs`) drawn
once per render and used by reference.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.bombay.board import SPACES
from web.core.i18n import N_, _
from web.core.vdom import AttrValue, Node, h

SILK = "YPBO"
SILK_FILL = {"Y": "#f2c230", "P": "#7d3c98", "B": "#2166c4", "O": "#e8741c"}
SILK_INK = {"Y": "#4a3500", "P": "#ffffff", "B": "#ffffff", "O": "#3a1a00"}
SILK_NAMES = {"Y": N_("yellow"), "P": N_("purple"), "B": N_("blue"), "O": N_("orange")}
# The glyph on each bale, in a 20 x 20 box centred on 0, 0.
SILK_GLYPH = {
    "Y": "M0-6.5a6.5 6.5 0 1 0 .01 0zM0-3a3 3 0 1 1-.01 0z",  # a ring: the sun
    "P": "M0-7 6 0 0 7-6 0z",  # a diamond
    "B": "M-7-2q1.75-3 3.5 0t3.5 0 3.5 0 3.5 0v3q-1.75-3-3.5 0t-3.5 0-3.5 0-3.5 0z"
    "M-7 4q1.75-3 3.5 0t3.5 0 3.5 0 3.5 0v3q-1.75-3-3.5 0t-3.5 0-3.5 0-3.5 0z",  # waves
    "O": "M0-7a2.6 2.6 0 0 1 2.4 4.6 2.6 2.6 0 1 1 0 4.8A2.6 2.6 0 1 1-2.4 2.4a2.6 2.6 0 1 1 0-4.8"
    "A2.6 2.6 0 0 1 0-7z",  # a four-petal flower
}

# Every seat's colour stands out from the map's land (3:1 or more, tests/test_web_bombay.py)
# and carries its number in PLAYER_INK at 4.5:1 or more.
LAND = "#ead9b0"  # assets/bombay.css: --b-land
PLAYER_FILL = ("#1f1f1f", "#a8286e", "#087f52", "#c8312b", "#6e6e6e")
PLAYER_INK = ("#ffffff",) * 5
PLAYER_COLOUR_NAMES = (N_("black"), N_("pink"), N_("green"), N_("red"), N_("grey"))
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")
_SHAPE_PATH = {
    "circle": "M0-9a9 9 0 1 1-.01 0z",
    "square": "M-8-8h16v16h-16z",
    "triangle": "M0-10 9.5 7.5h-19z",
    "diamond": "M0-10 10 0 0 10-10 0z",
    "hexagon": "M-5-9h10l5 9-5 9h-10l-5-9z",
}
ELEPHANT_PARTS: tuple[tuple[str, dict[str, AttrValue]], ...] = (
    ("path", {"d": "M-15-3q-5 3-3 8", "fill": "none"}),  # tail
    ("rect", {"x": -12, "y": 3, "width": 5, "height": 10, "rx": 1.5}),  # legs
    ("rect", {"x": -4, "y": 3, "width": 5, "height": 10, "rx": 1.5}),
    ("rect", {"x": 3, "y": 3, "width": 5, "height": 10, "rx": 1.5}),
    ("ellipse", {"cx": -3, "cy": -1, "rx": 13, "ry": 9}),  # body
    ("path", {"d": "M14 0q4 5 2 12h-3q1-6-2-9z"}),  # trunk
    ("circle", {"cx": 10, "cy": -4, "r": 7}),  # head
    ("ellipse", {"cx": 6, "cy": -3, "rx": 3.5, "ry": 5.5, "class": "ear"}),
    ("circle", {"cx": 13, "cy": -6, "r": 1, "class": "eye"}),
    ("path", {"d": "M14 3q3 2 6 0", "class": "tusk", "fill": "none"}),
)
MARKER_NAMES = {
    "R": N_("2 rupees"),
    "C": N_("1 customer"),
    "Y": N_("the yellow bonus city token"),
    "W": N_("the white bonus city token"),
    "F": N_("a free bale"),
}
CITY_FILL = {"B": "#b5523b", "I": "#3d7a9c", "N": "#6b8e23", "H": "#9b5fa8"}


CSS_PATH = Path(__file__).resolve().parent.parent.parent / "assets" / "bombay.css"


@lru_cache(maxsize=1)
def stylesheet() -> str:
    """Bombay's CSS (fetched with the lazy files; put in the page with the table and with
    the rules page, which draw the same pieces)."""
    return CSS_PATH.read_text(encoding="utf-8") if CSS_PATH.is_file() else ""


def place_name(space: int) -> str:
    """A space of the map, named in the language in use (the engine's names are msgids)."""
    return _(SPACES[space].name)


def silk_name(colour: str) -> str:
    return _(SILK_NAMES[colour])


def player_colour_name(seat: int) -> str:
    return _(PLAYER_COLOUR_NAMES[seat])


def marker_name(letter: str) -> str:
    return _(MARKER_NAMES[letter])


def defs() -> Node:
    """The shared shapes: one bale per colour, the elephant, one badge per player."""
    bales = [
        h(
            "symbol",
            {"id": f"bb-{c}", "viewBox": "-10 -10 20 20"},
            h(
                "rect",
                {
                    "x": -9,
                    "y": -9,
                    "width": 18,
                    "height": 18,
                    "rx": 3,
                    "fill": SILK_FILL[c],
                    "stroke": "#2b1d14",
                    "stroke-width": 1,
                },
            ),
            h("path", {"d": SILK_GLYPH[c], "fill": SILK_INK[c], "fill-rule": "evenodd"}),
        )
        for c in SILK
    ]
    badges = [
        h(
            "symbol",
            {"id": f"bp-{i}", "viewBox": "-11 -11 22 22"},
            h(
                "path",
                {
                    "d": _SHAPE_PATH[PLAYER_SHAPES[i]],
                    "fill": PLAYER_FILL[i],
                    "stroke": "#2b1d14",
                    "stroke-width": 1.5,
                },
            ),
            h(
                "text",
                {
                    "y": 4 if PLAYER_SHAPES[i] != "triangle" else 6,
                    "text-anchor": "middle",
                    "font-size": 11,
                    "font-weight": 700,
                    "fill": PLAYER_INK[i],
                },
                str(i + 1),
            ),
        )
        for i in range(len(PLAYER_FILL))
    ]
    return h(
        "svg",
        {
            "class": "bombay-defs",
            "aria-hidden": "true",
            "focusable": "false",
            "width": 0,
            "height": 0,
        },
        h("defs", None, bales, badges),
    )


def use(ref: str, x: float, y: float, size: float, cls: str | None = None) -> Node:
    """A shape from :func:`defs`, ``size`` wide and high, centred on ``x``, ``y``."""
    return h(
        "use",
        {
            "href": f"#{ref}",
            "x": x - size / 2,
            "y": y - size / 2,
            "width": size,
            "height": size,
            "class": cls,
        },
    )


def bale_icon(colour: str, label: str | None = None) -> Node:
    """A bale as a small inline picture (for HTML text), named for screen readers."""
    name = label or _("{colour} silk", colour=silk_name(colour))
    return h(
        "svg",
        {
            "class": f"bale-icon s-{colour}",
            "viewBox": "-10 -10 20 20",
            "role": "img",
            "aria-label": name,
        },
        h("title", None, name),
        h("use", {"href": f"#bb-{colour}", "x": -10, "y": -10, "width": 20, "height": 20}),
    )


def badge_icon(seat: int) -> Node:
    """A player's badge (colour, shape, number) as a small inline picture."""
    return h(
        "svg",
        {"class": "badge-icon", "viewBox": "-11 -11 22 22", "aria-hidden": "true"},
        h("use", {"href": f"#bp-{seat}", "x": -11, "y": -11, "width": 22, "height": 22}),
    )


def _at(x: float, y: float, scale: float) -> str:
    return f"translate({x:g} {y:g}) scale({scale:g})"


def elephant(seat: int, x: float, y: float, bales: str, label: str, scale: float = 1.5) -> Node:
    """A player's elephant at ``x``, ``y`` with the bales it carries on its back."""
    loads = [use(f"bb-{c}", -9 + 12 * i, -15, 12) for i, c in enumerate(bales)]
    return h(
        "g",
        {
            "class": f"elephant p{seat}",
            "data-seat": seat,
            "role": "img",
            "aria-label": label,
            "transform": _at(x, y, scale),
        },
        h("title", None, label),
        h(
            "g",
            {"class": "body", "fill": PLAYER_FILL[seat], "stroke": "#2b1d14", "stroke-width": 1.2},
            [h(tag, dict(attrs)) for tag, attrs in ELEPHANT_PARTS],
        ),
        use(f"bp-{seat}", -4, -1, 12),
        loads,
    )


PALACE = "M-13 10h26v-11h-3q0-10-10-13-10 3-10 13h-3zM-1-14v-5h2v5z"


def palace(seat: int, x: float, y: float, label: str, scale: float = 1.35) -> Node:
    """A palace in its owner's colour, with the owner's badge on its door."""
    return h(
        "g",
        {
            "class": f"palace p{seat}",
            "data-seat": seat,
            "role": "img",
            "aria-label": label,
            "transform": _at(x, y, scale),
        },
        h("title", None, label),
        h("path", {"d": PALACE, "class": "halo"}),
        h(
            "path",
            {"d": PALACE, "fill": PLAYER_FILL[seat], "stroke": "#2b1d14", "stroke-width": 1.5},
        ),
        use(f"bp-{seat}", 0, 2, 12),
    )


def _marker_face(letter: str) -> list[Node]:
    if letter == "R":
        return [h("text", {"y": 4, "class": "mk-text"}, "₹2")]
    if letter == "C":
        return [
            h("circle", {"cy": -4, "r": 3.2, "fill": "#2b1d14"}),
            h("path", {"d": "M-6 7q0-8 6-8 6 0 6 8z", "fill": "#2b1d14"}),
        ]
    if letter in "YW":
        fill = "#f6d64a" if letter == "Y" else "#ffffff"
        return [
            h("circle", {"r": 7.5, "fill": fill, "stroke": "#2b1d14"}),
            h("text", {"y": 3.5, "class": "mk-letter"}, "★"),
        ]
    return [
        h("rect", {"x": -7.5, "y": -6, "width": 15, "height": 12, "rx": 2, "class": "mk-bale"}),
        h("text", {"y": 3.5, "class": "mk-small"}, "+1"),
    ]


def marker(letter: str, x: float, y: float, scale: float = 1.4) -> Node:
    """A palace marker token: what building a palace here gives."""
    label = _("Palace marker: {reward}", reward=marker_name(letter))
    return h(
        "g",
        {
            "class": f"marker mk-{letter}",
            "role": "img",
            "aria-label": label,
            "transform": _at(x, y, scale),
        },
        h("title", None, label),
        h("circle", {"r": 11, "class": "mk-disc"}),
        _marker_face(letter),
    )
