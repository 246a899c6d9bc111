"""Bombay's heuristic against an earlier version of itself, through the greedy bot.

    python3 -m scripts.bench.ab_bombay_eval --rev 44e6c25 --matches 2000 --seed 1000

Loads ``game/bombay/evaluate.py`` as it was at git revision ``--rev`` and
registers ``old_greedy`` (and ``old_hard``...), the same bots judging by that
heuristic, then runs the arena (paired seeds, every seat order) between
``--players`` (default ``greedy,old_greedy``). It also prints how many
merchants of each entry ended with bales they never sold, over the first
``--stats`` seeds played by greedy bots in the same seats.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from game.arena import format_report, run_arena
from game.bombay.game import BOMBAY, Bombay
from game.bots import ARENA_BOTS, BOTS
from game.bots.match import play_match


def old_game(rev: str) -> Bombay:
    """Bombay judged by the heuristic of revision ``rev``."""
    source = subprocess.run(
        ["git", "show", f"{rev}:game/bombay/evaluate.py"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    path = Path(tempfile.mkdtemp()) / "old_evaluate.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("old_evaluate", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)

    class Old(Bombay):
        def evaluate(self, state: Any, seat: int) -> float:
            return float(module.evaluate(state, seat))

        def win_chances(self, state: Any) -> tuple[float, ...]:
            return tuple(module.win_chances(state))

    return Old()


class OldBot:
    """A bot of BOTS deciding with the old heuristic (a class, so that it pickles)."""

    game: Bombay | None = None

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, game: Any, view: Any, rng: Any) -> Any:
        assert OldBot.game is not None
        return BOTS[self.name](OldBot.game, view, rng)


def unsold(players: list[str], seeds: int) -> dict[str, int]:
    """Merchants of each entry left holding bales at the end, over ``seeds`` games."""
    counts = dict.fromkeys(players, 0)
    for seed in range(seeds):
        result = play_match(BOMBAY, players, seed)
        for name, merchant in zip(players, result.final.players, strict=True):
            counts[name] += bool(merchant.bales)
    return counts


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--rev", required=True)
    p.add_argument("--players", default="greedy,old_greedy")
    p.add_argument("--matches", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--stats", type=int, default=300)
    args = p.parse_args()
    OldBot.game = old_game(args.rev)
    for name in list(BOTS):
        ARENA_BOTS[f"old_{name}"] = BOTS[f"old_{name}"] = OldBot(name)
    players = args.players.split(",")
    print(format_report(run_arena("bombay", players, args.matches, args.seed)))
    print("merchants left with unsold bales:", unsold(players, args.stats))


if __name__ == "__main__":
    main()
