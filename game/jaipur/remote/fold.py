"""Where one remote Jaipur round ends and the next begins: the round keys, the two
shuffles of the next round and the unlocks that deal it.

Link formats 1-3: the move that ends a round carries the mover's key; the other
device answers with its own key (``T``) or, when the mover starts the next round,
shuffles first (``D``); the mover shuffles again and unlocks (``E``); the first
shuffler unlocks the other hand (a move-less ``T``); then the starter moves.

Link format 4 (``wire.FOLDED``) folds these into the moves: the move that ends a
round carries the mover's key and the next round's first shuffle with its proof
(:func:`next_shuffle`; left out only when the match is surely over,
:func:`surely_over`); the other device answers with one ``E``: its key, the second
shuffle with its proof and its unlocks of the first shuffler's hand and the market.
If the first shuffler starts the round, its first move's link carries its unlocks
of the other hand; otherwise it sends them alone. Round 1 is dealt the same way by
the invitation (the inviter shuffles first and starts) and the answer ``A``.
"""

from __future__ import annotations

from game.core.evolve import evolve
from game.jaipur.cards import BONUS_SIZES, BONUS_TOKENS, SEALS_TO_WIN
from game.jaipur.remote.cards import MARKET, POINTS, encrypt_shuffle, hand_positions
from game.jaipur.remote.checks import (
    check_shuffle,
    check_unlocks,
    distinct,
    open_private,
    read_commitment,
    read_proof,
)
from game.jaipur.remote.device import (
    JaipurDevice,
    after_turn_sent,
    close_round,
    commitment,
    game_over,
    protocol_error,
    prove_shuffle,
    round_results,
    seals,
    second_shuffle,
    send,
    turn_body,
)
from game.jaipur.remote.round import Round, new_round, working_state
from game.jaipur.rules import make_result, next_starter
from game.jaipur.state import JaipurState
from game.remote import ec, wire
from game.remote.entropy import Entropy


def folded(device: JaipurDevice) -> bool:
    """Whether this game's round starts are folded into its moves (format 4)."""
    return device.version >= wire.FOLDED


def first_starter(version: int) -> int:
    """Who plays first in round 1: the inviter in format 4 (its first move unlocks the
    friend's hand), before it the friend (the inviter's unlocks went alone)."""
    return 0 if version >= wire.FOLDED else 1


# --- format 4: the next round's first shuffle rides with the move that ends a round ----


def next_shuffle(device: JaipurDevice, entropy: Entropy) -> tuple[bytes, Round]:
    """The first shuffle of the next round (commitment, deck, proof) for the link of the
    move that ends this one (made now), and that round as this device keeps it."""
    key = ec.scalar(entropy(32))
    deck = tuple(encrypt_shuffle(list(POINTS), key, entropy))
    body = commitment(device, key) + wire.points_bytes(deck)
    body += prove_shuffle(device.version, key, POINTS, deck, device.game_id, device.chain)
    return body, new_round(device.round.number + 1, device.seat, -1, key, deck)


def read_next_shuffle(device: JaipurDevice, reader: wire.Reader, chain: str) -> Round:
    """The next round's first shuffle a move that ends a round carries, checked now
    (``chain``: the transcript before its link)."""
    their_commit = read_commitment(device, reader)
    deck_f = reader.points(len(POINTS))
    sender = 1 - device.seat
    distinct(sender, deck_f, "its shuffled deck")
    check_shuffle(
        device.version, sender, (POINTS, deck_f, their_commit), reader, device.game_id, chain
    )
    nxt = new_round(device.round.number + 1, sender, -1, 0, deck_f)
    return evolve(nxt, their_commit=their_commit)


def surely_over(device: JaipurDevice, final: JaipurState) -> bool:
    """Whether the match is over whatever the bonus tokens this device has not seen are
    worth, once the round ends in ``final``: the winner of every earlier seal would
    win this round even with the unseen tokens at their least for it and most for the
    other (a seal also needs a sure winner)."""
    won = seals(device)
    leaders = [p for p in (0, 1) if won[p] == SEALS_TO_WIN - 1]
    if not leaders:
        return False
    leader = leaders[0]
    bonus = [0, 0]
    for p in (0, 1):
        for size, value in final.bonus_taken[p]:
            values = BONUS_TOKENS[BONUS_SIZES.index(size)]
            if value:
                bonus[p] += value
            else:  # unseen: worst for the leader
                bonus[p] += min(values) if p == leader else max(values)
    goods = tuple(sum(v for _, v in final.goods_taken[p]) for p in (0, 1))
    result = make_result(
        final.round_starter,
        (goods[0], goods[1]),
        (bonus[0], bonus[1]),
        (len(final.goods_taken[0]), len(final.goods_taken[1])),
        (len(final.bonus_taken[0]), len(final.bonus_taken[1])),
        final.herds,
    )
    return result.seal == leader


# --- a round's keys -----------------------------------------------------------------


def on_key(device: JaipurDevice, key: int, entropy: Entropy, nxt: Round | None) -> JaipurDevice:
    """The other device's key (and in format 4 maybe the next round's first shuffle
    ``nxt``): check the round; then answer as the format says."""
    rnd = device.round
    _, ended = working_state(rnd, device.seat, seals(device), round_results(device))
    if not ended:
        raise protocol_error(device, "it revealed its key before the round was over")
    device = close_round(device, evolve(rnd, their_key=key))
    starter = next_starter(round_results(device)[-1])
    if folded(device):
        return _answer_folded(device, nxt, starter, entropy)
    if game_over(device) or starter == device.seat:
        if rnd.key_sent:
            return device
        return _send_key(device)
    new_key = ec.scalar(entropy(32))
    deck = tuple(encrypt_shuffle(list(POINTS), new_key, entropy))
    body = ec.to_bytes(rnd.key) + commitment(device, new_key) + wire.points_bytes(deck)
    body += prove_shuffle(device.version, new_key, POINTS, deck, device.game_id, device.chain)
    first = new_round(rnd.number + 1, device.seat, starter, new_key, deck)
    return send(evolve(device, round=first), "D", body, reply=True)


def _send_key(device: JaipurDevice) -> JaipurDevice:
    device = send(device, "T", turn_body(device, device.round, "", (), True), reply=True)
    return evolve(device, round=evolve(device.round, key_sent=True))


def _answer_folded(
    device: JaipurDevice, nxt: Round | None, starter: int, entropy: Entropy
) -> JaipurDevice:
    """Format 4: the key alone when the match is over, else ``E``: this device's key,
    its shuffle of the other's first shuffle and its unlocks."""
    if device.round.key_sent:  # this device ended the round: only a last key is due
        if not game_over(device):
            raise protocol_error(device, "it did not shuffle the next round with its key")
        return evolve(device, next=None)
    if game_over(device):
        return _send_key(device)
    if nxt is None:
        raise protocol_error(device, "it ended the round without shuffling the next one")
    nxt = evolve(nxt, starter=starter)
    return second_shuffle(device, nxt, entropy, ec.to_bytes(device.round.key), "E")


def close_with_key(device: JaipurDevice, reader: wire.Reader) -> JaipurDevice:
    """Format 4, ``E``'s start: the other device's key of the round this device ended;
    the round checked and scored, the next round (this device's shuffle) begun."""
    their_key = reader.scalar()
    rnd, nxt = device.round, device.next
    if nxt is None or not rnd.key_sent or rnd.their_key:
        raise protocol_error(device, "it sent a deck when none was due")
    device = close_round(device, evolve(rnd, their_key=their_key))
    if game_over(device):
        raise protocol_error(device, "it dealt a round after the match was over")
    starter = next_starter(round_results(device)[-1])
    return evolve(device, round=evolve(nxt, starter=starter), next=None)


# --- the deal -------------------------------------------------------------------------


def on_second_shuffle(
    device: JaipurDevice, reader: wire.Reader, kind: str, chain: str
) -> JaipurDevice:
    """The answer to this device's first shuffle: open its hand and the market."""
    if kind == "E" and folded(device):
        device = close_with_key(device, reader)
    rnd = device.round
    if device.seat != rnd.first or rnd.deck_fo or (kind == "A") != (rnd.number == 1):
        raise protocol_error(device, "it sent a deck when none was due")
    if kind == "A":
        reader.point()
    their_commit = read_commitment(device, reader)
    deck_fo = reader.points(len(POINTS))
    sender = 1 - device.seat
    distinct(sender, deck_fo, "its shuffled deck")
    shuffle = (rnd.deck_f, deck_fo, their_commit)
    check_shuffle(device.version, sender, shuffle, reader, device.game_id, chain)
    opened = (*hand_positions(device.seat, rnd.first), *MARKET)
    removals = reader.points(len(opened))
    proof = read_proof(device, reader, len(opened))
    reader.end()
    rnd = evolve(rnd, deck_fo=deck_fo, their_commit=their_commit)
    check_unlocks(device, rnd, opened, removals, proof, chain)
    rnd = open_private(device, rnd, opened, removals)
    rnd = evolve(
        rnd,
        owed_open=MARKET,
        owed_remove=tuple(hand_positions(1 - device.seat, rnd.first)),
    )
    device = evolve(device, round=rnd)
    if folded(device) and rnd.starter == device.seat:
        return device  # its first move's link carries the unlocks
    device = send(device, "T", turn_body(device, rnd, "", (), False), reply=True)
    return evolve(device, round=after_turn_sent(device.round, device.seat))


def on_first_shuffle(
    device: JaipurDevice, reader: wire.Reader, entropy: Entropy, chain: str
) -> JaipurDevice:
    """Formats 1-3: the other device's first shuffle of the next round, with its key of
    the last one. The first shuffler is never the round's starter (so its first link
    carries no move)."""
    if folded(device):
        raise protocol_error(device, "it sent a message this link format does not have")
    rnd = device.round
    their_key = reader.scalar()
    their_commit = read_commitment(device, reader)
    deck_f = reader.points(len(POINTS))
    sender = 1 - device.seat
    distinct(sender, deck_f, "its shuffled deck")
    shuffle = (POINTS, deck_f, their_commit)
    check_shuffle(device.version, sender, shuffle, reader, device.game_id, chain)
    reader.end()
    if not rnd.their_key:
        if not rnd.key_sent:
            raise protocol_error(device, "it dealt a new round before this one was over")
        device = close_round(device, evolve(rnd, their_key=their_key))
    elif their_key != rnd.their_key:
        raise protocol_error(device, "it revealed two different keys for one round")
    starter = next_starter(round_results(device)[-1])
    if game_over(device) or starter != device.seat:
        raise protocol_error(device, "it dealt a round it should not have dealt")
    nxt = new_round(rnd.number + 1, 1 - device.seat, starter, 0, deck_f)
    nxt = evolve(nxt, their_commit=their_commit)
    return second_shuffle(device, nxt, entropy, b"", "E")
