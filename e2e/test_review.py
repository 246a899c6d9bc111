"""The review of a finished game in the page: asked for from the end dialog, made in the
computer's web worker with its progress (and cancellable), shown as a graph and the three
costliest moves (the first seat's, or every player's), a click on a move or a point of the
graph shows the table before that move, the move played and the better one drawn on it,
brought into view while the list stays where it is; kept in the save across a reload; at
1280x800 and 360x740 with no serious axe finding (screenshots in e2e/screenshots/). The games are finished by bots in Python; the review's budget is set
small through localStorage (``bazaar.review.iterations``, main.py) so the test stays fast:
the page's own budget is measured by scripts/bench/bench_review.py. The reviews through
the worker share one page (``reviewer``), so the worker's Pyodide starts once: Bombay's
game first, then Jaipur's match, whose last check reloads the page."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, ViewportSize, expect

from e2e.jaipur_helpers import ready_page, set_fragment
from e2e.shell_pages import axe_findings, shoot
from game import GAMES
from game.bots.match import play_match
from game.core.link import Record, Seat, encode

OpenApp = Callable[..., Page]
REVIEW_MS = 120_000  # the worker starts its own Pyodide, then judges every turn
BUDGET = "24"  # iterations per turn: the figures' shape, not their quality


def finished(name: str, players: list[str], names: list[str], seed: int) -> str:
    result = play_match(GAMES[name], players, seed)
    r = result.record
    seats = tuple(Seat(s.kind, n) for s, n in zip(r.seats, names, strict=True))
    return encode(Record(r.game, r.options, r.seed, seats, r.moves), result.digits)


def small_budget(page: Page) -> None:
    page.add_init_script(SMALL_BUDGET)


SMALL_BUDGET = f"localStorage.setItem('bazaar.review.iterations', '{BUDGET}')"


@pytest.fixture(scope="module")
def shared_page(browser: Browser, base_url: str) -> Iterator[Page]:
    """One page, with the small budget, for the reviews made in the worker."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.add_init_script(SMALL_BUDGET)
    yield from ready_page(context, base_url)


@pytest.fixture
def reviewer(shared_page: Page, browser_problems: Any) -> Page:
    """The shared page, at home, watched by this test's console/request guard."""
    browser_problems.attach(shared_page.context)
    shared_page.set_viewport_size({"width": 1280, "height": 720})
    shared_page.locator(".brand").click()  # home first: the table waited for is the new one
    expect(shared_page.locator(".home")).to_be_visible()
    return shared_page


def review_and_check(page: Page, title: str, players: int, shot: str) -> None:
    page.locator(".dialog").filter(has_text=title).get_by_role("button", name="Review").click()
    panel = page.locator("section.review")
    expect(panel).to_be_visible()
    expect(panel.locator(".rv-svg")).to_be_visible(timeout=REVIEW_MS)
    expect(panel.get_by_role("button", name="Close the review")).to_be_focused()
    expect(panel.locator("polyline.rv-line")).to_have_count(players)
    # Nobody is a person here: the first seat's moves, until every player's are asked for.
    sides = panel.locator(".rv-sides button")
    expect(sides).to_have_count(players + 1)
    expect(sides.first).to_have_attribute("aria-pressed", "true")
    sides.last.click()
    expect(sides.last).to_have_attribute("aria-pressed", "true")
    moves = panel.get_by_role("button").filter(has_text="Better:")
    expect(moves).to_have_count(3)
    expect(panel.locator(".rv-tick").first).to_be_visible()  # move numbers on the axis
    sizes: tuple[ViewportSize, ...] = (
        {"width": 1280, "height": 800},
        {"width": 360, "height": 740},
    )
    for size in sizes:
        page.set_viewport_size(size)
        page.evaluate("scrollTo(0, 0)")
        moves.first.focus()
        moves.nth(1).hover()
        assert axe_findings(page) == []
        shoot(page, shot)
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        show_a_listed_move(page, moves.nth(2))
        assert axe_findings(page) == []
        shoot(page, shot + "-move")
        # A point of the graph does the same, by pointer.
        page.evaluate("scrollTo(0, 0)")
        strip = panel.locator(".rv-hit[data-act=review-show]").nth(1)
        at = int(strip.get_attribute("data-arg") or "")
        strip.click(force=True)
        expect(page.locator(".rv-compare")).to_contain_text(f"Move {at + 1}, before it was played")
        table_in_view(page)


def show_a_listed_move(page: Page, move: Locator) -> None:
    """A listed move shows the position before it, the move played and the better one on
    the table brought into view; the list does not move on the page meanwhile."""
    at = int(move.get_attribute("data-arg") or "")
    total = re.search(r"of (\d+)", page.locator(".history .where").inner_text())
    assert total is not None
    move.scroll_into_view_if_needed()
    where = page.locator(".rv-costly ol").evaluate(ON_PAGE)
    move.click()
    expect(page.locator(".history .where")).to_have_text(f"Move {at} of {total.group(1)}")
    caption = page.locator(".rv-compare")
    expect(caption).to_contain_text(f"Move {at + 1}, before it was played")
    expect(caption).to_contain_text("Played: ")
    assert page.locator(".rv-costly ol").evaluate(ON_PAGE) == where
    table_in_view(page)


ON_PAGE = "el => Math.round(el.getBoundingClientRect().top + scrollY)"


def table_in_view(page: Page) -> None:
    """The caption and the table (Jaipur's market and the player's hand; Bombay's map) are
    on the screen, once the page has scrolled there."""
    parts = ".rv-compare, .jaipur .market, .jaipur .player.bottom .hand, .bombay-map"
    tops = """(sel) => [...document.querySelectorAll(sel)].map(
        el => [el.className.baseVal ?? el.className, el.getBoundingClientRect().top, innerHeight])"""
    try:
        page.wait_for_function(
            f"(sel) => ({tops})(sel).every(([_c, top, h]) => top >= -1 && top < h - 40)",
            arg=parts,
            timeout=5_000,
        )
    except Exception as e:
        raise AssertionError(page.evaluate(tops, parts)) from e


def test_a_bombay_game_is_reviewed_turn_by_turn(reviewer: Page) -> None:
    """First on the shared page (the Jaipur test after it reloads the page)."""
    set_fragment(
        reviewer, finished("bombay", ["greedy", "greedy", "greedy"], ["Ana", "Ben", "Cy"], 22)
    )
    review_and_check(reviewer, "End of the game", 3, "review-bombay")


def test_a_jaipur_match_is_reviewed_round_by_round(reviewer: Page) -> None:
    page = reviewer
    set_fragment(page, finished("jaipur", ["greedy", "greedy"], ["<i>Ana</i>", "Ben"], 21))
    final = page.locator(".dialog").filter(has_text="End of the match")
    # Asked for, then cancelled: nothing changes, and it can be asked for again.
    final.get_by_role("button", name="Review").click()
    page.get_by_role("button", name="Cancel the review").click()
    expect(page.locator("section.review")).to_have_count(0)
    page.get_by_role("button", name="Result").click()
    review_and_check(page, "End of the match", 2, "review-jaipur")
    panel = page.locator("section.review")
    expect(panel.locator(".rv-round-label")).to_have_count(2)  # rounds 2 and 3
    expect(panel.locator(".rv-legend")).to_contain_text("<i>Ana</i>")  # a name is text
    # Kept in the save: after a reload it is shown at once.
    page.reload()
    page.locator("html[data-ready]").wait_for()
    page.locator(".dialog").get_by_role("button", name="Review").click()
    expect(panel.locator(".rv-svg")).to_be_visible(timeout=5_000)
    expect(panel.locator(".rv-progress")).to_have_count(0)


def test_without_a_worker_the_page_makes_the_review_itself(page: Page, open_app: OpenApp) -> None:
    page.route("**/think-worker.mjs", lambda route: route.abort())
    small_budget(page)
    open_app(page, "#" + finished("jaipur", ["greedy", "greedy"], ["Ana", "Ben"], 23))
    expect(page.locator("html")).to_have_attribute("data-thinker", "page", timeout=REVIEW_MS)
    page.locator(".dialog").get_by_role("button", name="Review").click()
    expect(page.locator("section.review .rv-svg")).to_be_visible(timeout=REVIEW_MS)
    expect(page.locator(".rv-move")).to_have_count(3)
