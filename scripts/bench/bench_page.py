"""Page benchmark: Bombay's first opening and how fast clicks are answered, in Chromium.

- Bombay's first opening: on a fresh profile, from the click on "Play Bombay" (its files
  are fetched then, one zip) to its new-game dialog on screen.
- Clicks answered: the time ``element.click()`` takes inside the page (the App's handler
  and the render are synchronous, so this is the whole answer), for Jaipur card toggles
  and for a whole move, on the player's turn and, for the history buttons, while the
  computer (Hard) thinks in its web worker.

- First visible response (``--motion``): from the click to the first frame painted after
  it (the handler, the render, style, layout and paint, and the table's motion being
  set up), once with ``prefers-reduced-motion: reduce`` (no motion: as before issue 23)
  and once with motion on.

Usage: ``.venv/bin/python -m scripts.bench.bench_page [--runs 5] [--clicks 30]`` (run the build
first), or ``... --motion --runs 6 --clicks 20`` (``--runs`` pages, the timed clicks taking
turns between motion off and on). Prints a table; run it on a quiet machine (the figures
are CPU-bound).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile

from playwright.sync_api import Page, sync_playwright

from game.core.link import Record, Seat, encode
from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS

TIMEOUT_MS = 60_000
CLICK = """(sel) => { const t = performance.now(); document.querySelector(sel).click();
                      return performance.now() - t; }"""
# from the click to the next frame: rAF runs before that frame's paint, a task queued from
# it runs after the paint
CLICK_FRAME = """(sel) => new Promise((done) => { const t = performance.now();
  document.querySelector(sel).click();
  requestAnimationFrame(() => setTimeout(() => done(performance.now() - t), 0)); })"""
OPEN_BOMBAY = """() => new Promise((done) => {
  const t = performance.now();
  new MutationObserver((_, observer) => {
    if (document.querySelector("form.new-game")) { observer.disconnect(); done(performance.now() - t); }
  }).observe(document.body, { childList: true, subtree: true });
  document.querySelector('[data-act="new"][data-arg="bombay"]').click();
})"""


def bombay_opening(page: Page, url: str) -> float:
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    return float(page.evaluate(OPEN_BOMBAY))


MOTION = {"": "", "reduce": ", motion off", "no-preference": ", motion on"}


def clicks(
    page: Page, url: str, count: int, timer: str = CLICK, modes: tuple[str, ...] = ("",)
) -> dict[str, list[float]]:
    """Card toggles and moves on the player's turn; history clicks while Hard thinks. With
    ``modes`` (``prefers-reduced-motion`` values), the timed clicks take turns among them."""
    link = encode(Record("jaipur", (1,), 11, (Seat("human"), Seat("hard"))))
    page.goto(url + "#" + link)
    page.wait_for_selector("html[data-thinker=worker]", state="attached", timeout=TIMEOUT_MS)
    out: dict[str, list[float]] = {}
    turn = iter(range(1_000_000))

    def timed(name: str, selector: str) -> None:
        mode = modes[next(turn) % len(modes)]
        if mode:
            page.emulate_media(reduced_motion=mode)  # type: ignore[arg-type]
            page.wait_for_timeout(350)  # the last click's motion is over
        out.setdefault(name + MOTION[mode], []).append(page.evaluate(timer, selector))

    for _ in range(count):
        timed("card toggle", '[data-act="pick"]')
    for _ in range(min(count, 8)):  # a move: the hint's, so it is always a legal one
        page.wait_for_selector('[data-key="hint"]', timeout=TIMEOUT_MS)
        page.click('[data-key="hint"]')
        page.wait_for_selector(".action.hinted", timeout=TIMEOUT_MS)
        timed("move", ".action.hinted")
        if page.query_selector(".overlay"):
            break  # the round ended
        if page.query_selector(".actions.waiting") and page.query_selector('[data-key="goto:0"]'):
            timed("history, computer thinking", '[data-key="goto:0"]')
            page.click('[aria-label="Latest position"]')
    return out


def row(name: str, values: list[float], unit: str = " ms") -> str:
    """A table row: median, worst, number of samples."""
    if not values:
        return f"| {name} | - | - | 0 |"
    med, worst = statistics.median(values), max(values)
    return f"| {name} | {med:.0f}{unit} | {worst:.0f}{unit} | {len(values)} |"


def motion(count: int, runs: int) -> int:
    """Click to first visible response with motion off (reduced) and on, taking turns click
    by click on the same page (so that the machine's load falls on both alike)."""
    server = serve.start(port=0)
    out: dict[str, list[float]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for run in range(runs):
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                modes = ("reduce", "no-preference")[:: 1 if run % 2 else -1]
                for name, times in clicks(page, server.url, count, CLICK_FRAME, modes).items():
                    out.setdefault(name, []).extend(times)
                page.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print("| click to first frame | median | worst | samples |\n|---|---|---|---|")
    for name in sorted(out):
        print(row(name, out[name]))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Bombay's first opening and click answers.")
    parser.add_argument("--runs", type=int, default=5, help="cold openings of Bombay")
    parser.add_argument("--clicks", type=int, default=30, help="card toggles to time")
    parser.add_argument(
        "--motion", action="store_true", help="only clicks to first frame, motion off and on"
    )
    args = parser.parse_args(argv)
    if args.motion:
        return motion(args.clicks, args.runs)
    server = serve.start(port=0)
    try:
        with sync_playwright() as p:
            opening = []
            for _ in range(args.runs):
                with tempfile.TemporaryDirectory(prefix="bazaar-page-") as profile:
                    context = p.chromium.launch_persistent_context(
                        profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
                    )
                    opening.append(bombay_opening(context.new_page(), server.url))
                    context.close()
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            answered = clicks(
                browser.new_page(viewport={"width": 1280, "height": 800}), server.url, args.clicks
            )
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print("| what | median | worst | samples |\n|---|---|---|---|")
    print(row("Bombay's first opening (cold profile)", opening))
    for name, times in answered.items():
        print(row(f"click answered: {name}", times))
    return 0


if __name__ == "__main__":
    sys.exit(main())
