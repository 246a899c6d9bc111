"""The guided first game on the game screen: its actions and its panel.

A lesson is the ``Learning`` screen: the real game screen (the game's renderer, a
``Session`` of the real engine started from the lesson's position, the learner's seat's
view only) with its run and a panel above the table: the step's text, "Step 3 of 8", Next
and Leave. Its own row of ``web/transitions.py`` lets through only the taught
pointing and move (anything else is refused with a sentence and changes nothing), plays
the computer's scripted reply through the engine, and leaves out what a lesson has no use
for (undo, hints, history, links, the review). No save is written; the history entry is
``Place("learn", game)``, so Back leaves the lesson.
"""

from __future__ import annotations

from game import GAMES
from game.core.link import Seat
from web.core.i18n import N_, _
from web.core.vdom import Node, attrs_of, find_all, h
from web.shell import navigate, registry, reviews, widgets
from web.shell.lesson import TEXT_ID, Run, mark, outline
from web.shell.page.places import Place
from web.shell.page.shell import Form, Shell
from web.shell.page.states import Rules, Screen, under_rules
from web.shell.registry import lesson
from web.shell.table.game_screen import game_screen, modal_open
from web.shell.table.playing import Learning
from web.shell.table.session import Session

NOT_THAT = N_("Not that one: this step points at the outlined cards.")
NOT_NOW = N_("Not this move: this step teaches another one. Follow what is outlined.")
READ_ON = N_("Nothing to play here: press Next to go on.")
REFUSALS = (NOT_THAT, NOT_NOW, READ_ON)


def learn(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    """Start the lesson of game ``arg`` (its files fetched first, if lazy)."""
    if arg not in registry.ENTRIES:
        return
    if shell.fetch_first(arg, lambda: learn(shell, shell.screen, arg, form)):
        return
    run = Run(lesson(arg))
    _position(shell, run, run.lesson.start)
    reviews.cancel_other(shell, None)
    first = run.lesson.steps[0]
    shell.announce = f"{_(first.title)}. {_(first.text)}"  # as each new step is


def tips(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    """The "How to play well" page of game ``arg`` (its files fetched first, if lazy),
    over what is shown, as the rules are."""
    if arg not in registry.ENTRIES:
        return
    if shell.fetch_first(arg, lambda: tips(shell, shell.screen, arg, form)):
        return
    navigate.show_rules(shell, arg, under_rules(shell.screen), tips=True)


def _position(shell: Shell, run: Run, text: str) -> None:
    """Put the lesson's position ``text`` on the table (a step's prepared one too)."""
    name = run.lesson.game
    state = GAMES[name].parse_position(text)
    seats = (Seat("human", ""), Seat("easy", ""))  # "Player 1" and "Computer"
    s = Session(name, run.lesson.options, 0, seats, [state])
    s.private = registry.renderer(name).PRIVATE
    g = Learning(s, registry.renderer(name).new_selection(), run=run)
    g.rounds_seen = g.rounds()
    shell.screen = g


def pick(shell: Shell, g: Learning, arg: str, form: Form) -> None:
    run = g.run
    step = run.current
    herd = [c for c in step.clicks if c[:1] == "c"] if step is not None else []
    if herd and arg[:1] == "c" and arg not in herd:  # a herd's camels are all alike
        arg = next((c for c in herd if c not in run.clicked), herd[0])
    if step is None or not run.waiting():
        run.refused = READ_ON
    elif step.clicks and arg not in step.clicks:
        run.refused = NOT_THAT
    else:
        g.selection = g.renderer.select(g.selection, g.session.view(), arg)
        run.clicked = run.clicked ^ {arg} if arg in step.clicks else run.clicked
        run.refused = ""
    shell.announce = _(run.refused) if run.refused else ""


def clear(shell: Shell, g: Learning, arg: str, form: Form) -> None:
    g.selection, g.run.clicked = g.renderer.new_selection(), frozenset()


def move(shell: Shell, g: Learning, arg: str, form: Form) -> None:
    run, s = g.run, g.session
    step = run.current
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
        g.selection = g.renderer.new_selection()
        said = g.log()[played:] + ([_(step.after)] if last and step.after else [])
        shell.announce = " ".join(said)  # what happened, then what it means
        if g.rounds() > g.rounds_seen or s.over:  # the real report, as in a game
            g.rounds_seen = g.rounds()
            g.dialog = "final" if s.over else "round"
        return
    shell.announce = _(run.refused)


def next_step(shell: Shell, g: Learning, arg: str, form: Form) -> None:
    run = g.run
    if run.waiting():
        return
    run.step, run.done, run.made, run.clicked = run.step + 1, False, 0, frozenset()
    run.refused = ""
    step = run.current
    if step is not None and step.start:
        _position(shell, run, step.start)
    # the new step's words for a screen reader (the panel says them to the eye)
    shell.announce = f"{_(step.title)}. {_(step.text)}" if step else _("Lesson complete")


def close_dialog(shell: Shell, g: Learning, arg: str, form: Form) -> None:
    g.dialog = None  # no computer's turn follows: the lesson scripts its replies


def leave(shell: Shell, g: Learning, arg: str, form: Form) -> None:
    navigate.home(shell, g, "", {})


def play_real(shell: Shell, g: Learning, arg: str, form: Form) -> None:
    navigate.new(shell, g, g.run.lesson.game, {})  # the new-game dialog (it ends the lesson)


def place(screen: Screen) -> Place | None:
    """The history entry while a lesson is shown (None: no lesson)."""
    if isinstance(screen, Rules) and isinstance(screen.over, Learning):
        return Place("rules", screen.game, "", "learn")
    return Place("learn", screen.run.lesson.game) if isinstance(screen, Learning) else None


def restore(shell: Shell, place: Place) -> bool:
    """Back or Forward landed on a lesson's entry (True: dealt with)."""
    if place.screen != "learn" and place.parent != "learn":
        return False
    screen = shell.screen
    shown = under_rules(screen)
    if not isinstance(shown, Learning):  # entered again (Forward): it starts over
        if place.screen == "learn":
            learn(shell, screen, place.game, {})
        else:
            navigate.home(shell, screen, "", {})
        return True
    if place.screen == "rules":
        navigate.show_rules(shell, place.game, shown)
    else:
        shell.screen = shown
    return True


def _texts(s: Session, moves: str) -> list[str]:
    """The moves of ``moves`` (``;``-separated) in the engine's own notation."""
    try:
        return [str(s.game.parse_move(t)) for t in moves.split(";")]
    except Exception:  # noqa: BLE001 - a move text the engine cannot read is simply not it
        return []


def learn_screen(g: Learning) -> Node:
    """The game screen of a lesson: the table with what to point at marked and the areas
    the step names outlined, the panel first in the board's grid (above the table on a
    phone, at the head of the column beside it on a wide screen: the table never moves)."""
    run, screen = g.run, game_screen(g)
    mark(screen, run.targets())
    if run.current is not None:
        outline(screen, set(run.current.areas))
    panel = lesson_panel(run, modal_open(g))
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
