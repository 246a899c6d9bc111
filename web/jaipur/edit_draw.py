"""Jaipur's position editor drawn: the controls that set a position up, each an
``edit-tap`` button whose ``data-arg`` ``web/jaipur/edit_model.py`` reads (``tap``).
"""

from __future__ import annotations

from game.core.errors import StateError
from game.jaipur.cards import (
    BONUS_SIZES,
    GOODS,
    GOODS_TOKENS,
    HAND_LIMIT,
)
from game.jaipur.state import (
    GoodsToken,
)
from web.core.i18n import _, ngettext
from web.core.vdom import Node, h
from web.jaipur import art
from web.jaipur.edit_model import Setup, bonus_left, position, seals_of
from web.shell.widgets import button, edit_section, stepper


# --- drawing ---------------------------------------------------------------------------
def render(m: Setup, problem: str) -> Node:
    other = 1 - m.seat
    return h(
        "div",
        {"class": "edit-parts"},
        _turn(m),
        edit_section(
            _("Market"),
            h("div", {"class": "edit-market"}, [_slot(i, c) for i, c in enumerate(m.market)]),
            _("Tap a card for the next kind."),
        ),
        edit_section(_("Your hand"), _hand_steppers(m), _hand_total(m)),
        edit_section(
            _("Herds and the other hand"),
            h(
                "div",
                {"class": "steppers"},
                stepper(_("Your camels"), m.herds[m.seat], f"herd:{m.seat}"),
                stepper(_("The other player's camels"), m.herds[other], f"herd:{other}"),
                stepper(_("Cards in the other player's hand"), m.other, "other"),
            ),
            _deck(m),
        ),
        edit_section(_("Goods tokens taken"), _goods_table(m), None),
        edit_section(_("Bonus tokens taken"), _bonus_table(m), None),
    )


def _turn(m: Setup) -> Node:
    seals = seals_of(m.rounds)
    other = 1 - m.seat
    mover = _("You are to move") if m.to_move == m.seat else _("The other player is to move")
    first = (
        _("You started round 1") if m.starter == m.seat else _("The other player started round 1")
    )
    return edit_section(
        _("Round {n}", n=len(m.rounds) + 1),
        h(
            "div",
            {"class": "row"},
            button(mover, "edit-tap", "turn", key="edit-turn"),
            button(first, "edit-tap", "starter", key="edit-starter"),
            button(
                ngettext("You: {n} seal", "You: {n} seals", seals[m.seat]),
                "edit-tap",
                f"seal:{m.seat}",
                key="edit-seal-you",
            ),
            button(
                ngettext("The other player: {n} seal", "The other player: {n} seals", seals[other]),
                "edit-tap",
                f"seal:{other}",
                key="edit-seal-other",
            ),
        ),
        _("Tap to change. A round's loser starts the next one."),
    )


def _slot(i: int, code: str) -> Node:
    name = art.card_label(code)
    label = _("Market card {n}: {card}", n=i + 1, card=name)
    return h(
        "button",
        {
            "type": "button",
            "class": f"card c-{code}",
            "data-act": "edit-tap",
            "data-arg": f"market:{i}",
            "data-key": f"market:{i}",
            "aria-label": label,
            "title": label,
        },
        art.face(code),
    )


def _hand_steppers(m: Setup) -> Node:
    return h(
        "div",
        {"class": "steppers"},
        [stepper(art.card_name(g), m.hand[i], f"hand:{g}") for i, g in enumerate(GOODS)],
    )


def _hand_total(m: Setup) -> str:
    n = sum(m.hand)
    return ngettext(
        "{n} card in your hand (at most {limit}).",
        "{n} cards in your hand (at most {limit}).",
        n,
        limit=HAND_LIMIT,
    )


def _deck(m: Setup) -> str:
    try:
        n = len(position(m).deck)
    except (StateError, ValueError):
        n = 0
    return ngettext(
        "The deck holds {n} card: every card not shown elsewhere.",
        "The deck holds {n} cards: every card not shown elsewhere.",
        n,
    )


def _goods_table(m: Setup) -> Node:
    other = 1 - m.seat
    rows = []
    for i, g in enumerate(GOODS):
        pile = GOODS_TOKENS[i]
        taken = sum(c == g for p in (0, 1) for c, _v in m.goods[p])
        left = pile[taken:]
        name = art.card_name(g)
        rows.append(
            h(
                "div",
                {"class": "edit-row"},
                h("ul", {"class": "piles"}, art.token_pile(g, left)),
                stepper(
                    _("{good}: yours", good=name), _count(m.goods[m.seat], g), f"goods:{m.seat}:{g}"
                ),
                stepper(
                    _("{good}: the other player's", good=name),
                    _count(m.goods[other], g),
                    f"goods:{other}:{g}",
                ),
            )
        )
    return h("div", {"class": "edit-rows"}, rows)


def _count(tokens: tuple[GoodsToken, ...], g: str) -> int:
    return sum(c == g for c, _v in tokens)


def _bonus_table(m: Setup) -> Node:
    other = 1 - m.seat
    piles, _theirs = bonus_left(m)
    rows = []
    for b, size in enumerate(BONUS_SIZES):
        cards = f"{size}{'+' if size == 5 else ''}"
        mine = [v for n, v in m.bonus if n == size]
        rows.append(
            h(
                "div",
                {"class": "edit-row"},
                h("ul", {"class": "piles"}, art.bonus_pile(size, len(piles[b]))),
                stepper(_("{cards} cards: yours", cards=cards), len(mine), f"bonus:{m.seat}:{b}"),
                stepper(
                    _("{cards} cards: the other player's", cards=cards),
                    m.bonus_other[b],
                    f"bonus:{other}:{b}",
                ),
            )
        )
    return h("div", {"class": "edit-rows"}, rows)
