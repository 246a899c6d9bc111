"""The page's screens as typed values: each screen a dataclass holding its own data.

``Screen`` is their union (a tagged union: the class is the tag). What one screen needs
lives in it and nowhere else, so a state that makes no sense cannot be written: the game
screen always has its game (``Playing.session``), the rules page always knows what lies
under it (``Rules.over``, itself a screen), a lesson always has its run. What is global
(saves, language, the message, the browser) stays on the App (``web/shell/app.py``), with
the two pieces of work that outlive a screen (``Loader``, ``Reviews``, at the end here);
``web/shell/transitions.py`` says which action does what on which screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Literal

from web.shell import renderers
from web.shell.i18n import _
from web.shell.lesson import Run
from web.shell.review_job import from_data
from web.shell.session import Session
from web.shell.think import Answer, Request

if TYPE_CHECKING:  # the bots are imported when a review is made or shown; remote play lazily
    from game.bots.review import Review
    from web.remote.control import RemoteGame

# over the game screen: a round ended, the game ended, undo after the end asks first
Dialog = Literal["round", "final", "reopen"]


@dataclass(frozen=True)
class Hint:
    """The hint for the position after ``at`` moves: the suggested move and the estimated
    chance of winning (``move`` is empty while the computer is still thinking), and the
    turn it plans, each step's move text and chance (``plan[0][0]`` is ``move``).
    ``done``: how many steps of the turn planned were played since (the hint shown then
    is the rest of the plan, ``plan`` holding only that)."""

    at: int
    move: str = ""
    chance: float = 0.0
    plan: tuple[tuple[str, float], ...] = ()
    done: int = 0


@dataclass
class Computer:
    """A computer's turn on the game screen: its question, its answer, its pause."""

    asked: Request | None = None  # the question now being thought about
    reply: tuple[Request, Answer] | None = None  # its move, waiting for the latest position
    due: bool = False  # the pause before its move is over (its move may show)
    fast: bool = False  # skip ahead: no pause before its moves until a human is to move


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
    game: str = "jaipur"
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


@dataclass
class ReviewState:
    """The post-game review on the game screen: whether its panel is open, the review as
    the game's save keeps it (JSON data, read by review_job.from_data), whose moves the
    panel shows (None: every player's) and the token that scrolls the table to a turn."""

    open: bool = False
    data: object = None
    side: int | None = None
    scroll: str | None = None
    _read: tuple[object, Review | None] = (None, None)  # data and its review, read once

    def of(self, s: Session) -> Review | None:
        """The review of the game ``s``, if it has one for all its moves."""
        if self.data is None or not s.over:
            return None
        if self._read[0] is not self.data:
            self._read = (self.data, from_data(self.data))
        found = self._read[1]
        return found if found is not None and found.moves == len(s.moves) else None


@dataclass(eq=False)
class Playing:
    """The game screen: the game (``session``), the renderer's pointing, the dialog open
    over it, the hint asked for, the computer's turn, the move log's sentences and the
    review."""

    name: ClassVar[str] = "game"
    learning: ClassVar[bool] = False  # a lesson (game_screen.py hides what it has no use for)
    session: Session
    selection: object  # the renderer's (renderers.Renderer.new_selection)
    rounds_seen: int = 0  # rounds whose end dialog was shown
    dialog: Dialog | None = None
    hint: Hint | None = None  # the hint asked for at the latest position, if any
    cpu: Computer = field(default_factory=Computer)
    review: ReviewState = field(default_factory=ReviewState)
    sentences: dict[tuple[int, str], str] = field(default_factory=dict)  # (index, move)

    @property
    def renderer(self) -> renderers.AnyRenderer:
        return renderers.renderer(self.session.game_name)

    def rounds(self) -> int:
        """Rounds scored so far (Bombay: none, its rounds are not scored)."""
        s = self.session
        return len(s.game.round_scores(s.states[-1]))

    def log(self) -> list[str]:
        """Readable sentences for the moves up to the cursor."""
        s = self.session
        names = s.names()
        out = []
        for k in range(s.cursor):
            key = (k, s.moves[k])
            if key not in self.sentences:
                before = s.game.view(s.states[k], None)
                mover = s.mover(k)
                name = names[mover] if mover is not None else ""
                said = renderers.describe(self.renderer, before, s.moves[k], name, names)
                self.sentences[key] = said
            text = self.sentences[key]
            out.append(_("{move} (after a hint)", move=text) if k in s.hints else text)
        return out

    def current_hint(self) -> Hint | None:
        """The hint for the position on screen, if one was asked for there; or, while the
        player follows the turn it planned step by step, the rest of that plan (as long as
        its next step is legal). A move off the plan ends the hint: the Hint button asks
        anew."""
        s, hint = self.session, self.hint
        if hint is None or not s.latest or hint.at > len(s.moves):
            return None
        if hint.at == len(s.moves):
            return hint
        done = len(s.moves) - hint.at
        plan = [m for m, _c in hint.plan]
        if done >= len(plan) or s.moves[hint.at :] != plan[:done] or not s.interactive():
            return None
        if plan[done] not in {str(m) for m in s.view().legal_moves}:
            return None
        return Hint(len(s.moves), plan[done], hint.chance, hint.plan[done:], done)


@dataclass(eq=False)
class Learning(Playing):
    """A guided first game: the game screen of the lesson's position, with its ``run``
    (the step shown, what was pointed at; ``web/shell/learn.py``)."""

    learning: ClassVar[bool] = True
    run: Run = field(kw_only=True)


@dataclass(eq=False)
class Remote:
    """A game by links on screen (``web/remote/``, loaded when first needed)."""

    name: ClassVar[str] = "remote"
    game: RemoteGame


@dataclass(frozen=True)
class Invited:
    """An invitation to a game by links, opened on this device."""

    name: ClassVar[str] = "invited"
    link: str  # the link as opened (it is opened again from it)
    game: str
    host: str  # the inviting player's name
    players: int


# --- what outlives a screen (the App keeps one of each) -------------------------------
@dataclass
class Loader:
    """What waits for a game's files, and the share of them fetched so far."""

    pending: tuple[str, Callable[[], None]] | None = None  # the files' name, what waits
    progress: float | None = None  # share of a game's files fetched (None: unknown)


@dataclass(frozen=True)
class Reviewing:
    """A review being made: its id, the game's save, the turns judged of all."""

    ident: int
    save_id: str
    moves: int
    done: int = 0
    total: int = 0


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
Screen = Home | NewGame | Loading | Rules | Playing | Learning | Remote | Invited
SCREENS: tuple[type[Screen], ...] = (
    Home,
    NewGame,
    Loading,
    Rules,
    Playing,
    Learning,
    Remote,
    Invited,
)


def under_rules(screen: Screen) -> Screen:
    """``screen``; for the rules page, the screen under it (what Close returns to)."""
    return screen.over if isinstance(screen, Rules) else screen


def home_after(screen: Screen) -> Home:
    """The home screen shown instead of ``screen``: the game on it (or under its rules)
    is kept as the game left, unless it is a lesson's."""
    under = under_rules(screen)
    left = under.left if isinstance(under, Home) else under
    return Home(left if isinstance(left, Playing) and not isinstance(left, Learning) else None)


def game_under(screen: Screen) -> Playing | None:
    """The game on screen, or under the rules page shown (a lesson's too)."""
    under = under_rules(screen)
    return under if isinstance(under, Playing) else None
