"""The position editor in Chromium: a Bombay position built by tapping (mouse and
keyboard), an impossible one refused with the engine's sentence (Analyse, Play and Share
disabled) and put right, axe at 1280x800 and 360x740 with screenshots; then the position
shared and its link opened in a fresh browser, where the analysis board takes it.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import OpenApp, wait_ready
from e2e.shell_pages import SIZES, axe_findings, settle, shoot
from game import GAMES

LOAD_MS = 60_000  # Bombay's files are fetched on first use


def open_bombay_editor(page: Page, open_app: OpenApp) -> None:
    open_app(page)
    page.locator("[data-key='edit:bombay']").click()
    expect(page.get_by_role("heading", name="Set up a position: Bombay")).to_be_visible(
        timeout=LOAD_MS
    )


def build_a_position(page: Page) -> None:
    """Two players; the second one's elephant to Kalyan with one rupee more and a blue
    bale; round 2."""
    page.get_by_role("button", name="2 players", exact=True).click()
    page.get_by_role("button", name="Player 2 (pink)", exact=True).click()
    page.locator("[data-arg='space:14']").click()
    page.locator("[data-arg='rupees:1:+']").press("Enter")  # the keyboard works the same
    page.locator("[data-arg='bale:1:B:+']").focus()
    page.keyboard.press("Space")
    page.locator("[data-arg='round:+']").click()


def test_a_bombay_position_built_refused_and_put_right(page: Page, open_app: OpenApp) -> None:
    open_bombay_editor(page, open_app)
    verdict = page.locator(".verdict")
    expect(verdict).to_have_text("This position can happen.")
    build_a_position(page)
    expect(page.locator("[data-arg='space:14']")).to_contain_text("elephant of Player 2 (pink)")
    expect(page.get_by_role("group", name="Rupees").nth(1).locator("output")).to_have_text("3")
    expect(page.get_by_role("group", name="Round (of 4)").locator("output")).to_have_text("2")
    expect(verdict).to_have_text("This position can happen.")
    page.locator("[data-arg='demand:0:0']").click()  # Bombay wants one colour twice
    expect(verdict).to_have_text(
        "This position cannot happen: every city demands 3 different colours"
    )
    for name in ("Analyse", "Play against the computer", "Copy position link"):
        expect(page.get_by_role("button", name=name)).to_be_disabled()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        assert axe_findings(page) == []
        shoot(page, "editor-bombay-refused")
    for _ in range(3):  # round the colours back to the demand it had
        page.locator("[data-arg='demand:0:0']").click()
    expect(verdict).to_have_text("This position can happen.")
    expect(page.get_by_role("button", name="Analyse")).to_be_enabled()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        assert axe_findings(page) == []
        shoot(page, "editor-bombay")
    page.get_by_role("button", name="Bazaar").click()
    page.locator("[data-key='edit:jaipur']").click()
    expect(page.get_by_role("heading", name="Set up a position: Jaipur")).to_be_visible()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        assert axe_findings(page) == []
        shoot(page, "editor-jaipur")


@pytest.mark.skipif(
    not GAMES["bombay"].has_positions, reason="Bombay's position links are not merged yet"
)
def test_a_bombay_position_shared_opens_in_a_fresh_browser(
    page: Page, open_app: OpenApp, browser: Browser, base_url: str
) -> None:
    open_bombay_editor(page, open_app)
    build_a_position(page)
    page.get_by_role("button", name="Copy position link").click()
    link = page.locator(".edit-link code").inner_text()
    assert link.startswith("bp1.")
    fresh = browser.new_context().new_page()
    fresh.goto(f"{base_url}#{link}")
    wait_ready(fresh)
    expect(fresh.locator(".message.error")).to_have_count(0, timeout=LOAD_MS)
    expect(fresh.locator("main")).to_contain_text("Player 2", timeout=LOAD_MS)
    fresh.context.close()
