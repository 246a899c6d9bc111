"""What the page knows of a game before it loads it: its home card, and what remote play
needs to know of it before its own files come.

Each game's ``web/<game>/card.py`` defines ``CARD``, a :class:`Card` (``web/games.py``
names that module). Cards are in the start-up download, every game's: the home screen
shows each game's card, and a saved game its badge, without importing the game's
renderer or engine, so a card imports only the shell's pieces. Texts are msgids,
translated when shown; the artwork is decorative (``aria-hidden``), with no text in it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from web.core.vdom import Child, Node, h

INK = "#4a2c1a"  # the outlines of the home screen's artwork (covers, badges, the banner)


def cover_svg(view: str, cls: str, *children: Child) -> Node:
    """A cover's frame: ``children`` drawn in ``view``, filling the card's box."""
    return h(
        "svg",
        {
            "class": cls,
            "viewBox": view,
            "preserveAspectRatio": "xMidYMid slice",
            "aria-hidden": "true",
            "focusable": "false",
        },
        *children,
    )


@dataclass(frozen=True)
class Remote:
    """A game as remote play (``web/remote/``) handles it beside the engine's adapter."""

    # Setting a game up by links shuffles and proves the shuffle: a second or two, shown in
    # a busy box (False: the set-up is at once).
    shuffles: bool
    # (players, bonus) of the engine's ``api.invite`` from the new-game dialog's options.
    invite: Callable[[tuple[int, ...]], tuple[int, bool]]
    # What a move log entry keeps: the view before the move, with these fields blanked
    # (the sentence reads the table before the move); None: the device replays its whole
    # game (``api.history``), and the log takes each move's view from there.
    log_blank: dict[str, object] | None


@dataclass(frozen=True)
class Card:
    """A game's home card: its name and blurb, its players and length, its cover (the
    card's artwork, in a :func:`cover_svg`) and its badge (a saved game's small
    picture, drawn in a 40 x 40 box), and what remote play needs to know of it."""

    title: str  # msgid
    blurb: str  # msgid
    players: str  # msgid: "2 players"
    length: str  # msgid: "about 30 minutes"
    cover: Callable[[], Node]
    badge: Callable[[], Node]
    remote: Remote | None  # None: the game has no remote play
