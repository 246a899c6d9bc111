#!/usr/bin/env python3
"""How Bombay's computers play, as a person would judge it, from arena logs.

    python3 -m scripts.bench.bombay_play_quality docs/arena/bombay-4p-mix.jsonl ...
    python3 -m scripts.bench.bombay_play_quality --examples 3 LOG   # positions of each fault

Each log line of ``python -m game arena --game bombay ... --log FILE`` holds the whole
game as a link; this replays them and counts per level (the seat kinds of the link) and
number of players, per 100 of that level's turns, the faults of ``game/bombay/conduct.py``:

* back-and-forth: turns whose ride came back to a space left earlier in the turn or the
  seat's previous turn, with no purchase, sale or palace in between;
* tolls given: tolls paid to other merchants that a ride of the same points and ends avoided
  (also per game);
* idle waits: turns begun by waiting (or ending at once) while a purchase the seat could
  afford this turn could still be sold before the end;
* dead bales: bales carried through 3 or more of the seat's turns and never sold;
* and, as before: waits with a sale in reach, games ended with a bale unsold, pairs of
  same-level seats whose first turns were the very same actions.

With ``--examples N`` it prints, for each fault, the position text (``python -m game moves
--game bombay "POSITION"``) where up to N of them began: the unit tests' positions come
from there.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from itertools import combinations
from pathlib import Path

from game.bombay import BOMBAY
from game.bombay.conduct import (
    Turn,
    back_and_forth,
    dead_bales,
    idle_wait,
    sale_in_reach,
    tolls_given,
    turns,
)
from game.bombay.moves import End, Wait
from game.core.link import decode

FAULTS = ("back-and-forth", "tolls given", "idle waits", "dead bales")
Key = tuple[str, int]  # (level, players)


def count(link: str, tally: Counter[tuple[Key, str]], examples: dict[str, list[str]]) -> None:
    """Add one game's figures to ``tally`` (keys: ((level, players), figure))."""
    replay = decode(link)
    kinds = [seat.kind for seat in replay.record.seats]
    n = len(kinds)
    moves = [BOMBAY.parse_move(text) for text in replay.record.moves]
    game_turns = list(turns(replay.states, moves))
    previous: dict[int, Turn] = {}
    firsts: dict[int, tuple[object, ...]] = {}

    def fault(turn: Turn, name: str, times: int = 1) -> None:
        tally[(kinds[turn.seat], n), name] += times
        played = ", ".join(map(str, turn.moves))
        position = BOMBAY.format_position(turn.states[0]).replace("\n", "\n    ")
        examples[name].append(f"{kinds[turn.seat]} {n}p played {played} from\n    {position}")

    for turn in game_turns:
        seat, start = turn.seat, turn.states[0]
        tally[(kinds[seat], n), "turns"] += 1
        if back_and_forth(turn, previous.get(seat)):
            fault(turn, "back-and-forth")
        given = tolls_given(turn)
        if given:
            fault(turn, "tolls given", given)
        if isinstance(turn.moves[0], Wait | End):
            if idle_wait(start):
                fault(turn, "idle waits")
            if sale_in_reach(start):
                tally[(kinds[seat], n), "waits with a sale in reach"] += 1
        previous[seat] = turn
        firsts.setdefault(seat, turn.moves)
    final = replay.states[-1]
    for seat, kind in enumerate(kinds):
        tally[(kind, n), "games"] += 1
        tally[(kind, n), "unsold at the end"] += bool(final.players[seat].bales)
        for turn in dead_bales(game_turns, seat):
            fault(turn, "dead bales")
    for a, b in combinations(sorted(firsts), 2):
        if kinds[a] == kinds[b]:
            tally[(kinds[a], n), "same-level pairs"] += 1
            tally[(kinds[a], n), "lockstep openings"] += firsts[a] == firsts[b]


def table(tally: Counter[tuple[Key, str]]) -> list[str]:
    """The report as a Markdown table, one row per level and number of players."""
    rows = [
        "| level | players | games | turns | back-and-forth /100 | tolls given /100 (/game) "
        "| idle waits /100 | dead bales /100 | waits with a sale /100 | unsold at the end "
        "| lockstep openings |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for key in sorted({k for k, _ in tally}, key=lambda k: (k[1], k[0])):
        t = {figure: v for (k, figure), v in tally.items() if k == key}
        turns_, games = t["turns"], t["games"]

        def per100(name: str, t: dict[str, int] = t, turns_: int = turns_) -> str:
            return f"{100 * t.get(name, 0) / turns_:.2f}"

        pairs = t.get("same-level pairs", 0)
        lockstep = f"{t.get('lockstep openings', 0)} of {pairs}" if pairs else "-"
        rows.append(
            f"| {key[0]} | {key[1]} | {games} | {turns_} | {per100('back-and-forth')} "
            f"| {per100('tolls given')} ({t.get('tolls given', 0) / games:.2f}) "
            f"| {per100('idle waits')} | {per100('dead bales')} "
            f"| {per100('waits with a sale in reach')} "
            f"| {t.get('unsold at the end', 0)} of {games} "
            f"| {lockstep} |"
        )
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+", help="arena logs (--log) of Bombay games")
    parser.add_argument("--examples", type=int, default=0, help="positions of each fault")
    args = parser.parse_args(argv)
    tally: Counter[tuple[Key, str]] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    games = 0
    for path in args.logs:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            link = json.loads(line).get("link")
            if not link:
                print(f"{path}: a log line without a link (an arena before 2026-12)")
                return 2
            count(link, tally, examples)
            games += 1
    print(f"{games} games from {len(args.logs)} log(s)\n")
    print("\n".join(table(tally)))
    for name in FAULTS if args.examples else ():
        print(f"\n{name}:")
        for text in examples[name][: args.examples]:
            print(f"  {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
