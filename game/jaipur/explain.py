"""Why a move is not legal, as one plain English sentence for the player.

The UI builds a move from the cards a player selected and, when it is not in
``view.legal_moves``, shows :func:`explain_illegal`'s sentence. The sentences
are module-level constants so they can serve as translation msgids.
"""

from __future__ import annotations

from collections import Counter

from game.jaipur.cards import CAMEL, GOODS, HAND_LIMIT, INDEX, PRECIOUS
from game.jaipur.moves import Exchange, Sell, Take, TakeCamels
from game.jaipur.view import JaipurView

_GOODS = frozenset(GOODS)

GAME_OVER = "The game is over."
NOT_YOUR_TURN = "It is not your turn."
NOT_A_MOVE = "That is not a Jaipur move."
UNKNOWN_CARD = "That is not a card of the game."
TAKE_CAMEL_ALONE = "You cannot take a camel on its own: take all the camels."
NOT_IN_MARKET = "That card is not in the market."
HAND_FULL = "Your hand may hold at most 7 cards."
NO_CAMELS_IN_MARKET = "There is no camel in the market."
EXCHANGE_CAMEL = "Camels cannot be taken in an exchange: take all the camels instead."
EXCHANGE_TOO_FEW = "An exchange must take at least two goods."
EXCHANGE_UNEVEN = "An exchange must give back as many cards as it takes."
EXCHANGE_NOT_IN_MARKET = "The cards to take are not all in the market."
EXCHANGE_SAME_TYPE = "You may not take and give back the same type of goods."
EXCHANGE_NOT_IN_HAND = "You do not hold the goods you are giving back."
EXCHANGE_NO_CAMELS = "You do not have that many camels in your herd."
SELL_CAMEL = "Camels cannot be sold."
SELL_NONE = "You must sell at least one card."
SELL_NOT_IN_HAND = "You do not hold that many cards of that type."
SELL_PRECIOUS = "Diamonds, gold and silver must be sold two or more at a time."
NOT_ALLOWED = "That move is not allowed here."

SENTENCES = (
    GAME_OVER,
    NOT_YOUR_TURN,
    NOT_A_MOVE,
    UNKNOWN_CARD,
    TAKE_CAMEL_ALONE,
    NOT_IN_MARKET,
    HAND_FULL,
    NO_CAMELS_IN_MARKET,
    EXCHANGE_CAMEL,
    EXCHANGE_TOO_FEW,
    EXCHANGE_UNEVEN,
    EXCHANGE_NOT_IN_MARKET,
    EXCHANGE_SAME_TYPE,
    EXCHANGE_NOT_IN_HAND,
    EXCHANGE_NO_CAMELS,
    SELL_CAMEL,
    SELL_NONE,
    SELL_NOT_IN_HAND,
    SELL_PRECIOUS,
    NOT_ALLOWED,
)
"""Every sentence above, for translation catalogues."""


def explain_illegal(view: JaipurView, move: object) -> str | None:
    """The reason ``move`` is illegal for ``view``'s seat, or None when it is legal."""
    if view.outcome is not None:
        return GAME_OVER
    if view.seat is None or view.seat != view.to_move:
        return NOT_YOUR_TURN
    try:
        if move in view.legal_moves:
            return None
    except TypeError:  # unhashable: no move of ours
        return NOT_A_MOVE
    reason: str | None
    if isinstance(move, Take):
        reason = _take(view, move)
    elif isinstance(move, TakeCamels):
        reason = NO_CAMELS_IN_MARKET if CAMEL not in view.market else None
    elif isinstance(move, Exchange):
        reason = _exchange(view, move)
    elif isinstance(move, Sell):
        reason = _sell(view, move)
    else:
        return NOT_A_MOVE
    return reason or NOT_ALLOWED


def _hand(view: JaipurView) -> tuple[str, ...]:
    return view.hand or ()


def _take(view: JaipurView, move: Take) -> str | None:
    if not isinstance(move.good, str):
        return UNKNOWN_CARD
    if move.good == CAMEL:
        return TAKE_CAMEL_ALONE
    if move.good not in _GOODS:
        return UNKNOWN_CARD
    if move.good not in view.market:
        return NOT_IN_MARKET
    if len(_hand(view)) >= HAND_LIMIT:
        return HAND_FULL
    return None


def _exchange(view: JaipurView, move: Exchange) -> str | None:
    take, give = tuple(move.take), tuple(move.give)
    if any(not isinstance(c, str) or c not in INDEX for c in take + give):
        return UNKNOWN_CARD
    if CAMEL in take:
        return EXCHANGE_CAMEL
    if len(take) < 2:
        return EXCHANGE_TOO_FEW
    if len(give) != len(take):
        return EXCHANGE_UNEVEN
    if Counter(take) - Counter(view.market):
        return EXCHANGE_NOT_IN_MARKET
    if set(take) & set(give):
        return EXCHANGE_SAME_TYPE
    goods_given = [c for c in give if c != CAMEL]
    if Counter(goods_given) - Counter(_hand(view)):
        return EXCHANGE_NOT_IN_HAND
    camels = len(give) - len(goods_given)
    herd = view.herds[view.seat] if view.seat is not None else 0
    if camels > herd:
        return EXCHANGE_NO_CAMELS
    if len(_hand(view)) + camels > HAND_LIMIT:
        return HAND_FULL
    return None


def _sell(view: JaipurView, move: Sell) -> str | None:
    if not isinstance(move.good, str):
        return UNKNOWN_CARD
    if move.good == CAMEL:
        return SELL_CAMEL
    if move.good not in _GOODS:
        return UNKNOWN_CARD
    if not isinstance(move.count, int) or move.count < 1:
        return SELL_NONE
    if move.count > _hand(view).count(move.good):
        return SELL_NOT_IN_HAND
    if move.good in PRECIOUS and move.count < 2:
        return SELL_PRECIOUS
    return None
