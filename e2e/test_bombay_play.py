"""Bombay in Chromium: games of 2 and 5 from the dialog, riding by clicking the map,
buying, selling (the demand column changes), a palace and its marker, a toll, skip
ahead, a link in a fresh browser, a 360 px phone (the map scales), the final scoring.

The games from the dialog start on fresh pages (the first checks that nothing of Bombay is
fetched before it is played); the others open their links on one page shared by the
module (``jaipur_helpers.table``), as if each link were pasted in turn."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect

from e2e import jaipur_helpers as helpers
from e2e.bombay_script import Script, builder, buyer, seller, toll_payer
from game.bombay import BOMBAY
from game.bombay.board import CITY_OF_SPACE
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng

OpenApp = Callable[..., Page]
LOAD_MS = 30_000  # Bombay's files are fetched on first use; generous for a loaded machine
COMPUTER_MS = 30_000
VS = ("human", "greedy")


shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)


def open_bombay(page: Page, link: str) -> Page:
    """Open ``link`` on the shared page: home first, so that the table waited for is the
    new game's, not the last test's."""
    if page.locator(".overlay").count():  # the last test's dialog
        page.locator('.overlay [data-act="close-dialog"]').click()
    page.locator(".brand").click()
    expect(page.locator(".home")).to_be_visible()
    helpers.set_fragment(page, link)
    expect(page.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
    return page


def newest(page: Page) -> object:
    return expect(page.locator(".log-list li").first)


def start_from_dialog(page: Page, open_app: OpenApp, players: int) -> None:
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    open_app(page)
    assert not [u for u in fetched if "bombay" in u]  # nothing of Bombay at start-up
    page.get_by_role("button", name="Play Bombay").click()
    expect(page.locator("form.new-game")).to_be_visible(timeout=LOAD_MS)
    page.get_by_role("button", name=str(players), exact=True).click()
    expect(page.locator("fieldset.seat")).to_have_count(players)
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".merchant")).to_have_count(players)
    bombay = [u for u in fetched if "bombay" in u]
    assert [u.rsplit("/", 2)[-2:] for u in bombay] == [["runtime", "bombay.zip"]]  # one request


def test_two_players_from_the_dialog_and_a_ride_by_clicking_the_map(
    page: Page, open_app: OpenApp
) -> None:
    start_from_dialog(page, open_app, 2)
    expect(page.locator(".bombay-map .elephant")).to_have_count(2)
    before = page.url
    page.locator('.spot[data-space="19"]').click()  # Khandwa, next to the start hill
    expect(page.locator(".log-list li").first).to_have_text("Player 1 rode to Khandwa.")
    expect(page.locator(".bstatus")).to_contain_text("2 action points left")
    assert page.url != before  # the link holds the move


def test_five_players_and_skip_ahead_through_the_computer_turns(
    page: Page, open_app: OpenApp
) -> None:
    start_from_dialog(page, open_app, 5)
    expect(page.locator(".bombay-map .elephant")).to_have_count(5)
    page.get_by_role("button", name="End the turn").click()
    skip = page.get_by_role("button", name="Skip ahead")
    expect(skip).to_be_visible()
    skip.click()
    expect(page.get_by_role("button", name="End the turn")).to_be_visible(timeout=COMPUTER_MS)
    expect(page.locator(".bstatus")).to_contain_text("game turn 2 of 3")
    assert page.locator(".log-list li").count() >= 5  # every computer played its turn


def test_a_purchase(table: Page) -> None:
    page = table
    script = buyer()
    colour = str(next(m for m in BOMBAY.legal_moves(script.state) if str(m).startswith("buy")))[-1]
    open_bombay(page, script.link(VS))
    page.locator(f'[data-key="action:buy:{colour}"]').click()
    newest(page).to_contain_text("Ana bought")  # type: ignore[attr-defined]
    expect(page.locator(".merchant.p0 .st-silk .bale-icon")).to_have_count(1)


def test_a_sale_moves_the_colour_to_the_bottom_of_the_demand_column(table: Page) -> None:
    page = table

    def column_of(script: Script, city: int) -> str:
        return "".join("YPBO"[c] for c in script.state.demand[CITY_OF_SPACE[city]])

    script, city, colour = next(  # a sale that is not already at the bottom of the column
        (s, c, col)
        for seed in range(5, 40)
        for s, c, col in [seller(2, seed)]
        if column_of(s, c)[-1] != col
    )
    column = column_of(script, city)
    open_bombay(page, script.link(VS))
    cells = page.locator(f'.demand[data-city="{city}"] .demand-cell')
    assert [cells.nth(i).get_attribute("data-colour") for i in range(3)] == list(column)
    sell = page.locator(f'[data-key="action:sell:{colour}"]')
    expect(sell).to_contain_text(f"+{(4, 3, 1)[column.index(colour)] + (colour == 'Y')} ₹")
    sell.click()
    # the sale ends Ana's turn: the computer's reply may already be above it in the log
    expect(page.locator(".log-list")).to_contain_text("Ana sold")
    expect(cells.nth(2)).to_have_attribute("data-colour", colour)
    after = [cells.nth(i).get_attribute("data-colour") for i in range(3)]
    assert after == [c for c in column if c != colour] + [colour]


def test_a_palace_takes_its_marker(table: Page) -> None:
    page = table
    script, site = builder()
    colour = next("YPBO"[c] for c in script.state.players[0].bales)
    open_bombay(page, script.link(VS))
    expect(page.locator(f'.space[data-space="{site}"] .marker')).to_have_count(1)
    page.locator(f'[data-key="action:build:{colour}"]').click()
    expect(page.locator('.bombay-map .palace[data-seat="0"]')).to_have_count(1)
    expect(page.locator(f'.space[data-space="{site}"] .marker')).to_have_count(0)
    expect(page.locator(".log-list")).to_contain_text("The marker gives")
    expect(page.locator(".merchant.p0 .st-palaces dd")).to_have_text("4")


def test_riding_into_a_palace_pays_its_owner_a_toll(table: Page) -> None:
    page = table
    script, site = toll_payer()
    open_bombay(page, script.link(VS))
    rupees = page.locator(".merchant.p1 .st-rupees dd")
    before = int(rupees.inner_text())
    page.locator(f'.spot[data-space="{site}"]').click()
    expect(page.locator(".log-list")).to_contain_text("Bea takes a toll of 1 ₹.")
    expect(rupees).to_have_text(str(before + 1))


def test_a_link_in_a_fresh_browser_shows_the_same_game(
    table: Page, browser: Browser, browser_problems: object
) -> None:
    page = table
    script = buyer(3)
    open_bombay(page, script.link(("human", "human", "human")))
    page.locator('[data-key^="action:buy"]').click()
    expect(page.locator(".history .where")).to_contain_text(f"Move {len(script.moves) + 1} of")
    board = page.locator(".side").inner_text()
    other = browser.new_context()
    browser_problems.attach(other)  # type: ignore[attr-defined]
    try:
        fresh = other.new_page()
        fresh.goto(page.url)
        expect(fresh.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
        assert fresh.locator(".side").inner_text() == board
        assert fresh.locator(".curtain").count() == 0  # nothing hidden between people
    finally:
        other.close()


def test_fits_a_360_px_phone_and_the_map_scales(table: Page) -> None:
    page = table
    page.set_viewport_size({"width": 360, "height": 740})
    open_bombay(page, buyer(4).link(("human", "greedy", "greedy", "greedy")))
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    frame = page.locator(".map-frame")
    assert frame.evaluate("e => e.scrollWidth <= e.clientWidth")  # the whole map, scaled


def greedy_game_near_end(seed: int = 6) -> tuple[str, list[str]]:
    """A greedy-vs-greedy game one move before its end, as a link; the winners' names."""
    state, rng, moves = BOMBAY.new(BOMBAY.default_options(2), seed), Rng(seed), []
    while (outcome := BOMBAY.outcome(state)) is None:
        move = BOTS["greedy"](BOMBAY, BOMBAY.view(state, BOMBAY.to_move(state)), rng)
        moves.append(str(move))
        state = BOMBAY.apply(state, move)
    names = ("Ada", "Bo")
    seats = tuple(Seat("greedy", n) for n in names)
    link = encode(Record("bombay", (2, 0), seed, seats, tuple(moves[:-1])))
    return link, [names[w] for w in outcome.winners]


def test_the_last_move_opens_the_final_scoring_with_a_rematch(table: Page) -> None:
    page = table
    link, winners = greedy_game_near_end()
    open_bombay(page, link)
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible(timeout=COMPUTER_MS)
    expect(dialog.locator(".breakdown tbody tr")).to_have_count(2)
    expect(dialog.locator(".breakdown")).to_contain_text("Final rupees")
    for name in winners:
        expect(dialog.locator(".verdict")).to_contain_text(name)
    dialog.get_by_role("button", name="Rematch").click()
    expect(dialog).to_be_hidden()
    moves = int(page.locator(".history .where").inner_text().split()[-1])
    assert moves < 10 and link not in page.url  # a new game (its computers may have started)
