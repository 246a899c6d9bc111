"""A player's herd: one camel card and how many camels it holds.

The player to move gives camels in an exchange by tapping their own herd: each tap on the
camel card picks one camel more, and a "−" button beside it, shown once a camel is picked,
puts one back. Camels are alike, so only the number picked matters (``web.jaipur.moves``
keeps them as herd indices ``c<i>``): the card toggles the highest camel not yet picked,
"−" the lowest picked. Every target is a whole card or a 44 px button, never a strip of a
fan, and nothing picked covers anything else (issue 40, item 2).
"""

from __future__ import annotations

from game.jaipur.cards import CAMEL
from web.core.i18n import _, ngettext
from web.core.vdom import Node, h
from web.jaipur import art


def herd(
    n: int,
    seat: int,
    label: str,
    picks: frozenset[int] | None = None,
    sink: bool = False,
) -> Node:
    """The herd of ``n`` camels of ``seat``, labelled ``label``; ``picks`` (the camels picked,
    None when the herd is not the player's own to pick from) makes it the control."""
    key = f"card/M/herd{seat}"  # camels spread from, and gather to, the herd's card
    shown = label
    cards: list[Node] = [art.card(CAMEL, motion=key)] if n else []
    if picks is not None and n:
        cards = _control(n, picks, key)
    if picks:
        shown = ngettext(
            "Herd: {n} camel, {k} to give", "Herd: {n} camels, {k} to give", n, k=len(picks)
        )
    return h(
        "div",
        {
            "class": "herd" + ("" if n else " empty") + (" stack" if n > 1 else ""),
            "role": "group",
            "aria-label": shown,
            "data-motion": f"herd{seat}",
            "data-motion-sink": "card/M" if sink else None,
        },
        cards,
        h("span", {"class": "count", "aria-hidden": "true", "title": shown}, shown),
    )


def _control(n: int, picks: frozenset[int], key: str) -> list[Node]:
    """The camel card (one camel more) and, once one is picked, "−" (one fewer)."""
    free = [i for i in range(n) if i not in picks]
    more = _("Give one camel more") if free else _("Every camel of your herd is picked")
    card = h(
        "button",
        {
            "type": "button",
            "class": "card c-M herd-card",
            "data-act": "pick",
            "data-arg": f"c{free[-1]}" if free else None,
            "data-key": "herd-more",  # keeps the focus while its data-arg changes
            "aria-pressed": "true" if picks else "false",
            "aria-disabled": None if free else "true",
            "aria-label": more,
            "title": more,
            "data-give": str(len(picks)) if picks else None,  # the badge (assets/bazaar.css)
            "data-motion": key,
        },
        art.face(CAMEL),
    )
    if not picks:
        return [card]
    fewer = _("Give one camel fewer")
    less = h(
        "button",
        {
            "type": "button",
            "class": "herd-less",
            "data-act": "pick",
            "data-arg": f"c{min(picks)}",
            "data-key": "herd-less",
            "aria-label": fewer,
            "title": fewer,
        },
        "−",
    )
    return [card, less]
