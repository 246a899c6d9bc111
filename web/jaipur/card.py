"""Jaipur's home card: its name, blurb, players and length, its cover (the market on a red
rug under the pink city's windows) and a saved game's badge (a camel on the pink city).

The cover reuses the goods symbols that index.html defines for the cards (``#s-D``...), so
it costs no Jaipur module at start-up; index.html paints the same cover before Python
starts (tests/test_web_home.py keeps the two alike).
"""

from __future__ import annotations

from web.core.i18n import N_
from web.core.vdom import AttrValue, Node, h
from web.shell.card import INK, Card, Remote, cover_svg

# What a remote game's move log keeps of the view before a move (web/remote/movelog.py):
# the sentence, the reason a round ended and the round reports read only the round, the
# market, the deck, the goods tokens and the outcome; the rest is blanked.
BLANK: dict[str, object] = {
    "hand": None,
    "known": [[], []],
    "discard": [],
    "goods_taken": [[], []],
    "goods_tokens_taken": [[], []],
    "bonus_taken": [[], []],
    "rounds": [],
    "camels_unknown": None,
}


def _use(symbol: str, x: float, y: float, size: float, colour: str) -> Node:
    """One of index.html's symbols (Jaipur's goods, camel, seal) in ``colour``."""
    box: dict[str, AttrValue] = {"x": x, "y": y, "width": size, "height": size, "color": colour}
    return h("use", {"href": f"#s-{symbol}", **box})


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


def cover() -> Node:
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
    return cover_svg(
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


def badge() -> Node:
    return h(
        "g",
        None,
        h("circle", {"cx": 20, "cy": 20, "r": 19, "fill": "#e8a192"}),
        _use("M", 6, 5, 28, "#7a4a1a"),
    )


CARD = Card(
    title=N_("Jaipur"),
    blurb=N_("Two merchants trade goods and camels in the market of Jaipur. Best of three rounds."),
    players=N_("2 players"),
    length=N_("about 30 minutes"),
    cover=cover,
    badge=badge,
    # by links the inviter starts and deals: two players, the first round's rules
    remote=Remote(shuffles=True, invite=lambda _options: (2, False), log_blank=BLANK),
)
