"""The registry of game renderers: which module draws which game, loaded lazily.

Each game's renderer (``web/<game>/ui.py``) is a module implementing :class:`Renderer`
(below; mypy checks each against it: the ``_renderer`` line at the end of each ui.py). Only Jaipur's renderer and engine are in
the start-up zip ``runtime/app.zip``; a game marked ``lazy`` is fetched when first
opened: the page reads ``web/<game>/files.py`` (which defines ``FILES``, the
paths of its renderer and engine modules), writes them into Pyodide's file
system, and only then imports the renderer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import Generic, Protocol, TypeVar, cast

from game.core.protocol import Outcome, View
from web.shell.i18n import N_, _
from web.shell.vdom import Node

V = TypeVar("V", bound="GameView")  # a game's view type
Sel = TypeVar("Sel")  # what a renderer keeps of the player's pointing (its selection)
St = TypeVar("St")  # a game's state type


class GameView(View, Protocol):
    """What the shell reads of any game's view (seat, to move, legal moves: ``View``; the
    renderer reads the rest)."""

    @property
    def round(self) -> int:
        """The round being played, counting from 1."""

    @property
    def outcome(self) -> Outcome | None:
        """The result, once the game is over."""


@dataclass(frozen=True)
class Entry:
    """What the home screen knows about a game without importing it."""

    name: str
    module: str
    title: str  # msgid
    blurb: str  # msgid
    lazy: bool = False


@dataclass(frozen=True)
class Played(Generic[V]):
    """One move already played, as the table shows it: public views around it, its sentence."""

    before: V  # the spectator view before the move
    after: V  # the spectator view after it
    move: str
    mover: int | None
    text: str  # the move log's sentence


@dataclass(frozen=True)
class Compare(Generic[V]):
    """A turn the review judged, shown on the table at the position before it (the view
    is its player's): the moves played in it and the ones the review's search preferred
    (the better first move, then the rest of the turn it planned), each with its public
    views and sentence, and the player's chance of winning with either."""

    number: int  # the turn's first move, counted from 1 ("Move 36")
    seat: int
    played: tuple[Played[V], ...]
    better: tuple[Played[V], ...]
    chance: float
    best_chance: float


@dataclass
class TableContext(Generic[V, Sel]):
    """Everything a renderer needs to draw the table."""

    view: V
    selection: Sel
    names: tuple[str, ...]
    interactive: bool
    log: list[str] = field(default_factory=list)
    last: tuple[Played[V], ...] = ()  # the last turn: the newest moves in a row by one mover
    hint: str = ""  # the move a hint suggests here, to show on the table ("": none)
    plan: tuple[tuple[str, float], ...] = ()  # the rest of the hint's turn: (move, chance)
    plan_done: int = 0  # steps of the hint's turn already played (the plan is what is left)
    levels: tuple[str, ...] = ()  # each seat's computer level ("Hard"; "": a person)
    recent: tuple[Played[V], ...] = ()  # the moves since the seat to move last moved before its
    # present run of moves (that run included, and the last move of its previous run, which
    # may have ended a round): what happened since that player's last turn
    compare: Compare[V] | None = None  # the review's turn shown here (web/shell/review_table.py)


@dataclass(frozen=True)
class Action:
    """An action button: enabled when ``move`` is a legal move text. ``composed``: the move
    is one the player made up (cards picked, a deed where the elephant stands), drawn as the
    one to press; False for a legal move offered whatever the player did (End the turn,
    Wait, Take camels with nothing picked), drawn plain so it does not read as advice."""

    key: str
    label: str
    move: str | None
    composed: bool = True


class Renderer(Protocol[V, Sel, St]):
    """A game's renderer: a module ``web/<game>/ui.py`` with these members, for the game's
    view type ``V``, selection type ``Sel`` and state type ``St`` (docs/web-architecture.md
    says what the page does with each)."""

    GAME: str  # the game's registry name, "jaipur"
    PRIVATE: bool  # False when no seat sees anything the others do not (no hot-seat curtain)
    LOG_NAMES: bool  # True: describe_move needs every name (given as names=)
    MATCH: bool  # False for one game rather than a match of scored rounds ("End of the game")
    REMOTE_OPTIONS: bool  # False: a game by links has no options (the first round's rules)

    def title(self) -> str:
        """The translated display name."""

    def seat_count_choices(self) -> tuple[int, ...]:
        """The numbers of players offered in the new-game dialog."""

    def options_form(self, players: int) -> list[Node]:
        """The game-specific fields of the new-game dialog."""

    def options_from_form(self, form: dict[str, str], players: int) -> tuple[int, ...]:
        """The option ints (``game.core.link.Record``) the dialog's fields ask for."""

    def new_selection(self) -> Sel:
        """An empty selection."""

    def select(self, selection: Sel, view: V, arg: str) -> Sel:
        """The selection after pointing at ``arg`` (a ``data-arg``; a stale one: unchanged)."""

    def hint_selection(self, view: V, move_text: str) -> Sel:
        """The selection that makes the hint's move (its action button lights up)."""

    def render_table(self, ctx: TableContext[V, Sel]) -> Node:
        """The table of ``ctx.view``."""

    def actions(self, view: V, selection: Sel) -> list[Action]:
        """The action buttons, each with its move text when the selection makes it legal."""

    def hint(self, view: V, selection: Sel) -> str:
        """One sentence: what to do next, or why what is pointed at is not possible."""

    def hint_steps(
        self, view: V, plan: tuple[tuple[str, float], ...], done: int
    ) -> list[Node] | None:
        """The turn a hint plans (moves not played yet and their chances; ``done`` steps
        played), as the elements shown in the hint's place; None: the one-line hint."""

    def describe_move(
        self, before: V, move_text: str, name: str, names: tuple[str, ...] = ()
    ) -> str:
        """One readable sentence for the move log (``names``: every seat's, if LOG_NAMES)."""

    def round_report(
        self, view: V, names: tuple[str, ...], played: Sequence[Played[V]]
    ) -> Node | None:
        """The newest finished round's report, if any (``played``: every move)."""

    def final_report(self, view: V, names: tuple[str, ...], played: Sequence[Played[V]]) -> Node:
        """The end-of-game breakdown."""

    def rules(self) -> list[Node]:
        """The game's rules (the rules page adds the title and the way back)."""

    def undo_safe(self, before: V, after: V) -> bool:
        """False when the move between these spectator views showed the mover hidden
        information (a card drawn): such a move is never taken back in hot-seat play."""

    def round_end_state(self, before: St, move_text: str) -> St | None:
        """The position a round-ending move left before the next deal (the table behind the
        round-end dialog); None: the table at the cursor."""


# What the shell holds: a renderer of some game, used with that game's own views,
# selections and states only (``renderer()`` pairs them: the registry's one cast).
AnyRenderer = Renderer[GameView, object, object]
AnyPlayed = Played[GameView]


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


def describe(r: AnyRenderer, before: GameView, move: str, name: str, names: tuple[str, ...]) -> str:
    """The move log's sentence for ``move`` (every seat's name passed if the game asks)."""
    return r.describe_move(before, move, name, names if r.LOG_NAMES else ())


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
    ``scripts/build/build.py`` writes the zip with their bytecode)."""
    return f"runtime/{name}.zip"


def renderer(name: str) -> AnyRenderer:
    """The renderer module of ``name`` (imports it; a lazy game must be fetched first)."""
    return cast(AnyRenderer, import_module(ENTRIES[name].module))


def load(name: str) -> ModuleType:
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
