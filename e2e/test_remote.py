"""Remote play in Chromium: devices as browser contexts (separate storage), passing links.

Each device's page shows the link to send in its panel; the test reads it there, as a
player would copy it, and opens it in the other context (the first by loading the page
at that address, the others by changing the address's fragment, as a link clicked in the
same tab does). The move to make is chosen from the page's own save (what that device
may know) and made by pointing at the table, as in the other random-play tests.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Browser, Page, expect

from e2e.jaipur_helpers import args_for, set_fragment
from e2e.shell_pages import SIZES, shoot
from game.jaipur.moves import parse_move
from game.remote import api
from web.shell.saves import parse_remote

OpenApp = Callable[..., Page]
LOAD_MS = 60_000  # the remote engine (and Bombay's) are fetched on first use
OPEN_MS = 30_000  # opening a link: the engine checks it (a new round's deck: two shuffles)
STORED = """() => {
  const key = Object.keys(localStorage).find((k) => k.startsWith('bazaar.remote.'));
  return key ? localStorage.getItem(key) : null;
}"""
LABELS = {"Take": "Take", "TakeCamels": "Take camels", "Exchange": "Exchange", "Sell": "Sell"}


def device_page(browser: Browser, open_app: OpenApp, problems: Any, live: bool = False) -> Page:
    """A device's page. Without ``live`` its browser has no WebRTC, so no live channel opens
    and every message goes by link, as in a browser that lacks it: the tests of links need
    that, since two pages of one browser would otherwise connect live within a second and
    carry the links themselves (only e2e/test_remote_channel.py plays ``live``)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    if not live:
        context.add_init_script("delete window.RTCPeerConnection")
    problems.attach(context)
    return open_app(context.new_page())


def stored(page: Page) -> Any:
    """This device's remote game, as its page saved it."""
    save = parse_remote(page.evaluate(STORED))
    assert save is not None
    return save


def link_to_send(page: Page) -> str:
    """The link in the panel, then Copy (the page then waits for the answer); a message
    too long for one link: both links, one a line, then Copy both."""
    fields = page.locator(".remote-link")
    expect(fields.first).to_be_visible(timeout=OPEN_MS)
    urls = [fields.nth(i).input_value() for i in range(fields.count())]
    if len(urls) == 2:
        expect(page.locator(".remote-panel")).to_contain_text("Link 2 of 2")
        page.get_by_role("button", name="Copy both links").click()
    else:
        page.locator("[data-act=remote-copy]").click()
    expect(page.locator(".remote-panel.s-send")).to_have_count(0)
    return "\n".join(urls)


HALVES = [0]  # how many two-link messages were opened so far (every other one backwards)


def open_half(page: Page, url: str) -> None:
    """Open one of two links: the page keeps it and asks for the other."""
    set_fragment(page, url.split("#", 1)[1])
    expect(page.locator(".message")).to_contain_text("open the other one too", timeout=OPEN_MS)


def halves(url: str) -> list[str]:
    """The links of a message, the two halves of a long one in either order in turn."""
    urls = url.split("\n")
    if len(urls) == 2:
        HALVES[0] += 1
        return urls[::-1] if HALVES[0] % 2 else urls
    return urls


def open_links(page: Page, url: str) -> None:
    """Set the fragment of a link, or of both links of a long message in turn (without
    waiting for the game to change: for a link the page refuses)."""
    *first, last = halves(url)
    for half in first:
        open_half(page, half)
    set_fragment(page, last.split("#", 1)[1])


def open_link(page: Page, url: str) -> None:
    """Open a link on this device (its fragment, as a link clicked in this tab)."""
    before = page.evaluate(STORED)
    open_links(page, url)
    page.wait_for_function(f"(b) => ({STORED})() !== b", arg=before, timeout=OPEN_MS)
    expect(page.locator(".message.error")).to_have_count(0)


def invite(page: Page, game: str, name: str, players: int = 2) -> str:
    page.get_by_role("button", name=f"Play {game}").click()
    page.get_by_role("button", name="Friends far away").click()
    if players > 2:
        page.get_by_role("button", name=str(players), exact=True).click()
    page.locator("input[name=name0]").fill(name)
    page.get_by_role("button", name="Make the invitation").click()
    expect(page.locator(".remote-panel h2")).to_have_text(
        "Send this link to your friends"
        if players > 2
        else "Send these two links to your friend",  # Jaipur's: a set-up message in two
        timeout=LOAD_MS,
    )
    return link_to_send(page)


def join(page: Page, url: str, name: str, host: str) -> str:
    *first, last = halves(url)
    if first:  # the first half in a new tab, then the other
        page.goto(first[0])
        expect(page.locator(".message")).to_contain_text("open the other one too", timeout=LOAD_MS)
        set_fragment(page, last.split("#", 1)[1])
    else:
        page.goto(last)
    expect(page.locator(".remote-join")).to_contain_text(f"{host} invites you", timeout=LOAD_MS)
    page.locator(".remote-join input[name=name]").fill(name)
    page.get_by_role("button", name="Join the game").click()
    expect(page.locator(".remote-panel h2")).to_have_text(
        re.compile(f"Send (this link|these two links) to {host}"), timeout=OPEN_MS
    )
    return link_to_send(page)


def jaipur_move(page: Page, rng: random.Random) -> None:
    """A sale where one is legal, else any legal move: the goods-token piles run out
    sooner, so a round ends in about 50 links instead of about 70 of random play (the
    round and its proofs stay whole; the page's choice of moves is not the point)."""
    view = api.view(api.from_json(stored(page).device))
    assert view is not None  # the game is set up: this page is to move
    sales = [move for move in view.legal_moves if str(move).startswith("sell ")]
    move = parse_move(str(rng.choice(sales or view.legal_moves)))
    page.locator("[data-act=clear]").click()
    for arg in args_for(view, move):
        page.locator(f'[data-arg="{arg}"]').click()
    button = page.get_by_role("button", name=LABELS[type(move).__name__], exact=True)
    expect(button).to_be_enabled()
    button.click()


def test_a_remote_jaipur_round_between_two_devices(
    browser: Browser, open_app: OpenApp, browser_problems: Any
) -> None:
    ana, ben = (device_page(browser, open_app, browser_problems) for _ in range(2))
    invitation = invite(ana, "Jaipur", "Ana")
    answer = join(ben, invitation, "Ben", "Ana")
    # the code's explanation is said in full before the first move (then the code alone)
    expect(ben.locator(".remote-panel .safety")).to_contain_text("by another channel")
    rng, pages, pending = random.Random(4), {0: ana, 1: ben}, (0, answer)
    for _step in range(200):
        seat, url = pending
        page = pages[seat]
        open_link(page, url)
        dialog = page.locator(".overlay [role=dialog]")
        if dialog.count():  # the round is over: both devices checked it and show its report
            expect(dialog).to_contain_text("End of the round")
            expect(dialog.locator("tr.ended td").first).not_to_be_empty()  # why it ended
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                shoot(page, "remote-round-report")
            page.set_viewport_size({"width": 1280, "height": 800})
            break
        if stored(page).status == "move":
            jaipur_move(page, rng)
        pending = (1 - seat, link_to_send(page))
    else:
        raise AssertionError("the round did not end")
    codes = [p.locator(".remote-panel .safety-code").inner_text() for p in (ana, ben)]
    assert codes[0] == codes[1] and re.fullmatch(r"\d{4} \d{4} \d{4} \d{4}", codes[0])
    page.locator("[data-act=close-dialog]").click()
    other = pages[1 - seat]
    open_link(other, link_to_send(page))  # the round's key and check go to the other device too
    expect(other.locator(".overlay [role=dialog]")).to_contain_text("End of the round")
    for page in pages.values():
        expect(page.locator(".game-bar h1")).to_have_text("Jaipur: Ana vs Ben")
        assert api.scored_rounds(api.from_json(stored(page).device)) == 1
