"""The seams the shell relies on: every renderer has every member of the ``Renderer``
protocol (the page's actions and their table: tests/test_web_transitions.py).

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
