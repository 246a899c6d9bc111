"""What remote play needs of each game, and the registry of the games that have it.

:mod:`game.remote.api` is written once for every game: it finds a game's
:class:`RemoteGame` here, by the game's name (``GAMES``' names), by the letter of its
invitation links, or by a device's class, and calls it. A game's remote module
(``game/remote/<game>.py``) defines its ``REMOTE``; adding a game is that module, its
device class naming the game (``GAME_NAME``) and one entry of ``_WHERE``. A game's
module is imported the first time it is asked for, so remote Jaipur never loads Bombay,
and what the page reads before it fetches a game (an invitation's players, a save's
device class) loads no more than it did.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import Any

from game.remote import wire
from game.remote.entropy import Entropy
from game.remote.errors import LinkRefused, RemoteError


@dataclass(frozen=True)
class _Where:
    """Where a game's remote play is, and what is read of it before its module loads (the
    page fetches a game's engine only once a link or a save is known to be of it)."""

    module: str  # defines REMOTE
    device: tuple[str, str]  # module and class of its device (a save is read as one)
    invitation: str  # the kind letter of its invitation links; never change it
    players: int  # players of an invitation; 0: the invitation's first body byte says


_WHERE = {
    "jaipur": _Where("game.remote.jaipur", ("game.remote.jaipur_device", "JaipurDevice"), "I", 2),
    "bombay": _Where("game.remote.bombay", ("game.remote.bombay_setup", "BombayDevice"), "B", 0),
}


@dataclass(frozen=True)
class Moved:
    """One move a link (or this device) made: the views before and after it, its text and
    its mover. Bombay's views are the public ones; Jaipur's are this seat's (the other hand
    stays hidden), the move being a whole turn there."""

    before: Any
    after: Any
    move: str
    mover: int | None


@dataclass(frozen=True)
class RemoteGame:
    """One game's remote play, as :mod:`game.remote.api` calls it (devices are the game's
    own immutable device states)."""

    name: str
    invite: Callable[[int, bool, Entropy], tuple[Any, str]]  # players, bonus, entropy
    accept: Callable[[str, Entropy], tuple[Any, str]]  # an invitation on a friend's device
    receive: Callable[[Any, str, Entropy], Any]
    play: Callable[[Any, str, Entropy], tuple[Any, str]]
    view: Callable[[Any], Any]  # the game's view for this seat, None while setting up
    moves_between: Callable[[Any, Any], tuple[Moved, ...]]
    shuffles: Callable[[Any, str], bool]  # whether this device's move makes a shuffle (slow)


def remote_game(name: object) -> RemoteGame:
    """The remote play of game ``name``; RemoteError("options") if it has none."""
    if not isinstance(name, str) or name not in _WHERE:
        raise RemoteError(f"There is no remote game {name!r}.", "options")
    remote: RemoteGame = import_module(_WHERE[name].module).REMOTE
    return remote


def game_module(name: str) -> ModuleType:
    """The module of game ``name``'s remote play, loaded on first use (what the page asks
    of one game only: Bombay's whole history, its seats by arrival)."""
    return import_module(_WHERE[name].module)


def device_class(name: object) -> type:
    """The device dataclass of game ``name`` (loading only its module); KeyError if none."""
    if not isinstance(name, str) or name not in _WHERE:
        raise KeyError(name)
    module, cls = _WHERE[name].device
    found: type = getattr(import_module(module), cls)
    return found


def invited_game(kind: str) -> RemoteGame:
    """The game whose invitation links have letter ``kind``; LinkRefused("format") if none."""
    return remote_game(invited_name(kind))


def invited_name(kind: str) -> str:
    """The name of the game whose invitation links have letter ``kind``, without loading it;
    LinkRefused("format") if none."""
    for name, where in _WHERE.items():
        if where.invitation == kind:
            return name
    raise LinkRefused(
        "This link is not an invitation: open it in the game it belongs to.", "format"
    )


def invitation_kinds() -> str:
    """The letters of every game's invitation links."""
    return "".join(where.invitation for where in _WHERE.values())


def invitation_players(frame: wire.Frame) -> int:
    """How many play in the game of an invitation's frame, without loading the game;
    LinkRefused("format") if it is none."""
    players = _WHERE[invited_name(frame.kind)].players
    if players:
        return players
    if not frame.body:
        raise LinkRefused("This link is not an invitation.", "format")
    return int(frame.body[0])  # the invitation starts with its options, its players first


def game_of(device: Any) -> RemoteGame:
    """The remote play of the game ``device`` belongs to."""
    return remote_game(type(device).GAME_NAME)
