"""Tune the search bot's settings against a reference bot with the arena.

    python3 -m scripts.bench.tune_search --game jaipur --iterations 300 \
        --explore 0.2 --widen 1 --widen-power 0.5 --against greedy --matches 40 --seed 500

Plays a bot with the given settings (registered as "candidate") against
``--against`` over paired seeds in one process and prints the arena's report.
"""

from __future__ import annotations

import argparse
import json

from game.arena import format_report, run_arena
from game.bots import ARENA_BOTS
from game.bots.search import Settings, search


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="jaipur")
    p.add_argument("--iterations", type=int, default=300)
    p.add_argument("--explore", type=float, default=0.5)
    p.add_argument("--widen", type=float, default=2.0)
    p.add_argument("--widen-power", type=float, default=0.5)
    p.add_argument("--against", default="greedy")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--matches", type=int, default=40)
    p.add_argument("--seed", type=int, default=500)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    settings = Settings(
        args.iterations, explore=args.explore, widen=args.widen, widen_power=args.widen_power
    )

    def candidate(game, view, rng):  # type: ignore[no-untyped-def]
        if len(view.legal_moves) == 1:
            return view.legal_moves[0]
        return search(game, view, rng, settings).move

    ARENA_BOTS["candidate"] = candidate
    players = ["candidate"] + [args.against] * (args.players - 1)
    report = run_arena(args.game, players, args.matches, args.seed, workers=1)
    report["settings"] = vars(args)
    print(json.dumps(report) if args.json else format_report(report))


if __name__ == "__main__":
    main()
