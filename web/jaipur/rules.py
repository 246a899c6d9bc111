"""Jaipur's rules as the rules page shows them (the shell adds the title and buttons)."""

from __future__ import annotations

from web.shell.i18n import _
from web.shell.vdom import Node, h


def rules() -> list[Node]:
    paras = [
        _(
            "Jaipur is played by two merchants over up to three rounds. Whoever is richer at "
            "the end of a round takes a Seal of Excellence; two seals win the match."
        ),
        _(
            "On your turn do exactly one thing: take one good from the market; take all the "
            "camels; exchange two or more goods from the market for the same number of cards "
            "from your hand and herd; or sell cards of one type from your hand."
        ),
        _("Your hand holds at most 7 cards. Camels go to your herd and do not count."),
        _(
            "Diamonds, gold and silver are sold two or more at a time. Each card sold earns the "
            "top token of its pile; selling 3, 4 or 5+ cards also earns a bonus token."
        ),
        _(
            "A round ends when three goods-token piles are empty or the deck cannot refill the "
            "market. The player with more camels earns the camel token (5)."
        ),
        _(
            "Ties go to the player with more bonus tokens, then more goods tokens; a complete "
            "tie awards no seal. The loser of a round starts the next."
        ),
        _(
            "To play, point at cards: select them in the market, your hand and your herd, "
            "then press the action that lights up. The page says why when a choice is not "
            "allowed."
        ),
        _(
            "The link in the address bar holds the whole game, including the order of the "
            "deck: share it for finished games or to play on another device, not with an "
            "opponent who should not know what comes next."
        ),
    ]
    return [h("p", None, p) for p in paras]
