"""Version-1 links (``j1.``, ``b1.``): still opened, no longer made.

Bytes: header (as in version 2), a 2-byte header check (the low 16 bits of
CRC-32 over the text prefix and the header), the moves in 6-byte mixed-radix
chunks, and a 4-byte CRC-32 over the prefix and everything before it.

The only check on the moves is that final CRC-32, so a version-1 link opens
whole or not at all: one cut short cannot tell a cut from a deleted character
(which shifts every later move), and its moves are never offered.
"""

from __future__ import annotations

from game.core.errors import LinkError
from game.core.linkbytes import crc, read_header, seat_fields, unb64
from game.core.protocol import Games
from game.core.replay import Record, Replay, Seat, unpack

SEAT_KINDS_V1 = ("human", "random", "greedy")
CHUNK_BYTES = 6
CHUNK_LIMIT = 1 << (8 * CHUNK_BYTES)


def decode_v1(name: str, prefix: str, payload: str, games: Games) -> Replay:
    """Open a version-1 link whose text prefix (``j1.``) and payload are given, of the
    game ``name`` of ``games``."""
    data = unb64(payload, lenient=True)
    head = read_header(data, 2)
    if int.from_bytes(head.check, "little") != crc(prefix, data[: head.end]) & 0xFFFF:
        raise LinkError("the link has been changed or damaged", "checksum")
    seats = tuple(Seat(*seat_fields(code, raw, SEAT_KINDS_V1)) for code, raw in head.seats)
    if len(data) < head.total:
        raise LinkError(
            "the link is cut short or damaged; a version-1 link opens only whole", "truncated"
        )
    strict = unb64(payload, lenient=False)
    if len(strict) != head.total or int.from_bytes(strict[-4:], "little") != crc(
        prefix, strict[:-4]
    ):
        raise LinkError("the link has been changed or damaged", "checksum")
    chunks = strict[head.end + 2 : -4]
    if len(chunks) % CHUNK_BYTES:
        raise LinkError("the link's moves cannot be read: extra data after the last move", "moves")
    values = [
        int.from_bytes(chunks[i : i + CHUNK_BYTES], "little")
        for i in range(0, len(chunks), CHUNK_BYTES)
    ]
    rep, problem, _scale = unpack(
        Record(name, head.options, head.seed, seats), games, values, CHUNK_LIMIT, head.count
    )
    if problem:
        raise LinkError(f"the link's moves cannot be read: {problem}", "moves")
    return rep
