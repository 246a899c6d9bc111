"""The live channel in Chromium: two devices (browser contexts) exchange only the two set-up
messages as links, then play a Jaipur round over a WebRTC data channel; when one page is
reloaded (its connection gone) the game goes on by links, whose offer and answer open the
channel again, and the round ends over it.

The pages connect as two phones on one network do: Chromium names each page's local
address by a random mDNS name (``<uuid>.local``) and resolves the other's by multicast
DNS, which works between two contexts on this machine (in 0.06-0.07 s) once the suite's
``--host-resolver-rules``, which map every other name to nothing, leave ``*.local`` alone
(scripts/build/chromium.py).
"""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Browser, Page, expect

from e2e.conftest import READY_SELECTOR, READY_TIMEOUT_MS
from e2e.jaipur_helpers import set_fragment
from e2e.shell_pages import SIZES, shoot
from e2e.test_remote import (
    LOAD_MS,
    OPEN_MS,
    STORED,
    OpenApp,
    device_page,
    halves,
    jaipur_move,
    link_to_send,
    open_link,
    stored,
)
from game.remote import api

LIVE_MS = 20_000  # the channel opens within a second or two once the answer is taken


def live(page: Page, state: str) -> None:
    expect(page.locator(f".remote-live[data-live={state}]")).to_have_count(1, timeout=LIVE_MS)


def both_sizes(page: Page, name: str) -> None:
    """Screenshots at the phone's and the laptop's size (e2e/screenshots/, to look at)."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        shoot(page, name)
    page.set_viewport_size({"width": 1280, "height": 800})


def offered_link(page: Page) -> str:
    """The set-up link once it carries this device's description (made in milliseconds)."""
    expect(page.locator(".remote-live")).to_contain_text("connect live", timeout=LIVE_MS)
    return link_to_send(page)


def move_over_the_channel(page: Page, other: Page, rng: random.Random) -> None:
    """A move here reaches the other device by itself: no link is shown to copy."""
    before = other.evaluate(STORED)
    jaipur_move(page, rng)
    other.wait_for_function(f"(b) => ({STORED})() !== b", arg=before, timeout=OPEN_MS)
    expect(page.locator(".remote-link")).to_have_count(0)
    expect(other.locator(".message.error")).to_have_count(0)


def move_by_link(page: Page, other: Page, rng: random.Random) -> None:
    jaipur_move(page, rng)
    open_link(other, link_to_send(page))


def test_a_round_over_the_live_channel_and_by_links_when_it_drops(
    browser: Browser, open_app: OpenApp, browser_problems: Any
) -> None:
    ana, ben = (device_page(browser, open_app, browser_problems, live=True) for _ in range(2))
    ana.get_by_role("button", name="Play Jaipur").click()
    ana.get_by_role("button", name="Friends far away").click()
    ana.locator("input[name=name0]").fill("Ana")
    ana.get_by_role("button", name="Make the invitation").click()
    expect(ana.locator(".remote-live")).to_contain_text("connect live", timeout=LIVE_MS)
    both_sizes(ana, "remote-live-offered")
    invitation = offered_link(ana)
    first, last = halves(invitation)
    ben.goto(first)
    expect(ben.locator(".message")).to_contain_text("open the other one too", timeout=LOAD_MS)
    set_fragment(ben, last.split("#", 1)[1])
    expect(ben.locator(".remote-join")).to_contain_text("Ana invites you", timeout=LOAD_MS)
    ben.locator(".remote-join input[name=name]").fill("Ben")
    ben.get_by_role("button", name="Join the game").click()
    open_link(ana, offered_link(ben))  # the answer: from here on, no link to copy
    for page in (ana, ben):
        live(page, "open")
    ana.locator(".remote-live-options summary").click()
    both_sizes(ana, "remote-live")
    ana.locator(".remote-live-options summary").click()

    rng, pages, seat, links = random.Random(6), {0: ana, 1: ben}, 0, 0
    for step in range(200):
        page, other = pages[seat], pages[1 - seat]
        if page.locator(".overlay [role=dialog]").count():
            break  # the round is over on the device that opened its last move
        if step == 10:  # Ben's page is reloaded: its connection is gone, Ana's closes
            ben.reload()
            ben.wait_for_selector(READY_SELECTOR, state="attached", timeout=READY_TIMEOUT_MS)
            live(ana, "closed")
            both_sizes(ana, "remote-live-closed")
        if page.locator(".remote-live[data-live=connecting]").count():
            live(page, "open")  # the answer just came: the channel opens in a moment
        if page.locator(".remote-live[data-live=open]").count():
            move_over_the_channel(page, other, rng)
        else:  # by links: they carry a new offer and its answer
            move_by_link(page, other, rng)
            links += 1
        seat = 1 - seat
    else:
        raise AssertionError("the round did not end")
    assert 2 <= links <= 3, links  # Ana's offer and Ben's answer (after Ben's own offer)
    expect(page.locator(".overlay [role=dialog]")).to_contain_text("End of the round")
    # the other device's key and next deal came back over the channel: both saw the round
    expect(other.locator(".overlay [role=dialog]")).to_contain_text(
        "End of the round", timeout=OPEN_MS
    )
    for p in (ana, ben):
        live(p, "open")
        assert api.scored_rounds(api.from_json(stored(p).device)) == 1
