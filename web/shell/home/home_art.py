"""The home screen's artwork: each game's cover and the Bazaar banner, as SVG element trees.

Original drawings, decorative only (``aria-hidden``: the game's name and blurb beside them
say what they show), with no text in them, so nothing to translate and no contrast to keep.
Jaipur's cover reuses the goods symbols that index.html defines for the cards (``#s-D``...);
everything else is drawn here, so Bombay's cover costs no Bombay module at start-up.
index.html paints the same trees before Python starts (tests/test_web_first_paint.py
keeps the two alike; ``python -m web.first_paint --covers`` prints its markup).
Each tree is built once and shared by every render (callers never change a tree).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from web.shell.i18n import N_
from web.shell.vdom import AttrValue, Child, Node, h

INK = "#4a2c1a"
# Each game's players and length as the home screen prints them (msgids).
FACTS: dict[str, tuple[str, str]] = {
    "jaipur": (N_("2 players"), N_("about 30 minutes")),
    "bombay": (N_("2 to 5 players"), N_("about 45 minutes")),
}


def _svg(view: str, cls: str, *children: Child) -> Node:
    return h(
        "svg",
        {
            "class": cls,
            "viewBox": view,
            "preserveAspectRatio": "xMidYMid slice",
            "aria-hidden": "true",
            "focusable": "false",
        },
        *children,
    )


def _use(symbol: str, x: float, y: float, size: float, colour: str) -> Node:
    """One of index.html's symbols (Jaipur's goods, camel, seal) in ``colour``."""
    box: dict[str, AttrValue] = {"x": x, "y": y, "width": size, "height": size, "color": colour}
    return h("use", {"href": f"#s-{symbol}", **box})


# --- Jaipur: the market on a red rug under the pink city's windows --------------------
_GOODS = (("D", "#0072b2"), ("G", "#e69f00"), ("S", "#7d8791"), ("C", "#cc79a7"), ("P", "#009e73"))


_CARD: dict[str, AttrValue] = {"fill": "#fffaf0", "stroke": "#6b4a2a", "stroke-width": 1.2}


def _windows() -> list[Node]:
    """The pink façade's two rows of arched windows (the Palace of Winds, roughly)."""
    rows = []
    for row, (y, step) in enumerate(((20, 26), (46, 22))):
        tile: dict[str, AttrValue] = {
            "id": f"hw-{row}",
            "width": step,
            "height": 160,
            "patternUnits": "userSpaceOnUse",
        }
        arch = h("path", {"d": f"M6 {y + 16}v-9a6 6 0 0 1 12 0v9z", "fill": "#b9604f"})
        rows.append(h("pattern", {**tile, "x": row * 11}, arch))
        rows.append(h("rect", {"y": y, "width": 400, "height": 16, "fill": f"url(#hw-{row})"}))
    return rows


def jaipur_cover() -> Node:
    cards = [
        h(
            "g",
            {"transform": f"rotate({(-6, -3, 0, 3, 6)[i]} {129 + i * 38} 130)"},
            h(
                "rect",
                {"x": 112 + i * 38, "y": 86, "width": 34, "height": 48, "rx": 5, **_CARD},
            ),
            _use(code, 116 + i * 38, 97, 26, colour),
        )
        for i, (code, colour) in enumerate(_GOODS)
    ]
    return _svg(
        "0 0 400 160",
        "cover cover-jaipur",
        h("rect", {"width": 400, "height": 160, "fill": "#f7dcc4"}),
        h("path", {"d": "M0 12h400v78H0z", "fill": "#e8a192"}),
        h("path", {"d": "M0 12h400v5H0zM0 40h400v3H0z", "fill": "#d9826f"}),
        _windows(),
        h("path", {"d": "M0 90h400v70H0z", "fill": "#9c2f22"}),
        h(
            "path",
            {"d": "M0 96h400", "stroke": "#e6b450", "stroke-width": 3, "stroke-dasharray": "10 6"},
        ),
        h("path", {"d": "M0 152h400", "stroke": "#e6b450", "stroke-width": 2}),
        cards,
        _use("M", 4, 50, 80, "#8a5a1c"),
        _use("M", 50, 72, 62, "#a8742a"),
        h("circle", {"cx": 356, "cy": 40, "r": 27, "fill": "#fff3c4", "opacity": ".7"}),
        _use("seal", 333, 17, 46, "#b8860b"),
        _tokens(),
    )


def _tokens() -> Node:
    """A stack of goods tokens by the market (round chips, the top one a diamond's)."""
    chips = [
        h("ellipse", {"cx": 350, "cy": 138 - k * 6, "rx": 20, "ry": 8, "fill": fill})
        for k, fill in enumerate(("#6b4a2a", "#7d8791", "#e69f00", "#0072b2"))
    ]
    rims = h(
        "g",
        {"fill": "none", "stroke": "#fffaf0", "stroke-width": 1.2, "opacity": ".8"},
        h("ellipse", {"cx": 350, "cy": 120, "rx": 13, "ry": 4.5}),
    )
    return h("g", {"stroke": INK, "stroke-width": 1}, chips, rims)


# --- Bombay: an elephant with silk bales on a road of the map, a palace by the sea --------
_SILK = (("#f2c230", "#4a3500"), ("#7d3c98", "#fff"), ("#2166c4", "#fff"), ("#e8741c", "#3a1a00"))
_GLYPHS = (  # the bales' glyphs as on the Bombay table: sun, diamond, waves, flower
    "M0-6.5a6.5 6.5 0 1 0 .01 0zM0-3a3 3 0 1 1-.01 0z",
    "M0-7 6 0 0 7-6 0z",
    "M-7-2q1.75-3 3.5 0t3.5 0 3.5 0 3.5 0v3q-1.75-3-3.5 0t-3.5 0-3.5 0-3.5 0z"
    "M-7 4q1.75-3 3.5 0t3.5 0 3.5 0 3.5 0v3q-1.75-3-3.5 0t-3.5 0-3.5 0-3.5 0z",
    "M0-7a2.6 2.6 0 0 1 2.4 4.6 2.6 2.6 0 1 1 0 4.8A2.6 2.6 0 1 1-2.4 2.4a2.6 2.6 0 1 1 0-4.8"
    "A2.6 2.6 0 0 1 0-7z",
)


def _bale(colour: int, x: float, y: float, scale: float = 1.0) -> Node:
    fill, ink = _SILK[colour]
    return h(
        "g",
        {"transform": f"translate({x} {y}) scale({scale})"},
        h("rect", {"x": -9, "y": -9, "width": 18, "height": 18, "rx": 3, "fill": fill}),
        h("path", {"d": _GLYPHS[colour], "fill": ink, "fill-rule": "evenodd", "stroke": "none"}),
    )


def _elephant(where: str) -> Node:
    """The table's elephant, walking right with three bales on a red saddle cloth."""
    body = h(
        "g",
        {"fill": "#8b8f99", "stroke": INK, "stroke-width": 0.5},
        h("path", {"d": "M-15-3q-5 3-3 8", "fill": "none", "stroke-width": 1}),
        h("rect", {"x": -12, "y": 3, "width": 5, "height": 10, "rx": 1.5}),
        h("rect", {"x": -4, "y": 3, "width": 5, "height": 10, "rx": 1.5}),
        h("rect", {"x": 3, "y": 3, "width": 5, "height": 10, "rx": 1.5}),
        h("ellipse", {"cx": -3, "cy": -1, "rx": 13, "ry": 9}),
        h("path", {"d": "M14 0q4 5 2 12h-3q1-6-2-9z"}),
        h("circle", {"cx": 10, "cy": -4, "r": 7}),
        h("ellipse", {"cx": 6, "cy": -3, "rx": 3.5, "ry": 5.5, "fill": "#a7abb4"}),
        h("circle", {"cx": 13, "cy": -6, "r": 1, "fill": INK}),
        h("path", {"d": "M14 3q3 2 6 0", "fill": "none", "stroke": "#fffaf0", "stroke-width": 1}),
        h("path", {"d": "M-12-7q9-5 17 0v5q-8 3-17 0z", "fill": "#c8312b"}),
        h("path", {"d": "M-12-2q9 3 17 0", "fill": "none", "stroke": "#f2c230", "stroke-width": 1}),
    )
    bales = h(
        "g",
        {"stroke": INK, "stroke-width": 1},
        _bale(1, -8, -11.2, 0.4),
        _bale(0, -0.4, -11.2, 0.4),
        _bale(2, -4.2, -18.6, 0.4),
    )
    return h("g", {"transform": where}, body, bales)


def _palace() -> Node:
    """A palace by the sea: white walls, an onion dome, two small domed towers."""
    return h(
        "g",
        {"stroke": INK, "stroke-width": 1.2},
        h("path", {"d": "M292 66q0-14 10-22 10 8 10 22z", "fill": "#e6b450"}),
        h("path", {"d": "M346 66q0-14 10-22 10 8 10 22z", "fill": "#e6b450"}),
        h("path", {"d": "M294 66h16v50h-16zM348 66h16v50h-16z", "fill": "#fbf4e6"}),
        h("path", {"d": "M306 116V74h46v42z", "fill": "#fbf4e6"}),
        h("path", {"d": "M310 74q0-26 19-36 19 10 19 36z", "fill": "#f0c6b6"}),
        h("path", {"d": "M329 38v-10", "fill": "none"}),
        h("circle", {"cx": 329, "cy": 26, "r": 2.5, "fill": "#e6b450"}),
        h("path", {"d": "M321 116v-22a8 8 0 0 1 16 0v22z", "fill": "#7a2e1f"}),
        h("path", {"d": "M298 82h8v10h-8zM352 82h8v10h-8z", "fill": "#3d7a9c"}),
    )


def _map() -> Node:
    """A corner of the map: a dotted road from city to city, towards the palace."""
    cities = (
        (40, 138, "#3d7a9c"),
        (250, 146, "#6b8e23"),
        (372, 134, "#b5523b"),
    )
    return h(
        "g",
        None,
        h("path", {"d": "M0 100h400v60H0z", "fill": "#e3cc98"}),
        h(
            "path",
            {
                "d": "M-5 130Q40 138 80 142T170 148T250 146T330 132T405 126",
                "fill": "none",
                "stroke": "#7a4a22",
                "stroke-width": 2.5,
                "stroke-dasharray": "2 5",
                "stroke-linecap": "round",
            },
        ),
        [
            h(
                "circle",
                {"cx": x, "cy": y, "r": 7, "fill": fill, "stroke": "#fffaf0", "stroke-width": 2.5},
            )
            for x, y, fill in cities
        ],
    )


def bombay_cover() -> Node:
    waves = " ".join(f"M{x} 84q6-4 12 0" for x in range(8, 400, 38))
    return _svg(
        "0 0 400 160",
        "cover cover-bombay",
        h("rect", {"width": 400, "height": 160, "fill": "#f6e6c6"}),
        h("circle", {"cx": 60, "cy": 40, "r": 20, "fill": "#f2c230", "opacity": ".75"}),
        h("path", {"d": "M0 72h400v30H0z", "fill": "#6fa7c0"}),
        h("path", {"d": waves, "fill": "none", "stroke": "#e8f3f7", "stroke-width": 1.5}),
        h(
            "g",
            {"stroke": INK, "stroke-linejoin": "round"},
            h("path", {"d": "M219 70V50l12 16zM217 64l-8 4", "fill": "#fffaf0"}),
            h("path", {"d": "M206 70h30l-4 6h-22z", "fill": "#7a4a22"}),
        ),
        _map(),
        _palace(),
        _elephant("translate(150 103) scale(3.3)"),
    )


# --- Bazaar: a strip of market awnings above the home screen -------------------------
_AWNINGS = ("#7a2e1f", "#e6b450", "#2166c4", "#009e73", "#cc79a7", "#e8741c")


@cache  # no words in it: the same tree in every language, built once
def banner() -> Node:
    """Bunting across the top of the home screen: scalloped awnings in the games' colours."""
    flags = [
        h("path", {"d": f"M{i * 40} 2h36v10q-9 10-18 0-9 10-18 0z", "fill": colour})
        for i, colour in enumerate(_AWNINGS)
    ]
    tile: dict[str, AttrValue] = {"id": "awnings", "width": 40 * len(_AWNINGS), "height": 24}
    return _svg(
        "0 0 1200 24",
        "banner",
        h("pattern", {**tile, "patternUnits": "userSpaceOnUse"}, flags),
        h("rect", {"width": 1200, "height": 24, "fill": "url(#awnings)"}),
        h("path", {"d": "M0 2h1200", "stroke": INK, "stroke-width": 2}),
    )


COVERS: dict[str, Callable[[], Node]] = {"jaipur": jaipur_cover, "bombay": bombay_cover}
# A saved game's small picture: Jaipur's camel on the pink city, Bombay's elephant by the sea.
_BADGES: dict[str, Callable[[], Node]] = {
    "jaipur": lambda: h(
        "g",
        None,
        h("circle", {"cx": 20, "cy": 20, "r": 19, "fill": "#e8a192"}),
        _use("M", 6, 5, 28, "#7a4a1a"),
    ),
    "bombay": lambda: h(
        "g",
        None,
        h("circle", {"cx": 20, "cy": 20, "r": 19, "fill": "#9cc3d4"}),
        _elephant("translate(19.5 23) scale(.8)"),
    ),
}


@cache
def badge(name: str) -> Node | None:
    """The small picture of a saved game of ``name`` (None: a game drawn without one)."""
    draw = _BADGES.get(name)
    if draw is None:
        return None
    return h(
        "svg",
        {
            "class": "save-thumb",
            "viewBox": "0 0 40 40",
            "aria-hidden": "true",
            "focusable": "false",
        },
        draw(),
    )


@cache
def cover(name: str) -> Node | None:
    """The cover of the game ``name`` (None: a game drawn without one)."""
    draw = COVERS.get(name)
    return draw() if draw else None
