"""Bombay's rules as the rules page shows them (the shell adds the title and buttons)."""

from __future__ import annotations

from web.shell.i18n import _
from web.shell.vdom import Node, h


def rules() -> list[Node]:
    paras = [
        _(
            "On your turn you have 3 action points (AP); unused points are lost, and you may "
            "end your turn at any moment. Riding to the next space costs 1 AP, 2 to enter a "
            "hill. Or wait: your whole turn, for 1 ₹."
        ),
        _(
            "At a trading post buy one bale of its colour, once per turn: left market 1 AP + 1 ₹, "
            "centre 2 AP + 1 ₹, right 2 AP + 2 ₹. Your elephant carries two bales. With 2 or 3 "
            "players only four trading posts are used, one per colour."
        ),
        _(
            "In a city sell for 1 AP a bale it wants: top of its column 4 ₹, middle 3 ₹, bottom "
            "1 ₹ and a customer. Yellow earns 1 ₹ more, purple a customer more. The sold colour "
            "goes to the bottom. Your first sale in a city earns one of its city tokens."
        ),
        _(
            "Build a palace for 1 AP and a bale on a space with no trading post, city or palace "
            "(hills and unused post sites too) and take its palace marker. Whoever else enters "
            "your palace earns you a toll of 1 ₹, paid by the bank."
        ),
        _(
            "A free bale from a marker costs no AP and is not your purchase of the turn; it "
            "comes from the leftmost market with bales (you pick the colour if there are "
            "several); with every market empty it gives nothing."
        ),
        _(
            "After each round every bale not on an elephant goes back to the bag (sold and "
            "built bales too) and 9 are drawn, or all that are left; most drawn go left, "
            "second-most centre, the rest right."
        ),
        _(
            "At the end: 3 different city tokens earn 4 ₹, 4 or more 8 ₹ (the two bonus tokens "
            "count as different ones). Palaces + customers are ranked for a bonus; tied players "
            "share it, rounded down. Most rupees wins, then most customers; otherwise the win "
            "is shared."
        ),
        _(
            "Everything on the table is public; only the bag's order is secret, so people "
            "sharing a device see no curtain; among them, undo never goes back over a restock."
        ),
    ]
    return [h("p", None, p) for p in paras]
