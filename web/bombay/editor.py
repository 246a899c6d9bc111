"""Bombay's position editor (``web.shell.editors.Editor``): the model and its taps
(``edit_model.py``), its drawing (``edit_draw.py``), and the engine's refusals in the
reader's words.

The refusals: ``game/bombay/invariants.py`` says why a position cannot happen in English,
with seats and colours as numbers; those the editor can lead to are said here again in
words a player knows, translated (any other is shown as the engine says it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.bombay.board import CITIES, CITY_NAMES
from game.bombay.state import COLOURS
from web.bombay import art
from web.bombay.edit_draw import name, render
from web.bombay.edit_model import Board, from_view, opening, tap, view
from web.core.i18n import _

__all__ = ["GAME", "from_view", "opening", "refusal", "render", "tap", "view"]

GAME = "bombay"


def _city(english: str) -> str:
    return art.place_name(CITIES[CITY_NAMES.index(english)])


def _colour(index: str) -> str:
    return art.silk_name(COLOURS[int(index)])


# The engine's sentence (its lead dropped), matched whole -> the words shown.
SAID: tuple[tuple[str, Callable[..., str]], ...] = (
    (
        r"every city demands 3 different colours",
        lambda: _("Every city wants three different colours."),
    ),
    (
        r"every colour must be missing from exactly one city",
        lambda: _("Each colour must be missing from exactly one city."),
    ),
    (
        r"player (\d+)'s elephant holds .*",
        lambda p: _("{player}'s elephant carries more than two bales.", player=name(int(p))),
    ),
    (
        r"more than the (\d+) bales of colour (\d) in play",
        lambda n, c: _(
            "More than the {n} {colour} bales of the game are on elephants and in the markets.",
            n=n,
            colour=_colour(c),
        ),
    ),
    (
        r"(\d+) bales in the markets \(at most (\d+) are drawn\)",
        lambda n, most: _("{n} bales are on sale: at most {most} are drawn.", n=n, most=most),
    ),
    (
        r"(.+): \d+ city tokens left and (\d+) held, of (\d+)",
        lambda city, held, total: _(
            "{city}: {held} city tokens are held, but the game has {total}.",
            city=_city(city),
            held=held,
            total=total,
        ),
    ),
    (
        r"a bonus city token must be on its marker or with exactly one player",
        lambda: _(
            "A bonus city token must lie on its palace marker or be held by exactly one player."
        ),
    ),
    (
        r"a palace on space (\d+), which holds a city or a trading post",
        lambda i: _(
            "{place} has a city or a trading post: no palace can stand there.",
            place=art.place_name(int(i)),
        ),
    ),
    (
        r"player (\d+) has built (\d+) palaces, of the (\d+) they have",
        lambda p, n, total: _(
            "{player} has built {n} palaces: each player has {total}.",
            player=name(int(p)),
            n=n,
            total=total,
        ),
    ),
)


def refusal(b: Board, problem: str) -> str:
    """The engine's sentence ``problem`` in the reader's words, where it is one of those."""
    for pattern, say in SAID:
        found = re.fullmatch(pattern, problem)
        if found:
            return say(*found.groups())
    return problem


if TYPE_CHECKING:
    from game.bombay.view import BombayView
    from web.bombay import editor as _this
    from web.shell.editors import Editor

    _editor: Editor[BombayView, Board] = _this
