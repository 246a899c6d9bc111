"""Byte-level pieces shared by every link format version (see game/core/link.py).

Varints, the header reader, seats as bytes, CRC-32 over the text prefix and the
bytes, base64url without padding, and the ``<game><version>.`` prefix. Frozen:
version-1 links depend on every detail here.
"""

from __future__ import annotations

import binascii
from collections.abc import Sequence
from dataclasses import dataclass

from game.core import base64url
from game.core.errors import LinkError, NotationError
from game.core.protocol import Games

MAX_NAME_BYTES = 48
MAX_VERSION_DIGITS = 3
ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def varint(n: int) -> bytes:
    """``n`` as a little-endian base-128 varint (LEB128)."""
    if n < 0:
        raise ValueError(f"varint of a negative number: {n}")
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


class Reader:
    """Reads a header; running out of bytes raises LinkError ``truncated``."""

    def __init__(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def varint(self) -> int:
        n = shift = 0
        while True:
            if self.pos >= len(self.data):
                raise LinkError("the link ends in the middle of its header", "truncated")
            b = self.data[self.pos]
            self.pos += 1
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return n
            if shift > 70:
                raise LinkError("a number in the link is too long", "format")

    def take(self, k: int) -> bytes:
        if self.pos + k > len(self.data):
            raise LinkError("the link ends in the middle of its header", "truncated")
        self.pos += k
        return self.data[self.pos - k : self.pos]


@dataclass(frozen=True)
class Header:
    """A link's header as stored, before its check is known to pass."""

    total: int  # the declared length of the whole link in bytes
    options: tuple[int, ...]
    seed: int
    seats: tuple[tuple[int, bytes], ...]  # (code, raw name)
    count: int  # number of moves
    end: int  # where the header ends and its check begins
    check: bytes
    start: tuple[int, bytes] | None = None  # the start position: (version, digits)


def read_header(data: bytes, check_bytes: int, start: bool = False) -> Header:
    """The header and its check; a link too short for them, or unreadable, raises.
    ``start``: the header ends with a start position (version 3)."""
    r = Reader(data)
    total = 0
    try:  # until the header check has passed, any oddity is damage or a cut
        total = r.varint()
        options = tuple(r.varint() for _ in range(r.varint()))
        seed = r.varint()
        seats = tuple(read_seat(r) for _ in range(r.varint()))
        count = r.varint()
        position = (r.varint(), r.take(r.varint())) if start else None
        end = r.pos
        check = r.take(check_bytes)
    except LinkError:
        if len(data) < total or not total:
            raise LinkError("the link is cut short before its moves", "truncated") from None
        raise LinkError("the link has been changed or damaged", "checksum") from None
    return Header(total, options, seed, seats, count, end, check, position)


def crc(prefix: str, data: bytes | bytearray) -> int:
    """CRC-32 of the text prefix (e.g. ``j2.``) followed by ``data``."""
    return binascii.crc32(data, binascii.crc32(prefix.encode()))


def seat_bytes(kind: int, name: str) -> bytes:
    """A seat: ``varint(kind * 2 + has_name)`` then, with a name, its length and UTF-8."""
    raw = name.encode()
    if len(raw) > MAX_NAME_BYTES:
        raise NotationError(f"seat name {name!r} is longer than {MAX_NAME_BYTES} bytes")
    head = varint(kind * 2 + bool(raw))
    return head + (varint(len(raw)) + raw if raw else b"")


def read_seat(r: Reader) -> tuple[int, bytes]:
    """A seat as stored: its code and raw name (checked once the header check passed)."""
    code = r.varint()
    if not code & 1:
        return code, b""
    size = r.varint()
    if not 0 < size <= MAX_NAME_BYTES:
        raise LinkError("a player name in the link is too long", "format")
    return code, r.take(size)


def seat_fields(code: int, name: bytes, kinds: Sequence[str]) -> tuple[str, str]:
    """The kind and name of a stored seat; ``kinds`` are the kinds its version knows."""
    if code // 2 >= len(kinds):
        raise LinkError(
            f"the link names a kind of player this version does not know (number {code // 2})",
            "version",
        )
    try:
        return kinds[code // 2], name.decode()
    except UnicodeDecodeError:
        raise LinkError("a player name in the link is not valid text", "format") from None


def unb64(text: str, lenient: bool) -> bytes:
    """Bytes of base64url ``text``; ``lenient`` reads a cut-off text's whole bytes.
    Any character outside the alphabet is an error (the decoder would skip it)."""
    if not ALPHABET.issuperset(text):
        raise LinkError("the link holds characters that do not belong in a link", "format")
    if lenient:  # a cut-off link: drop a last character that cannot form a byte
        text = text[: len(text) - (len(text) % 4 == 1)]
    try:
        data = base64url.decode(text)
    except (binascii.Error, ValueError):
        raise LinkError(
            "the link holds characters that do not belong in a link", "format"
        ) from None
    if not lenient and base64url.encode(data) != text:
        raise LinkError("the link holds characters that do not belong in a link", "format")
    return data


def split(text: str, games: Games) -> tuple[str, int, str, str]:
    """A link's game name (its letter looked up in ``games``), version, text prefix
    (``j2.``) and base64 payload.

    The version is 1 to 3 ASCII digits: anything else (other digits that
    ``str.isdigit`` accepts, thousands of digits) is not a link.
    """
    text = text.strip()
    head, dot, payload = text.partition(".")
    digits = head[1:]
    if not (dot and 0 < len(digits) <= MAX_VERSION_DIGITS and digits.isascii()):
        raise LinkError(f"this is not a Bazaar game link: {text[:40]!r}", "format")
    if not digits.isdigit():
        raise LinkError(f"this is not a Bazaar game link: {text[:40]!r}", "format")
    name = games.by_code(head[0])
    if name is None:
        raise LinkError(f"the link is for an unknown game {head[0]!r}", "game")
    return name, int(digits), head + ".", payload
