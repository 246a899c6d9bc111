"""The shell's window on the page's registry (``web/games.py``): a game's card, renderer
and lesson, and the parts of the page, found by name and imported when first asked for.

The registry names modules as strings, so this is the one module of the shell that
imports game modules (by name, ``import_module``: each game's card, renderer, lesson and
position editor);
no game module imports it back, so no circle runs through the strings
(tests/test_web_layout.py follows them as imports). A lazy game's or part's modules must
be fetched first (``web/shell/loading.py``); ``web/main.py`` then imports the first of
them by name (a part, remote play, reads this registry: it is never imported from here).
"""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec
from typing import cast

from web import games
from web.core.i18n import _
from web.games import Game, Part
from web.shell.card import Card, Remote
from web.shell.editors import AnyEditor
from web.shell.lesson import Lesson
from web.shell.renderers import AnyRenderer

# The registry's games by name (``web/games.py``: module names, imported when needed), and
# the parts of the page fetched on first use.
ENTRIES: dict[str, Game] = {g.name: g for g in games.GAMES}
PARTS: dict[str, Part] = {p.name: p for p in games.PARTS}


def card(name: str) -> Card:
    """The home card of the game ``name`` (imports its light card module)."""
    return cast(Card, import_module(ENTRIES[name].card).CARD)


def has_remote(name: str) -> bool:
    """Whether the page offers game ``name`` by links (its card has remote play)."""
    return card(name).remote is not None


def remote(name: str) -> Remote:
    """What remote play needs of game ``name`` (KeyError: the game has no remote play,
    and the page offers none for it)."""
    found = card(name).remote
    if found is None:
        raise KeyError(f"{name} has no remote play")
    return found


def title(name: str) -> str:
    """The translated name of a game (or of a lazily loaded part)."""
    if name in ENTRIES:
        return _(card(name).title)
    return _(PARTS[name].title) if name in PARTS else name


def lazy(name: str | None) -> bool:
    """Whether ``name`` (a game or a part) is fetched before first use."""
    return name in PARTS or (name in ENTRIES and ENTRIES[name].lazy)


def lesson(name: str) -> Lesson:
    """The lesson of game ``name`` (imports its module: a lazy game's files first)."""
    return cast(Lesson, import_module(ENTRIES[name].lesson).LESSON)


def has_editor(name: str) -> bool:
    """Whether game ``name`` has a position editor ("Set up a position")."""
    return name in ENTRIES and bool(ENTRIES[name].editor)


def editor(name: str) -> AnyEditor:
    """The position editor of game ``name`` (imports it: a lazy game's files first;
    KeyError: the game has none)."""
    if not has_editor(name):
        raise KeyError(f"{name} has no position editor")
    return cast(AnyEditor, import_module(ENTRIES[name].editor))


def bundle_url(name: str) -> str:
    """The one download holding a lazy game's files (``web/<game>/files.py`` lists them;
    ``scripts/build/build.py`` writes the zip with their bytecode)."""
    return f"runtime/{name}.zip"


def renderer(name: str) -> AnyRenderer:
    """The renderer module of ``name`` (imports it; a lazy game must be fetched first)."""
    return cast(AnyRenderer, import_module(ENTRIES[name].renderer))


def module(name: str) -> str:
    """The module the page imports first of a game (its renderer) or of a part, once its
    files are fetched (``web/main.py`` imports it)."""
    return ENTRIES[name].renderer if name in ENTRIES else PARTS[name].module


def loaded(name: str) -> bool:
    """Whether the game's renderer (or the part) can be imported without fetching first:
    its files are here (found, not imported: a part imports this registry)."""
    return not lazy(name) or find_spec(module(name)) is not None
