"""The heuristic value of a Jaipur position for one seat, which the greedy bot maximises.

The greedy bot looks one move ahead, so this function carries the strategy:
- seals decide the game: a round won or lost outweighs anything on the table;
- tokens already taken count in full (goods, bonus, the camel token's holder);
- goods in hand count as a share of what selling them now would earn from the
  piles as they stand, bonus included, so sets grow towards bonuses; the share
  shrinks as the deck runs down (unsold goods are worth nothing at the round's
  end), which turns holding into selling;
- camels are worth a little each (they pay for exchanges) and a full hand,
  which blocks taking, costs a little;
- goods left in the market are a gift to the opponent, who moves next.
It reads only fields a determinized state shares with the real one that
matter to the seat, and does simple arithmetic, so a greedy decision over
hundreds of moves stays fast.
"""

from __future__ import annotations

import math
from operator import itemgetter

from game.jaipur.cards import BONUS_MEAN, CAMEL_TOKEN, GOODS, GOODS_TOKENS, HAND_LIMIT, PRECIOUS
from game.jaipur.state import JaipurState

SEAL = 100.0
WIN = 1000.0
HOLD_SHARE = 0.8  # share of a hand's sale value counted while the deck is full
LATE_DECK = 12  # below this many cards in the deck, the share shrinks
CAMEL_EACH = 0.6
CAMEL_MAX_USEFUL = 5
FULL_HAND = 1.5
MARKET_GIFT = 0.25


def _sale_table() -> tuple[tuple[tuple[float, ...], ...], ...]:
    """SALE[g][left][n]: tokens and mean bonus for selling n of good g with ``left`` tokens."""
    table = []
    for pile in GOODS_TOKENS:
        by_left = []
        for left in range(len(pile) + 1):
            rest = pile[len(pile) - left :]
            row = [float(sum(rest[:n])) + _bonus(n) for n in range(HAND_LIMIT + 1)]
            by_left.append(tuple(row))
        table.append(tuple(by_left))
    return tuple(table)


def _bonus(n: int) -> float:
    return 0.0 if n < 3 else BONUS_MEAN[min(n, 5) - 3]


SALE = _sale_table()
# _GIFT[card] = (goods index, value of one such card to the next player by tokens left)
_GIFT = {
    g: (i, tuple(row[1] * (1.5 if g in PRECIOUS else 1.0) for row in SALE[i]))
    for i, g in enumerate(GOODS)
}
_VALUE = itemgetter(1)


def evaluate(state: JaipurState, seat: int) -> float:
    """Higher is better for ``seat``."""
    opp = 1 - seat
    value = SEAL * (state.seals[seat] - state.seals[opp])
    if state.to_move is None:
        return value + (WIN if state.seals[seat] > state.seals[opp] else -WIN)
    return value + _table(state, seat) - _table(state, opp) + _hand(state, seat)


def _table(state: JaipurState, p: int) -> float:
    """Tokens taken this round, the camel token's current holder, camels as currency."""
    goods: int = sum(map(_VALUE, state.goods_taken[p]))
    bonus: int = sum(map(_VALUE, state.bonus_taken[p]))
    herd, other = state.herds[p], state.herds[1 - p]
    camel = CAMEL_TOKEN * 0.6 if herd > other else 0.0
    return goods + bonus + camel + CAMEL_EACH * min(herd, CAMEL_MAX_USEFUL)


def _hand(state: JaipurState, p: int) -> float:
    """The seat's goods in hand at a share of their sale value, less what it leaves the opponent."""
    return _holding(state, p) - MARKET_GIFT * _gift(state)


def _holding(state: JaipurState, p: int) -> float:
    """The seat's goods in hand at a share of their sale value, less a full hand's cost."""
    share = HOLD_SHARE * min(1.0, (len(state.deck) + 2) / LATE_DECK)
    hand, tokens = state.hands[p], state.tokens
    worth = 0.0
    for g in range(6):
        n = hand[g]
        if n:
            worth += SALE[g][tokens[g]][n]
    penalty = FULL_HAND if sum(hand) >= HAND_LIMIT else 0.0
    return share * worth - penalty


def _gift(state: JaipurState) -> float:
    """The best single good the market offers the player to move."""
    tokens = state.tokens
    gift = 0.0
    for card in state.market:
        found = _GIFT.get(card)
        if found is not None:
            value = found[1][tokens[found[0]]]
            if value > gift:
                gift = value
    return gift


# --- the chance of winning the match, for the search bots and the hint ------------

# The logistic scale (rupees of lead that make a round 73 % won) shrinks as the deck
# runs down: fitted on greedy self-play by scripts/bench/calibrate_jaipur.py.
ROUND_SCALE = 3.0
ROUND_SCALE_PER_CARD = 0.12
# _MATCH[a][b]: seat 0's chance of winning the match holding a seals to b, rounds 50/50
_MATCH = ((0.5, 0.25, 0.0), (0.75, 0.5, 0.0), (1.0, 1.0, 1.0))


def round_lead(state: JaipurState) -> float:
    """Seat 0's expected lead in the round's points, both hands counted (a full state)."""
    lead = _table(state, 0) - _table(state, 1) + _holding(state, 0) - _holding(state, 1)
    gift = MARKET_GIFT * _gift(state)
    return lead + (gift if state.to_move == 0 else -gift)


def round_scale(deck: int) -> float:
    """The logistic scale of a round's lead with ``deck`` cards left to draw."""
    return ROUND_SCALE + ROUND_SCALE_PER_CARD * deck


def win_chances(state: JaipurState) -> tuple[float, float]:
    """Each seat's chance of winning the match: the round's lead as a logistic
    chance of its seal, combined with the seals already held."""
    a, b = state.seals
    if state.to_move is None:
        return (1.0, 0.0) if a > b else (0.0, 1.0)
    q = 1.0 / (1.0 + math.exp(-round_lead(state) / round_scale(len(state.deck))))
    m = q * _MATCH[a + 1][b] + (1.0 - q) * _MATCH[a][b + 1]
    return (m, 1.0 - m)
