"""The few typed errors the engine raises.

Every message is one line that quotes the offending input and says what is wrong
with it (an illegal move: why, in the words the page uses), so a player (through
the UI's sentence) or a developer (through the CLI) can see what went wrong. All
derive from ``ValueError`` so callers may catch one class.
"""

from __future__ import annotations


class GameError(ValueError):
    """Base class of every error the engine raises on bad input."""


class NotationError(GameError):
    """Text (a move, a position or a link) that cannot be read."""


class IllegalMoveError(GameError):
    """A well-formed move that the rules do not allow in this position."""


class StateError(GameError):
    """A position that cannot arise under the rules (broken invariants)."""


class LinkError(NotationError):
    """A game link that cannot be opened.

    ``reason`` is a short machine-readable key the UI turns into a translated
    sentence: ``"format"``, ``"version"``, ``"game"``, ``"checksum"``,
    ``"truncated"`` or ``"moves"``. ``partial`` holds what could be read safely
    (a :class:`game.core.link.Record` with a prefix of the moves) when any.
    """

    def __init__(self, message: str, reason: str, partial: object | None = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.partial = partial
