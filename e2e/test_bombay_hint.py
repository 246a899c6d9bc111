"""The Bombay hint in Chromium: the whole turn it plans is drawn on the map in the hint's
own style (a solid magenta road and numbered badges, not the last turn's dashed road in
the mover's colour) and listed beside the actions with each step's chance; playing the
first step keeps the rest of the plan on screen.

The tests share one page (``jaipur_helpers.table``), so the computer's worker that makes
the hints starts once: each test goes home, then opens its link as if pasted."""

from __future__ import annotations

import os

import pytest
from playwright.sync_api import Page, expect

from e2e import jaipur_helpers as helpers
from game.bombay import BOMBAY
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng

LOAD_MS = 30_000
THINK_MS = 30_000  # the hint's search: at most 2.5 s, more on a loaded machine
SHOTS = os.environ.get("BAZAAR_SHOTS", "")  # a folder: save screenshots there

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)


def _link(players: int, seed: int, turns: int) -> str:
    """Greedy play for ``turns`` whole turns, until Ana (seat 0, a person) is to move."""
    state = BOMBAY.new(BOMBAY.default_options(players), seed)
    rng, moves, done = Rng(seed), [], 0
    while done < turns or BOMBAY.to_move(state) != 0:
        seat = BOMBAY.to_move(state)
        move = BOTS["greedy"](BOMBAY, BOMBAY.view(state, seat), rng)
        done += BOMBAY.ends_turn(state, move)
        state = BOMBAY.apply_unchecked(state, move)
        moves.append(str(move))
    names = ("Ana", "Bea", "Cy", "Dee", "Eve")
    seats = (Seat("human", "Ana"),) + tuple(Seat("greedy", n) for n in names[1:players])
    return encode(Record("bombay", (players, 0), seed, seats, tuple(moves)))


def _ask(page: Page, link: str) -> None:
    page.locator(".brand").click()  # home first: the table waited for is the new one
    expect(page.locator(".home")).to_be_visible()
    helpers.set_fragment(page, link)
    expect(page.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
    page.locator('[data-act="hint"]').click()
    expect(page.locator(".hint-plan-list li").first).to_be_visible(timeout=THINK_MS)


def _shot(page: Page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"{name}.png"), full_page=True)


def test_the_hint_draws_its_whole_turn_apart_from_the_last_turn(table: Page) -> None:
    page = table
    page.set_viewport_size({"width": 1280, "height": 800})
    _ask(page, _link(2, 6, 3))
    steps = page.locator(".hint-plan-list li")
    n = steps.count()
    expect(page.locator(".bombay-map .hint-plan .hp-route")).to_have_count(1)  # the road ridden
    expect(page.locator(".bombay-map .hp-badge")).to_have_count(n)  # one badge a step
    expect(page.locator(".bombay-map .last-turn .lt-route")).to_have_count(1)
    for i in range(n):
        expect(steps.nth(i)).to_contain_text("%")  # each step with its chance
    style = "e => [getComputedStyle(e).stroke, getComputedStyle(e).strokeDasharray]"
    hint_stroke, hint_dash = page.locator(".hp-route").evaluate(style)
    last_stroke, last_dash = page.locator(".lt-route").evaluate(style)
    assert hint_stroke != last_stroke and hint_dash == "none" and last_dash != "none"
    _shot(page, "hint-1280")
    first = page.locator(".hint-plan-list li").first.locator(".hp-next")
    expect(first).to_have_count(1)  # the next step is a button that plays it
    if n > 1:  # playing step 1 leaves the rest of the plan on screen
        first.click()
        expect(page.locator(".hp-title")).to_contain_text("rest of this turn")
        expect(steps).to_have_count(n - 1)
        _shot(page, "hint-1280-followed")


@pytest.mark.parametrize(("players", "seed", "turns"), [(2, 6, 3), (5, 4, 40)])
def test_the_plan_fits_a_phone(table: Page, players: int, seed: int, turns: int) -> None:
    page = table
    page.set_viewport_size({"width": 360, "height": 740})
    _ask(page, _link(players, seed, turns))
    assert page.evaluate("document.documentElement.scrollWidth <= 360")  # nothing sideways
    box = page.locator(".hint-row.plan").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360
    _shot(page, f"hint-360-{players}p")
    if players == 5:
        page.set_viewport_size({"width": 1280, "height": 800})
        _shot(page, "hint-1280-5p-late")
