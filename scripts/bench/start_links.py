#!/usr/bin/env python3
"""What a start position costs a game link: version 3 against version 2 of the same moves.

    python3 -m scripts.bench.start_links --games 200 --seed 1

For each game with position links and each number of seats: ``--games`` games of random
moves; from a random position of each (the seat to move's view) random players play on
to the end. The game is written as version 3 (with its start) and, the same moves and
seats, as version 2 (without it); the difference is what the start costs. Prints the
extra characters (least, mean, most) and the longest version-3 link.
"""

from __future__ import annotations

import argparse
import statistics
import sys

from game import GAMES
from game.bots.match import play_match
from game.core.link import Record, decode, encode
from game.core.position import encode_position
from game.core.rng import Rng


def extra(name: str, players: int, seed: int) -> tuple[int, int]:
    """(version-3 link length, its extra characters over version 2) for one game."""
    game = GAMES[name]
    bots = ["random"] * players
    states = decode(play_match(game, bots, seed).link, GAMES).states[:-1]
    state = states[Rng(seed).below(len(states))]
    start = encode_position(game, game.view(state, game.to_move(state)), GAMES)
    result = play_match(game, bots, seed + 1, start=start)
    r = result.record
    plain = encode(Record(r.game, r.options, r.seed, r.seats, r.moves), GAMES, result.digits)
    return len(result.link), len(result.link) - len(plain)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="per game and seat count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for name in sorted(GAMES):
        game = GAMES[name]
        if not game.has_positions:
            continue
        for players in range(game.min_players, game.max_players + 1):
            runs = [extra(name, players, args.seed * 100_000 + k) for k in range(args.games)]
            costs = [c for _, c in runs]
            print(
                f"{game.title}, {players} seats, {args.games} games from a position: "
                f"the start adds {min(costs)} to {max(costs)} characters "
                f"(mean {statistics.fmean(costs):.1f}); longest link {max(n for n, _ in runs)}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
