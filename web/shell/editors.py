"""The contract between the shell's position editor and a game's editing.

A game with a position editor names a module in its ``web/games.py`` entry (``editor``)
implementing :class:`Editor`, generic in the game's view type and in its own model of the
position being set up (any value: the shell only passes it back). The shell's editor
screen (``web/shell/edit.py``, ``web/shell/edit_screen.py``) holds the model, hands each
tap to :meth:`Editor.tap`, asks :meth:`Editor.view` for the position as its seat sees it
(or the engine's sentence saying why it cannot happen) and draws what
:meth:`Editor.render` returns inside its own frame (heading, verdict, Analyse, Play,
Share). mypy checks each game's module against it (the ``_editor`` line at its end).
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from web.core.vdom import Node
from web.shell.renderers import GameView

V = TypeVar("V", bound=GameView)  # a game's view type
M = TypeVar("M")  # a game's model of the position being set up


class Editor(Protocol[V, M]):
    """A game's editing: a module ``web/<game>/editor.py`` with these members."""

    GAME: str  # the game's registry name (``game.GAMES``, ``web/games.py``)

    def opening(self) -> M:
        """A new game's first position (what the editor starts from)."""

    def from_view(self, view: V) -> M:
        """The position ``view`` shows, seen from its seat (what that seat cannot see is
        filled canonically from what is left, never from the game's secrets)."""

    def tap(self, model: M, arg: str) -> M:
        """The model after a tap on the control whose ``data-arg`` is ``arg`` (a stale or
        foreign one: unchanged)."""

    def view(self, model: M) -> V:
        """The position set up, as the seat it is set up for sees it; raises
        ``game.core.errors.StateError`` (the engine's invariants) when it cannot happen."""

    def refusal(self, model: M, problem: str) -> str:
        """The engine's sentence ``problem`` (its "impossible ... position:" lead dropped)
        in the reader's words and language where the editor knows it, else as it is."""

    def render(self, model: M, problem: str) -> Node:
        """The controls that set the position up (``problem``: the sentence refusing it,
        "" when it can happen, for the controls to mark what is wrong if they can)."""


# What the shell holds: some game's editor, used with that game's own models only.
AnyEditor = Editor[GameView, object]
