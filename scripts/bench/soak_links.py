#!/usr/bin/env python3
"""Soak: damage links of real games at random and count what opening them gives.

    python3 -m scripts.bench.soak_links --mutations 100000 --games 150 --workers 2 --seed 1

Links come from bot games of both games (Jaipur: greedy and random bots; Bombay:
2 to 5 players), whole or cut at a random move as a game in progress is. Each
mutation is one deletion, insertion, substitution, transposition of adjacent
characters, or truncation, anywhere in the text. A mutation that leaves the text
unchanged is drawn again. Prints the outcome counts, overall and per kind of
damage; exits 1 if any link opened as another game, offered moves that are not
the original's first moves, or raised anything but a LinkError.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter

from game.core.link import Record, decode
from tests.linkdamage import (
    ALPHABET,
    DIFFERENT,
    MUTATIONS,
    NON_PREFIX,
    OPENED,
    PREFIX,
    outcome,
    positions,
    real_link,
)

UNCAUGHT = "uncaught error"
BAD = (DIFFERENT, NON_PREFIX, UNCAUGHT)
POOL: list[tuple[Record, str]] = []  # filled before the workers fork


def build_pool(games: int, seed: int) -> list[tuple[Record, str]]:
    """``games`` real games of each game, 60 % whole, the rest cut at a random move."""
    rng, pool = random.Random(seed), []
    for name in ("jaipur", "bombay"):
        for k in range(games):
            cut = 1.0 if rng.random() < 0.6 else rng.random()
            record, link = real_link(name, seed * 100_000 + k, cut)
            assert decode(link).record == record, link
            pool.append((record, link))
    return pool


def mutate_once(rng: random.Random) -> tuple[str, str, str, str]:
    """(game, kind of damage, outcome, damaged text) of one random mutation."""
    record, link = rng.choice(POOL)
    kind = rng.choice(sorted(MUTATIONS))
    text = link
    while text == link:
        i = rng.choice(positions(kind, link))
        text = MUTATIONS[kind](link, i, rng.choice(ALPHABET))
    try:
        result = outcome(record, text)
    except Exception:  # noqa: BLE001 - counted and shown: the soak's whole point
        result = f"{UNCAUGHT}: {traceback.format_exc(limit=-1).strip().splitlines()[-1]}"
    return record.game, kind, result, text


def work(job: tuple[int, int]) -> tuple[Counter[tuple[str, str, str]], list[str]]:
    """Counts of (game, kind, outcome) for ``count`` mutations, and bad examples."""
    seed, count = job
    rng, counts, bad = random.Random(seed), Counter[tuple[str, str, str]](), list[str]()
    for _ in range(count):
        game, kind, result, text = mutate_once(rng)
        counts[game, kind, result] += 1
        if result.startswith(BAD) and len(bad) < 20:
            bad.append(f"{kind}: {result}: {text}")
    return counts, bad


def report(counts: Counter[tuple[str, str, str]]) -> None:
    """One row per outcome, one column per kind of damage."""
    table: Counter[tuple[str, str]] = Counter()
    games: Counter[str] = Counter()
    for (game, kind, result), n in counts.items():
        bucket = UNCAUGHT if result.startswith(UNCAUGHT) else result
        table[bucket, kind] += n
        table[bucket, "all"] += n
        games[game] += n
    columns = ["all", *sorted(MUTATIONS)]
    rejected = sorted({b for b, _ in table if b.startswith("rejected")})
    print(f"{'outcome':<26}" + "".join(f"{c:>14}" for c in columns))
    for name in [OPENED, *rejected, PREFIX, DIFFERENT, NON_PREFIX, UNCAUGHT]:
        print(f"{name:<26}" + "".join(f"{table[name, c]:>14}" for c in columns))
    print("mutations per game: " + ", ".join(f"{g} {n}" for g, n in sorted(games.items())))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--mutations", type=int, default=100_000)
    p.add_argument("--games", type=int, default=150, help="real games per game")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    began = time.perf_counter()
    POOL.extend(build_pool(args.games, args.seed))
    lengths = sorted(len(link) for _, link in POOL)
    print(
        f"{len(POOL)} links of real games (median {lengths[len(lengths) // 2]} characters, "
        f"longest {lengths[-1]}), made in {time.perf_counter() - began:.0f} s"
    )
    jobs = 20 * args.workers
    sizes = [args.mutations // jobs + (j < args.mutations % jobs) for j in range(jobs)]
    counts: Counter[tuple[str, str, str]] = Counter()
    bad: list[str] = []
    start = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(args.workers) as workers:
        for c, b in workers.imap_unordered(
            work, [(args.seed * 1000 + j, n) for j, n in enumerate(sizes)]
        ):
            counts.update(c)
            bad.extend(b)
    print(
        f"{sum(counts.values())} mutations in {time.perf_counter() - start:.0f} s, {args.workers} workers\n"
    )
    report(counts)
    for line in bad[:20]:
        print("BAD", line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
