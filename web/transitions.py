"""The page's state machine in one table: (screen, action) -> what it does.

``TRANSITIONS`` lists, for every screen type of ``web.shell.page.states``, the actions it
accepts and the function each runs (the parts' functions: ``navigate``, ``play``,
``learn``, ``reviews``, ``analysis``, ``edit`` of the shell, and remote play's ``web.remote.entry``, which is why
the table stands here, above both, beside the App). An action a screen does not list changes
nothing there (a lesson has no undo; the rules page no move). ``App.act`` looks up the
pair and runs it; unit tests read the table without a browser.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol, TypeVar, cast

from web.remote import entry as remote_entry
from web.shell import analysis, edit, learn, navigate, play, reviews
from web.shell.page.actions import Action as A
from web.shell.page.shell import Form, Shell
from web.shell.page.states import (
    SCREENS,
    Analysing,
    Editing,
    Invited,
    Loading,
    NewGame,
    Remote,
    Rules,
    Screen,
)
from web.shell.table.playing import Learning, Playing

S = TypeVar("S", bound=Screen)


class Transition(Protocol):
    """What an action does on a screen (``arg``: the control's ``data-arg``; ``form``:
    the values of the form it submitted)."""

    def __call__(self, shell: Shell, screen: Screen, arg: str, form: Form) -> None: ...


def _on(kind: type[S], fn: Callable[[Shell, S, str, Form], None]) -> Transition:
    """``fn`` as the transition of screens of type ``kind`` (the table's key checks it)."""

    def run(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
        assert isinstance(screen, kind)
        fn(shell, screen, arg, form)

    run.__name__ = fn.__name__
    return run


def _row(
    kind: type[S], fns: Mapping[A, Callable[[Shell, S, str, Form], None]]
) -> dict[tuple[type[Screen], A], Transition]:
    key = cast(type[Screen], kind)  # mypy does not see type[S] as one of the union's types
    return {(key, act): _on(kind, fn) for act, fn in fns.items()}


# The page's frame (Home, Rules, the message) and the home screen's lists: on every screen.
EVERYWHERE: dict[A, Callable[[Shell, Screen, str, Form], None]] = {
    A.HOME: navigate.home,
    A.RULES: navigate.rules,
    A.DISMISS_MESSAGE: navigate.dismiss_message,
    A.OPEN_PARTIAL: navigate.open_partial,
    A.NEW: navigate.new,
    A.CONTINUE: navigate.continue_,
    A.DELETE: navigate.delete,
    A.LEARN: learn.learn,
    A.TIPS: learn.tips,
    A.REMOTE_CONTINUE: remote_entry.continue_,
    A.REMOTE_DELETE: remote_entry.delete,
    A.EDIT: edit.edit,
}
# Not while a game's files are fetched: the rules would be fetched over them.
NOT_LOADING = {A.RULES}

TABLE = {
    A.PICK: play.pick,
    A.CLEAR: play.clear,
    A.MOVE: play.move,
    A.CLOSE_DIALOG: play.close_dialog,
}
GAME = {
    **TABLE,
    A.HINT: play.hint,
    A.SKIP: play.skip,
    A.UNDO: play.undo,
    A.REVEAL: play.reveal,
    A.GOTO: play.goto,
    A.BRANCH: play.branch,
    A.COPY: play.copy,
    A.SHOW_RESULT: play.show_result,
    A.REMATCH: navigate.rematch,
    A.REVIEW: reviews.review,
    A.REVIEW_CANCEL: reviews.cancel,
    A.REVIEW_CLOSE: reviews.close,
    A.REVIEW_SHOW: reviews.show,
    A.REVIEW_SIDE: reviews.side,
    A.EDIT_HERE: edit.edit_here,
    A.SHARE_POSITION: analysis.share_game_position,
    A.ANALYSE: analysis.analyse,
}
# The analysis board: its table tries moves, its history bar steps through them.
ANALYSIS = {
    A.PICK: analysis.pick,
    A.CLEAR: analysis.clear,
    A.MOVE: analysis.move,
    A.TRY: analysis.move,
    A.SHOW_BEST: analysis.show_best,
    A.GOTO: analysis.goto,
    A.SHARE_POSITION: analysis.share,
    A.PLAY_FROM_HERE: analysis.play_from_here,
    A.BACK_TO_GAME: analysis.back_to_game,
    A.EDIT_HERE: edit.edit_board,
}
# A lesson answers the table itself (only the taught pointing and move); the rest of the
# game screen's buttons (undo, hints, history, links, the review) do nothing there.
LESSON = {
    A.PICK: learn.pick,
    A.CLEAR: learn.clear,
    A.MOVE: learn.move,
    A.CLOSE_DIALOG: learn.close_dialog,
    A.LEARN_NEXT: learn.next_step,
    A.LEARN_LEAVE: learn.leave,
    A.LEARN_PLAY: learn.play_real,
}
REMOTE = {
    A.PICK: remote_entry.pick,
    A.CLEAR: remote_entry.clear,
    A.MOVE: remote_entry.move,
    A.CLOSE_DIALOG: remote_entry.close_dialog,
    A.REMOTE_COPY: remote_entry.copy,
    A.REMOTE_SHARE: remote_entry.share,
    A.REMOTE_AGAIN: remote_entry.again,
    A.REMOTE_PASTE: remote_entry.paste,
    A.REMOTE_EXPORT: remote_entry.export,
    A.REMOTE_ABANDON: remote_entry.abandon,
    A.REMOTE_RESUME: remote_entry.resume,
    A.REMOTE_STUN: remote_entry.stun,
    A.REMOTE_CLAIM: remote_entry.claim,
}
# The position editor: taps on the game's controls, and what a position set up leads to.
EDITOR = {
    A.EDIT_TAP: edit.tap,
    A.EDIT_OPENING: edit.opening,
    A.EDIT_SHARE: edit.share,
    A.EDIT_ANALYSE: edit.analyse,
    A.EDIT_PLAY: edit.play,
}

TRANSITIONS: Mapping[tuple[type[Screen], A], Transition] = {
    **{
        (kind, act): _on(kind, fn)
        for kind in SCREENS
        for act, fn in EVERYWHERE.items()
        if not (kind is Loading and act in NOT_LOADING)
    },
    **_row(Rules, {A.CLOSE_RULES: navigate.close_rules}),
    **_row(
        NewGame, {A.START: navigate.start, A.WHERE: navigate.where, A.PLAYERS: navigate.players}
    ),
    **_row(Playing, GAME),
    **_row(Learning, LESSON),
    **_row(Analysing, ANALYSIS),
    **_row(Remote, REMOTE),
    **_row(Invited, {A.REMOTE_JOIN: remote_entry.join}),
    **_row(Editing, EDITOR),
}


def accepted(kind: type[Screen]) -> set[A]:
    """The actions the screens of type ``kind`` accept."""
    return {act for screen, act in TRANSITIONS if screen is kind}
