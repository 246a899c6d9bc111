"""Links, saves and the end of a match, in Chromium."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from e2e import jaipur_helpers as helpers
from e2e.jaipur_helpers import (
    HUMAN_FIRST,
    greedy_match_near_end,
    link,
    rich_deal,
    set_fragment,
)
from game.core.link import Seat
from game.jaipur import JAIPUR

OpenApp = Callable[..., Page]
shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)


def test_start_up_shows_home(table: Page) -> None:
    page = table  # the shared page, just opened: this test runs first in the module
    expect(page.get_by_role("button", name="Play Jaipur")).to_be_visible()
    expect(page.get_by_role("button", name="Play Bombay")).to_be_visible()


def test_new_game_from_the_dialog_and_reload_resumes(page: Page, open_app: OpenApp) -> None:
    open_app(page)
    page.get_by_role("button", name="Play Jaipur").click()
    page.get_by_label("Name").first.fill("Zoë")
    page.get_by_label("Who starts").select_option("1")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".player.bottom .name")).to_have_text("Zoë")
    page.get_by_role("button", name="Take camels").click()
    expect(page.locator(".log-list li")).to_have_count(2, timeout=15_000)
    url = page.url
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    expect(page.locator(".history .where")).to_have_text("Move 2 of 2")
    assert page.url == url
    page.get_by_role("button", name="Bazaar").click()
    expect(page.locator(".save-list .save")).to_have_count(1)
    expect(page.locator(".save-list")).to_contain_text("Zoë")


def test_link_in_a_fresh_browser_shows_the_same_position(
    page: Page, open_app: OpenApp, browser: Browser, base_url: str
) -> None:
    seed, _view = rich_deal()
    open_app(page, "#" + link((Seat("human", "Ana"), Seat("greedy", "Cpu")), seed))
    page.get_by_role("button", name="Take camels").click()
    expect(page.locator(".log-list li")).to_have_count(2, timeout=15_000)
    shown = page.locator(".jaipur").inner_text()
    other = browser.new_context()
    try:
        fresh = other.new_page()
        fresh.goto(page.url)
        fresh.wait_for_selector("html[data-ready]", state="attached")
        assert fresh.locator(".jaipur").inner_text() == shown
        expect(fresh.locator(".history .where")).to_have_text("Move 2 of 2")
    finally:
        other.close()


def test_tampered_link_explains_and_keeps_the_saved_game(page: Page, open_app: OpenApp) -> None:
    seed, _view = rich_deal()
    good = link((Seat("human", "Ana"), Seat("greedy", "Cpu")), seed)
    open_app(page, "#" + good)
    page.get_by_role("button", name="Take camels").click()
    expect(page.locator(".log-list li")).to_have_count(2, timeout=15_000)
    saved = page.evaluate("JSON.stringify(localStorage)")
    head, body = good.split(".")
    k = len(body) - 6  # inside the moves and their check
    bad = head + "." + body[:k] + ("B" if body[k] == "A" else "A") + body[k + 1 :]
    page.goto(page.url.split("#")[0] + "#" + bad)
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    expect(page.get_by_role("alert")).to_contain_text("changed or damaged")
    expect(page.get_by_role("alert")).to_contain_text("saved games are unchanged")
    assert page.evaluate("JSON.stringify(localStorage)") == saved
    expect(page.locator(".save-list .save")).to_have_count(1)


def test_truncated_link_offers_its_first_moves(table: Page) -> None:
    page = table
    # A person plays Ada: two computers would play on after the test, and a page busy
    # writing their moves into the URL can miss the next test's link (seen under load).
    text, _last = greedy_match_near_end(seed=33, seats=(Seat("human", "Ada"), Seat("greedy", "Bo")))
    set_fragment(page, text[:-20])
    expect(page.get_by_role("alert")).to_contain_text("cut short")
    offer = page.get_by_role("button", name="Open the first")
    offer.click()
    expect(page.locator(".jaipur")).to_be_visible()


def test_finished_match_shows_the_final_screen(table: Page) -> None:
    page = table
    text, _last = greedy_match_near_end()
    set_fragment(page, text)
    dialog = page.get_by_role("dialog", name="End of the match")
    expect(dialog).to_be_visible(timeout=15_000)
    expect(dialog).to_contain_text("wins the match")
    expect(dialog.get_by_role("button", name="Rematch")).to_be_visible()


def test_names_from_a_link_are_text_not_html(table: Page) -> None:
    page = table
    evil = '<img src=x onerror="document.title=1">'
    seed, _view = rich_deal()
    set_fragment(page, link((Seat("human", evil), Seat("greedy", "<b>Bo</b>")), seed))
    expect(page.locator(".player.bottom .name")).to_have_text(evil)
    expect(page.locator(".player.top .name")).to_have_text("<b>Bo</b>")
    assert page.locator("#app img, #app b").count() == 0
    assert page.title() != "1"


def test_step_back_through_history_and_play_on_from_there(table: Page) -> None:
    page = table
    seed, _view = rich_deal()
    state = JAIPUR.new(JAIPUR.options_from_ints(HUMAN_FIRST), seed)
    moves: list[str] = []
    for _i in range(4):
        move = JAIPUR.legal_moves(state)[0]
        moves.append(str(move))
        state = JAIPUR.apply(state, move)
    seats = (Seat("human", "Hana"), Seat("greedy", "Histo"))
    set_fragment(page, link(seats, seed, tuple(moves)))
    expect(page.locator(".history .where")).to_have_text("Move 4 of 4")
    page.get_by_role("button", name="Back one move").click()
    page.get_by_role("button", name="Back one move").click()
    expect(page.locator(".history .where")).to_have_text("Move 2 of 4")
    expect(page.locator(".log-list li")).to_have_count(2)
    page.get_by_role("button", name="Forward one move").click()
    expect(page.locator(".history .where")).to_have_text("Move 3 of 4")
    page.get_by_role("button", name="Back one move").click()
    page.get_by_role("button", name="Play on from here (drops 2 later moves)").click()
    expect(page.locator(".history .where")).to_have_text("Move 2 of 2")
    assert page.url.endswith(link(seats, seed, tuple(moves[:2])))
    expect(page.get_by_role("button", name="Take camels")).to_be_enabled()
