"""The map's spaces as real buttons, laid over the SVG drawing at each space's place.

Pointing and the keyboard then work alike: Tab reaches every space, Enter or a
click rides there when it is lit (``data-act="move"``) or asks for the sentence
that explains it (``pick``), which the hint under the map shows, as for a click.
Positions are percentages of the map's ``viewBox``, so the buttons scale with it.
"""

from __future__ import annotations

from game.bombay.board import CITY, SPACES, Space
from game.bombay.view import BombayView
from web.bombay import art as art
from web.bombay.moves import Route
from web.core.i18n import _
from web.core.vdom import Node, h

BOX = (-30.0, -42.0, 1065.0, 750.0)  # the map's viewBox: x, y, width, height
VIEWBOX = " ".join(f"{v:g}" for v in BOX)


def spots(view: BombayView, routes: dict[int, Route], selected: int | None) -> Node:
    """One button per space, in map order (the map's tab order)."""
    return h(
        "div",
        {"class": "spots"},
        [_spot(s, routes.get(s.index), selected == s.index) for s in SPACES],
    )


def _spot(s: Space, route: Route | None, selected: bool) -> Node:
    r = 42 if s.kind == CITY else 30
    x0, y0, w, hgt = BOX
    style = (
        f"left:{(s.x - x0) / w * 100:.2f}%;top:{(s.y - y0) / hgt * 100:.2f}%;"
        f"width:{2 * r / w * 100:.2f}%"
    )
    if route is not None:
        label = _("Ride to {place}: {points} AP", place=art.place_name(s.index), points=route.cost)
        act, arg = "move", route.move_text
    else:
        label, act, arg = art.place_name(s.index), "pick", f"s{s.index}"
    return h(
        "button",
        {
            "type": "button",
            "class": "spot" + (" reach" if route else "") + (" selected" if selected else ""),
            "style": style,
            "data-act": act,
            "data-arg": arg,
            "data-key": f"space:{s.index}",
            "data-space": s.index,
            "aria-label": label,
            "aria-pressed": "true" if selected else None,
            "aria-describedby": "hint" if selected else None,
            "title": label,
        },
    )
