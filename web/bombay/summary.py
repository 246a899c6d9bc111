"""What happened since the player's last turn, beside the map: every other player's whole
turn in order (one line each: who, the road ridden, what they did), and a banner where a
round ended and the markets were restocked (what was drawn, and to which market).

Drawn from ``TableContext.recent`` (public views around each move), so it tells nothing
the log does not. A person on their turn can pick a line: the map then draws that turn
(its road and deeds) instead of the newest one.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bombay.view import BombayView
from web.bombay import art as art
from web.bombay import last as last_
from web.core.i18n import _, ngettext, pgettext
from web.core.vdom import Node, h
from web.shell.renderers import Played


@dataclass(frozen=True)
class Turn:
    """One player's turn (all its moves), or a restock after it (``restock``: the view
    after the round's last move, whose markets hold what was drawn)."""

    key: str  # "round.turn": the turn's place in the game (a line's argument)
    moves: tuple[Played[BombayView], ...]
    restock: BombayView | None = None


def turn_key(view: BombayView) -> str:
    return f"{view.public.round}.{view.public.turn}"


def anchor(view: BombayView, last_mover: int) -> int:
    """Whose last turn the summary starts from: the person whose screen it is, else the
    seat to move, else (the game is over) the last mover (as the shell's ``recent``)."""
    if view.seat is not None:
        return int(view.seat)
    return int(view.to_move) if view.to_move is not None else last_mover


def turns(recent: tuple[Played[BombayView], ...], view: BombayView) -> list[Turn]:
    """The turns since the seat to move (else: the last mover) last played, oldest first,
    each followed by its restock if it ended a round; its present turn, if begun, last."""
    groups: list[Turn] = []
    for p in recent:
        key = turn_key(p.before)
        if groups and groups[-1].key == key and groups[-1].restock is None:
            groups[-1] = Turn(key, groups[-1].moves + (p,))
        else:
            groups.append(Turn(key, (p,)))
        if p.before.public.round != p.after.public.round and not p.after.public.over:
            groups[-1] = Turn(key, groups[-1].moves, p.after)
    if not groups:
        return []
    seat = anchor(view, last_.mover_seat(groups[-1].moves[0]))
    now = turn_key(view) if view.to_move == seat else None
    for i in range(len(groups) - 1, -1, -1):  # drop the seat's own previous turn and before
        g = groups[i]
        if g.moves[0].mover == seat and g.key != now:
            if view.to_move is None and i == len(groups) - 1:
                continue  # the game is over: the last mover's final turn is news too
            rest = groups[i + 1 :]
            if g.restock is not None:
                rest.insert(0, Turn(g.key + "r", (), g.restock))
            return rest
    return groups


def shown(groups: list[Turn], chosen: str | None) -> tuple[Played[BombayView], ...]:
    """The moves of the turn the map draws: the chosen one, else the newest."""
    played = [g for g in groups if g.moves]
    for g in played:
        if g.key == chosen:
            return g.moves
    return played[-1].moves if played else ()


def summary(
    groups: list[Turn],
    view: BombayView,
    names: tuple[str, ...],
    chosen: str | None,
    live: bool,
    begun: bool = True,
) -> Node:
    """The panel: a title, then one line per turn and a banner per restock (``begun``:
    moves were played before this position; a prepared one has none to show)."""
    drawn = shown(groups, chosen)
    items: list[Node] = []
    for g in groups:
        if g.moves:
            items.append(_line(g, view, names, g.moves is drawn, live))
        if g.restock is not None:
            items.append(_banner(g.restock))
    if view.to_move is None:
        title = _("The last turns")
    elif view.seat is not None:
        title = _("Since your last turn")
    else:
        title = _("Since {name}'s last turn", name=names[view.to_move])
    return h(
        "section",
        {
            "class": "bsummary",
            "aria-label": title,
            "data-seat": drawn[0].mover if drawn else None,
        },
        h("h2", {"class": "lm-label"}, title),
        h("ol", {"class": "turns"}, items)
        if items
        else h("p", {"class": "none"}, _none(view, begun)),
    )


def _none(view: BombayView, begun: bool) -> str:
    """Why no turn is listed: none since the player's own, the game's first turn, or a
    position prepared without the turns before it (a lesson's)."""
    if begun:
        return _("Nothing yet.")
    if (view.public.round, view.public.turn) != (0, 0):
        return _("The turns that led to this position are not shown here.")
    if view.seat is None or view.seat == view.to_move:
        return _("Nothing yet: yours is the first turn.")
    return _("Nothing yet.")


def _line(g: Turn, view: BombayView, names: tuple[str, ...], drawn: bool, live: bool) -> Node:
    seat = last_.mover_seat(g.moves[0])
    text = last_.summary(g.moves, names, plain=True)
    if seat == view.to_move and turn_key(view) == g.key:
        text = _("This turn:") + " " + text
    body: list[Node] = [art.badge_icon(seat), h("span", {"class": "t-text"}, text)]
    cls = "turn" + (" shown" if drawn else "")
    if not live:
        return h("li", {"class": cls, "data-seat": seat}, body)
    return h(
        "li",
        {"class": cls, "data-seat": seat},
        h(
            "button",
            {
                "type": "button",
                "class": "t-pick",
                "data-act": "pick",
                "data-arg": "t" + g.key,
                "data-key": "turn:" + g.key,
                "aria-pressed": "true" if drawn else "false",
                "title": _("Show this turn on the map"),
            },
            body,
        ),
    )


def _banner(after: BombayView) -> Node:
    """A new round and its restock: the bales drawn, market by market."""
    titles = {"left": _("Left market"), "centre": _("Centre market"), "right": _("Right market")}
    drawn = sum(n for m in after.markets for _c, n in m.bales)
    parts: list[Node | str] = [
        h(
            "strong",
            None,
            _("Round {round} of {rounds}:", round=after.round, rounds=after.round_count),
        ),
        " ",
        ngettext(
            "restocked, {n} bale drawn from the bag.",
            "restocked, {n} bales drawn from the bag.",
            drawn,
        ),
    ]
    for m in after.markets:
        bales: list[Node | str] = [
            h("span", {"class": "rb"}, art.bale_icon(c), f"×{n}") for c, n in m.bales
        ] or [pgettext("market", "empty")]
        parts.append(h("span", {"class": "rm"}, titles.get(m.name, m.name), " ", bales))
    return h("li", {"class": "banner restock"}, parts)  # a list item (axe: no other role)
