"""The page's time cap on the computer's thinking: a slow device gets a move in time, a
fast one the very move the levels play in the arena."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game import GAMES
from game.bots.levels import settings_for
from game.bots.search import STOP_EVERY
from game.core.link import Record, Seat, decode, encode
from web.shell.table import think
from web.shell.table.think import HINT, Request, answer, choose_move, time_cap


def _request(game: str, kind: str) -> Request:
    """``kind`` asked for the seat to move at the start of a new two-player game."""
    options = (1,) if game == "jaipur" else (2, 0)
    link = encode(Record(game, options, 9, (Seat("human", "Ana"), Seat("hard", "Bot"))), GAMES)
    seat = GAMES[game].to_move(decode(link, GAMES).states[-1])
    assert seat is not None  # a new game
    return Request(link, seat, kind, 9, 0)


def _counting(answer_after: int) -> tuple[Callable[[], bool], list[int]]:
    """A stop callback saying "stop" from its ``answer_after``-th call on, and its calls."""
    calls: list[int] = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) >= answer_after

    return stop, calls


def _legal(request: Request) -> list[str]:
    record = decode(request.link, GAMES)
    game = GAMES[record.record.game]
    return [str(m) for m in game.legal_moves(record.states[-1])]


def test_the_page_caps_every_search_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no cap given, answer() uses TIME_CAP: at 0 s the hint's search stops at the
    first check, as with a cap that always says stop, short of the whole search."""
    request = _request("jaipur", HINT)
    monkeypatch.setattr(think, "TIME_CAP", 0.0)
    capped = answer(request)
    assert capped == answer(request, lambda: True)
    assert capped.chance != answer(request, lambda: False).chance


def test_time_cap_says_stop_once_its_seconds_have_passed() -> None:
    now = [100.0]
    stop = time_cap(2.5, lambda: now[0])
    now[0] = 102.4
    assert not stop()
    now[0] = 102.5
    assert stop()


@pytest.mark.parametrize("game", ["jaipur", "bombay"])
def test_without_the_cap_hitting_the_page_plays_the_arenas_move(game: str) -> None:
    request = _request(game, "medium")
    stop, calls = _counting(answer_after=10**9)
    got = answer(request, stop)
    record = decode(request.link, GAMES)
    expected = choose_move(GAMES[game], record.states[-1], request.seat, "medium", 9, 0)
    assert got.move == str(expected) and got.chance is None
    assert len(calls) == settings_for("medium", GAMES[game]).iterations // STOP_EVERY


@pytest.mark.parametrize("game", ["jaipur", "bombay"])
@pytest.mark.parametrize("kind", ["hard", HINT])
def test_a_search_ends_when_the_cap_is_reached(game: str, kind: str) -> None:
    """On a device too slow for the budget, the cap's first "stop" ends the search after
    its first few iterations with a legal move (and, for a hint, a chance)."""
    request = _request(game, kind)
    stop, calls = _counting(answer_after=1)
    got = answer(request, stop)
    assert len(calls) == 1
    assert got.move in _legal(request)
    assert (got.chance is None) == (kind != HINT)
    assert got.chance is None or 0.0 <= got.chance <= 1.0


@pytest.mark.parametrize("kind", ["greedy", "random"])
def test_one_turn_bots_answer_without_a_search(kind: str) -> None:
    def never() -> bool:  # a search would call it every few iterations
        raise AssertionError("no search expected")

    request = _request("bombay", kind)
    assert answer(request, never).move in _legal(request)
