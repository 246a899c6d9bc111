"""Seconds per move of each bot level, and the search's iterations per second.

Runs unchanged in CPython and inside Pyodide (scripts/bench/bench_bots.mjs runs it
under node with the page's own Pyodide runtime):

    python3 -m scripts.bench.bench_bots [--game jaipur] [--positions 24] [--levels easy,medium,hard]
    node scripts/bench/bench_bots.mjs [same arguments]

The positions are fixed: every third position of greedy-against-greedy games
from fixed seeds, until ``--positions`` are collected. For each level it
prints the median and worst seconds per decision, in wall-clock time and in CPU
time of the process (under node, node's ``process.cpuUsage``: Emscripten's
clocks are wall clocks), and the search iterations per CPU second. On a shared
machine the CPU figures are the fair ones.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from game import GAMES
from game.bots import BOTS
from game.bots.levels import settings_for
from game.bots.search import search
from game.core.rng import Rng

Clock = Callable[[], float]


def positions(game: Any, players: int, count: int) -> list[Any]:
    """Views of the seat to move, from greedy self-play with fixed seeds."""
    found: list[Any] = []
    seed = 0
    while len(found) < count:
        state = game.new(game.default_options(players), 9000 + seed)
        rng, ply = Rng(seed), 0
        while (seat := game.to_move(state)) is not None and len(found) < count:
            view = game.view(state, seat)
            if ply % 3 == 0 and len(view.legal_moves) > 1:
                found.append(view)
            state = game.apply_unchecked(state, BOTS["greedy"](game, view, rng))
            ply += 1
        seed += 1
    return found


def bench(
    game: Any, views: list[Any], level: str, cpu_clock: Clock, iterations: int = 0
) -> dict[str, Any]:
    settings = settings_for(level, game)
    if iterations:
        settings = replace(settings, iterations=iterations)
    wall: list[float] = []
    cpu: list[float] = []
    for i, view in enumerate(views):
        w0, c0 = time.perf_counter(), cpu_clock()
        search(game, view, Rng(i), settings)
        wall.append(time.perf_counter() - w0)
        cpu.append(cpu_clock() - c0)
    return {
        "level": level,
        "iterations": settings.iterations,
        "wall_median_s": round(statistics.median(wall), 4),
        "wall_worst_s": round(max(wall), 4),
        "cpu_median_s": round(statistics.median(cpu), 4),
        "cpu_worst_s": round(max(cpu), 4),
        "iterations_per_cpu_s": round(settings.iterations * len(cpu) / sum(cpu)),
    }


def main(argv: list[str] | None = None, cpu_clock: Clock | None = None) -> None:
    """``cpu_clock``: CPU seconds of the process (under node, from process.cpuUsage)."""
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="jaipur")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--positions", type=int, default=24)
    p.add_argument("--levels", default="easy,medium,hard")
    p.add_argument("--iterations", type=int, default=0, help="override the levels' budgets")
    args = p.parse_args(argv)
    game = GAMES[args.game]
    views = positions(game, args.players, args.positions)
    runtime = "Pyodide" if sys.platform == "emscripten" else "CPython"
    for level in args.levels.split(","):
        row = bench(game, views, level, cpu_clock or time.process_time, args.iterations)
        row.update(game=args.game, players=args.players, positions=len(views))
        row["runtime"] = f"{runtime} {sys.version.split()[0]}"
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
