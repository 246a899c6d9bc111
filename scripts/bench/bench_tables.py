"""Time the page's renders in CPython: a mid-game table (with the last turn the shell
hands the renderer) and a finished game with its final dialog open.

    python3 -m scripts.bench.bench_tables [--runs 20]

Prints the mean milliseconds per ``App.render()``; Pyodide runs the same code a few
times slower, so these are for comparing versions, not the page's latency.
"""

from __future__ import annotations

import argparse
import time

from game import GAMES
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng
from tests.test_web_helpers import make_app
from web.shell.table import game_screen


def link(name: str, options: tuple[int, ...], seats: tuple[Seat, ...], n: int) -> str:
    """Greedy moves until ``n`` are made and a human is to move (or the game ends)."""
    game = GAMES[name]
    state, rng, moves = game.new(game.options_from_ints(options), 5), Rng(5), list[str]()
    while game.outcome(state) is None:
        seat = game.to_move(state)
        assert seat is not None  # the game goes on
        if len(moves) >= n and seats[seat].kind == "human":
            break
        move = BOTS["greedy"](game, game.view(state, seat), rng)
        moves.append(str(move))
        state = game.apply(state, move)
    return encode(Record(name, options, 5, seats, tuple(moves)), GAMES)


def mean_ms(fn: object, runs: int) -> float:
    start = time.perf_counter()
    for _ in range(runs):
        fn()  # type: ignore[operator]
    return (time.perf_counter() - start) / runs * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    runs = parser.parse_args().runs
    human, bot = Seat("human", "Ann"), Seat("greedy", "Bot")
    cases = [
        ("jaipur mid-game", "jaipur", (1,), (human, bot), 12),
        ("bombay 5 mid-game", "bombay", (5, 0), (human,) + (bot,) * 4, 60),
        ("jaipur final dialog", "jaipur", (1,), (bot, bot), 10**6),
        ("bombay 5 final dialog", "bombay", (5, 0), (bot,) * 5, 10**6),
    ]
    for label, name, options, seats, n in cases:
        app, _env, _saves = make_app()
        app.open_link(link(name, options, seats, n))
        g = app.game
        assert g is not None
        s = g.session
        render = mean_ms(app.render, runs)
        last = mean_ms(lambda: game_screen._last_turn(s, g.log()), runs)  # noqa: B023
        print(
            f"{label:24} {len(s.moves):4} moves  render {render:6.1f} ms  last turn {last:5.1f} ms"
        )


if __name__ == "__main__":
    main()
