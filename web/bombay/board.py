"""The Bombay board as one SVG element tree, drawn from the map data of
``game.bombay.board`` (positions, kinds, roads) and the public facts of a view.

One ``<line data-road>`` per road and one ``<g data-space>`` per space, in map
order; on top of them palace markers, palaces and elephants. While the player
to move points, every space the elephant can reach is lit with its cost and
plays its route when its button is pressed (:mod:`web.bombay.spots` lays a real
button over every space); any other space is a ``pick`` that the hint explains.
The last turn is drawn on top (:mod:`web.bombay.last`). The ``viewBox`` lets the
board scale to any width.
"""

from __future__ import annotations

from game.bombay.board import (
    CITY,
    CITY_LETTERS,
    CITY_OF_SPACE,
    HILL,
    MARKER,
    POST_E,
    POST_F,
    ROADS,
    SPACES,
    START,
    Space,
)
from game.bombay.view import BombayView, PlayerView, PostView
from web.bombay import art as art
from web.bombay import last as last_
from web.bombay import layout as lay
from web.bombay import plan as plan_
from web.bombay.moves import Route
from web.bombay.spots import VIEWBOX
from web.core import i18n
from web.core.i18n import _, ngettext
from web.core.vdom import Attrs, Node, attrs_of, h
from web.shell.renderers import Played

CITY_R = lay.CITY_R
COLUMN_SIDE = lay.COLUMN_SIDE
PRICES = ("4", "3", "1")
Herd = dict[int, list[tuple[float, float, float]]]  # space: (x, y, scale) of each elephant


def board(
    view: BombayView,
    names: tuple[str, ...],
    routes: dict[int, Route],
    selected: int | None,
    interactive: bool,
    last: tuple[Played[BombayView], ...] = (),
    plan: tuple[tuple[str, float], ...] = (),
) -> Node:
    """The whole map: sea, roads, spaces (lit when reachable), the last turn, palaces,
    elephants, and the turn a hint plans (:mod:`web.bombay.plan`). Nothing drawn covers
    anything else (:mod:`web.bombay.layout`)."""
    herds, placer = _herds(view)
    tags = [_deed(placer, n, *deed) for n, deed in enumerate(last_.done(last))]
    badges = {  # the reach badges, in map order
        s.index: _badge_at(placer, s) for s in SPACES if interactive and s.index in routes
    }
    return h(
        "svg",
        {
            "class": "bombay-map",
            "viewBox": VIEWBOX,
            "role": "group",
            "aria-label": _("The map"),
            "preserveAspectRatio": "xMidYMid meet",
        },
        _backdrop(),
        h("g", {"class": "roads"}, [_road(a, b) for a, b in ROADS]),
        last_.route(last),
        plan_.route(view, plan),
        h(
            "g",
            {"class": "spaces"},
            [
                _space(view, s, routes.get(s.index), selected, interactive, badges.get(s.index))
                for s in SPACES
            ],
        ),
        h("g", {"class": "last-deeds", "aria-hidden": "true"}, tags) if tags else None,
        h("g", {"class": "pieces"}, _palaces(view, names), _elephants(view, names, herds)),
        plan_.badges(view, plan, placer),
    )


def _herds(view: BombayView) -> tuple[Herd, lay.Placer]:
    """Where each space's elephants stand, and a placer holding every fixed part."""
    palaces = {space for space, _owner in view.palaces}
    by_space: dict[int, int] = {}
    for p in view.players:
        by_space[p.space] = by_space.get(p.space, 0) + 1
    names = [art.place_name(s.index) for s in SPACES]
    placer = lay.Placer(lay.fixed_boxes(names, palaces))
    return lay.herds(by_space, palaces, placer), placer


def _badge_at(placer: lay.Placer, s: Space) -> tuple[float, float]:
    spots = lay.badge_spots(s)
    return spots[placer.take([lay.circle_box(x, y, lay.BADGE_R + 1) for x, y in spots])]


def _deed(placer: lay.Placer, n: int, space: int, verb: str, colour: str) -> Node:
    """A tag beside the space where the last turn did something: what (and which silk)."""
    s = SPACES[space]
    width = 16 + lay.text_width(verb, 15) + (22 if colour else 0)
    spots = lay.tag_spots(s, width)
    x, y = spots[placer.take([(x, y, x + width, y + lay.TAG_H) for x, y in spots])]
    return h(
        "g",
        {"class": "lt-deed", "data-on": space, "data-step": n},
        h("rect", {"x": x, "y": y, "width": width, "height": lay.TAG_H, "rx": 12}),
        art.use(f"bb-{colour}", x + 15, y + 12, 18) if colour else None,
        h("text", {"x": x + (28 if colour else 8), "y": y + 17}, verb),
    )


def _backdrop() -> Node:
    coast = "M-30-42H25q-25 140 5 250t-15 250q20 120-10 250H-30z"
    return h(
        "g",
        {"class": "backdrop", "aria-hidden": "true"},
        h("rect", {"x": -30, "y": -42, "width": 1065, "height": 750, "class": "land"}),
        h("path", {"d": coast, "class": "sea"}),
    )


def _road(a: int, b: int) -> Node:
    sa, sb = SPACES[a], SPACES[b]
    hill = sa.is_hill or sb.is_hill
    return h(
        "line",
        {
            "x1": sa.x,
            "y1": sa.y,
            "x2": sb.x,
            "y2": sb.y,
            "class": "road" + (" steep" if hill else ""),
            "data-road": f"{a}-{b}",
        },
    )


def _space(
    view: BombayView,
    s: Space,
    route: Route | None,
    selected: int | None,
    interactive: bool,
    badge: tuple[float, float] | None,
) -> Node:
    body = _shape(view, s)
    attrs: Attrs = {
        "class": f"space k-{s.kind}" + (" selected" if selected == s.index else ""),
        "data-space": str(s.index),
    }
    extra: list[Node] = []
    if interactive and route is not None and badge is not None:
        attrs["class"] += " reach"
        extra = [_cost_bubble(badge, route.cost)]
    elif not interactive:
        extra = [h("title", None, art.place_name(s.index))]
    hit = h(
        "circle", {"cx": s.x, "cy": s.y, "r": CITY_R + 5 if s.kind == CITY else 26, "class": "hit"}
    )
    return h("g", attrs, hit, body, _label(s), extra)


def _cost_bubble(at: tuple[float, float], cost: int) -> Node:
    """The cost in AP, in a round badge beside the space (:func:`lay.badge_spots`)."""
    x, y = at
    return h(
        "g",
        {"class": "cost", "aria-hidden": "true"},
        h("circle", {"cx": x, "cy": y, "r": lay.BADGE_R}),
        h("text", {"x": x, "y": y + 5}, str(cost)),
    )


def _label(s: Space) -> Node:
    anchor, x = lay.LABEL_ANCHOR.get(s.index, ("middle", s.x))  # centred, but a few
    cls = "lbl" if anchor == "middle" else f"lbl {anchor}"
    return h("text", {"x": x, "y": lay.label_y(s), "class": cls}, art.place_name(s.index))


def _shape(view: BombayView, s: Space) -> list[Node]:
    if s.kind in (START, HILL):
        return [_hill(s)]
    if s.kind == CITY:
        return _city(view, s)
    post = next((p for p in view.posts if p.space == s.index), None)
    if s.kind in (POST_E, POST_F) and post is not None:
        return _post(view, s, post)
    markers = dict(view.markers)
    cls = "site" + (" marker-site" if s.kind == MARKER else "")
    out = [h("circle", {"cx": s.x, "cy": s.y, "r": 20, "class": cls})]
    if s.index in markers:
        out.append(art.marker(markers[s.index], s.x, s.y))
    return out


def _hill(s: Space) -> Node:
    x, y = s.x, s.y
    d = f"M{x - 32} {y + 18}l19-33 10 13 13-23 24 43z"
    snow = f"M{x + 10} {y - 25}l-5 9 5-2 4 4 3-5z"
    return h(
        "g",
        {"class": "hill" + (" start" if s.kind == START else "")},
        h("path", {"d": d}),
        h("path", {"d": snow, "class": "snow"}),
        h("text", {"x": x, "y": y + 14, "class": "hill-cost"}, "2"),
    )


def _post(view: BombayView, s: Space, post: PostView) -> list[Node]:
    cls = "post" + ("" if post.open else " closed")
    label = (
        _("Trading post: {colour} silk", colour=art.silk_name(post.colour))
        if post.open
        else _("Trading post: {colour} silk, sold out", colour=art.silk_name(post.colour))
    )
    return [
        h(
            "g",
            {"class": cls, "role": "img", "aria-label": label},
            h("rect", {"x": s.x - 22, "y": s.y - 22, "width": 44, "height": 44, "rx": 8}),
            art.use(f"bb-{post.colour}", s.x, s.y, 32),
            None if post.open else h("path", {"d": f"M{s.x - 20} {s.y + 20}l40-40", "class": "x"}),
        )
    ]


def _city(view: BombayView, s: Space) -> list[Node]:
    city = CITY_OF_SPACE[s.index]
    letter = CITY_LETTERS[city]
    name, column = view.demand[city]
    side = COLUMN_SIDE[s.index]
    cx = lay.column_x(s)
    cells = [
        h(
            "g",
            {"class": "demand-cell", "data-colour": c},
            art.use(f"bb-{c}", cx, s.y + (i - 1) * 29, 26),
            h(
                "text",
                {"x": cx + side * 22, "y": s.y + (i - 1) * 29 + 5, "class": "price"},
                PRICES[i],
            ),
        )
        for i, c in enumerate(column)
    ]
    label = _(
        "{city} buys, best price first: {colours}",
        city=art.place_name(s.index),
        colours=i18n.join(art.silk_name(c) for c in column),
    )
    tokens = view.city_tokens[city]
    tx, ty = lay.tokens_at(s)
    return [
        h(
            "circle",
            {"cx": s.x, "cy": s.y, "r": CITY_R, "class": "city", "fill": art.CITY_FILL[letter]},
        ),
        h("text", {"x": s.x, "y": s.y + 9, "class": "city-letter"}, letter),
        h(
            "g",
            {"class": "demand", "role": "img", "aria-label": label, "data-city": s.index},
            cells,
        ),
        h(
            "g",
            {
                "class": "city-tokens",
                "role": "img",
                "aria-label": ngettext(
                    "{city}: {n} city token left",
                    "{city}: {n} city tokens left",
                    tokens,
                    city=art.place_name(s.index),
                ),
            },
            h("circle", {"cx": tx, "cy": ty, "r": 12, "fill": art.CITY_FILL[letter]}),
            h("text", {"x": tx, "y": ty + 5}, str(tokens)),
        ),
    ]


def _palaces(view: BombayView, names: tuple[str, ...]) -> list[Node]:
    out = []
    for space, owner in view.palaces:
        label = _("{name}'s palace in {place}", name=names[owner], place=art.place_name(space))
        node = art.palace(owner, SPACES[space].x, SPACES[space].y - 4, label)
        attrs_of(node)["data-on"] = str(space)  # the space it stands on
        out.append(node)
    return out


def _elephants(view: BombayView, names: tuple[str, ...], herds: Herd) -> list[Node]:
    """Each elephant standing on its space (:func:`lay.herd`), the mover's drawn on top."""
    placed = {space: iter(spots) for space, spots in herds.items()}
    out = []
    for p in view.players:
        x, y, scale = next(placed[p.space])
        node = art.elephant(p.seat, x, y, p.bales, _elephant_label(p, names), scale)
        attrs_of(node)["data-on"] = str(p.space)  # the space it stands on
        if p.seat == view.to_move:
            attrs_of(node)["class"] += " moving"
        out.append(node)
    out.sort(key=lambda node: " moving" in attrs_of(node)["class"])
    return out


def _elephant_label(p: PlayerView, names: tuple[str, ...]) -> str:
    load = i18n.join(art.silk_name(c) for c in p.bales) or _("no silk")
    return _(
        "{name}'s elephant in {place}, carrying {load}",
        name=names[p.seat],
        place=art.place_name(p.space),
        load=load,
    )
