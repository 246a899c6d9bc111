"""Offline: after one visit, the page starts again with no server and no network.

The first visit happens in a persistent profile (a real one on disk, like a returning
visitor's); the page registers ``sw.js``, which precaches every file the page needs. Then the
profile is closed, the server stopped, and the profile reopened offline: the service worker
alone must bring the page to ready, game links (the URL fragment) included.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect
from serve import Server  # scripts/ is on sys.path through conftest

ROOT = Path(__file__).resolve().parent.parent
CONTROLLED_TIMEOUT_MS = 30_000


def precache_count() -> int:
    """How many files the built sw.js precaches (scripts/build.py writes the list)."""
    text = (ROOT / "sw.js").read_text()
    match = re.search(r"const PRECACHE = (\[.*?\]);", text, re.S)
    assert match, "sw.js has no PRECACHE list: run scripts/build.py"
    return len(json.loads(match.group(1)))


def wait_until_cached(page: Page) -> None:
    """Wait until the service worker controls the page and its cache holds every file."""
    page.wait_for_function(
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=CONTROLLED_TIMEOUT_MS,
    )
    cached = page.evaluate(
        """async () => {
            const names = (await caches.keys()).filter((n) => n.startsWith("bazaar-"));
            if (names.length !== 1) return -names.length;
            return (await (await caches.open(names[0])).keys()).length;
        }"""
    )
    assert cached == precache_count()


def test_reload_offline_through_service_worker(
    tmp_path: Path,
    serve_root: Callable[[], Server],
    launch_profile: Callable[..., BrowserContext],
    open_app: Callable[..., Page],
) -> None:
    server = serve_root()
    url = server.url
    profile = tmp_path / "profile"

    online = launch_profile(profile)
    open_app(online.new_page(), base=url)
    wait_until_cached(online.pages[-1])
    online.close()
    server.shutdown()
    server.server_close()

    offline = launch_profile(profile, offline=True)
    page = open_app(offline.new_page(), base=url)
    expect(page.locator(".home h1")).to_be_visible()
    page.goto(url + "#no-such-game")  # a navigation with a fragment: still the cached page
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
