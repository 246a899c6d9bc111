"""Jaipur's cheap rollout policy: a one-ply judgement without applying any move.

Rollouts play thousands of moves per decision, so this policy scores each
take, camel take and sale from the hand, the token piles and the herd alone,
with the same sale table the heuristic uses (:mod:`game.jaipur.evaluate`);
exchanges are left out (they are many and rarely the best move of a hasty
player). The best score wins, ties broken by the rng.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.jaipur.cards import CAMEL, GOODS, HAND_LIMIT
from game.jaipur.evaluate import CAMEL_EACH, CAMEL_MAX_USEFUL, HOLD_SHARE, LATE_DECK, SALE
from game.jaipur.moves import Exchange, Move, Sell, Take
from game.jaipur.rules import legal_moves
from game.jaipur.state import JaipurState

_INDEX = {g: i for i, g in enumerate(GOODS)}
CAMEL_TAKE_MIN = 0.3  # camels taken only when they bring more than this much


def rollout_move(state: JaipurState, rng: Rng) -> Move:
    """A quick, reasonable move for the player to move."""
    seat = state.to_move
    assert seat is not None
    legal = legal_moves(state)
    share = HOLD_SHARE * min(1.0, (len(state.deck) + 2) / LATE_DECK)
    hand, tokens = state.hands[seat], state.tokens
    best: list[Move] = []
    best_score = float("-inf")
    for move in legal:
        t = type(move)
        if t is Exchange:
            continue
        if t is Sell:
            assert isinstance(move, Sell)
            score = _sale_gain(move, hand, tokens, share)
        elif t is Take:
            assert isinstance(move, Take)
            g = _INDEX[move.good]
            row = SALE[g][tokens[g]]
            score = share * (row[hand[g] + 1] - row[hand[g]]) if hand[g] < HAND_LIMIT else 0.0
        else:
            score = _camel_gain(state, seat)
        if score > best_score:
            best, best_score = [move], score
        elif score == best_score:
            best.append(move)
    return best[0] if len(best) == 1 else rng.choice(best)


def _sale_gain(move: Sell, hand: tuple[int, ...], tokens: tuple[int, ...], share: float) -> float:
    """Tokens and bonus a sale brings now, less the holding value of the cards sold."""
    g, n = _INDEX[move.good], move.count
    left = tokens[g]
    now = SALE[g][left][n]
    kept = SALE[g][left - min(n, left)][hand[g] - n]
    return now - share * (SALE[g][left][hand[g]] - kept)


def _camel_gain(state: JaipurState, seat: int) -> float:
    herd = state.herds[seat]
    n = state.market.count(CAMEL)
    useful = min(herd + n, CAMEL_MAX_USEFUL) - min(herd, CAMEL_MAX_USEFUL)
    return CAMEL_EACH * useful + CAMEL_TAKE_MIN * (n >= 2)
