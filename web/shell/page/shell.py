"""The seams of the App: what it needs from the browser (``Env``) and what its parts get
from it (``Shell``).

The parts (``web/shell/``: ``play``, ``learn``, ``reviews``, ``loading``, ``navigate``;
``web/remote/entry.py``) are modules of functions over a ``Shell``: the screen shown, the
saves and the browser, the message and the words said to screen readers, the lazy loading
and slow work, and remote play's two doors (a remote link opened, a game by links begun),
which the shell cannot import (remote play stands above it). None of them knows the App's
class; ``web.app.App`` provides this protocol and mypy checks that it does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from web.shell.page.busy import Busy
from web.shell.page.message import Message
from web.shell.page.states import Loader, NewGame, Reviews, Screen
from web.shell.saves import Saves
from web.shell.table.review.review_job import ReviewRequest
from web.shell.table.think import Request

Form = dict[str, str]  # a form's values by field name (the new-game dialog, a link pasted)


class Env(Protocol):
    """What the App needs from the browser."""

    def now(self) -> int: ...
    def new_seed(self) -> int: ...
    def copy_link(self) -> None: ...
    def schedule_computer(self, delay_ms: int) -> None: ...
    def think(self, request: Request) -> None: ...  # answered through App.thought
    def load_game(self, name: str) -> None: ...
    def review(self, ident: int, request: ReviewRequest) -> None: ...  # web/shell/reviews.py
    def cancel_review(self, ident: int) -> None: ...
    # remote play (web/remote/entry.py)
    def page_url(self) -> str: ...  # the page's address without its fragment
    def copy_text(self, text: str) -> None: ...
    def can_share(self) -> bool: ...  # the Web Share API is there
    def share(self, title: str, url: str) -> None: ...
    def download(self, filename: str, text: str) -> None: ...
    # its live channel (web/shell/browser/peer.py): what happens comes to App.peer_event
    def peer_available(self) -> bool: ...  # the browser has WebRTC
    def peer_start(self, key: str, stun: str, offer: str) -> None: ...  # offer "": make one
    def peer_accept(self, key: str, answer: str) -> None: ...
    def peer_send(self, key: str, text: str) -> bool: ...  # False: no open channel
    # slow work (web/shell/page/busy.py): ``fn`` once the screen as it is now has been painted;
    # the page is drawn again after it
    def after_paint(self, fn: Callable[[], None]) -> None: ...


class Shell(Protocol):
    """What the App's parts read and change: the screen and the page's global state."""

    env: Env
    saves: Saves
    screen: Screen
    message: Message | None  # the message above any screen
    announce: str  # said to screen readers after this change
    focus: str  # the control (data-key) to take the focus at the next render, once
    busy: Busy | None  # slow work under way (busy_with)
    loader: Loader  # lazy loading: what waits for a game's files
    reviews: Reviews  # the review being made, which outlives its screen

    def fetch_first(self, name: str | None, retry: Callable[[], None]) -> bool:
        """Fetch a lazily loaded game's (or remote play's) files first, then ``retry``
        (True: fetching, the loading screen is shown)."""
        ...

    def busy_with(self, doing: str, work: Callable[[], None], form: Form | None = None) -> bool:
        """Paint a box saying ``doing`` first, then run ``work`` (False: other work is
        under way)."""
        ...

    def open_remote(self, text: str) -> None:
        """A link of a game by links (``web.remote.entry.open_remote``)."""
        ...

    def begin_remote(self, dialog: NewGame, game: str, options: tuple[int, ...], name: str) -> None:
        """The new-game ``dialog`` chose "far away" (``web.remote.entry.begin_remote``)."""
        ...
