"""A turn the review judged, on Jaipur's table (``TableContext.compare``): the caption in
the last move's place, with small faces of the cards each move takes, gives or sells, and
on the table the cards the move played used (a dashed red frame) and those the better
move would have used (a solid frame in the hint's magenta), each said in its card's name.

The table is its player's view before the move, the player at the bottom: the market,
that hand and that herd are where the cards are.
"""

from __future__ import annotations

from collections.abc import Callable

from game.jaipur import parse_move
from game.jaipur.view import JaipurView
from web.core.i18n import _
from web.core.vdom import Node, attrs_of, elements, find_all
from web.jaipur import last as last_
from web.jaipur import moves as sel_
from web.shell.renderers import Compare
from web.shell.table.review import review_table


def caption(c: Compare[JaipurView]) -> Node:
    """The move played and the better one, over the table."""
    played = last_.faces(c.played[0]) if c.played else None
    better = last_.faces(c.better[0]) if c.better else None
    return review_table.caption(c, ("", ""), played, better)


def mark(table: Node, view: JaipurView, c: Compare[JaipurView]) -> Node:
    """Frame the cards each move uses: market slots, the player's hand, its herd."""
    bottom = next(n for n in find_all(table, _is("player")) if _is("bottom")(n))
    same = c.played[:1] == c.better[:1]
    for cls, moves in (("rv-played", c.played), ("rv-better", () if same else c.better)):
        if not moves:
            continue
        pick = sel_.selection_for(view, parse_move(moves[0].move))
        for where, zone, slots in (
            (table, "market", pick.market),
            (bottom, "hand", pick.hand),
            (bottom, "herd", pick.herd),
        ):
            cards = [
                n for z in find_all(where, _is(zone))[:1] for n in elements(z) if _is("card")(n)
            ]
            for i in {min(i, len(cards) - 1) for i in slots} if cards else ():  # one herd card
                _frame(cards[i], cls)
    return table


def _is(cls: str) -> Callable[[Node], bool]:
    return lambda n: cls in str(attrs_of(n).get("class", "")).split()


def _frame(card: Node, cls: str) -> None:
    attrs = attrs_of(card)
    if _is(cls)(card):
        return
    name = str(attrs.get("aria-label", ""))
    attrs["class"] = f"{attrs.get('class', '')} {cls}"
    attrs["aria-label"] = (
        _("{card} (played)", card=name)
        if cls == "rv-played"
        else _("{card} (the better move)", card=name)
    )
