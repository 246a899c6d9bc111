"""Lazy loading: a game's files (or remote play's) fetched before its screen.

A game marked ``lazy`` in ``web/games.py`` is fetched when first opened:
``fetch_first`` shows the ``Loading`` screen and asks ``main.py`` (``Env.load_game``),
which reports the share fetched (``Loader.progress``) and calls ``App.game_loaded`` or
``App.game_failed``; then what waited (``Loader.pending``) is done.
"""

from __future__ import annotations

from collections.abc import Callable

from web.core.i18n import _
from web.shell import registry
from web.shell.page.message import Message
from web.shell.page.shell import Shell
from web.shell.page.states import Loading, NewGame, home_after


def fetch_first(shell: Shell, name: str | None, retry: Callable[[], None]) -> bool:
    """Fetch a lazily loaded game's files before opening its game (True: fetching)."""
    if not registry.lazy(name) or registry.loaded(name or ""):
        return False
    assert name is not None
    shell.loader.pending = (name, retry)
    dialog = shell.screen if isinstance(shell.screen, NewGame) else NewGame()
    shell.screen = Loading(name, NewGame(name) if name in registry.ENTRIES else dialog)
    shell.env.load_game(name)
    return True


def loaded(shell: Shell, name: str) -> None:
    """The lazy files of ``name`` are in place: what waited is done, else the new-game
    dialog they were fetched for is shown."""
    pending = shell.loader.pending
    if pending and pending[0] == name:
        shell.loader.pending = None
        pending[1]()
        return
    screen = shell.screen
    if isinstance(screen, Loading) and screen.then.game == name:
        shell.screen = screen.then


def failed(shell: Shell, name: str) -> None:
    shell.screen, shell.loader.pending, shell.busy = home_after(shell.screen), None, None
    shell.message = Message(
        _(
            "{game} could not be loaded. Check the connection and try again.",
            game=registry.title(name),
        )
    )
