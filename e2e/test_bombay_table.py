"""The Bombay table tells what happened (issue 40, items 4 and 6; issue 39, item 3).

- A round ended by the player's own move: when their turn comes again, "Since your last
  turn" opens with the restock's banner, then the others' turns, at 3 and 4 players, at
  1280 x 800 and 360 x 740; each computer's level is under its name; axe finds nothing
  serious on that screen.
- A past position of the history view lists the turns before it, never "yours is the
  first turn".
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from e2e import jaipur_helpers as helpers
from e2e.jaipur_helpers import set_fragment
from e2e.shell_pages import axe_findings, shoot
from game.bombay import BOMBAY
from game.core.link import Record, Seat, encode
from web.shell.think import choose_move

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)
LOAD_MS = 30_000
SIZES: dict[str, ViewportSize] = {
    "1280": {"width": 1280, "height": 800},
    "360": {"width": 360, "height": 740},
}
KINDS = ("human", "easy", "medium", "hard")


def own_round_end(players: int, seed: int = 1) -> str:
    """A link: Ana (seat 0) to move again after her own move ended round 1 (greedy moves)."""
    state = BOMBAY.new(BOMBAY.options_from_ints((players, 0)), seed)
    moves: list[str] = []
    ended = False
    while not (ended and state.seat == 0):
        move = choose_move(BOMBAY, state, state.seat, "greedy", seed, len(moves))
        after = BOMBAY.apply(state, move)
        ended = ended or (state.seat == 0 and after.round != state.round)
        moves.append(str(move))
        state = after
    seats = tuple(Seat(k, "Ana" if k == "human" else "") for k in KINDS[:players])
    return encode(Record("bombay", (players, 0), seed, seats, tuple(moves)))


def open_link(page: Page, link: str) -> None:
    set_fragment(page, link)
    expect(page.locator(".bombay .bsummary")).to_be_visible(timeout=LOAD_MS)


@pytest.mark.parametrize("size", tuple(SIZES))
@pytest.mark.parametrize("players", (3, 4))
def test_a_restock_after_the_players_own_move_is_announced(
    table: Page, players: int, size: str
) -> None:
    page = table
    page.set_viewport_size(SIZES[size])
    open_link(page, own_round_end(players))
    lines = page.locator(".bsummary li")
    banner = lines.first
    expect(banner).to_have_class("banner restock")
    expect(banner).to_contain_text("restocked, 9 bales drawn from the bag.")
    expect(banner).to_be_visible()
    assert lines.count() >= 2  # then the turns the others played since
    expect(lines.nth(1)).not_to_contain_text("Ana")
    levels = page.locator(".merchant .level")
    expect(levels).to_have_text(["Easy", "Medium", "Hard"][: players - 1])
    shoot(page, f"bombay-restock-own-{players}p")
    if players == 4:
        assert axe_findings(page) == []


@pytest.mark.parametrize("size", tuple(SIZES))
def test_a_past_position_lists_the_turns_before_it(table: Page, size: str) -> None:
    page = table
    page.set_viewport_size(SIZES[size])
    link = own_round_end(4)
    open_link(page, link)
    back = page.locator("[data-key='back']")
    for _step in range(12):  # back into round 1, where the others' turns came before
        back.click()
    expect(page.locator(".history .where")).to_contain_text("Move")
    summary = page.locator(".bsummary")
    expect(summary).not_to_contain_text("first turn")
    assert page.locator(".bsummary li.turn").count() >= 1
    shoot(page, "bombay-history-past")
