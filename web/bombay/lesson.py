"""Bombay's guided first game (web/shell/lesson.py says what a lesson is).

Two merchants, a fixed deal (the position text of docs/notation.md): ride over the Ghats
hill, buy blue silk, sell it in Hyderabad, build a palace on a marker, earn a toll, then,
from prepared positions, the end of a round; in the next round a closed trading post, a
free bale, a bonus city token and what palaces and city tokens are worth; the final
scoring. The learner is seat 0; each move is what one click sends (a space on the map: a
ride; a button: an action). ``tips``: the "How to play well" page.
tests/test_web_learn.py plays every step through the engine.
"""

from __future__ import annotations

from web.core.i18n import N_
from web.shell.lesson import Lesson, Step

START = """bombay players 2
turn round:1/4 gameturn:1/4 seat:0 ap:3 bought:no pick:no
rng 7531385872562682240
demand Bombay:YPO Indore:PBO Nagpur:PBY Hyderabad:BOY
citytokens Bombay:1 Indore:1 Nagpur:1 Hyderabad:1
markets left:B3 centre:Y2P2O2 right:-
posts 10:P 11:Y 12:O 13:B
markers 14:F 15:W 16:F 17:C 18:R 19:C 20:Y 21:R
palaces -
player 0 at:0 bales:- rupees:2 customers:0 tokens:- palaces:5
player 1 at:0 bales:- rupees:2 customers:0 tokens:- palaces:5"""

# Later: the last turn of round 2, the learner's (the computer began the round). The bag's
# order (rng) draws no yellow for round 3: Dewas's post is closed then.
ROUND_END = """bombay players 2
turn round:2/4 gameturn:4/4 seat:0 ap:3 bought:no pick:no
rng 84
demand Bombay:PYO Indore:BPO Nagpur:PYB Hyderabad:OYB
citytokens Bombay:0 Indore:1 Nagpur:1 Hyderabad:0
markets left:O2 centre:Y1B1 right:-
posts 10:P 11:Y 12:O 13:B
markers 14:F 15:W 16:F 18:R 19:C 20:Y 21:R
palaces 17:0 22:1
player 0 at:12 bales:B rupees:9 customers:2 tokens:H palaces:4
player 1 at:2 bales:P rupees:7 customers:0 tokens:B palaces:4"""

# The very last actions of the game: two points left, a yellow and a blue bale in Hyderabad.
LAST_TURN = """bombay players 2
turn round:4/4 gameturn:4/4 seat:0 ap:2 bought:yes pick:no
rng 7531385872562682240
demand Bombay:PYO Indore:BPO Nagpur:PYB Hyderabad:YOB
citytokens Bombay:0 Indore:0 Nagpur:0 Hyderabad:0
markets left:O1 centre:B1 right:-
posts 10:P 11:Y 12:O 13:B
markers 14:F 15:W 18:R 21:R
palaces 16:0 17:0 19:1 20:0 22:1
player 0 at:5 bales:YB rupees:21 customers:3 tokens:NHy palaces:2
player 1 at:3 bales:- rupees:24 customers:1 tokens:BI palaces:3"""

LESSON = Lesson(
    "bombay",
    START,
    (
        Step(
            N_("Welcome to Bombay"),
            N_(
                "You (Player 1) and the computer are silk merchants. Buy bales at the trading posts, carry "
                "them by elephant to the cities that want them, and build palaces along the "
                "roads. Each turn gives you 3 action points. The most rupees at the end wins."
            ),
        ),
        Step(
            N_("The hill"),
            N_(
                "Your elephant stands on the start hill in the middle. Ride to the Ghats, the "
                "hill beside it: click it on the map (it is outlined). Entering a hill costs "
                "2 action points; any other space costs 1."
            ),
            ("go 1",),
            after=N_("You spent 2 points on the hill: 1 is left for this turn."),
        ),
        Step(
            N_("Ride"),
            N_(
                "Ride on to Wardha with your last point: click it. A ride goes one space at a "
                "time along the roads; elephants may share a space."
            ),
            ("go 8",),
            reply=("go 21", "go 9", "go 22"),
            after=N_(
                "Your points are spent, so your turn ended by itself. The computer rode "
                "three spaces towards the trading post of Pune."
            ),
        ),
        Step(
            N_("Buy"),
            N_(
                "Ride to Warangal, the blue trading post, and buy a blue bale there. Blue is in "
                "the left market: a purchase there costs 1 point and 1 rupee. Then end your "
                "turn: one purchase per turn, and a point left over is lost."
            ),
            ("go 13", "buy B", "end"),
            reply=("go 10", "buy P"),
            after=N_(
                "Your elephant carries a blue bale (it holds two at most). The computer "
                "bought purple in Pune, from the centre market: 2 points and 1 rupee."
            ),
        ),
        Step(
            N_("Sell"),
            N_(
                "A new turn: buy a second blue bale, ride to Hyderabad and sell one there. "
                "Hyderabad's column shows blue on top: the top colour pays 4 rupees, the middle "
                "3, the bottom 1 and a customer token."
            ),
            ("buy B", "go 5", "sell B"),
            reply=("go 22", "go 9", "end"),
            after=N_(
                "4 rupees, and your first sale in Hyderabad won its city token. Blue went to "
                "the bottom of Hyderabad's column, so the next blue sold there pays less."
            ),
        ),
        Step(
            N_("Build a palace"),
            N_(
                "Ride to Secunderabad and build a palace there with your other blue bale: "
                "1 point and a bale of your choice. Palaces are built on the road, not in a "
                "city nor on a trading post."
            ),
            ("go 17", "build B"),
            after=N_(
                "Your palace stands in Secunderabad. It counts at the end of the game, with "
                "your customer tokens."
            ),
        ),
        Step(
            N_("A palace marker"),
            N_(
                "Secunderabad held a palace marker, and building there won it: one customer "
                "token (see your row in the table of merchants). Other markers give 2 rupees, "
                "a bonus city token or a free bale."
            ),
        ),
        Step(
            N_("A toll"),
            N_(
                "End your turn (your last point is lost) and watch the computer's ride: its "
                "elephant will pass your palace."
            ),
            ("end",),
            reply=("go 17", "go 5", "end"),
            after=N_(
                "The computer rode through Secunderabad on its way to Hyderabad: the bank paid "
                "you a toll of 1 rupee. Every time a rival enters a space with your palace, you "
                "earn 1 rupee. Your own palace earns you nothing when you ride through it. That "
                "was round 1's last turn."
            ),
        ),
        Step(
            N_("The round ends"),
            N_(
                "Later: the last turn of round 2 is yours. Press Wait: it takes 1 rupee and is "
                "the whole turn. With two players a round has 4 turns each, and there are 4 "
                "rounds."
            ),
            ("wait",),
            after=N_(
                "Round 3 begins: every bale not on an elephant went back into the bag and 9 "
                "were drawn into the markets, the most common colour on the left. The first "
                "player changes every round."
            ),
            start=ROUND_END,
        ),
        Step(
            N_("A closed trading post"),
            N_(
                "No yellow bale came out of the bag, so Dewas, the yellow trading post, is "
                "crossed out (outlined): closed until the next restock, like the post of any "
                "colour sold out during a round. Buy an orange bale here in Amravati, ride to "
                "Nagpur and sell there the blue bale your elephant kept."
            ),
            ("buy O", "go 4", "sell B"),
            reply=("go 14", "go 6", "go 7"),
            after=N_(
                "Blue is at the bottom of Nagpur's column: 1 rupee and a customer token, and "
                "your first sale in Nagpur won its city token, your second."
            ),
            areas=("space:11",),
        ),
        Step(
            N_("A free bale"),
            N_(
                "Ride to Kamptee and build a palace there with your orange bale. Its marker "
                "gives you a bale at once, free: no point, and not your purchase. It comes "
                "from the leftmost market with bales; that one holds blue and orange, so you "
                "choose: pick blue. Then ride on to Wardha."
            ),
            ("go 16", "build O", "pick B", "go 8"),
            reply=("go 15", "go 3", "sell P"),
            after=N_(
                "Your elephant carries the free blue bale. The computer sold its purple bale "
                "in Indore and took Indore's city token."
            ),
        ),
        Step(
            N_("A bonus city token"),
            N_(
                "Ride to Akola and build a palace there with your blue bale: its marker is the "
                "yellow bonus city token (★). Then end your turn."
            ),
            ("go 20", "build B", "end"),
            reply=("wait",),
            after=N_(
                "The yellow ★ counts as a city token of its own: with Hyderabad's and "
                "Nagpur's, you hold three different ones. The computer waited for a rupee."
            ),
        ),
        Step(
            N_("What palaces and city tokens are worth"),
            N_(
                "Both count at the end of the game (see the merchants table). Three different "
                "city tokens earn 4 rupees, four or more earn 8. Palaces built plus customer "
                "tokens are ranked: with two players the first earns 4 rupees (with more "
                "players, more places pay, the first up to 8). You have 6 (3 palaces built, 3 "
                "customers), the computer 2: both bonuses are yours so far."
            ),
            areas=("merchants",),
        ),
        Step(
            N_("Final scoring"),
            N_(
                "The very last actions of the game: sell both your bales in Hyderabad, the "
                "yellow one first. Yellow earns 1 rupee more than its place pays; then it drops "
                "to the bottom and blue moves up, so the blue bale sold next pays 3, not 1."
            ),
            ("sell Y", "sell B"),
            after=N_(
                "The game is over. Your three different city tokens earned 4 rupees more, and "
                "the most palaces built plus customer tokens earned 4: you win with the most "
                "rupees."
            ),
            start=LAST_TURN,
        ),
    ),
    (2, 0),
    N_(
        "You have ridden, bought, sold, built palaces, earned a toll, taken a free bale and a "
        "bonus city token, and seen how the game is scored. The rules page has every "
        "detail, and “How to play well” some advice."
    ),
    (
        (
            N_("Carry two bales"),
            N_(
                "Your elephant holds two bales but a turn allows one purchase: buy on your "
                "way, so that one trip to a city sells two bales, or sells one and builds a "
                "palace with the other."
            ),
        ),
        (
            N_("Sell where your colour is on top"),
            N_(
                "The top colour of a column pays 4 rupees, the middle 3, the bottom 1 and a "
                "customer. A colour just sold drops to the bottom: ride to the city where "
                "yours is on top, before a rival sells it there."
            ),
        ),
        (
            N_("Collect different city tokens"),
            N_(
                "Your first sale in each city earns its token: three different ones earn 4 "
                "rupees at the end, four or more 8. The ★ tokens of the palace markers count "
                "as different ones."
            ),
        ),
        (
            N_("Build where rivals ride"),
            N_(
                "A palace earns 1 rupee each time a rival's elephant enters its space: build "
                "on the roads into the cities and beside the trading posts. Built palaces "
                "and customers are ranked at the end, and the first earns 4 to 8 rupees."
            ),
        ),
    ),
)
