"""A returning visit starts from the build's memory snapshot (issue 27, item 2).

The first visit starts the ordinary way (``data-start="plain"`` on ``<html>``) and the
service worker keeps ``runtime/pyodide/snapshot.bin``; the next visit restores Python from
it (``data-start="snapshot"``), and so does the computer's worker, and plays. A snapshot of another build (another header) is
never restored ("stale"), and one that names this build but is damaged falls back to the
ordinary start ("fallback"): the page forgets it and reloads (a second Pyodide never starts
beside the failed one in the same page), and the worker, later, finds none ("plain"). Each
time the page starts and plays all the same.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from e2e.test_offline import game_link, wait_until_cached
from scripts.build.serve import Server

SNAPSHOT = "runtime/pyodide/snapshot.bin"
HEADER = """async (url) => new TextDecoder().decode(
    (await (await caches.match(url)).arrayBuffer()).slice(0, 64)).trimEnd()"""
# Replace the cached snapshot: a header of `header`, then `size` bytes of 7s.
REPLACE = """async ([url, header, size]) => {
    const name = (await caches.keys()).find((n) => n.startsWith("bazaar-"));
    const body = new Uint8Array(64 + size).fill(7);
    body.set(new TextEncoder().encode(header.padEnd(64, " ")));
    await (await caches.open(name)).put(url, new Response(body));
}"""


def plays(page: Page, start: str) -> None:
    """The page took a move and the computer answered from its worker, which started as
    ``start`` says."""
    page.get_by_role("button", name="Take camels", exact=True).click()
    moves = page.locator(".log-list li")
    expect(moves.first).to_contain_text("Ana took ")
    expect(moves).to_have_count(2, timeout=15_000)
    expect(page.locator("html")).to_have_attribute("data-thinker", "worker")
    expect(page.locator("html")).to_have_attribute("data-thinker-start", start)


def test_a_returning_visit_restores_the_snapshot_and_refuses_another_builds_or_a_damaged_one(
    tmp_path: Path,
    serve_root: Callable[[], Server],
    launch_profile: Callable[..., BrowserContext],
    open_app: Callable[..., Page],
) -> None:
    server, profile = serve_root(), tmp_path / "profile"
    url, snapshot = server.url, server.url + SNAPSHOT
    first = launch_profile(profile)
    page = open_app(first.new_page(), base=url)
    expect(page.locator("html")).to_have_attribute("data-start", "plain")
    wait_until_cached(page, url, profile)
    first.close()
    context = launch_profile(profile)

    page = open_app(context.new_page(), "#" + game_link(), base=url)
    expect(page.locator("html")).to_have_attribute("data-start", "snapshot")
    plays(page, "snapshot")

    ours = page.evaluate(HEADER, snapshot)
    assert ours.startswith("bazaar-snapshot ")
    for header, start, worker in (
        ("bazaar-snapshot another-build", "stale", "stale"),
        (ours, "fallback", "plain"),
    ):
        page.evaluate(REPLACE, [snapshot, header, 1_000_000])
        page = open_app(context.new_page(), "#" + game_link(), base=url)
        expect(page.locator("html")).to_have_attribute("data-start", start)
        plays(page, worker)
    assert page.evaluate("async (url) => !(await caches.match(url))", snapshot)  # forgotten
