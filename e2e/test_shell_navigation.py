"""The shell in Chromium (issue 9): Back and Forward stay in the app, the top bar's Rules
shows the rules of the game being played and closes back to it, the saved games show the
table's names, and the keyboard focus comes back to the table after the computer moves.

The rules pages in four languages (issue 25): each game's rules open from the home screen
and from a table in the middle of a game, show their contents, sections and pictures with
no serious axe finding, and their Back button and the browser's Back both return to where
the player was (home; the same position of the same game, at the top of the page)."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, ViewportSize, expect

from e2e import jaipur_helpers as helpers
from e2e.jaipur_helpers import HUMAN_FIRST, open_link
from e2e.shell_pages import axe_findings, link, play
from e2e.test_languages import jaipur_link, tr
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
    expect(page.locator(".save .players")).to_have_text("Player 1 vs Computer · Medium")
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


TITLES = {"jaipur": "Jaipur", "bombay": "Bombay"}
PHONE: ViewportSize = {"width": 360, "height": 740}


def check_rules(page: Page, language: str, game: str) -> None:
    """The rules of ``game`` in ``language``: the title, a contents list naming every
    section (its links go there), the game's pictures drawn, no serious axe finding."""
    title = tr(language, "How to play {game}", game=tr(language, TITLES[game]))
    expect(page.locator(".rules h1")).to_have_text(title, timeout=LOAD_MS)
    sections = page.locator(".rules section.l2")
    entries = page.locator(".rules-toc > ul > li > a")
    expect(entries).to_have_count(sections.count())
    assert sections.count() >= 7
    assert entries.all_inner_texts() == sections.locator("> h2").all_inner_texts()
    figures = page.locator(".rules figure.rules-fig")
    assert figures.count() >= 4
    for figure in figures.all():  # each picture drawn, with its caption under it
        box = figure.locator(".rules-pics").bounding_box()
        assert box is not None and box["width"] > 20 and box["height"] > 20
        expect(figure.locator("figcaption")).not_to_be_empty()
    url = page.url
    entries.last.click()  # the contents: to the last section, the address unchanged
    expect(sections.last.locator("> h2")).to_be_in_viewport()
    assert page.url == url
    assert axe_findings(page) == [], f"{language} {game}"


def leave_rules(page: Page, how: str, language: str, over_game: bool) -> None:
    """Read to the end of the rules, then leave by their own button or the browser's Back."""
    page.evaluate("scrollTo(0, document.documentElement.scrollHeight)")
    if how == "button":
        back = tr(language, "Back to the game" if over_game else "Back")
        page.locator(".rules").get_by_role("button", name=back, exact=True).click()
    else:
        page.go_back()
    expect(page.locator(".rules")).to_have_count(0)


def test_the_rules_open_from_home_and_from_a_table_and_return_in_four_languages(
    table: Page,
) -> None:
    bombay = play(
        "bombay", (3, 0), 5, lambda moves, state: len(moves) > 8 and BOMBAY.to_move(state) == 2
    )
    bombay_seats = (Seat("greedy", "Ira"), Seat("greedy", "Jo"), Seat("human", "Kim"))
    games = {
        "jaipur": (jaipur_link(4), ".jaipur"),
        "bombay": (link("bombay", (3, 0), 5, bombay_seats, bombay), ".bombay"),
    }
    for n, language in enumerate(("en", "ja", "vi", "es")):
        if n % 2:  # ja and es on a phone, en and vi on a desktop
            table.set_viewport_size(PHONE)
        else:
            table.set_viewport_size({"width": 1280, "height": 800})
        table.locator("select.language").select_option(language)
        expect(table.locator("html")).to_have_attribute("lang", language)
        # from home: Jaipur's rules (the top bar), then Bombay's (their button), and back
        for how in ("button", "browser"):
            table.locator(".brand").click()
            expect(table.locator(".home")).to_be_visible()
            table.locator('.bar [data-act="rules"]').click()
            if how == "button":
                check_rules(table, language, "jaipur")
                table.locator('.rules [data-act="rules"][data-arg="bombay"]').click()
                check_rules(table, language, "bombay")
            leave_rules(table, how, language, over_game=False)
            expect(table.locator(".home")).to_be_visible()
            assert "#" not in table.url
            assert table.evaluate("scrollY") == 0  # home from its top, as it was left
        # from a table in the middle of a game: the same game, at the same move
        for game, (fragment, board) in games.items():
            helpers.set_fragment(table, fragment)
            expect(table.locator(board)).to_be_visible(timeout=LOAD_MS)
            where = table.locator(".history .where").inner_text()
            url, moves = table.url, table.locator(".log-list li").count()
            for how in ("button", "browser"):
                table.locator('.bar [data-act="rules"]').click()
                if how == "button":
                    check_rules(table, language, game)
                else:
                    expect(table.locator(".rules h1")).to_be_visible()
                leave_rules(table, how, language, over_game=True)
                expect(table.locator(board)).to_be_visible()
                expect(table.locator(".history .where")).to_have_text(where)
                expect(table.locator(".log-list li")).to_have_count(moves)
                assert table.url == url, f"{language} {game} {how}"
                assert table.evaluate("scrollY") == 0, f"{language} {game} {how}"
    table.locator("select.language").select_option("en")
