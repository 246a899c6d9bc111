"""Bombay's table on a screen (issue 23): at 1280 x 800 the map, the actions, the markets,
the players and the summary of what happened since the player's last turn are all inside
the viewport, with 2 and with 5 players, after a restock, and the map stays put whatever
the summary holds; a line of the summary draws its turn on the map. On a 360 x 740 phone
the actions sit in a bar kept at the bottom (44 px targets; at the page's end it covers
nothing), and after the computers' turns the map and the summary come back into view.

The tests share one page (``jaipur_helpers.table``): each goes home, to the top of the
page, then opens its table's link, as if pasted."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import FloatRect, Page, ViewportSize, expect

from e2e import jaipur_helpers as helpers
from e2e.shell_pages import link, play, shoot
from game.core.link import Seat

LOAD_MS = 30_000  # Bombay's files are fetched on first use; generous for a loaded machine
COMPUTER_MS = 30_000
WIDE: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 360, "height": 740}
REGIONS = (".map-frame", ".actions", ".markets", ".merchants", ".bsummary")

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)


def after_restock(players: int) -> str:
    """Ann (seat 0, a person) to move in round 2: every other seat has played twice since
    her last turn, once before the restock and once after."""

    def stop(moves: list[str], state: Any) -> bool:
        return bool(state.round == 1 and state.seat == 0)

    moves = play("bombay", (players, 0), 4, stop)
    names = ("Ann", "Bo", "Cy", "Di", "Ed")[:players]
    seats = tuple(Seat("human" if i == 0 else "greedy", name) for i, name in enumerate(names))
    return link("bombay", (players, 0), 4, seats, moves)


def open_table(page: Page, players: int) -> None:
    """The table after a restock on the shared page: home first (so that the table waited
    for is the new one), the page at its top, then the link."""
    page.locator(".brand").click()
    expect(page.locator(".home")).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("scrollY === 0")
    helpers.set_fragment(page, after_restock(players))
    expect(page.locator(".actions:not(.waiting)")).to_be_visible(timeout=LOAD_MS)


def box(page: Page, selector: str) -> FloatRect:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, selector
    return found


def outside(page: Page, size: ViewportSize) -> list[str]:
    """The regions not wholly inside the viewport (the page not scrolled)."""
    out = []
    for part in REGIONS:
        b = box(page, part)
        inside = b["x"] >= 0 and b["y"] >= 0 and b["x"] + b["width"] <= size["width"]
        if not (inside and b["y"] + b["height"] <= size["height"]):
            out.append(f"{part} {b}")
    return out


@pytest.mark.parametrize("players", [2, 5])
def test_at_1280_map_actions_markets_players_and_summary_fit(table: Page, players: int) -> None:
    page = table
    page.set_viewport_size(WIDE)
    open_table(page, players)
    summary = page.locator(".bsummary")
    expect(summary).to_contain_text("Since your last turn")
    expect(summary.locator(".turn")).to_have_count(2 * (players - 1))
    expect(summary.locator(".restock")).to_contain_text(f"Round 2 of {5 if players == 5 else 4}")
    expect(summary.locator(".restock .bale-icon").first).to_be_visible()
    shoot(page, f"bombay-screen-{players}")
    assert page.evaluate("scrollY") == 0
    assert outside(page, WIDE) == []
    map_top = box(page, ".map-frame")["y"]
    page.locator(".bsummary .t-pick").first.click()  # Bo's first turn on the map
    expect(page.locator(".bsummary .t-pick").first).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".bombay-map .last-turn")).to_have_attribute("data-seat", "1")
    assert box(page, ".map-frame")["y"] == map_top  # the map does not jump
    assert outside(page, WIDE) == []


def test_at_1280_the_map_stands_at_the_same_place_for_2_and_5_players(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    tops = []
    for players in (2, 5):
        open_table(page, players)
        tops.append(box(page, ".map-frame")["y"])
    assert tops[0] == tops[1]


@pytest.mark.parametrize("players", [2, 5])
def test_on_a_phone_the_actions_are_a_bar_at_the_bottom(table: Page, players: int) -> None:
    page = table
    page.set_viewport_size(PHONE)
    open_table(page, players)
    shoot(page, f"bombay-screen-{players}")
    bar = box(page, ".actions")
    assert abs(bar["y"] + bar["height"] - PHONE["height"]) <= 1  # at the screen's foot
    buttons = page.locator(".actions button")
    for i in range(buttons.count()):
        b = buttons.nth(i).bounding_box()
        assert b and b["height"] >= 44, buttons.nth(i).inner_text()
    page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
    page.wait_for_function("scrollY > 0")
    bar = box(page, ".actions")
    assert bar["y"] >= 0 and bar["y"] + bar["height"] <= PHONE["height"]  # still in reach
    for part in (".map-frame", ".bsummary", ".markets", ".merchants", ".log"):
        b = box(page, part)  # at the page's end the bar is in its own place: nothing under it
        assert b["y"] + b["height"] <= bar["y"] + 1, part


def test_on_a_phone_the_map_and_summary_come_back_after_the_computers_turns(table: Page) -> None:
    page = table
    page.set_viewport_size(PHONE)
    open_table(page, 2)
    page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
    page.wait_for_function("scrollY > 400")
    page.locator(".actions button", has_text="End the turn").click()  # in the bar
    expect(page.locator(".actions.waiting")).to_be_visible()
    expect(page.locator(".actions:not(.waiting)")).to_be_visible(timeout=COMPUTER_MS)
    frame = box(page, ".map-frame")
    assert frame["y"] >= 0 and frame["y"] + frame["height"] <= PHONE["height"]  # the map
    expect(page.locator(".bsummary")).to_contain_text("Since your last turn")
    assert box(page, ".bsummary")["y"] < PHONE["height"] - box(page, ".actions")["height"]
    shoot(page, "bombay-screen-back")
