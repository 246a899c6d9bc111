"""Jaipur's card and token faces as element trees (the SVG symbols live in index.html).

Each goods type has its own symbol AND its own colour (Okabe-Ito palette,
safe for colour-blind players), and its name is always in the accessible label.
"""

from __future__ import annotations

from game.jaipur.cards import GOODS
from web.core import i18n
from web.core.i18n import N_, _, ngettext
from web.core.vdom import Node, h

# Each good's name, printed on its card on one line, never broken inside a word: a
# translation picks a name short enough for the card (Japanese ダイヤ, not ダイヤモンド);
# names of two words (Vietnamese) may break between them. On a phone the card shows its
# symbol only (the name is its accessible name and its tooltip).
NAMES = {
    "D": N_("Diamond"),
    "G": N_("Gold"),
    "S": N_("Silver"),
    "C": N_("Cloth"),
    "P": N_("Spice"),
    "L": N_("Leather"),
    "M": N_("Camel"),
}
UNKNOWN = "?"  # remote play: a market card this device cannot see yet
UNKNOWN_LABEL = N_("A card not turned over yet: it shows when the other player's link opens it")


def card_name(code: str) -> str:
    return _(NAMES[code])


def card_label(code: str) -> str:
    """The name as printed on the card (the same words: no marks, no soft hyphens)."""
    return card_name(code)


def count_of(code: str, n: int) -> str:
    """ "3 leather", "1 camel": a count of cards of one type."""
    forms = {
        "D": ngettext("{n} diamond", "{n} diamonds", n),
        "G": ngettext("{n} gold", "{n} gold", n),
        "S": ngettext("{n} silver", "{n} silver", n),
        "C": ngettext("{n} cloth", "{n} cloth", n),
        "P": ngettext("{n} spice", "{n} spice", n),
        "L": ngettext("{n} leather", "{n} leather", n),
        "M": ngettext("{n} camel", "{n} camels", n),
    }
    return forms[code]


def symbol(code: str, cls: str = "sym") -> Node:
    return h(
        "svg",
        {"class": cls, "aria-hidden": "true", "focusable": "false"},
        h("use", {"href": f"#s-{code}"}),
    )


def face(code: str) -> list[Node]:
    """The inside of a card: its symbol and its name."""
    return [symbol(code), h("span", {"class": "cn"}, card_label(code))]


def card(
    code: str, arg: str | None = None, pressed: bool = False, motion: str | None = None
) -> Node:
    """A card; a toggle button when ``arg`` is given (what pointing at it sends). Its
    accessible name is the printed label, so that what a player sees is what the name
    says; the tooltip says it too (a phone prints the symbol only)."""
    if code == UNKNOWN:
        return h(
            "div",
            {
                "class": "card back",
                "role": "img",
                "aria-label": _(UNKNOWN_LABEL),
                "data-motion": motion,
            },
        )
    cls = f"card c-{code}"
    name = card_label(code)
    if arg is None:
        return h(
            "div",
            {"class": cls, "role": "img", "aria-label": name, "title": name, "data-motion": motion},
            face(code),
        )
    return h(
        "button",
        {
            "type": "button",
            "class": cls,
            "data-act": "pick",
            "data-arg": arg,
            "data-key": arg,
            "aria-pressed": "true" if pressed else "false",
            "aria-label": name,
            "title": name,
            "data-motion": motion,
        },
        face(code),
    )


def back(count: int, label: str, motion: str | None = None, shown: str | None = None) -> Node:
    """A fan of ``count`` face-down cards (each keyed ``motion`` for web/shell/table/motion.py),
    with ``shown`` beside it ("5 in hand" unless given)."""
    return h(
        "div",
        {"class": "backs", "role": "img", "aria-label": label},
        [h("span", {"class": "card back", "data-motion": motion}) for _ in range(count)],
        h("span", {"class": "count", "title": label}, shown or _("{n} in hand", n=count)),
    )


def token_pile(good: str, values: tuple[int, ...]) -> Node:
    """A goods-token pile: the top value large, the ones below small."""
    if values:
        label = _(
            "{good} tokens left: {values}",
            good=card_name(good),
            values=i18n.join(str(v) for v in values),
        )
    else:
        label = _("No {good} tokens left", good=card_name(good))
    return h(
        "li",
        {
            "class": f"pile c-{good}" + ("" if values else " empty"),
            "data-motion": f"token-{good}-{len(values)}",  # a token taken: the old one flies
            "aria-label": label,
            "title": label,
        },
        symbol(good),
        h("span", {"class": "top"}, str(values[0]) if values else "–"),
        h("span", {"class": "rest"}, " ".join(str(v) for v in values[1:])),
    )


def bonus_pile(size: int, left: int) -> Node:
    cards = f"{size}{'+' if size == 5 else ''}"
    label = ngettext(
        "Bonus for selling {cards} cards: {n} token left",
        "Bonus for selling {cards} cards: {n} tokens left",
        left,
        cards=cards,
    )
    return h(
        "li",
        {
            "class": f"bonus b{size}" + ("" if left else " empty"),
            "data-motion": f"bonus-{size}-{left}",
            "aria-label": label,
            "title": label,
        },
        h("span", {"class": "bsize", "aria-hidden": "true"}, _("{cards} cards", cards=cards)),
        h("span", {"class": "bleft", "aria-hidden": "true"}, _("{n} left", n=left)),
    )


def seals(count: int) -> Node:
    label = ngettext("{n} Seal of Excellence", "{n} Seals of Excellence", count)
    return h(
        "span",
        {"class": "seals", "aria-label": label, "role": "img", "title": label},
        [symbol("seal", "seal" + (" won" if i < count else "")) for i in range(2)],
    )


GOODS_ORDER = GOODS
