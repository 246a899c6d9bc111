"""The registry of game renderers: which module draws which game, loaded lazily.

Each game's renderer (``web/<game>/ui.py``) follows the contract described in
docs/web-architecture.md. Only Jaipur's renderer and engine are in
``pyscript.toml`` ``[files]``; a game marked ``lazy`` is fetched when first
opened: the page reads ``web/<game>/files.py`` (which defines ``FILES``, the
paths of its renderer and engine modules), writes them into Pyodide's file
system, and only then imports the renderer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from web.shell.i18n import N_, _


@dataclass(frozen=True)
class Entry:
    """What the home screen knows about a game without importing it."""

    name: str
    module: str
    title: str  # msgid
    blurb: str  # msgid
    lazy: bool = False


@dataclass(frozen=True)
class Played:
    """One move already played, as the table shows it: public views around it, its sentence."""

    before: Any  # the spectator view before the move
    after: Any  # the spectator view after it
    move: str
    mover: int | None
    text: str  # the move log's sentence


@dataclass
class TableContext:
    """Everything a renderer needs to draw the table."""

    view: Any
    selection: Any
    names: tuple[str, ...]
    interactive: bool
    log: list[str] = field(default_factory=list)
    last: tuple[Played, ...] = ()  # the last turn: the newest moves in a row by one mover
    hint: str = ""  # the move a hint suggests here, to show on the table ("": none)
    plan: tuple[tuple[str, float], ...] = ()  # the rest of the hint's turn: (move, chance)
    plan_done: int = 0  # steps of the hint's turn already played (the plan is what is left)
    recent: tuple[Played, ...] = ()  # the moves since the seat to move last moved before its
    # present run of moves (that run included): what happened since that player's last turn


@dataclass(frozen=True)
class Action:
    """An action button: enabled when ``move`` is a legal move text."""

    key: str
    label: str
    move: str | None


ENTRIES: dict[str, Entry] = {
    "jaipur": Entry(
        "jaipur",
        "web.jaipur.ui",
        N_("Jaipur"),
        N_("Two merchants trade goods and camels in the market of Jaipur. Best of three rounds."),
    ),
    "bombay": Entry(
        "bombay",
        "web.bombay.ui",
        N_("Bombay"),
        N_(
            "Two to five merchants buy silk, carry it by elephant to the cities that want it "
            "and build palaces along the roads."
        ),
        lazy=True,
    ),
}


# Lazily loaded parts of the page that are not games: fetched like a lazy game's files
# (``web/<name>/files.py``), then ``module`` is imported.
PARTS: dict[str, Entry] = {
    "remote": Entry("remote", "web.remote.control", N_("Remote play"), "", lazy=True),
}


def title(name: str) -> str:
    """The translated name of a game (or of a lazily loaded part)."""
    entry = ENTRIES.get(name) or PARTS.get(name)
    return _(entry.title) if entry else name


def lazy(name: str | None) -> bool:
    """Whether ``name`` (a game or a part) is fetched before first use."""
    entry = ENTRIES.get(name or "") or PARTS.get(name or "")
    return entry is not None and entry.lazy


def bundle_url(name: str) -> str:
    """The one download holding a lazy game's files (``web/<game>/files.py`` lists them;
    ``scripts/build.py`` writes the zip with their bytecode)."""
    return f"runtime/{name}.zip"


def renderer(name: str) -> Any:
    """The renderer module of ``name`` (imports it; a lazy game must be fetched first)."""
    return import_module(ENTRIES[name].module)


def load(name: str) -> Any:
    """The module of a game's renderer or of a part (imports it)."""
    return import_module((ENTRIES.get(name) or PARTS[name]).module)


def loaded(name: str) -> bool:
    """Whether the game's renderer (or the part) can be imported without fetching first."""
    if not lazy(name):
        return True
    try:
        load(name)
    except ImportError:
        return False
    return True
