"""Game links: a whole game (options, seed, seats, moves) as URL-fragment-safe text.

Layout of version 2 (documented in docs/notation.md)::

    <game code><version>.<base64url, no padding>

The bytes are a header, a 4-byte header check, the moves in blocks with a
2-byte check after each but the last, and a 4-byte CRC-32 after the last:

    header  = varint(total length) varint(#options) varint(option)...
              varint(seed) varint(#seats) seat... varint(#moves) [start]
    start   = varint(position version) varint(len) digits   (version 3 only)
    seat    = varint(kind * 2 + has_name) [varint(len) utf-8 name]
    block   = up to 12 bytes, little-endian: moves in mixed radix

A move is stored as its index in ``legal_moves`` of the position before it;
consecutive indices are packed in mixed radix (the radix of each is the number
of legal moves there) into 96-bit blocks. Every check is a CRC-32 of the text
prefix and of every byte before it, so each one vouches for all that precedes
it. A link cut short offers the moves of the blocks whose checks arrived and
passed, and nothing when any check that arrived fails. Version 1 links (one
2-byte header check, 48-bit chunks, one CRC-32) still open, all or nothing
(game/core/link_v1.py). Opening a link replays every move through the rules.

Version 3 is version 2 for a game that began from a position (``Record.start``, a
position link, game/core/position.py): its header ends with that position's digits, so
the header check and every later check vouch for it. A record without a start is
written as version 2, byte for byte as before.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from game.core import base64url
from game.core.errors import LinkError, NotationError
from game.core.link_v1 import decode_v1
from game.core.linkbytes import (
    MAX_NAME_BYTES,
    Header,
    crc,
    read_header,
    seat_bytes,
    seat_fields,
    split,
    unb64,
    varint,
)
from game.core.position import position_bytes, position_link
from game.core.protocol import Games
from game.core.replay import MOVES_END_EARLY, Record, Replay, Seat, replay, unpack

__all__ = ["MAX_NAME_BYTES", "SEAT_KINDS", "Record", "Replay", "Seat", "decode", "encode", "replay"]

VERSION = 2
START_VERSION = 3  # version 2 with a start position in the header: a game from a position
SEAT_KINDS = ("human", "random", "greedy", "easy", "medium", "hard")  # append only
BLOCK_BYTES = 12
BLOCK_LIMIT = 1 << (8 * BLOCK_BYTES)
CHECK_BYTES = 2  # after each block but the last; the CRC-32 follows the last
MIN_CHECK_BYTES = 2  # a block is offered from a cut link only with this much check after it


# --- version 2: encoding ----------------------------------------------------------


def _pack(digits: Sequence[tuple[int, int]]) -> list[bytes]:
    """The blocks of ``digits``: 12 bytes each, the last only as long as it needs."""
    values, value, scale = [], 0, 1
    for index, radix in digits:
        if scale * radix > BLOCK_LIMIT:
            values.append(value)
            value, scale = 0, 1
        value += index * scale
        scale *= radix
    if not digits:
        return []
    blocks = [v.to_bytes(BLOCK_BYTES, "little") for v in values]
    return [*blocks, value.to_bytes(_last_block_bytes(scale), "little")]


def _last_block_bytes(scale: int) -> int:
    """Bytes of a last block whose radices multiply to ``scale`` (at least one)."""
    return max(1, ((scale - 1).bit_length() + 7) // 8)


def _header_fields(record: Record, games: Games) -> bytes:
    seats = []
    for seat in record.seats:
        if seat.kind not in SEAT_KINDS:
            raise NotationError(f"unknown seat kind {seat.kind!r}")
        seats.append(seat_bytes(SEAT_KINDS.index(seat.kind), seat.name))
    options = b"".join(varint(v) for v in (len(record.options), *record.options, record.seed))
    fields = options + varint(len(record.seats)) + b"".join(seats) + varint(len(record.moves))
    if not record.start:
        return fields
    version, body = position_bytes(record.start, record.game, games)
    return fields + varint(version) + varint(len(body)) + body


def encode(record: Record, games: Games, digits: Sequence[tuple[int, int]] | None = None) -> str:
    """The link of ``record``, a game of the registry ``games``. ``digits`` (from
    :func:`replay` or the caller's own bookkeeping) saves a replay; without it the record
    is replayed."""
    if digits is None:
        digits = replay(record, games).digits
    if len(digits) != len(record.moves):
        raise ValueError("one (index, radix) pair is needed per move")
    prefix = f"{games.code(record.game)}{START_VERSION if record.start else VERSION}."
    body, blocks = _header_fields(record, games), _pack(digits)
    size = len(body) + 4 + sum(len(b) for b in blocks) + CHECK_BYTES * max(0, len(blocks) - 1) + 4
    total = next(size + k for k in range(1, 12) if len(varint(size + k)) == k)
    data = bytearray(varint(total) + body)
    data += crc(prefix, data).to_bytes(4, "little")
    for i, block in enumerate(blocks):
        data += block
        if i < len(blocks) - 1:
            data += (crc(prefix, data) & 0xFFFF).to_bytes(CHECK_BYTES, "little")
    data += crc(prefix, data).to_bytes(4, "little")
    return prefix + base64url.encode(bytes(data))


# --- decoding ---------------------------------------------------------------------


def decode(text: str, games: Games) -> Replay:
    """Open a link of a game of the registry ``games``: check it, replay every move,
    return the replay.

    Raises :class:`LinkError` with a reason. When a version-2 link was cut short,
    ``partial`` is a Replay of the moves whose checks arrived and passed: the
    original's options, seed, seats and first moves.
    """
    name, version, prefix, payload = split(text, games)
    if version == 1:
        return decode_v1(name, prefix, payload, games)
    if version not in (VERSION, START_VERSION):
        raise LinkError(f"link version {version} is not one this version can open", "version")
    data = unb64(payload, lenient=True)
    head = read_header(data, 4, start=version == START_VERSION)
    if int.from_bytes(head.check, "little") != crc(prefix, data[: head.end]):
        raise LinkError("the link has been changed or damaged", "checksum")
    seats = tuple(Seat(*seat_fields(code, raw, SEAT_KINDS)) for code, raw in head.seats)
    start = position_link(name, *head.start, games) if head.start else ""
    record = Record(name, head.options, head.seed, seats, start=start)
    if len(data) > head.total:
        raise LinkError("the link has been changed or damaged", "checksum")
    if len(data) == head.total:
        return _whole(record, games, head, prefix, unb64(payload, lenient=False))
    raise _cut_short(record, games, head, prefix, data)


def _cut_short(record: Record, games: Games, head: Header, prefix: str, data: bytes) -> LinkError:
    """The error for a link shorter than it says, with the moves that can be trusted."""
    values = [int.from_bytes(block, "little") for block in _checked_blocks(prefix, data, head)]
    partial, problem, _scale = unpack(record, games, values, BLOCK_LIMIT, head.count)
    if problem and problem != MOVES_END_EARLY:
        return LinkError(f"the link's moves cannot be read: {problem}", "moves")
    return LinkError(
        f"the link is cut short: the first {len(partial.record.moves)} of {head.count} "
        "moves could be read and checked",
        "truncated",
        partial,
    )


def _whole(record: Record, games: Games, head: Header, prefix: str, data: bytes) -> Replay:
    """A link of its full length: every check must pass and every move replay."""
    blocks = list(_checked_blocks(prefix, data, head))
    rep, problem, scale = unpack(
        record, games, [int.from_bytes(b, "little") for b in blocks], BLOCK_LIMIT, head.count
    )
    if not problem and blocks and len(blocks[-1]) != _last_block_bytes(scale):
        problem = "the last group of moves is padded"
    if problem:
        raise LinkError(f"the link's moves cannot be read: {problem}", "moves")
    return rep


def _layout(head: Header) -> Iterator[tuple[int, int, int]]:
    """(start, length, check length) of each block, from the declared total length;
    the last is followed by the CRC-32 (and is empty in a link without moves)."""
    pos = head.end + 4
    rest = head.total - pos - 4
    full = max(0, (rest - 1) // (BLOCK_BYTES + CHECK_BYTES))
    last = rest - full * (BLOCK_BYTES + CHECK_BYTES)
    if rest < 0 or last > BLOCK_BYTES:
        raise LinkError("the link has been changed or damaged", "checksum")
    for i in range(full):
        yield pos + i * (BLOCK_BYTES + CHECK_BYTES), BLOCK_BYTES, CHECK_BYTES
    yield pos + full * (BLOCK_BYTES + CHECK_BYTES), last, 4  # no moves: the CRC-32 alone


def _checked_blocks(prefix: str, data: bytes, head: Header) -> Iterator[bytes]:
    """The blocks whose check is present (``MIN_CHECK_BYTES`` at least) and right,
    in order, stopping where the data ends; any check byte present and wrong
    raises, so a link cut short offers nothing once anything in it is wrong."""
    for start_, length, check_len in _layout(head):
        end = start_ + length
        present = data[end : min(end + check_len, len(data))]
        if end > len(data) or not present:
            return
        expect = crc(prefix, data[:end]).to_bytes(4, "little")
        if present != expect[: len(present)]:
            raise LinkError("the link has been changed or damaged", "checksum")
        if len(present) < MIN_CHECK_BYTES:
            return
        if length:
            yield data[start_:end]
