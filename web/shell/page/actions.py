"""The page's actions: every ``data-act`` (and ``data-submit``) a control can send.

The DOM speaks in strings; the App in ``Action`` values. ``action_named`` is the one
place where the one becomes the other: a string no control should send is refused there
with a logged message, and nothing changes. ``web/transitions.py`` says what each
action does on each screen.
"""

from __future__ import annotations

import logging
from enum import StrEnum

LOG = logging.getLogger(__name__)


class Action(StrEnum):
    """A control's action, by its ``data-act`` name."""

    # any screen: the page's frame, the home screen's lists, the rules, the message
    HOME = "home"
    RULES = "rules"
    CLOSE_RULES = "close-rules"
    DISMISS_MESSAGE = "dismiss-message"
    OPEN_PARTIAL = "open-partial"
    NEW = "new"
    CONTINUE = "continue"
    DELETE = "delete"
    LEARN = "learn"
    TIPS = "tips"
    REMOTE_CONTINUE = "remote-continue"
    REMOTE_DELETE = "remote-delete"
    EDIT = "edit"
    # the new-game dialog
    START = "start"
    WHERE = "where"
    PLAYERS = "players"
    # a game's table (here, in a lesson, or by links)
    PICK = "pick"
    CLEAR = "clear"
    MOVE = "move"
    CLOSE_DIALOG = "close-dialog"
    # the game screen
    HINT = "hint"
    SKIP = "skip"
    UNDO = "undo"
    REVEAL = "reveal"
    GOTO = "goto"
    BRANCH = "branch"
    COPY = "copy"
    SHOW_RESULT = "show-result"
    REMATCH = "rematch"
    REVIEW = "review"
    REVIEW_CANCEL = "review-cancel"
    REVIEW_CLOSE = "review-close"
    REVIEW_SHOW = "review-show"
    REVIEW_SIDE = "review-side"
    SHARE_POSITION = "share-position"
    ANALYSE = "analyse"
    # the analysis board
    TRY = "try"
    SHOW_BEST = "show-best"
    PLAY_FROM_HERE = "play-from-here"
    BACK_TO_GAME = "back-to-game"
    EDIT_HERE = "edit-here"
    # the position editor
    EDIT_TAP = "edit-tap"
    EDIT_OPENING = "edit-opening"
    EDIT_SHARE = "edit-share"
    EDIT_ANALYSE = "edit-analyse"
    EDIT_PLAY = "edit-play"
    # a lesson
    LEARN_NEXT = "learn-next"
    LEARN_LEAVE = "learn-leave"
    LEARN_PLAY = "learn-play"
    # an invitation, a game by links
    REMOTE_JOIN = "remote-join"
    REMOTE_COPY = "remote-copy"
    REMOTE_SHARE = "remote-share"
    REMOTE_AGAIN = "remote-again"
    REMOTE_PASTE = "remote-paste"
    REMOTE_EXPORT = "remote-export"
    REMOTE_ABANDON = "remote-abandon"
    REMOTE_RESUME = "remote-resume"
    REMOTE_STUN = "remote-stun"
    REMOTE_CLAIM = "remote-claim"


def action_named(text: str) -> Action | None:
    """The action a control's ``data-act`` names (None, logged: no such action)."""
    try:
        return Action(text)
    except ValueError:
        LOG.warning("no such action: %r", text)
        return None
