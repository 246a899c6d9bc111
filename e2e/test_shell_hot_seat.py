"""Hot-seat rules that cannot be dodged (issue 8 §3), in Chromium: a move that showed a
hidden card stays made whatever path is tried (undo, history and play on, an older link,
a reload); the curtain is a real modal; undo after the end of a match asks first."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e import jaipur_helpers as helpers
from e2e.jaipur_helpers import HUMAN_FIRST, open_link, set_fragment
from e2e.shell_pages import link, play
from game.core.link import Seat
from game.jaipur import JAIPUR

shared, table = helpers.shared, helpers.table  # one page for the module (fixtures)
SEED = 8


def _take_a_good(page: Page, name: str) -> None:
    """``name`` lifts the curtain and takes a good from the market (a deck card comes in)."""
    page.get_by_role("button", name=f"I am {name}: show my cards").click()
    view = JAIPUR.view(JAIPUR.new(JAIPUR.options_from_ints(HUMAN_FIRST), SEED), 0)
    slot = next(i for i, card in enumerate(view.market) if card != "M")
    page.locator(f'.table-area [data-arg="m{slot}"]').click()
    page.locator('[data-key="action:take"]').click()
    expect(page.locator(".history .where")).to_have_text("Move 1 of 1")


def test_history_cannot_drop_a_move_that_showed_a_card(table: Page) -> None:
    seats = (Seat("human", "Ana"), Seat("human", "Ben"))
    open_link(table, seats, SEED)
    _take_a_good(table, "Ana")
    curtain = table.locator(".curtain")
    expect(curtain).to_contain_text("Pass the device to Ben")
    expect(curtain.get_by_role("button", name="Take back my move")).to_have_count(0)
    table.get_by_role("button", name="I am Ben: show my cards").click()
    table.locator('[data-key="back"]').click()  # ‹ in the history bar
    note = table.locator(".message.info")
    expect(note).to_contain_text("for looking only")
    expect(
        table.get_by_role("button", name="Play on from here (drops 1 later move)")
    ).to_have_count(0)
    note.get_by_role("button", name="Back to the latest move").click()
    expect(table.locator(".history .where")).to_have_text("Move 1 of 1")
    expect(table.locator(".log-list li")).to_have_count(1)


def test_an_older_link_or_a_reload_opens_the_game_at_its_latest_move(table: Page) -> None:
    seats = (Seat("human", "Cleo"), Seat("human", "Dev"))
    before = link("jaipur", HUMAN_FIRST, SEED, seats, ())
    open_link(table, seats, SEED)
    _take_a_good(table, "Cleo")
    set_fragment(table, before)  # the link from before the move, e.g. from the history list
    expect(table.locator(".message")).to_contain_text("earlier point of a game saved")
    expect(table.locator(".history .where")).to_have_text("Move 1 of 1")
    expect(table.locator(".curtain")).to_contain_text("Pass the device to Dev")
    table.reload()
    table.wait_for_selector("html[data-ready]", state="attached", timeout=30_000)
    expect(table.locator(".history .where")).to_have_text("Move 1 of 1")
    expect(table.locator(".curtain")).to_contain_text("Pass the device to Dev")


def test_the_curtain_holds_the_focus_and_hides_the_page_behind_it(table: Page) -> None:
    open_link(table, (Seat("human", "Eve"), Seat("human", "Finn")), SEED)
    expect(table.locator(".curtain")).to_be_visible()
    for _ in range(8):
        table.keyboard.press("Tab")
        assert table.evaluate("!!document.activeElement.closest('.curtain')")
    for _ in range(3):
        table.keyboard.press("Shift+Tab")
        assert table.evaluate("!!document.activeElement.closest('.curtain')")
    for behind in ("header.bar", ".game-bar", ".board"):
        expect(table.locator(behind)).to_have_attribute("inert", "")
    table.get_by_role("button", name="I am Eve: show my cards").click()
    expect(table.locator("header.bar")).not_to_have_attribute("inert", "")


def test_undo_after_the_end_of_a_match_asks_first(table: Page) -> None:
    moves = play("jaipur", HUMAN_FIRST, 3, lambda moves, state: False)
    seats = (Seat("human", "Gus"), Seat("greedy", "Hal"))
    open_link(table, seats, 3, tuple(moves))
    dialog = table.get_by_role("dialog")
    expect(dialog).to_contain_text("End of the match")
    dialog.get_by_role("button", name="Look at the table").click()
    total = f"Move {len(moves)} of {len(moves)}"
    table.locator('[data-key="undo"]').click()
    expect(table.get_by_role("dialog")).to_contain_text("Reopen the finished game?")
    expect(table.locator(".history .where")).to_have_text(total)
    table.get_by_role("dialog").get_by_role("button", name="Cancel").click()
    expect(table.get_by_role("dialog")).to_have_count(0)
    expect(table.locator(".history .where")).to_have_text(total)
    table.locator('[data-key="undo"]').click()
    table.get_by_role("button", name="Take back the last move").click()
    expect(table.locator(".history .where")).not_to_have_text(total)
    expect(table.get_by_role("button", name="Result")).to_have_count(0)  # the match goes on
