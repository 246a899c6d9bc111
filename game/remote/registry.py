"""The games that have remote play, found through the registry of games (``game.GAMES``).

A game has remote play when its :class:`game.Entry` gives an invitation letter; its
``REMOTE`` is in ``<package>.remote.play`` and its device class where the entry says.
A game's remote module is imported the first time it is asked for, so remote play of
one game never loads another's, and what the page reads before it fetches a game (an
invitation's players, a save's device class) loads no more than that.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from game import GAMES, Entry
from game.remote.errors import LinkRefused, RemoteError
from game.remote.protocol import Device, RemoteGame
from game.remote.wire import Frame

AnyRemote = RemoteGame[Any, Any]  # one game's remote play, whichever game it is


def _remote(name: object) -> Entry | None:
    """The registry entry of game ``name`` if it has remote play."""
    if not isinstance(name, str) or name not in GAMES:
        return None
    entry = GAMES.entry(name)
    return entry if entry.invitation else None


def remote_game(name: object) -> AnyRemote:
    """The remote play of game ``name``; RemoteError("options") if it has none."""
    entry = _remote(name)
    if entry is None:
        raise RemoteError(f"There is no remote game {name!r}.", "options")
    remote: AnyRemote = import_module(f"{entry.package}.remote.play").REMOTE
    return remote


def device_class(name: object) -> type:
    """The device dataclass of game ``name`` (loading only its module); KeyError if none."""
    entry = _remote(name)
    if entry is None:
        raise KeyError(name)
    module, cls = entry.device.rsplit(".", 1)
    found: type = getattr(import_module(f"{entry.package}.remote.{module}"), cls)
    return found


def invited_game(kind: str) -> AnyRemote:
    """The game whose invitation links have letter ``kind``; LinkRefused("format") if none."""
    return remote_game(invited_name(kind))


def invited_name(kind: str) -> str:
    """The name of the game whose invitation links have letter ``kind``, without loading it;
    LinkRefused("format") if none."""
    for name in GAMES:
        if kind and GAMES.entry(name).invitation == kind:
            return name
    raise LinkRefused(
        "This link is not an invitation: open it in the game it belongs to.", "format"
    )


def invitation_kinds() -> str:
    """The letters of every game's invitation links."""
    return "".join(GAMES.entry(name).invitation for name in GAMES)


def invitation_players(frame: Frame) -> int:
    """How many play in the game of an invitation's frame, without loading the game;
    LinkRefused("format") if it is none."""
    players = GAMES.entry(invited_name(frame.kind)).players
    if players:
        return players
    if not frame.body:
        raise LinkRefused("This link is not an invitation.", "format")
    return int(frame.body[0])  # the invitation starts with its options, its players first


def game_of(device: Device) -> AnyRemote:
    """The remote play of the game ``device`` belongs to."""
    return remote_game(type(device).GAME_NAME)
