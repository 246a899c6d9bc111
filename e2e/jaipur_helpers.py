"""Helpers for the Jaipur browser tests: links of positions made with the engine and the
codec, and a page shared by a module's tests (``table``), on which scenarios are opened by
setting the URL fragment (the page opens a new link on ``hashchange``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from e2e.conftest import quick_computer
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng
from game.jaipur import JAIPUR, Exchange, Sell, Take

HUMAN_FIRST = (1,)  # options: seat 0 starts


@pytest.fixture(scope="module")
def shared(browser: Browser, base_url: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    """One page for the module's tests; a module marked ``quick_computer`` gets it quick."""
    context = browser.new_context()
    if request.node.get_closest_marker("quick_computer"):
        quick_computer(context)
    yield from ready_page(context, base_url)


def ready_page(context: BrowserContext, base_url: str) -> Iterator[Page]:
    """A module fixture's page of ``context``, ready at home; the context closed after."""
    page = context.new_page()
    page.goto(base_url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=30_000)
    yield page
    context.close()


@pytest.fixture
def table(shared: Page, browser_problems: Any) -> Page:
    """The shared page, watched by this test's console/request guard."""
    browser_problems.attach(shared.context)
    shared.set_viewport_size({"width": 1280, "height": 720})
    return shared


def link(
    seats: tuple[Seat, ...],
    seed: int,
    moves: tuple[str, ...] = (),
    options: tuple[int, ...] = HUMAN_FIRST,
) -> str:
    return encode(Record("jaipur", options, seed, seats, moves))


def open_link(page: Page, seats: tuple[Seat, ...], seed: int, moves: tuple[str, ...] = ()) -> None:
    """Open a game on the shared page as if its link were pasted; names must be new."""
    set_fragment(page, link(seats, seed, moves))
    names = " vs ".join(seat.name for seat in seats)
    expect(page.locator(".game-bar h1")).to_have_text(f"Jaipur: {names}")
    expect(page.locator(".history .where")).to_have_text(f"Move {len(moves)} of {len(moves)}")


def set_fragment(page: Page, text: str) -> None:
    page.evaluate("(h) => { location.hash = h; }", text)


def rich_deal() -> tuple[int, Any]:
    """A seed whose first position (seat 0 to move) allows all four kinds of move."""
    for seed in range(1, 500):
        state = JAIPUR.new(JAIPUR.options_from_ints(HUMAN_FIRST), seed)
        legal = JAIPUR.legal_moves(state)
        ex = [m for m in legal if isinstance(m, Exchange) and "M" not in m.give]
        sells = [m for m in legal if isinstance(m, Sell)]
        if ex and sells and any(isinstance(m, Take) for m in legal):
            return seed, JAIPUR.view(state, 0)
    raise AssertionError("no rich deal")


def args_for(view: Any, move: Any) -> list[str]:
    """The data-arg of each card to point at to make ``move``."""

    def slots(cards: Any, wanted: Any, prefix: str) -> list[str]:
        used: list[int] = []
        for c in wanted:
            used.append(next(i for i, x in enumerate(cards) if x == c and i not in used))
        return [f"{prefix}{i}" for i in used]

    if isinstance(move, Take):
        return slots(view.market, (move.good,), "m")
    if isinstance(move, Sell):
        return slots(view.hand, (move.good,) * move.count, "h")
    if isinstance(move, Exchange):
        hand = tuple(c for c in move.give if c != "M")
        herd = view.herds[view.seat]  # the herd card picks its highest camel not yet picked
        camels = [f"c{herd - 1 - i}" for i in range(move.give.count("M"))]
        return slots(view.market, move.take, "m") + slots(view.hand, hand, "h") + camels
    return []


def greedy_match_near_end(
    seed: int = 21, seats: tuple[Seat, ...] = (Seat("greedy", "Ada"), Seat("greedy", "Bo"))
) -> tuple[str, str]:
    """(link one move before the end of a greedy-vs-greedy match, the move that ends it);
    ``seats``: who plays it in the page (two computers by default)."""
    state = JAIPUR.new(JAIPUR.options_from_ints(HUMAN_FIRST), seed)
    rng, moves = Rng(seed), []
    while JAIPUR.outcome(state) is None:
        seat = JAIPUR.to_move(state)
        move = BOTS["greedy"](JAIPUR, JAIPUR.view(state, seat), rng)
        moves.append(str(move))
        state = JAIPUR.apply(state, move)
    return link(seats, seed, tuple(moves[:-1])), moves[-1]
