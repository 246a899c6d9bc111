"""Jaipur's rules as the rules page shows them (the shell adds the title and buttons).

Organised as a player reads them: the goal, the set-up, a turn and each action (with a
worked example), the end of a round and its scoring, the fine points, the two kinds of
link. ``RULES`` maps every rule id marked in docs/rules-jaipur.md (``<!-- rule: id -->``)
to the section that states it; tests/test_rules_pages.py checks the map both ways.
"""

from __future__ import annotations

from game.jaipur.cards import (
    CAMEL_TOKEN,
    CARD_COUNTS,
    EMPTY_PILES_TO_END,
    GOODS_TOKENS,
    HAND_DEAL,
    HAND_LIMIT,
    MARKET_CAMELS,
    MARKET_SIZE,
    SEALS_TO_WIN,
    TOTAL_CARDS,
)
from web.core.i18n import _, ngettext
from web.core.vdom import Node
from web.jaipur import rules_art as pics
from web.shell.home.rules_doc import example, items, links, p, page, section

# rule id in docs/rules-jaipur.md -> the key of the section that states it
RULES = {
    "goal": "goal",
    "market": "setup",
    "deck": "setup",
    "hand": "setup",
    "herd": "setup",
    "goods-tokens": "setup",
    "bonus-tokens": "setup",
    "camel-token": "setup",
    "round-start": "setup",
    "one-action": "turn",
    "take": "take",
    "camels": "camels",
    "exchange": "exchange",
    "sell": "sell",
    "end-piles": "end",
    "end-deck": "end",
    "camel-majority": "scoring",
    "totals": "scoring",
    "seal": "scoring",
    "tie": "scoring",
    "match": "scoring",
    "knowledge": "fine",
    "computer": "fine",
    "slots": "fine",
    "empty-pile": "fine",
}


def _setup() -> Node:
    return section(
        "setup",
        _("Setting up"),
        p(
            _(
                "The game has {n} cards: goods of six types, each with its own symbol and "
                "colour, and camels. Diamonds, gold and silver are the precious goods. The "
                "goods tokens lie in one pile per type, highest value on top.",
                n=TOTAL_CARDS,
            )
        ),
        pics.goods_table(),
        pics.bonus_table(),
        p(
            _(
                "Every round starts afresh. {camels} camels go face up into the market; "
                "the other cards are shuffled, each player is dealt {hand}, and the top "
                "cards of the deck complete the market to {market}. Each player then moves "
                "the camels from their hand into their herd, face up in front of them.",
                camels=MARKET_CAMELS,
                hand=HAND_DEAL,
                market=MARKET_SIZE,
            )
        ),
        pics.market("MMMCL", _("A market at the start of a round")),
        p(
            _(
                "Your hand holds at most {n} goods cards, and your rival sees only how many. "
                "Your herd is face up for all to see and never counts towards that limit. "
                "The deck lies face down: everyone sees how many cards it holds, nobody "
                "sees their order.",
                n=HAND_LIMIT,
            )
        ),
        p(
            _(
                "The first round's starting player is drawn at random, or picked when the "
                "game is set up. After that, the loser of a round starts the next one."
            )
        ),
    )


def _actions() -> list[Node]:
    cloth = pics.sale("C", 4)
    return [
        section(
            "take",
            _("Take one good"),
            p(
                _(
                    "Take one goods card from the market into your hand; the top card of "
                    "the deck fills its place, so the market is back to {market} cards. "
                    "Not allowed when your hand already holds {n} cards. A camel is never "
                    "taken alone: camels are taken all together.",
                    market=MARKET_SIZE,
                    n=HAND_LIMIT,
                )
            ),
            example(
                _(
                    "The market holds a diamond, two camels, a leather and a spice. You "
                    "take the diamond into your hand, and the deck's top card takes its slot."
                ),
                pics.market("DMMLP", _("You take the diamond")),
            ),
            level=3,
        ),
        section(
            "camels",
            _("Take all the camels"),
            p(
                _(
                    "Take every camel in the market into your herd, never only some; the "
                    "deck refills the empty slots. Allowed whatever the size of your hand, "
                    "but not when the market holds no camel."
                )
            ),
            example(
                _(
                    "The market holds three camels, a gold and a cloth. You take the three "
                    "camels: your herd grows by three, and three new cards from the deck "
                    "join the market, perhaps good ones for your rival."
                ),
                pics.market("MGMCM", _("You take the three camels")),
            ),
            level=3,
        ),
        section(
            "exchange",
            _("Exchange"),
            p(
                _(
                    "Take two or more goods from the market and put back the same number of "
                    "cards from your hand, your herd, or both. Camels may be given back, "
                    "never taken. The deck is not touched."
                )
            ),
            p(
                _(
                    "You may not take and give back the same type of goods, and your hand "
                    "may hold at most {n} cards after the exchange: giving camels instead "
                    "of goods makes your hand bigger.",
                    n=HAND_LIMIT,
                )
            ),
            example(
                _(
                    "The market holds two silver, a leather, a cloth and a camel. You take "
                    "the two silver and give back a leather from your hand and a camel "
                    "from your herd. You could not give back silver while taking silver, "
                    "nor take the camel."
                ),
                pics.swap("SS", "LM", _("Two for two: the leather and the camel go to the market")),
            ),
            level=3,
        ),
        section(
            "sell",
            _("Sell"),
            p(
                _(
                    "Sell any number of cards of one type of goods from your hand. They go "
                    "to the discard pile, and for each card you take the top goods token "
                    "of that type while any are left. Selling into an empty pile is "
                    "allowed but earns no goods tokens."
                )
            ),
            p(_("Diamonds, gold and silver must be sold two or more at a time.")),
            p(
                _(
                    "A sale of exactly 3 cards also earns the top token of the 3-card bonus "
                    "pile, exactly 4 of the 4-card pile, 5 or more of the 5-card pile, while "
                    "that pile lasts. You see the values of your own bonus tokens; your "
                    "rival's stay hidden until the round is scored."
                )
            ),
            example(
                _(
                    "You sell four cloth while the cloth pile is full: you take the tokens "
                    "{values} ({total} rupees) and a bonus token of the 4-card pile, worth "
                    "{low} to {high} more.",
                    **cloth,
                ),
                pics.market("CCCC", _("A sale of four cloth")),
            ),
            level=3,
        ),
    ]


def _turn() -> Node:
    return section(
        "turn",
        _("Your turn"),
        p(_("On your turn do exactly one of the four actions below; you may not pass.")),
        p(
            _(
                "To play, point at cards: select them in the market, your hand and your herd, "
                "then press the action that lights up. The page says why when a choice is not "
                "allowed."
            )
        ),
        *_actions(),
    )


def _end() -> list[Node]:
    return [
        section(
            "end",
            _("The end of a round"),
            p(_("The round ends at once, after the action that caused it, when:")),
            items(
                [
                    _(
                        "{n} goods-token piles are empty (bonus piles do not count): the sale "
                        "that empties the third pile is completed, bonus included; or",
                        n=EMPTY_PILES_TO_END,
                    ),
                    _(
                        "the deck cannot fill the market back to {n} cards: what the deck "
                        "still holds is placed, then the round ends. A deck that runs out "
                        "exactly as the market is refilled does not end the round; the next "
                        "refill that falls short does.",
                        n=MARKET_SIZE,
                    ),
                ]
            ),
        ),
        section(
            "scoring",
            _("Scoring a round"),
            items(
                [
                    _(
                        "The player with more camels takes the camel token ({n} rupees). "
                        "With equal herds nobody takes it.",
                        n=CAMEL_TOKEN,
                    ),
                    _("Each player adds up goods tokens, bonus tokens and the camel token."),
                    _(
                        "The richer player wins the round and a Seal of Excellence. On equal "
                        "totals the player with more bonus tokens wins; if still equal, the "
                        "one with more goods tokens (their number, not their value)."
                    ),
                    _(
                        "Equal on all three: nobody takes a seal, and the next round is "
                        "started by the player who did not start this one. The printed rules "
                        "do not say; this is our decision."
                    ),
                ],
                ordered=True,
            ),
            p(
                ngettext(
                    "The next round is dealt at once. The match ends as soon as a player "
                    "holds {n} Seal of Excellence: that player wins.",
                    "The next round is dealt at once. The match ends as soon as a player "
                    "holds {n} Seals of Excellence: that player wins.",
                    SEALS_TO_WIN,
                )
            ),
        ),
    ]


def _fine() -> Node:
    extra = CARD_COUNTS["L"] - len(GOODS_TOKENS[-1])
    return section(
        "fine",
        _("Fine points"),
        items(
            [
                _(
                    "Cards in the market keep their places: a card taken is replaced in the "
                    "same slot, and cards given in an exchange fill the slots of the cards taken."
                ),
                ngettext(
                    "Each type of goods has {n} card more than it has tokens, so a pile can "
                    "run out while cards of that type are still in play. They can still be "
                    "sold, and a large enough sale still earns its bonus, just no goods "
                    "tokens.",
                    "Each type of goods has {n} cards more than it has tokens, so a pile can "
                    "run out while cards of that type are still in play. They can still be "
                    "sold, and a large enough sale still earns its bonus, just no goods "
                    "tokens.",
                    extra,
                ),
                _(
                    "Two diamonds sold when one diamond token is left earn that one token "
                    "and no bonus."
                ),
                _("Sold cards stay in the discard pile: the deck is never reshuffled."),
            ]
        ),
        pics.knowledge_table(),
        p(
            _(
                "The computer players follow the same rule: they decide from what their "
                "seat can see, never from hidden cards."
            )
        ),
    )


def rules() -> list[Node]:
    return page(
        [
            section(
                "goal",
                _("The goal"),
                p(
                    ngettext(
                        "You and your rival are the two richest traders of Jaipur. Buy goods "
                        "in the market and sell them before your rival does. Whoever is "
                        "richer at the end of a round wins a Seal of Excellence; the first "
                        "to hold {n} seal wins the match.",
                        "You and your rival are the two richest traders of Jaipur. Buy goods "
                        "in the market and sell them before your rival does. Whoever is "
                        "richer at the end of a round wins a Seal of Excellence; the first "
                        "to hold {n} seals wins the match.",
                        SEALS_TO_WIN,
                    )
                ),
            ),
            _setup(),
            _turn(),
            *_end(),
            _fine(),
            links(),
        ]
    )
