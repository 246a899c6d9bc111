"""Bombay's rules page, the part about a turn: the action points, each action with a worked
example, the tolls, and an example turn (web/bombay/rules.py puts it in the page)."""

from __future__ import annotations

from game.bombay.board import ENTRY_COST
from game.bombay.state import ACTION_POINTS, ELEPHANT_CAPACITY
from web.bombay import art
from web.bombay import rules_art as pics
from web.core.i18n import _
from web.core.vdom import Node
from web.shell.home.rules_doc import example, items, p, section

HILL = max(ENTRY_COST)  # action points to enter a hill (any other space: 1)


def _actions() -> list[Node]:
    return [
        section(
            "wait",
            _("Wait"),
            p(_("Spend the whole turn, all its points, to take 1 ₹ from the bank.")),
            example(
                _(
                    "With nothing to sell and no rupee to buy with, waiting gives you the "
                    "rupee your next purchase needs."
                )
            ),
            level=3,
        ),
        section(
            "ride",
            _("Ride"),
            p(
                _(
                    "Ride your elephant along a road to the next space: 1 AP, or {hill} AP "
                    "to enter a hill. Elephants may share a space.",
                    hill=HILL,
                )
            ),
            example(
                _("Three spaces in a row cost your 3 AP; a space and then a hill cost them too.")
            ),
            level=3,
        ),
        section(
            "buy",
            _("Buy a bale"),
            p(
                _(
                    "At a trading post, buy one bale of its colour from the market holding "
                    "that colour. The price depends on the market:"
                )
            ),
            pics.buy_table(),
            p(
                _(
                    "At most one purchase per turn, and your elephant carries at most {n} "
                    "bales. A colour with no bale left in the markets cannot be bought: its "
                    "trading posts are closed for the rest of the round.",
                    n=ELEPHANT_CAPACITY,
                )
            ),
            example(
                _(
                    "Purple lies in the centre market. At a purple trading post you pay 2 AP "
                    "and 1 ₹ and load a purple bale; 1 AP is left to ride on."
                )
            ),
            level=3,
        ),
        section(
            "sell",
            _("Sell"),
            p(
                _(
                    "In a city, sell for 1 AP each the bales whose colour its column shows. "
                    "The price follows that colour's place in the column; a yellow bale "
                    "earns 1 ₹ more, a purple one 1 customer more."
                )
            ),
            pics.sale_table(),
            p(
                _(
                    "Then the sold colour goes to the bottom of the column and those below "
                    "it move up; selling the bottom colour changes nothing. A second sale "
                    "in the same turn uses the new order. Your first sale in a city earns "
                    "one of its city tokens while any are left; nobody holds two tokens of "
                    "one city."
                )
            ),
            p(
                _(
                    "Customers count at the end: added to your palaces they earn a bonus, "
                    "and they break a tie for the most rupees."
                )
            ),
            example(
                _(
                    "This city wants orange, blue, yellow. You sell a blue bale: 3 ₹, and "
                    "blue goes to the bottom, so the column reads orange, yellow, blue. A "
                    "yellow bale sold next earns 3 ₹ + 1 ₹."
                ),
                pics.sale_example("OBY", "OYB"),
            ),
            level=3,
        ),
        section(
            "build",
            _("Build a palace"),
            p(
                _(
                    "For 1 AP and one bale of your choice from your elephant (it goes back "
                    "to the bag), build a palace on your space: not in a city, not on a "
                    "trading post, not where a palace stands. Hills may take one, and so "
                    "may a trading-post site left unused with 2 or 3 players."
                )
            ),
            p(_("If the space holds a palace marker, you take it at once:")),
            pics.markers(
                [
                    ("R", art.marker_name("R")),
                    ("C", art.marker_name("C")),
                    ("Y", _("the yellow or the white bonus city token")),
                    ("F", art.marker_name("F")),
                ]
            ),
            p(
                _(
                    "A free bale from a marker costs no AP and is not your purchase of the "
                    "turn; it comes from the leftmost market with bales (you pick the colour "
                    "if there are several); with every market empty it gives nothing."
                )
            ),
            p(
                _(
                    "Choosing the free bale's colour completes the build, so it comes before "
                    "any other action or the end of the turn."
                )
            ),
            example(
                _(
                    "On a marker site showing 2 rupees, with an orange bale on your "
                    "elephant: 1 AP and the orange bale build your palace, and you take 2 ₹."
                )
            ),
            level=3,
        ),
        section(
            "toll",
            _("Tolls"),
            p(
                _(
                    "Each time another merchant's elephant enters a space holding your "
                    "palace, passing through included, the bank pays you 1 ₹; the rider "
                    "pays nothing. Your own palace never pays you when you ride through."
                )
            ),
            example(
                _(
                    "Your palace stands on a road into a city. A rival rides through it: "
                    "you take 1 ₹ from the bank."
                )
            ),
            level=3,
        ),
        section(
            "example",
            _("An example turn"),
            items(
                [
                    _("At a blue trading post, with blue in the left market: buy (1 AP, 1 ₹)."),
                    _("Ride to the city next to it (1 AP)."),
                    _(
                        "Sell the blue bale: blue is at the top of that city's column, so 4 ₹, "
                        "and as your first sale there one of its city tokens (1 AP)."
                    ),
                ],
                ordered=True,
            ),
            p(_("The 3 AP are spent and the turn ends: 3 ₹ more and a city token.")),
            level=3,
        ),
    ]


def turn() -> Node:
    return section(
        "turn",
        _("Your turn"),
        p(
            _(
                "You have {n} action points (AP) to spend in any order; points you do not "
                "use are lost. You may end your turn at any moment, even before doing "
                "anything (that pays nothing); it ends by itself when the points are spent.",
                n=ACTION_POINTS,
            )
        ),
        *_actions(),
    )
