"""What remote play needs of each game, and the registry of the games that have it.

:mod:`game.remote.api` is written once for every game: it finds a game's
:class:`RemoteGame` here, by the game's name (``GAMES``' names), by the letter of its
invitation links, or by a device's class, and calls it. A game's remote module
(``game/remote/<game>.py``) defines its ``REMOTE``; adding a game is that module, its
device class naming the game (``GAME_NAME``) and one line of :data:`_WHERE`. A game's
module is imported the first time it is asked for, so remote Jaipur never loads Bombay.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from game.remote import wire
from game.remote.entropy import Entropy
from game.remote.errors import LinkRefused, RemoteError

# name -> (module defining REMOTE, letter of its invitation links; never change a letter)
_WHERE = {"jaipur": ("game.remote.jaipur", "I"), "bombay": ("game.remote.bombay", "B")}


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
    device: type  # the device's dataclass (saves read it back as this type)
    invite: Callable[[int, bool, Entropy], tuple[Any, str]]  # players, bonus, entropy
    accept: Callable[[str, Entropy], tuple[Any, str]]  # an invitation on a friend's device
    receive: Callable[[Any, str, Entropy], Any]
    play: Callable[[Any, str, Entropy], tuple[Any, str]]
    view: Callable[[Any], Any]  # the game's view for this seat, None while setting up
    moves_between: Callable[[Any, Any], tuple[Moved, ...]]
    invited_players: Callable[[wire.Frame], int]  # how many play, from an invitation


def remote_game(name: object) -> RemoteGame:
    """The remote play of game ``name``; RemoteError("options") if it has none."""
    if not isinstance(name, str) or name not in _WHERE:
        raise RemoteError(f"There is no remote game {name!r}.", "options")
    remote: RemoteGame = import_module(_WHERE[name][0]).REMOTE
    return remote


def invited_game(kind: str) -> RemoteGame:
    """The game whose invitation links have letter ``kind``; LinkRefused("format") if none."""
    for name, (_module, letter) in _WHERE.items():
        if letter == kind:
            return remote_game(name)
    raise LinkRefused(
        "This link is not an invitation: open it in the game it belongs to.", "format"
    )


def invitation_kinds() -> str:
    """The letters of every game's invitation links."""
    return "".join(letter for _module, letter in _WHERE.values())


def game_of(device: Any) -> RemoteGame:
    """The remote play of the game ``device`` belongs to."""
    return remote_game(type(device).GAME_NAME)
