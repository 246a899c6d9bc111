"""Jaipur's position editor (``web.shell.editors.Editor``): the model and its taps
(``edit_model.py``), its drawing (``edit_draw.py``), and the engine's refusals in the
reader's words.

The refusals: ``game/jaipur/invariants.py`` says why a position cannot happen in English,
with seats as numbers and cards as letters; those the editor can lead to are said here
again in words a player knows (you, the other player, "8 diamonds"), translated (any
other is shown as the engine says it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from web.core.i18n import _
from web.jaipur import art
from web.jaipur.edit_draw import render
from web.jaipur.edit_model import Setup, from_view, opening, tap, view

__all__ = ["GAME", "from_view", "opening", "refusal", "render", "tap", "view"]

GAME = "jaipur"


def _holds(m: Setup, seat: str, n: str, limit: str) -> str:
    if int(seat) == m.seat:
        return _("You hold {n} cards: the limit is {limit}.", n=n, limit=limit)
    return _("The other player holds {n} cards: the limit is {limit}.", n=n, limit=limit)


# The engine's sentence (its lead dropped), matched whole -> the words shown.
SAID: tuple[tuple[str, Callable[..., str]], ...] = (
    (
        r"(\d+) cards ([DGSCPLM]) in play, the game has (\d+)",
        lambda m, n, code, total: _(
            "{cards} in play, but the game has {total}.",
            cards=art.count_of(code, int(n)),
            total=total,
        ),
    ),
    (r"seat (\d) holds (\d+) cards, the limit is (\d+)", _holds),
    (
        r"the (\d)-card bonus tokens are not conserved",
        lambda m, size: _(
            "More bonus tokens for selling {cards} cards are taken than the game has.",
            cards=f"{size}{'+' if size == '5' else ''}",
        ),
    ),
    (
        r"a round that should have ended goes on",
        lambda m: _("The round would have ended: three kinds of goods tokens are gone."),
    ),
)


def refusal(m: Setup, problem: str) -> str:
    """The engine's sentence ``problem`` in the reader's words, where it is one of those."""
    for pattern, say in SAID:
        found = re.fullmatch(pattern, problem)
        if found:
            return say(m, *found.groups())
    return problem


if TYPE_CHECKING:
    from game.jaipur.view import JaipurView
    from web.jaipur import editor as _this
    from web.shell.editors import Editor

    _editor: Editor[JaipurView, Setup] = _this
