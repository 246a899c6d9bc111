"""Why a Bombay move is not legal, as one plain English sentence for the player.

The page and the command line share these sentences. Each is a module-level
constant with named placeholders, so it serves as a translation msgid; a
:class:`Reason` pairs it with its values. Colours travel as letters and are
named by whoever shows the sentence (English here, translated on the page)::

    reason = explain_illegal(view, Buy("Y"))
    str(reason)                                  # English, for the command line
    _(reason.sentence, **reason.values(silk_name))  # the page, translated
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.bombay.board import CITY_OF_SPACE, ENTRY_COST, NEIGHBOURS, SPACES
from game.bombay.moves import (
    BUILD,
    BUY,
    END,
    GO,
    PICK,
    SELL,
    WAIT,
    Build,
    Buy,
    End,
    Go,
    Pick,
    Sell,
    Wait,
)
from game.bombay.state import ACTION_POINTS
from game.bombay.view import BombayView, PlayerView

GAME_OVER = "The game is over."
NOT_YOUR_TURN = "It is not your turn."
NOT_A_MOVE = "That is not a Bombay move."
NOT_ALLOWED = "That move is not allowed here."
PICK_OWED = "Your palace marker gives a free bale: choose its colour."
NO_PICK_OWED = "No free bale is owed now."
PICK_NOT_OFFERED = "The free bale comes from the leftmost market with silk: {colour} is not there."
NOT_NEXT = "You can only ride to a neighbouring space: {place} is not next to {here}."
OUT_OF_REACH = "{place} is out of reach: you have {points} action points left."
NO_POST_HERE = "There is no trading post here."
OTHER_POST = "This trading post sells only {colour} silk."
ALREADY_BOUGHT = "You have already bought a bale this turn."
TWO_BALES = "Your elephant already carries two bales."
SOLD_OUT = "No {colour} silk is left in the markets."
BUY_POINTS = "Buying {colour} takes {points} action points; you have {left}."
BUY_RUPEES = "Buying {colour} costs {rupees} ₹; you have {left}."
NOT_A_CITY = "Silk is sold only in the four cities."
NOTHING_TO_SELL = "Your elephant carries no silk to sell."
NO_SUCH_BALE = "Your elephant carries no {colour} silk."
NOT_DEMANDED = "{city} does not buy {colours}."
NO_BUILDING_HERE = "Palaces are not built in a city or on a trading post."
PALACE_HERE = "A palace stands here already."
NO_PALACES_LEFT = "You have built all your palaces."
BUILD_TAKES_BALE = "Building a palace here takes a bale from your elephant."
WAIT_FIRST = "Waiting takes the whole turn: it is only allowed before any other action."

ENGLISH_COLOURS = {"Y": "yellow", "P": "purple", "B": "blue", "O": "orange"}
_MOVES = frozenset((*GO, *BUY, *SELL, *BUILD, *PICK, WAIT, END))


@dataclass(frozen=True)
class Reason:
    """A sentence (one of this module's constants) and its placeholder values.

    ``colour`` holds a colour letter and ``colours`` a string of letters; the
    other values are shown as they are (space names, numbers).
    """

    sentence: str
    fields: tuple[tuple[str, str | int], ...] = ()

    def values(self, colour_name: Callable[[str], str]) -> dict[str, str | int]:
        """The placeholder values, each colour named by ``colour_name``."""
        out = dict(self.fields)
        if isinstance(out.get("colour"), str):
            out["colour"] = colour_name(str(out["colour"]))
        if isinstance(out.get("colours"), str):
            out["colours"] = ", ".join(colour_name(c) for c in str(out["colours"]))
        return out

    def __str__(self) -> str:
        return self.sentence.format(**self.values(ENGLISH_COLOURS.__getitem__))


def _reason(sentence: str, **fields: str | int) -> Reason:
    return Reason(sentence, tuple(fields.items()))


def buy_cost(view: BombayView, colour: str) -> tuple[int, int] | None:
    """(action points, rupees) to buy ``colour`` now, or None when none is on sale."""
    for market in view.markets:
        if any(c == colour and n for c, n in market.bales):
            return market.ap_cost, market.rupee_cost
    return None


def explain_illegal(view: BombayView, move: object) -> Reason | None:
    """Why ``move`` is illegal for ``view``'s seat, or None when it is legal."""
    if view.outcome is not None:
        return Reason(GAME_OVER)
    if view.seat is None or view.seat != view.to_move:
        return Reason(NOT_YOUR_TURN)
    try:
        if move in view.legal_moves:
            return None
        if move not in _MOVES:
            return Reason(NOT_A_MOVE)
    except TypeError:  # unhashable: no move of ours
        return Reason(NOT_A_MOVE)
    assert isinstance(move, (Go, Buy, Sell, Build, Pick, Wait, End))
    if view.picking:
        if isinstance(move, Pick):
            return _reason(PICK_NOT_OFFERED, colour=move.colour)
        return Reason(PICK_OWED)
    return _why(view, move) or Reason(NOT_ALLOWED)


def _why(view: BombayView, move: Go | Buy | Sell | Build | Pick | Wait | End) -> Reason | None:
    me = view.players[view.to_move or 0]
    if isinstance(move, Go):
        return _why_not_go(view, me, move.to)
    if isinstance(move, Buy):
        return _why_not_buy_here(view, move.colour)
    if isinstance(move, Sell):
        return _why_not_sell(view, move.colour)
    if isinstance(move, Build):
        return _why_not_build_here(view, me, move.colour)
    if isinstance(move, Pick):
        return Reason(NO_PICK_OWED)
    if isinstance(move, Wait):
        return Reason(WAIT_FIRST) if view.ap < ACTION_POINTS else None
    return None


def _why_not_go(view: BombayView, me: PlayerView, to: int) -> Reason | None:
    if to not in NEIGHBOURS[me.space]:
        return _reason(NOT_NEXT, place=SPACES[to].name, here=SPACES[me.space].name)
    if ENTRY_COST[to] > view.ap:
        return _reason(OUT_OF_REACH, place=SPACES[to].name, points=view.ap)
    return None


def _why_not_buy_here(view: BombayView, colour: str) -> Reason | None:
    post = next((p for p in view.posts if p.space == view.players[view.seat or 0].space), None)
    if post is None:
        return Reason(NO_POST_HERE)
    if post.colour != colour:
        return _reason(OTHER_POST, colour=post.colour)
    return why_not_buy(view, colour)


def why_not_buy(view: BombayView, colour: str) -> Reason | None:
    """Why the mover cannot buy ``colour`` at the trading post they stand on."""
    me = view.players[view.seat or 0]
    cost = buy_cost(view, colour)
    if view.bought:
        return Reason(ALREADY_BOUGHT)
    if len(me.bales) >= 2:
        return Reason(TWO_BALES)
    if cost is None:
        return _reason(SOLD_OUT, colour=colour)
    if view.ap < cost[0]:
        return _reason(BUY_POINTS, colour=colour, points=cost[0], left=view.ap)
    if me.rupees < cost[1]:
        return _reason(BUY_RUPEES, colour=colour, rupees=cost[1], left=me.rupees)
    return None


def _why_not_sell(view: BombayView, colour: str) -> Reason | None:
    me = view.players[view.seat or 0]
    city = CITY_OF_SPACE[me.space]
    if city < 0:
        return Reason(NOT_A_CITY)
    if not me.bales:
        return Reason(NOTHING_TO_SELL)
    if colour not in me.bales:
        return _reason(NO_SUCH_BALE, colour=colour)
    if colour not in view.demand[city][1]:
        return _reason(NOT_DEMANDED, city=SPACES[me.space].name, colours=colour)
    return None


def _why_not_build_here(view: BombayView, me: PlayerView, colour: str) -> Reason | None:
    if CITY_OF_SPACE[me.space] >= 0 or any(p.space == me.space for p in view.posts):
        return Reason(NO_BUILDING_HERE)
    reason = why_not_build(view, me)
    if reason is None and colour not in me.bales:
        return _reason(NO_SUCH_BALE, colour=colour) if me.bales else Reason(BUILD_TAKES_BALE)
    return reason


def why_not_build(view: BombayView, me: PlayerView) -> Reason | None:
    """Why the mover cannot build a palace on a site where one may stand (None: they can,
    or they merely carry no bale)."""
    if me.space in dict(view.palaces):
        return Reason(PALACE_HERE)
    if not me.palaces_left:
        return Reason(NO_PALACES_LEFT)
    return None


def why_not_here(view: BombayView) -> Reason | None:
    """Why the mover's space offers no buy, sale or palace (None: nothing to say)."""
    me = view.players[view.seat or 0]
    kinds = {type(m) for m in view.legal_moves}
    post = next((p for p in view.posts if p.space == me.space), None)
    city = CITY_OF_SPACE[me.space]
    if post is not None and Buy not in kinds:
        return why_not_buy(view, post.colour)
    if city >= 0 and Sell not in kinds:
        if not me.bales:
            return Reason(NOTHING_TO_SELL)
        colours = "".join(sorted(set(me.bales)))
        return _reason(NOT_DEMANDED, city=SPACES[me.space].name, colours=colours)
    if post is None and city < 0 and Build not in kinds:
        reason = why_not_build(view, me)
        if reason is None and not me.bales and me.space in dict(view.markers):
            return Reason(BUILD_TAKES_BALE)  # worth saying where a marker waits
        return reason
    return None
