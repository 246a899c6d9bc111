#!/usr/bin/env python3
"""Soak: many seeded bot games under the conformance check (not in the default suite).

    python3 -m scripts.bench.soak --game jaipur --players random,random --matches 10000
    python3 -m scripts.bench.soak --game bombay --mix --matches 10000 --light --jobs 2

``--players`` seats the same bots in every game; ``--mix`` gives each seed its own
table (tests/conformance.py ``mixed_lineup``): 2 to 5 seats in Bombay, each a style
drawn from random, the eager trader, greedy and the three levels, never one style
alone. ``--light`` keeps the checks a long soak affords on every move (each bot's move
legal, no exception, the end, the link) instead of every protocol check.

Prints progress and a summary (games by seat count, seats by style, decisions,
the most city tokens one Bombay merchant held); exits 1 at the first failing game,
naming its seed and table so that the same command with ``--start SEED --matches 1``
replays it.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from game import GAMES
from tests.conformance import check_game, mixed_lineup
from tests.invariants import INVARIANTS

CHUNK = 20  # games per task handed to a worker process


def play(game_name: str, players: str, seeds: range, full: bool) -> list[tuple[int, ...]]:
    """Play ``seeds``; per game ``(seed, moves, most tokens held)``, or raise naming it."""
    game, out = GAMES[game_name], list[tuple[int, ...]]()
    for seed in seeds:
        table = mixed_lineup(game_name, seed) if players == "mix" else tuple(players.split(","))
        try:
            record, final, _ = check_game(game, table, seed, INVARIANTS[game_name], full=full)
        except Exception as e:
            detail = traceback.format_exc()
            raise RuntimeError(f"seed {seed} table {','.join(table)}\n{detail}") from e
        held = [p.tokens.bit_count() for p in final.players] if game_name == "bombay" else [0]
        out.append((seed, len(record.moves), max(held)))
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", choices=sorted(GAMES), required=True)
    p.add_argument("--players", default="random,random")
    p.add_argument("--mix", action="store_true", help="a table of mixed styles per seed")
    p.add_argument("--light", action="store_true", help="the soak's checks, not every one")
    p.add_argument("--matches", type=int, default=1000)
    p.add_argument("--start", type=int, default=0, help="first seed")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = p.parse_args()
    players = "mix" if args.mix else args.players
    seeds = range(args.start, args.start + args.matches)
    chunks = [seeds[i : i + CHUNK] for i in range(0, len(seeds), CHUNK)]
    began, games, moves, tokens = time.perf_counter(), 0, 0, Counter[int]()
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(play, args.game, players, c, not args.light) for c in chunks]
        for future in futures:
            try:
                results = future.result()
            except RuntimeError as e:
                print(f"FAILED: {args.game} {e}", flush=True)
                pool.shutdown(cancel_futures=True)
                return 1
            for _, n, held in results:
                games, moves = games + 1, moves + n
                tokens[held] += 1
            if games % max(CHUNK, args.matches // 100) < CHUNK:
                print(
                    f"  {games} games, {moves} moves, {time.perf_counter() - began:.0f} s",
                    flush=True,
                )
    print(
        f"{games} {args.game} games ({players}) passed every check: {moves} moves, "
        f"{time.perf_counter() - began:.0f} s"
    )
    if args.mix:
        tables = [mixed_lineup(args.game, s) for s in seeds]
        print("  games by seats:", dict(sorted(Counter(len(t) for t in tables).items())))
        print("  seats by style:", dict(Counter(s for t in tables for s in t).most_common()))
    if args.game == "bombay":
        print("  games by the most city tokens one merchant held:", dict(sorted(tokens.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
