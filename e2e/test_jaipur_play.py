"""Playing Jaipur by pointing, in Chromium: each kind of move, explanations, computer replies.

The tests share one page (module scope) and set up each scenario by putting a game link
in the URL fragment, which the page opens on ``hashchange`` like a pasted link: one
Pyodide start-up for the whole module keeps the suite fast.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e import jaipur_helpers as helpers
from e2e.jaipur_helpers import args_for, open_link, rich_deal
from game.core.link import Seat
from game.jaipur import Exchange, Sell, Take, TakeCamels

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)

_unique = itertools.count(1)


def open_deal(page: Page) -> Any:
    """The rich deal against the computer (a fresh game: the computer's name is unique)."""
    seed, view = rich_deal()
    open_link(page, (Seat("human", "Ana"), Seat("greedy", f"Cpu{next(_unique)}")), seed)
    expect(page.locator(".log-list li")).to_have_count(0)
    return view


def point(page: Page, view: Any, move: Any) -> None:
    for arg in args_for(view, move):
        page.locator(f'[data-arg="{arg}"]').click()
        picked = "[data-key=herd-more]" if arg[0] == "c" else f'[data-arg="{arg}"]'  # its "−"
        expect(page.locator(picked)).to_have_attribute("aria-pressed", "true")


@pytest.mark.parametrize(
    ("kind", "button", "logged"),
    [
        (Take, "Take", "Ana took 1 "),
        (TakeCamels, "Take camels", "Ana took "),
        (Exchange, "Exchange", "Ana gave "),
        (Sell, "Sell", "Ana sold "),
    ],
)
def test_each_kind_of_move_by_clicking(table: Page, kind: type, button: str, logged: str) -> None:
    page = table
    view = open_deal(page)
    move = next(
        m
        for m in view.legal_moves
        if isinstance(m, kind) and not (isinstance(m, Exchange) and "M" in m.give)
    )
    before = page.url
    point(page, view, move)
    action = page.get_by_role("button", name=button, exact=True)
    expect(action).to_be_enabled()
    action.click()
    expect(page.locator(".log-list li").last).to_contain_text(logged)
    assert page.url != before  # the link now holds the move
    # the computer answers after a short delay
    expect(page.locator(".log-list li")).to_have_count(2, timeout=15_000)
    expect(page.locator(".log-list li").first).to_contain_text("Cpu ")


def test_illegal_selection_is_explained_and_disabled(table: Page) -> None:
    page = table
    view = open_deal(page)
    good = next(i for i, c in enumerate(view.market) if c != "M")
    page.locator(f'[data-arg="m{good}"]').click()
    page.locator('[data-arg="h0"]').click()
    for name in ("Take", "Take camels", "Exchange", "Sell"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_disabled()
    expect(page.locator("#hint")).to_have_text("An exchange must take at least two goods.")


def test_cards_are_keyboard_toggle_buttons(table: Page) -> None:
    page = table
    view = open_deal(page)
    take = next(m for m in view.legal_moves if isinstance(m, Take))
    arg = args_for(view, take)[0]
    page.locator(f'[data-arg="{arg}"]').focus()
    page.keyboard.press("Space")
    expect(page.locator(f'[data-arg="{arg}"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator(f'[data-arg="{arg}"]')).to_be_focused()  # focus survives the render


def test_undo_takes_back_the_computer_reply_too(table: Page) -> None:
    page = table
    view = open_deal(page)
    point(page, view, next(m for m in view.legal_moves if isinstance(m, Take)))
    page.get_by_role("button", name="Take", exact=True).click()
    expect(page.locator(".log-list li")).to_have_count(2, timeout=15_000)
    page.get_by_role("button", name="Undo").click()
    expect(page.locator(".history .where")).to_have_text("Move 0 of 0")


def test_hot_seat_curtain_hides_the_hands(table: Page) -> None:
    page = table
    seed, _view = rich_deal()
    open_link(page, (Seat("human", "Ana"), Seat("human", f"Bea{next(_unique)}")), seed)
    expect(page.get_by_role("heading", name="Pass the device to Ana")).to_be_visible()
    expect(page.locator('[data-arg^="h"]')).to_have_count(0)  # no hand is in the page
    page.get_by_role("button", name="I am Ana: show my cards").click()
    expect(page.locator('[data-arg^="h"]').first).to_be_visible()


def test_fits_a_360_px_phone(table: Page) -> None:
    page = table
    page.set_viewport_size({"width": 360, "height": 740})
    open_deal(page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360


def test_a_click_is_answered_within_100_ms(table: Page) -> None:
    page = table
    view = open_deal(page)
    arg = args_for(view, next(m for m in view.legal_moves if isinstance(m, Take)))[0]
    timed = """(sel) => { const t = performance.now(); document.querySelector(sel).click();
                          return performance.now() - t; }"""
    toggles = sorted(page.evaluate(timed, f'[data-arg="{arg}"]') for _ in range(10))
    assert toggles[5] < 100, toggles
    move = page.evaluate(timed, '[data-act="move"]:not([disabled])')
    assert move < 100, move
