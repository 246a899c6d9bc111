"""Bombay's rules as the rules page shows them (the shell adds the title and buttons).

Organised as a player reads them: the goal, the set-up, the map and its key, the rounds,
a turn and each action (with a worked example), an example turn, the end, the fine
points, the two kinds of link. ``RULES`` maps every rule id marked in
docs/rules-bombay.md (``<!-- rule: id -->``) to the section that states it;
tests/test_rules_pages.py checks the map both ways.
"""

from __future__ import annotations

from game.bombay.board import SPACES
from game.bombay.scoring import token_bonus
from game.bombay.state import DRAW, PALACES, START_RUPEES
from web.bombay import art, rules_turn
from web.bombay import rules_art as pics
from web.core.i18n import _
from web.core.vdom import Node, h
from web.shell.home.rules_doc import example, items, links, p, page, section

# rule id in docs/rules-bombay.md -> the key of the section that states it
RULES = {
    "goal": "goal",
    "bales": "setup",
    "map": "map",
    "posts": "setup",
    "markets": "setup",
    "demand": "setup",
    "city-tokens": "setup",
    "markers": "setup",
    "player": "setup",
    "rounds": "rounds",
    "restock": "rounds",
    "first-player": "rounds",
    "action-points": "turn",
    "wait": "wait",
    "move": "ride",
    "buy-cost": "buy",
    "sell-cost": "sell",
    "build-cost": "build",
    "end-turn": "turn",
    "buy": "buy",
    "sell": "sell",
    "build": "build",
    "toll": "toll",
    "city-bonus": "end",
    "rank-bonus": "end",
    "winner": "end",
    "public": "fine",
    "d-player-counts": "setup",
    "d-restock": "rounds",
    "d-free-bale": "build",
    "d-sites": "build",
    "d-end-turn": "turn",
    "d-returned": "rounds",
    "d-bonus-tokens": "end",
    "d-own-palace": "toll",
    "d-rounding": "end",
}


def _setup() -> Node:
    return section(
        "setup",
        _("Setting up"),
        p(
            _(
                "Each merchant starts with an elephant on the start hill, {palaces} palaces "
                "and {rupees}. An option of the new-game dialog gives the last player in "
                "turn order {more} instead.",
                palaces=PALACES,
                rupees=pics.rupees(START_RUPEES),
                more=pics.rupees(START_RUPEES + 1),
            )
        ),
        pics.pieces(),
        p(_("All the silk is in one bag; yellow and purple are rare.")),
        pics.bag(),
        items(
            [
                _(
                    "Three markets lie beside the map, left, centre and right; they are "
                    "filled from the bag at the start of every round."
                ),
                _(
                    "Each city has a demand column of three colours, top to bottom: the top "
                    "one sells best. Each colour is missing from exactly one city. The "
                    "columns and their order are dealt at random."
                ),
                _(
                    "Trading posts, two of each colour, go at random onto the trading-post "
                    "sites. With 2 or 3 players only the four sites beside the cities are "
                    "used, one post per colour; with 4 or 5 players, all eight."
                ),
                _("Each city holds one city token fewer than there are players."),
                _(
                    "Each of the eight palace-marker sites gets a palace marker at random, "
                    "two of each kind (see “Build a palace”)."
                ),
            ]
        ),
    )


def _map() -> Node:
    return section(
        "map",
        _("The map"),
        p(
            _(
                "The map has {n} spaces joined by roads: the start hill in the middle, a "
                "second hill beside it, four cities near the edges, eight trading-post sites (four beside the cities, "
                "four on the roads in from the middle), eight palace-marker sites and two "
                "plain sites. Entering a hill costs {hill} action points, any other space 1.",
                n=len(SPACES),
                hill=rules_turn.HILL,
            )
        ),
        pics.new_map(),
        section("key", _("Map key"), pics.key(), level=3),
    )


def _rounds() -> Node:
    return section(
        "rounds",
        _("Rounds"),
        pics.schedule_table(),
        p(
            _(
                "Each round starts with a restock: every bale not on an elephant goes back "
                "into the bag, sold and built bales too, and {n} are drawn, or all that are "
                "left when fewer remain. The colours drawn most go to the left market, those "
                "with the second-highest count to the centre market, all others to the right "
                "market; tied colours share a market. Elephants keep what they carry.",
                n=DRAW,
            )
        ),
        example(
            _(
                "The draw gives 3 blue, 3 orange, 2 purple and 1 yellow: blue and orange "
                "go to the left market, purple to the centre, yellow to the right."
            ),
            pics.markets("BBBOOO", "PP", "Y", _("The markets after that restock")),
        ),
        p(
            _(
                "Then each merchant takes a turn, starting with the round's first player. "
                "The first player passes to the next seat on the left after each round."
            )
        ),
    )


def _end() -> Node:
    return section(
        "end",
        _("The end of the game"),
        p(_("After the last round:")),
        items(
            [
                _(
                    "City tokens: 3 different ones earn {three}, 4 or more earn {four}. The "
                    "bonus city tokens count as different ones, so you may hold up to 6.",
                    three=pics.rupees(token_bonus(0b111)),
                    four=pics.rupees(token_bonus(0b1111)),
                ),
                _(
                    "Palaces built plus customers are ranked, and each place earns a bonus. "
                    "Tied players add up the bonuses of the places they occupy and share "
                    "them equally, rounded down."
                ),
                _(
                    "The most rupees wins; a tie goes to the merchant with more customers; "
                    "if still tied, the win is shared."
                ),
            ],
            ordered=True,
        ),
        pics.rank_table(),
    )


def rules() -> list[Node]:
    return [
        h("style", None, art.stylesheet()),  # the pieces are drawn as on the table
        art.defs(),
        *page(
            [
                section(
                    "goal",
                    _("The goal"),
                    p(
                        _(
                            "Two to five merchants ride elephants between trading posts and "
                            "the four cities of the map. They buy bales of silk, sell them "
                            "where demand is high, and build palaces that earn a rupee "
                            "whenever a rival's elephant passes. The most rupees at the end wins."
                        )
                    ),
                ),
                _setup(),
                _map(),
                _rounds(),
                rules_turn.turn(),
                _end(),
                section(
                    "fine",
                    _("Fine points"),
                    p(
                        _(
                            "Everything on the table is public; only the bag's order is secret, "
                            "so people sharing a device see no curtain; among them, undo never "
                            "goes back over a restock."
                        )
                    ),
                ),
                links(),
            ]
        ),
    ]
