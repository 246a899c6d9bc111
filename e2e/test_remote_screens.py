"""Remote play in Chromium: the Bombay round among three devices and the remote screens
at both sizes (one set-up, each screen looked at at both) (e2e/test_remote.py's helpers; a file of its own so that, under
``--dist loadfile``, two browsers share remote play's tests)."""

from __future__ import annotations

import random
import re
from typing import Any

from playwright.sync_api import Browser, Page, expect

from e2e.conftest import polling
from e2e.jaipur_helpers import set_fragment
from e2e.shell_pages import SIZES, axe_findings, settle, shoot
from e2e.test_remote import (
    LOAD_MS,
    OPEN_MS,
    STORED,
    OpenApp,
    device_page,
    invite,
    join,
    link_to_send,
    open_link,
    stored,
)
from game.bombay.moves import Go
from game.remote import api


def bombay_turn(page: Page, rng: random.Random) -> None:
    """One whole turn: random actions (riding by the map) until the link is there."""
    for _ in polling(120, "the end of a Bombay turn"):
        if stored(page).status != "move":
            break
        view = api.view(api.from_json(stored(page).device))
        assert view is not None  # the game is set up: this page is to move
        before = page.evaluate(STORED)
        move = rng.choice(view.legal_moves)
        if isinstance(move, Go):
            page.locator(f'.spot[data-space="{move.to}"]').click()
        else:
            page.locator(f'[data-act=move][data-arg="{move}"]').click()
        page.wait_for_function(f"(b) => ({STORED})() !== b", arg=before, timeout=OPEN_MS)


def test_a_remote_bombay_round_among_three_devices(
    browser: Browser, open_app: OpenApp, browser_problems: Any
) -> None:
    pages = [device_page(browser, open_app, browser_problems) for _ in range(3)]
    host = pages[0]
    invitation = invite(host, "Bombay", "Ana", players=3)
    for page, name in zip(pages[1:], ("Ben", "Cleo"), strict=True):
        open_link(host, join(page, invitation, name, "Ana"))
    start = link_to_send(host)
    for page in pages[1:]:
        open_link(page, start)
        open_link(host, link_to_send(page))  # its share of the set-up, to the host alone
    title = re.compile(r"Bombay: Ana vs (Ben vs Cleo|Cleo vs Ben)")  # friends' seats drawn
    for page in pages:
        expect(page.locator(".game-bar h1")).to_have_text(title)
    assert len({page.locator(".game-bar h1").inner_text() for page in pages}) == 1
    codes = {page.locator(".remote-panel .safety-code").inner_text() for page in pages}
    assert len(codes) == 1 and re.fullmatch(r"\d{4} \d{4} \d{4} \d{4}", codes.pop())
    for width, height in SIZES:  # the table under the link panel, for people to look at
        host.set_viewport_size({"width": width, "height": height})
        shoot(host, "remote-bombay-table")
    host.set_viewport_size({"width": 1280, "height": 800})
    rng = random.Random(6)
    for _ in polling(600, "the end of the first Bombay round"):
        shown = api.view(api.from_json(stored(host).device))
        assert shown is not None  # the game is set up: the safety codes are shown
        if shown.round != 0:
            break
        mover = next(p for p in pages if stored(p).status == "move")
        bombay_turn(mover, rng)
        queue = [(mover, link_to_send(mover))]
        while queue:  # every device opens every link; a restock secret is passed on too
            sender, url = queue.pop(0)
            for page in pages:
                if page is not sender:
                    open_link(page, url)
                    if stored(page).status == "send":
                        queue.append((page, link_to_send(page)))
    logs = {stored(page).log for page in pages}
    assert len(logs) == 1  # every device saw the same round
    for page in pages:
        expect(page.locator(".log-list li")).to_have_count(len(next(iter(logs))))


def test_remote_screens_pass_axe_and_are_photographed(
    browser: Browser, open_app: OpenApp, browser_problems: Any
) -> None:
    """The remote screens of both devices, each looked at at a desktop and a phone size:
    the page is resized rather than the game set up again (an invitation and two page
    starts), and the size a screen is left at is the one the next is opened at, so the
    screens alternate between being opened wide and on a phone (as e2e/layout_tour.py)."""
    ana, ben = (device_page(browser, open_app, browser_problems) for _ in range(2))
    findings: dict[str, list[str]] = {}
    first_size = {ana: 0, ben: 0}  # the index in SIZES of the size each page is at

    def look(page: Page, name: str) -> None:
        start = first_size[page]
        for width, height in (SIZES[start], SIZES[1 - start]):
            page.set_viewport_size({"width": width, "height": height})
            settle(page)  # focus, fonts and motion settled for the picture
            shoot(page, name)
            found = axe_findings(page)
            if found:
                findings[f"{name} {width}x{height}"] = found
        first_size[page] = 1 - start

    ana.get_by_role("button", name="Play Jaipur").click()
    ana.get_by_role("button", name="Friends far away").click()
    look(ana, "remote-new")
    ana.locator("input[name=name0]").fill("Asha")
    ana.get_by_role("button", name="Make the invitation").click()
    expect(ana.locator(".remote-link").first).to_be_visible(timeout=LOAD_MS)
    look(ana, "remote-invitation")
    invitation = link_to_send(ana)
    look(ana, "remote-waiting")
    first, second = invitation.split("\n")  # a set-up message: two links
    ben.goto(second)
    expect(ben.locator(".message")).to_contain_text("open the other one too", timeout=LOAD_MS)
    look(ben, "remote-half")
    set_fragment(ben, first.split("#", 1)[1])
    expect(ben.locator(".remote-join")).to_be_visible(timeout=LOAD_MS)
    look(ben, "remote-invited")
    ben.locator(".remote-join input[name=name]").fill("Ravi")
    ben.get_by_role("button", name="Join the game").click()
    expect(ben.locator(".remote-link").first).to_be_visible(timeout=OPEN_MS)
    look(ben, "remote-answer")
    open_link(ana, link_to_send(ben))
    expect(ana.locator(".remote-panel")).to_be_visible()
    look(ana, "remote-jaipur-table")
    ana.get_by_role("button", name="Home").first.click()
    expect(ana.locator(".save.remote")).to_have_count(1)
    look(ana, "remote-home")
    assert not findings, findings
