"""The computer thinks in a web worker, so the table stays responsive; where the worker
cannot start, the computer thinks on the page and the player is told."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from game.core.link import Record, Seat, encode

OpenApp = Callable[..., Page]
WORKER_MS = 60_000  # the worker starts its own Pyodide: seconds on a loaded machine


def computer_to_move(kind: str = "greedy") -> str:
    """A Jaipur link in which the computer (seat 1) is to move."""
    return encode(Record("jaipur", (2,), 11, (Seat("human"), Seat(kind))))


def test_the_computer_moves_through_the_web_worker(page: Page, open_app: OpenApp) -> None:
    open_app(page, "#" + computer_to_move())
    expect(page.locator("html")).to_have_attribute("data-thinker", "worker", timeout=WORKER_MS)
    expect(page.locator(".log-list li")).to_have_count(1, timeout=WORKER_MS)
    expect(page.locator(".message")).to_have_count(0)


def test_without_a_worker_the_computer_thinks_on_the_page_and_says_so(
    page: Page, open_app: OpenApp
) -> None:
    page.route("**/think-worker.mjs", lambda route: route.abort())
    open_app(page, "#" + computer_to_move())
    expect(page.locator("html")).to_have_attribute("data-thinker", "page", timeout=WORKER_MS)
    expect(page.locator(".message.info")).to_contain_text("cannot let the computer think")
    expect(page.locator(".log-list li")).to_have_count(1, timeout=WORKER_MS)
