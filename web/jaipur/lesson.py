"""Jaipur's guided first game (web/shell/lesson.py says what a lesson is).

A fixed deal against the computer: take one good, take the camels, exchange, sell, sell
three for a bonus token, then, later in the round, the move that ends it. The positions
are written with ``game.jaipur.scenario`` (the facts that matter; the deck's top cards
decide what refills the market). The learner is seat 0; the hands are indexed sorted
(``h0`` the first card), the market by slot (``m0``), the herd by camel (``c0``).
tests/test_web_learn.py plays every step through the engine.
"""

from __future__ import annotations

from game.jaipur.scenario import scenario
from web.core.i18n import N_
from web.shell.lesson import Lesson, Step

# A deal as the rules make it: three camels and two cards in the market, five cards each
# (the computer's two camels in its herd).
START = scenario(
    market="MMMDP", hand0="SSCLP", hand1="GCP", herds=(0, 2), deck_top="LLSGCPSLDM", starter=0
)

# Later in the round: one card left in the deck, two camels in the market.
ROUND_END = scenario(
    market="MMDSC",
    hand0="GLLP",
    hand1="SCCP",
    herds=(4, 5),
    deck_top="P",
    deck_size=1,
    starter=0,
    taken0="D7,D7,L4,L3,L2",
    taken1="G6,G6,S5,S5,P5",
    bonuses0="3:2",
)

LESSON = Lesson(
    "jaipur",
    START,
    (
        Step(
            N_("Welcome to Jaipur"),
            N_(
                "You and the computer are merchants. On your turn you either take cards from "
                "the market (the five cards in the middle) or sell goods from your hand for "
                "tokens. You are Player 1: your hand is at the bottom, the computer's stays "
                "hidden. The richer merchant at the end of a round wins a Seal of Excellence; "
                "two seals win."
            ),
        ),
        Step(
            N_("The table"),
            N_(
                "In the middle: the goods tokens (each pile shows what the next sales of that "
                "good pay, the top token first), the sale bonuses, the deck and the market. "
                "Above, the computer's hidden hand and its herd; below, your hand and your herd."
            ),
            areas=("token-row", "bonus-row", "deck", "market", "hand", "herd"),
        ),
        Step(
            N_("Take one good"),
            N_(
                "Take one card: click the diamond in the market (it is outlined), then Take. "
                "Diamonds are the most valuable goods."
            ),
            ("take D",),
            ("m3",),
            ("take P",),
            N_(
                "The diamond is in your hand and the deck refilled its place in the market. "
                "Then the computer took the spice."
            ),
        ),
        Step(
            N_("Take the camels"),
            N_(
                "Three camels are in the market. Click one: they come together, every camel "
                "at once. Then Take camels. Camels do not count in your hand: they wait in "
                "your herd, and pay for goods in an exchange."
            ),
            ("camels",),
            ("m0",),
            ("take G",),
            N_(
                "Your herd has three camels and the market is full of goods again. At the end "
                "of the round, the larger herd earns 5 rupees. The computer took the gold."
            ),
        ),
        Step(
            N_("Exchange"),
            N_(
                "Take both leather cards from the market and give back as many cards: your "
                "cloth and one camel from your herd. Click the two leather, the cloth and a "
                "camel, then Exchange. An exchange never takes and gives back the same kind of goods."
            ),
            ("swap LL for CM",),
            ("m3", "m4", "h3", "c2"),  # the herd's top camel: the one not covered
            ("take S",),
            N_(
                "You now hold three leather, and the cloth and the camel are in the market. "
                "Your hand may hold at most 7 cards, so watch it in an exchange. The computer "
                "took a silver."
            ),
        ),
        Step(
            N_("Sell"),
            N_(
                "Sell your two silver: click both, then Sell. Selling is the only way to earn "
                "rupees. Silver, gold and diamonds sell two or more at a time."
            ),
            ("sell 2 S",),
            ("h1", "h2"),
            ("sell 2 G",),
            N_(
                "You took the top two silver tokens, 5 rupees each. The first sales of a good "
                "pay most: its tokens shrink as the pile goes down. The computer sold two gold."
            ),
        ),
        Step(
            N_("A bonus token"),
            N_(
                "Sell your three leather together: three cards or more earn a bonus token "
                "too. Click the three leather, then Sell."
            ),
            ("sell 3 L",),
            ("h2", "h3", "h4"),
            ("take P",),
            N_(
                "Three leather tokens, and a bonus token for selling three cards at once: "
                "worth 1 to 3 rupees (more for four or five cards), and the computer cannot "
                "see how much until the round ends. Waiting to sell more at once pays."
            ),
        ),
        Step(
            N_("The round ends"),
            N_(
                "Later in the round: the deck holds one card and two camels wait in the "
                "market. Take the camels: the deck cannot fill both places, and the round "
                "ends. A round also ends when three kinds of goods tokens are gone."
            ),
            ("camels",),
            ("m0",),
            (),
            N_(
                "The round is over. Your tokens and bonuses were added up, and your larger "
                "herd won the camel token (5 rupees): you win this round's Seal of "
                "Excellence. The next round is dealt anew and the loser of this one, the "
                "computer, begins it; two seals win the match."
            ),
            ROUND_END,
        ),
    ),
    (0,),
    N_(
        "You have taken goods and camels, exchanged, sold and won a round. The rules page "
        "has every detail."
    ),
    (
        (
            N_("Sell early, sell together"),
            N_(
                "The first tokens of a good pay the most, so sell before your rival empties "
                "the pile; three cards or more at once add a bonus token. Weigh the two: "
                "waiting for a fourth card can cost you the top tokens."
            ),
        ),
        (
            N_("Mind what you leave in the market"),
            N_(
                "Every card taken is replaced from the deck, and your rival chooses next. "
                "Taking the camels brings several new cards at once: do it when the market "
                "holds little your rival wants."
            ),
        ),
        (
            N_("Camels pay twice"),
            N_(
                "The larger herd wins 5 rupees at the end of the round, and camels pay for "
                "an exchange: take three or four goods at once for camels, without filling "
                "your hand (7 cards at most)."
            ),
        ),
        (
            N_("End the round when you lead"),
            N_(
                "A round ends when three goods piles are empty or the deck runs out. Ahead, "
                "hurry it: sell the goods whose piles are nearly gone. Behind, leave them "
                "and take your time."
            ),
        ),
    ),
)
