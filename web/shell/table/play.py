"""What the buttons of the game screen do: moves, computer turns, undo, history, dialogs.

``Play`` is the in-game half of the App (``web.app.App`` inherits it): it acts on
the open ``Session``, keeps the move log's sentences, opens the round and final dialogs,
autosaves after every change and asks ``main.py`` for the computer's turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from game.core.errors import GameError
from web.core.i18n import _, ngettext
from web.shell import registry, renderers
from web.shell.page.busy import Busy
from web.shell.page.states import Dialog, Screen
from web.shell.saves import Save, Saves
from web.shell.table.review.review_job import ReviewRequest
from web.shell.table.session import Session
from web.shell.table.think import HINT, Answer, Request

# The pause before a computer's move, so that a person sees each move happen. The
# computer thinks during it: its move shows once both the pause and its thinking are over.
COMPUTER_DELAY_MS = 700  # before a computer's turn
STEP_DELAY_MS = 300  # between the actions of one computer's turn (a ride, a sale)
SKIP_DELAY_MS = 0  # "Skip ahead": computer moves follow each other without the pause


class Env(Protocol):
    """What the App needs from the browser."""

    def now(self) -> int: ...
    def new_seed(self) -> int: ...
    def copy_link(self) -> None: ...
    def schedule_computer(self, delay_ms: int) -> None: ...
    def think(self, request: Request) -> None: ...  # answered through Play.thought
    def load_game(self, name: str) -> None: ...
    def review(
        self, ident: int, request: ReviewRequest
    ) -> None: ...  # web/shell/table/review/reviews.py
    def cancel_review(self, ident: int) -> None: ...
    # remote play (web/remote/entry.py)
    def page_url(self) -> str: ...  # the page's address without its fragment
    def copy_text(self, text: str) -> None: ...
    def can_share(self) -> bool: ...  # the Web Share API is there
    def share(self, title: str, url: str) -> None: ...
    def download(self, filename: str, text: str) -> None: ...
    # slow work (web/shell/page/busy.py): ``fn`` once the screen as it is now has been painted;
    # the page is drawn again after it
    def after_paint(self, fn: Callable[[], None]) -> None: ...


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


class Play:
    """The game screen's actions (its buttons: ``PLAY_ACTIONS`` below) and state."""

    env: Env
    saves: Saves
    screen: Screen
    session: Session | None
    selection: object  # the renderer's (renderers.Renderer.new_selection)
    dialog: Dialog | None
    rounds_seen: int
    announce: str
    hint: Hint | None  # the hint asked for at the latest position, if any
    cpu: Computer  # the computer's turn
    review_data: (
        object  # the finished game's review (web/shell/table/review/reviews.py), kept in its save
    )
    busy: Busy | None  # slow work shown as it happens (busy_with)
    focus: str  # the control (data-key) to take the focus at the next render, once
    _log: dict[tuple[int, str], str]

    def busy_with(
        self, doing: str, work: Callable[[], None], form: dict[str, str] | None = None
    ) -> bool:
        """Slow work (a shuffle and its proof): the screen is painted first with a box
        saying ``doing`` over its disabled controls (``form``: what the player typed, kept in
        its fields), then ``work`` runs; presses are ignored until its result is painted.
        ``work`` may set ``focus`` to the control the player goes on with. False: other
        work is under way, this is not done."""
        if self.busy is not None:
            return False
        self.busy = Busy(doing, dict(form or {}))

        def run() -> None:
            try:
                work()
            finally:
                self.busy = Busy(doing, done=True)  # presses queued behind it: ignored
                self.env.after_paint(self._unbusy)

        self.env.after_paint(run)
        return True

    def _unbusy(self) -> None:
        self.busy = None

    @property
    def renderer(self) -> renderers.AnyRenderer:
        assert self.session is not None
        return registry.renderer(self.session.game_name)

    def _act_pick(self, arg: str, form: dict[str, str]) -> None:
        if self.session and self.session.interactive():
            self.selection = self.renderer.select(self.selection, self.session.view(), arg)

    def _act_clear(self, arg: str, form: dict[str, str]) -> None:
        if self.session:
            self.selection = self.renderer.new_selection()

    def _act_move(self, arg: str, form: dict[str, str]) -> None:
        s = self.session
        if s is None or not s.interactive():
            return
        played = len(s.moves)
        try:
            for text in arg.split(";"):  # a path: successive one-step moves
                hint = self.current_hint()
                if hint is not None and hint.move == text:
                    s.hints.add(len(s.moves))  # the move a hint (or its plan) suggested
                s.play(text)
        except GameError:
            self.announce = _("That move is not possible now.")
            if len(s.moves) == played:
                return
        self._after_change()

    def computer(self) -> None:
        """The pause before the computer's move is over (main.py's timer): play its move if
        it has been thought of, else it plays as soon as it is."""
        self.cpu.due = True
        if self.cpu.reply is not None:
            self._play_reply()
        else:
            self._ask_computer()

    def _ask_computer(self) -> None:
        s = self.session
        if s is None or self.screen != "game" or self.dialog or s.computer_turn() is None:
            return
        request = s.think_request()
        if request is not None and request != self.cpu.asked:
            self.cpu.asked = request
            self.env.think(request)

    def thought(self, request: Request, answer: Answer) -> None:
        """The computer's answer to ``request`` (dropped if the game has moved on since)."""
        s = self.session
        if request == self.cpu.asked:
            self.cpu.asked = None
        if s is not None and request.kind == HINT and s.hint_request() == request:
            self._show_hint(s, answer)
        elif s is not None and s.think_request() == request:
            self.cpu.reply = (request, answer)
            self._play_reply()

    def _play_reply(self) -> None:
        """Play the computer's reply once its pause is over and the latest position is on
        screen (a player looking back through the history keeps it waiting)."""
        s = self.session
        if s is None or self.cpu.reply is None or not s.latest or not self.cpu.due:
            return
        request, answer = self.cpu.reply
        self.cpu.reply = None
        if s.think_request() == request:
            s.play(answer.move)
            self._after_change()

    def _act_hint(self, arg: str, form: dict[str, str]) -> None:
        request = self.session.hint_request() if self.session else None
        if request is not None:
            self.hint = Hint(request.move_number)
            self.env.think(request)

    def _show_hint(self, s: Session, answer: Answer) -> None:
        """Show the suggested move on the table (the log marks it if it is played)."""
        self.hint = Hint(len(s.moves), answer.move, answer.chance or 0.0, answer.plan)
        self.selection = self.renderer.hint_selection(s.view(), answer.move)
        self.announce = _("Hint: the suggested move is shown on the table.")

    def current_hint(self) -> Hint | None:
        """The hint for the position on screen, if one was asked for there; or, while the
        player follows the turn it planned step by step, the rest of that plan (as long as
        its next step is legal). A move off the plan ends the hint: the Hint button asks
        anew."""
        s, hint = self.session, self.hint
        if s is None or hint is None or not s.latest or hint.at > len(s.moves):
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

    def _act_skip(self, arg: str, form: dict[str, str]) -> None:
        self.cpu.fast = True

    def _act_undo(self, arg: str, form: dict[str, str]) -> None:
        s = self.session
        if s is None or s.undo_target() is None:
            return
        if s.over and arg != "confirm":
            self.dialog = "reopen"  # taking back the last move reopens a finished game: ask
            return
        self.dialog = None
        self._forget(s.undo())
        self.announce = _("Move taken back.")
        self._after_change()

    def _forget(self, dropped: int) -> None:
        """Moves were dropped: the log and the round reports follow the shorter game."""
        if dropped:
            self._log = {}  # moves may be replayed differently now
            self.rounds_seen = min(self.rounds_seen, self._rounds())
            self.hint = None  # a hint is asked for again, and marked again
            self.review_data = None  # a review is of a finished game's every move

    def _act_reveal(self, arg: str, form: dict[str, str]) -> None:
        if self.session:
            self.session.reveal()
            self.selection = self.renderer.new_selection()
            self._save()

    def _act_goto(self, arg: str, form: dict[str, str]) -> None:
        if self.session and arg.lstrip("-").isdigit():
            self.session.goto(int(arg))
            self.selection = self.renderer.new_selection()
            self._play_reply()
            self._maybe_computer()  # the computer's turn came while its player looked back

    def _act_branch(self, arg: str, form: dict[str, str]) -> None:
        s = self.session
        if s is None:
            return
        if not s.can_play_on():
            self.announce = _("While you share this device, the game cannot go back this far.")
            return
        dropped = s.play_from_here()
        self._forget(dropped)
        self.announce = ngettext("{n} later move dropped.", "{n} later moves dropped.", dropped)
        self._after_change()

    def _act_copy(self, arg: str, form: dict[str, str]) -> None:
        self.env.copy_link()
        self.announce = _("Link copied.")

    def _act_close_dialog(self, arg: str, form: dict[str, str]) -> None:
        self.dialog = None
        self._maybe_computer()

    def _act_show_result(self, arg: str, form: dict[str, str]) -> None:
        self.dialog = "final"

    # --- bookkeeping ---------------------------------------------------------------
    def _rounds(self) -> int:
        s = self.session
        assert s is not None
        return len(s.game.round_scores(s.states[-1]))  # none in a game whose rounds are not scored

    def _after_change(self, save: bool = True) -> None:
        s = self.session
        assert s is not None
        self.selection = self.renderer.new_selection()
        if s.moves and s.latest:
            self.announce = self.log()[-1]
        if self._rounds() > self.rounds_seen:
            self.rounds_seen = self._rounds()
            self.dialog = "final" if s.over else "round"
        elif s.over and s.latest and not self._rounds():
            self.dialog = "final"  # a game without scored rounds ends here
        if save:
            self._save()
        self._maybe_computer()

    def _maybe_computer(self) -> None:
        """On a computer's turn: start its pause and, at once, its thinking."""
        s = self.session
        turn = s.computer_turn() if s else None
        if s is None or self.dialog or turn is None:
            self.cpu.fast = False
            return
        goes_on = len(s.states) > 1 and s.game.to_move(s.states[-2]) == turn[0]
        self.cpu.due = False
        if self.cpu.fast:
            self.env.schedule_computer(SKIP_DELAY_MS)
        else:
            self.env.schedule_computer(STEP_DELAY_MS if goes_on else COMPUTER_DELAY_MS)
        self._ask_computer()

    def _save(self) -> None:
        s = self.session
        assert s is not None
        view = s.game.view(s.states[-1], None)
        outcome = s.game.outcome(s.states[-1])
        self.saves.put(
            Save(
                s.save_id,
                s.game_name,
                s.link(),
                tuple(x.name for x in s.seats),
                tuple(x.kind for x in s.seats),
                len(s.moves),
                view.round,
                s.over,
                self.env.now(),
                s.barrier,
                tuple(sorted(s.hints)),
                self.review_data if s.over else None,
                tuple(sorted(outcome.winners)) if outcome is not None else None,
            )
        )

    def log(self) -> list[str]:
        """Readable sentences for the moves up to the cursor."""
        s = self.session
        assert s is not None
        names = s.names()
        out = []
        for k in range(s.cursor):
            key = (k, s.moves[k])
            if key not in self._log:
                before = s.game.view(s.states[k], None)
                mover = s.mover(k)
                name = names[mover] if mover is not None else ""
                self._log[key] = renderers.describe(self.renderer, before, s.moves[k], name, names)
            text = self._log[key]
            out.append(_("{move} (after a hint)", move=text) if k in s.hints else text)
        return out


# The game screen's buttons (data-act) -> their handler.
PLAY_ACTIONS: dict[str, Callable[[Play, str, dict[str, str]], None]] = {
    "pick": Play._act_pick,
    "clear": Play._act_clear,
    "move": Play._act_move,
    "hint": Play._act_hint,
    "skip": Play._act_skip,
    "undo": Play._act_undo,
    "reveal": Play._act_reveal,
    "goto": Play._act_goto,
    "branch": Play._act_branch,
    "copy": Play._act_copy,
    "close-dialog": Play._act_close_dialog,
    "show-result": Play._act_show_result,
}
