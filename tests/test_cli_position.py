"""The command line's ``analyse`` (the three best moves and their chances) and ``view``
(one seat's position text), from position links, game links and position texts; bad
input refused in one line with status 2."""

from __future__ import annotations

import contextlib
import io
import re
from typing import Any

import pytest

from game import GAMES
from game.__main__ import main
from game.bots.match import play_match
from game.core.viewtext import view_text
from game.jaipur import JAIPUR
from game.jaipur.position import canonical
from tests.positions import link_of, random_game

LINE = re.compile(r"(\d)\. (.+): (\d+)% chance of winning")


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(argv))
    return status, out.getvalue(), err.getvalue()


def best_moves(out: str) -> list[tuple[str, int]]:
    """The numbered lines of ``analyse``: (move, chance %)."""
    found = [LINE.fullmatch(line) for line in out.splitlines()]
    return [(m.group(2), int(m.group(3))) for m in found if m]


def midgame(name: str, players: int, seed: int, plies: int) -> Any:
    return random_game(GAMES[name], players, seed)[plies]


def test_analyse_a_position_link_prints_three_legal_moves_most_searched_first() -> None:
    state = midgame("jaipur", 2, 5, 12)
    view = JAIPUR.view(state, JAIPUR.to_move(state))
    status, out, err = run("analyse", link_of(JAIPUR, view), "--level", "easy")
    assert status == 0 and err == ""
    assert out.startswith(f"Jaipur, seat {view.seat} to move, easy search")
    moves = best_moves(out)
    assert len(moves) == 3
    legal = {str(m) for m in view.legal_moves}
    assert len(set(moves)) == 3 and all(m in legal and 0 <= chance <= 100 for m, chance in moves)


def test_analyse_a_game_link_or_a_position_text_from_the_seat_to_move() -> None:
    result = play_match(GAMES["bombay"], ["greedy", "greedy", "greedy"], 4)
    status, out, _ = run("analyse", result.link, "--level", "easy")
    assert status == 2  # a finished game: nothing to analyse
    game = GAMES["bombay"]
    state = midgame("bombay", 3, 4, 30)
    text = game.format_position(state)
    status, out, err = run("analyse", "--game", "bombay", text, "--level", "easy", "--seed", "3")
    assert status == 0 and err == ""
    assert out.startswith(f"Bombay, seat {game.to_move(state)} to move")
    legal = {str(m) for m in game.legal_moves(state)}
    assert best_moves(out) and all(m in legal for m, _ in best_moves(out))
    assert run("analyse", "--game", "bombay", text, "--level", "easy", "--seed", "3")[1] == out


def test_view_prints_the_seats_position_text() -> None:
    state = midgame("jaipur", 2, 8, 20)
    view = JAIPUR.view(state, 1)
    status, out, err = run("view", link_of(JAIPUR, view))
    assert status == 0 and err == ""
    assert out == "game=jaipur\n" + view_text(canonical(view)) + "\n"
    assert "seat=1" in out.splitlines() and f"hand={' '.join(view.hand or '-')}" in out


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_view_of_a_game_link_shows_each_seat_its_own_bales(seat: int) -> None:
    result = play_match(GAMES["bombay"], ["greedy", "random", "random"], 2)
    status, out, _ = run("view", result.link, "--seat", str(seat))
    assert status == 0
    assert out == "game=bombay\n" + view_text(GAMES["bombay"].view(result.final, seat)) + "\n"


@pytest.mark.parametrize(
    "argv",
    [
        ["view", "jp1.AAAAAAAA"],
        ["view", "not a link"],
        ["view", "JP1.xyz"],
        ["analyse", "jaipur/1 round=1"],
        ["analyse", "--game", "jaipur", "jaipur/1 round=1"],
        ["analyse", "--level", "grandmaster", "jp1.AAAA"],
    ],
)
def test_bad_input_is_one_line_and_status_2(argv: list[str]) -> None:
    status, out, err = run(*argv)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1


def test_a_position_link_shows_its_own_seat_only_and_a_game_its_seats() -> None:
    state = midgame("jaipur", 2, 3, 6)
    link = link_of(JAIPUR, JAIPUR.view(state, 0))
    assert run("view", link, "--seat", "0")[0] == 0
    status, _, err = run("view", link, "--seat", "1")
    assert status == 2 and "shows seat 0's position, not seat 1's" in err
    to_move = JAIPUR.to_move(state)
    assert to_move is not None
    status, _, err = run("analyse", link_of(JAIPUR, JAIPUR.view(state, 1 - to_move)))
    assert status == 2 and f"seat {to_move} is to move" in err
    game_link = play_match(JAIPUR, ["greedy", "greedy"], 1).link
    status, _, err = run("view", game_link, "--seat", "2")
    assert status == 2 and "seats 0 to 1" in err
