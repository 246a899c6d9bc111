"""Remote play's recovery in Chromium: a tampered link, an older backup file and a second
friend at one invitation refused, each leaving the game unchanged, and the panels of a
game that waits (a move's link copied at once, the wait, abandoned; two days later the
round claimed, and the claim's file opened on the other device), photographed at a
desktop and a phone size. One invitation and its three devices for all of it: each
invitation is seconds of Pyodide's work (its shuffle proof), each device a page start.

Devices are browser contexts (separate storage), as in test_remote.py, whose helpers
make the invitation, join it and pass the links; only the game's set-up is played.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from e2e.jaipur_helpers import set_fragment
from e2e.shell_pages import SIZES, settle, shoot
from e2e.test_remote import (
    OPEN_MS,
    STORED,
    OpenApp,
    device_page,
    invite,
    jaipur_move,
    join,
    link_to_send,
    open_half,
    open_link,
    open_links,
    stored,
)


def photograph(page: Page, name: str) -> None:
    """The screen at both sizes (the page's own size afterwards)."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        shoot(page, name)
    page.set_viewport_size({"width": 1280, "height": 800})


def tampered(link: str) -> str:
    """``link`` with one character of its body changed."""
    head, tail = link.split("#", 1)
    cut = len("remote.") + 80
    return f"{head}#{tail[:cut]}{'B' if tail[cut] == 'A' else 'A'}{tail[cut + 1 :]}"


def test_one_invitation_refuses_a_tampered_link_an_older_file_and_a_second_friend(
    browser: Browser, open_app: OpenApp, browser_problems: Any
) -> None:
    """One game's set-up among three devices (one invitation, two answers), refusing on the
    way each thing that must not change it, then going on between Ana and Ben."""
    ana, ben, cleo = (device_page(browser, open_app, browser_problems) for _ in range(3))
    invitation = invite(ana, "Jaipur", "Ana")
    backup = ana.evaluate(STORED)  # what "Export to a file" writes, before the answer
    ana.evaluate("(() => { const t = Date.now; Date.now = () => t() + 3 * 3600e3; })()")
    ana.get_by_role("button", name="Home").first.click()
    ana.locator("[data-act=remote-continue]").click()  # drawn again, three hours later
    expect(ana.locator(".remote-panel .waited")).to_contain_text("Waited so far: 3 hours, since ")
    photograph(ana, "remote-waited")
    first = join(ben, invitation, "Ben", "Ana")
    late = join(cleo, invitation, "Cleo", "Ana")
    # a tampered link is refused and the game kept (Ben's answer: a set-up message in two)
    one, two = first.split("\n")
    open_half(ana, two)
    before = ana.evaluate(STORED)
    set_fragment(ana, tampered(one).split("#", 1)[1])
    message = ana.locator(".message.error")
    expect(message).to_contain_text("changed on its way or came from someone else")
    expect(message).to_contain_text("unchanged")
    assert ana.evaluate(STORED) == before
    ana.locator("[data-act=dismiss-message]").click()
    open_link(ana, first)  # the true link still opens
    assert stored(ana).status in ("send", "move", "wait")
    jaipur_move(ana, random.Random(1))  # format 4: Ana starts; her move opens Ben's hand
    to_ben = link_to_send(ana)
    # the second friend at one invitation is told the seat is taken
    before = ana.evaluate(STORED)
    open_links(ana, late)
    expect(message).to_contain_text("Cleo also answered this invitation", timeout=OPEN_MS)
    expect(message).to_contain_text("the seat was already taken")
    expect(message).not_to_contain_text("already opened here")
    assert ana.evaluate(STORED) == before
    photograph(ana, "remote-seat-taken-inviter")
    ana.locator("[data-act=dismiss-message]").click()
    # an older backup file is refused: the game here is newer
    newer = ana.evaluate(STORED)
    ana.get_by_role("button", name="Home").first.click()
    ana.locator("input[data-key=import]").set_input_files(
        {
            "name": "bazaar-jaipur-old.json",
            "mimeType": "application/json",
            "buffer": backup.encode(),
        }
    )
    expect(message).to_contain_text("newer than this file", timeout=OPEN_MS)
    expect(message).to_contain_text("unchanged")
    assert ana.evaluate(STORED) == newer
    photograph(ana, "remote-older-file")
    set_fragment(cleo, to_ben.split("#", 1)[1])  # Ana's link to Ben reaches Cleo too
    message = cleo.locator(".message.error")
    expect(message).to_contain_text("The seat in this game was most likely taken", timeout=OPEN_MS)
    expect(message).to_contain_text("Ask Ana to invite you to a new game")
    photograph(cleo, "remote-seat-taken-friend")
    open_links(ben, first)  # Ben opens his own answer again
    expect(ben.locator(".remote-panel h2")).to_have_text(
        "Your earlier links, to send again to Ana", timeout=OPEN_MS
    )
    expect(ben.locator(".message")).to_contain_text("a link you sent before")
    fields = ben.locator(".remote-link")
    assert "\n".join(fields.nth(i).input_value() for i in range(fields.count())) == first
    photograph(ben, "remote-own-link-again")
    ben.locator("[data-act=dismiss-message]").click()
    # the game goes on between Ana and Ben: Ben moves, his link is copied at once
    open_link(ben, to_ben)
    assert stored(ben).status == "move"
    jaipur_move(ben, random.Random(2))
    panel = ben.locator(".remote-panel")
    expect(panel.locator("h2")).to_have_text(
        "Link copied: paste it to Ana in your messenger", timeout=OPEN_MS
    )
    expect(panel.locator(".remote-link")).to_be_visible()
    photograph(ben, "remote-link-copied")
    ben.locator("[data-act=remote-copy]").click()  # the panel's Copy still works
    ben.get_by_role("button", name="Abandon", exact=True).click()
    expect(panel.locator("h2")).to_have_text("You marked this game abandoned.")
    photograph(ben, "remote-abandoned")
    ben.get_by_role("button", name="Home").first.click()
    expect(ben.locator(".save.remote")).to_contain_text("abandoned")
    photograph(ben, "remote-home-abandoned")
    # two days later Ana, still waiting for Ben's link, claims the round; Ben opens it
    ana.evaluate("(() => { const t = Date.now; Date.now = () => t() + 49 * 3600e3; })()")
    ana.locator("[data-act=remote-continue]").click()
    expect(ana.locator(".remote-panel .waited")).to_contain_text("Waited so far: 2 days")
    expect(ana.locator(".remote-panel .claim-note")).to_contain_text("can check that it")
    with ana.expect_download() as download:
        ana.get_by_role("button", name="Claim the round").click()
    expect(ana.locator(".message")).to_contain_text("Your claim was saved as a file")
    photograph(ana, "remote-claimed")
    claim = Path(download.value.path()).read_text(encoding="utf-8")
    ben.locator("input[data-key=import]").set_input_files(
        {
            "name": download.value.suggested_filename,
            "mimeType": "application/json",
            "buffer": claim.encode(),
        }
    )
    said = ben.locator(".message")
    expect(said).to_contain_text("Ana claims round 1", timeout=OPEN_MS)
    expect(said).to_contain_text("had not received your later links")  # Ben's move, unsent
    photograph(ben, "remote-claim-checked")
