"""The game screen's state: the game on the table and everything shown with it.

``Playing`` is the game screen (``Learning`` the same screen in a lesson): the game
(``session``), the renderer's pointing, the dialog open over it, the hint asked for, the
computer's turn, the move log's sentences and the review, each a value here. It is one of
the page's screens (``web/shell/page/states.py``); the game screen
(``web/shell/table/game_screen.py``) draws it, and the App's halves (``web/shell/play.py``,
``web/shell/reviews.py``, ``web/shell/learn.py``) change it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from web.core.i18n import _
from web.shell import registry, renderers
from web.shell.lesson import Run
from web.shell.table.review.review_state import ReviewState
from web.shell.table.session import Session
from web.shell.table.think import Answer, Request

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
        return registry.renderer(self.session.game_name)

    def rounds(self) -> int:
        """Rounds scored so far (none in a game whose rounds are not scored)."""
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
