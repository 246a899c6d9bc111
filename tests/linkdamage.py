"""Damage done to links, and what opening the damaged text gave: shared by the link
property tests (tests/test_core_link_v2.py) and the soak (scripts/bench/soak_links.py)."""

from __future__ import annotations

import string
from collections.abc import Callable
from functools import lru_cache

from game import GAMES
from game.bots.match import play_match
from game.core.errors import LinkError
from game.core.link import Record, decode, encode
from game.core.replay import Replay

LINK_CHARS = string.ascii_letters + string.digits + "-_"
ALPHABET = LINK_CHARS + ".é¹"  # what a damaged link may hold: link characters and a few others

# One real game per (game, seed): bots of both kinds, every player count.
PLAYERS = {
    "jaipur": [["greedy", "greedy"], ["greedy", "random"], ["random", "random"]],
    "bombay": [
        ["greedy"] * 5,
        ["random", "greedy"],
        ["greedy", "random", "random"],
        ["random"] * 4,
    ],
}

OPENED = "opened intact"
PREFIX = "true prefix offered"
NON_PREFIX = "non-prefix offered"
DIFFERENT = "opened as another game"


@lru_cache(maxsize=512)
def real_game(name: str, seed: int) -> tuple[Record, tuple[tuple[int, int], ...]]:
    """A finished bot game of ``name`` and the (index, radix) of each move."""
    players = PLAYERS[name][seed % len(PLAYERS[name])]
    result = play_match(GAMES[name], players, seed)
    return result.record, result.digits


def real_link(name: str, seed: int, cut: float = 1.0) -> tuple[Record, str]:
    """The record and link of the first ``cut`` (a fraction) of a real game."""
    record, digits = real_game(name, seed)
    n = round(len(record.moves) * cut)
    part = Record(record.game, record.options, record.seed, record.seats, record.moves[:n])
    return part, encode(part, GAMES, digits[:n])


def delete(link: str, i: int, _c: str = "") -> str:
    return link[:i] + link[i + 1 :]


def insert(link: str, i: int, c: str) -> str:
    return link[:i] + c + link[i:]


def substitute(link: str, i: int, c: str) -> str:
    """``c`` in place of character ``i`` (the next alphabet character if it is ``c``)."""
    if link[i] == c:
        c = ALPHABET[(ALPHABET.index(c) + 1) % len(ALPHABET)] if c in ALPHABET else "A"
    return link[:i] + c + link[i + 1 :]


def transpose(link: str, i: int, _c: str = "") -> str:
    """Characters ``i`` and ``i + 1`` swapped (``i`` below ``len(link) - 1``)."""
    return link[:i] + link[i + 1] + link[i] + link[i + 2 :]


def truncate(link: str, i: int, _c: str = "") -> str:
    """The first ``i`` characters."""
    return link[:i]


MUTATIONS: dict[str, Callable[[str, int, str], str]] = {
    "deletion": delete,
    "insertion": insert,
    "substitution": substitute,
    "transposition": transpose,
    "truncation": truncate,
}


def positions(kind: str, link: str) -> range:
    """The positions ``i`` a mutation of ``kind`` can take in ``link``."""
    return {
        "insertion": range(len(link) + 1),
        "transposition": range(len(link) - 1),
    }.get(kind, range(len(link)))


def outcome(original: Record, text: str) -> str:
    """What opening ``text``, a damaged link of ``original``, gave. A LinkError
    without moves is ``rejected: <reason>``; any other exception propagates."""
    try:
        rep = decode(text, GAMES)
    except LinkError as err:
        if err.partial is None:
            return f"rejected: {err.reason}"
        # LinkError.partial is typed object: game.core.errors may not import replay
        assert isinstance(err.partial, Replay)
        offered = err.partial.record
        same = (offered.game, offered.options, offered.seed, offered.seats, offered.start) == (
            original.game,
            original.options,
            original.seed,
            original.seats,
            original.start,
        )
        return (
            PREFIX if same and offered.moves == original.moves[: len(offered.moves)] else NON_PREFIX
        )
    return OPENED if rep.record == original else DIFFERENT
