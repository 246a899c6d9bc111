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

import pytest
from conftest import polling
from jaipur_helpers import args_for, set_fragment
from playwright.sync_api import Browser, Page, expect
from shell_pages import SIZES, axe_findings, settle, shoot

from game.bombay.moves import Go
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


def device_page(browser: Browser, open_app: OpenApp, problems: Any) -> Page:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
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
        assert len(api.from_json(stored(page).device).results) == 1


def test_a_tampered_link_is_refused_and_the_game_kept(
    browser: Browser, open_app: OpenApp, browser_problems: Any
) -> None:
    ana, ben = (device_page(browser, open_app, browser_problems) for _ in range(2))
    answer = join(ben, invite(ana, "Jaipur", "Ana"), "Ben", "Ana")
    first, second = answer.split("\n")  # a set-up message: two links
    open_half(ana, second)
    head, tail = first.split("#", 1)
    cut = len("remote.") + 80
    tampered = f"{head}#{tail[:cut]}{'B' if tail[cut] == 'A' else 'A'}{tail[cut + 1 :]}"
    before = ana.evaluate(STORED)
    set_fragment(ana, tampered.split("#", 1)[1])
    expect(ana.locator(".message.error")).to_contain_text("altered or damaged")
    expect(ana.locator(".message.error")).to_contain_text("unchanged")
    assert ana.evaluate(STORED) == before
    ana.locator("[data-act=dismiss-message]").click()
    open_link(ana, answer)  # the true link still opens
    assert stored(ana).status in ("send", "move", "wait")


def bombay_turn(page: Page, rng: random.Random) -> None:
    """One whole turn: random actions (riding by the map) until the link is there."""
    for _ in polling(120, "the end of a Bombay turn"):
        if stored(page).status != "move":
            break
        view = api.view(api.from_json(stored(page).device))
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
    title = re.compile(r"Bombay: Ana vs (Ben vs Cleo|Cleo vs Ben)")  # friends seated by key
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
        if api.view(api.from_json(stored(host).device)).round != 0:
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


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_remote_screens_pass_axe_and_are_photographed(
    browser: Browser, open_app: OpenApp, browser_problems: Any, size: tuple[int, int]
) -> None:
    """The remote screens of both devices, at a desktop and a phone size."""
    width, height = size
    devices = []
    for _ in range(2):
        context = browser.new_context(viewport={"width": width, "height": height})
        browser_problems.attach(context)
        devices.append(open_app(context.new_page()))
    ana, ben = devices
    findings: dict[str, list[str]] = {}

    def look(page: Page, name: str) -> None:
        settle(page)  # focus, fonts and motion settled for the picture
        shoot(page, name)
        found = axe_findings(page)
        if found:
            findings[name] = found

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
