"""What a language costs at start-up: its catalogue's size, fetching and reading it.

For each language, a profile whose browser is set to that language visits the page once
(installing the service worker), then returns ``--runs`` times; each visit reports:

- catalogue: the compiled catalogue's size (``runtime/locale/<code>.mo``; English has none)
  and, measured in the page, the time between the marks ``bazaar:language-start`` and
  ``bazaar:language-end`` that ``web/main.py`` sets around choosing the language, fetching
  the catalogue, parsing it with ``gettext`` and setting ``<html lang>``;
- ready: navigation to ``html[data-ready]`` (as scripts/bench/bench_startup.py measures it), to
  compare the whole start-up between languages.

Usage: ``.venv/bin/python -m scripts.bench.bench_language [--runs 5]`` (run the build first).
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from scripts.bench.bench_startup import MARK_READY, SW_CONTROLS, TIMEOUT_MS
from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "ja", "vi", "es")
MEASURE = """() => {
  const at = (name) => performance.getEntriesByName(name)[0].startTime;
  return [at("bazaar:language-end") - at("bazaar:language-start"), window.__bazaarReadyAt];
}"""


def visits(chromium: object, url: str, code: str, runs: int) -> list[tuple[float, float]]:
    """(language ms, ready ms) of ``runs`` returning visits in a profile set to ``code``."""
    out = []
    with tempfile.TemporaryDirectory(prefix="bazaar-lang-") as profile:
        for i in range(runs + 1):
            context = chromium.launch_persistent_context(  # type: ignore[attr-defined]
                profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, locale=code
            )
            page = context.pages[0] if context.pages else context.new_page()
            page.add_init_script(MARK_READY)
            page.goto(url)
            page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
            page.wait_for_function("window.__bazaarReadyAt !== undefined", timeout=TIMEOUT_MS)
            if i == 0:  # the first visit fills the service worker's cache
                page.wait_for_function(SW_CONTROLS, timeout=TIMEOUT_MS)
                page.wait_for_timeout(500)
            else:
                out.append(tuple(page.evaluate(MEASURE)))
            context.close()
    return out


def size(code: str) -> str:
    mo = ROOT / "runtime" / "locale" / f"{code}.mo"
    if not mo.is_file():
        return "none"
    data = mo.read_bytes()
    return f"{len(data) / 1000:.1f} kB ({len(gzip.compress(data)) / 1000:.1f} kB gzipped)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure what a language costs at start-up.")
    parser.add_argument("--runs", type=int, default=5, help="returning visits per language")
    runs = parser.parse_args(argv).runs
    server = serve.start(port=0)
    print("| language | catalogue | choose + fetch + parse, median (min-max) | ready, median |")
    print("|---|---|---|---|")
    try:
        with sync_playwright() as playwright:
            for code in LANGUAGES:
                found = visits(playwright.chromium, server.url, code, runs)
                lang = [f[0] for f in found]
                ready = statistics.median(f[1] for f in found) / 1000
                print(
                    f"| {code} | {size(code)} | {statistics.median(lang):.1f} ms"
                    f" ({min(lang):.1f}-{max(lang):.1f}) | {ready:.2f} s |"
                )
    finally:
        server.shutdown()
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
