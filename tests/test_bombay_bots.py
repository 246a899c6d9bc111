"""Every computer player moves in Bombay's positions at the edge of the rules.

The position of issue 22: a merchant holds all six city tokens (the four cities and
both bonus tokens), which once made every search level raise IndexError in the
evaluation. It is read from a file, final newline included, as a player would paste it.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.bombay import BOMBAY
from game.bombay.conduct import sale_in_reach
from game.bombay.evaluate import evaluate, win_chances
from game.bots import BOTS
from game.bots.levels import hint, settings_for
from game.bots.search import search
from game.core.rng import Rng
from tests.test_bombay_rules import play, position

SIX_TOKENS = (Path(__file__).parent / "data" / "bombay_six_tokens.txt").read_text()


def test_the_position_holds_six_tokens_and_reads_with_its_final_newline() -> None:
    assert SIX_TOKENS.endswith("\n")
    state = BOMBAY.parse_position(SIX_TOKENS)
    assert state.players[2].tokens.bit_count() == 6


@pytest.mark.parametrize("bot", sorted(BOTS))
def test_every_bot_moves_when_a_merchant_holds_all_six_tokens(bot: str) -> None:
    state = BOMBAY.parse_position(SIX_TOKENS)
    seat = BOMBAY.to_move(state)
    assert seat == 3
    view = BOMBAY.view(state, seat)
    assert BOTS[bot](BOMBAY, view, Rng(5)) in view.legal_moves


def test_the_evaluation_and_the_hint_judge_every_seat_of_that_position() -> None:
    state = BOMBAY.parse_position(SIX_TOKENS)
    values = [evaluate(state, seat) for seat in range(5)]
    assert max(values) == values[2]  # 19 rupees and the 8-rupee token bonus lead
    assert sum(win_chances(state)) == pytest.approx(1.0)
    assert 0.0 <= hint(BOMBAY, BOMBAY.view(state, 3), Rng(1), "easy") <= 1.0


# --- the moves the search leaves out (issue 22: Hard waited with bales it could sell) ---

NEAR_INDORE = "at:7 bales:O rupees:2 customers:0 tokens:- palaces:5"  # Indore demands O, 2 AP


def test_waiting_is_not_searched_while_a_sale_is_in_reach() -> None:
    state = position(p0=NEAR_INDORE)
    assert sale_in_reach(state)
    kept = {str(m) for m in BOMBAY.worth_searching(state, BOMBAY.legal_moves(state))}
    assert {str(m) for m in BOMBAY.legal_moves(state)} - kept == {"wait", "end"}
    far = position(p0="at:0 bales:O rupees:2 customers:0 tokens:- palaces:5")  # 4 AP away
    assert not sale_in_reach(far)
    kept = {str(m) for m in BOMBAY.worth_searching(far, BOMBAY.legal_moves(far))}
    assert "wait" in kept and "end" not in kept  # ending at once is never better than waiting
    mid_turn = play(state, "go 6")  # acted: ending the turn is a real choice now
    assert BOMBAY.worth_searching(mid_turn, BOMBAY.legal_moves(mid_turn)) == BOMBAY.legal_moves(
        mid_turn
    )


# From an arena game: Hard waited here with a blue bale that Bombay, 1 AP away, buys.
HARD_WAITED = (Path(__file__).parent / "data" / "bombay_hard_waited.txt").read_text()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_level_waits_with_a_sale_in_reach(level: str) -> None:
    state = BOMBAY.parse_position(HARD_WAITED)
    assert sale_in_reach(state)
    for seed in range(2):
        move = BOTS[level](BOMBAY, BOMBAY.view(state, 1), Rng(seed))
        assert str(move) not in ("wait", "end")


def test_computers_of_one_level_vary_their_opening_but_each_seed_plays_one() -> None:
    state = BOMBAY.new(BOMBAY.default_options(4), 3)
    view = BOMBAY.view(state, BOMBAY.to_move(state))
    settings = settings_for("medium", BOMBAY)
    openings = [str(search(BOMBAY, view, Rng(k), settings).move) for k in range(8)]
    assert len(set(openings)) > 1
    assert openings == [str(search(BOMBAY, view, Rng(k), settings).move) for k in range(8)]
    strict = replace(settings, variety=0.0, opening=0.0)  # the most searched move, any seed
    assert len({str(search(BOMBAY, view, Rng(k), strict).move) for k in range(8)}) == 1


def test_hard_varies_only_its_first_turn() -> None:
    hard = settings_for("hard", BOMBAY)
    assert hard.variety == 0 < hard.opening  # its best move after the opening
    small = replace(hard, iterations=300, follow_up=1.0)
    start = BOMBAY.new(BOMBAY.default_options(4), 3)
    view = BOMBAY.view(start, BOMBAY.to_move(start))
    assert BOMBAY.opening(view)
    assert len({str(search(BOMBAY, view, Rng(k), small).move) for k in range(8)}) > 1
    # the second round of the same game (played by greedy): one move whatever the seed
    state = start
    while state.round == 0:
        seat = BOMBAY.to_move(state)
        state = BOMBAY.apply(state, BOTS["greedy"](BOMBAY, BOMBAY.view(state, seat), Rng(0)))
    later = BOMBAY.view(state, BOMBAY.to_move(state))
    assert not BOMBAY.opening(later)
    assert len({str(search(BOMBAY, later, Rng(k), small).move) for k in range(8)}) == 1


def test_a_lost_game_is_played_for_the_most_rupees() -> None:
    # the last turn of the game, far behind, in Indore with an orange bale Indore buys
    last = "round:4/4 gameturn:4/4 seat:0 ap:3 bought:no pick:no"
    state = position(
        turn=last,
        citytokens="Bombay:1 Indore:0 Nagpur:1 Hyderabad:1",
        p0="at:3 bales:O rupees:2 customers:0 tokens:I palaces:5",
        p1="at:0 bales:- rupees:40 customers:0 tokens:- palaces:5",
    )
    for seed in range(3):
        after = state
        while BOMBAY.to_move(after) == 0:  # its whole turn, one search per action
            after = BOMBAY.apply(after, BOTS["hard"](BOMBAY, BOMBAY.view(after, 0), Rng(seed)))
        assert after.players[0].bales == () and after.players[0].rupees > 2
