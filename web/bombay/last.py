"""The last turn on Bombay's map: the route ridden, and where the mover bought, sold,
built or waited; and the same turn in one line above the table.

Drawn from ``TableContext.last`` (public views around each move of the turn), so
it tells nothing the log does not.
"""

from __future__ import annotations

from game.bombay.board import CITY, SPACES
from game.bombay.moves import Build, Buy, End, Go, Pick, Sell, Wait, parse_move
from game.bombay.view import BombayView
from web.bombay import art as art
from web.bombay import report as report
from web.core.i18n import _
from web.core.vdom import Node, h
from web.shell.renderers import Played


def mover_seat(p: Played[BombayView]) -> int:
    """The seat that made ``p`` (every Bombay move has one)."""
    assert p.mover is not None
    return p.mover


def _walk(last: tuple[Played[BombayView], ...]) -> tuple[list[int], list[tuple[int, str, str]]]:
    """The spaces ridden through (from where the turn began) and the deeds: (space, verb,
    colour)."""
    mover = mover_seat(last[0])
    here = last[0].before.players[mover].space
    path, deeds = [here], []
    verbs = {Buy: _("bought"), Sell: _("sold"), Build: _("built"), Pick: _("free bale")}
    for p in last:
        move = parse_move(p.move)
        if isinstance(move, Go):
            here = move.to
            path.append(here)
        elif isinstance(move, Wait):
            deeds.append((here, _("waited"), ""))
        elif not isinstance(move, End):
            deeds.append((here, verbs[type(move)], move.colour))
    return path, deeds


def route(last: tuple[Played[BombayView], ...]) -> Node | None:
    """The road ridden in the last turn, in the mover's colour (drawn under the spaces,
    which stay readable); the space where it ended is ringed."""
    if not last or last[0].mover is None:
        return None
    seat = last[0].mover
    path, _deeds = _walk(last)
    if len(path) < 2:
        return None
    points = " ".join(f"{SPACES[i].x},{SPACES[i].y}" for i in path)
    end = SPACES[path[-1]]
    return h(
        "g",
        {"class": "last-turn", "data-seat": seat, "aria-hidden": "true"},
        h("polyline", {"points": points, "class": "lt-under"}),
        h("polyline", {"points": points, "class": "lt-route", "stroke": art.PLAYER_FILL[seat]}),
        h(
            "circle",
            {
                "cx": end.x,
                "cy": end.y,
                "r": 44 if end.kind == CITY else 29,
                "class": "lt-end",
                "stroke": art.PLAYER_FILL[seat],
            },
        ),
    )


def path(last: tuple[Played[BombayView], ...]) -> list[int]:
    """The spaces the last turn's mover rode through, where the turn began first."""
    if not last or last[0].mover is None:
        return []
    return _walk(last)[0]


def done(last: tuple[Played[BombayView], ...]) -> list[tuple[int, str, str]]:
    """Where the last turn bought, sold, built or waited: (space, verb, colour); the map
    tags them (:mod:`web.bombay.board`)."""
    if not last or last[0].mover is None:
        return []
    return _walk(last)[1]


def summary(
    last: tuple[Played[BombayView], ...], names: tuple[str, ...], plain: bool = False
) -> str:
    """The last turn in one line, in the order it was played: each ride (its road, then the
    tolls it paid to palace owners) and each deed, which names where it was made
    (``plain``: without saying that the round ended, which a banner shows)."""
    if not last or last[0].mover is None:
        return ""
    name = names[mover_seat(last[0])]
    parts: list[str] = []
    ride: list[int] = []  # the spaces of the ride under way, where it began first
    tolls: list[str] = []  # what the ride under way paid to palace owners

    def rode() -> None:
        if len(ride) > 1:
            places = " → ".join(art.place_name(i) for i in ride)
            parts.append(_("{name} rode {places}.", name=name, places=places))
        parts.extend(tolls)
        ride.clear()
        tolls.clear()

    for p in last:
        move = parse_move(p.move)
        if isinstance(move, Go):
            ride[:] = ride or [p.before.players[mover_seat(p)].space]
            ride.append(move.to)
            owner = dict(p.before.palaces).get(move.to)
            if owner is not None and owner != p.mover:
                tolls.append(_("{owner} takes a toll of 1 ₹.", owner=names[owner]))
        elif not isinstance(move, End):
            rode()
            parts.append(report.describe_move(p.before, p.move, name, names, not plain, True))
    rode()
    if not parts:
        parts.append(last[-1].text)
    return " ".join(parts)
