"""The home screen's artwork: the Bazaar banner, each game's cover and a saved game's badge
in its box, as SVG element trees.

Each game draws its own cover and badge (``web/<game>/card.py``); this module builds them
once and frames the badge.
Original drawings, decorative only (``aria-hidden``: the game's name and blurb beside them
say what they show), with no text in them, so nothing to translate and no contrast to keep.
index.html paints the same trees before Python starts (tests/test_web_home.py keeps the two
alike; ``python -m web.first_paint --covers`` prints its markup). Each tree is built once
and shared by every render (callers never change a tree).
"""

from __future__ import annotations

from functools import cache

from web.core.vdom import AttrValue, Node, h
from web.shell import registry
from web.shell.card import INK, cover_svg

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
    return cover_svg(
        "0 0 1200 24",
        "banner",
        h("pattern", {**tile, "patternUnits": "userSpaceOnUse"}, flags),
        h("rect", {"width": 1200, "height": 24, "fill": "url(#awnings)"}),
        h("path", {"d": "M0 2h1200", "stroke": INK, "stroke-width": 2}),
    )


@cache
def badge(name: str) -> Node:
    """The small picture of a saved game of ``name``."""
    return h(
        "svg",
        {
            "class": "save-thumb",
            "viewBox": "0 0 40 40",
            "aria-hidden": "true",
            "focusable": "false",
        },
        registry.card(name).badge(),
    )


@cache
def cover(name: str) -> Node:
    """The cover of the game ``name``."""
    return registry.card(name).cover()
