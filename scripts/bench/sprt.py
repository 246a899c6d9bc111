#!/usr/bin/env python3
"""A bot against an earlier version of itself, game after game, until a sequential
probability ratio test decides (the way chess engines accept a change: Stockfish's fishtest).

    .venv/bin/python -m scripts.bench.sprt --game bombay --players 4 --new hard --old hard \\
        --rev 1d4ee9f --elo1 40 --log /tmp/sprt-4p.jsonl

``--old`` plays as it was at git revision ``--rev``: that revision's ``game/`` is unpacked
into a temporary folder and run in a child process of each worker, which gets every
position as text (the seat's view: the bag's order is never sent) and answers a move. The
other seats (``--fill``, greedy by default) are played by the current code.

Games come in groups: one seed played in every seat rotation (``series_match``, as the
arena), so the luck of the deal is shared. A game scores 1 for the new bot when it ends
with more rupees than the old one (a tie by rupees goes to more customers, as the rules
break ties; a full tie scores 0.5), and a group scores the mean of its games. After each
group the log-likelihood ratio of "the new bot's expected score is s1" against "it is s0"
(s = 1 / (1 + 10 ** (-elo / 400)) for ``--elo0``, ``--elo1``) is computed from the groups'
mean and variance (the normal approximation of the generalised SPRT, as fishtest's
pentanomial model), and the test stops when it leaves [ln(beta / (1 - alpha)),
ln((1 - beta) / alpha)], or after ``--max-groups`` (no verdict). Prints one line per group,
then the verdict with the score and its 95 % interval.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import subprocess
import sys
import tarfile
import tempfile
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from io import BytesIO
from typing import Any

from game import GAMES
from game.bots import ARENA_BOTS
from game.bots.match import play_match, series_match
from game.core.rng import Rng

MIN_GROUPS = 10  # groups before the test may decide
VARIANCE_FLOOR = 0.01  # of a group's score: several games' mean is never that sure

# The child: the old revision's engine and bots, one position in, one move out (JSON lines).
CHILD = """
import json, sys
from game import GAMES
from game.bots import BOTS
from game.core.rng import Rng
for line in sys.stdin:
    ask = json.loads(line)
    game = GAMES[ask["game"]]
    state = game.parse_position(ask["position"])
    view = game.view(state, ask["seat"])
    move = BOTS[ask["level"]](game, view, Rng(ask["seed"]))
    print(str(move), flush=True)
"""
_CHILDREN: dict[str, subprocess.Popen[str]] = {}  # folder of a revision -> its child


@dataclass(frozen=True)
class OldBot:
    """A level as it was at an earlier revision, asked through a child process (a class,
    so that it pickles for the workers; each worker starts its own child)."""

    level: str
    folder: str  # where the revision's game/ was unpacked

    def __call__(self, game: Any, view: Any, rng: Rng) -> Any:
        child = _CHILDREN.get(self.folder)
        if child is None:
            child = _CHILDREN[self.folder] = subprocess.Popen(
                [sys.executable, "-c", CHILD],
                cwd=self.folder,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
        assert child.stdin is not None and child.stdout is not None
        ask = {
            "game": game.name,
            "position": game.format_position(view.public),  # the view's state: no bag order
            "seat": view.seat,
            "level": self.level,
            "seed": rng.next64(),
        }
        child.stdin.write(json.dumps(ask) + "\n")
        child.stdin.flush()
        return game.parse_move(child.stdout.readline().strip())


def unpack(rev: str) -> str:
    """A temporary folder holding ``game/`` as it was at ``rev``."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", rev, "game"], check=True, capture_output=True
    ).stdout
    folder = tempfile.mkdtemp(prefix=f"sprt-{rev}-")
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def score(final: Any, new: int, old: int) -> float:
    """1 when seat ``new`` ended ahead of seat ``old`` (rupees, then customers), 0.5 tied."""
    a, b = final.players[new], final.players[old]
    mine, theirs = (a.rupees, a.customers), (b.rupees, b.customers)
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def play_group(game_name: str, players: list[str], seed: int) -> list[dict[str, Any]]:
    """One seed in every seat rotation: each game's score for the new bot and its link."""
    game = GAMES[game_name]
    out = []
    for k in range(len(players)):
        seats, match_seed = series_match(players, k, seed * len(players))
        result = play_match(game, seats, match_seed, strict=True)
        new, old = seats.index(players[0]), seats.index(players[1])
        out.append({"score": score(result.final, new, old), "link": result.link})
    return out


def expected(elo: float) -> float:
    return 1 / (1 + 10 ** (-elo / 400))


def llr(scores: list[float], s0: float, s1: float) -> float:
    """The log-likelihood ratio of mean ``s1`` against ``s0`` for the group scores (0 before
    ``MIN_GROUPS``: a variance from a handful of groups can be near 0 by chance)."""
    n = len(scores)
    if n < MIN_GROUPS:
        return 0.0
    mean = statistics.fmean(scores)
    var = max(statistics.variance(scores), VARIANCE_FLOOR)
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)


def run(args: argparse.Namespace) -> int:
    folder = unpack(args.rev)
    old_name = f"old_{args.old}"
    ARENA_BOTS[old_name] = OldBot(args.old, folder)
    players = [args.new, old_name] + [args.fill] * (args.players - 2)
    s0, s1 = expected(args.elo0), expected(args.elo1)
    lower, upper = math.log(args.beta / (1 - args.alpha)), math.log((1 - args.beta) / args.alpha)
    print(
        f"SPRT {args.game} {args.players}p: {args.new} (now) against {args.old} at {args.rev}, "
        f"seats {players}; H0 elo {args.elo0} (score {s0:.3f}), H1 elo {args.elo1} "
        f"(score {s1:.3f}); bounds [{lower:.2f}, {upper:.2f}]",
        flush=True,
    )
    groups: list[float] = []
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    verdict = "no verdict"
    with ProcessPoolExecutor(args.workers) as pool:
        seeds = iter(range(args.seed, args.seed + args.max_groups))
        running: list[Future[list[dict[str, Any]]]] = [
            pool.submit(play_group, args.game, players, seed)
            for seed in itertools.islice(seeds, args.workers)
        ]
        while running:
            games = running.pop(0).result()
            groups.append(statistics.fmean(g["score"] for g in games))
            for g in games:
                if log:
                    log.write(json.dumps(g) + "\n")
                    log.flush()
            ratio = llr(groups, s0, s1)
            print(
                f"group {len(groups)}: score {groups[-1]:.2f}, mean {statistics.fmean(groups):.3f},"
                f" LLR {ratio:.2f}",
                flush=True,
            )
            if not lower < ratio < upper:
                verdict = "H1 accepted (better)" if ratio >= upper else "H0 accepted (not better)"
                for f in running:
                    f.cancel()
                break
            seed = next(seeds, None)
            if seed is not None:
                running.append(pool.submit(play_group, args.game, players, seed))
    if log:
        log.close()
    n = len(groups)
    mean = statistics.fmean(groups)
    half = 1.96 * math.sqrt(statistics.variance(groups) / n) if n > 1 else 1.0
    print(
        f"verdict: {verdict} after {n} groups ({n * args.players} games): score {mean:.3f} "
        f"(95 % interval {mean - half:.3f}-{mean + half:.3f}), LLR {llr(groups, s0, s1):.2f}"
    )
    return 0


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="bombay")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--new", default="hard", help="a bot of today's code")
    p.add_argument("--old", default="hard", help="a bot of --rev")
    p.add_argument("--rev", required=True, help="the git revision of the old bot")
    p.add_argument("--fill", default="greedy", help="the bot of the other seats")
    p.add_argument("--elo0", type=float, default=0.0)
    p.add_argument("--elo1", type=float, default=40.0)
    p.add_argument("--alpha", type=float, default=0.05)
    p.add_argument("--beta", type=float, default=0.05)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-groups", type=int, default=200)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--log", help="append each game's score and link (JSON lines)")
    return run(p.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
