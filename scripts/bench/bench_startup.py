"""Start-up benchmark: first paint and navigation to ``html[data-ready]`` in headless Chromium.

Three kinds of visit, each repeated (median of 5 by default):

- cold: a fresh profile each time (empty HTTP cache, no service worker);
- returning: one persistent profile, visited once beforehand (so the service worker is
  installed and its cache full, as for anyone who has played before), then reopened;
- returning offline: the same profile reopened with the browser offline (the service
  worker serves everything).

First paint is the browser's own ``first-contentful-paint`` entry: when index.html's static
home screen (before Python) first shows. Ready is taken inside the page: ``performance.now()`` (milliseconds since navigation
start) when ``data-ready`` appears on ``<html>``, recorded by a MutationObserver installed
before any page script runs, so no polling delay is added. Requests and bytes are read from
the Resource Timing entries at that moment: requests the page made, and bytes that came over
the network (``transferSize``: zero for what the HTTP cache or the service worker served).

The network is cut off from everything but 127.0.0.1 (``--host-resolver-rules``), and no
``page.route`` is used (it disables the HTTP cache). Run it on a quiet machine: start-up is
CPU-bound, so other load shows up directly in the figures.

``--baseline`` adds two reference rows, cold, measured in the same session on the same
runtime (``runtime/``): a PyScript "hello world" page, and a bare page that only calls
``loadPyodide()`` (the floor under PyScript, so PyScript's own cost stays visible); it
then prints each row's ready as a ratio of the bare page's (issue 27's targets). On a machine shared with other work the
absolute figures swing several-fold; the page's cost over that baseline does not.

``--before DIR`` measures a copy of another build too (a folder with its ``index.html``,
``pyscript.toml``, ``sw.js``, ``game/``, ``web/``, ``assets/`` and ``runtime/``), its visits
taking turns with the page's: a before/after in one run, under the same load.

Usage: ``.venv/bin/python -m scripts.bench.bench_startup [--runs 5] [--url URL] [--baseline]
[--before DIR] [--json]`` (without ``--url`` it serves the repo root itself on a free port;
run the build first).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserType, Page, sync_playwright

from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_MS = 60_000
CODE_CACHE_MS = 15_000  # at most, for Chromium to write the compiled wasm (wait_for_code_cache)
BASELINE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>baseline</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="runtime/pyscript/core.css">
<script type="module" src="runtime/pyscript/core.js"></script></head>
<body><p id="out">loading</p>
<script type="py" config="pyscript.toml">
import js
js.document.getElementById("out").textContent = "hello"
js.document.documentElement.setAttribute("data-ready", "")
</script></body></html>
"""
# The floor under PyScript: the same runtime's Pyodide started by a bare loadPyodide() call.
BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare</title>
<link rel="icon" href="data:,"></head>
<body><p id="out">loading</p>
<script type="module">
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
const py = await loadPyodide();
document.getElementById("out").textContent = py.runPython("'hello'");
document.documentElement.setAttribute("data-ready", "");
</script></body></html>
"""
# Runs before any page script: note the time data-ready appears on <html>.
MARK_READY = """
new MutationObserver((_, observer) => {
  const html = document.documentElement;
  if (html && html.hasAttribute("data-ready")) {
    window.__bazaarReadyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""
MEASURE = """() => {
  const entries = [...performance.getEntriesByType("navigation"),
                   ...performance.getEntriesByType("resource")];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return {
    paint_ms: paint ? paint.startTime : -1,
    ready_ms: window.__bazaarReadyAt,
    requests: entries.length,
    bytes: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0),
    start: document.documentElement.getAttribute("data-start") || "-",
  };
}"""
SW_CONTROLS = "navigator.serviceWorker && navigator.serviceWorker.controller !== null"
SW_CACHE_SIZE = """async () => {
  const names = (await caches.keys()).filter((n) => n.startsWith("bazaar-"));
  return names.length === 1 ? (await (await caches.open(names[0])).keys()).length : 0;
}"""


@dataclass
class Run:
    paint_ms: float  # first contentful paint: the static home screen (-1: not reported)
    ready_ms: float
    requests: int
    bytes: int
    start: str  # which start ran (web/pyodide-boot.mjs): plain, snapshot, stale, fallback


def visit(
    chromium: BrowserType, profile: Path, url: str, offline: bool = False
) -> tuple[Run, Page]:
    context = chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, offline=offline
    )
    page = context.pages[0] if context.pages else context.new_page()
    page.add_init_script(MARK_READY)
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_function("window.__bazaarReadyAt !== undefined", timeout=TIMEOUT_MS)
    return Run(**page.evaluate(MEASURE)), page


def cold(chromium: BrowserType, url: str, runs: int) -> list[Run]:
    results = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="bazaar-cold-") as profile:
            run, page = visit(chromium, Path(profile), url)
            page.context.close()
            results.append(run)
    return results


def wait_for_code_cache(profile: Path, page: Page) -> None:
    """Until Chromium has written V8's compiled wasm into the profile (an entry of 100 kB
    or more in ``Code Cache/wasm``, its files no longer growing), as it does some seconds
    after a page compiled it: a player's first visit lasts longer than that, and the
    returning visits find it (web/pyodide-boot.mjs). At most CODE_CACHE_MS."""
    cache = profile / "Default" / "Code Cache" / "wasm"
    before: dict[Path, int] | None = None
    for _ in range(CODE_CACHE_MS // 200):
        now = {p: p.stat().st_size for p in cache.glob("*") if p.is_file()}
        if any(size >= 100_000 for size in now.values()) and now == before:
            return
        before = now
        page.wait_for_timeout(200)


def installed(chromium: BrowserType, profile: Path, url: str) -> None:
    """Visit once, until the service worker controls the page with its cache full and
    V8's compiled wasm is kept."""
    _, page = visit(chromium, profile, url)
    page.wait_for_function(SW_CONTROLS, timeout=TIMEOUT_MS)  # installed: cache complete
    if not page.evaluate(SW_CACHE_SIZE):
        raise RuntimeError("the service worker controls the page but its cache is empty")
    wait_for_code_cache(profile, page)
    page.wait_for_timeout(500)  # let the cache reach the disk before the profile closes
    page.context.close()


def returning(
    chromium: BrowserType, urls: dict[str, str], runs: int
) -> dict[str, tuple[list[Run], list[Run]]]:
    """For each site (by name): (returning visits online, returning visits with the browser
    offline). Each site has its profile, visited once beforehand; the sites take turns."""
    with ExitStack() as stack:
        profiles = {name: Path(stack.enter_context(tempfile.TemporaryDirectory())) for name in urls}
        for name, url in urls.items():
            installed(chromium, profiles[name], url)
        results: dict[str, tuple[list[Run], list[Run]]] = {name: ([], []) for name in urls}
        for offline in (False, True):
            for _ in range(runs):
                for name, url in urls.items():
                    run, page = visit(chromium, profiles[name], url, offline)
                    page.context.close()
                    results[name][offline].append(run)
    return results


def summarize(name: str, runs: list[Run]) -> dict[str, Any]:
    times = [r.ready_ms for r in runs]
    return {
        "visit": name,
        "paint_median_ms": round(statistics.median(r.paint_ms for r in runs)),
        "median_ms": round(statistics.median(times)),
        "min_ms": round(min(times)),
        "max_ms": round(max(times)),
        "requests": round(statistics.median(r.requests for r in runs)),
        "bytes": round(statistics.median(r.bytes for r in runs)),
        "starts": ", ".join(f"{k} {n}" for k, n in sorted(Counter(r.start for r in runs).items())),
        "runs": [asdict(r) for r in runs],
    }


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| visit | first paint, median | ready, median | min | max | requests | bytes over the network | start |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        lines.append(
            f"| {row['visit']} | {row['paint_median_ms'] / 1000:.2f} s"
            f" | {row['median_ms'] / 1000:.2f} s | {row['min_ms'] / 1000:.2f} s"
            f" | {row['max_ms'] / 1000:.2f} s | {row['requests']} | {row['bytes'] / 1e6:.2f} MB"
            f" | {row['starts']} |"
        )
    return "\n".join(lines)


@contextmanager
def baseline_site(html: str = BASELINE_HTML) -> Iterator[str]:
    """Serve a page (PyScript hello world, or the bare ``loadPyodide()`` one) that uses
    this repo's runtime/; yields its URL."""
    with tempfile.TemporaryDirectory(prefix="bazaar-baseline-") as tmp:
        root = Path(tmp)
        (root / "index.html").write_text(html)
        (root / "pyscript.toml").write_text('interpreter = "runtime/pyodide/pyodide.mjs"\n')
        (root / "runtime").symlink_to(ROOT / "runtime")
        with serve.serving(root) as url:
            yield url


def measure(url: str, runs: int, baseline: bool, before: str | None = None) -> list[dict[str, Any]]:
    """Each kind of visit ``runs`` times; with ``baseline``, the cold visits of the page
    and of the two baseline pages take turns (page, hello, bare, page...), so that a load
    that changes during the run weighs on the three alike and their ratios hold. With
    ``before`` (another build's URL), its visits take turns with the page's too."""
    pages = {"": url} | ({BEFORE: before} if before else {})
    with sync_playwright() as playwright, ExitStack() as stack:
        chromium = playwright.chromium
        back = returning(chromium, pages, runs)
        sites = {f"{prefix}cold (fresh profile)": site for prefix, site in pages.items()}
        if baseline:
            sites[HELLO_ROW] = stack.enter_context(baseline_site(BASELINE_HTML))
            sites[BARE_ROW] = stack.enter_context(baseline_site(BARE_HTML))
        colds: dict[str, list[Run]] = {name: [] for name in sites}
        for _ in range(runs):
            for name, site in sites.items():
                colds[name] += cold(chromium, site, 1)
        rows = []
        for prefix in pages:
            online, offline = back[prefix]
            rows += [
                summarize(
                    f"{prefix}cold (fresh profile)", colds.pop(f"{prefix}cold (fresh profile)")
                ),
                summarize(f"{prefix}returning (service worker)", online),
                summarize(f"{prefix}returning, browser offline", offline),
            ]
        return rows + [summarize(name, visits) for name, visits in colds.items()]


BEFORE = "before: "
HELLO_ROW = "baseline: PyScript hello world, cold"
BARE_ROW = "baseline: bare loadPyodide(), cold"


def ratios(rows: list[dict[str, Any]]) -> str:
    """The page's ready against the bare ``loadPyodide()`` page cold (issue 27's targets:
    cold at most 1.0x, returning at most 0.6x), and PyScript hello world against it."""
    bare = next((r["median_ms"] for r in rows if r["visit"] == BARE_ROW), None)
    if not bare:
        return ""
    return "\n".join(
        f"- {row['visit']}: {row['median_ms'] / bare:.2f}x the bare loadPyodide() page cold"
        for row in rows
        if row["visit"] != BARE_ROW
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure Bazaar's start-up in Chromium.")
    parser.add_argument("--runs", type=int, default=5, help="visits of each kind (default 5)")
    parser.add_argument("--url", help="measure this site instead of serving the repo root")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--baseline", action="store_true", help="add a hello-world reference row")
    parser.add_argument(
        "--before", type=Path, help="also measure this folder (another build), taking turns"
    )
    args = parser.parse_args(argv)
    server = None if args.url else serve.start(port=0)
    try:
        with ExitStack() as stack:
            before = stack.enter_context(serve.serving(args.before)) if args.before else None
            url = args.url or server.url  # type: ignore[union-attr]
            rows = measure(url, args.runs, args.baseline, before)
    finally:
        if server:
            server.shutdown()
            server.server_close()
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print(table(rows))
        if args.baseline:
            print("\n" + ratios(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
