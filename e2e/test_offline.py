"""Offline: after one visit, the page starts again with no server and no network.

The first visit happens in a persistent profile (a real one on disk, like a returning
visitor's); the page registers ``sw.js``, which precaches every file the page needs. Then the
profile is closed, the server stopped, and the profile reopened offline: the service worker
alone must bring the page to ready, show the home screen, open a game link (the URL
fragment) and play a move, with the computer's reply, all without a network.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect
from serve import Server  # scripts/ is on sys.path through conftest

from game.core.link import Record, Seat, encode
from game.jaipur import JAIPUR, TakeCamels

ROOT = Path(__file__).resolve().parent.parent
CONTROLLED_TIMEOUT_MS = 30_000


def lazy_files() -> set[str]:
    """What the page fetches later: one zip per lazy game (web/<game>/files.py lists its
    contents, scripts/build.py writes it)."""
    return {f"runtime/{listing.parent.name}.zip" for listing in (ROOT / "web").glob("*/files.py")}


def files_the_page_loads() -> set[str]:
    """The shell, its config, the runtime's core files, [files] and the lazy games' files."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    runtime = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
    return {
        "index.html",
        "pyscript.toml",
        "runtime/pyscript/core.js",
        *(f"runtime/pyodide/{name}" for name in runtime),
        *config.get("files", {}),
        *lazy_files(),
    }


PROFILE_SETTLE_MS = 1500


def wait_until_cached(page: Page, url: str | None = None) -> None:
    """Wait until the service worker controls the page, then check its cache holds every
    file the page loads. ``url``: the site's root (default: the page's URL up to its last /)."""
    page.wait_for_function(
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=CONTROLLED_TIMEOUT_MS,
    )
    root = url or page.url.split("#", 1)[0].split("?", 1)[0].rsplit("/", 1)[0] + "/"
    cached = page.evaluate(
        """async () => {
            const names = (await caches.keys()).filter((n) => n.startsWith("bazaar-"));
            if (names.length !== 1) return names;
            return (await (await caches.open(names[0])).keys()).map((r) => r.url);
        }"""
    )
    missing = {root + path for path in files_the_page_loads()} - set(cached)
    assert not missing, f"the service worker did not cache: {sorted(missing)}"
    # The one timed wait in the suite: Chromium writes its compiled-wasm code cache in the
    # background with no event to wait for, and a profile closed mid-write sometimes crashed
    # the renderer when reopened offline (STACK.md: "wait a moment ... before closing").
    page.wait_for_timeout(PROFILE_SETTLE_MS)


def game_link() -> str:
    """A Jaipur link, human (seat 0, to move) against the computer, where camels can be taken."""
    options = (1,)  # seat 0 starts
    for seed in range(1, 500):
        state = JAIPUR.new(JAIPUR.options_from_ints(options), seed)
        if TakeCamels() in JAIPUR.legal_moves(state):
            seats = (Seat("human", "Ana"), Seat("greedy", "Cpu"))
            return encode(Record("jaipur", options, seed, seats, ()))
    raise AssertionError("no deal with camels in the market")


def visit_once_then_go_offline(
    tmp_path: Path,
    serve_root: Callable[[], Server],
    launch_profile: Callable[..., BrowserContext],
    open_app: Callable[..., Page],
) -> tuple[BrowserContext, str]:
    """Visit the site once in a persistent profile until the service worker holds every
    file, stop the server, and reopen the profile with the browser offline."""
    server = serve_root()
    profile = tmp_path / "profile"
    online = launch_profile(profile)
    open_app(online.new_page(), base=server.url)
    wait_until_cached(online.pages[-1], server.url)
    online.close()
    server.shutdown()
    server.server_close()
    return launch_profile(profile, offline=True), server.url


def test_reload_offline_through_service_worker(
    tmp_path: Path,
    serve_root: Callable[[], Server],
    launch_profile: Callable[..., BrowserContext],
    open_app: Callable[..., Page],
) -> None:
    offline, url = visit_once_then_go_offline(tmp_path, serve_root, launch_profile, open_app)
    home = open_app(offline.new_page(), base=url)
    expect(home.locator(".home h1")).to_be_visible()

    table = open_app(offline.new_page(), "#" + game_link(), base=url)
    table.get_by_role("button", name="Take camels", exact=True).click()
    moves = table.locator(".log-list li")
    expect(moves.first).to_contain_text("Ana took ")
    expect(moves).to_have_count(2, timeout=15_000)  # the computer answered, offline too
