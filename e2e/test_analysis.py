"""The analysis board in Chromium, as one scenario: a position shared mid-game (Jaipur
against the computer) opens in a fresh browser on the analysis board; its three best
moves come with their chances; one is tried and the next position has its verdict; a
step back; "Play from here against the computer" and the computer's reply; a damaged
position link gets its sentence. On the way: a 5-player Bombay position, axe on the
board, screenshots at both sizes, and the time from a position shown to its three best
moves (printed: docs/benchmarks.md).
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from e2e.conftest import quick_computer
from e2e.jaipur_helpers import set_fragment
from e2e.shell_pages import axe_findings, play, settle, shoot
from game import GAMES
from game.core.link import Record, Seat, encode
from game.core.position import encode_position

OpenApp = Callable[..., Page]
WORKER_MS = 60_000  # the worker starts its own Pyodide: seconds on a loaded machine
THINK_MS = 30_000  # a Hard search capped at 2 s, on a loaded machine
BEST = ".best-moves button.best"
# The page's own clock, from now to three best moves drawn (by the selector) after a
# moment without them (the board shown anew, or thinking).
WATCH = """(sel) => { const t = performance.now();
  const look = () => document.querySelectorAll(sel).length === 3;
  let gone = !look();
  window.bestShown = new Promise((done) => new MutationObserver((_m, o) => {
    gone = gone || !look();
    if (gone && look()) { o.disconnect(); done(performance.now() - t); }
  }).observe(document.getElementById("app"), {childList: true, subtree: true})); }"""


def _midgame() -> str:
    """A Jaipur match of Ana (a person) against Hard, some moves in, Ana to move."""
    game = GAMES["jaipur"]

    def stop(moves: list[str], state: object) -> bool:
        return len(moves) >= 8 and game.to_move(state) == 0

    moves = play("jaipur", (1,), 21, stop)
    return encode(
        Record("jaipur", (1,), 21, (Seat("human", "Ana"), Seat("hard")), tuple(moves)), GAMES
    )


def _bombay_five() -> str:
    """A 5-player Bombay position at its start, from the first rider's seat."""
    game = GAMES["bombay"]
    state = game.new(game.options_from_ints((5, 0)), 8)
    return encode_position(game, game.view(state, game.to_move(state)), GAMES)


def _copy_catcher(page: Page) -> None:
    page.evaluate("window.bazaarCopy = (t) => { window.copiedText = t; }")


def _timed(page: Page, game: str, act: Callable[[], None]) -> float:
    """Milliseconds from ``act`` to ``game``'s three best moves drawn (the page's clock)."""
    page.evaluate(WATCH, f".g-{game} {BEST}")
    act()
    return float(page.evaluate("window.bestShown"))


def test_share_a_position_analyse_it_try_a_move_and_play_from_here(
    browser: Browser, base_url: str, open_app: OpenApp
) -> None:
    home = browser.new_context(viewport={"width": 1280, "height": 800})
    page = open_app(home.new_page(), "#" + _midgame())
    _copy_catcher(page)
    page.get_by_role("button", name="Share this position").click()
    expect(page.locator(".message.info")).to_contain_text("no hidden cards, no moves")
    url = page.evaluate("window.copiedText")
    assert "#jp1." in url and len(url.partition("#")[2]) <= 120
    home.close()

    fresh = browser.new_context(viewport={"width": 1280, "height": 800})
    quick_computer(fresh)
    page = fresh.new_page()
    page.goto(url)
    expect(page.locator(".analysis h1")).to_contain_text("Analysis")
    expect(page.locator(BEST)).to_have_count(3, timeout=WORKER_MS)
    for text in page.locator(BEST).all_inner_texts():
        assert "% chance of winning" in text
    settle(page)
    assert axe_findings(page) == []
    shoot(page, "analysis-jaipur")

    page.locator(BEST).first.click()  # the best move tried: Hard's turn, Ana's chance
    expect(page.locator(".history .where")).to_have_text("Move 1 of 1")
    expect(page.locator(".analysis-panel")).to_contain_text("chance of winning", timeout=THINK_MS)
    expect(page.locator(BEST)).to_have_count(0)
    settle(page)
    shoot(page, "analysis-jaipur-tried")
    page.get_by_role("button", name="Back one move").click()
    expect(page.locator(BEST)).to_have_count(3)  # its verdict kept

    page.set_viewport_size({"width": 360, "height": 740})
    settle(page)
    shoot(page, "analysis-jaipur")
    assert axe_findings(page) == []
    page.set_viewport_size({"width": 1280, "height": 800})

    page.get_by_role("button", name="Play from here against the computer").click()
    expect(page.locator(".message.info")).to_contain_text("dealt at random")
    expect(page.locator(".game-bar h1")).to_contain_text("Computer")
    _play_hinted(page)
    expect(page.locator(".log-list li")).to_have_count(2, timeout=THINK_MS)  # its reply

    set_fragment(page, url.partition("#")[2][:-4] + "AAAA")
    expect(page.locator(".message")).to_contain_text("changed or damaged")
    expect(page.locator(".message")).to_contain_text("Your game in progress")

    set_fragment(page, _bombay_five())
    expect(page.locator(BEST)).to_have_count(3, timeout=WORKER_MS)
    settle(page)
    assert axe_findings(page) == []
    shoot(page, "analysis-bombay5")
    bombay = _timed(page, "bombay", page.locator(BEST).first.click)  # the next rider's turn
    jaipur = _timed(page, "jaipur", lambda: set_fragment(page, url.partition("#")[2]))
    print(f"three best moves shown after (ms): Jaipur {jaipur:.0f}, Bombay 5 players {bombay:.0f}")
    fresh.close()


def _play_hinted(page: Page) -> None:
    """The hint's move, played."""
    page.locator('[data-key="hint"]').click()
    expect(page.locator(".hint-row")).to_contain_text("% chance of winning", timeout=THINK_MS)
    page.locator(".action.hinted").click()
