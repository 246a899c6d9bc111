#!/usr/bin/env python3
"""How Bombay's computers play, as a person would judge it, from arena logs.

    python3 scripts/bench/bombay_play_quality.py docs/arena/bombay-4p-hard-medium.jsonl ...

Each log line of ``python -m game arena --game bombay ... --log FILE`` holds the whole
game as a link; this replays them and counts, per level (the seat kinds of the link):

* waits with a sale in reach: turns begun by waiting (or ending at once) while the
  elephant carried a bale that a city within the turn's action points demands (every
  sale pays at least 1 rupee), out of all its turns;
* unsold at the end: games the seat finished with a bale still on its elephant;
* lockstep openings: pairs of seats of the same level in one game whose first turns
  were the very same actions, out of all such pairs.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.bombay import BOMBAY  # noqa: E402
from game.bombay.rules import sale_in_reach  # noqa: E402
from game.core.link import decode  # noqa: E402


def count(link: str, tally: Counter[tuple[str, str]]) -> None:
    """Add one game's figures to ``tally`` (keys: (level, figure))."""
    replay = decode(link)
    kinds = [seat.kind for seat in replay.record.seats]
    firsts: dict[int, list[str]] = {}
    turn: list[str] = []
    for before, text in zip(replay.states, replay.record.moves, strict=False):
        seat = BOMBAY.to_move(before)
        assert seat is not None
        if not turn:
            start = before
        turn.append(text)
        if not BOMBAY.ends_turn(before, BOMBAY.parse_move(text)):
            continue
        kind = kinds[seat]
        tally[kind, "turns"] += 1
        if turn[0] in ("wait", "end") and sale_in_reach(start):
            tally[kind, "waits with a sale in reach"] += 1
        firsts.setdefault(seat, turn)
        turn = []
    final = replay.states[-1]
    for seat, kind in enumerate(kinds):
        tally[kind, "games"] += 1
        tally[kind, "unsold at the end"] += bool(final.players[seat].bales)
    for a, b in combinations(sorted(firsts), 2):
        if kinds[a] == kinds[b]:
            tally[kinds[a], "same-level pairs"] += 1
            tally[kinds[a], "lockstep openings"] += firsts[a] == firsts[b]


def main(paths: list[str]) -> int:
    tally: Counter[tuple[str, str]] = Counter()
    games = 0
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            link = json.loads(line).get("link")
            if not link:
                print(f"{path}: a log line without a link (an arena before 2026-12)")
                return 2
            count(link, tally)
            games += 1
    print(f"{games} games from {len(paths)} log(s)")
    for kind in sorted({k for k, _ in tally}):
        t = {figure: n for (k, figure), n in tally.items() if k == kind}
        pairs = t.get("same-level pairs", 0)
        print(
            f"  {kind:>7}: waits with a sale in reach {t.get('waits with a sale in reach', 0)}"
            f" of {t['turns']} turns; unsold at the end {t.get('unsold at the end', 0)}"
            f" of {t['games']} games ({100 * t.get('unsold at the end', 0) / t['games']:.1f} %)"
            + (
                f"; lockstep openings {t.get('lockstep openings', 0)} of {pairs} pairs"
                if pairs
                else ""
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
