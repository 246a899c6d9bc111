"""A remote Jaipur device's stored state and the pieces both sides of the protocol share:
sending a sealed link, the second shuffle, a turn's body, closing a round, the view.

The protocol itself (what each link carries, in which order) is in
:mod:`game.jaipur.remote.play`; docs/remote-play.md describes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.evolve import evolve
from game.jaipur.cards import BONUS_TOKENS, SEALS_TO_WIN, bonus_pile
from game.jaipur.moves import Sell
from game.jaipur.remote import announce
from game.jaipur.remote.cards import (
    MARKET,
    SEGMENTS,
    bonus_position,
    encrypt_shuffle,
    hand_positions,
)
from game.jaipur.remote.round import (
    Round,
    device_view,
    knows_deal,
    own_herd,
    verify,
    working_state,
)
from game.jaipur.rules import make_result, score_round
from game.jaipur.state import JaipurState, RoundResult
from game.jaipur.view import JaipurView, make_view, outcome_of
from game.remote import ec, proofs, shuffle_proof, wire
from game.remote.entropy import Entropy
from game.remote.errors import CheatDetected
from game.remote.protocol import Moved

NO_HERD = 255
Result = tuple[int, ...]  # starter, goods, bonus, goods count, bonus count, camels (pairs flat)


@dataclass(frozen=True)
class JaipurDevice:
    """Everything one device keeps of a remote Jaipur game (saved as JSON)."""

    GAME_NAME: ClassVar[str] = "jaipur"
    game: str  # the game id, hex
    seat: int
    identity: int  # this device's invitation secret (0 once agreed, in saves before claims)
    seal: str  # the sealing key, hex ("" until agreed)
    chain: str  # hash of the transcript so far, hex
    digests: tuple[str, ...]  # fingerprint of each message of the transcript
    sent: str  # the last link this device made
    reply: bool  # ``sent`` is still to be sent (until api.mark_sent)
    results: tuple[Result, ...]
    round: Round
    previous: Round | None = None  # the last finished round, every card a move reached revealed
    version: int = wire.VERSION  # link format: PROVEN (commitments, unlock proofs) since s30
    safety: str = ""  # the code the friends compare (game.remote.safety); "" in older saves
    next: Round | None = None  # format 4: the next round's first shuffle, sent with the last move
    publics: tuple[int, ...] = ()  # both invitation public keys, seat order, once agreed

    @property
    def game_id(self) -> bytes:
        return bytes.fromhex(self.game)


# --- results ----------------------------------------------------------------------


def round_results(device: JaipurDevice) -> tuple[RoundResult, ...]:
    """The finished rounds' results."""
    return tuple(_result(r) for r in device.results)


def _result(r: Result) -> RoundResult:
    return make_result(r[0], (r[1], r[2]), (r[3], r[4]), (r[5], r[6]), (r[7], r[8]), (r[9], r[10]))


def flat_result(r: RoundResult) -> Result:
    return (r.starter, *r.goods, *r.bonus, *r.goods_count, *r.bonus_count, *r.camels)


def seals(device: JaipurDevice) -> tuple[int, int]:
    """Seals of excellence per seat."""
    won = [r.seal for r in round_results(device)]
    return (won.count(0), won.count(1))


def game_over(device: JaipurDevice) -> bool:
    """Whether a player holds two seals."""
    return max(seals(device)) >= SEALS_TO_WIN


def second_shuffle(
    device: JaipurDevice, rnd: Round, entropy: Entropy, prefix: bytes, kind: str
) -> JaipurDevice:
    """Lock and shuffle the first shuffle again; unlock the shuffler's hand and the market."""
    key = ec.scalar(entropy(32))
    deck_fo = tuple(encrypt_shuffle(list(rnd.deck_f), key, entropy))
    opened = (*hand_positions(rnd.first, rnd.first), *MARKET)
    removals, proof = unlock(device, key, tuple(deck_fo[p] for p in opened), opened)
    rnd = evolve(
        rnd,
        key=key,
        deck_fo=deck_fo,
        asked=MARKET,
        awaiting=tuple(hand_positions(device.seat, rnd.first)),
    )
    body = (
        prefix
        + commitment(device, key)
        + wire.points_bytes(deck_fo)
        + prove_shuffle(device.version, key, rnd.deck_f, deck_fo, device.game_id, device.chain)
        + wire.points_bytes(removals)
        + proof
    )
    return send(evolve(device, round=rnd), kind, body, reply=True)


def send(device: JaipurDevice, kind: str, body: bytes, reply: bool) -> JaipurDevice:
    """Seal ``body`` for the other device and add it to the transcript."""
    return wire.send(device, kind, body, (bytes.fromhex(device.seal),), reply, device.version)


def proven(device: JaipurDevice) -> bool:
    """Whether this game's links carry key commitments and unlock proofs (format 2)."""
    return device.version >= wire.PROVEN


def shuffle_context(game: bytes, chain: str) -> bytes:
    """What a shuffle proof is bound to: the game and the transcript before its link."""
    return b"shuffle" + game + bytes.fromhex(chain)


def prove_shuffle(
    version: int,
    key: int,
    deck: tuple[int, ...],
    shuffled: tuple[int, ...],
    game: bytes,
    chain: str,
) -> bytes:
    """The proof that ``shuffled`` is ``deck`` locked with ``key`` and shuffled, for a
    link made now (format 3; nothing in earlier formats)."""
    if version < wire.SHUFFLED:
        return b""
    return shuffle_proof.prove(key, deck, shuffled, shuffle_context(game, chain), SEGMENTS)


def commitment(device: JaipurDevice, key: int) -> bytes:
    """The commitment to a round key sent with a shuffle (nothing in format 1)."""
    return ec.to_bytes(proofs.commitment(key)) if proven(device) else b""


def proof_context(chain: str, positions: tuple[int, ...]) -> bytes:
    """What an unlock proof is bound to: the transcript before its link, and the positions."""
    return bytes.fromhex(chain) + bytes(positions)


def unlock(
    device: JaipurDevice, key: int, points: tuple[int, ...], positions: tuple[int, ...]
) -> tuple[tuple[int, ...], bytes]:
    """``key``'s layer removed from ``points`` (at deck ``positions``) and, in format 2,
    the proof of it for a link made now (b"" when there is nothing to prove)."""
    if not proven(device) or not points:
        inverse = ec.inverse(key)
        return tuple(ec.mul(inverse, x) for x in points), b""
    return proofs.unlock(key, points, proof_context(device.chain, positions))


def protocol_error(device: JaipurDevice, what: str) -> CheatDetected:
    """The error for an authentic link that breaks the protocol (the other device's fault)."""
    return CheatDetected(f"The other player's device broke the protocol: {what}.", 1 - device.seat)


def close_round(device: JaipurDevice, rnd: Round) -> JaipurDevice:
    """Check the round with both keys and record its result (CheatDetected on a lie)."""
    final, truth = verify(rnd, device.seat, seals(device), round_results(device), device.version)
    done = evolve(rnd, cards=truth, deck_f=(), deck_fo=(), removals=(), claims=())
    return evolve(
        device,
        round=rnd,
        results=(*device.results, flat_result(score_round(final))),
        previous=done,
    )


def bonus_taken(before: JaipurState, move: object) -> int | None:
    """The deck position of the bonus token ``move`` takes, if it takes one."""
    if not isinstance(move, Sell):
        return None
    pile = bonus_pile(move.count)
    if pile is None or not before.bonus[pile]:
        return None
    return bonus_position(pile, len(BONUS_TOKENS[pile]) - len(before.bonus[pile]))


def turn_body(
    device: JaipurDevice,
    rnd: Round,
    move: str,
    drawn: tuple[int, ...],
    with_key: bool,
    shuffle: bytes = b"",
) -> bytes:
    """A turn message: herd, owed elements (format 5: with their proof), owed unlocks
    then the move's, move, key, and (format 4) the next round's first shuffle after the
    key (flag 2)."""
    herd = NO_HERD
    if not rnd.herd_sent and knows_deal(rnd, device.seat):
        herd = own_herd(rnd, device.seat)
    positions = (*rnd.owed_remove, *drawn)
    unlocks, proof = unlock(device, rnd.key, tuple(rnd.deck_fo[p] for p in positions), positions)
    opened = bytes(rnd.cards[p] for p in rnd.owed_open)
    return (
        bytes([herd, len(opened)])
        + opened
        + announce.prove(device.version, rnd, rnd.owed_open, device.chain)
        + bytes([len(unlocks)])
        + wire.points_bytes(unlocks)
        + proof
        + wire.short_text(move)
        + (bytes([2 if shuffle else 1]) + ec.to_bytes(rnd.key) + shuffle if with_key else b"\x00")
    )


def after_turn_sent(rnd: Round, seat: int) -> Round:
    """The round once a turn link went out: its debts paid, its camels announced if known."""
    announced = rnd.herd_sent or knows_deal(rnd, seat)
    return evolve(rnd, owed_open=(), owed_remove=(), herd_sent=announced)


# --- what the page shows ---------------------------------------------------------------


def view(device: JaipurDevice) -> JaipurView | None:
    """This seat's view: the round being played, else the last finished one (all its
    cards shown, every result so far); None while the first round is being dealt."""
    rnd = device.round
    if rnd.their_key or not knows_deal(rnd, device.seat):
        return None if device.previous is None else _finished_view(device, device.previous)
    state, ended = working_state(rnd, device.seat, seals(device), round_results(device))
    shown = device_view(state, device.seat)
    if ended:
        shown = evolve(shown, to_move=None, legal_moves=())
    elif rnd.herd < 0:  # the other player's camels come with its first link of the round
        shown = evolve(shown, camels_unknown=1 - device.seat)
    return shown


def _finished_view(device: JaipurDevice, rnd: Round) -> JaipurView:
    """The finished round ``rnd`` at its end, with every result so far."""
    results = round_results(device)
    earlier = results[: rnd.number - 1]
    won = [r.seal for r in earlier]
    state, _ = working_state(rnd, device.seat, (won.count(0), won.count(1)), earlier)
    final = evolve(state, to_move=None, rounds=results, seals=seals(device))
    return evolve(
        make_view(final, device.seat), outcome=outcome_of(final) if game_over(device) else None
    )


def moves_between(old: JaipurDevice, new: JaipurDevice) -> tuple[Moved[JaipurView], ...]:
    """The turn ``new`` knows that ``old`` did not, with this seat's views around it (the
    other hand stays hidden)."""
    before, after = view(old), view(new)
    was, now = old.round, new.round
    if now.number == was.number:
        moves = now.moves[len(was.moves) :]
    elif new.previous is not None and new.previous.number == was.number:
        moves = new.previous.moves[len(was.moves) :]  # the move that ended the round
    else:
        moves = ()
    if moves and now.number == was.number and not now.their_key:
        # what the link told (format 4: this hand, dealt with the move; the other herd's
        # count; market cards) is shown before the move too
        before = view(evolve(new, round=evolve(now, moves=now.moves[: -len(moves)])))
    if before is None or not moves:
        return ()
    return (Moved(before, after or before, moves[0], before.to_move),)
