"""Review benchmark: how long the page takes to review a finished game, in Chromium.

The games are finished by greedy bots in Python: a Jaipur match that went to three rounds
and a 4-player Bombay game. Each is opened in a fresh page; once the computer's web worker
is ready (``html[data-thinker=worker]``), the end dialog's Review button is pressed and the
time until the graph is on screen is taken (the worker judges every turn, posting its
progress). The issue's limits: 60 s for the Jaipur match, 90 s for the Bombay game.

Usage: ``.venv/bin/python -m scripts.bench.bench_review [--iterations jaipur=300,bombay=400]``
(run the build first). Without ``--iterations`` the page's own budget
(game.bots.review.BUDGETS) is measured; with it, the given iterations per turn are set
through localStorage (``bazaar.review.iterations``) to try other budgets. Prints one line
per game: moves, turns judged, seconds, seconds per turn, and the machine's load average
when it ended (the figure grows with it on a shared machine).
"""

from __future__ import annotations

import argparse
import os
import time

from playwright.sync_api import Browser, sync_playwright

from game import GAMES
from game.bots.match import play_match
from game.bots.review import BUDGETS
from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS

WORKER_MS = 120_000
REVIEW_MS = 600_000


def jaipur_three_rounds() -> tuple[str, int]:
    """The first greedy-vs-greedy match (from seed 1) that needed three rounds."""
    seed = 1
    while True:
        result = play_match(GAMES["jaipur"], ["greedy", "greedy"], seed)
        if len(result.final.rounds) == 3:
            return result.link, len(result.record.moves)
        seed += 1


def bombay_four() -> tuple[str, int]:
    result = play_match(GAMES["bombay"], ["greedy"] * 4, 1)
    return result.link, len(result.record.moves)


def time_review(browser: Browser, url: str, iterations: int) -> tuple[float, int]:
    """Seconds from the Review button to the graph, and the turns judged."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    if iterations:
        page.add_init_script(f"localStorage.setItem('bazaar.review.iterations', '{iterations}')")
    page.goto(url)
    page.wait_for_selector("html[data-thinker=worker]", state="attached", timeout=WORKER_MS)
    button = page.locator(".dialog").get_by_role("button", name="Review")
    start = time.perf_counter()
    button.click()
    page.wait_for_selector("section.review .rv-svg", timeout=REVIEW_MS)
    seconds = time.perf_counter() - start
    page.locator(".rv-sides button").last.click()  # every player's turns on the graph
    page.wait_for_selector(".rv-sides button:last-child[aria-pressed=true]")
    turns = page.locator(".rv-hit").count() - 2  # the start and the end are not turns
    context.close()
    return seconds, turns


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", default="", help="e.g. jaipur=300,bombay=400")
    args = parser.parse_args()
    chosen = dict(part.split("=") for part in args.iterations.split(",") if part)
    cases = [
        ("jaipur", "3-round match", *jaipur_three_rounds()),
        ("bombay", "4 players", *bombay_four()),
    ]
    server = serve.start()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, what, link, moves in cases:
            iterations = int(chosen.get(name, 0))
            seconds, turns = time_review(browser, f"{server.url}#{link}", iterations)
            budget = iterations or BUDGETS[name].iterations
            load = os.getloadavg()[0]  # the machine is often shared: the figure depends on it
            print(
                f"{name} {what}: {moves} moves, {turns} turns, {budget} iterations per turn: "
                f"{seconds:.1f} s ({seconds / turns:.3f} s per turn), load average {load:.1f}"
            )
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
