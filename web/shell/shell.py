"""The seams of the App: what it needs from the browser (``Env``) and what its parts get
from it (``Shell``).

The parts (``play``, ``learn``, ``reviews``, ``remote_entry``, ``loading``, ``navigate``)
are modules of functions over a ``Shell``: the screen shown, the saves and the browser,
the message and the words said to screen readers, the lazy loading and slow work. None
of them knows the App's class; ``web.shell.app.App`` provides this protocol and mypy
checks that it does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from web.shell.busy import Busy
from web.shell.message import Message
from web.shell.review_job import ReviewRequest
from web.shell.saves import Saves
from web.shell.states import Loader, Reviews, Screen
from web.shell.think import Request

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
    # remote play (web/shell/remote_entry.py)
    def page_url(self) -> str: ...  # the page's address without its fragment
    def copy_text(self, text: str) -> None: ...
    def can_share(self) -> bool: ...  # the Web Share API is there
    def share(self, title: str, url: str) -> None: ...
    def download(self, filename: str, text: str) -> None: ...
    # slow work (web/shell/busy.py): ``fn`` once the screen as it is now has been painted;
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
