"""A message too long for one link, sent as two part links and gathered again. Pure;
loaded with web/remote/control.py.

The engine splits a long message (``game.remote.wire.parts``: a set-up message with its
shuffle proofs) into two part links that share its header; each link's
fragment carries the same names after the part. A part opened alone is kept on the
device under its header (``PARTS`` + header, so it survives a reload) until the other
half arrives, in either order; then the two are joined into the one link the page opens
as usual, and the kept half is forgotten.
"""

from __future__ import annotations

from typing import Protocol

from game.remote import wire
from game.remote.errors import LinkRefused
from web.shell.saves import REMOTE_LINK as PREFIX

PARTS = "bazaar.remote-part."  # a half of a two-link message, by its header (hex)


class Store(Protocol):
    """Where a half waits for the other (the browser's storage)."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def delete(self, key: str) -> None: ...


def links(fragment: str) -> tuple[str, ...]:
    """The fragments to send for ``fragment`` (``remote.<message>[.<names>][.<live>]``):
    itself, or two part links each carrying the names, the last one the live channel's
    description (``join`` keeps the longer ending)."""
    message, dot, tail = fragment[len(PREFIX) :].partition(".")
    names, live = tail.partition(".")[0], tail.partition(".")[1] + tail.partition(".")[2]
    split = wire.parts(message)
    return tuple(
        f"{PREFIX}{part}{dot}{names}{live if i == len(split) - 1 else ''}"
        for i, part in enumerate(split)
    )


def _message(fragment: str) -> str:
    return fragment.strip()[len(PREFIX) :].partition(".")[0]


def header(fragment: str) -> str | None:
    """The header (hex) a part link shares with its other half; None: no part link."""
    try:
        frame = wire.read(_message(fragment), 0)
    except LinkRefused:
        return None
    return frame.raw[: wire.HEADER].hex() if frame.kind == wire.PART else None


def info(fragment: str) -> tuple[str, int]:
    """A part link's game id (hex) and sender seat, to say whose half it is."""
    frame = wire.read(_message(fragment), 0)
    return frame.game.hex(), frame.sender


def join(fragments: tuple[str, str]) -> str:
    """The one link two part links carry, in either order, with the names either carries
    (LinkRefused("halves") if they are not the two halves of one message)."""
    try:
        message = wire.joined(tuple(_message(f) for f in fragments))
    except LinkRefused:
        raise LinkRefused("These are not the two halves of one message.", "halves") from None
    names = max((f.strip()[len(PREFIX) :].partition(".")[2] for f in fragments), key=len)
    return f"{PREFIX}{message}.{names}" if names else PREFIX + message


def gather(store: Store, fragment: str) -> str | None:
    """A part link opened: the whole link once both halves are here (the kept one is
    forgotten), else None after keeping this one (LinkRefused("halves"): the kept half
    does not fit it; it is forgotten, the new one kept)."""
    head = header(fragment)
    assert head is not None
    index = wire.read(_message(fragment), 0).body[:1]
    key = PARTS + head
    kept = store.get(key)
    if kept is None or header(kept) != head or wire.read(_message(kept), 0).body[:1] == index:
        store.set(key, fragment.strip())  # first half, or the same half again
        return None
    try:
        whole = join((kept, fragment))
    except LinkRefused:
        store.set(key, fragment.strip())
        raise
    store.delete(key)
    return whole


def pasted(text: str) -> tuple[str, ...]:
    """The link fragments in pasted text (each after its "#"): two links pasted together
    are one a line; one link may be broken over lines (its spaces are dropped)."""
    words = text.split()
    lines = words if sum(PREFIX in w for w in words) > 1 else ["".join(words)]
    return tuple(f for f in (w.split("#", 1)[-1] for w in lines) if f)
