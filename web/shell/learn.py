"""The guided first game on the game screen: its actions and its panel.

``Learn`` is the lesson's half of the App (``web.app.App`` inherits it). A lesson
is shown on the real game screen (the game's renderer, a ``Session`` of the real engine
started from the lesson's position, the learner's seat's view only), with a panel above
the table: the step's text, "Step 3 of 8", Next and Leave. While a lesson runs,
:meth:`Learn.lesson_act` sees every button first: it lets through only the taught
pointing and move (anything else is refused with a sentence and changes nothing), plays
the computer's scripted reply through the engine, and swallows what a lesson has no use
for (undo, hints, history, links, the review). No save is written; the history entry is
``Place("learn", game)``, so Back leaves the lesson.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game import GAMES
from game.core.link import Seat
from web.core.i18n import N_, _
from web.core.vdom import Node, attrs_of, find_all, h
from web.shell import registry, widgets
from web.shell.lesson import TEXT_ID, Run, mark, outline
from web.shell.page.places import Place
from web.shell.page.states import Rules, Screen
from web.shell.registry import lesson
from web.shell.saves import Save
from web.shell.table.game_screen import App as GameApp
from web.shell.table.game_screen import game_screen, modal_open
from web.shell.table.play import Play
from web.shell.table.session import Session

NOT_THAT = N_("Not that one: this step points at the outlined cards.")
NOT_NOW = N_("Not this move: this step teaches another one. Follow what is outlined.")
READ_ON = N_("Nothing to play here: press Next to go on.")
REFUSALS = (NOT_THAT, NOT_NOW, READ_ON)
# Buttons a lesson has no use for: they change nothing while it runs.
IGNORED = {"undo", "hint", "skip", "goto", "branch", "copy", "review", "rematch", "reveal"}
IGNORED |= {"show-result", "review-cancel", "review-close"}


class Learn(Play):
    """The lesson's state (``lesson``: None outside one) and its buttons."""

    lesson: Run | None = None
    rules: Rules
    _fetch_first: Callable[[str | None, Callable[[], None]], bool]
    _reset_review: Callable[[Save | None], None]
    _act_home: Callable[[str, dict[str, str]], None]
    _act_new: Callable[[str, dict[str, str]], None]
    _show_rules: Callable[[str, Screen], None]

    @property
    def learning(self) -> bool:
        """A lesson is on the game screen (game_screen.py hides what it has no use for)."""
        return self.lesson is not None

    def _act_learn(self, arg: str, form: dict[str, str]) -> None:
        """Start the lesson of game ``arg`` (its files fetched first, if lazy)."""
        if arg not in registry.ENTRIES:
            return
        if self._fetch_first(arg, lambda: self._act_learn(arg, form)):
            return
        self.lesson = Run(lesson(arg))
        self._lesson_position(self.lesson.lesson.start)
        self._reset_review(None)
        first = self.lesson.lesson.steps[0]
        self.announce = f"{_(first.title)}. {_(first.text)}"  # as each new step is

    def _act_tips(self, arg: str, form: dict[str, str]) -> None:
        """The "How to play well" page of game ``arg`` (its files fetched first, if lazy),
        over what is shown, as the rules are."""
        if arg not in registry.ENTRIES:
            return
        if self._fetch_first(arg, lambda: self._act_tips(arg, form)):
            return
        self._show_rules(arg, self.rules.over if self.screen == "rules" else self.screen)
        self.rules = replace(self.rules, tips=True)

    def _lesson_position(self, text: str) -> None:
        """Put the lesson's position ``text`` on the table (a step's prepared one too)."""
        assert self.lesson is not None
        name = self.lesson.lesson.game
        state = GAMES[name].parse_position(text)
        seats = (Seat("human", ""), Seat("easy", ""))  # "Player 1" and "Computer"
        s = Session(name, self.lesson.lesson.options, 0, seats, [state])
        s.private = registry.renderer(name).PRIVATE
        self.session, self.screen, self.dialog, self.hint = s, "game", None, None
        self.selection = self.renderer.new_selection()
        self.rounds_seen, self._log, self.cpu.fast = self._rounds(), {}, False

    def lesson_act(self, act: str, arg: str) -> bool:
        """A button pressed during a lesson: True when the lesson dealt with it."""
        run = self.lesson
        if run is None:
            return False
        if self.screen == "rules" and act == "close-rules" and self.rules.over == "game":
            self.screen = "game"  # back to the lesson (no computer is asked to move)
            return True
        if self.screen != "game":
            return False
        handler = LESSON_ACTIONS.get(act)
        if handler is not None:
            handler(self, run, arg)
            return True
        return act in IGNORED

    def _lesson_pick(self, run: Run, arg: str) -> None:
        step = run.current
        herd = [c for c in step.clicks if c[:1] == "c"] if step is not None else []
        if herd and arg[:1] == "c" and arg not in herd:  # a herd's camels are all alike
            arg = next((c for c in herd if c not in run.clicked), herd[0])
        if step is None or not run.waiting():
            run.refused = READ_ON
        elif step.clicks and arg not in step.clicks:
            run.refused = NOT_THAT
        else:
            assert self.session is not None
            self.selection = self.renderer.select(self.selection, self.session.view(), arg)
            run.clicked = run.clicked ^ {arg} if arg in step.clicks else run.clicked
            run.refused = ""
        self.announce = _(run.refused) if run.refused else ""

    def _lesson_clear(self, run: Run, arg: str) -> None:
        self.selection, run.clicked = self.renderer.new_selection(), frozenset()

    def _lesson_move(self, run: Run, arg: str) -> None:
        step, s = run.current, self.session
        assert s is not None
        if step is None or not run.waiting():
            run.refused = READ_ON
        elif _texts(s, arg) != _texts(s, expected := run.expected):
            run.refused = NOT_NOW
        else:
            played, run.made = len(s.moves), run.made + 1
            last = run.made == len(step.moves)
            for text in (*expected.split(";"), *(step.reply if last else ())):
                s.play(text)  # the engine checks every move, the reply's too
            run.done, run.clicked, run.refused = last, frozenset(), ""
            self.selection = self.renderer.new_selection()
            said = self.log()[played:] + ([_(step.after)] if last and step.after else [])
            self.announce = " ".join(said)  # what happened, then what it means
            if self._rounds() > self.rounds_seen or s.over:  # the real report, as in a game
                self.rounds_seen = self._rounds()
                self.dialog = "final" if s.over else "round"
            return
        self.announce = _(run.refused)

    def _lesson_next(self, run: Run, arg: str) -> None:
        if run.waiting():
            return
        run.step, run.done, run.made, run.clicked = run.step + 1, False, 0, frozenset()
        run.refused = ""
        step = run.current
        if step is not None and step.start:
            self._lesson_position(step.start)
        # the new step's words for a screen reader (the panel says them to the eye)
        self.announce = f"{_(step.title)}. {_(step.text)}" if step else _("Lesson complete")

    def _lesson_close_dialog(self, run: Run, arg: str) -> None:
        self.dialog = None  # no computer's turn follows: the lesson scripts its replies

    def _lesson_leave(self, run: Run, arg: str) -> None:
        self._act_home("", {})

    def _lesson_play(self, run: Run, arg: str) -> None:
        self._act_new(run.lesson.game, {})  # the new-game dialog (it ends the lesson)

    def lesson_place(self) -> Place | None:
        """The history entry while a lesson runs (None: no lesson)."""
        if self.lesson is None:
            return None
        game = self.lesson.lesson.game
        if self.screen == "rules" and self.rules.over == "game":
            return Place("rules", self.rules.game, "", "learn")
        return Place("learn", game) if self.screen == "game" else None

    def restore_lesson(self, place: Place) -> bool:
        """Back or Forward landed on a lesson's entry (True: dealt with)."""
        if place.screen != "learn" and place.parent != "learn":
            return False
        if self.lesson is None:  # entered again (Forward): it starts over
            if place.screen == "learn":
                self._act_learn(place.game, {})
            else:
                self._act_home("", {})
            return True
        if place.screen == "rules":
            self._show_rules(place.game, "game")
        else:
            self.screen = "game"
        return True


def _texts(s: Session, moves: str) -> list[str]:
    """The moves of ``moves`` (``;``-separated) in the engine's own notation."""
    try:
        return [str(s.game.parse_move(t)) for t in moves.split(";")]
    except Exception:  # noqa: BLE001 - a move text the engine cannot read is simply not it
        return []


def learn_screen(app: GameApp, run: Run) -> Node:
    """The game screen of a lesson: the table with what to point at marked and the areas
    the step names outlined, the panel first in the board's grid (above the table on a
    phone, at the head of the column beside it on a wide screen: the table never moves)."""
    screen = game_screen(app)
    mark(screen, run.targets())
    if run.current is not None:
        outline(screen, set(run.current.areas))
    panel = lesson_panel(run, modal_open(app))
    board = find_all(screen, lambda n: "board" in attrs_of(n).get("class", "").split())[0]
    attrs_of(board).pop("data-scroll-to", None)  # the panel's own token brings it back
    board.insert(2, panel)
    return screen


def _ghost(title: str, text: str) -> Node:
    """Another step's words, kept invisible in the same place as the step's own, so that
    the panel is as tall as its longest step (assets/bazaar.css: on a wide screen only)."""
    return h(
        "div",
        {"class": "lesson-ghost", "aria-hidden": "true"},
        h("p", {"class": "lesson-title"}, title) if title else None,
        h("p", None, text),
    )


def lesson_panel(run: Run, behind: bool) -> Node:
    """The step's text and place in the lesson, Next, Leave; at the end, what next."""
    steps, step = run.lesson.steps, run.current
    title = registry.title(run.lesson.game)
    if step is None:
        return h(
            "section",
            {"class": "lesson end", "aria-labelledby": "lesson-title", "inert": behind},
            h("h2", {"id": "lesson-title"}, _("You are ready to play {game}", game=title)),
            h("p", None, _(run.lesson.closing)),
            h(
                "div",
                {"class": "row"},
                widgets.button(
                    _("Play a real game"), "learn-play", cls="primary", key="learn-play"
                ),
                widgets.button(
                    _("How to play {game} well", game=title), "tips", run.lesson.game, key="tips"
                ),
                widgets.button(_("Back home"), "learn-leave", key="learn-home"),
            ),
        )
    text = _(step.after) if run.done else _(step.text)
    ready = not run.waiting()
    # A new text (the result explained): the page brings the panel back into view if it was
    # scrolled away (a phone, its table tapped far below; index.html's data-scroll-to).
    seen = f"{run.step}.{int(run.done)}"
    words = [(s.title, t) for s in steps for t in (s.text, s.after) if t]
    return h(
        "section",
        {
            "class": "lesson",
            "aria-labelledby": "lesson-title",
            "inert": behind,
            "data-scroll-to": seen,
        },
        h(
            "p",
            {"class": "lesson-count"},
            _(
                "{game} lesson · step {number} of {count}",
                game=title,
                number=run.step + 1,
                count=len(steps),
            ),
        ),
        h(
            "div",
            {"class": "lesson-words"},
            h(
                "div",
                {"class": "lesson-now"},
                h("h2", {"id": "lesson-title"}, _(step.title)),
                h("p", {"class": "lesson-text", "id": TEXT_ID}, text),
            ),
            [_ghost(_(t), _(w)) for t, w in words],
        ),
        h(
            "div",
            {"class": "lesson-words"},
            h(
                "p",
                {"class": "lesson-refused", "role": "status"},
                _(run.refused) if run.refused else None,
            ),
            [_ghost("", _(r)) for r in REFUSALS],
        ),
        h(
            "div",
            {"class": "row"},
            widgets.button(_("Next"), "learn-next", cls="primary", key="learn-next")
            if ready
            else None,
            widgets.button(_("Leave the lesson"), "learn-leave", key="learn-leave"),
        ),
    )


# A lesson's buttons, and the game screen's ones it answers itself.
LESSON_ACTIONS: dict[str, Callable[[Learn, Run, str], None]] = {
    "pick": Learn._lesson_pick,
    "clear": Learn._lesson_clear,
    "move": Learn._lesson_move,
    "learn-next": Learn._lesson_next,
    "learn-leave": Learn._lesson_leave,
    "learn-play": Learn._lesson_play,
    "close-dialog": Learn._lesson_close_dialog,
}

# The buttons that start a lesson (any screen).
LEARN_ACTIONS: dict[str, Callable[[Learn, str, dict[str, str]], None]] = {
    "learn": Learn._act_learn,
    "tips": Learn._act_tips,
}
