"""The computer thinks in a web worker, so the table stays responsive; Hard plays a match
to its end and two Hard computers a Bombay game; a person can ask for a hint; where the
worker cannot start, the computer thinks on the page and the player is told.

The tests through the worker share one page (``jaipur_helpers.table``), so the worker
starts once: each goes home, then opens its link as if pasted. The test without a worker
has a page of its own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from playwright.sync_api import Page, expect

from e2e import jaipur_helpers as helpers
from e2e.conftest import polling
from game import GAMES
from game.bots import BOTS
from game.core.link import Record, Seat, encode, replay
from game.core.rng import Rng

OpenApp = Callable[..., Page]
WORKER_MS = 60_000  # the worker starts its own Pyodide: seconds on a loaded machine
MOVE_MS = 30_000  # one computer move at Hard, on a loaded machine
shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)
CLICK = """(sel) => { const t = performance.now(); document.querySelector(sel).click();
                      return performance.now() - t; }"""


def jaipur(kind: str, first: int) -> str:
    """A new Jaipur match of a person against the computer of ``kind``; ``first``: 1 or 2."""
    return encode(Record("jaipur", (first,), 11, (Seat("human", "Ana"), Seat(kind))))


def jaipur_last_round(kind: str, left: int = 6) -> str:
    """A Jaipur match of Ana (a person, seat 0) against the computer of ``kind``, in its
    third and last round (greedy moves of both so far, the rounds shared one each), about
    ``left`` moves before greedy players would end it (at least ``left``) and Ana to move:
    its end comes whoever wins the round."""
    game = GAMES["jaipur"]
    for seed in range(11, 200):
        record = Record("jaipur", (1,), seed, (Seat("human", "Ana"), Seat(kind)))
        state, moves, rng, starts = replay(record).states[-1], list[str](), Rng(seed), list[int]()
        while game.outcome(state) is None:
            if len(game.view(state, None).rounds) == 2 and game.to_move(state) == 0:
                starts.append(len(moves))
            move = BOTS["greedy"](game, game.view(state, game.to_move(state)), rng)
            moves.append(str(move))
            state = game.apply(state, move)
        cut = [i for i in starts if len(moves) - i >= left]
        if len(game.view(state, None).rounds) == 3 and cut:
            return encode(replace(record, moves=tuple(moves[: cut[-1]])))
    raise AssertionError("no match of three rounds")


def bombay_near_the_end(actions_left: int = 6) -> str:
    """A 2-player Bombay game of two Hard computers, ``actions_left`` greedy actions short
    of its end (the computers play the rest in the page)."""
    game = GAMES["bombay"]
    record = Record("bombay", (2, 1), 5, (Seat("hard"), Seat("hard")))
    state, moves, rng = replay(record).states[-1], [], Rng(3)
    while game.outcome(state) is None:
        move = BOTS["greedy"](game, game.view(state, game.to_move(state)), rng)
        moves.append(str(move))
        state = game.apply(state, move)
    return encode(
        Record(record.game, record.options, record.seed, record.seats, tuple(moves[:-actions_left]))
    )


def open_link(page: Page, link: str, ready: str) -> None:
    """Open ``link`` on the shared page: home first (closing the last test's dialog), so
    that ``ready``, waited for, is the new game's."""
    if page.locator(".overlay").count():
        page.locator('.overlay [data-act="close-dialog"]').click()
    page.locator(".brand").click()
    expect(page.locator(".home")).to_be_visible()
    helpers.set_fragment(page, link)
    expect(page.locator(ready)).to_be_visible(timeout=WORKER_MS)


def test_the_computer_moves_through_the_web_worker(table: Page) -> None:
    page = table
    open_link(page, jaipur("greedy", 2), ".game-bar h1")
    expect(page.locator("html")).to_have_attribute("data-thinker", "worker", timeout=WORKER_MS)
    expect(page.locator(".log-list li")).to_have_count(1, timeout=WORKER_MS)
    expect(page.locator(".message")).to_have_count(0)


def test_without_a_worker_the_computer_thinks_on_the_page_and_says_so(
    page: Page, open_app: OpenApp
) -> None:
    page.route("**/think-worker.mjs", lambda route: route.abort())
    open_app(page, "#" + jaipur("greedy", 2))
    expect(page.locator("html")).to_have_attribute("data-thinker", "page", timeout=WORKER_MS)
    expect(page.locator(".message.info")).to_contain_text("cannot let the computer think")
    expect(page.locator(".log-list li")).to_have_count(1, timeout=WORKER_MS)


def test_the_last_round_of_a_match_against_hard_played_by_hints(table: Page) -> None:
    """Every one of Ana's moves is the hint's; clicks are answered at once while Hard
    thinks in the worker; the match ends with its result."""
    page = table
    open_link(page, jaipur_last_round("hard"), ".game-bar h1")
    expect(page.locator("html")).to_have_attribute("data-thinker", "worker", timeout=WORKER_MS)
    final = page.locator(".dialog").filter(has_text="End of the match")
    next_round = page.get_by_role("button", name="Next round")
    hint = page.locator('[data-key="hint"]')
    waits: list[float] = []
    for _ in polling(600, "the end of the match"):
        expect(final.or_(next_round).or_(hint)).to_be_visible(timeout=MOVE_MS)
        if final.count():
            break
        if next_round.count():
            next_round.click()
            continue
        hint.click()
        expect(page.locator(".hint-row")).to_contain_text("% chance of winning", timeout=MOVE_MS)
        page.locator(".action.hinted").click()
        thinking = page.locator(".actions.waiting").count() and not page.locator(".overlay").count()
        if thinking and page.locator("[data-key='goto:0']").count():
            waits.append(page.evaluate(CLICK, "[data-key='goto:0']"))  # look back while it thinks
            page.get_by_role("button", name="Latest position").click()
    assert any(t.endswith("(after a hint)") for t in page.locator(".log-list li").all_inner_texts())
    waits.sort()
    assert waits and waits[len(waits) // 2] < 100, waits  # the median click while Hard thinks


def test_two_hard_computers_finish_a_bombay_game(table: Page) -> None:
    page = table
    open_link(page, bombay_near_the_end(), ".bombay")
    page.get_by_role("button", name="Skip ahead").click()
    expect(page.locator(".overlay [role=dialog]")).to_contain_text(
        "End of the game", timeout=10 * MOVE_MS
    )
