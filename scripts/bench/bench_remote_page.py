"""Remote play in the page, in Chromium: how long opening a friend's link and making a move
take on the device, and how long the links are.

Two browser contexts (two devices) play Jaipur rounds by links, random legal moves made by
pointing, as ``e2e/test_remote.py`` does. Timed inside the page with ``performance.now()``:

- opening a link: from setting the address's fragment to the screen drawn again (the
  engine's checks, the save, the render); a link that ends a round (both keys, the whole
  round checked, the next deal) is counted apart;
- a move: the click on the action button (the engine's ``play``, the save, the render).

With ``--new-tab`` each link opens as a friend's link does from a messenger: in a new tab
of a browser that has visited before (a persistent profile whose service worker holds the
page and its memory snapshot), timed from the navigation's start to the page ready with
the link applied; the old tab is closed. The start each tab used (``data-start``) is
counted.

Usage: ``.venv/bin/python -m scripts.bench.bench_remote_page [--rounds 1] [--seed 1]
[--new-tab]`` (run the build first). Prints a table; run it on a quiet machine (the figures
are CPU-bound).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, sync_playwright

from e2e.jaipur_helpers import args_for
from game.jaipur.moves import parse_move
from game.remote import api
from game.remote.jaipur_device import JaipurDevice
from scripts.bench.bench_page import row
from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS
from web.shell.saves import RemoteSave, parse_remote

TIMEOUT_MS = 60_000
STORED = """() => {
  const key = Object.keys(localStorage).find((k) => k.startsWith('bazaar.remote.'));
  return key ? localStorage.getItem(key) : null;
}"""
OPEN = """(fragment) => new Promise((done) => {
  const t = performance.now();
  new MutationObserver((_, o) => { o.disconnect(); done(performance.now() - t); })
    .observe(document.getElementById('app'), { childList: true });
  location.hash = fragment;
})"""
READY_AT = """new MutationObserver((_, o) => {
  if (document.documentElement.hasAttribute("data-ready")) {
    window.__readyAt = performance.now(); o.disconnect(); }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });"""
SNAPSHOT_KEPT = "async () => !!(await caches.match('runtime/pyodide/snapshot.bin'))"
CLICK = """(sel) => { const t = performance.now(); document.querySelector(sel).click();
                      return performance.now() - t; }"""
STARTS: Counter[str] = Counter()  # with --new-tab: the start each tab used
LABELS = {"Take": "take", "TakeCamels": "camels", "Exchange": "exchange", "Sell": "sell"}


def stored(page: Page) -> RemoteSave:
    save = parse_remote(page.evaluate(STORED))
    assert save is not None
    return save


def take_links(page: Page) -> tuple[str, ...]:
    """The link in the panel, or the two links of a set-up message too long for one
    (link format 3); then Copy, as the player does."""
    page.wait_for_selector(".remote-link", timeout=TIMEOUT_MS)
    links = page.locator(".remote-link")
    urls = tuple(links.nth(i).input_value() for i in range(links.count()))
    page.locator("[data-act=remote-copy]").first.click()
    return urls


def open_rest(page: Page, urls: tuple[str, ...]) -> float:
    """The links after the first opened in ``page`` (a set-up message's second half): the
    time of the last, which joins the two and checks the message."""
    took = 0.0
    for url in urls[1:]:
        took = float(page.evaluate(OPEN, url.split("#", 1)[1]))
    return took


def start(a: Page, b: Page, url: str) -> tuple[str, ...]:
    for page in (a, b):
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    a.click('[data-act="new"][data-arg="jaipur"]')
    a.click('[data-act="where"][data-arg="far"]')
    a.fill("input[name=name0]", "Ana")
    a.click("button[type=submit]")
    invitation = take_links(a)
    b.goto(invitation[0])
    b.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    open_rest(b, invitation)
    b.wait_for_selector(".remote-join", timeout=TIMEOUT_MS)
    b.fill(".remote-join input[name=name]", "Ben")
    b.click(".remote-join button[type=submit]")
    return take_links(b)


def rounds_done(page: Page) -> int:
    """The rounds scored on the page's device (a Jaipur game)."""
    device = api.from_json(stored(page).device)
    assert isinstance(device, JaipurDevice)
    return len(device.results)


def move(page: Page, rng: random.Random) -> float:
    view = api.view(api.from_json(stored(page).device))
    assert view is not None  # this device moves
    chosen = parse_move(str(rng.choice(view.legal_moves)))
    page.click("[data-act=clear]")
    for arg in args_for(view, chosen):
        page.click(f'[data-arg="{arg}"]')
    key = LABELS[type(chosen).__name__]
    return float(page.evaluate(CLICK, f'[data-key="action:{key}"]'))


def in_new_tab(page: Page, url: str) -> tuple[Page, float, str]:
    """Open ``url`` in a new tab of ``page``'s browser, close ``page``: the new tab, its
    time from navigation to ready, and the start it used."""
    tab = page.context.new_page()
    tab.add_init_script(READY_AT)
    tab.goto(url)
    tab.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
    page.close()
    took = float(tab.evaluate("window.__readyAt"))
    return tab, took, str(tab.evaluate("document.documentElement.dataset.start || '-'"))


def play(
    a: Page, b: Page, answer: tuple[str, ...], rounds: int, seed: int, new_tab: bool = False
) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {"open a move's link": [], "open a round's last link": []}
    out["open a set-up message's second link"] = []
    out["make a move (click)"] = []
    lengths: list[int] = []
    rng, pages, pending = random.Random(seed), [a, b], (0, answer)
    STARTS.clear()
    while True:
        seat, urls = pending
        page = pages[seat]
        results = rounds_done(page)
        if new_tab:
            page, took, how = in_new_tab(page, urls[0])
            pages[seat] = page
            STARTS[how] += 1
        else:
            took = float(page.evaluate(OPEN, urls[0].split("#", 1)[1]))
        if len(urls) > 1:
            out["open a set-up message's second link"].append(open_rest(page, urls))
        ended = rounds_done(page) > results
        out["open a round's last link" if ended else "open a move's link"].append(took)
        if ended and rounds_done(page) >= rounds:
            break
        if page.query_selector(".overlay"):
            page.click("[data-act=close-dialog]")
        if stored(page).status == "move":
            out["make a move (click)"].append(move(page, rng))
        # a move's link goes out at once (status "wait"), its panel kept: take it from there
        if stored(page).status not in ("send", "wait") or not page.query_selector(".remote-link"):
            break
        urls = take_links(page)
        lengths += [len(url.split("#", 1)[1]) for url in urls]
        pending = (1 - seat, urls)
    out["link length (characters after #)"] = [float(n) for n in lengths]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Remote play in the page: times and sizes.")
    parser.add_argument("--rounds", type=int, default=1, help="Jaipur rounds to play")
    parser.add_argument("--seed", type=int, default=1, help="the random moves' seed")
    parser.add_argument("--new-tab", action="store_true", help="open each link in a new tab")
    args = parser.parse_args(argv)
    server = serve.start(port=0)
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
            devices = [device(p.chromium, Path(tmp) / n, server.url, args.new_tab) for n in "ab"]
            a, b = (d.pages[0] if d.pages else d.new_page() for d in devices)
            figures = play(a, b, start(a, b, server.url), args.rounds, args.seed, args.new_tab)
            for d in devices:
                d.close()
    finally:
        server.shutdown()
        server.server_close()
    print("| what | median | worst | samples |\n|---|---|---|---|")
    for name, values in figures.items():
        print(row(name, values, "" if name.startswith("link") else " ms"))
    if STARTS:
        print("\nstarts of the new tabs: " + ", ".join(f"{k} {n}" for k, n in STARTS.items()))
    return 0


def device(chromium: Any, profile: Path, url: str, returning: bool) -> BrowserContext:
    """A device's browser; ``returning``: a profile that has visited once, its service
    worker's cache (the page and its snapshot) full."""
    context: BrowserContext = chromium.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        args=CHROMIUM_ARGS,
        headless=True,
        viewport={"width": 1280, "height": 800},
    )
    if returning:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
        deadline = time.monotonic() + TIMEOUT_MS / 1000
        while not page.evaluate(SNAPSHOT_KEPT):  # precached in the background
            if time.monotonic() > deadline:
                raise TimeoutError("the service worker never kept the snapshot")
            page.wait_for_timeout(200)
    return context


if __name__ == "__main__":
    sys.exit(main())
