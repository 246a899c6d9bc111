"""The remote page's slow steps and its panels in Chromium: the busy box painted while an
invitation's shuffle is made and proven (and while a friend's is checked), then the two
links with the focus on "Copy both links"; the game bar and the panel after a move in
Japanese on a phone. Each screen photographed at a desktop and a phone size.

The page holds Python's work until the frame with the box has been drawn
(``dom.after_paint``: requestAnimationFrame, then a task). To photograph the box, the
first test holds that frame back (``HOLD``) and lets it go after the pictures.
"""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Browser, Page, expect

from e2e.shell_pages import SIZES, settle, shoot
from e2e.test_remote import (
    LOAD_MS,
    OPEN_MS,
    OpenApp,
    device_page,
    invite,
    jaipur_move,
    join,
    link_to_send,
    open_link,
    open_links,
)
from e2e.test_remote_recovery import photograph

# The page's next frames are held (their callbacks kept) until RELEASE: the box the page
# drew stays on screen, the work it waits for not yet started.
HOLD = """() => {
  const raf = window.requestAnimationFrame.bind(window);
  window.__held = [];
  window.requestAnimationFrame = (cb) => { window.__held.push(cb); return 0; };
  window.__release = () => {
    window.requestAnimationFrame = raf;
    window.__held.splice(0).forEach((cb) => raf(cb));
  };
}"""
RELEASE = "() => window.__release()"
# Every busy box the page shows, its words and whether a frame was drawn with it in place
# (a requestAnimationFrame callback that finds it) before the box went.
WATCH = """() => {
  window.__boxes = [];
  new MutationObserver(() => {
    const box = document.querySelector(".busy-box");
    if (!box || box.__seen) return;
    box.__seen = true;
    const seen = {text: box.textContent, framed: false,
                  busy: !!box.closest("[aria-busy=true]")};
    window.__boxes.push(seen);
    requestAnimationFrame(() => { seen.framed = document.contains(box); });
  }).observe(document.getElementById("app"), {childList: true, subtree: true});
}"""
ACTIVE_KEY = "() => document.activeElement && document.activeElement.getAttribute('data-key')"


def _fits(page: Page, selector: str) -> list[str]:
    """The elements under ``selector`` that stick out of the window, sideways."""
    return list(
        page.evaluate(
            """(sel) => Array.from(document.querySelectorAll(sel + " *"))
                 .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
                 .map((el) => el.tagName + ":" + el.textContent.slice(0, 30))""",
            selector,
        )
    )


def test_a_busy_box_is_painted_while_the_invitation_is_made_then_the_links(
    browser: Browser, open_app: OpenApp, browser_problems: Any
) -> None:
    ana = device_page(browser, open_app, browser_problems)
    ana.get_by_role("button", name="Play Jaipur").click()
    ana.get_by_role("button", name="Friends far away").click()
    ana.locator("input[name=name0]").fill("Ana")
    ana.evaluate(HOLD)
    ana.get_by_role("button", name="Make the invitation").click()
    box = ana.locator(".busy-box")
    expect(box).to_have_text("Shuffling the cards and proving the shuffle…", timeout=LOAD_MS)
    expect(box).to_be_focused()  # the pressed button is disabled: the focus waits here
    expect(ana.locator("[aria-busy=true]")).to_have_count(1)
    expect(ana.locator(".busy-under input[name=name0]")).to_have_value("Ana")  # not emptied
    expect(ana.locator(".busy-under input[name=name0]")).to_be_disabled()
    expect(ana.get_by_role("button", name="Make the invitation")).to_be_disabled()
    assert ana.evaluate("() => localStorage.length") == ana.evaluate(
        "() => Object.keys(localStorage).filter(k => !k.startsWith('bazaar.remote.')).length"
    )  # no game made yet: the work waits for the frame
    for width, height in SIZES:
        ana.set_viewport_size({"width": width, "height": height})
        ana.wait_for_function(
            "() => document.querySelector('.busy-box').getBoundingClientRect().width > 0"
        )
        shoot(ana, "remote-busy-invitation")
    ana.set_viewport_size({"width": 1280, "height": 800})
    ana.evaluate(RELEASE)
    expect(ana.locator(".remote-panel h2")).to_have_text(
        "Send these two links to your friend", timeout=OPEN_MS
    )
    expect(ana.locator(".busy-box")).to_have_count(0)
    ana.wait_for_function(f"() => ({ACTIVE_KEY})() === 'remote-copy'", timeout=OPEN_MS)
    expect(ana.get_by_role("button", name="Copy both links")).to_be_focused()
    expect(ana.locator(".remote-panel")).to_contain_text("Send them by any messenger or e-mail.")
    photograph(ana, "remote-two-links")


def test_joining_shows_whose_shuffle_is_checked_and_a_move_keeps_the_phone_compact(
    browser: Browser, open_app: OpenApp, browser_problems: Any
) -> None:
    ana, ben = (device_page(browser, open_app, browser_problems) for _ in range(2))
    invitation = invite(ana, "Jaipur", "Ana")
    answer = join(ben, invitation, "Ben", "Ana")
    ana.evaluate(WATCH)
    open_links(ana, answer)
    expect(ana.locator(".remote-panel.s-move")).to_be_visible(timeout=OPEN_MS)  # Ana starts
    boxes = ana.evaluate("() => window.__boxes")
    assert boxes == [{"text": "Checking Ben's shuffle…", "framed": True, "busy": True}], boxes
    expect(ana.locator(".message")).to_have_count(0)  # no stale "open the other one too"
    jaipur_move(ana, random.Random(2))  # its link also opens Ben's hand
    open_link(ben, link_to_send(ana))
    jaipur_move(ben, random.Random(3))
    expect(ben.locator(".remote-panel h2")).to_contain_text("Link copied", timeout=OPEN_MS)
    ben.locator("select.language").select_option("ja")
    expect(ben.locator(".remote-panel h2")).to_contain_text(
        "リンクをコピーしました", timeout=LOAD_MS
    )
    ben.set_viewport_size({"width": 360, "height": 740})
    settle(ben)
    assert _fits(ben, ".game-bar") == []
    panel = ben.locator(".remote-panel").bounding_box()
    assert panel is not None and panel["height"] < 300, panel  # the table starts soon
    ben.set_viewport_size({"width": 1280, "height": 800})
    photograph(ben, "remote-after-move-ja")
