"""The shell in Chromium (issue 9): Back and Forward stay in the app, the top bar's Rules
shows the rules of the game being played and closes back to it, the saved games show the
table's names, and the keyboard focus comes back to the table after the computer moves."""

from __future__ import annotations

from collections.abc import Callable

import jaipur_helpers as helpers
from jaipur_helpers import HUMAN_FIRST, open_link
from playwright.sync_api import Page, expect
from shell_pages import link, play

from game.bombay import BOMBAY
from game.core.link import VERSION, Seat
from game.jaipur import JAIPUR

OpenApp = Callable[..., Page]
shared, table = helpers.shared, helpers.table  # one page for the module (fixtures)
LOAD_MS = 30_000  # Bombay's files are fetched on first use


def test_back_and_forward_stay_in_the_app(page: Page, open_app: OpenApp) -> None:
    open_app(page)
    page.get_by_role("button", name="Play Jaipur").click()
    page.get_by_label("Who starts").select_option("1")
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("button", name="Take camels").click()
    expect(page.locator(".log-list li")).to_have_count(2, timeout=15_000)
    game_url = page.url
    assert f"#j{VERSION}." in game_url
    page.get_by_role("button", name="Rules").click()
    expect(page.get_by_role("heading", name="How to play Jaipur")).to_be_visible()
    page.go_back()  # closes the rules: the game again, as it was
    expect(page.locator(".history .where")).to_have_text("Move 2 of 2")
    assert page.url == game_url
    page.go_back()  # the game is left for the home screen, saved
    expect(page.get_by_role("button", name="Play Jaipur")).to_be_visible()
    assert "#" not in page.url
    expect(page.locator(".save .players")).to_have_text("Player 1 vs Computer")
    page.go_forward()
    expect(page.locator(".history .where")).to_have_text("Move 2 of 2")
    page.get_by_role("button", name="Bazaar").click()  # Home from the top bar
    expect(page.get_by_role("button", name="Play Jaipur")).to_be_visible()
    page.go_back()  # Back from home leaves the app: the page before it was blank
    assert page.url == "about:blank"


def test_the_home_cards_other_ways_to_start_set_up_the_dialog(
    page: Page, open_app: OpenApp
) -> None:
    """Bombay's card (a game fetched on first use): "On this device" opens the dialog with
    every seat a person; "Friends far away" opens it for a game by links; Back goes home."""
    open_app(page)
    bombay = page.locator(".game-card.g-bombay")
    bombay.get_by_role("button", name="On this device").click()
    expect(page.locator("form.new-game")).to_contain_text("Bombay", timeout=LOAD_MS)
    expect(page.get_by_role("button", name="On this device")).to_have_attribute(
        "aria-pressed", "true"
    )
    kinds = page.locator("form.new-game select[name^=kind]")
    expect(kinds).to_have_count(2)
    assert [k.input_value() for k in kinds.all()] == ["human", "human"]
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".bombay")).to_be_visible()
    expect(page.locator(".bombay")).not_to_contain_text("Computer")  # two people play
    page.get_by_role("button", name="Bazaar").click()
    page.locator(".game-card.g-bombay").get_by_role("button", name="Friends far away").click()
    expect(page.get_by_role("button", name="Friends far away")).to_have_attribute(
        "aria-pressed", "true"
    )
    expect(page.locator("input[name=name0]")).to_be_visible()
    expect(page.locator("form.new-game select")).to_have_count(0)  # no seats to fill here
    page.go_back()
    expect(page.locator(".game-card.g-bombay svg.cover")).to_be_visible()


def test_rules_show_the_game_being_played_and_close_back_to_it(table: Page) -> None:
    moves = play(
        "bombay", (3, 0), 5, lambda moves, state: len(moves) > 8 and BOMBAY.to_move(state) == 2
    )
    seats = (Seat("greedy", "Ira"), Seat("greedy", "Jo"), Seat("human", "Kim"))
    helpers.set_fragment(table, link("bombay", (3, 0), 5, seats, moves))
    expect(table.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
    url = table.url
    table.get_by_role("button", name="Rules", exact=True).click()
    expect(table.get_by_role("heading", name="How to play Bombay")).to_be_visible()
    expect(table.locator(".rules")).to_contain_text("3 action points")
    table.get_by_role("button", name="Back to the game").click()
    expect(table.locator(".bombay")).to_be_visible()
    assert table.url == url


def test_focus_returns_to_the_table_after_the_computer_moves(table: Page) -> None:
    seed = 12
    open_link(table, (Seat("human", "Lea"), Seat("greedy", "Max")), seed)
    view = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints(HUMAN_FIRST), seed), 0)
    slot = next(i for i, card in enumerate(view.market) if card != "M")
    table.locator(f'.table-area [data-arg="m{slot}"]').focus()
    table.keyboard.press("Enter")  # select the card
    table.locator('[data-key="action:take"]').focus()
    table.keyboard.press("Enter")  # take it: the button is disabled while the computer plays
    expect(table.locator(".log-list li")).to_have_count(2, timeout=15_000)
    expect(table.locator(f'.table-area [data-arg="m{slot}"]')).to_be_focused()
