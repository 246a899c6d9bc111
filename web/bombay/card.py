"""Bombay's home card: its name, blurb, players and length, its cover (an elephant with
silk bales on a road of the map, a palace by the sea) and a saved game's badge (the
elephant by the sea).

Everything is drawn here, so the card costs no Bombay module at start-up; index.html
paints the same cover before Python starts (tests/test_web_home.py keeps the two alike).
"""

from __future__ import annotations

from web.core.i18n import N_
from web.core.vdom import Node, h
from web.shell.card import INK, Card, Remote, cover_svg

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


def cover() -> Node:
    waves = " ".join(f"M{x} 84q6-4 12 0" for x in range(8, 400, 38))
    return cover_svg(
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


def badge() -> Node:
    return h(
        "g",
        None,
        h("circle", {"cx": 20, "cy": 20, "r": 19, "fill": "#9cc3d4"}),
        _elephant("translate(19.5 23) scale(.8)"),
    )


CARD = Card(
    title=N_("Bombay"),
    blurb=N_(
        "Two to five merchants buy silk, carry it by elephant to the cities that want it "
        "and build palaces along the roads."
    ),
    players=N_("2 to 5 players"),
    length=N_("about 45 minutes"),
    cover=cover,
    badge=badge,
    # the dialog's options are the players and the bonus; the set-up shuffles nothing; a
    # device replays its whole game, so its log keeps moves alone
    remote=Remote(shuffles=False, invite=lambda o: (o[0], bool(o[1])), log_blank=None),
)
