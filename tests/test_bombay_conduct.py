"""The faults that make a Bombay computer look aimless (issue 39), each in a position where
an earlier version of the computers made it: every level now avoids it.

The positions (``tests/data/bombay_fault_*.txt``) come from the arena logs in
``docs/arena/`` (``scripts/bench/bombay_play_quality.py --examples``); the old move is in
each test. The detectors themselves are checked on those old moves first, so a test
cannot pass because a detector went blind.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.bombay import BOMBAY
from game.bombay.conduct import (
    Turn,
    back_and_forth,
    dead_bales,
    idle_wait,
    quietest_ride,
    rides_back,
    tidy_turn,
    tolls,
    tolls_given,
    turns,
)
from game.bombay.evaluate import points_to_end
from game.bombay.moves import GO, BombayMove
from game.bombay.state import State
from game.bots import ARENA_BOTS, levels
from game.bots.levels import decide
from game.core.rng import Rng

LEVELS = ("easy", "medium", "hard")
DATA = Path(__file__).parent / "data"


def fault_position(name: str) -> State:
    return BOMBAY.parse_position((DATA / f"bombay_fault_{name}.txt").read_text())


def played(state: State, moves: str) -> Turn:
    """The turn of ``moves`` (comma-separated) from ``state``."""
    states = [state]
    parsed = tuple(BOMBAY.parse_move(m.strip()) for m in moves.split(","))
    for move in parsed:
        states.append(BOMBAY.apply(states[-1], move))
    return Turn(state.seat, parsed, tuple(states))


def level_turn(state: State, level: str, seed: int = 1) -> Turn:
    """The whole turn ``level`` plays from ``state``, action by action as in the page."""
    rng, seat = Rng(seed), state.seat
    moves: list[BombayMove] = []
    states = [state]
    while True:
        move = decide(BOMBAY, BOMBAY.view(states[-1], seat), rng, level)
        moves.append(move)
        ends = BOMBAY.ends_turn(states[-1], move)
        states.append(BOMBAY.apply(states[-1], move))
        if ends or states[-1].over or states[-1].seat != seat:
            return Turn(seat, tuple(moves), tuple(states))


# --- the detectors, on the moves the old computers played -------------------------------


def test_riding_back_to_a_space_left_this_turn_is_a_back_and_forth() -> None:
    state = fault_position("back_and_forth")
    assert back_and_forth(played(state, "go 12, go 4, go 12"), None)  # the old Medium
    assert back_and_forth(played(state, "go 12, go 4"), None)  # back where it began
    assert not back_and_forth(played(state, "go 12"), None)
    # the seat's previous turn counts: it left 4 for 12, and now rides back to 4
    text = BOMBAY.format_position(state).replace("player 1 at:4", "player 1 at:12")
    next_turn = played(BOMBAY.parse_position(text), "go 4")
    assert back_and_forth(next_turn, played(state, "go 12, end"))
    assert not back_and_forth(next_turn, played(state, "go 12, buy O, end"))


def test_a_ride_through_a_rivals_palace_with_a_free_way_beside_it_gives_a_toll() -> None:
    state = fault_position("toll")
    old = played(state, "go 16, go 4, sell P")  # the old Medium: palace 16 is seat 1's
    assert tolls(state, 0, (4, 16, 4)) == 1
    assert tolls_given(old) == 1
    quiet = quietest_ride(state, 0, (4, 16, 4))
    assert tolls(state, 0, quiet) == 0 and quiet[0] == quiet[-1] == 4


def test_waiting_with_a_purchase_to_sell_in_reach_is_an_idle_wait() -> None:
    state = fault_position("idle_wait")
    assert idle_wait(state)  # the old Medium waited here, 10 rupees in hand
    broke = BOMBAY.parse_position(
        BOMBAY.format_position(state).replace("rupees:10 customers:2", "rupees:0 customers:2")
    )
    assert not idle_wait(broke)  # nothing it can afford: waiting is all it can do


def test_a_bale_carried_three_turns_and_never_sold_is_dead() -> None:
    state = fault_position("dead_bale")
    idle = {0: "idle", 1: "greedy"}  # seat 0 never sells again
    game_turns = rest_of_game(state, idle, first="go 10, buy O, go 22")
    assert [t.moves for t in dead_bales(game_turns, 0)] == [game_turns[0].moves]


def rest_of_game(state: State, bots: dict[int, str], first: str = "", seed: int = 3) -> list[Turn]:
    """The turns from ``state`` to the end: ``first`` (if given) and then ``bots``' moves
    (a bot's name, or ``idle``: ends each turn at once)."""
    rng = Rng(seed)
    states, moves = [state], []
    if first:
        turn = played(state, first)
        states, moves = list(turn.states), list(turn.moves)
    while not states[-1].over:
        now = states[-1]
        view = BOMBAY.view(now, now.seat)
        if bots[now.seat] == "idle":
            move = next(m for m in view.legal_moves if str(m) in ("end", "wait"))
        else:
            move = ARENA_BOTS[bots[now.seat]](BOMBAY, view, rng)
        moves.append(move)
        states.append(BOMBAY.apply(now, move))
    return list(turns(states, moves))


# --- every level avoids each fault --------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_rides_back_and_forth(level: str) -> None:
    turn = level_turn(fault_position("back_and_forth"), level)
    assert not back_and_forth(turn, None), turn.moves


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_gives_a_toll_it_could_ride_around(level: str) -> None:
    turn = level_turn(fault_position("toll"), level)
    assert tolls_given(turn) == 0, turn.moves


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", ["idle_wait", "idle_wait_loop"])
def test_no_level_waits_idle(level: str, name: str) -> None:
    # idle_wait_loop: Hard's plan rode out and back, and its tidied turn was a wait
    turn = level_turn(fault_position(name), level)
    assert str(turn.moves[0]) not in ("wait", "end"), turn.moves


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_carries_a_dead_bale(level: str) -> None:
    game_turns = rest_of_game(fault_position("dead_bale"), {0: level, 1: "greedy"})
    assert dead_bales(game_turns, 0) == [], [t.moves for t in game_turns if t.seat == 0]


def test_a_tidied_turn_cuts_the_detour_and_ends_where_it_was_going() -> None:
    state = fault_position("back_and_forth")
    plan = tuple(BOMBAY.parse_move(m) for m in ("go 12", "go 4", "go 12", "buy O"))
    assert [str(m) for m in tidy_turn(state, plan)] == ["go 12", "buy O"]  # its last point
    # nothing left to do at the turn's start: the merchant waits (a rupee) rather than ends
    loop = (*plan[:2], BOMBAY.parse_move("end"))
    assert [str(m) for m in tidy_turn(state, loop)] == ["wait"]
    # a plan the search could not see to its end stays open, to be searched again there
    assert [str(m) for m in tidy_turn(state, plan[:1])] == ["go 12"]


def test_a_ride_back_to_where_the_last_turn_came_from_is_neither_searched_nor_planned() -> None:
    state = fault_position("back_and_forth")  # seat 1 at 4; the post at 12 sells orange
    came = BOMBAY.parse_position(
        BOMBAY.format_position(state).replace("player 1 at:4", "player 1 at:12")
    )
    went_away = [(came, [BOMBAY.parse_move("go 4"), BOMBAY.parse_move("end")])]
    now = [*went_away, (state, [])]
    assert [str(m) for m in rides_back(state, now)] == ["go 12"]
    plan = tuple(BOMBAY.parse_move(m) for m in ("go 12", "buy O"))
    assert [str(m) for m in tidy_turn(state, plan, now)] == ["wait"]
    # a trade at 4 after leaving 12, or another game's turn, is no reason to stay away
    traded = [(came, [BOMBAY.parse_move("go 4"), BOMBAY.parse_move("buy O")]), (state, [])]
    assert rides_back(state, traded) == ()
    later = replace(came, round=state.round + 1)
    assert rides_back(state, [(later, [BOMBAY.parse_move("go 4")]), (state, [])]) == ()


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_rides_back_to_where_its_last_turn_came_from(level: str) -> None:
    state = fault_position("back_and_forth")
    came = BOMBAY.parse_position(
        BOMBAY.format_position(state).replace("player 1 at:4", "player 1 at:12")
    )
    # the level's memory of its own last turn (kept by decide between its moves)
    levels._TURNS[("bombay", level, 1)] = [(came, [BOMBAY.parse_move("go 4")])]
    turn = level_turn(state, level)
    previous = Turn(1, (BOMBAY.parse_move("go 4"),), (came, BOMBAY.apply(came, GO[4])))
    assert not back_and_forth(turn, previous), turn.moves


def test_a_merchant_whose_market_sold_out_turns_back_to_buy_rather_than_wait() -> None:
    # Hard sold at 5 and rode 13 -> 8 for the purple at 8, which then sold out; the only
    # purchase in reach is the orange at 13, behind it: it waited there, an idle wait
    state = fault_position("idle_wait_loop")
    last = BOMBAY.parse_position(
        BOMBAY.format_position(state).replace("player 2 at:8 ", "player 2 at:5 ")
    )
    history = [(last, [BOMBAY.parse_move(m) for m in ("go 13", "go 8")]), (state, [])]
    assert idle_wait(state) and GO[13] in rides_back(state, history)
    wait = (BOMBAY.parse_move("wait"),)
    turn = tidy_turn(state, (GO[16], GO[8], BOMBAY.parse_move("end")), history)
    assert turn != wait and any(str(m).startswith("buy") for m in turn), turn


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_rides_aimlessly_in_its_last_turn(level: str) -> None:
    # Medium's last turn of a 4-seat game: it rode Secunderabad -> Bidar -> Solapur with an
    # empty elephant (a toll for seat 3) where a wait was a rupee
    state = fault_position("last_ride")
    old = played(state, "go 17, go 9, go 22")
    assert tolls(state, 1, (5, 17, 9, 22)) == 1 and points_to_end(state)[1] == 3
    assert [str(m) for m in tidy_turn(state, old.moves)] == ["wait"]
    # with a bale Hyderabad buys, where it stands, the last turn sells it rather than wait
    text = BOMBAY.format_position(state).replace("at:5 bales:-", "at:5 bales:B")
    laden = BOMBAY.parse_position(text)
    assert "sell B" in [str(m) for m in tidy_turn(laden, old.moves)]
    for seed in (1, 2, 3, 4):
        turn = level_turn(state, level, seed)
        assert str(turn.moves[0]) == "wait", turn.moves
