#!/usr/bin/env python3
"""Position links' lengths and decoding time, for every game with position links.

    python3 -m scripts.bench.position_lengths --positions 1000 --seed 1

For each game (and each number of seats it is played by) ``--positions`` random
positions: games of random moves from random seeds, a few positions drawn from each (any
round, the game's end included), each from a random seat. Prints the longest and mean
link in characters (prefix included), the longest position's link, and the time
``decode_position`` takes (mean and longest, one core). Exits 1 if a link does not open
as its view.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from game import GAMES
from game.core.position import decode_position
from tests.positions import POSITION_GAMES, link_of, random_game, seat_counts, unordered

PER_GAME = 5  # positions drawn from each random game


def measure(name: str, players: int, count: int, seed: int) -> dict[str, object]:
    game = GAMES[name]
    rnd = random.Random(f"{seed}/{name}/{players}")
    lengths: list[int] = []
    times: list[float] = []
    longest = ""
    while len(lengths) < count:
        states = random_game(game, players, rnd.randrange(1 << 62))
        for state in rnd.sample(states, min(PER_GAME, len(states), count - len(lengths))):
            view = game.view(state, rnd.randrange(players))
            link = link_of(game, view)
            start = time.perf_counter()
            back = decode_position(link, GAMES)
            times.append(time.perf_counter() - start)
            if unordered(name, back.view) != unordered(name, view):
                raise SystemExit(f"{link} does not open as the view it was made from")
            lengths.append(len(link))
            longest = max(longest, link, key=len)
    return {
        "game": name,
        "players": players,
        "positions": count,
        "longest": max(lengths),
        "mean": round(statistics.fmean(lengths), 1),
        "decode_ms_mean": round(statistics.fmean(times) * 1000, 3),
        "decode_ms_max": round(max(times) * 1000, 3),
        "longest_link": longest,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--positions", type=int, default=1000, help="per game and seat count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for name in POSITION_GAMES:
        for players in seat_counts(GAMES[name]):
            r = measure(name, players, args.positions, args.seed)
            print(
                f"{GAMES[name].title}, {players} seats, {r['positions']} positions: "
                f"longest {r['longest']} characters, mean {r['mean']}; "
                f"decode {r['decode_ms_mean']} ms mean, {r['decode_ms_max']} ms longest"
            )
            print(f"  longest: {r['longest_link']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
