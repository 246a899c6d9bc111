"""Bombay offline: its lazily fetched files come from the service worker's cache.

Bombay is never opened online here: the first visit only lets the service worker
precache the site. With the server stopped, a Bombay link must still load the
game (its modules, fetched on first use, can only come from the cache) and play.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect
from serve import Server  # scripts/ is on sys.path through conftest
from test_bombay_script import buyer
from test_offline import visit_once_then_go_offline

LOAD_MS = 30_000


def test_bombay_loads_and_plays_offline_from_the_cache(
    tmp_path: Path,
    serve_root: Callable[[], Server],
    launch_profile: Callable[..., BrowserContext],
    open_app: Callable[..., Page],
) -> None:
    offline, url = visit_once_then_go_offline(tmp_path, serve_root, launch_profile, open_app)
    page = open_app(offline.new_page(), "#" + buyer().link(("human", "greedy")), base=url)
    expect(page.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
    page.locator('[data-key^="action:buy"]').click()
    expect(page.locator(".log-list li").first).to_contain_text("Ana bought")
