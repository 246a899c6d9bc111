"""The page's screens as typed values: each screen a dataclass holding its own data.

``Screen`` is their union (a tagged union: the class is the tag). What one screen needs
lives in it and nowhere else, so a state that makes no sense cannot be written: the game
screen always has its game (``Playing.session``, ``web/shell/table/playing.py``), the
rules page always knows what lies under it (``Rules.over``, itself a screen), a lesson
always has its run. What is global (saves, language, the message, the browser) stays on
the App (``web/app.py``), with the two pieces of work that outlive a screen (``Loader``,
``Reviews``, at the end here); ``web/transitions.py`` says which action does what on
which screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar, Protocol

from web.games import GAMES
from web.shell import registry, renderers
from web.shell.renderers import GameView
from web.shell.saves import RemoteSave
from web.shell.table.line import Line
from web.shell.table.playing import Learning, Playing
from web.shell.table.review.review_state import Reviewing
from web.shell.table.think import Answer, Request


@dataclass
class Home:
    """The home screen. ``left``: the game just left for it, which Forward shows again as
    it was (its history, its hint), not reloaded from its save."""

    name: ClassVar[str] = "home"
    left: Playing | None = None


@dataclass
class NewGame:
    """The new-game dialog: its game and what the player chose so far."""

    name: ClassVar[str] = "new"
    game: str = GAMES[0].name  # the first game registered
    players: int = 0  # seats chosen (0: the game's first choice)
    far: bool = False  # the other players are far away (the game goes by links)
    people: bool = False  # every seat a person, on this device


@dataclass(frozen=True)
class Loading:
    """A game's files (or remote play's) being fetched: ``what`` (its title is shown), and
    the new-game dialog shown once they are in, unless other work waits for them
    (``web/shell/loading.py``)."""

    name: ClassVar[str] = "loading"
    what: str
    then: NewGame


@dataclass(frozen=True)
class Rules:
    """The rules page of ``game`` over the screen ``over`` (Close and Back return to it,
    as it was); ``tips``: the game's "How to play well" page instead (its history entry
    is the rules page's)."""

    name: ClassVar[str] = "rules"
    game: str
    over: Screen
    tips: bool = False


@dataclass(eq=False)
class Editing:
    """The position editor of ``game`` (``web/shell/edit.py``): the game's model of the
    position set up (its editor's own value, ``web/shell/editors.py``), and what the
    engine says of it: the position as its seat sees it, or the sentence refusing it.
    ``link``: the position link last shared from here."""

    name: ClassVar[str] = "edit"
    game: str
    model: object
    view: GameView | None = None
    problem: str = ""
    link: str = ""


class Far(Protocol):
    """What the page reads of a game by links (``web.remote.control.RemoteGame``: remote
    play, above the shell, is loaded when first needed): its save, the dialog over it."""

    @property
    def save(self) -> RemoteSave: ...
    @property
    def dialog(self) -> str | None: ...


@dataclass(eq=False)
class Remote:
    """A game by links on screen (``web/remote/``; ``web.remote.entry.game_of`` gives
    remote play its own type back)."""

    name: ClassVar[str] = "remote"
    game: Far


@dataclass(frozen=True)
class Invited:
    """An invitation to a game by links, opened on this device."""

    name: ClassVar[str] = "invited"
    link: str  # the link as opened (it is opened again from it)
    game: str
    host: str  # the inviting player's name
    players: int


@dataclass(eq=False)
class Analysing:
    """The analysis board: a position from one seat's view and the moves tried from it
    (``line``), the renderer's pointing, which best move the table draws, the computer's
    verdicts on the positions (by their position links), the question being thought about, the seats' names, the
    computer level a game played from here gets, and the game it was opened from, if
    any (``web/shell/analysis.py``)."""

    name: ClassVar[str] = "analysis"
    line: Line
    selection: object
    names: tuple[str, ...]
    level: str = "hard"
    shown: int = 0  # which of the best moves of the position shown the table draws
    verdicts: dict[str, Answer] = field(default_factory=dict)
    asked: Request | None = None
    over: Playing | None = None

    @property
    def renderer(self) -> renderers.AnyRenderer:
        return registry.renderer(self.line.game_name)


# --- what outlives a screen (the App keeps one of each) -------------------------------
@dataclass
class Loader:
    """What waits for a game's files, and the share of them fetched so far."""

    pending: tuple[str, Callable[[], None]] | None = None  # the files' name, what waits
    progress: float | None = None  # share of a game's files fetched (None: unknown)


@dataclass
class Reviews:
    """The review being made, if any, and its budget."""

    running: Reviewing | None = None
    iterations: int = 0  # per turn; 0: the engine's budget (tests and benchmarks set it)

    def of(self, g: Playing) -> Reviewing | None:
        """The review being made for the game ``g``, if any."""
        r = self.running
        return r if r is not None and r.save_id == g.session.save_id else None


# --- the union ----------------------------------------------------------------------
Screen = (
    Home | NewGame | Loading | Rules | Playing | Learning | Analysing | Remote | Invited | Editing
)
SCREENS: tuple[type[Screen], ...] = (
    Home,
    NewGame,
    Loading,
    Rules,
    Playing,
    Learning,
    Analysing,
    Remote,
    Invited,
    Editing,
)


def under_rules(screen: Screen) -> Screen:
    """``screen``; for the rules page, the screen under it (what Close returns to)."""
    return screen.over if isinstance(screen, Rules) else screen


def home_after(screen: Screen) -> Home:
    """The home screen shown instead of ``screen``: the game on it (or under its rules,
    or the one its analysis board was opened from) is kept as the game left, unless it
    is a lesson's."""
    under = under_rules(screen)
    left = under.left if isinstance(under, Home) else under
    left = left.over if isinstance(left, Analysing) else left
    return Home(left if isinstance(left, Playing) and not isinstance(left, Learning) else None)


def game_under(screen: Screen) -> Playing | None:
    """The game on screen, or under the rules page shown (a lesson's too)."""
    under = under_rules(screen)
    return under if isinstance(under, Playing) else None
