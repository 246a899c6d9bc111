"""The position editor in Chromium, one scenario: a Bombay position built by tapping
(mouse and keyboard), an impossible one refused with the engine's sentence (Analyse, Play
and Share disabled) and put right, axe at 1280x800 and 360x740 with screenshots; its link
copied; analysed (the analysis board's three best moves), edited again from the board,
played against the computer, edited from the game screen; Jaipur's editor looked at too.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.conftest import OpenApp
from e2e.shell_pages import SIZES, axe_findings, settle, shoot

LOAD_MS = 60_000  # Bombay's files are fetched on first use
WORKER_MS = 60_000  # the think worker starts its own Pyodide: seconds on a loaded machine
BEST = ".best-moves button.best"  # the analysis board's three best moves


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


def test_a_bombay_position_built_refused_put_right_analysed_and_played(
    page: Page, open_app: OpenApp
) -> None:
    open_bombay_editor(page, open_app)
    verdict = page.locator(".verdict")
    expect(verdict).to_have_text("This position can happen.")
    build_a_position(page)
    expect(page.locator("[data-arg='space:14']")).to_contain_text("elephant of Player 2 (pink)")
    expect(page.get_by_role("group", name="Rupees").nth(1).locator("output")).to_have_text("3")
    expect(page.get_by_role("group", name="Round (out of 4)").locator("output")).to_have_text("2")
    expect(verdict).to_have_text("This position can happen.")
    page.locator("[data-arg='demand:0:0']").click()  # Bombay wants one colour twice
    expect(verdict).to_have_text(
        "This position cannot happen: Every city wants three different colours."
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
    page.get_by_role("button", name="Copy position link").click()
    expect(page.locator(".edit-link code")).to_have_text(re.compile(r"^bp1\."))
    page.get_by_role("button", name="Analyse").click()  # the analysis board takes it
    expect(page.locator(".analysis h1")).to_have_text("Analysis: Bombay")
    expect(page.locator(BEST)).to_have_count(3, timeout=WORKER_MS)
    page.get_by_role("button", name="Edit this position").click()  # and back: the same
    expect(page.locator("[data-arg='space:14']")).to_contain_text("elephant of Player 2 (pink)")
    page.get_by_role("button", name="Play against the computer").click()
    expect(page.locator(".message.info")).to_contain_text("dealt at random")
    expect(page.locator(".game-bar h1")).to_contain_text("Bombay")
    page.get_by_role("button", name="Edit this position").click()  # from the game screen
    expect(page.get_by_role("heading", name="Set up a position: Bombay")).to_be_visible()
    page.get_by_role("button", name="Bazaar").click()
    page.locator("[data-key='edit:jaipur']").click()
    expect(page.get_by_role("heading", name="Set up a position: Jaipur")).to_be_visible()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        assert axe_findings(page) == []
        shoot(page, "editor-jaipur")
