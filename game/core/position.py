"""Position links: one seat's view of a position, without its secrets.

A game link (game/core/link.py) carries the seed and every move, so it rebuilds the
whole game and reveals the deck and every hand. A position link carries exactly one
seat's view (``Game.view(state, seat)``): the public facts and that seat's own cards,
what it cannot see only as counts. No seed, no moves. Layout (docs/notation.md)::

    <game code>p<version>.<base64url, no padding>

The bytes are the view as one number in mixed radix (each game writes its fields as
digits with :class:`Digits` and reads them back with :class:`DigitReader`), little-endian
and as short as the number allows, then a 4-byte CRC-32 of the text prefix and those
bytes. A link opens only if its check passes, every digit reads, the position passes the
game's invariants and writing it again gives the very same bytes: a damaged link is
refused, never opened as another position.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import base64url
from game.core.digits import DigitReader, Digits
from game.core.errors import LinkError, StateError
from game.core.linkbytes import MAX_VERSION_DIGITS, crc, unb64
from game.core.protocol import AnyGame, Games

VERSION = 1
KIND = "p"  # the letter after the game's code that makes a link a position link
CHECK_BYTES = 4


@dataclass(frozen=True)
class Position:
    """A position link opened: its game's name and the seat's view."""

    game: str
    view: Any  # the game's view type: ``games[game]`` knows it


def is_position_link(text: str) -> bool:
    """Whether ``text`` has the shape of a position link's prefix (``jp1.``)."""
    head, dot, _ = text.strip().partition(".")
    return bool(dot) and len(head) >= 3 and head[1] == KIND and head[2:].isdigit()


def encode_position(game: AnyGame, view: object, games: Games) -> str:
    """The position link of ``view``, a view of ``game`` (any seat's, not a spectator's).
    Raises StateError for a position the format cannot hold."""
    if not game.has_positions:
        raise StateError(f"{game.title} has no position links")
    if getattr(view, "seat", None) is None:
        raise StateError("a position link is one seat's view, not a spectator's")
    prefix = f"{games.code(game.name)}{KIND}{VERSION}."
    body = _body(game, view)
    return prefix + base64url.encode(body + _check(prefix, body))


def position_bytes(text: str, game: str, games: Games) -> tuple[int, bytes]:
    """The version and digits of the position link ``text`` of the game ``game``, as
    written again (a game link carries them: game/core/link.py); raises LinkError."""
    position = decode_position(text, games)
    if position.game != game:
        raise LinkError(f"the start position is not a {game} position", "game")
    return VERSION, _body(games[game], position.view)


def position_link(game: str, version: int, body: bytes, games: Games) -> str:
    """The position link of the digits ``body`` (:func:`position_bytes`'s inverse);
    it opens only if ``body`` is a position of that version the game can reach."""
    prefix = f"{games.code(game)}{KIND}{version}."
    return prefix + base64url.encode(body + _check(prefix, body))


def _body(game: AnyGame, view: object) -> bytes:
    out = Digits()
    game.write_position(view, out)
    return out.to_bytes()


def _check(prefix: str, body: bytes) -> bytes:
    return crc(prefix, body).to_bytes(CHECK_BYTES, "little")


def decode_position(text: str, games: Games) -> Position:
    """Open a position link; raises :class:`LinkError` with a reason (``format``,
    ``version``, ``game``, ``checksum``, ``position``) and opens nothing else."""
    text = text.strip()
    head, dot, payload = text.partition(".")
    digits = head[2:]
    if not (
        dot
        and head[1:2] == KIND
        and 0 < len(digits) <= MAX_VERSION_DIGITS
        and digits.isascii()
        and digits.isdigit()
    ):
        raise LinkError(f"this is not a Bazaar position link: {text[:40]!r}", "format")
    name = games.by_code(head[0])
    if name is None:
        raise LinkError(f"the link is for an unknown game {head[0]!r}", "game")
    if int(digits) != VERSION:
        raise LinkError(
            f"position link version {digits} is not one this version can open", "version"
        )
    game = games[name]
    data = unb64(payload, lenient=False)
    prefix = head + "."
    body, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    if len(data) < CHECK_BYTES or check != _check(prefix, body) or not game.has_positions:
        raise LinkError("the link has been changed or damaged", "checksum")
    src = DigitReader(body)
    try:
        view = game.read_position(src)
        again = _body(game, view)
    except StateError as e:
        raise LinkError(f"the link's position cannot arise in the game: {e}", "position") from None
    if not src.done() or again != body:
        raise LinkError("the link has been changed or damaged", "checksum")
    return Position(name, view)
