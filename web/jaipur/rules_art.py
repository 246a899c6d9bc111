"""The rules page's pictures and tables for Jaipur, drawn with the game's own cards and
filled from the engine's constants (game/jaipur/cards.py), so the page and the engine
always agree."""

from __future__ import annotations

from game.jaipur.cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CAMEL_TOKEN,
    CARD_COUNTS,
    GOODS,
    GOODS_TOKENS,
)
from web.core import i18n
from web.core.i18n import _
from web.core.vdom import Child, Node, h
from web.jaipur import art
from web.shell.home.rules_doc import figure, table


def cards(codes: str, label: str | None = None) -> Node:
    """A row of cards (each named for screen readers), with a small label above."""
    return h(
        "div",
        {"class": "rules-cards"},
        h("span", {"class": "rules-cards-label"}, label) if label else None,
        h("div", {"class": "cards"}, [art.card(c) for c in codes]),
    )


def market(codes: str, caption: str) -> Node:
    return figure(caption, cards(codes))


def swap(taken: str, given: str, caption: str) -> Node:
    """An exchange: the cards taken from the market and those given back."""
    return figure(caption, cards(taken, _("You take")), cards(given, _("You give back")))


def _values(values: tuple[int, ...]) -> str:
    return " ".join(str(v) for v in values)


def goods_table() -> Node:
    """Every type of card: how many there are, and its goods tokens, top of the pile first."""
    rows: list[list[Child]] = [
        [
            h("span", {"class": "rules-good"}, art.symbol(g, f"sym c-{g}"), art.card_name(g)),
            str(CARD_COUNTS[g]),
            _values(tokens),
        ]
        for g, tokens in zip(GOODS, GOODS_TOKENS, strict=True)
    ]
    rows.append(
        [
            h(
                "span",
                {"class": "rules-good"},
                art.symbol(CAMEL, f"sym c-{CAMEL}"),
                art.card_name(CAMEL),
            ),
            str(CARD_COUNTS[CAMEL]),
            _("camel token: {n}", n=CAMEL_TOKEN),
        ]
    )
    return table(
        _("The cards, and the goods tokens of each type (top of the pile first)"),
        [_("Card"), _("Cards"), _("Goods tokens")],
        rows,
    )


def bonus_table() -> Node:
    sold = {3: _("exactly 3"), 4: _("exactly 4"), 5: _("5 or more")}
    return table(
        _("Bonus tokens, face down, one shuffled pile per size of sale"),
        [_("Cards sold"), _("Bonus tokens")],
        [[sold[s], _values(v)] for s, v in zip(BONUS_SIZES, BONUS_TOKENS, strict=True)],
    )


def sale(good: str, count: int) -> dict[str, object]:
    """The numbers of a sale of ``count`` cards of ``good`` into a full pile."""
    tokens = GOODS_TOKENS[GOODS.index(good)][:count]
    bonus = BONUS_TOKENS[min(count, 5) - 3] if count >= 3 else ()
    return {
        "values": i18n.join(str(v) for v in tokens),
        "total": sum(tokens),
        "low": min(bonus) if bonus else 0,
        "high": max(bonus) if bonus else 0,
    }


def knowledge_table() -> Node:
    yes = _("yes")
    return table(
        _("What each player can know"),
        ["", _("you"), _("your rival")],
        [
            [_("your hand"), yes, _("how many cards, and the goods you took from the market")],
            [_("herds, market, deck size, discard pile"), yes, yes],
            [_("goods tokens taken"), yes, yes],
            [
                _("your bonus tokens"),
                _("their values"),
                _("how many, and from which pile, until the round is scored"),
            ],
            [_("the order of the deck and of the bonus piles"), _("no"), _("no")],
        ],
    )
