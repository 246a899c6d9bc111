"""Random play through the page: every legal move can be made by pointing.

Each turn the test reads the game from the link in the URL (the page's own record),
picks a random legal move for the seat to move, points at its cards and presses the
action, which must be enabled. Hot-seat: the curtain must hide every face before it is
lifted. By default a few turns of each kind of game keep the suite fast; set
``BAZAAR_SOAK_TURNS`` (e.g. 400) to play whole matches.
"""

from __future__ import annotations

import os

import pytest
from playwright.sync_api import Page, expect

from e2e import jaipur_helpers as helpers
from e2e.conftest import polling
from e2e.jaipur_helpers import args_for, link
from game import GAMES
from game.core.link import Seat, decode
from game.core.rng import Rng
from game.jaipur import JAIPUR

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)
pytestmark = pytest.mark.quick_computer  # its moves come at once: this tests the person's
TURNS = int(os.environ.get("BAZAAR_SOAK_TURNS", "12"))
LABELS = {"Take": "Take", "TakeCamels": "Take camels", "Exchange": "Exchange", "Sell": "Sell"}
FACES = ", ".join(f".hand .card.c-{g}" for g in "DGSCPL")


def play(page: Page, seats: tuple[Seat, ...], seed: int) -> int:
    """Play up to TURNS human turns at random; returns the turns played."""
    helpers.set_fragment(page, link(seats, seed))
    rng, turns = Rng(seed), 0
    for _ in polling(60 + 10 * TURNS, f"{TURNS} turns played at random"):
        if turns == TURNS:
            break
        if page.locator(".overlay [role=dialog]").count():
            if page.locator(".final-report").count():
                return turns
            page.locator("[data-act=close-dialog]").click()
            continue
        url = page.url
        state = decode(url.split("#", 1)[1], GAMES).states[-1]
        seat = JAIPUR.to_move(state)
        assert seat is not None  # the final report is not shown: the game goes on
        if seats[seat].kind != "human":  # the computer's reply comes into the link
            page.wait_for_function("(u) => location.href !== u", arg=url)
            continue
        if page.locator(".curtain").count():
            assert page.locator(FACES).count() == 0
            page.locator("[data-act=reveal]").click()
        view = JAIPUR.view(state, seat)
        move = rng.choice(list(view.legal_moves))
        page.locator("[data-act=clear]").click()
        for arg in args_for(view, move):
            page.locator(f'[data-arg="{arg}"]').click()
        button = page.get_by_role("button", name=LABELS[type(move).__name__], exact=True)
        expect(button).to_be_enabled()
        before = page.url
        button.click()
        page.wait_for_function("(u) => location.href !== u", arg=before)  # the move is in the link
        turns += 1
    return turns


def test_random_moves_against_the_computer(table: Page) -> None:
    assert play(table, (Seat("human", "Rita"), Seat("greedy", "Rob")), 77) > 0


def test_random_moves_in_hot_seat(table: Page) -> None:
    assert play(table, (Seat("human", "Hal"), Seat("human", "Hope")), 78) > 0
