"""Claiming a round after a long silence: a record signed by the waiting player's key.

No protocol can force a player to send its next link: a player who has learnt that it
loses can simply stop answering (docs/remote-play.md, *Limits*). After ``SILENCE`` of
waiting, the waiting device may **claim the round**: it writes a record of what it
knows (the game, every player's public key, how far its transcript goes, the position
as this seat sees it, as a position link, and since when it has waited) and signs it
with the key it answered the invitation with (a Schnorr signature on secp256k1, whose
public half the other device received in the invitation or the answer).

What a record proves, and what it does not:

- the signature holds for the public key of the claiming seat, which the record
  carries with every other seat's: anyone holding these public halves (the safety code
  the friends compared is made from them, ``safety_code`` of the record) can check that
  this key's owner signed exactly this record;
- the other device checks more: the public keys are its game's, and the transcript the
  record names is a part of its own (or its own whole transcript); if its transcript
  goes further, the claim was made before its later links reached the claimant;
- it does not prove the time: ``since`` and ``made`` are the claiming device's clock,
  as it states them; nor that the other player received the last link; nor the
  round's result, which needs the silent player's key (the hidden cards stay locked).

Nothing in the game changes: a claim is a statement, and the game goes on if the
silent player's link comes after all. Records are JSON, their signed part canonical
(sorted keys, no spaces).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass

from game.remote import ec, proofs
from game.remote.errors import LinkRefused
from game.remote.safety import safety_code

FORMAT = "bazaar-claim"
VERSION = 1
SILENCE = 48 * 3600 * 1000  # milliseconds of waiting before a round may be claimed
_G = ec.lift_x(ec.GX)
_LABEL = b"bazaar claim v1"


@dataclass(frozen=True)
class Claim:
    """A claim's signed contents (times in milliseconds since 1970, the claimant's clock)."""

    game: str  # the game's registry name
    id: str  # the game id, hex
    seat: int  # the claiming seat
    keys: tuple[str, ...]  # every seat's public key, hex, in seat order
    links: int  # the links of the claimant's transcript
    transcript: str  # SHA-256 of their fingerprints, hex
    round: int  # the round claimed
    position: str  # the position as the claiming seat sees it (a position link; "": none)
    view: str  # the same, whole: the seat's view as JSON (game.remote.saves.view_to_json)
    since: int  # waiting since
    made: int  # when the claim was made

    @property
    def safety_code(self) -> str:
        """The safety code of the keys the record names (the friends compared theirs)."""
        return safety_code(bytes.fromhex(self.id), tuple(int(k, 16) for k in self.keys))


def transcript_hash(digests: tuple[str, ...]) -> str:
    """The hash that names a transcript by its links' fingerprints."""
    return hashlib.sha256("".join(digests).encode()).hexdigest()


def write(claim: Claim, secret: int) -> str:
    """The record of ``claim`` signed with ``secret`` (the claiming seat's key)."""
    if ec.public_key(secret) != int(claim.keys[claim.seat], 16):
        raise ValueError("the secret is not the claiming seat's key")
    body = _body(claim)
    record = {**json.loads(body), "format": FORMAT, "version": VERSION}
    record["signature"] = sign(secret, body.encode()).hex()
    return json.dumps(record, indent=1, sort_keys=True)


def read(text: str) -> Claim:
    """The claim of a record whose signature holds for its claiming seat's key;
    LinkRefused("format") if it is no record, ("sealed") if the signature fails."""
    try:
        record = json.loads(text)
        if record.pop("format") != FORMAT or record.pop("version") != VERSION:
            raise ValueError("format")
        signature = bytes.fromhex(record.pop("signature"))
        claim = Claim(**{**record, "keys": tuple(record["keys"])})
        _check_types(claim)
        public = int(claim.keys[claim.seat], 16)
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        raise LinkRefused("This is not a claim record, or it is damaged.", "format") from None
    if not verify(public, _body(claim).encode(), signature):
        raise LinkRefused(
            "This claim's signature does not hold: it was changed, or not signed by the "
            "key it names.",
            "sealed",
        )
    return claim


def _check_types(claim: Claim) -> None:
    """Every field of the type it should have (a record is outside data)."""
    ints = (claim.seat, claim.links, claim.round, claim.since, claim.made)
    strs = (claim.game, claim.id, claim.transcript, claim.position, claim.view, *claim.keys)
    if not all(type(i) is int for i in ints) or not all(type(s) is str for s in strs):
        raise TypeError("a field of the wrong type")
    if not 0 <= claim.seat < len(claim.keys):
        raise ValueError("no key for the claiming seat")
    if not all(len(k) == 64 and ec.is_point(int(k, 16)) for k in claim.keys):
        raise ValueError("a key that is no public key")
    bytes.fromhex(claim.id)


def _body(claim: Claim) -> str:
    """The signed text: the claim's fields, canonical JSON."""
    fields = {**asdict(claim), "keys": list(claim.keys)}
    return json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


# --- Schnorr signatures on x-only keys (the form of BIP 340, with our own hashes) -----


def sign(secret: int, message: bytes) -> bytes:
    """A 64-byte signature: x(R), then s = r + e k (k: the even-y form of ``secret``)."""
    k = proofs.even_key(secret)
    public = ec.public_key(k)
    r = _hash(b"nonce", k.to_bytes(32, "big"), message) % ec.N or 1
    big_r = ec.point_mul(r, _G)
    r = r if big_r[1] % 2 == 0 else ec.N - r
    e = _hash(b"challenge", ec.to_bytes(big_r[0]), ec.to_bytes(public), message) % ec.N
    return ec.to_bytes(big_r[0]) + ((r + e * k) % ec.N).to_bytes(32, "big")


def verify(public: int, message: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is the signature of ``message`` by the owner of ``public``."""
    if len(signature) != 64:
        return False
    rx, s = int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big")
    if not (ec.is_point(rx) and ec.is_point(public) and s < ec.N):
        return False
    e = _hash(b"challenge", ec.to_bytes(rx), ec.to_bytes(public), message) % ec.N
    try:
        big_r = ec.combine(((s, _G), ((ec.N - e) % ec.N, ec.lift_x(public))))
    except ec.PointError:  # the point at infinity
        return False
    return big_r[0] == rx and big_r[1] % 2 == 0


def _hash(tag: bytes, *parts: bytes) -> int:
    h = hashlib.sha256(_LABEL + b" " + tag)
    for part in parts:
        h.update(len(part).to_bytes(4, "big") + part)
    return int.from_bytes(h.digest(), "big")
