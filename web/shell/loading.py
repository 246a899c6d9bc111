"""The App's lazy loading: a game's files (or remote play's) fetched before its screen.

A game marked ``lazy`` in ``web/shell/renderers.py`` is fetched when first opened:
``_fetch_first`` shows the loading screen and asks ``main.py`` (``Env.load_game``),
which reports the share fetched in ``load_progress`` and calls ``game_loaded`` or
``game_failed``; then what waited (``pending``) is done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from web.core.i18n import _
from web.shell import registry
from web.shell.page.busy import Busy
from web.shell.page.message import Message
from web.shell.page.states import NewGame, Screen

if TYPE_CHECKING:
    from web.shell.table.play import Env


class Loading:
    """The loading half of the App (``web.app.App`` inherits it)."""

    env: Env
    screen: Screen
    new: NewGame  # the new-game dialog
    message: Message | None
    pending: tuple[str, Callable[[], None]] | None = None  # waits for a game's files
    load_progress: float | None = None  # share of a game's files fetched (None: unknown)
    busy: Busy | None  # slow work the files are fetched for (web/shell/page/busy.py)

    def _fetch_first(self, name: str | None, retry: Callable[[], None]) -> bool:
        """Fetch a lazily loaded game's files before opening its game (True: fetching)."""
        if not registry.lazy(name) or registry.loaded(name or ""):
            return False
        assert name is not None
        self.pending = (name, retry)
        self.screen = "loading"
        if name in registry.ENTRIES:
            self.new.game = name
        self.env.load_game(name)
        return True

    def game_loaded(self, name: str) -> None:
        """The lazy files of ``name`` are in place (called by main.py)."""
        if self.pending and self.pending[0] == name:
            retry, self.pending = self.pending[1], None
            retry()
            return
        if self.screen == "loading" and self.new.game == name:
            self.screen = "new"

    def game_failed(self, name: str) -> None:
        self.screen, self.pending, self.busy = "home", None, None
        self.message = Message(
            _(
                "{game} could not be loaded. Check the connection and try again.",
                game=registry.title(name),
            )
        )
