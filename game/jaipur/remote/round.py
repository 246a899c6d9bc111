"""One remote Jaipur round as one device knows it, and its check once both keys are out.

:class:`Round` is what a device stores: its own secret key, the two encrypted
decks, the elements it has opened (its own hand, the public cards; never the
other hand or the draw pile), the moves, and every layer removal and card the
other device sent, kept for the end-of-round check.

:func:`working_state` turns that knowledge into an ordinary
:class:`JaipurState` the rules engine can run: unknown draw-pile cards are
``?`` and the other player's unseen cards stand in as placeholders that never
reach a view. When the other player moves, :func:`step` first gives the
placeholders exactly the goods the move shows (the move cannot use more
unseen cards than that hand holds, nor goods this device sees elsewhere), then
lets ``legal_set`` judge it: the rules engine stays the single source of
legality. What cannot be judged yet (did that hand really hold them?) is
judged by :func:`verify` when the round is over and both keys are revealed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import IllegalMoveError
from game.core.evolve import evolve
from game.jaipur import rules
from game.jaipur.cards import BONUS_TOKENS, CAMEL, CARD_COUNTS, GOODS, HAND_DEAL
from game.jaipur.moves import Exchange, Move, Sell, parse_move
from game.jaipur.remote.cards import (
    BONUS_VALUES,
    CARDS,
    DRAW,
    ELEMENT,
    MARKET,
    PILE_START,
    SEGMENTS,
    SIZE,
    bonus_position,
    describe,
    hand_positions,
)
from game.jaipur.state import JaipurState, RoundResult, dealt_state
from game.jaipur.view import JaipurView, make_view
from game.remote import ec, wire
from game.remote.errors import CheatDetected

UNKNOWN = "?"
_FILLER = len(GOODS) - 1  # the goods type placeholders stand in as (never shown)


@dataclass(frozen=True)
class Round:
    """A device's record of the round being played (see the module docstring)."""

    number: int
    first: int  # the seat that shuffled first (its hand is deck positions 0-4)
    starter: int  # the seat that plays first; -1 until known
    key: int  # this device's secret scalar for the round
    deck_f: tuple[int, ...]  # the deck after the first shuffle
    deck_fo: tuple[int, ...]  # after both shuffles: what is dealt
    cards: tuple[int, ...]  # element at each position as known here, -1 when unknown
    moves: tuple[str, ...] = ()
    herd: int = -1  # the camels the other player announced it was dealt
    removals: tuple[tuple[int, int], ...] = ()  # (position, point) the other device sent
    claims: tuple[tuple[int, int], ...] = ()  # (position, element) it announced
    asked: tuple[int, ...] = ()  # public cards whose element the other device owes here
    awaiting: tuple[int, ...] = ()  # positions whose removal the other device owes here
    owed_open: tuple[int, ...] = ()  # public cards whose element this device owes
    owed_remove: tuple[int, ...] = ()  # positions whose removal this device owes
    herd_sent: bool = False
    key_sent: bool = False
    their_key: int = 0
    their_commit: int = 0  # x of their_key * G, sent with the other device's shuffle (format 2)


def new_round(number: int, first: int, starter: int, key: int, deck_f: tuple[int, ...]) -> Round:
    """A round whose first shuffle is ``deck_f``."""
    return Round(number, first, starter, key, deck_f, (), (-1,) * SIZE)


def knows_deal(rnd: Round, seat: int) -> bool:
    """Whether this device has its hand, the market and the first player."""
    own = hand_positions(seat, rnd.first)
    return rnd.starter >= 0 and all(rnd.cards[p] >= 0 for p in (*own, *MARKET))


def own_herd(rnd: Round, seat: int) -> int:
    """The camels in this device's own five cards."""
    return sum(CARDS[rnd.cards[p]] == CAMEL for p in hand_positions(seat, rnd.first))


# --- the working state ------------------------------------------------------------


def working_state(
    rnd: Round, seat: int, seals: tuple[int, int], results: tuple[RoundResult, ...]
) -> tuple[JaipurState, bool]:
    """The position as this device knows it, and whether the round is over."""
    state = _start(rnd, seat, seals, results)
    ended = False
    for text in rnd.moves:
        state, ended = step(state, seat, parse_move(text))
    return state, ended


def _start(
    rnd: Round, seat: int, seals: tuple[int, int], results: tuple[RoundResult, ...]
) -> JaipurState:
    herd = max(rnd.herd, 0)
    own = "".join(CARDS[rnd.cards[p]] for p in hand_positions(seat, rnd.first))
    other = GOODS[_FILLER] * (HAND_DEAL - herd) + CAMEL * herd
    if all(rnd.cards[p] >= 0 for p in hand_positions(1 - seat, rnd.first)):  # round checked
        other = "".join(CARDS[rnd.cards[p]] for p in hand_positions(1 - seat, rnd.first))
    hands = (own, other) if seat == 0 else (other, own)
    cards = "".join(_letter(rnd.cards[p]) for p in range(MARKET[0], PILE_START[0]))
    piles = tuple(
        tuple(_value(rnd.cards[p]) for p in range(start, end)) for start, end in SEGMENTS[1:]
    )
    return dealt_state(
        rnd.number, rnd.starter, seals, results, hands, cards, (piles[0], piles[1], piles[2]), 0
    )


def _letter(element: int) -> str:
    return UNKNOWN if element < 0 else CARDS[element]


def _value(element: int) -> int:
    return 0 if element < 0 else BONUS_VALUES[element - len(CARDS)]


def step(state: JaipurState, seat: int, move: Move) -> tuple[JaipurState, bool]:
    """``move`` played in ``state`` (this device is ``seat``); raises IllegalMoveError."""
    if state.to_move is not None and state.to_move != seat:
        state = _witness(state, move)
    if move not in rules.legal_set(state):
        raise rules_error(move)
    return rules.play_in_round(state, move)


def rules_error(move: Move) -> IllegalMoveError:
    """The error for a move the rules do not allow here."""
    return IllegalMoveError(f"'{move}' is not a legal move here")


def _witness(state: JaipurState, move: Move) -> JaipurState:
    """The other player's unseen cards assigned the goods ``move`` shows from them."""
    mover = state.to_move
    assert mover is not None
    known, hand = state.known[mover], state.hands[mover]
    need = _shown(move, known)
    unseen = sum(hand) - sum(known)
    if sum(need) > unseen:
        raise rules_error(move)
    seen = _seen_elsewhere(state, 1 - mover)
    for g, n in enumerate(need):
        if known[g] + n + seen[g] > CARD_COUNTS[GOODS[g]]:
            raise rules_error(move)
    spare = unseen - sum(need)
    counts = tuple(
        k + n + (spare if g == _FILLER else 0)
        for g, (k, n) in enumerate(zip(known, need, strict=True))
    )
    hands = (counts, state.hands[1]) if mover == 0 else (state.hands[0], counts)
    return evolve(state, hands=hands)


def _shown(move: Move, known: tuple[int, ...]) -> list[int]:
    """Goods per type ``move`` takes from the hand beyond those known to be in it."""
    used = [0] * len(GOODS)
    if isinstance(move, Sell) and move.good in GOODS:
        used[GOODS.index(move.good)] = move.count
    elif isinstance(move, Exchange):
        for card in move.give:
            if card in GOODS:
                used[GOODS.index(card)] += 1
    return [max(0, u - k) for u, k in zip(used, known, strict=True)]


def _seen_elsewhere(state: JaipurState, seat: int) -> list[int]:
    """Goods per type this device sees outside the other hand: its hand, market, discard."""
    return [
        state.hands[seat][g] + state.market.count(c) + state.discard[g] for g, c in enumerate(GOODS)
    ]


def device_view(state: JaipurState, seat: int) -> JaipurView:
    """The engine's view for ``seat``; its own bonus tokens not yet opened show no value."""
    view = make_view(state, seat)
    mine = tuple((size, v or None) for size, v in view.bonus_taken[seat])
    taken = (mine, view.bonus_taken[1]) if seat == 0 else (view.bonus_taken[0], mine)
    return evolve(view, bonus_taken=taken)


# --- the end-of-round check ---------------------------------------------------------


def verify(
    rnd: Round,
    seat: int,
    seals: tuple[int, int],
    results: tuple[RoundResult, ...],
    version: int = wire.VERSION,
) -> tuple[JaipurState, tuple[int, ...]]:
    """Replay the round with both keys (``version``: the game's link format): the final
    position and the element at each position opened (-1 where none was needed), or
    CheatDetected naming the other device.

    The revealed key must match the commitment the other device sent with its shuffle.
    In link formats 3 and later, what the proofs already established when each message
    arrived is not recomputed:

    - every unlock the other device sent (``removals``) was checked against its
      Chaum-Pedersen proof for the committed key before this device opened any card
      with it (``jaipur_checks.check_unlocks``): once the revealed key is the committed
      one, each removal is right and the cards it opened here are the cards dealt;
    - every shuffle the other device sent (the invitation, ``A``, ``E``, format 3's
      ``D``, format 4's folded next shuffle) was checked against its shuffle proof on
      arrival (``jaipur_checks.check_shuffle``): its deck is the deck it was given,
      locked with the committed key and permuted within the segments. Both decks are
      then permutations and every position opens to one element of its segment, so only
      the positions the replay needs are opened: the other hand, the market, the cards
      drawn and the bonus tokens taken that no proven unlock opened here, and before
      format 5 every position whose element the other device announced (claims carry a
      proof from format 5 on, ``jaipur_announce``, checked on arrival like the unlocks).

    Formats 1 and 2 (no shuffle proof) and a round saved without a commitment keep the
    whole check: both shuffles, every position, every removal.
    """
    other = 1 - seat
    if rnd.their_commit and ec.public_key(rnd.their_key) != rnd.their_commit:
        raise _lie(other, "it revealed a round key other than the one it committed to")
    proven = bool(rnd.their_commit) and version >= wire.SHUFFLED
    both = rnd.key * rnd.their_key % ec.N
    if proven:
        truth = _open_needed(rnd, seat, seals, results, both, version >= wire.ANNOUNCED)
    else:
        if other == rnd.first:
            _check_first_shuffle(rnd.deck_f, rnd.their_key, other)
        else:
            _check_second_shuffle(rnd.deck_f, rnd.deck_fo, rnd.their_key, other)
        truth = _open_all(rnd.deck_fo, both, other)
        _check_removals(rnd, other, truth)
    for position, element in rnd.claims:
        if truth[position] != element:
            raise _lie(
                other,
                f"it announced {describe(element)} at deck position {position + 1}, "
                f"where {describe(truth[position])} was dealt",
            )
    return _replay(rnd, truth, seat, seals, results), tuple(truth)


def _open_needed(
    rnd: Round,
    seat: int,
    seals: tuple[int, int],
    results: tuple[RoundResult, ...],
    key: int,
    announced: bool,
) -> list[int]:
    """Formats 3 and later: the elements the replay needs (see :func:`verify`); the
    cards a proven unlock (format 5: or a proven announcement, ``announced``) opened here
    are taken as they are, the rest opened with ``key`` (both round keys)."""
    known, _ = working_state(rnd, seat, seals, results)  # how much of each pile was used
    claimed = set() if announced else {p for p, _ in rnd.claims}
    proven = {p for p, _ in (*rnd.removals, *rnd.claims)} - claimed
    used = {
        *hand_positions(1 - seat, rnd.first),
        *MARKET,
        *range(DRAW, PILE_START[0] - len(known.deck)),
        *(
            bonus_position(pile, i)
            for pile, left in enumerate(known.bonus)
            for i in range(len(BONUS_TOKENS[pile]) - len(left))
        ),
    }
    truth = [rnd.cards[p] if p in proven else -1 for p in range(SIZE)]
    inverse = ec.inverse(key)
    for p in sorted((used - proven) | claimed):
        truth[p] = _element(ec.mul(inverse, rnd.deck_fo[p]), p, 1 - seat)
    return truth


def _lie(seat: int, what: str) -> CheatDetected:
    return CheatDetected(f"The other player's device cheated: {what}.", seat)


def _open_all(deck: tuple[int, ...], key: int, other: int) -> list[int]:
    inverse = ec.inverse(key)
    return [_element(ec.mul(inverse, x), i, other) for i, x in enumerate(deck)]


def _element(x: int, position: int, other: int) -> int:
    """The element at ``position`` once fully opened, checked to belong to its segment."""
    element = ELEMENT.get(x, -1)
    start, end = next(s for s in SEGMENTS if s[0] <= position < s[1])
    if not start <= element < end:
        raise _lie(
            other, f"its shuffled deck held no proper card or token at position {position + 1}"
        )
    return element


def _check_first_shuffle(deck_f: tuple[int, ...], key: int, other: int) -> None:
    elements = _open_all(deck_f, key, other)
    if sorted(elements) != list(range(SIZE)):
        raise _lie(other, "its shuffle was not a permutation of the deck (some card twice)")


def _check_second_shuffle(
    deck_f: tuple[int, ...], deck_fo: tuple[int, ...], key: int, other: int
) -> None:
    inverse = ec.inverse(key)
    for start, end in SEGMENTS:
        opened = sorted(ec.mul(inverse, x) for x in deck_fo[start:end])
        if opened != sorted(deck_f[start:end]):
            raise _lie(other, "its shuffle was not a permutation of the deck it was given")


def _check_removals(rnd: Round, other: int, truth: list[int]) -> None:
    for position, point in rnd.removals:
        if ec.mul(rnd.their_key, point) != rnd.deck_fo[position]:
            raise _lie(
                other,
                f"it removed its lock from deck position {position + 1} with a wrong value, "
                f"showing you a card other than the {describe(truth[position])} dealt there",
            )


def _replay(
    rnd: Round,
    truth: list[int],
    seat: int,
    seals: tuple[int, int],
    results: tuple[RoundResult, ...],
) -> JaipurState:
    other = 1 - seat
    hands = tuple("".join(CARDS[truth[p]] for p in hand_positions(s, rnd.first)) for s in (0, 1))
    if hands[other].count(CAMEL) != rnd.herd:
        raise _lie(
            other, f"it announced {rnd.herd} camels in its hand, but was dealt {hands[other]}"
        )
    piles = tuple(
        tuple(_value(truth[p]) for p in range(*s)) for s in SEGMENTS[1:]
    )  # a bonus token or card no move reached may be unopened (format 3 on): 0 or "?"
    state = dealt_state(
        rnd.number,
        rnd.starter,
        seals,
        results,
        (hands[0], hands[1]),
        "".join(_letter(truth[p]) for p in range(MARKET[0], PILE_START[0])),
        (piles[0], piles[1], piles[2]),
        0,
    )
    ended = False
    for i, text in enumerate(rnd.moves):
        move = parse_move(text)
        if ended or move not in rules.legal_set(state):
            raise _lie(
                other,
                f"its move '{text}' (move {i + 1} of the round) was not legal with the cards "
                f"it was really dealt ({hands[other]})",
            )
        state, ended = rules.play_in_round(state, move)
    if not ended:
        raise _lie(other, "it revealed its key before the round was over")
    return state


def drawn_positions(before: JaipurState, after: JaipurState) -> tuple[int, ...]:
    """The draw-pile positions a move dealt into the market."""
    start = DRAW + 40 - len(before.deck)
    return tuple(range(start, start + len(before.deck) - len(after.deck)))
