"""The language menu of the top bar: each language named in itself.

Choosing one sends a ``change`` event that ``web/main.py`` turns into a switch: fetch the
language's catalogue, load it, remember the choice, set ``<html lang>``, draw again.
"""

from __future__ import annotations

from web.core import i18n
from web.core.i18n import _
from web.core.vdom import Node, h


def menu() -> Node:
    """A native select (keyboard, screen readers and phones get their own picker)."""
    current = i18n.language()
    options = [
        h("option", {"value": code, "lang": code, "selected": code == current}, name)
        for code, name in i18n.LANGUAGES.items()
    ]
    return h(
        "select",
        {
            "class": "language",
            "data-change": "language",
            "data-key": "language",
            "aria-label": _("Language"),
            "title": _("Language"),
        },
        options,
    )
