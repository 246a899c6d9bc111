"""How often bots use each Bombay city, trading-post site and palace site.

    python3 -m scripts.bench.bombay_usage [--games 100] [--players 2,3,4,5] [--bots greedy]

Plays seeded bot games (every seat the same bot) and counts, per space: sales
in each city, purchases at each trading-post site, palaces built, and tolls
earned. Prints Markdown tables for docs/bombay-map.md, so map changes can be
judged by whether every city is worth visiting.
"""

from __future__ import annotations

import argparse
from collections import Counter

from game.bombay import BOMBAY, Build, Buy, Go, Sell, State
from game.bombay.board import CITIES, MARKER_SITES, PLAIN, POST_SITES_E, POST_SITES_F, SPACES
from game.bots import BOTS
from game.core.rng import Rng


def play(players: int, bot: str, seed: int, usage: dict[str, Counter[int]]) -> None:
    """One game; adds its sales, purchases, palaces and tolls to ``usage``."""
    state: State = BOMBAY.new(BOMBAY.default_options(players), seed)
    rngs = [Rng(seed).fork(s + 1) for s in range(players)]
    while (seat := BOMBAY.to_move(state)) is not None:
        move = BOTS[bot](BOMBAY, BOMBAY.view(state, seat), rngs[seat])
        here = state.players[seat].space
        if isinstance(move, Sell):
            usage["sales"][here] += 1
        elif isinstance(move, Buy):
            usage["purchases"][here] += 1
        elif isinstance(move, Build):
            usage["palaces"][here] += 1
        elif isinstance(move, Go) and state.palaces[move.to] not in (-1, seat):
            usage["tolls"][move.to] += 1
        state = BOMBAY.apply_unchecked(state, move)


def table(
    title: str, spaces: tuple[int, ...], counts: dict[int, Counter[int]], games: dict[int, int]
) -> str:
    head = f"| {title} | " + " | ".join(f"{n} players" for n in counts) + " |"
    rule = "|---|" + "---:|" * len(counts)
    rows = [
        f"| {SPACES[s].name} ({s}) | "
        + " | ".join(f"{c[s] / games[n]:.2f}" for n, c in counts.items())
        + " |"
        for s in spaces
    ]
    return "\n".join([head, rule, *rows])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", default="2,3,4,5")
    ap.add_argument("--bots", default="greedy")
    args = ap.parse_args()
    counts: dict[str, dict[int, Counter[int]]] = {
        k: {} for k in ("sales", "purchases", "palaces", "tolls")
    }
    games: dict[int, int] = {}
    for n in (int(x) for x in args.players.split(",")):
        usage: dict[str, Counter[int]] = {k: Counter() for k in counts}
        for seed in range(args.games):
            play(n, args.bots, seed, usage)
        for k in counts:
            counts[k][n] = usage[k]
        games[n] = args.games
    builds = tuple(
        s.index for s in SPACES if s.index in MARKER_SITES or s.kind == PLAIN or s.is_hill
    )
    print(f"Per game, {args.games} games per player count, every seat '{args.bots}'.\n")
    print(table("sales in", CITIES, counts["sales"], games), end="\n\n")
    print(
        table("purchases at", POST_SITES_E + POST_SITES_F, counts["purchases"], games), end="\n\n"
    )
    print(table("palaces on", builds + POST_SITES_F, counts["palaces"], games), end="\n\n")
    print(table("tolls at", builds + POST_SITES_F, counts["tolls"], games))


if __name__ == "__main__":
    main()
