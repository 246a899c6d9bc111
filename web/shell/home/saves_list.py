"""The home screen's list of saved games: one row per save, damaged saves kept visible."""

from __future__ import annotations

import time

from game.core.link import Seat
from web.core.i18n import N_, _, ngettext
from web.core.vdom import Node, h
from web.shell import registry
from web.shell.home import home_art
from web.shell.saves import Damaged, RemoteSave, Save
from web.shell.table.session import named_levels, seat_names
from web.shell.widgets import button

REMOTE_STATUS = {
    "move": N_("your turn"),
    "over": N_("finished"),
    "cheat": N_("stopped: a device broke the rules"),
    "abandoned": N_("abandoned"),
}


def saves_list(
    saves: list[Save | Damaged], remote: list[RemoteSave | Damaged], now_ms: int
) -> Node:
    rows = [_remote_row(r, now_ms) for r in remote] + [_save_row(s, now_ms) for s in saves]
    if not rows:
        return h("p", {"class": "empty"}, _("No saved games yet. Every game is saved as you play."))
    return h("ul", {"class": "save-list"}, rows)


def _remote_row(r: RemoteSave | Damaged, now_ms: int) -> Node:
    """A game with friends far away: whose link it waits for, or what to do."""
    if isinstance(r, Damaged):
        return _save_row(r, now_ms)
    known = [n or _("Player {number}", number=i + 1) for i, n in enumerate(r.names)]
    if r.status in REMOTE_STATUS:
        status = _(REMOTE_STATUS[r.status])
    elif r.status == "send":
        status = _("your link is still to be sent")
    elif r.awaiting:
        status = _("waiting for {name}'s link", name=r.awaiting)
    else:
        status = _("waiting for a link")
    return h(
        "li",
        {"class": "save remote"},
        home_art.badge(r.game),
        h(
            "div",
            {"class": "save-info"},
            h("strong", None, registry.title(r.game)),
            " ",
            h("span", {"class": "players"}, _(" vs ").join(known)),
            h(
                "span",
                {"class": "meta"},
                _("By links · {status} · {when}", status=status, when=ago(now_ms, r.updated)),
            ),
        ),
        h(
            "div",
            {"class": "row"},
            button(_("Continue"), "remote-continue", r.id, cls="primary"),
            button(_("Delete"), "remote-delete", r.id, cls="danger"),
        ),
    )


def _save_row(s: Save | Damaged, now_ms: int) -> Node:
    if isinstance(s, Damaged):
        why = (
            _("This saved game was written by a newer version of Bazaar.")
            if s.reason == "version"
            else _("This saved game is damaged and cannot be read.")
        )
        return h(
            "li",
            {"class": "save damaged"},
            h("p", None, why, " ", _("It is kept until you delete it.")),
            button(_("Delete"), "remote-delete" if s.remote else "delete", s.id, cls="danger"),
        )
    seats = tuple(Seat(kind, name) for kind, name in zip(s.kinds, s.names, strict=False))
    names = seat_names(seats)
    players = _(" vs ").join(named_levels(seats))  # text nodes, never markup
    status = (
        result(s, names) if s.finished else (_("round {round}", round=s.round) if s.round else "")
    )
    detail = ngettext("{n} move", "{n} moves", s.moves)
    return h(
        "li",
        {"class": "save"},
        home_art.badge(s.game),
        h(
            "div",
            {"class": "save-info"},
            h("strong", None, registry.title(s.game)),
            " ",
            h("span", {"class": "players"}, players),
            h(
                "span",
                {"class": "meta"},
                _(
                    "{status} · {moves} · {when}",
                    status=status,
                    moves=detail,
                    when=ago(now_ms, s.updated),
                ),
            ),
        ),
        h(
            "div",
            {"class": "row"},
            button(_("Continue"), "continue", s.id, cls="primary"),
            button(_("Delete"), "delete", s.id, cls="danger"),
        ),
    )


def result(s: Save, names: tuple[str, ...]) -> str:
    """Who won a finished game ("Ana won", "Ana and Bea shared the win"), or "finished"
    for a save written before the winners were kept."""
    won = [names[w] for w in s.winners or () if 0 <= w < len(names)]
    if len(won) == 1:
        return _("{name} won", name=won[0])
    if won:
        return _("{names} shared the win", names=_(" and ").join(won))
    return _("finished")


def ago(now_ms: int, then_ms: int) -> str:
    """How long ago, roughly ("just now", "5 minutes ago", a date)."""
    minutes = max(0, (now_ms - then_ms) // 60000)
    if minutes < 1:
        return _("just now")
    if minutes < 60:
        return ngettext("{n} minute ago", "{n} minutes ago", minutes)
    hours = minutes // 60
    if hours < 24:
        return ngettext("{n} hour ago", "{n} hours ago", hours)
    return time.strftime("%Y-%m-%d", time.gmtime(then_ms / 1000))
