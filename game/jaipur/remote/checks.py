"""What a remote Jaipur device checks in a link as soon as it arrives, before it opens
any card with it: no point twice in a deck or a batch of unlocks, (format 2) the
unlock proof against the key the sender committed to with its shuffle, (format 3) the
shuffle proof and (format 5) the proof of the announced cards
(:mod:`game.jaipur.remote.announce`); then the opening of the cards the link unlocked
or announced.

The proofs themselves are :mod:`game.remote.proofs`; docs/remote-play.md says what
these checks stop and what they do not.
"""

from __future__ import annotations

from game.core.evolve import evolve
from game.jaipur.remote import announce
from game.jaipur.remote.cards import CARDS, ELEMENT, POINTS, SEGMENTS
from game.jaipur.remote.device import (
    JaipurDevice,
    proof_context,
    protocol_error,
    proven,
    shuffle_context,
)
from game.jaipur.remote.round import Round
from game.remote import ec, proofs, shuffle_proof, wire
from game.remote.errors import CheatDetected

# A failing proof is bound to the transcript: a relay passing on a link made honestly for
# another transcript fails it too, so the sentence does not blame the device alone.
PASSED_ON = "The other player's device cheated, or someone passed on a link made for another game: "


def distinct(seat: int, points: tuple[int, ...], what: str) -> None:
    """Refuse ``points`` (sent by ``seat``) if one of them is there twice."""
    if len(set(points)) != len(points):
        raise CheatDetected(
            f"The other player's device cheated: {what} held the same point twice "
            "(a card copied over another).",
            seat,
        )


def read_commitment(device: JaipurDevice, reader: wire.Reader) -> int:
    """The round key commitment a shuffle carries (0 in format 1, which has none)."""
    return reader.point() if proven(device) else 0


def check_shuffle(
    version: int,
    sender: int,
    shuffle: tuple[tuple[int, ...], tuple[int, ...], int],
    reader: wire.Reader,
    game: bytes,
    chain: str,
) -> None:
    """Read the shuffle proof a deck carries (format 3) and refuse the deck, naming
    ``sender``, unless it proves that ``shuffle`` (the deck given, the deck sent, the
    sender's key commitment) is a permutation under that key; ``chain``: the transcript
    before its link."""
    if version < wire.SHUFFLED:
        return
    given, sent, committed = shuffle
    proof = reader.take(shuffle_proof.size(len(POINTS)))
    if not shuffle_proof.check(
        committed, given, sent, proof, shuffle_context(game, chain), SEGMENTS
    ):
        raise CheatDetected(
            f"{PASSED_ON}its shuffle is not proven to hold exactly the cards and tokens it was "
            "given, locked with the key it committed to (it may have put copies of your cards "
            "where it could read them).",
            sender,
            relayed=True,
        )


def read_proof(device: JaipurDevice, reader: wire.Reader, count: int) -> bytes:
    """The unlock proof after ``count`` unlocked points (none in format 1 or for none)."""
    return reader.take(proofs.size(count)) if proven(device) and count else b""


def check_unlocks(
    device: JaipurDevice,
    rnd: Round,
    positions: tuple[int, ...],
    points: tuple[int, ...],
    proof: bytes,
    chain: str,
) -> None:
    """Refuse unlocks of deck ``positions`` whose proof fails (``chain``: the transcript
    before their link); in format 2 the other device must prove every unlock."""
    sender = 1 - device.seat
    distinct(sender, points, "the cards it unlocked")
    if not proven(device) or not points:
        return
    dealt = tuple(rnd.deck_fo[p] for p in positions)
    if not proofs.check(rnd.their_commit, dealt, points, proof, proof_context(chain, positions)):
        where = ", ".join(str(p + 1) for p in positions)
        raise CheatDetected(
            f"{PASSED_ON}its proof that it removed its lock with its own key (deck positions "
            f"{where}) does not hold, so it unlocked for you something other than the cards "
            "dealt there.",
            sender,
            relayed=True,
        )


def open_private(
    device: JaipurDevice, rnd: Round, positions: tuple[int, ...], points: tuple[int, ...]
) -> Round:
    """Remove this device's lock from points the other device unlocked for it."""
    inverse = ec.inverse(rnd.key)
    cards = list(rnd.cards)
    for position, point in zip(positions, points, strict=True):
        element = ELEMENT.get(ec.mul(inverse, point), -1)
        start, end = next(s for s in SEGMENTS if s[0] <= position < s[1])
        if not start <= element < end or element in cards:
            raise CheatDetected(
                "The other player's device cheated: it unlocked for you, at deck position "
                f"{position + 1}, something that is not the card dealt there.",
                1 - device.seat,
            )
        cards[position] = element
    removals = rnd.removals + tuple(zip(positions, points, strict=True))
    return evolve(rnd, cards=tuple(cards), removals=removals)


def read_opened(device: JaipurDevice, rnd: Round, reader: wire.Reader, chain: str) -> Round:
    """The card numbers the other device announced for the public cards it opened, with
    (format 5) their proof, checked now (``chain``: the transcript before their link)."""
    count = reader.byte()
    elements = tuple(reader.take(count))
    proof = reader.take(announce.size(device.version, count))
    if count != len(rnd.asked):
        raise protocol_error(device, "it did not announce the cards it had to")
    cards = list(rnd.cards)
    for position, element in zip(rnd.asked, elements, strict=True):
        if element >= len(CARDS) or element in cards:
            raise CheatDetected(
                f"The other player's device cheated: it announced a card ({element}) that "
                "cannot be at that place in the market.",
                1 - device.seat,
            )
        cards[position] = element
    if proof and not announce.holds(rnd, rnd.asked, elements, proof, chain):
        where = ", ".join(str(p + 1) for p in rnd.asked)
        said = ", ".join(CARDS[e] for e in elements)
        raise CheatDetected(
            f"{PASSED_ON}it announced {said} at deck positions {where}, but its proof that "
            "these are the cards dealt there does not hold (it may have named a card of its "
            "own hand instead).",
            1 - device.seat,
            relayed=True,
        )
    claims = rnd.claims + tuple(zip(rnd.asked, elements, strict=True))
    return evolve(rnd, cards=tuple(cards), claims=claims, asked=())
