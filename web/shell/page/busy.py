"""Slow work on the page (a shuffle and its proof: one to two seconds of Python that holds
the browser) shown as it happens. Pure.

``Busy`` is the App's while such work waits for its frame and runs: the screen is drawn
once with a box saying what is happening, the region ``aria-busy``, its controls disabled
(and inert, so a press goes nowhere); the work starts only after the browser has painted
that (``Env.after_paint``). Presses that arrive while it runs, or queued behind it, are
ignored until the screen it leads to has been painted (``done``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from web.core.vdom import Node, attrs_of, children, h

CONTROLS = ("button", "input", "select", "textarea")


@dataclass(frozen=True)
class Busy:
    """``doing``: what the box says; ``form``: the values the player had typed, kept in
    their fields under the box; ``done``: the work is over, its screen not yet painted."""

    doing: str
    form: Mapping[str, str] = field(default_factory=dict)
    done: bool = False


def busy_region(content: Node, busy: Busy) -> Node:
    """The screen under a box saying what is happening: every control disabled, what the
    player typed still in its field."""
    box = h(
        "div",
        {
            "class": "busy-box",
            "role": "status",
            "tabindex": "-1",
            "data-key": "busy",
            "data-focus": True,  # the pressed control is disabled: the focus waits here
        },
        h("span", {"class": "busy-spinner", "aria-hidden": "true"}),
        h("p", None, busy.doing),
    )
    under = h("div", {"class": "busy-under", "inert": True}, _disabled(content, busy.form))
    return h("div", {"class": "busy-region", "aria-busy": "true"}, box, under)


def _disabled(node: Node, form: Mapping[str, str]) -> Node:
    """A copy of ``node`` with its controls disabled and the typed values in place."""
    attrs = dict(attrs_of(node))
    tag = node[0]
    if tag in CONTROLS:
        attrs["disabled"] = ""
        name = attrs.get("name", "")
        if tag == "input" and name in form:
            attrs["value"] = form[name]
    out: Node = [str(tag), attrs]
    for child in children(node):
        out.append(child if isinstance(child, str) else _disabled(child, form))
    return out


def focus_on(node: Node, key: str) -> Node:
    """Mark the element of ``data-key`` ``key`` to take the focus once drawn (the first;
    none: unchanged). Changes ``node`` in place, and returns it."""
    todo = [node]
    while todo:
        el = todo.pop()
        attrs = attrs_of(el)
        if attrs.get("data-key") == key and "disabled" not in attrs:
            attrs["data-focus"] = ""
            return node
        todo.extend(reversed([c for c in children(el) if not isinstance(c, str)]))
    return node
