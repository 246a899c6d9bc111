"""A remote game's move log, kept as moves and written in the page's language when shown.
Pure; loaded with web/remote/control.py.

The save (``RemoteSave.log``) keeps one entry per move: ``MOVE`` then JSON ``[mover,
move]``, and, for a game whose card says which fields to blank (``Remote.log_blank``), the
view before the move (``api.view_to_json``: such a device forgets finished rounds, and a
move's sentence reads the table before it). A device that replays its whole game
(``api.history``) keeps moves alone: its entries take their views from there, matched from
the newest. Each sentence is made when the log
is shown, so a language switch rewrites the whole log, and a name learned later is used
in every line; a plain sentence (a save from before) is shown as it was written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from game.core.evolve import evolve
from game.remote import api
from game.remote.errors import LinkRefused
from web.core.i18n import language
from web.shell import registry, renderers
from web.shell.renderers import AnyPlayed, GameView, Played

MOVE = "\x1e"  # starts an entry kept as a move (never the start of a sentence)
KEEP = 300  # entries kept in a save (the newest)


def entry(game: str, played: AnyPlayed) -> str:
    """The save's entry for a move just played or received."""
    item: list[object] = [played.mover, played.move]
    blank = registry.remote(game).log_blank
    if blank is not None:
        item.append(json.loads(api.view_to_json(played.before, blank)))
    return MOVE + json.dumps(item, separators=(",", ":"))


@dataclass(frozen=True)
class Shown:
    """The log as the page shows it: a sentence per entry, and the moves that have their
    views (the round reports read why each round ended from them)."""

    texts: tuple[str, ...]
    played: tuple[AnyPlayed, ...]


def show(entries: tuple[str, ...], game: str, device: api.Device, names: tuple[str, ...]) -> Shown:
    """The entries of a save, each written in the page's language."""
    r = registry.renderer(game)
    blank = registry.remote(game).log_blank
    history = api.history(device)
    moves = sum(1 for e in entries if e.startswith(MOVE))
    replayed = list(history[-moves:]) if moves and len(history) >= moves else []
    texts: list[str] = []
    befores: list[tuple[GameView, str, int | None] | None] = []
    for e in entries:
        move = _read(e, game, blank, replayed)
        if move is None:
            texts.append(_plain(e))
            befores.append(None)
            continue
        before, text, mover = move
        name = names[mover] if mover is not None and 0 <= mover < len(names) else ""
        texts.append(renderers.describe(r, before, text, name, names))
        befores.append(move)
    return Shown(tuple(texts), _played(befores, texts, device))


def _read(
    e: str, game: str, blank: dict[str, object] | None, replayed: list[api.Moved[GameView]]
) -> tuple[GameView, str, int | None] | None:
    """An entry's view before the move, the move and its mover (None: a plain sentence,
    or a move whose view is lost)."""
    if not e.startswith(MOVE):
        return None
    try:
        item = json.loads(e[len(MOVE) :])
        mover, move = item[0], str(item[1])
        if blank is None:
            before: GameView = replayed.pop(0).before if replayed else _missing()
        else:
            before = api.view_from_record(game, json.dumps(item[2]), blank)
    except (ValueError, IndexError, TypeError, LinkRefused):
        return None
    return before, move, mover if isinstance(mover, int) else None


def _plain(e: str) -> str:
    """An entry without its view: a sentence saved before, or the move's notation."""
    if not e.startswith(MOVE):
        return e
    try:
        return str(json.loads(e[len(MOVE) :])[1])
    except (ValueError, IndexError, TypeError):
        return ""


def _missing() -> GameView:
    raise ValueError("no view")


def _played(
    befores: list[tuple[GameView, str, int | None] | None], texts: list[str], device: api.Device
) -> tuple[AnyPlayed, ...]:
    """The moves with views before and after each: the next move's view before, and for
    the newest one the view now (a round it ended, once scored, is over)."""
    now = api.view(device)
    out: list[AnyPlayed] = []
    known = [(b, t) for b, t in zip(befores, texts, strict=True) if b is not None]
    for i, ((before, move, mover), text) in enumerate(known):
        after = known[i + 1][0][0] if i + 1 < len(known) else now or before
        ended = api.scored_rounds(device) >= before.round and after.outcome is None
        if i + 1 == len(known) and after.round == before.round and ended:
            after = evolve(after, round=before.round + 1)
        out.append(Played(before, after, move, mover, text))
    return tuple(out)


def cache_key(entries: tuple[str, ...], names: tuple[str, ...]) -> tuple[int, str, tuple[str, ...]]:
    """What the shown log depends on (the entries, the language, the names)."""
    return id(entries), language(), names
