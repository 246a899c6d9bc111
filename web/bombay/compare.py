"""A turn the review judged, on Bombay's map (``TableContext.compare``): the turn as played
drawn as the last turn is (the road in its rider's colour, dashed, and square tags where it
bought, sold, built or waited), the turn the search preferred as a hint's (a solid magenta
road and numbered badges), and a caption over the map saying both in one line each.
"""

from __future__ import annotations

from game.bombay.view import BombayView
from web.bombay import last as last_
from web.core.vdom import Node
from web.shell.renderers import Compare, Played
from web.shell.table.review import review_table


def caption(c: Compare[BombayView], names: tuple[str, ...]) -> Node:
    return review_table.caption(c, (last_.summary(c.played, names), last_.summary(c.better, names)))


def drawn(
    c: Compare[BombayView],
) -> tuple[tuple[Played[BombayView], ...], tuple[tuple[str, float], ...]]:
    """What the map draws: the turn played (as a last turn) and the better one (as a plan,
    unless it is the same)."""
    same = [p.move for p in c.played[: len(c.better)]] == [p.move for p in c.better]
    return c.played, () if same else tuple((p.move, c.best_chance) for p in c.better)
