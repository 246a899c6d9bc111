"""A returning visit compiles no wasm: V8 finds the code it compiled at the last visit
(issue 27; web/pyodide-boot.mjs, web/sw.template.js).

Chrome keeps V8's compiled code of a wasm module only beside the HTTP cache's copy of a
response no service worker answered. So the page fetches Pyodide's wasm past the service
worker (``?http``): online it comes from the HTTP cache with its compiled code (one
``v8.wasm.moduleCacheHit`` in a trace; ~100 functions compiled at start, not ~1,700); offline, or when
the HTTP cache has another file than the service worker's (a newer build's), the service
worker's copy is used, and the page still starts and plays.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from e2e.test_offline import game_link, wait_for_code_cache, wait_until_cached
from e2e.test_snapshot import plays
from scripts.build import serve

ROOT = Path(__file__).resolve().parents[1]
WASM = ("pyodide.asm.wasm", "pyodide.asm.wasm.br", "pyodide.asm.wasm.gz")
# Where V8's wasm events and Blink's code cache hit (v8.wasm.moduleCacheHit) are reported.
CATEGORIES = ["v8.wasm", "disabled-by-default-devtools.timeline"]
REFRESH = """async (url) => { await (await fetch(url, { cache: "reload" })).arrayBuffer(); }"""
QUIET_S, KEPT_S = 3, 30
MARKS = """() => performance.getEntriesByType("mark").map((m) => m.name)
    .filter((name) => name.startsWith("bazaar:wasm-"))"""


@pytest.fixture
def copied_site(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """The built site served from a folder of links to the repo's files, but for the wasm
    and its compressed copies, copied (their time can change): (URL, the copies' folder)."""
    root = tmp_path / "site"
    root.mkdir()
    for entry in ("index.html", "pyscript.toml", "sw.js", "game", "web", "assets"):
        (root / entry).symlink_to(ROOT / entry)
    (root / "runtime" / "pyodide").mkdir(parents=True)
    for path in (ROOT / "runtime").iterdir():
        if path.name != "pyodide":
            (root / "runtime" / path.name).symlink_to(path)
    for path in (ROOT / "runtime" / "pyodide").iterdir():
        target = root / "runtime" / "pyodide" / path.name
        if path.name in WASM:
            shutil.copy2(path, target)
        else:
            target.symlink_to(path)
    with serve.serving(root) as url:
        yield url, root / "runtime" / "pyodide"


def traced(
    context: BrowserContext, open_app: Callable[..., Page], path: str, url: str
) -> tuple[Page, set[str]]:
    """Open the page with V8's wasm events traced: (the page, the names of those events)."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    events: list[dict[str, Any]] = []
    done: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda params: events.extend(params["value"]))
    cdp.on("Tracing.tracingComplete", lambda params: done.append(True))
    cdp.send("Tracing.start", {"traceConfig": {"includedCategories": CATEGORIES}})
    open_app(page, path, base=url)
    cdp.send("Tracing.end")
    page.wait_for_function("true")  # let the trace's events arrive
    while not done:
        page.wait_for_timeout(50)
    return page, {str(e.get("name")) for e in events}


def test_a_returning_visit_gets_the_compiled_wasm_and_falls_back_to_the_cached_copy(
    copied_site: tuple[str, Path],
    tmp_path: Path,
    launch_profile: Callable[..., BrowserContext],
    open_app: Callable[..., Page],
) -> None:
    url, folder = copied_site
    profile = tmp_path / "profile"
    first = launch_profile(profile)
    page = open_app(first.new_page(), base=url)
    assert page.evaluate(MARKS) == ["bazaar:wasm-http"]  # no service worker yet
    wait_until_cached(page, url, profile)
    first.close()

    # V8 keeps its code once enough of it is optimised, in the background: a visit that
    # only starts may keep none (1 run in 5 here), and a visit closed before the write
    # leaves none (the last CI's failure). So a visit plays, is closed once its code is
    # kept, and the next one is traced.
    context = launch_profile(profile)
    page = open_app(context.new_page(), "#" + game_link(), base=url)
    assert page.evaluate(MARKS) == ["bazaar:wasm-http"]
    plays(page, "snapshot")
    # V8 caches its code up to 2 s after the optimisation that calls for it
    # (--wasm-caching-timeout-ms): the cache quiet for QUIET_S, else the test fails.
    wait_for_code_cache(profile, quiet_s=QUIET_S, within_s=KEPT_S, required=True)
    context.close()
    context = launch_profile(profile)
    page, events = traced(context, open_app, "", url)
    assert page.evaluate(MARKS) == ["bazaar:wasm-http"]
    kept = sorted(p.name for p in (profile / "Default" / "Code Cache" / "wasm").glob("*"))
    assert "v8.wasm.moduleCacheHit" in events, (kept, sorted(e for e in events if "wasm" in e))
    assert "wasm.Deserialize" in events  # the compiled code, not the module compiled again

    # The server's file is another one (a newer build), and the HTTP cache got it (as a
    # new service worker's install fetches it) while the service worker in control keeps
    # the older build: its copy is the one used, matching the scripts it serves.
    later = os.stat(folder / WASM[0]).st_mtime + 3600
    for name in WASM:
        os.utime(folder / name, (later, later))
    page.evaluate(REFRESH, url + "runtime/pyodide/pyodide.asm.wasm?http")
    context.close()
    context = launch_profile(profile)
    page = open_app(context.new_page(), "#" + game_link(), base=url)
    assert page.evaluate(MARKS) == ["bazaar:wasm-cached"]
    expect(page.locator("html")).to_have_attribute("data-start", "snapshot")
    plays(page, "snapshot")
