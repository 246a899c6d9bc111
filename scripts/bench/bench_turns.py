"""How long a person waits for each computer's whole Bombay turn, in the page (Chromium).

Opens a Bombay game of one person and computers of one level (``--level``, default
hard; ``--players`` seats in all, default 4) and plays the person's turns by waiting, for
``--turns`` of the person's turns. The page's URL fragment holds the game's link after
every move; the benchmark notes in the page when it changes, then reads who made each
move from the link. A computer's turn lasts from the end of the turn before it (the
person's click, or the previous computer's last action on screen) to its own last action
on screen: its thinking and the page's pauses between moves (COMPUTER_DELAY_MS before a
turn, STEP_DELAY_MS between its actions), which is what the person waits for.

Usage: ``.venv/bin/python -m scripts.bench.bench_turns [--level hard] [--players 4] [--turns 8]``
(run the build first). Prints each computer turn's seconds, then median and worst per
turn and per table (all the computers between two of the person's turns).
"""

from __future__ import annotations

import argparse
import statistics
import sys

from playwright.sync_api import sync_playwright

from game.bombay import BOMBAY
from game.core.link import Record, Seat, decode, encode
from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS

TIMEOUT_MS = 120_000
WATCH = """() => { window.benchFragments = [[performance.now(), location.hash]];
  setInterval(() => { const f = window.benchFragments;
    if (f[f.length - 1][1] !== location.hash) f.push([performance.now(), location.hash]); }, 5); }"""
PERSON_TO_MOVE = '[data-act="move"][data-arg="wait"]'


def turn_times(
    fragments: list[tuple[float, str]], person: int, players: int
) -> tuple[list[float], list[float]]:
    """Seconds of each computer turn and of each table of computer turns (the other
    ``players - 1`` seats' turns between two of the person's; at a new round the order
    turns, and more or fewer come between, which is not a table), from the times at
    which the link changed (each change is one move or more shown at once)."""
    shown: list[tuple[float, int]] = []  # (time on screen, moves in the link)
    for t, fragment in fragments:
        shown.append((t, len(decode(fragment.lstrip("#")).record.moves)))
    final = decode(fragments[-1][1].lstrip("#"))
    movers = [BOMBAY.to_move(s) for s in final.states[:-1]]
    at: dict[int, float] = {}  # move number -> the time it showed
    for t, n in shown:
        for k in range(n):
            at.setdefault(k, t)
    turns, tables = [], []
    began = table_began = None
    seen = 0  # computer turns since the person's
    for k, mover in enumerate(movers):
        ends_turn = k + 1 == len(movers) or movers[k + 1] != mover
        if mover == person:
            if ends_turn:
                began = table_began = at[k]
                seen = 0
            continue
        if began is None or not ends_turn:
            continue
        turns.append((at[k] - began) / 1000)
        began, seen = at[k], seen + 1
        last = k + 1 < len(movers) and movers[k + 1] == person
        if last and table_began is not None and seen == players - 1:
            tables.append((at[k] - table_began) / 1000)
    return turns, tables


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\\n")[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--turns", type=int, default=8, help="the person's turns to play")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    seats = (Seat("human", "You"),) + tuple(Seat(args.level) for _ in range(args.players - 1))
    link = encode(Record("bombay", (args.players, 0), args.seed, seats, ()))
    server = serve.start(port=0)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(f"{server.url}#{link}")
            page.wait_for_selector(
                "html[data-thinker=worker]", state="attached", timeout=TIMEOUT_MS
            )
            page.wait_for_selector(PERSON_TO_MOVE, timeout=TIMEOUT_MS)
            page.evaluate(WATCH)
            for _ in range(args.turns):
                page.wait_for_selector(PERSON_TO_MOVE, timeout=TIMEOUT_MS)
                page.click(PERSON_TO_MOVE)
                page.wait_for_timeout(50)
            page.wait_for_selector(PERSON_TO_MOVE, timeout=TIMEOUT_MS)
            fragments = [(float(t), str(h)) for t, h in page.evaluate("window.benchFragments")]
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    turns, tables = turn_times(fragments, person=0, players=args.players)
    print("computer turns, s:", " ".join(f"{t:.2f}" for t in turns))
    print(f"| {args.level}, {args.players} players | median | worst | samples |")
    print("|---|---|---|---|")
    for name, values in (("a computer's turn", turns), ("a table of computers", tables)):
        print(
            f"| {name} | {statistics.median(values):.2f} s | {max(values):.2f} s | {len(values)} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
