"""The message shown above the screen: why a link or a save cannot be opened, and what
can still be done (open the readable part of a damaged link).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import LinkError
from game.core.link import Replay
from web.core.i18n import N_, _, ngettext
from web.core.vdom import Node
from web.shell import widgets

LINK_PROBLEMS = {
    "format": N_("This is not a Bazaar game link, or it was damaged on the way."),
    "version": N_("This link was made by another version of Bazaar and cannot be opened here."),
    "game": N_("This link is for a game this version of Bazaar does not know."),
    "checksum": N_("This link has been changed or damaged, so it cannot be trusted."),
    "truncated": N_("This link is cut short: only part of it arrived."),
    "moves": N_("The moves in this link do not follow the rules, so it cannot be opened."),
    "position": N_("This link describes a position that cannot happen in the game."),
}

EARLIER_LINK = N_(
    "This link shows an earlier point of a game saved on this device. Moves that the people "
    "sharing the device have seen cannot be taken back, so the game opens at its latest move; "
    "the history buttons show the earlier ones."
)


@dataclass
class Message:
    text: str
    kind: str = "error"
    partial: Replay | None = None
    link: str = ""  # the link that could not be opened: it stays in the address bar


def link_problem(err: LinkError) -> str:
    """The sentence shown for a link that cannot be opened."""
    return _(LINK_PROBLEMS.get(err.reason, LINK_PROBLEMS["format"]))


def unchanged(problem: str) -> str:
    """The problem, then the reassurance that nothing was lost (one translatable frame)."""
    return _("{problem} Your game in progress and your saved games are unchanged.", problem=problem)


def message_box(m: Message | None) -> Node | None:
    """The message above the screen, with its own buttons (None: no message)."""
    if m is None:
        return None
    extra = []
    if m.partial is not None:
        n = len(m.partial.record.moves)
        label = (
            ngettext("Open the first {n} move", "Open the first {n} moves", n)
            if n
            else _("Open the game from its start")
        )
        extra.append(widgets.button(label, "open-partial", cls="primary"))
    return widgets.message_box(m.text, extra, m.kind)
