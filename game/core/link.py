"""Game links: a whole game (options, seed, seats, moves) as URL-fragment-safe text.

Layout (documented in docs/notation.md)::

    <game code><version>.<base64url, no padding>

The bytes are a header, a 2-byte header check, the moves, and a 4-byte CRC-32:

    header  = varint(total length) varint(#options) varint(option)...
              varint(seed) varint(#seats) seat... varint(#moves)
    seat    = varint(kind * 2 + has_name) [varint(len) utf-8 name]
    moves   = 6-byte little-endian chunks

A move is stored as its index in ``legal_moves`` of the position before it.
Consecutive indices are packed in mixed radix (the radix of each is the number
of legal moves there) into 48-bit chunks; a chunk holds as many moves as fit.
Whole chunks survive truncation, so a link cut short still yields its first
moves, which the UI may offer. Both checks cover the text prefix too, so a link
moved to another game or version is rejected, never replayed into another game.
Opening a link replays every move through the rules.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.errors import IllegalMoveError, LinkError, NotationError

VERSION = 1
SEAT_KINDS = ("human", "random", "greedy")  # append only: links store the index
MAX_NAME_BYTES = 48
_CHUNK_BYTES = 6
_CHUNK_LIMIT = 1 << (8 * _CHUNK_BYTES)


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: ``kind`` is one of SEAT_KINDS; ``name`` is plain text."""

    kind: str = "human"
    name: str = ""


@dataclass(frozen=True)
class Record:
    """A game as a value: enough to replay it exactly. ``moves`` are move texts."""

    game: str
    options: tuple[int, ...]
    seed: int
    seats: tuple[Seat, ...]
    moves: tuple[str, ...] = ()


@dataclass(frozen=True)
class Replay:
    """A record with every state it passes through (``states[0]`` is the start)."""

    record: Record
    states: tuple[Any, ...]
    digits: tuple[tuple[int, int], ...]  # (index, radix) of each move


# --- replay -------------------------------------------------------------------


def start(record: Record) -> tuple[Any, Any]:
    """The game object and the initial state of ``record``."""
    from game import GAMES

    game = GAMES[record.game]
    options = game.options_from_ints(record.options)
    if game.options_players(options) != len(record.seats):
        raise NotationError(
            f"{record.game} options {record.options} need "
            f"{game.options_players(options)} seats, the record has {len(record.seats)}"
        )
    return game, game.new(options, record.seed)


def replay(record: Record) -> Replay:
    """Replay ``record`` through the rules; raises NotationError/IllegalMoveError."""
    game, state = start(record)
    states, digits = [state], []
    for text in record.moves:
        move = game.parse_move(text)
        legal = game.legal_moves(state)
        if move not in legal:
            raise IllegalMoveError(
                f"move {len(states)} ({text}) is not legal in {game.format_position(state)}"
            )
        digits.append((legal.index(move), len(legal)))
        state = game._apply(state, move)
        states.append(state)
    return Replay(record, tuple(states), tuple(digits))


# --- bytes ----------------------------------------------------------------------


def _varint(n: int) -> bytes:
    if n < 0:
        raise ValueError(f"varint of a negative number: {n}")
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


class _Reader:
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


def _crc(prefix: str, data: bytes) -> int:
    return binascii.crc32(data, binascii.crc32(prefix.encode()))


def _seat_bytes(seat: Seat) -> bytes:
    if seat.kind not in SEAT_KINDS:
        raise NotationError(f"unknown seat kind {seat.kind!r}")
    name = seat.name.encode()
    if len(name) > MAX_NAME_BYTES:
        raise NotationError(f"seat name {seat.name!r} is longer than {MAX_NAME_BYTES} bytes")
    head = _varint(SEAT_KINDS.index(seat.kind) * 2 + bool(name))
    return head + (_varint(len(name)) + name if name else b"")


def _read_seat(r: _Reader) -> tuple[int, bytes]:
    """A seat as stored: its code and raw name (checked once the header check passed)."""
    code = r.varint()
    if not code & 1:
        return code, b""
    size = r.varint()
    if not 0 < size <= MAX_NAME_BYTES:
        raise LinkError("a player name in the link is too long", "format")
    return code, r.take(size)


def _seat(code: int, name: bytes) -> Seat:
    if code // 2 >= len(SEAT_KINDS):
        raise LinkError("the link names a kind of player this version does not know", "version")
    try:
        return Seat(SEAT_KINDS[code // 2], name.decode())
    except UnicodeDecodeError:
        raise LinkError("a player name in the link is not valid text", "format") from None


def _pack(digits: Sequence[tuple[int, int]]) -> bytes:
    out, value, scale = bytearray(), 0, 1
    for index, radix in digits:
        if scale * radix > _CHUNK_LIMIT:
            out += value.to_bytes(_CHUNK_BYTES, "little")
            value, scale = 0, 1
        value += index * scale
        scale *= radix
    if digits:
        out += value.to_bytes(_CHUNK_BYTES, "little")
    return bytes(out)


# --- text -----------------------------------------------------------------------


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str, lenient: bool) -> bytes:
    if lenient:  # a cut-off link: drop a last character that cannot form a byte
        text = text[: len(text) - (len(text) % 4 == 1)]
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise LinkError(
            "the link holds characters that do not belong in a link", "format"
        ) from None
    if not lenient and _b64(data) != text:
        raise LinkError("the link holds characters that do not belong in a link", "format")
    return data


def encode(record: Record, digits: Sequence[tuple[int, int]] | None = None) -> str:
    """The link of ``record``. ``digits`` (from :func:`replay` or the caller's own
    bookkeeping) saves a replay; without it the record is replayed."""
    from game import GAMES

    if digits is None:
        digits = replay(record).digits
    if len(digits) != len(record.moves):
        raise ValueError("one (index, radix) pair is needed per move")
    prefix = f"{GAMES.code(record.game)}{VERSION}."
    body = b"".join(
        [b"".join(_varint(v) for v in (len(record.options), *record.options, record.seed))]
        + [_varint(len(record.seats))]
        + [_seat_bytes(s) for s in record.seats]
        + [_varint(len(record.moves))]
    )
    moves = _pack(digits)
    for size in range(1, 12):  # the total length includes its own varint
        total = size + len(body) + 2 + len(moves) + 4
        if len(_varint(total)) == size:
            break
    header = _varint(total) + body
    head_check = (_crc(prefix, header) & 0xFFFF).to_bytes(2, "little")
    data = header + head_check + moves
    return prefix + _b64(data + _crc(prefix, data).to_bytes(4, "little"))


def _split(text: str) -> tuple[str, str, str]:
    from game import GAMES

    text = text.strip()
    head, dot, payload = text.partition(".")
    if not dot or len(head) < 2 or not head[1:].isdigit():
        raise LinkError(f"this is not a Bazaar game link: {text[:40]!r}", "format")
    if int(head[1:]) != VERSION:
        raise LinkError(f"link version {head[1:]} is not one this version can open", "version")
    name = GAMES.by_code(head[0])
    if name is None:
        raise LinkError(f"the link is for an unknown game {head[0]!r}", "game")
    return name, head + ".", payload


def decode(text: str) -> Replay:
    """Open a link: check it, replay every move, return the replay.

    Raises :class:`LinkError`; when the link was cut short after an intact
    header, ``partial`` is a Replay of the moves that could be read.
    """
    name, prefix, payload = _split(text)
    data = _unb64(payload, lenient=True)
    r = _Reader(data)
    total = 0
    try:  # until the header check has passed, any oddity is damage or a cut
        total = r.varint()
        opts = tuple(r.varint() for _ in range(r.varint()))
        seed = r.varint()
        raw_seats = tuple(_read_seat(r) for _ in range(r.varint()))
        count = r.varint()
        header_end = r.pos
        check = int.from_bytes(r.take(2), "little")
    except LinkError:
        if len(data) < total or not total:
            raise LinkError("the link is cut short before its moves", "truncated") from None
        raise LinkError("the link has been changed or damaged", "checksum") from None
    if check != _crc(prefix, data[:header_end]) & 0xFFFF:
        raise LinkError("the link has been changed or damaged", "checksum")
    seats = tuple(_seat(code, raw) for code, raw in raw_seats)
    record = Record(name, opts, seed, seats)
    if len(data) < total:
        partial = _read_moves(record, data[r.pos :], count, stop_short=True)
        raise LinkError(
            f"the link is cut short: {len(partial.record.moves)} of {count} moves could be read",
            "truncated",
            partial,
        )
    strict = _unb64(payload, lenient=False)
    if len(strict) != total or int.from_bytes(strict[-4:], "little") != _crc(prefix, strict[:-4]):
        raise LinkError("the link has been changed or damaged", "checksum")
    return _read_moves(record, strict[r.pos : -4], count, stop_short=False)


def _read_moves(record: Record, chunks: bytes, count: int, stop_short: bool) -> Replay:
    """Unpack and replay ``count`` moves; with ``stop_short`` keep what whole chunks give."""
    try:
        game, state = start(record)
    except NotationError as e:
        raise LinkError(f"the link's game settings cannot be used: {e}", "format") from None
    states, digits, texts = [state], [], []
    pos = value = scale = 0
    problem = ""
    for _ in range(count):
        legal = game.legal_moves(state)
        if not legal:
            problem = "the game is over before the last move"
            break
        radix = len(legal)
        if scale == 0 or scale * radix > _CHUNK_LIMIT:
            if value:
                problem = "a group of moves does not decode"
                break
            if pos + _CHUNK_BYTES > len(chunks):
                problem = "the moves end early"
                break
            value, scale = int.from_bytes(chunks[pos : pos + _CHUNK_BYTES], "little"), 1
            pos += _CHUNK_BYTES
        index, value = value % radix, value // radix
        scale *= radix
        state = game._apply(state, legal[index])
        texts.append(str(legal[index]))
        states.append(state)
        digits.append((index, radix))
    if not problem and (value or pos != len(chunks)):
        problem = "extra data after the last move"
    if problem and not stop_short:
        raise LinkError(f"the link's moves cannot be read: {problem}", "moves")
    rec = Record(record.game, record.options, record.seed, record.seats, tuple(texts))
    return Replay(rec, tuple(states), tuple(digits))
