#!/usr/bin/env python3
"""Soak: many seeded bot games under the full conformance check (not in the default suite).

    python3 scripts/soak.py --game jaipur --players random,random --matches 10000
    python3 scripts/soak.py --game bombay --players random,random,random --matches 1000

Prints progress and a summary; exits 1 at the first failing game, naming its seed
so the failure can be replayed with the same command and --start.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from game import GAMES  # noqa: E402

from conformance import check_game  # noqa: E402
from invariants import INVARIANTS  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", choices=sorted(GAMES), required=True)
    p.add_argument("--players", default="random,random")
    p.add_argument("--matches", type=int, default=1000)
    p.add_argument("--start", type=int, default=0, help="first seed")
    args = p.parse_args()
    game, players = GAMES[args.game], args.players.split(",")
    began = time.perf_counter()
    moves = 0
    for seed in range(args.start, args.start + args.matches):
        try:
            record, _, _ = check_game(game, players, seed, INVARIANTS[args.game])
        except Exception:
            traceback.print_exc()
            print(f"FAILED: {args.game} {args.players} seed {seed}")
            return 1
        moves += len(record.moves)
        done = seed - args.start + 1
        if done % max(1, args.matches // 10) == 0:
            print(f"  {done} games, {moves} moves, {time.perf_counter() - began:.0f} s", flush=True)
    print(f"{args.matches} {args.game} games ({args.players}) passed every check: {moves} moves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
