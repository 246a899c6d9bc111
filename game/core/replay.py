"""A game as a value and its replay through the rules: the records links carry.

A :class:`Record` holds enough to replay a game exactly (options, seed, seats, move
texts); :func:`replay` plays it through the rules, :func:`unpack` plays moves stored
as indices into the legal moves (the links of every version, game/core/link.py and
game/core/link_v1.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.errors import IllegalMoveError, LinkError, NotationError
from game.core.position import decode_position
from game.core.protocol import Games
from game.core.rng import Rng

MOVES_END_EARLY = "the moves end early"


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: ``kind`` is one of SEAT_KINDS; ``name`` is plain text."""

    kind: str = "human"
    name: str = ""


@dataclass(frozen=True)
class Record:
    """A game as a value: enough to replay it exactly. ``moves`` are move texts.

    ``start`` is the position link the game began from ("": the game's own set-up from
    ``seed``); what that seat's view hides is then dealt from ``seed``
    (``Game.determinize``), so the record still replays exactly."""

    game: str
    options: tuple[int, ...]
    seed: int
    seats: tuple[Seat, ...]
    moves: tuple[str, ...] = ()
    start: str = ""


@dataclass(frozen=True)
class Replay:
    """A record with every state it passes through (``states[0]`` is the start)."""

    record: Record
    states: tuple[Any, ...]
    digits: tuple[tuple[int, int], ...]  # (index, radix) of each move


# --- replay -------------------------------------------------------------------


def start(record: Record, games: Games) -> tuple[Any, Any]:
    """The game object (from the registry ``games``) and the initial state of ``record``."""
    game = games[record.game]
    options = game.options_from_ints(record.options)
    if game.options_players(options) != len(record.seats):
        raise NotationError(
            f"{record.game} options {record.options} need "
            f"{game.options_players(options)} seats, the record has {len(record.seats)}"
        )
    if not record.start:
        return game, game.new(options, record.seed)
    position = decode_position(record.start, games)
    if position.game != record.game:
        raise NotationError(f"the start position is not a {record.game} position")
    state = game.determinize(position.view, Rng(record.seed))
    if game.players(state) != len(record.seats):
        raise NotationError(
            f"the start position is not a {record.game} game of {len(record.seats)} seats"
        )
    return game, state


def replay(record: Record, games: Games) -> Replay:
    """Replay ``record`` through the rules of its game in ``games``; raises
    NotationError/IllegalMoveError."""
    game, state = start(record, games)
    states, digits = [state], []
    for text in record.moves:
        move = game.parse_move(text)
        legal = game.legal_moves(state)
        if move not in legal:
            raise IllegalMoveError(
                f"move {len(states)} ({text}) is not legal in {game.format_position(state)}"
            )
        digits.append((legal.index(move), len(legal)))
        state = game.apply_unchecked(state, move)
        states.append(state)
    return Replay(record, tuple(states), tuple(digits))


def unpack(
    record: Record, games: Games, blocks: Sequence[int], limit: int, count: int
) -> tuple[Replay, str, int]:
    """Replay up to ``count`` moves packed in mixed-radix ``blocks`` (each below
    ``limit``). Returns the replay, what stopped it early ("" if nothing) and the
    product of the radices of the last block used."""
    try:
        game, state = start(record, games)
    except LinkError:  # the start position's link: its own reason (a later version...)
        raise
    except NotationError as e:
        raise LinkError(f"the link's game settings cannot be used: {e}", "format") from None
    states, digits, texts = [state], [], []
    used = value = scale = 0
    problem = ""
    for _ in range(count):
        legal = game.legal_moves(state)
        if not legal:
            problem = "the game is over before the last move"
            break
        radix = len(legal)
        if used == 0 or scale * radix > limit:
            if value:
                problem = "a group of moves does not decode"
                break
            if used == len(blocks):
                problem = MOVES_END_EARLY
                break
            value, scale, used = blocks[used], 1, used + 1
        index, value = value % radix, value // radix
        scale *= radix
        state = game.apply_unchecked(state, legal[index])
        texts.append(str(legal[index]))
        states.append(state)
        digits.append((index, radix))
    if not problem and (value or used != len(blocks)):
        problem = "extra data after the last move"
    rec = Record(record.game, record.options, record.seed, record.seats, tuple(texts), record.start)
    return Replay(rec, tuple(states), tuple(digits)), problem, scale
