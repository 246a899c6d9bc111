"""The seams the shell relies on: every renderer has every member of the ``Renderer``
protocol, and every button handler is in an explicit action table.

mypy checks each ``web/<game>/ui.py`` against ``web.shell.renderers.Renderer`` (the
``_renderer`` line at the end of each); this test says the same at run time, so a new
game's renderer missing a hook fails here too rather than in the page.
"""

from __future__ import annotations

import pytest

from web.shell import registry
from web.shell.renderers import Renderer

MEMBERS = {n for n in vars(Renderer) if not n.startswith("_")} | set(Renderer.__annotations__)


def test_the_protocol_names_every_hook_the_shell_reads() -> None:
    hooks = {"PRIVATE", "LOG_NAMES", "MATCH", "REMOTE_OPTIONS", "hint_selection", "hint_steps"}
    assert hooks | {"round_end_state", "undo_safe", "render_table"} <= MEMBERS


@pytest.mark.parametrize("name", sorted(registry.ENTRIES))
def test_each_renderer_has_every_member(name: str) -> None:
    module = registry.renderer(name)
    assert {m for m in MEMBERS if not hasattr(module, m)} == set()
    assert name == module.GAME


def test_every_handler_is_in_the_action_table() -> None:
    """``App.act`` dispatches through explicit tables: no ``_act_`` method is left out."""
    from web.app import ACTIONS, App
    from web.remote.entry import REMOTE_ACTIONS, RemoteEntry

    handlers = {n for n in dir(App) if n.startswith("_act_")}
    assert {f.__name__ for f in ACTIONS.values()} == handlers
    assert all(f"_act_{name.replace('-', '_')}" == f.__name__ for name, f in ACTIONS.items())
    remote = {n for n in dir(RemoteEntry) if n.startswith("_remote_")}
    assert {f.__name__ for f in REMOTE_ACTIONS.values()} == remote
