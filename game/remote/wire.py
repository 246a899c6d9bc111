"""Remote play's messages on the wire: a sealed, chained frame as base64url text.

A message is ``version | kind | game id (4 bytes) | number (2) | sender seat (1)
| body | seals (12 each)`` in base64url without padding. A seal is the first 12
bytes of HMAC-SHA256, under a key the sender and one receiver agreed at the
invitation (Diffie-Hellman), of the hash of the whole transcript before this
message followed by the message itself: a message is valid only as the next one
of this game's transcript, from that sender, so a forged, altered, replayed,
reordered or foreign link is refused. A link of a two-player game carries one seal;
a link of a game of more players one per receiver. Invitations carry none (no key
exists yet); they start the transcript. The version is the link format of the whole
game, set by its invitation: ``PROVEN`` (2) since links carry key commitments and
unlock proofs (and friends are seated by public key); ``SHUFFLED`` (3) when shuffles
carry shuffle proofs too; ``FOLDED`` (4) when a round's shuffles ride with its first
and last moves; ``ANNOUNCED`` (5) when every announced public card carries a proof too;
games begun in an earlier format stay in it. A game's remote play
says which formats it makes (docs/remote-play.md).
"""

from __future__ import annotations

import binascii
import hashlib
import hmac
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, TypeVar

from game import GAMES
from game.core import base64url
from game.core.evolve import evolve
from game.remote import ec
from game.remote.errors import LinkRefused

VERSION = 1  # the first format: seals alone
PROVEN = 2  # key commitments and unlock proofs (game.remote.proofs)
SHUFFLED = 3  # shuffle proofs as well (game.remote.shuffle_proof)
FOLDED = 4  # a round's shuffles folded into its first and last moves (game.remote.fold)
ANNOUNCED = 5  # announced public cards proven too (docs/remote-play.md)
VERSIONS = (VERSION, PROVEN, SHUFFLED, FOLDED, ANNOUNCED)
SEAL = 12
HEADER = 9
UNSEALED = frozenset(GAMES.entry(name).invitation for name in GAMES) - {""}  # invitations


@dataclass(frozen=True)
class Frame:
    """One message, read but not yet checked against a game."""

    kind: str
    game: bytes
    number: int
    sender: int
    body: bytes
    raw: bytes
    seals: bytes = b""
    version: int = VERSION


def make(
    kind: str,
    game: bytes,
    number: int,
    sender: int,
    body: bytes,
    keys: tuple[bytes, ...],
    chain: bytes,
    version: int = VERSION,
) -> bytes:
    """The bytes of a message, with one seal per key (none for an invitation)."""
    head = bytes([version, ord(kind)]) + game + number.to_bytes(2, "big") + bytes([sender])
    raw = head + body
    return raw if kind in UNSEALED else raw + b"".join(_seal(k, chain, raw) for k in keys)


def _seal(key: bytes, chain: bytes, raw: bytes) -> bytes:
    return hmac.new(key, chain + raw, hashlib.sha256).digest()[:SEAL]


def text(raw: bytes) -> str:
    """A message's link text (base64url, no padding)."""
    return base64url.encode(raw)


def read(message: str, seals: int = 1) -> Frame:
    """The frame of a link's text (``seals``: how many it carries unless an invitation);
    raises LinkRefused("format") when it is none."""
    bad = LinkRefused("This is not a Bazaar remote-play link (or it was cut short).", "format")
    if not isinstance(message, str):
        raise bad
    cleaned = "".join(message.split())
    try:
        raw = base64url.decode(cleaned)
    except (binascii.Error, ValueError):
        raise bad from None
    if len(raw) < HEADER or raw[0] not in VERSIONS:
        raise bad
    kind = chr(raw[1])
    end = len(raw) if kind in UNSEALED else len(raw) - SEAL * seals
    if end < HEADER:
        raise bad
    number = int.from_bytes(raw[6:8], "big")
    return Frame(kind, raw[2:6], number, raw[8], raw[HEADER:end], raw, raw[end:], raw[0])


PART = "P"  # one of the two links that carry a message too long for one
LINK_LIMIT = 3900  # characters of a message one link carries (with the page's address: 4,000)


def parts(message: str, limit: int = LINK_LIMIT) -> tuple[str, ...]:
    """The links that carry ``message``: itself if it has at most ``limit`` characters,
    else two part links to send together, which :func:`joined` puts back together in
    either order. A part is the message's header with the kind ``P``, its index (0 or 1),
    then half of the message's bytes; the message's own seal checks the whole."""
    if len(message) <= limit:
        return (message,)
    raw = base64url.decode(message)
    half = (len(raw) + 1) // 2
    head = raw[:1] + PART.encode() + raw[2:HEADER]
    return tuple(
        text(head + bytes([i]) + piece) for i, piece in enumerate((raw[:half], raw[half:]))
    )


def joined(links: tuple[str, ...]) -> str:
    """The message two part links carry (in either order), or the one link given;
    raises LinkRefused("format") if they are not the two halves of one message."""
    if len(links) == 1:
        return links[0]
    frames = sorted((read(link, 0) for link in links), key=lambda f: f.body[:1])
    whole = b"".join(f.body[1:] for f in frames)
    if (
        len(frames) != 2
        or any(f.kind != PART or f.body[:1] != bytes([i]) for i, f in enumerate(frames))
        or len(whole) < HEADER
        or whole[:1] + whole[2:HEADER] != frames[0].raw[:1] + frames[0].raw[2:HEADER]
        or frames[0].raw[:HEADER] != frames[1].raw[:HEADER]
    ):
        raise LinkRefused("These two links are not the two halves of one message.", "format")
    return text(whole)


def chain_after(chain: bytes, raw: bytes) -> bytes:
    """The transcript hash once ``raw`` is added."""
    return hashlib.sha256(b"bazaar remote " + chain + raw).digest()


def digest(raw: bytes) -> str:
    """A short fingerprint of a message, kept to recognise a link opened twice."""
    return hashlib.sha256(raw).hexdigest()[:16]


class Transcript(Protocol):
    """What sending needs of a device (of any game): its game, its seat,
    its transcript so far, and where the last link it made is kept."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def game_id(self) -> bytes: ...

    @property
    def seat(self) -> int: ...

    @property
    def chain(self) -> str: ...

    @property
    def digests(self) -> tuple[str, ...]: ...


D = TypeVar("D", bound=Transcript)


def send(
    device: D, kind: str, body: bytes, keys: tuple[bytes, ...], reply: bool, version: int = VERSION
) -> D:
    """``device`` once it has sealed ``body`` under ``keys`` as the next message of its
    game (in link format ``version``) and added it to its transcript; the link is
    ``sent`` (to send: ``reply``)."""
    chain = bytes.fromhex(device.chain)
    raw = make(kind, device.game_id, len(device.digests), device.seat, body, keys, chain, version)
    return evolve(
        device,
        chain=chain_after(chain, raw).hex(),
        digests=(*device.digests, digest(raw)),
        sent=text(raw),
        reply=reply,
    )


def check(
    frame: Frame,
    game: bytes,
    seat: int,
    digests: tuple[str, ...],
    key: bytes,
    chain: bytes,
    index: int = 0,
) -> None:
    """Refuse ``frame`` unless it is the next message of this game, its seal number
    ``index`` made with ``key`` (the key this device shares with the sender)."""
    if frame.game != game:
        raise LinkRefused(
            f"This link belongs to another game ({frame.game.hex()}), not to this one "
            f"({game.hex()}).",
            "game",
        )
    if frame.sender == seat:
        raise LinkRefused("This link was made on this device: send it to the other player.", "own")
    if frame.number < len(digests):
        if digest(frame.raw) == digests[frame.number]:
            raise LinkRefused(
                f"This link (message {frame.number + 1}) was already opened.", "opened"
            )
        raise LinkRefused(
            f"This link claims to be message {frame.number + 1}, which was already opened "
            "with different contents: it was changed.",
            "changed",
        )
    if frame.number > len(digests):
        raise LinkRefused(
            f"This link is message {frame.number + 1}, but message {len(digests) + 1} has not "
            "been opened here yet: open the links in order.",
            "early",
        )
    signed = frame.raw[: len(frame.raw) - len(frame.seals)]
    seal = frame.seals[SEAL * index : SEAL * (index + 1)]
    if frame.kind in UNSEALED or not hmac.compare_digest(seal, _seal(key, chain, signed)):
        raise LinkRefused(
            "This link was altered or damaged: its seal does not match this game.", "sealed"
        )


def shared_key(secret: int, their_public: int, game: bytes) -> bytes:
    """The sealing key two devices agree on: a hash of their Diffie-Hellman point and the game."""
    point = ec.mul(secret, their_public)
    return hashlib.sha256(b"bazaar remote seal " + ec.to_bytes(point) + game).digest()


class Reader:
    """Reads a message body field by field; any shortfall or excess is a format error."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise _malformed()
        out = self.data[self.at : self.at + n]
        self.at += n
        return out

    def byte(self) -> int:
        return self.take(1)[0]

    def point(self) -> int:
        try:
            return ec.from_bytes(self.take(32))
        except ec.PointError:
            raise _malformed() from None

    def points(self, n: int) -> tuple[int, ...]:
        return tuple(self.point() for _ in range(n))

    def scalar(self) -> int:
        k = int.from_bytes(self.take(32), "big")
        if not 0 < k < ec.N:
            raise _malformed()
        return k

    def short_text(self) -> str:
        data = self.take(self.byte())
        try:
            return data.decode("ascii")
        except UnicodeDecodeError:
            raise _malformed() from None

    def end(self) -> None:
        if self.at != len(self.data):
            raise _malformed()


def _malformed() -> LinkRefused:
    return LinkRefused("This link's contents are malformed (damaged or cut short).", "format")


def points_bytes(xs: tuple[int, ...] | list[int]) -> bytes:
    """Points as consecutive 32-byte x coordinates."""
    return b"".join(ec.to_bytes(x) for x in xs)


def short_text(value: str) -> bytes:
    """A length-prefixed ASCII string (at most 255 bytes)."""
    data = value.encode("ascii")
    return bytes([len(data)]) + data
