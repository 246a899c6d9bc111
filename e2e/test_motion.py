"""Motion on the tables, in Chromium: a Jaipur card slides from the market to the hand
(short, the final state in the DOM at once), sold cards and the token fly off and leave
nothing behind, a render in the middle of a slide leaves nothing displaced, history
stepping and the computer's move slide too, a language change does not; under
``prefers-reduced-motion`` no animation runs at all; a Bombay elephant walks to its new
space and a restock's bales slide from the bag into their markets.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e import jaipur_helpers as helpers
from e2e.jaipur_helpers import args_for, open_link, rich_deal
from game.bombay import BOMBAY
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng
from game.jaipur import Sell, Take

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)
OpenApp = Callable[..., Page]
_unique = itertools.count(1)

# The click, then at once: what the DOM says, and every animation running, with its target.
CLICK = """(sel) => {
  document.querySelector(sel).click();
  return { hand: Array.from(document.querySelectorAll('.player.bottom .hand .card'))
             .map((c) => c.className),
           ghosts: document.querySelectorAll('.motion-ghost').length,
           anims: document.getAnimations().map((a) => ({
             key: a.effect.target.getAttribute('data-motion'),
             ghost: a.effect.target.classList.contains('motion-ghost'),
             end: a.effect.getComputedTiming().endTime,
             state: a.playState })) };
}"""
# Every element.animate() from now on, by the key of its target (to catch a later move's).
COUNT_SLIDES = """() => { window.slid = []; const play = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    window.slid.push(this.getAttribute('data-motion') || this.className);
    return play.apply(this, args); }; }"""
SETTLED = """async () => { const t = performance.now();
  // until none runs: a computer's reply (0.7 s later) may start its own on a slow machine
  while (document.getAnimations().length && performance.now() - t < 3000)
    await Promise.all(document.getAnimations().map((a) => a.finished));
  return { ms: performance.now() - t,
  anims: document.getAnimations().length,
  ghosts: document.querySelectorAll('.motion-ghost').length,
  moved: Array.from(document.querySelectorAll('[data-motion]'))
    .filter((e) => getComputedStyle(e).translate !== 'none').length,
  hidden: Array.from(document.querySelectorAll('[data-motion]'))
    .filter((e) => getComputedStyle(e).opacity !== '1').length }; }"""


def open_deal(page: Page, motion: bool) -> Any:
    page.emulate_media(reduced_motion="no-preference" if motion else "reduce")
    seed, view = rich_deal()
    open_link(page, (Seat("human", "Ana"), Seat("greedy", f"Cpu{next(_unique)}")), seed)
    return view


def point(page: Page, view: Any, move: Any) -> None:
    for arg in args_for(view, move):
        page.locator(f'[data-arg="{arg}"]').click()
        expect(page.locator(f'[data-arg="{arg}"]')).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("document.getAnimations().length === 0")


def computer_replied(page: Page) -> None:
    """The computer's reply is in (before the next test opens its own game)."""
    expect(page.locator(".log-list li")).to_have_count(2, timeout=15_000)


def assert_settled(page: Page) -> None:
    """The motion is over within 300 ms (more only if the machine stalls the page), and
    leaves nothing running, flying, displaced or faded."""
    got = page.evaluate(SETTLED)
    assert got.pop("ms") < 3000
    assert got == {"anims": 0, "ghosts": 0, "moved": 0, "hidden": 0}


def test_a_taken_card_slides_to_the_hand_and_the_dom_is_final_at_once(table: Page) -> None:
    page = table
    view = open_deal(page, motion=True)
    take = next(m for m in view.legal_moves if isinstance(m, Take))
    point(page, view, take)
    before = [c for c in view.hand if c == take.good]
    got = page.evaluate(CLICK, '[data-act="move"]:not([disabled])')
    assert sum(f"c-{take.good}" in c.split() for c in got["hand"]) == len(before) + 1
    slides = [a for a in got["anims"] if a["key"] == f"card/{take.good}/h"]
    assert slides and all(a["state"] == "running" for a in slides), got["anims"]
    assert any(str(a["key"]).startswith("card/") and "/m" in str(a["key"]) for a in got["anims"])
    assert all(150 <= a["end"] <= 300 for a in got["anims"]), got["anims"]
    page.evaluate(COUNT_SLIDES)  # from now on: the computer's reply only
    assert_settled(page)
    expect(page.locator(".log-list li", has_text="Ana took 1 ")).to_have_count(1)
    computer_replied(page)  # the computer's move slides its pieces too
    assert any(k.startswith("card/") for k in page.evaluate("window.slid")), page.evaluate(
        "window.slid"
    )


def test_a_sale_flies_the_cards_and_a_token_off_and_leaves_nothing(table: Page) -> None:
    page = table
    view = open_deal(page, motion=True)
    sell = max((m for m in view.legal_moves if isinstance(m, Sell)), key=lambda m: m.count)
    point(page, view, sell)
    got = page.evaluate(CLICK, '[data-act="move"]:not([disabled])')
    assert sum(f"c-{sell.good}" in c.split() for c in got["hand"]) == 0  # sold, at once
    ghosts = [a for a in got["anims"] if a["ghost"]]
    assert got["ghosts"] == len(ghosts) >= sell.count + 1  # the cards and the top token
    assert all(a["end"] <= 300 for a in ghosts)
    layer = page.locator(".motion-layer")
    expect(layer).to_have_attribute("aria-hidden", "true")
    assert page.locator(".motion-ghost[data-act], .motion-ghost[data-key]").count() == 0
    assert_settled(page)
    computer_replied(page)


def test_a_render_in_the_middle_of_a_slide_leaves_nothing_displaced(table: Page) -> None:
    page = table
    view = open_deal(page, motion=True)
    point(page, view, next(m for m in view.legal_moves if isinstance(m, Sell)))
    page.evaluate(CLICK, '[data-act="move"]:not([disabled])')
    page.evaluate(CLICK, '[data-key="goto:0"]')  # the next render, while cards still fly
    assert_settled(page)
    page.locator('[aria-label="Latest position"]').click()
    computer_replied(page)


def test_history_steps_slide_and_a_language_change_does_not(table: Page) -> None:
    page = table
    view = open_deal(page, motion=True)
    point(page, view, next(m for m in view.legal_moves if isinstance(m, Take)))
    page.locator('[data-act="move"]:not([disabled])').click()
    computer_replied(page)
    assert_settled(page)
    got = page.evaluate(CLICK, '[data-key="goto:0"]')
    assert [a for a in got["anims"] if str(a["key"]).startswith("card/")], got["anims"]
    assert_settled(page)
    page.locator('[aria-label="Latest position"]').click()
    page.select_option("select.language", "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    assert page.evaluate("document.getAnimations().length") == 0
    page.select_option("select.language", "en")
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_reduced_motion_runs_no_animation(table: Page) -> None:
    page = table
    view = open_deal(page, motion=False)
    point(page, view, next(m for m in view.legal_moves if isinstance(m, Sell)))
    got = page.evaluate(CLICK, '[data-act="move"]:not([disabled])')
    assert got["anims"] == [] and got["ghosts"] == 0
    computer_replied(page)
    assert page.evaluate("document.getAnimations().length") == 0
    page.emulate_media(reduced_motion="no-preference")


@pytest.fixture
def bombay(page: Page, open_app: OpenApp) -> Page:
    page.set_viewport_size({"width": 1280, "height": 800})
    link = encode(Record("bombay", (2, 0), 5, (Seat("human", "Ana"), Seat("greedy", "Cpu"))))
    open_app(page, "#" + link)
    expect(page.locator(".bombay")).to_be_visible(timeout=30_000)
    return page


def test_a_bombay_elephant_walks_to_its_new_space(bombay: Page) -> None:
    page = bombay
    elephant = page.locator('[data-motion="elephant-0"]')
    was = elephant.get_attribute("transform")
    got = page.evaluate(
        """() => { document.querySelector('.spot[data-space="19"]').click();
          const el = document.querySelector('[data-motion="elephant-0"]');
          return { at: el.getAttribute('transform'),
                   anims: el.getAnimations().map((a) => ({
                     frames: a.effect.getKeyframes().length,
                     end: a.effect.getComputedTiming().endTime })) }; }"""
    )
    assert got["at"] != was  # the elephant stands on its new space at once
    assert len(got["anims"]) == 1 and 150 <= got["anims"][0]["end"] <= 300, got
    assert_settled(page)
    box = page.locator('.spot[data-space="19"]').bounding_box()
    mine = elephant.bounding_box()
    assert box and mine and abs(mine["x"] + mine["width"] / 2 - box["x"] - box["width"] / 2) < 60


def restock_link(seed: int = 3) -> tuple[str, int]:
    """A greedy game just before the human (seat 0) ends a round by riding: the link and
    the space the ride goes to."""
    state, rng, moves = BOMBAY.new(BOMBAY.default_options(2), seed), Rng(seed), list[str]()
    while BOMBAY.outcome(state) is None:
        move = BOTS["greedy"](BOMBAY, BOMBAY.view(state, BOMBAY.to_move(state)), rng)
        after = BOMBAY.apply(state, move)
        ends = BOMBAY.view(after, None).round != BOMBAY.view(state, None).round
        if ends and BOMBAY.to_move(state) == 0 and str(move).startswith("go "):
            seats = (Seat("human", "Ana"), Seat("greedy", "Cpu"))
            return encode(Record("bombay", (2, 0), seed, seats, tuple(moves))), int(
                str(move).split()[1]
            )
        moves.append(str(move))
        state = after
    raise AssertionError("no restock by a ride of seat 0")


def test_a_bombay_restock_slides_its_bales_from_the_bag(page: Page, open_app: OpenApp) -> None:
    link, space = restock_link()
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, "#" + link)
    expect(page.locator(".bombay")).to_be_visible(timeout=30_000)
    got = page.evaluate(
        """(space) => { document.querySelector(`.spot[data-space="${space}"]`).click();
          return Array.from(document.querySelectorAll('[data-motion-from^="bag#"]')).map((el) =>
            el.getAnimations().map((a) => a.effect.getComputedTiming().endTime)); }""",
        space,
    )
    assert got and all(len(a) == 1 and 150 <= a[0] <= 300 for a in got), got
    assert_settled(page)
