"""The page's registry: one entry per game, and the parts of the page loaded on first use.

The shell (``web/shell/``) and remote play (``web/remote/``) know the games only from here,
by module names: strings, imported when needed (``web/shell/renderers.py`` reads them).
So this module imports no game, and a game joins the page by one line in ``GAMES`` (and
its folder ``web/<name>/``, beside ``game/<name>/``). ``scripts/build/startup_files.py`` follows
these strings as imports: every game's card is in the start-up download; a ``lazy`` game's
renderer, lesson and engine come in ``runtime/<name>.zip`` when it is first opened.
"""

from __future__ import annotations

from dataclasses import dataclass

from web.core.i18n import N_


@dataclass(frozen=True)
class Game:
    """A game of the page: its engine's registry name (``game.GAMES``) and its modules."""

    name: str
    card: str  # its home card: a module defining CARD (``web.shell.card.Card``), light
    renderer: str  # its renderer: a module implementing ``web.shell.renderers.Renderer``
    lesson: str  # its guided first game: a module defining LESSON (``web.shell.lesson``)
    lazy: bool = False  # fetched on first use (``runtime/<name>.zip``), not at start-up
    editor: str = ""  # its position editor: a module implementing ``web.shell.editors.Editor``
    # ("": the game has none, the page offers no "Set up a position" for it)


@dataclass(frozen=True)
class Part:
    """A part of the page that is no game, fetched like a lazy game before ``module`` is
    imported (``web/<name>/files.py`` lists its files)."""

    name: str
    module: str
    title: str  # msgid: what the loading screen says it fetches


GAMES = (
    Game(
        "jaipur",
        "web.jaipur.card",
        "web.jaipur.ui",
        "web.jaipur.lesson",
        editor="web.jaipur.editor",
    ),
    Game(
        "bombay",
        "web.bombay.card",
        "web.bombay.ui",
        "web.bombay.lesson",
        lazy=True,
        editor="web.bombay.editor",
    ),
)

PARTS = (Part("remote", "web.remote.control", N_("Remote play")),)

# The home screen's heading and the window's title: what the page offers, every game named.
HEADING = N_("Play Jaipur and Bombay")
WINDOW_TITLE = N_("Bazaar — Jaipur and Bombay")
