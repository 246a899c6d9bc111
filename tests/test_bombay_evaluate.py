"""Bombay's heuristic: what the greedy bot and the search's leaves believe.

The two blunders fixed here were measured in greedy games (docs/ai.md): the
old estimate gave every merchant the same turns to go (so the last player of
a game turn looked as if it had no turn left), and it counted a bale as
sellable in a city reached with no action point left to sell it.
"""

from __future__ import annotations

from game.bombay.board import CITIES, DISTANCE
from game.bombay.evaluate import (
    TOKENS,
    _targets,
    _tokens_held,
    evaluate,
    points_to_end,
    win_chances,
)
from tests.test_bombay_rules import PLAYER, play, position

LAST_TURN = "round:4/4 gameturn:4/4 seat:0 ap:3 bought:no pick:no"  # seat 1 went first


def test_reach_counts_each_merchants_own_points_to_the_end() -> None:
    start = position()
    assert points_to_end(start) == [48, 48]  # 16 turns of 3 points each
    assert points_to_end(play(start, "go 21")) == [47, 48]  # one step
    assert points_to_end(play(start, "end")) == [45, 48]  # seat 1 has not played yet
    assert points_to_end(position(turn=LAST_TURN)) == [3, 0]  # only seat 0's last turn is left


def _carrying(space: int, turn: str) -> float:
    """Seat 0's estimate with a blue bale on its elephant at ``space``, above the same
    position without the bale."""
    bale = PLAYER.replace("bales:-", "bales:B").replace("at:0", f"at:{space}")
    empty = PLAYER.replace("at:0", f"at:{space}")
    return evaluate(position(turn=turn, p0=bale), 0) - evaluate(position(turn=turn, p0=empty), 0)


def _space_at(distance: int) -> int:
    """A space that many points from the nearest city that buys blue, and no nearer."""
    buyers = [c for k, c in enumerate(CITIES) if k in (1, 2, 3)]  # Indore, Nagpur, Hyderabad
    return next(s for s in range(len(DISTANCE)) if min(DISTANCE[s][c] for c in buyers) == distance)


def test_a_bale_is_worth_something_only_if_a_point_is_left_to_sell_it() -> None:
    assert _carrying(_space_at(2), LAST_TURN) > 0  # two steps, then sell
    assert _carrying(_space_at(3), LAST_TURN) == 0  # there, but no point left to sell
    assert _carrying(_space_at(3), LAST_TURN.replace("gameturn:4/4", "gameturn:3/4")) > 0


def test_the_chance_of_a_lead_firms_up_as_the_end_nears() -> None:
    ahead = PLAYER.replace("rupees:2", "rupees:5")
    early = win_chances(position(p0=ahead))[0]
    late = win_chances(position(turn=LAST_TURN, p0=ahead))[0]
    assert 0.5 < early < 0.75 < late  # 3 rupees: about 0.6 at the start, 0.8 at the end
    three = position(
        3,
        p0=ahead,
        turn="round:1/3 gameturn:1/5 seat:0 ap:3 bought:no pick:no",
        citytokens="Bombay:2 Indore:2 Nagpur:2 Hyderabad:2",
    )
    chances = win_chances(three)
    assert chances[0] > chances[1] == chances[2] and abs(sum(chances) - 1) < 1e-9


def test_tokens_that_can_make_no_bonus_are_worth_nothing_to_the_search() -> None:
    # seat 0's last turn, no bale: every city's token is taken and the bonus markers (15,
    # 20) are out of reach without a bale to build with, so seat 0's two tokens will make
    # no bonus (three make 4 rupees); greedy's smooth curve still counts them
    spent = "Bombay:0 Indore:0 Nagpur:0 Hyderabad:0"
    p0 = "at:0 bales:- rupees:2 customers:0 tokens:BI palaces:5"
    p1 = "at:0 bales:- rupees:2 customers:0 tokens:NH palaces:5"
    state = position(turn=LAST_TURN, citytokens=spent, p0=p0, p1=p1)
    assert _tokens_held(_targets(state), state.players[0], 3) == 0 < TOKENS[2]
    # a step from Hyderabad with a blue bale it buys, its token still there: two count
    third = position(
        turn=LAST_TURN,
        citytokens="Bombay:0 Indore:0 Nagpur:0 Hyderabad:1",
        p0=p0.replace("at:0 bales:-", "at:17 bales:B"),
        p1=p1.replace("tokens:NH", "tokens:N"),
    )
    assert _tokens_held(_targets(third), third.players[0], 3) == TOKENS[2]
    assert _tokens_held(_targets(third), third.players[0], 1) == 0  # a point short
