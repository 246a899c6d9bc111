"""The page's state machine read without a browser: which screen accepts which action,
and every action a screen draws is in its row of the table.

``web/transitions.py`` is the one table (screen type, action) -> transition; here it
is read as data. The screens are then drawn in their states (home with saved games, the
new-game dialog, the rules, a game with its dialogs and review, a lesson, a game by links,
an invitation, the loading screen) and every ``data-act``/``data-submit`` drawn must be a
typed action that the screen drawing it accepts.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.test_web_helpers import game_of, make_app, start
from tests.test_web_learn import follow_step
from tests.test_web_remote import invite, join, page
from tests.test_web_review import link
from web.app import App
from web.core.vdom import Node, attrs_of, find_all
from web.shell.page.actions import Action, action_named
from web.shell.page.states import (
    SCREENS,
    Analysing,
    Editing,
    Home,
    Invited,
    Loading,
    NewGame,
    Remote,
    Rules,
    Screen,
)
from web.shell.table.playing import Learning, Playing
from web.transitions import NOT_LOADING, TRANSITIONS, accepted

A = Action
EVERYWHERE = {
    A.HOME,
    A.RULES,
    A.DISMISS_MESSAGE,
    A.OPEN_PARTIAL,
    A.NEW,
    A.CONTINUE,
    A.DELETE,
    A.LEARN,
    A.TIPS,
    A.REMOTE_CONTINUE,
    A.REMOTE_DELETE,
    A.EDIT,
}
TABLE = {A.PICK, A.CLEAR, A.MOVE, A.CLOSE_DIALOG}
GAME = {A.HINT, A.SKIP, A.UNDO, A.REVEAL, A.GOTO, A.BRANCH, A.COPY, A.SHOW_RESULT, A.REMATCH}
GAME |= {A.SHARE_POSITION, A.ANALYSE}
ANALYSIS = {A.TRY, A.SHOW_BEST, A.GOTO, A.SHARE_POSITION, A.PLAY_FROM_HERE, A.BACK_TO_GAME}
ANALYSIS |= {A.EDIT_HERE}
GAME |= {A.EDIT_HERE}
EDITOR = {A.EDIT_TAP, A.EDIT_OPENING, A.EDIT_SHARE, A.EDIT_ANALYSE, A.EDIT_PLAY}
REVIEW = {A.REVIEW, A.REVIEW_CANCEL, A.REVIEW_CLOSE, A.REVIEW_SHOW, A.REVIEW_SIDE}
REMOTE = {A.REMOTE_COPY, A.REMOTE_SHARE, A.REMOTE_AGAIN, A.REMOTE_PASTE, A.REMOTE_EXPORT}
REMOTE |= {A.REMOTE_ABANDON, A.REMOTE_RESUME, A.REMOTE_STUN, A.REMOTE_CLAIM}

# For every screen, the actions it accepts (any other changes nothing there).
ACCEPTS: dict[type[Screen], set[Action]] = {
    Home: EVERYWHERE,
    NewGame: EVERYWHERE | {A.START, A.WHERE, A.PLAYERS},
    Loading: EVERYWHERE - {A.RULES},
    Rules: EVERYWHERE | {A.CLOSE_RULES},
    Playing: EVERYWHERE | TABLE | GAME | REVIEW,
    Learning: EVERYWHERE | TABLE | {A.LEARN_NEXT, A.LEARN_LEAVE, A.LEARN_PLAY},
    Analysing: EVERYWHERE | TABLE - {A.CLOSE_DIALOG} | ANALYSIS,
    Remote: EVERYWHERE | TABLE | REMOTE,
    Invited: EVERYWHERE | {A.REMOTE_JOIN},
    Editing: EVERYWHERE | EDITOR,
}


def test_every_screen_accepts_what_it_should_and_nothing_else() -> None:
    assert set(ACCEPTS) == set(SCREENS)
    for kind, actions in ACCEPTS.items():
        assert accepted(kind) == actions, kind.__name__


def test_every_action_is_accepted_somewhere() -> None:
    assert {act for _kind, act in TRANSITIONS} == set(Action)


def test_a_lesson_has_no_undo_hint_history_links_or_review() -> None:
    assert not accepted(Learning) & (GAME | REVIEW)


def test_an_unknown_action_is_refused_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    app, _env, store = make_app()
    before = dict(store.data)
    assert action_named("fly") is None and "fly" in caplog.text
    app.act("fly", "1")
    assert isinstance(app.screen, Home) and store.data == before


def test_an_action_the_screen_does_not_have_changes_nothing() -> None:
    app, env, _store = make_app()
    app.act("undo")  # home has no game to take a move back from
    app.act("start", "", {"players": "2"})  # nor a new-game dialog
    assert isinstance(app.screen, Home) and app.session is None and not env.thinking


# --- what the screens draw -------------------------------------------------------------
SOURCES = sorted(Path("web").rglob("*.py"))
NAMED = re.compile(
    r'"data-(?:act|submit)": "([a-z-]+)"|button\(\s*[^,()]+(?:\([^()]*\))?,\s*"([a-z-]+)"'
)


def test_every_action_named_in_the_code_is_a_typed_action() -> None:
    named = {a or b for path in SOURCES for a, b in NAMED.findall(path.read_text())}
    assert len(named) > 20
    assert {n for n in named if action_named(n) is None} == set()


def drawn(app: App) -> set[str]:
    """The actions the screen shown draws (a form without ``data-submit`` sends "start")."""
    tree: Node = app.render()
    acts = {str(attrs_of(n)["data-act"]) for n in find_all(tree, _has("data-act"))}
    forms = find_all(tree, lambda n: n[0] == "form")
    return acts | {str(attrs_of(f).get("data-submit") or "start") for f in forms}


def _has(name: str):  # type: ignore[no-untyped-def]
    return lambda n: isinstance(n[1], dict) and name in n[1]


def check(app: App) -> type[Screen]:
    """Every action drawn is accepted by the screen drawing it (the loading screen draws
    the page's Rules button, which waits there until the files are in)."""
    kind = type(app.screen)
    for text in drawn(app):
        act = action_named(text)
        assert act is not None, text
        refused = kind is Loading and act in NOT_LOADING
        assert (kind, act) in TRANSITIONS or refused, (kind.__name__, text)
    return kind


def test_the_home_screen_the_dialog_the_rules_and_the_loading_screen() -> None:
    app, env, _store = make_app()
    start(app)
    app.act("home")
    seen = {check(app)}  # a saved game listed
    for game in ("jaipur", "bombay"):
        app.act("new", game)
        seen.add(check(app))
        app.act("where", "far")
        seen.add(check(app))
        app.act("rules")
        seen.add(check(app))
        app.act("tips", game)
        seen.add(check(app))
        app.act("home")
    app.screen = Loading("bombay", NewGame("bombay"))
    seen.add(check(app))
    assert seen == {Home, NewGame, Rules, Loading}


def test_a_game_its_dialogs_its_history_and_its_review() -> None:
    app, env, _store = make_app()
    app.reviews.iterations = 8
    app.open_link(link("jaipur", ("greedy", "greedy"), 3))
    assert game_of(app).dialog == "final"
    check(app)
    app.act("close-dialog")
    app.act("goto", "3")
    check(app)
    app.act("review")
    check(app)  # its progress
    env.review_now()
    check(app)  # the review: the graph, the costliest moves, whose moves
    start(app, ("human", "human"))
    check(app)  # the curtain between two people at one device
    app.act("reveal")
    assert check(app) is Playing


def test_a_lesson_from_its_start_to_its_end() -> None:
    app, _env, _store = make_app()
    for game in ("jaipur", "bombay"):
        app.act("learn", game)
        while isinstance(app.screen, Learning) and app.screen.run.current is not None:
            check(app)
            follow_step(app)
            if app.screen.dialog:  # a round's report, or the game's end
                check(app)
                app.act("close-dialog")
            app.act("learn-next")
        assert check(app) is Learning  # its end: what next


def test_a_game_by_links_and_an_invitation() -> None:
    (ana, _), (ben, _) = page(), page()
    text = invite(ana)
    assert check(ana) is Remote
    ben.open_link(text)
    assert check(ben) is Invited
    join(ben, text, "Ben")
    assert check(ben) is Remote
    ana.act("home")
    assert check(ana) is Home  # the remote game listed


def test_the_position_editor_of_each_game_from_home_and_from_a_game() -> None:
    app, _env, _store = make_app()
    for game in ("jaipur", "bombay"):
        app.act("edit", game)
        assert check(app) is Editing
        app.act("edit-tap", "market:0" if game == "jaipur" else "players:2")
        check(app)
    start(app)
    assert "edit-here" in drawn(app)
    app.act("edit-here")
    assert check(app) is Editing
