"""What remote play needs of each game: the types a game's remote package implements.

:mod:`game.remote.api` is written once for every game: it finds a game's
:class:`RemoteGame` through :mod:`game.remote.registry` and calls it. A game's remote
package (``game/<name>/remote/``) defines ``REMOTE`` in its ``play`` module and its
device dataclass (a :class:`Device`) where its registry entry says. This module names
no game's module, so a game's remote code imports it without a circle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, Generic, Protocol, TypeVar

from game.core.protocol import Outcome, View
from game.remote.entropy import Entropy
from game.remote.wire import Frame


class Device(Protocol):
    """What the generic layer reads of every game's device state (an immutable
    dataclass, saved as JSON): its game's name, the game id, its seat, its transcript,
    the last link it made and whether that is still to be sent."""

    GAME_NAME: ClassVar[str]

    @property
    def game(self) -> str: ...  # the game id, hex

    @property
    def seat(self) -> int: ...  # -1 before a seat is given

    @property
    def digests(self) -> tuple[str, ...]: ...  # a fingerprint of each link of the transcript

    @property
    def sent(self) -> str: ...

    @property
    def reply(self) -> bool: ...

    @property
    def safety(self) -> str: ...  # the code the friends compare ("" before it is known)


class Shown(View, Protocol):
    """What remote play and the page read of a game's view besides a
    :class:`~game.core.protocol.View`'s seat, seat to move and legal moves."""

    @property
    def round(self) -> int: ...  # the round being played, counting from 1

    @property
    def outcome(self) -> Outcome | None: ...  # the result, once the game is over


D = TypeVar("D", bound=Device)
V = TypeVar("V", bound=Shown)
V_co = TypeVar("V_co", bound=Shown, covariant=True)


@dataclass(frozen=True)
class Moved(Generic[V_co]):
    """One move a link (or this device) made: the views before and after it, its text and
    its mover. The views are those the game shows this seat (a move may be a whole turn
    in one game and one action of a turn in another)."""

    before: V_co
    after: V_co
    move: str
    mover: int | None


@dataclass(frozen=True)
class RemoteGame(Generic[D, V]):
    """One game's remote play, as :mod:`game.remote.api` calls it (devices are the game's
    own immutable device states, views its own view dataclass)."""

    name: str
    device: type[D]
    view_type: type[V]
    answer: str  # the kind letter of a friend's answer to an invitation
    invite: Callable[[int, bool, Entropy], tuple[D, str]]  # players, bonus, entropy
    accept: Callable[[str, Entropy], tuple[D, str]]  # an invitation on a friend's device
    receive: Callable[[D, str, Entropy], D]
    play: Callable[[D, str, Entropy], tuple[D, str]]
    view: Callable[[D], V | None]  # the game's view for this seat, None while setting up
    moves_between: Callable[[D, D], tuple[Moved[V], ...]]
    shuffles: Callable[[D, str], bool]  # whether this device's move makes a shuffle (slow)
    last_turn: Callable[[D], tuple[Moved[V], ...]]  # the newest turn, views around each
    history: Callable[[D], tuple[Moved[V], ...]]  # every move it can replay; () if none
    players: Callable[[D], int]
    joined: Callable[[D], int]  # friends' answers a host has taken (0 if none)
    seats_by_arrival: Callable[[D], tuple[int, ...]]  # a host's friends' seats by arrival
    scored_rounds: Callable[[D], int]  # rounds of a match scored (0: no rounds)
    progress: Callable[[D], tuple[int, int]]  # how far beyond its transcript a copy has gone
    just_answered: Callable[[D], bool]  # it answered an invitation and opened nothing since
    seat_taken: Callable[[D, Frame], bool]  # a friend's answer to this host comes too late
    # this device's invitation secret and every seat's public key (the keys a claim is
    # signed with and checked against: game.remote.claim); (0, ()) where not kept
    keys: Callable[[D], tuple[int, tuple[int, ...]]]
    reveal: str = ""  # the kind letter of a seated friend's link to the host alone, if any
