"""Bombay's pieces keyed for motion (web/shell/table/motion.py plays them): each elephant walks
the road of the last turn, space by space; a restock's bales slide from the bag into
their market. Pure: it only adds ``data-motion`` attributes to the rendered table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from game.bombay.board import SPACES
from game.bombay.view import BombayView
from web.bombay.last import path as road  # the road of the last turn
from web.bombay.moves import Selection
from web.core.vdom import Node, attrs_of, find_all
from web.shell.renderers import Played, TableContext

Ctx = TableContext[BombayView, Selection]  # what Bombay's table is drawn from


def waypoints(path: list[int]) -> str:
    """The road as ``data-motion-path``: each space relative to the last one, in the
    map's units (the elephant stands at the same offset from each as from the last)."""
    if len(path) < 2:
        return ""
    end = SPACES[path[-1]]
    return " ".join(f"{SPACES[i].x - end.x:g},{SPACES[i].y - end.y:g}" for i in path)


def restocked(last: tuple[Played[BombayView], ...]) -> tuple[int, dict[str, dict[str, int]]] | None:
    """The round a restock in the last turn began, and how many bales of each colour each
    market gained by it (None: no restock)."""
    for p in last:
        if p.after.round != p.before.round:
            before = {m.name: dict(m.bales) for m in p.before.markets}
            gained = {
                m.name: {c: n - before.get(m.name, {}).get(c, 0) for c, n in m.bales}
                for m in p.after.markets
            }
            return p.after.round, gained
    return None


def _has_class(node: Node, name: str) -> bool:
    return name in attrs_of(node).get("class", "").split()


def _with_class(name: str) -> Callable[[Node], bool]:
    return lambda node: _has_class(node, name)


def decorate(table: Node, ctx: Ctx) -> Node:
    """``table`` (the rendered Bombay table) with its pieces keyed; returns it."""
    attrs_of(table)["data-motion-scene"] = "bombay"
    # what moves with them does not slide: the map's content (scrolled in its frame on a
    # phone) and the markets
    for zone in ("map-zoom", "markets"):
        for node in find_all(table, _with_class(zone)):
            attrs_of(node)["data-motion-zone"] = zone
    mover = ctx.last[0].mover if ctx.last else None
    path = waypoints(road(ctx.last))
    for node in find_all(table, lambda n: _has_class(n, "elephant") and "data-on" in attrs_of(n)):
        seat = attrs_of(node)["data-seat"]
        attrs_of(node)["data-motion"] = f"elephant-{seat}"
        if path and str(seat) == str(mover):
            attrs_of(node)["data-motion-path"] = path
    stock = restocked(ctx.last)
    for market, view in zip(
        find_all(table, lambda n: _has_class(n, "market") and n[0] == "div"),
        ctx.view.markets,
        strict=False,
    ):
        items = [
            li
            for ul in find_all(market, lambda n: _has_class(n, "bales"))
            for li in ul[2:]
            if isinstance(li, list) and not _has_class(li, "none")
        ]
        for li, (colour, _n) in zip(items, view.bales, strict=False):
            attrs_of(li)["data-motion"] = f"bale/{view.name}/{colour}"
            if stock is not None and stock[1].get(view.name, {}).get(colour, 0) > 0:
                attrs_of(li)["data-motion-from"] = f"bag#{stock[0]}"
    for markets in find_all(table, lambda n: _has_class(n, "markets")):
        for note in find_all(markets, lambda n: _has_class(n, "note")):
            attrs_of(note)["data-motion"] = "bag"  # the line that counts the bales in the bag
    return table


def keyed(render: Callable[[Ctx], Node]) -> Callable[[Ctx], Node]:
    """``render_table`` with its pieces keyed by :func:`decorate`."""

    @wraps(render)
    def table(ctx: Ctx) -> Node:
        return decorate(render(ctx), ctx)

    return table
