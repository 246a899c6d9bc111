"""The position editor's screen: the game's controls inside the shell's frame.

Above the game's controls (``Editor.render``) a line that stays in sight says at once
whether the position can happen (or the engine's sentence naming what is wrong, in the
game editor's words where it has them: ``Editor.refusal``); under
it, what to do with the position: Analyse, Play against the computer, Share (the position link,
copied), and Start from the opening. The buttons that need a possible position are
disabled while it is refused.
"""

from __future__ import annotations

import re

from web.core.i18n import _
from web.core.vdom import Node, h
from web.shell import registry, widgets
from web.shell.page.states import Editing

# The engines' sentences begin with what they are ("impossible <game> position: ..."):
# the screen says that part in the reader's language.
_LEAD = re.compile(r"^impossible \w+ position: ")


def reason(problem: str) -> str:
    """The engine's sentence without its lead (the screen says it in its own words)."""
    return _LEAD.sub("", problem)


def edit_screen(e: Editing) -> Node:
    title = registry.title(e.game)
    controls = registry.editor(e.game).render(e.model, e.problem)
    return h(
        "section",
        {"class": f"editor edit-{e.game}", "aria-labelledby": "edit-title"},
        h("h1", {"id": "edit-title"}, _("Set up a position: {game}", game=title)),
        _bar(e, registry.editor(e.game).refusal(e.model, reason(e.problem))),
        h("div", {"class": "edit-board"}, controls),
    )


def _bar(e: Editing, refused: str) -> list[Node | None]:
    ok = e.problem == ""
    verdict = (
        _("This position can happen.")
        if ok
        else _("This position cannot happen: {reason}", reason=refused)
    )
    return [
        h("p", {"class": "verdict ok" if ok else "verdict bad", "role": "status"}, verdict),
        h(
            "div",
            {
                "class": "row edit-actions",
                "role": "group",
                "aria-label": _("What to do with this position"),
            },
            widgets.button(_("Analyse"), "edit-analyse", cls="primary", disabled=not ok),
            widgets.button(_("Play against the computer"), "edit-play", disabled=not ok),
            widgets.button(_("Copy position link"), "edit-share", disabled=not ok),
            widgets.button(_("Start from the opening"), "edit-opening"),
        ),
        h("p", {"class": "edit-link"}, h("code", None, e.link)) if e.link else None,
    ]
