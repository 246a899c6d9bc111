"""Every screen and dialog of both games at a desktop and a phone size: axe-core finds
nothing serious or critical, and a screenshot of each lands in e2e/screenshots/ (git-ignored)
for people to look at. On the way, the home screen (the tour's first) shows each game's
artwork and its buttons without scrolling."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import quick_computer
from e2e.shell_pages import SIZES, axe_findings, link, play, settle, shoot
from game import GAMES
from game.core.link import Seat

LOAD_MS = 30_000  # Bombay's files are fetched on first use
JAIPUR_OPTIONS = (1,)  # seat 0 starts
BOMBAY_OPTIONS = (3, 0)  # three players, no bonus cities


def _rounds(state: object) -> int:
    return len(GAMES["jaipur"].view(state, None).rounds)


def round_end_link() -> str:
    """Jaipur, one move before a round ends by the computer's move (the page plays it)."""
    moves = play("jaipur", JAIPUR_OPTIONS, 4, lambda moves, state: _rounds(state) > 0)
    last_mover = len(moves) - 1
    game = GAMES["jaipur"]
    state = game.new(game.options_from_ints(JAIPUR_OPTIONS), 4)
    for move in moves[:last_mover]:
        state = game.apply(state, game.parse_move(move))
    computer = game.to_move(state)
    assert computer is not None  # the last move is still to be made
    seats = [Seat("human", "Asha"), Seat("human", "Asha")]
    seats[computer] = Seat("greedy")
    return link("jaipur", JAIPUR_OPTIONS, 4, tuple(seats), moves[:last_mover])


def match_end_link() -> str:
    """A whole Jaipur match of three rounds (the longest final dialog)."""
    for seed in range(1, 60):
        moves = play("jaipur", JAIPUR_OPTIONS, seed, lambda moves, state: False)
        game = GAMES["jaipur"]
        state = game.new(game.options_from_ints(JAIPUR_OPTIONS), seed)
        for move in moves:
            state = game.apply(state, game.parse_move(move))
        if _rounds(state) == 3:
            seats = (Seat("human", "Asha"), Seat("greedy"))
            return link("jaipur", JAIPUR_OPTIONS, seed, seats, moves)
    raise AssertionError("no three-round match")


def bombay_link(final: bool) -> str:
    game = GAMES["bombay"]

    def stop(moves: list[str], state: object) -> bool:
        return not final and len(moves) > 12 and game.to_move(state) == 0

    moves = play("bombay", BOMBAY_OPTIONS, 9, stop)
    seats = (Seat("human", "Asha"), Seat("greedy"), Seat("greedy"))
    return link("bombay", BOMBAY_OPTIONS, 9, seats, moves)


class Tour:
    """Visits screens on one page: a screenshot and the axe findings of each."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.findings: dict[str, list[str]] = {}

    def look(self, name: str) -> None:
        settle(self.page)  # focus, fonts and motion settled for the picture
        shoot(self.page, name)
        found = axe_findings(self.page)
        if found:
            self.findings[name] = found

    def open(self, fragment: str) -> None:
        self.page.evaluate("(h) => { location.hash = h; }", fragment)


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def tour(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[Tour]:
    width, height = request.param
    context = browser.new_context(viewport={"width": width, "height": height})
    quick_computer(context)  # the round's last move is the computer's: no pause needed
    page = context.new_page()
    page.goto(base_url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_MS)
    yield Tour(page)
    context.close()


def test_every_screen_passes_axe_and_is_photographed(tour: Tour) -> None:
    page = tour.page
    tour.look("home")
    home_shows_each_games_artwork_and_its_buttons_without_scrolling(tour)
    page.get_by_role("button", name="Play Jaipur").click()
    tour.look("new-jaipur")
    page.get_by_role("button", name="Rules", exact=True).click()
    expect(page.get_by_role("heading", name="How to play Jaipur")).to_be_visible()
    tour.look("rules-jaipur")
    page.get_by_role("button", name="Rules of Bombay").click()
    expect(page.get_by_role("heading", name="How to play Bombay")).to_be_visible(timeout=LOAD_MS)
    tour.look("rules-bombay")
    page.get_by_role("button", name="How to play Bombay well").click()  # its advice
    expect(page.get_by_role("heading", name="How to play Bombay well")).to_be_visible()
    tour.look("tips-bombay")
    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("button", name="Cancel").click()
    page.get_by_role("button", name="Play Bombay").click()
    expect(page.locator("form.new-game")).to_contain_text("Bombay")
    tour.look("new-bombay")
    page.get_by_role("button", name="Cancel").click()

    tour.open(play_link())
    expect(page.locator(".jaipur")).to_be_visible()
    expect(page.locator('[data-key="action:take"]')).to_be_visible()
    tour.look("jaipur-table")
    page.locator('.table-area [data-arg="h0"]').focus()
    page.keyboard.press("Enter")  # selected, then the focus ring moves on to the next card
    page.keyboard.press("Tab")
    page.get_by_role("button", name="Rules", exact=True).hover()  # keeps its contrast
    tour.look("jaipur-selected")
    page.locator('[data-act="analyse"]').click()  # the analysis board of the position shown
    expect(page.locator(".best-moves .best")).to_have_count(3, timeout=LOAD_MS)
    tour.look("analysis")
    tour.open(link("jaipur", JAIPUR_OPTIONS, 6, (Seat("human", "Asha"), Seat("human", "Ravi")), ()))
    expect(page.locator(".curtain")).to_be_visible()
    tour.look("curtain")
    tour.open(round_end_link())
    expect(page.get_by_role("dialog")).to_contain_text("End of the round", timeout=LOAD_MS)
    tour.look("round-end")
    tour.open(match_end_link())
    expect(page.get_by_role("dialog")).to_contain_text("End of the match")
    tour.look("match-end")
    page.get_by_role("button", name="Look at the table").click()
    page.locator('[data-key="undo"]').click()
    expect(page.get_by_role("dialog")).to_contain_text("Reopen the finished game?")
    tour.look("reopen")

    tour.open(bombay_link(final=False))
    expect(page.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
    tour.look("bombay-table")
    tour.open(bombay_link(final=True))
    expect(page.get_by_role("dialog")).to_be_visible()
    tour.look("bombay-final")
    page.get_by_role("dialog").get_by_role("button", name="Home").click()
    expect(page.locator(".save")).to_have_count(6)
    tour.look("saved-games")
    report = "\n".join(f"{name}:\n  " + "\n  ".join(f) for name, f in tour.findings.items())
    assert not tour.findings, f"axe-core found serious or critical problems:\n{report}"


def play_link() -> str:
    """Jaipur mid-round against the computer, the person to move."""
    game = GAMES["jaipur"]
    moves = play("jaipur", JAIPUR_OPTIONS, 5, lambda moves, state: len(moves) >= 10)
    state = game.new(game.options_from_ints(JAIPUR_OPTIONS), 5)
    for move in moves:
        state = game.apply(state, game.parse_move(move))
    seats = [Seat("greedy"), Seat("greedy")]
    to_move = game.to_move(state)
    assert to_move is not None  # ten moves into a round
    seats[to_move] = Seat("human", "Asha")
    return link("jaipur", JAIPUR_OPTIONS, 5, tuple(seats), moves)


# Each cover, measured in the browser: drawn (its box and at least one shape that shows),
# decorative (hidden from assistive technology, never focusable), and every symbol it
# borrows from index.html (Jaipur's goods, camel, seal) really there.
COVERS = """() => [...document.querySelectorAll('.game-card svg.cover')].map((svg) => {
  const box = svg.getBoundingClientRect();
  const uses = [...svg.querySelectorAll('use')].map((u) => u.getAttribute('href'));
  return {
    card: svg.closest('.game-card').className,
    width: box.width, height: box.height,
    hidden: svg.getAttribute('aria-hidden'), focusable: svg.getAttribute('focusable'),
    shapes: svg.querySelectorAll('path, rect, circle, ellipse, use').length,
    missing: uses.filter((href) => !document.querySelector(href)),
    text: svg.textContent.trim(),
  };
})"""


def home_shows_each_games_artwork_and_its_buttons_without_scrolling(tour: Tour) -> None:
    """The home screen as a first visit opens it (the tour's first screen)."""
    page = tour.page
    covers = page.evaluate(COVERS)
    assert [c["card"] for c in covers] == ["game-card g-jaipur", "game-card g-bombay"]
    for c in covers:
        assert c["width"] > 250 and c["height"] >= 100, c  # a picture, not a sliver
        assert c["hidden"] == "true" and c["focusable"] == "false", c
        assert c["shapes"] > 15 and not c["missing"] and not c["text"], c
    banner = page.locator(".home-head svg.banner")
    expect(banner).to_be_visible()
    expect(banner).to_have_attribute("aria-hidden", "true")
    # the pictures are no part of the accessibility tree: the cards read as before
    assert page.get_by_role("img").count() == 0
    expect(page.locator(".g-jaipur")).to_contain_text("2 players · about 30 minutes")
    expect(page.locator(".g-bombay")).to_contain_text("2 to 5 players · about 45 minutes")

    width, height = page.viewport_size["width"], page.viewport_size["height"]  # type: ignore[index]
    shown = ".g-jaipur .starts button" if width < 720 else ".game-card .starts button"
    buttons = page.locator(shown)
    expect(buttons).to_have_count(3 if width < 720 else 6)
    for i in range(buttons.count()):
        box = buttons.nth(i).bounding_box()
        assert box is not None and box["y"] + box["height"] <= height, (i, box, "below the fold")
        assert width >= 720 or box["height"] >= 44, (i, box, "a tap target under 44 px")
    if width < 720:  # the second game is stacked under the first, its cover in sight
        jaipur, bombay = (page.locator(f".g-{g}").bounding_box() for g in ("jaipur", "bombay"))
        assert jaipur and bombay and bombay["y"] >= jaipur["y"] + jaipur["height"]
        assert bombay["y"] < height
    buttons.first.hover()
    tour.look("home-hover")
