"""The frame around Bombay's map: the map's key, and zoom on a phone.

The key (what each symbol of the map means) is a ``popover``: its button by the map
opens it, Escape or its Close button closes it, with no script of ours. On a phone the
map opens zoomed so that every space's button is at least 44 x 44 CSS px and every text
at least 11 px; it scrolls inside its frame (a finger drags it), opens on the elephant to
move (``.map-focus``, CSS ``scroll-initial-target``; a render keeps the scroll the player
gave it while that elephant stays put: ``data-keep-scroll``), and two radio buttons switch
between the whole map and the zoomed map (the whole map is only to look: every render
opens zoomed again). On a wide screen the whole map fits and the zoom buttons are hidden.
"""

from __future__ import annotations

from game.bombay.board import SPACES
from game.bombay.view import BombayView
from web.bombay import art as art
from web.bombay.spots import BOX
from web.core.i18n import _
from web.core.vdom import Node, h

KEY_ID = "bombay-key"


def frame(view: BombayView, svg: Node, spots: Node | None, route: tuple[int, ...] = ()) -> Node:
    """The map region: the zoomable map and its buttons, the zoom and key buttons, the key;
    ``route``: the spaces a hint's turn rides through, which a phone's zoomed map then opens
    on (with the elephant) rather than on the elephant alone."""
    return h(
        "div",
        {"class": "map-frame", "role": "region", "aria-label": _("Map")},
        h(
            "div",
            {"class": "map-tools"},
            _zoom(),
            h(
                "button",
                {
                    "type": "button",
                    "class": "key-open",
                    "popovertarget": KEY_ID,
                    "data-key": "map-key",
                    "aria-haspopup": "dialog",
                },
                _("Map key"),
            ),
        ),
        h(
            "div",
            # with no space's button inside (history, review), the keyboard scrolls it; the
            # next render keeps where it was scrolled while the map opens on the same space
            {
                "class": "map-scroll",
                "tabindex": None if spots else "0",
                "data-keep-scroll": _focus_space(view) + (":hint" if route else ""),
            },
            h("div", {"class": "map-zoom"}, svg, spots, _focus(view, route)),
        ),
        key(),
    )


def _focus_space(view: BombayView) -> str:
    """The map's focus as ``data-keep-scroll`` names it: the seat to move and its space."""
    return "" if view.to_move is None else f"{view.to_move}:{view.players[view.to_move].space}"


def _focus(view: BombayView, route: tuple[int, ...] = ()) -> Node:
    """Where the map opens on a phone: the space of the elephant to move (else the centre),
    or the middle of the box round it and the hinted ``route``."""
    if view.to_move is not None:
        here = SPACES[view.players[view.to_move].space]
        xs = [here.x] + [SPACES[i].x for i in route]
        ys = [here.y] + [SPACES[i].y for i in route]
        x, y = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    else:
        x, y = 500, 350
    x0, y0, w, hgt = BOX
    style = f"left:{(x - x0) / w * 100:.2f}%;top:{(y - y0) / hgt * 100:.2f}%"
    return h("div", {"class": "map-focus", "style": style, "aria-hidden": "true"})


def _zoom() -> Node:
    choices = (("out", "−", _("Whole map")), ("in", "+", _("Zoom in")))
    return h(
        "div",
        {"class": "zoom", "role": "radiogroup", "aria-label": _("Zoom")},
        [
            h(
                "label",
                {"class": f"zoom-{name}", "title": label},
                h(
                    "input",
                    {
                        "type": "radio",
                        "name": "bombay-zoom",
                        "value": name,
                        "class": f"zoom-{name}",
                        "checked": "" if name == "in" else None,
                        "aria-label": label,
                        "data-key": f"zoom-{name}",
                    },
                ),
                h("span", {"aria-hidden": "true"}, sign),
            )
            for name, sign, label in choices
        ],
    )


def _icon(*parts: Node, box: str = "-18 -18 36 36") -> Node:
    return h("svg", {"class": "key-icon", "viewBox": box, "aria-hidden": "true"}, parts)


def _rows() -> list[tuple[Node, str]]:
    cost = h(
        "g",
        {"class": "cost"},
        h("circle", {"r": 13}),
        h("text", {"y": 5}, "2"),
    )
    tokens = h(
        "g",
        {"class": "city-tokens"},
        h("circle", {"r": 12, "fill": art.CITY_FILL["N"]}),
        h("text", {"y": 5}, "3"),
    )
    column = [art.use("bb-B", -6, 0, 24), h("text", {"x": 12, "y": 5, "class": "price"}, "4")]
    post = h(
        "g",
        {"class": "post closed"},
        h("rect", {"x": -15, "y": -15, "width": 30, "height": 30, "rx": 6}),
        art.use("bb-P", 0, 0, 22),
        h("path", {"d": "M-14 14l28-28", "class": "x"}),
    )
    hill = h(
        "g",
        {"class": "hill"},
        h("path", {"d": "M-17 12l12-22 6 8 8-14 16 28z"}),
        h("text", {"y": 10, "class": "hill-cost"}, "2"),
    )
    last = [
        h("polyline", {"points": "-17,8 -4,-6 8,4", "class": "key-route", "stroke": "#c8312b"}),
        h("rect", {"x": 4, "y": -14, "width": 14, "height": 12, "rx": 6, "class": "tag"}),
    ]
    return [
        (_icon(art.marker("Y", 0, 0)), _("Building a palace here gives a bonus city token.")),
        (_icon(art.marker("F", 0, 0)), _("Building a palace here gives a free bale.")),
        (_icon(art.marker("R", 0, 0)), _("Building a palace here gives 2 rupees.")),
        (_icon(art.marker("C", 0, 0)), _("Building a palace here gives 1 customer.")),
        (_icon(cost), _("You can ride here: the number is its cost in action points.")),
        (_icon(tokens), _("City tokens left in this city.")),
        (_icon(*column), _("What a city buys, best price first: 4, 3 and 1 ₹.")),
        (_icon(post), _("A trading post that has sold out.")),
        (_icon(hill), _("A hill: riding onto it costs 2 action points.")),
        (
            _icon(art.elephant(0, 0, 2, "YB", _("An elephant"), 0.8)),
            _("A merchant's elephant and the silk it carries; the one to move is outlined."),
        ),
        (_icon(*last), _("The last turn: its road, dashed, and what was done where.")),
    ]


def rows() -> list[tuple[Node, str]]:
    """The key's rows, (picture, what it means): the map's key and the rules page show them."""
    return _rows()


def key() -> Node:
    """The map's key, in a popover (closed until its button opens it)."""
    return h(
        "div",
        {
            "id": KEY_ID,
            "class": "map-key",
            "popover": "auto",
            "role": "dialog",
            "aria-labelledby": KEY_ID + "-title",
        },
        h("h2", {"id": KEY_ID + "-title"}, _("Map key")),
        h(
            "ul",
            None,
            [h("li", None, icon, h("span", None, text)) for icon, text in _rows()],
        ),
        h(
            "button",
            {
                "type": "button",
                "popovertarget": KEY_ID,
                "popovertargetaction": "hide",
                "data-key": "map-key-close",
            },
            _("Close"),
        ),
    )
