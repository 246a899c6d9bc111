"""Both tables on a phone, played by touch (issue 40, items 1 to 3): 360 x 740, touch, scale 2.

- Jaipur: the action bar sits in the flow under the player's hand and herd (never stuck
  over them), and the screen is laid out to fit 740 px with them late in a round, so
  every own card and the herd answer a tap at their centre with no scrolling at all.
- Camels are given by tapping the herd card once per camel ("−" gives one fewer): an
  exchange paid with two camels by taps alone.
- The top bar's and the game bar's buttons are 44 px targets; in Bombay, Wait and End the
  turn are plain buttons on a row of their own, away from Buy.

One page (a touch context) for the module; games are opened by link.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from e2e import bombay_script
from e2e import jaipur_helpers as helpers
from e2e.jaipur_helpers import open_link, ready_page, set_fragment
from e2e.shell_pages import axe_findings, settle
from e2e.test_tables import jaipur_late_round, played
from game.core.link import Seat
from game.jaipur import JAIPUR, Exchange

PHONE: ViewportSize = {"width": 360, "height": 740}
LOAD_MS = 30_000  # Bombay's files are fetched on first use
_unique = itertools.count(1)


@pytest.fixture(scope="module")
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    context = browser.new_context(
        viewport={"width": 360, "height": 740},
        has_touch=True,
        is_mobile=True,
        device_scale_factor=2,
    )
    yield from ready_page(context, base_url)


@pytest.fixture
def touch(phone: Page, browser_problems: Any) -> Page:
    browser_problems.attach(phone.context)
    return phone


# Each of the player's own cards and the herd's controls: is the element at its centre
# itself (not the action bar, nor anything else over it), and is it wholly on the screen?
OWN = """() => [...document.querySelectorAll(
    '.player.bottom .hand .card, .player.bottom .herd :is(.card, .herd-less)')].map((el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return { key: el.dataset.key || el.className, mine: !!hit && el.contains(hit),
    on: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
    w: r.width, h: r.height };
})"""


def after_ten_moves_with_a_herd() -> str:
    """A link after 10 greedy moves, Ann (a person) to move with 5 cards or more and camels."""
    for seed in range(1, 100):
        text, moves = played(
            "jaipur", (1,), (Seat("human", "Ann"), Seat("greedy", "Cpu1")), 10, seed
        )
        state = JAIPUR.new(JAIPUR.options_from_ints((1,)), seed)
        for move in moves:
            state = JAIPUR.apply(state, JAIPUR.parse_move(move))
        view = JAIPUR.view(state, 0)
        if view.herds[0] >= 2 and len(view.hand or ()) >= 5:
            return text
    raise AssertionError("no herd after ten moves")


def test_jaipur_every_own_card_and_camel_answers_a_tap_without_scrolling(touch: Page) -> None:
    page = touch
    ten = after_ten_moves_with_a_herd()
    for text, moves in ((ten, 10), (jaipur_late_round(), 38)):  # the late one: 7 cards, 5 camels
        set_fragment(page, text)
        expect(page.locator(".history .where")).to_have_text(f"Move {moves} of {moves}")
        settle(page)
        assert page.evaluate("scrollY") == 0  # nobody scrolled
        seen = page.evaluate(OWN)
        cards = page.locator(".player.bottom .hand .card").count()
        assert len(seen) == cards + 1 and cards >= 5  # the hand and the herd's card
        assert all(c["mine"] and c["on"] for c in seen), seen
        assert all(c["w"] >= 44 and c["h"] >= 44 for c in seen), seen
        # the actions are under the hand, in the flow, and on the screen too
        bar = page.locator(".actions").bounding_box()
        hand = page.locator(".player.bottom").bounding_box()
        assert bar is not None and hand is not None
        assert bar["y"] >= hand["y"] + hand["height"] and bar["y"] + bar["height"] <= 740, bar
        assert page.evaluate("getComputedStyle(document.querySelector('.actions')).position") == (
            "static"
        )
    assert axe_findings(page) == []


def two_camel_exchange() -> tuple[int, Any]:
    """A deal where seat 0 may take two market goods for two camels (and nothing else)."""
    for seed in range(1, 500):
        view = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints(helpers.HUMAN_FIRST), seed), 0)
        swap = next(
            (m for m in view.legal_moves if isinstance(m, Exchange) and m.give == ("M", "M")),
            None,
        )
        if swap is not None:
            return seed, swap
    raise AssertionError("no deal with a two-camel exchange")


def test_jaipur_an_exchange_paid_with_two_camels_by_taps_alone(touch: Page) -> None:
    page = touch
    seed, swap = two_camel_exchange()
    view = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints(helpers.HUMAN_FIRST), seed), 0)
    open_link(page, (Seat("human", "Ana"), Seat("greedy", f"Cpu{next(_unique)}")), seed)
    used: list[int] = []
    for good in swap.take:
        used.append(next(i for i, c in enumerate(view.market) if c == good and i not in used))
        page.locator(f'[data-arg="m{used[-1]}"]').tap()
    herd = page.locator("[data-key=herd-more]")
    for picked in ("1", "2"):
        herd.tap()  # the same card, once per camel
        expect(herd).to_have_attribute("data-give", picked)
    expect(page.locator(".player.bottom .herd .count")).to_contain_text("2 to give")
    assert page.evaluate(OWN) and all(c["mine"] for c in page.evaluate(OWN))  # "−" covers none
    for target in (herd, page.locator("[data-key=herd-less]")):
        b = target.bounding_box()
        assert b is not None and b["width"] >= 44 and b["height"] >= 44, b
    assert axe_findings(page) == []  # the picked herd card and its "−"
    page.locator("[data-key=herd-less]").tap()  # one too many? one fewer
    expect(herd).to_have_attribute("data-give", "1")
    herd.tap()
    exchange = page.locator('[data-key="action:exchange"]')
    expect(exchange).to_have_class("action ready")
    exchange.tap()
    expect(page.locator(".log-list li").last).to_contain_text("2 camels for")


HEADER = (
    "[data-act=home], .bar nav button, .bar select.language, .history button, "
    "[data-key=undo], [data-key=copy]"
)
SIZES = f"() => [...document.querySelectorAll('{HEADER}')].map((b) => {{\n" + (
    "  const r = b.getBoundingClientRect();"
    " return [b.dataset.key || b.textContent.trim(), r.width, r.height]; })"
)


def small_targets(page: Page) -> list[Any]:
    return [t for t in page.evaluate(SIZES) if t[1] < 44 or t[2] < 44]


def test_header_and_history_buttons_are_44_px_on_a_phone(touch: Page) -> None:
    page = touch
    open_link(page, (Seat("human", "Ana"), Seat("greedy", f"Cpu{next(_unique)}")), 3)
    assert len(page.evaluate(SIZES)) >= 9  # Bazaar, Rules, language, 4 arrows, Undo, Copy link
    assert small_targets(page) == []
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]


def test_bombay_keeps_end_the_turn_apart_from_buy_on_a_phone(touch: Page) -> None:
    page = touch
    script = bombay_script.buyer(3)
    set_fragment(page, script.link(("human", "greedy", "greedy")))
    buy = page.locator('.actions [data-key^="action:buy"]').first
    expect(buy).to_be_visible(timeout=LOAD_MS)
    settle(page)
    assert small_targets(page) == []
    end, wait = (page.locator(f'[data-key="action:{k}"]') for k in ("end", "wait"))
    expect(buy).to_have_class("action ready")  # the deed where the elephant stands
    for plain in (end, wait):
        expect(plain).to_have_class("action")  # offered every turn: not drawn as advice
    expect(end).to_be_visible()
    b, e = page.evaluate(  # read at once, between two renders
        """() => ['buy', 'end'].map((k) => document.querySelector(
          `.actions [data-key^="action:${k}"]`).getBoundingClientRect().toJSON())"""
    )
    assert e["y"] >= b["y"] + b["height"] + 4, (b, e)  # a row of its own, below Buy's
    for button in page.locator(".actions button").all():
        box = button.bounding_box()
        assert box is not None and box["height"] >= 44
    # the map still opens zoomed on the elephant, with the bar on the screen
    bar = page.locator(".actions").bounding_box()
    assert bar is not None and bar["y"] + bar["height"] <= PHONE["height"] + 1
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    assert axe_findings(page) == []
