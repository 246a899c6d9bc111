"""The post-game review on the game screen: asking for it, its progress, keeping it.

``Reviews`` is the App's review half (``web.app.App`` inherits it). The Review
button of a finished game opens the review panel (``web/shell/table/review/review_panel.py``); a game
reviewed before shows its review at once (it is kept in the save), otherwise the App asks
``main.py`` to make it (``Env.review``: the computer's web worker, turn by turn, see
``web/shell/table/review/review_job.py``), shows its progress and can cancel it. A review finished
after its player went elsewhere is still written into its game's save.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from web.core.i18n import _
from web.shell.page.message import Message
from web.shell.page.states import Dialog
from web.shell.saves import Save, Saves
from web.shell.table.review.review_job import ReviewRequest, from_data
from web.shell.table.session import Session

if TYPE_CHECKING:  # the bots are imported when a review is made or shown, not at start-up
    from game.bots.review import Review
    from web.shell.table.play import Env


class ReviewEnv(Protocol):
    """What the review needs from the browser (part of ``web.shell.table.play.Env``)."""

    def review(self, ident: int, request: ReviewRequest) -> None: ...  # answered through
    # Reviews.review_progress / reviewed / review_failed
    def cancel_review(self, ident: int) -> None: ...


@dataclass(frozen=True)
class Reviewing:
    """A review being made: its id, the game's save, the turns judged of all."""

    ident: int
    save_id: str
    moves: int
    done: int = 0
    total: int = 0


_IDS = itertools.count(1)


class Reviews:
    """The review's actions and state (its buttons: ``REVIEW_ACTIONS`` below)."""

    env: Env
    saves: Saves
    session: Session | None
    dialog: Dialog | None
    announce: str
    message: Message | None
    review_open = False  # the review panel is shown on the game screen
    # the open game's review as its save keeps it: JSON data, read by review_job.from_data
    review_data: object = None
    reviewing: Reviewing | None = None
    review_iterations = 0  # per turn; 0: the engine's budget (tests and benchmarks set it)
    review_side: int | None = None  # whose moves the panel shows (None: every player's)
    review_scroll: str | None = None  # new with each turn shown: the page scrolls the table
    _review_shows = itertools.count(1)
    _review_cache: tuple[object, Review | None] = (None, None)

    def _save(self) -> None: ...  # web.shell.table.play.Play._save

    def game_review(self) -> Review | None:
        """The open game's review, if it has one for all its moves."""
        s, data = self.session, self.review_data
        if s is None or data is None or not s.over:
            return None
        if self._review_cache[0] is not data:
            self._review_cache = (data, from_data(data))
        found = self._review_cache[1]
        return found if found is not None and found.moves == len(s.moves) else None

    def review_running(self) -> Reviewing | None:
        """The review being made for the open game, if any."""
        r, s = self.reviewing, self.session
        return r if r is not None and s is not None and r.save_id == s.save_id else None

    def _reset_review(self, save: Save | None) -> None:
        """Another game is opened (or the same one again from its save)."""
        self.review_open, self.review_scroll = False, None
        self.review_side = self._player_side()
        self.review_data = save.review if save is not None else None
        running = self.reviewing
        if running is not None and (save is None or running.save_id != save.id):
            self.env.cancel_review(running.ident)
            self.reviewing = None

    def _act_review(self, arg: str, form: dict[str, str]) -> None:
        s = self.session
        if s is None or not s.over:
            return
        self.dialog, self.review_open = None, True
        if self.game_review() is None and self.review_running() is None:
            self.reviewing = Reviewing(next(_IDS), s.save_id, len(s.moves))
            request = ReviewRequest(s.link(), self.review_iterations)
            self.env.review(self.reviewing.ident, request)

    def _player_side(self) -> int | None:
        """The side the review starts from: the player's (the first person's seat)."""
        humans = self.session.humans() if self.session is not None else ()
        return humans[0] if humans else 0

    def _act_review_show(self, arg: str, form: dict[str, str]) -> None:
        """A listed move or a point of the graph: the position before that turn, brought
        into view (web/shell/table/review/review_table.py draws the turn on it)."""
        s = self.session
        if s is not None and arg.isdigit() and int(arg) <= len(s.moves):
            s.goto(int(arg))
            self.review_scroll = f"review-{next(self._review_shows)}"

    def _act_review_side(self, arg: str, form: dict[str, str]) -> None:
        """Whose moves: one seat's (its turns on the graph, its costliest moves) or all."""
        s = self.session
        if s is not None:
            self.review_side = int(arg) if arg.isdigit() and int(arg) < len(s.seats) else None

    def _act_review_cancel(self, arg: str, form: dict[str, str]) -> None:
        running = self.review_running()
        if running is not None:
            self.env.cancel_review(running.ident)
            self.reviewing = None
            self.announce = _("Review cancelled.")
        self.review_open = False

    def _act_review_close(self, arg: str, form: dict[str, str]) -> None:
        if self.review_running() is not None:
            self._act_review_cancel(arg, form)
        self.review_open = False

    def review_progress(self, ident: int, done: int, total: int) -> None:
        """The worker judged ``done`` of ``total`` turns (called by main.py)."""
        if self.reviewing is not None and self.reviewing.ident == ident:
            self.reviewing = replace(self.reviewing, done=done, total=total)

    def reviewed(self, ident: int, data: object) -> None:
        """The review is made (``data``: review_job.to_data's, or the worker's JSON of it): show
        it and keep it in its game's save (called by main.py)."""
        running = self.reviewing
        if running is None or running.ident != ident:
            return
        self.reviewing = None
        s = self.session
        if s is not None and s.save_id == running.save_id and len(s.moves) == running.moves:
            self.review_data = data
            self.announce = _("The review is ready.")
            self._save()
            return
        save = self.saves.get(running.save_id)  # its player went elsewhere meanwhile
        if isinstance(save, Save) and save.moves == running.moves:
            self.saves.update(replace(save, review=data))

    def review_failed(self, ident: int) -> None:
        """The review could not be made (called by main.py)."""
        if self.reviewing is not None and self.reviewing.ident == ident:
            self.reviewing = None
            self.review_open = False
            self.message = Message(_("The review could not be made. The game is unchanged."))


# The review's buttons (data-act) -> their handler.
REVIEW_ACTIONS: dict[str, Callable[[Reviews, str, dict[str, str]], None]] = {
    "review": Reviews._act_review,
    "review-cancel": Reviews._act_review_cancel,
    "review-close": Reviews._act_review_close,
    "review-show": Reviews._act_review_show,
    "review-side": Reviews._act_review_side,
}
