"""What just happened, on Jaipur's table: the last move in one line above the table
(with small faces of the cards taken, given or sold), and the market slots it changed.

Drawn from ``TableContext.last`` (public views before and after the move), so it
shows nothing the log does not say.
"""

from __future__ import annotations

from game.jaipur.cards import CAMEL
from game.jaipur.view import JaipurView
from web.core.i18n import _, ngettext
from web.core.vdom import Node, attrs_of, h
from web.jaipur import art as art
from web.shell.renderers import Played


def strip(last: tuple[Played[JaipurView], ...]) -> Node:
    """The one-line "last move" above the table (an empty line before the first move)."""
    if not last:
        return h("p", {"class": "last-move none"}, _("No move yet."))
    p = last[-1]
    return h(
        "p",
        {"class": "last-move", "data-move": p.move},
        h("span", {"class": "lm-label"}, _("Last move:")),
        " ",
        h("span", {"class": "lm-text"}, p.text),
        faces(p),
        _earned(p),
        h("span", {"class": "lm-legend"}, _("new in the market")) if fresh_slots(last) else None,
    )


def faces(p: Played[JaipurView]) -> Node:
    """Small faces: the cards taken (and given back, or sold)."""
    words = p.move.split()
    if words[0] == "take":
        groups = [(_("took"), words[1])]
    elif words[0] == "camels":
        groups = [(_("took"), CAMEL * sum(1 for c in p.before.market if c == CAMEL))]
    elif words[0] == "sell":
        groups = [(_("sold"), words[2] * int(words[1]))]
    else:
        groups = [(_("took"), words[1]), (_("gave"), words[3])]
    return h(
        "span",
        {"class": "lm-cards", "aria-hidden": "true"},
        [
            h("span", {"class": "lm-group"}, h("span", {"class": "lm-verb"}, verb), _minis(codes))
            for verb, codes in groups
        ],
    )


def _minis(codes: str) -> list[Node]:
    return [
        h("span", {"class": f"mini c-{c}", "title": art.card_name(c)}, art.symbol(c)) for c in codes
    ]


def _earned(p: Played[JaipurView]) -> Node | None:
    """The rupees a sale took, when the round goes on (the views show the tokens): in rupees,
    the unit of the tokens on the table and in the rules."""
    if not p.move.startswith("sell") or p.after.round != p.before.round or p.mover is None:
        return None
    goods = sum(p.after.goods_taken[p.mover]) - sum(p.before.goods_taken[p.mover])
    bonus = len(p.after.bonus_taken[p.mover]) - len(p.before.bonus_taken[p.mover])
    text = ngettext("+{n} rupee", "+{n} rupees", goods)
    if bonus:
        text = _("{rupees} and a bonus token", rupees=text)
    return h("span", {"class": "lm-earned"}, text)


def fresh_slots(last: tuple[Played[JaipurView], ...]) -> frozenset[int]:
    """The market slots the last move filled (from the deck or the mover's hand)."""
    if not last:
        return frozenset()
    p = last[-1]
    if p.after.round != p.before.round or p.after.outcome is not None:
        return frozenset()
    a, b = p.before.market, p.after.market
    return frozenset(i for i in range(min(len(a), len(b))) if a[i] != b[i])


def mark_fresh(node: Node) -> Node:
    """A market card the last move put there: outlined, and said in its label."""
    attrs = attrs_of(node)
    attrs["class"] += " fresh"
    attrs["aria-label"] = _("{card} (just placed)", card=attrs.get("aria-label", ""))
    attrs["title"] = _("Just placed by the last move")
    return node
