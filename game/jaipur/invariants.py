"""Rule invariants of a Jaipur position: what no legal play can break.

:func:`check_invariants` raises StateError naming the first broken one (the same name
as Bombay's, game/bombay/invariants.py).

Checked on every parsed position (and by the tests after every move of random
games): 55 cards conserved, goods and bonus tokens conserved, hands within the
limit, the round history consistent with the seals, the round number and who
starts, and a position that is over exactly when a player holds two seals.
"""

from __future__ import annotations

from collections import Counter

from game.core.errors import StateError
from game.jaipur.cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CARD_COUNTS,
    EMPTY_PILES_TO_END,
    GOODS,
    GOODS_TOKENS,
    HAND_LIMIT,
    MARKET_SIZE,
    SEALS_TO_WIN,
)
from game.jaipur.rules import next_starter, score_round
from game.jaipur.state import JaipurState, RoundResult


def check_invariants(state: JaipurState) -> None:
    """Raise StateError naming the first broken invariant of ``state``."""
    _check_cards(state)
    _check_hands(state)
    _check_goods_tokens(state)
    _check_bonus_tokens(state)
    _check_history(state)
    _check_phase(state)


def _fail(message: str) -> StateError:
    return StateError(f"impossible Jaipur position: {message}")


def _check_cards(s: JaipurState) -> None:
    seen = Counter(s.market + s.deck)
    for g, card in enumerate(GOODS):
        seen[card] += s.discard[g] + s.hands[0][g] + s.hands[1][g]
    seen[CAMEL] += s.herds[0] + s.herds[1]
    for card, count in CARD_COUNTS.items():
        if seen[card] != count:
            raise _fail(f"{seen[card]} cards {card} in play, the game has {count}")


def _check_hands(s: JaipurState) -> None:
    for p in (0, 1):
        if sum(s.hands[p]) > HAND_LIMIT:
            raise _fail(f"seat {p} holds {sum(s.hands[p])} cards, the limit is {HAND_LIMIT}")
        if any(k > h for k, h in zip(s.known[p], s.hands[p], strict=True)):
            raise _fail(f"seat {p} is known to hold cards that are not in its hand")


def _check_goods_tokens(s: JaipurState) -> None:
    for g, card in enumerate(GOODS):
        full = GOODS_TOKENS[g]
        if s.tokens[g] != max(0, len(full) - s.discard[g]):
            raise _fail(f"{s.discard[g]} {card} sold but {s.tokens[g]} {card} tokens left")
        taken = sorted(v for p in (0, 1) for c, v in s.goods_taken[p] if c == card)
        if taken != sorted(full[: len(full) - s.tokens[g]]):
            raise _fail(f"the {card} goods tokens taken {taken} do not match the pile")


def _check_bonus_tokens(s: JaipurState) -> None:
    for b, size in enumerate(BONUS_SIZES):
        values = sorted(v for p in (0, 1) for n, v in s.bonus_taken[p] if n == size)
        if sorted(values + list(s.bonus[b])) != sorted(BONUS_TOKENS[b]):
            raise _fail(f"the {size}-card bonus tokens are not conserved")


def _check_history(s: JaipurState) -> None:
    seals = [0, 0]
    starter = None
    for r in s.rounds:
        if starter is not None and r.starter != starter:
            raise _fail(f"a round was started by seat {r.starter}, not seat {starter}")
        if not _possible(r) or max(seals) >= SEALS_TO_WIN:
            raise _fail(f"a round result cannot have happened: {r}")
        if r.seal is not None:
            seals[r.seal] += 1
        starter = next_starter(r)
    if tuple(seals) != s.seals:
        raise _fail(f"seals {s.seals} but the rounds give {tuple(seals)}")
    over = max(seals) >= SEALS_TO_WIN
    if s.round != len(s.rounds) + (not over) or s.round < 1:
        raise _fail(f"round {s.round} after {len(s.rounds)} finished rounds")
    if over and score_round(s) != s.rounds[-1]:
        raise _fail("the last round's result does not match its tokens and herds")
    expected = s.rounds[-1].starter if over else starter
    if expected is not None and s.round_starter != expected:
        raise _fail(f"round {s.round} must be started by seat {expected}")


_MAX_GOODS = sum(map(sum, GOODS_TOKENS))
_MAX_BONUS = sum(map(sum, BONUS_TOKENS))


def _possible(r: RoundResult) -> bool:
    """Whether a round's tallies fit in the box: token counts, values and camels."""
    return (
        sum(r.camels) <= CARD_COUNTS[CAMEL]
        and sum(r.goods) <= _MAX_GOODS
        and sum(r.bonus) <= _MAX_BONUS
        and sum(r.goods_count) <= sum(map(len, GOODS_TOKENS))
        and sum(r.bonus_count) <= sum(map(len, BONUS_TOKENS))
    )


def _check_phase(s: JaipurState) -> None:
    over = max(s.seals) >= SEALS_TO_WIN
    if over != (s.to_move is None):
        raise _fail("the game is over exactly when a player holds two seals")
    short = len(s.market) < MARKET_SIZE
    if len(s.market) > MARKET_SIZE or (short and s.deck):
        raise _fail(f"a market of {len(s.market)} cards with {len(s.deck)} in the deck")
    ended = short or s.tokens.count(0) >= EMPTY_PILES_TO_END
    if ended != over:
        raise _fail("a round that should have ended goes on" if ended else "the game ended early")
