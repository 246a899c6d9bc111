"""Bombay rule tests, each built from a position in text form.

``position(...)`` starts from one 2-player opening position (below) and
replaces whole lines, so every test states exactly the facts it depends on.
Every Decision of the rules contract has a test here (marked "Decision").
"""

from __future__ import annotations

import pytest

from game.bombay import BOMBAY, State
from game.bombay.scoring import rank_bonuses, token_bonus
from game.bombay.setup import market_of
from game.core.errors import IllegalMoveError

BASE = {
    "bombay": "players 2",
    "turn": "round:1/4 gameturn:1/4 seat:0 ap:3 bought:no pick:no",
    "rng": "1",
    "demand": "Bombay:YPO Indore:PBO Nagpur:PBY Hyderabad:YOB",
    "citytokens": "Bombay:1 Indore:1 Nagpur:1 Hyderabad:1",
    "markets": "left:P3 centre:Y2B2 right:O1",
    "posts": "10:P 11:Y 12:O 13:B",
    "markers": "14:F 15:W 16:F 17:C 18:R 19:C 20:Y 21:R",
    "palaces": "-",
}
PLAYER = "at:0 bales:- rupees:2 customers:0 tokens:- palaces:5"


def position(players: int = 2, **lines: str) -> State:
    """The base position with some lines replaced (``p0=...`` for player 0's line)."""
    text = {**BASE, "bombay": f"players {players}", **lines}
    body = [f"{k} {text[k]}" for k in BASE]
    body += [f"player {i} {lines.get(f'p{i}', PLAYER)}" for i in range(players)]
    return BOMBAY.parse_position("\n".join(body))


def play(state: State, *moves: str) -> State:
    for text in moves:
        state = BOMBAY.apply(state, BOMBAY.parse_move(text))
    return state


def legal(state: State) -> list[str]:
    return [str(m) for m in BOMBAY.legal_moves(state)]


def me(state: State, seat: int = 0) -> str:
    """A player's line of the position text."""
    return BOMBAY.format_position(state).splitlines()[9 + seat]


# --- moving --------------------------------------------------------------------


def test_moving_costs_one_point_and_two_into_a_hill() -> None:
    s = play(position(), "go 19")
    assert s.ap == 2 and s.players[0].space == 19
    s = play(s, "go 0")  # back onto the start hill: 2 points, the turn is over
    assert s.seat == 1 and s.players[0].space == 0


def test_a_hill_cannot_be_entered_with_one_point_left() -> None:
    s = position(
        turn="round:1/4 gameturn:1/4 seat:0 ap:1 bought:no pick:no",
        p0=PLAYER.replace("at:0", "at:19"),
    )
    assert "go 0" not in legal(s) and "go 1" not in legal(s)
    assert "go 7" in legal(s) and "go 20" in legal(s)


def test_only_neighbouring_spaces_can_be_entered() -> None:
    s = position()
    assert [m for m in legal(s) if m.startswith("go")] == ["go 1", "go 18", "go 19", "go 21"]
    with pytest.raises(IllegalMoveError):
        BOMBAY.apply(s, BOMBAY.parse_move("go 6"))


def test_elephants_may_share_a_space() -> None:
    s = position(p1=PLAYER.replace("at:0", "at:18"))
    assert play(s, "go 18").players[0].space == 18


def test_the_turn_ends_when_the_points_are_spent() -> None:
    s = play(position(), "go 18", "go 6", "go 14")
    assert s.seat == 1 and s.ap == 3 and s.players[0].space == 14


# --- buying -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("markets", "ap_left", "rupees_left"),
    [
        ("left:P3 centre:Y2B2 right:O1", 2, 1),
        ("left:Y2B2 centre:P1 right:O1", 1, 1),
        ("left:Y2B2 centre:O2 right:P1", 1, 0),
    ],
)
def test_buying_costs_depend_on_the_market(markets: str, ap_left: int, rupees_left: int) -> None:
    s = position(markets=markets, p0=PLAYER.replace("at:0", "at:10"))
    s = play(s, "buy P")
    assert s.ap == ap_left and s.players[0].rupees == rupees_left and s.players[0].bales == (1,)


def test_a_purchase_takes_the_bale_from_its_market() -> None:
    s = play(position(p0=PLAYER.replace("at:0", "at:10")), "buy P")
    assert "markets left:P2 centre:Y2B2 right:O1" in BOMBAY.format_position(s)
    s = position(markets="left:P1 centre:Y2B2 right:O1", p0=PLAYER.replace("at:0", "at:10"))
    assert "markets left:- centre:Y2B2 right:O1" in BOMBAY.format_position(play(s, "buy P"))


def test_buying_needs_enough_points_and_rupees() -> None:
    at_post = PLAYER.replace("at:0", "at:10")
    right = "left:Y2B2 centre:O2 right:P1"
    s = position(markets=right, p0=at_post.replace("rupees:2", "rupees:1"))
    assert "buy P" not in legal(s)
    s = position(
        markets=right, p0=at_post, turn="round:1/4 gameturn:1/4 seat:0 ap:1 bought:no pick:no"
    )
    assert "buy P" not in legal(s)


def test_only_one_purchase_per_turn() -> None:
    s = position(p0=PLAYER.replace("at:0", "at:10").replace("rupees:2", "rupees:5"))
    s = play(s, "buy P")
    assert "buy P" not in legal(s)
    s = play(s, "end", "end")  # the next turn allows another
    assert "buy P" in legal(s)


def test_an_elephant_carries_at_most_two_bales() -> None:
    s = position(p0=PLAYER.replace("at:0", "at:10").replace("bales:-", "bales:YB"))
    assert "buy P" not in legal(s)


def test_a_colour_missing_from_the_markets_cannot_be_bought() -> None:
    s = position(markets="left:Y3 centre:B2 right:O1", p0=PLAYER.replace("at:0", "at:10"))
    assert "buy P" not in legal(s)
    assert [p.open for p in BOMBAY.view(s, 0).posts] == [False, True, True, True]


# --- selling -----------------------------------------------------------------------


def _at_bombay(bales: str, tokens: str = "-") -> State:
    # Bombay demands Y (top), P (middle), O (bottom)
    return position(p0=f"at:2 bales:{bales} rupees:0 customers:0 tokens:{tokens} palaces:5")


def test_selling_pays_by_the_cubes_place_and_moves_it_to_the_bottom() -> None:
    s = play(_at_bombay("PO"), "sell P")  # middle: 3 rupees
    assert me(s).startswith("player 0 at:2 bales:O rupees:3 customers:1")  # purple: +1 customer
    assert "demand Bombay:YOP" in BOMBAY.format_position(s)
    s = play(s, "sell O")  # O moved up to the middle: 3 rupees, no customer
    assert "rupees:6 customers:1" in me(s)
    assert "demand Bombay:YPO" in BOMBAY.format_position(s)


def test_top_place_pays_four_and_yellow_one_more() -> None:
    s = play(_at_bombay("Y"), "sell Y")
    assert "rupees:5 customers:0" in me(s)


def test_bottom_place_pays_one_and_a_customer_and_changes_nothing() -> None:
    s = play(_at_bombay("O"), "sell O")
    assert "rupees:1 customers:1" in me(s)
    assert "demand Bombay:YPO" in BOMBAY.format_position(s)


def test_a_city_buys_only_the_colours_it_demands() -> None:
    s = _at_bombay("BO")
    assert "sell B" not in legal(s) and "sell O" in legal(s)


def test_selling_costs_one_point_per_bale() -> None:
    s = play(_at_bombay("OO"), "sell O")
    assert s.ap == 2 and "sell O" in legal(s)


def test_the_first_sale_in_a_city_earns_its_token_only_once() -> None:
    s = play(_at_bombay("OO"), "sell O")
    assert "tokens:B" in me(s) and "citytokens Bombay:0" in BOMBAY.format_position(s)
    s = play(s, "sell O")
    assert "tokens:B " in me(s)


def test_no_token_when_the_city_has_none_left() -> None:
    s = position(
        citytokens="Bombay:0 Indore:1 Nagpur:1 Hyderabad:1",
        p0="at:2 bales:O rupees:0 customers:0 tokens:- palaces:5",
        p1="at:0 bales:- rupees:2 customers:0 tokens:B palaces:5",
    )
    assert "tokens:-" in me(play(s, "sell O"))


def test_decision_sold_and_discarded_bales_go_back_to_the_bag() -> None:
    s = _at_bombay("OO")
    bag = BOMBAY.view(s, 0).bag
    s = play(s, "sell O")
    assert BOMBAY.view(s, 0).bag == (bag[0], bag[1], bag[2], bag[3] + 1)
    s = position(p0="at:22 bales:B rupees:0 customers:0 tokens:- palaces:5")
    bag = BOMBAY.view(s, 0).bag
    assert BOMBAY.view(play(s, "build B"), 0).bag == (bag[0], bag[1], bag[2] + 1, bag[3])


# --- building and palace markers -----------------------------------------------


def test_building_costs_a_point_and_a_bale_of_the_players_choice() -> None:
    s = position(p0="at:22 bales:BO rupees:0 customers:0 tokens:- palaces:5")
    assert [m for m in legal(s) if m.startswith("build")] == ["build B", "build O"]
    s = play(s, "build O")
    assert s.ap == 2 and "bales:B " in me(s) and "palaces:4" in me(s)
    assert "palaces 22:0" in BOMBAY.format_position(s)


def test_no_palace_on_a_city_a_trading_post_or_another_palace() -> None:
    for space in (2, 10):
        s = position(p0=f"at:{space} bales:B rupees:0 customers:0 tokens:- palaces:5")
        assert not [m for m in legal(s) if m.startswith("build")]
    s = position(
        palaces="22:1",
        p0="at:22 bales:B rupees:0 customers:0 tokens:- palaces:5",
        p1="at:0 bales:- rupees:2 customers:0 tokens:- palaces:4",
    )
    assert "build B" not in legal(s)


def test_no_palace_without_a_bale_or_with_none_left() -> None:
    assert "build B" not in legal(
        position(p0="at:22 bales:- rupees:0 customers:0 tokens:- palaces:5")
    )


def test_decision_palaces_on_unused_sites_and_hills() -> None:
    # group F site 6 is unused at 2 players: it holds no trading post
    for space in (6, 0, 1):
        s = position(p0=f"at:{space} bales:B rupees:0 customers:0 tokens:- palaces:5")
        assert "build B" in legal(s), space
    # at 4 players it holds a post
    four = position(
        4,
        posts="6:P 7:Y 8:O 9:B 10:P 11:Y 12:O 13:B",
        citytokens="Bombay:3 Indore:3 Nagpur:3 Hyderabad:3",
        p0="at:6 bales:B rupees:0 customers:0 tokens:- palaces:5",
    )
    assert "build B" not in legal(four)


@pytest.mark.parametrize(
    ("space", "expected"),
    [
        (18, "rupees:4 customers:0 tokens:-"),
        (19, "rupees:2 customers:1 tokens:-"),
        (20, "rupees:2 customers:0 tokens:y"),
        (15, "rupees:2 customers:0 tokens:w"),
    ],
)
def test_palace_markers_reward_the_builder(space: int, expected: str) -> None:
    s = play(position(p0=f"at:{space} bales:B rupees:2 customers:0 tokens:- palaces:5"), "build B")
    assert expected in me(s)
    assert f"{space}:" not in BOMBAY.format_position(s).splitlines()[7]  # the marker is taken


def test_decision_free_bale_costs_no_point_and_is_not_the_purchase() -> None:
    s = position(
        4,
        posts="6:P 7:Y 8:O 9:B 10:P 11:Y 12:O 13:B",
        citytokens="Bombay:3 Indore:3 Nagpur:3 Hyderabad:3",
        markets="left:P3 centre:Y2B2 right:O1",
        p0="at:14 bales:B rupees:2 customers:0 tokens:- palaces:5",
    )
    s = play(s, "build B")  # marker F: the left market holds only purple
    assert s.ap == 2 and "bales:P " in me(s) and "markets left:P2" in BOMBAY.format_position(s)
    s = play(s, "go 6")  # the trading post for purple at Thana
    assert "buy P" in legal(s)  # still this turn's purchase to make
    bought = position(
        turn="round:1/4 gameturn:1/4 seat:0 ap:1 bought:yes pick:no",
        p0="at:14 bales:B rupees:2 customers:0 tokens:- palaces:5",
    )
    assert "bales:P " in me(play(bought, "build B"))  # and a purchase does not prevent it


def test_free_bale_colour_is_picked_when_the_leftmost_market_holds_several() -> None:
    s = position(
        markets="left:Y2B2 centre:P1 right:O1",
        p0="at:14 bales:O rupees:2 customers:0 tokens:- palaces:5",
    )
    s = play(s, "build O")
    assert s.picking and legal(s) == ["pick Y", "pick B"]
    s = play(s, "pick B")
    assert not s.picking and "bales:B " in me(s) and "left:Y2B1" in BOMBAY.format_position(s)


def test_free_bale_comes_from_the_leftmost_market_that_still_holds_bales() -> None:
    s = position(
        markets="left:- centre:Y2 right:O1",
        p0="at:14 bales:B rupees:2 customers:0 tokens:- palaces:5",
    )
    assert "bales:Y " in me(play(s, "build B"))


def test_decision_free_bale_gives_nothing_when_the_markets_are_empty() -> None:
    s = position(
        markets="left:- centre:- right:-",
        p0="at:14 bales:B rupees:2 customers:0 tokens:- palaces:5",
    )
    s = play(s, "build B")
    assert "bales:- " in me(s) and not s.picking and s.ap == 2


def test_a_pick_owed_with_no_points_left_ends_the_turn_after_it() -> None:
    s = position(
        turn="round:1/4 gameturn:1/4 seat:0 ap:1 bought:yes pick:no",
        markets="left:Y2B2 centre:P1 right:O1",
        p0="at:14 bales:O rupees:2 customers:0 tokens:- palaces:5",
    )
    s = play(s, "build O")
    assert s.seat == 0 and s.picking
    assert play(s, "pick Y").seat == 1


# --- tolls --------------------------------------------------------------------------


def test_tolls_on_every_entry_including_passing_through() -> None:
    s = position(
        palaces="14:1 18:1",
        markers="15:W 16:F 17:C 19:C 20:Y 21:R",
        p1="at:0 bales:- rupees:2 customers:0 tokens:- palaces:3",
    )
    s = play(s, "go 18", "go 6", "go 14")
    assert "rupees:4" in me(s, 1) and "rupees:2" in me(s, 0)  # the bank pays, not the mover


def test_decision_your_own_palace_charges_you_nothing() -> None:
    s = position(
        palaces="18:0",
        markers="14:F 15:W 16:F 17:C 19:C 20:Y 21:R",
        p0=PLAYER.replace("palaces:5", "palaces:4"),
    )
    s = play(s, "go 18")
    assert "rupees:2" in me(s, 0) and "rupees:2" in me(s, 1)


# --- waiting and ending a turn -----------------------------------------------------


def test_wait_is_the_whole_turn_and_pays_a_rupee() -> None:
    s = position()
    assert "wait" in legal(s)
    s = play(s, "wait")
    assert s.seat == 1 and "rupees:3" in me(s, 0)
    s = play(s, "go 18")
    assert "wait" not in legal(s)


def test_decision_end_turn_is_legal_at_any_moment_and_pays_nothing() -> None:
    s = position()
    assert legal(s)[-1] == "end"
    s = play(s, "end")
    assert s.seat == 1 and "rupees:2" in me(s, 0)
    assert legal(play(s, "go 18"))[-1] == "end"


# --- rounds, restock, the end ---------------------------------------------------------


def test_a_round_ends_with_a_restock_and_the_first_player_passes_left() -> None:
    s = position(
        3,
        turn="round:1/3 gameturn:5/5 seat:2 ap:3 bought:no pick:no",
        citytokens="Bombay:2 Indore:2 Nagpur:2 Hyderabad:2",
        markets="left:O1 centre:- right:-",
        p2="at:0 bales:YB rupees:2 customers:0 tokens:- palaces:5",
    )
    s = play(s, "end")
    assert (s.round, s.turn, s.seat, s.first_player) == (1, 0, 1, 1)
    assert sum(s.stock) == 9 and s.players[2].bales == (0, 2)  # elephants keep their bales


def test_decision_fewer_than_nine_bales_in_the_bag_are_all_drawn() -> None:
    # 10 bales on elephants: 7 left in the bag, all of them drawn
    five = position(
        5,
        turn="round:1/5 gameturn:3/3 seat:4 ap:3 bought:no pick:no",
        posts="6:P 7:Y 8:O 9:B 10:P 11:Y 12:O 13:B",
        citytokens="Bombay:4 Indore:4 Nagpur:4 Hyderabad:4",
        markets="left:- centre:- right:-",
        p0="at:0 bales:YY rupees:2 customers:0 tokens:- palaces:5",
        p1="at:0 bales:PP rupees:2 customers:0 tokens:- palaces:5",
        p2="at:0 bales:BB rupees:2 customers:0 tokens:- palaces:5",
        p3="at:0 bales:OO rupees:2 customers:0 tokens:- palaces:5",
        p4="at:0 bales:YP rupees:2 customers:0 tokens:- palaces:5",
    )
    s = play(five, "end")
    assert s.stock == (0, 1, 3, 3) and s.market == (-1, 1, 0, 0)


def test_markets_by_count_with_ties_sharing() -> None:
    assert market_of((3, 2, 2, 2)) == (0, 1, 1, 1)
    assert market_of((1, 2, 4, 2)) == (2, 1, 0, 1)
    assert market_of((0, 3, 3, 3)) == (-1, 0, 0, 0)
    assert market_of((1, 2, 3, 3)) == (2, 1, 0, 0)


@pytest.mark.parametrize(("players", "turns"), [(2, 16), (3, 15), (4, 16), (5, 15)])
def test_the_game_lasts_the_scheduled_turns(players: int, turns: int) -> None:
    s = BOMBAY.new(BOMBAY.default_options(players), 7)
    taken = [0] * players
    while BOMBAY.to_move(s) is not None:
        taken[s.seat] += 1
        s = play(s, "end")
    assert taken == [turns] * players and BOMBAY.outcome(s) is not None


def test_final_scoring_tokens_and_ranking() -> None:
    s = position(
        3,
        turn="round:3/3 gameturn:5/5 seat:1 ap:3 bought:no pick:no",
        citytokens="Bombay:0 Indore:0 Nagpur:1 Hyderabad:1",
        palaces="20:0",
        markers="14:F 15:W 16:F 17:C 18:R 19:C 21:R",
        # p0: 3 tokens with the yellow bonus one (+4), 1 palace + 2 customers = 3
        p0="at:0 bales:- rupees:10 customers:2 tokens:BIy palaces:4",
        # p1: 4 different (+8), 0 + 3 = 3, tied with p0 for first: (6 + 2) / 2 = 4 each
        p1="at:0 bales:- rupees:5 customers:3 tokens:BINH palaces:5",
        p2="at:0 bales:- rupees:0 customers:0 tokens:- palaces:5",
    )
    s = play(s, "end")
    assert BOMBAY.outcome(s) is not None
    assert [p.rupees for p in s.players] == [10 + 4 + 4, 5 + 8 + 4, 0]


def test_token_bonus_and_shared_ranks_round_down() -> None:
    assert [token_bonus(m) for m in (0b1, 0b11, 0b111, 0b1111, 0b110011, 0b111111)] == [
        0,
        0,
        4,
        8,
        8,
        8,
    ]
    assert rank_bonuses((3, 3, 1, 1, 0)) == (7, 7, 3, 3, 0)  # 8+6 / 2, 4+2 / 2
    assert rank_bonuses((2, 2, 2)) == (2, 2, 2)  # (6+2+0) // 3
    assert rank_bonuses((1, 5)) == (0, 4)


def test_the_winner_has_most_rupees_then_most_customers_then_shares() -> None:
    end = "round:4/4 gameturn:4/4 seat:0 ap:3 bought:no pick:no"
    tied = position(
        turn=end,
        p0="at:0 bales:- rupees:9 customers:1 tokens:- palaces:5",
        p1="at:0 bales:- rupees:9 customers:1 tokens:- palaces:5",
    )
    outcome = BOMBAY.outcome(play(tied, "end"))
    assert outcome is not None and outcome.winners == (0, 1) and outcome.scores == (11, 11)
    ahead = position(
        turn=end,
        p0="at:0 bales:- rupees:9 customers:1 tokens:- palaces:5",
        p1="at:0 bales:- rupees:9 customers:2 tokens:- palaces:5",
    )
    outcome = BOMBAY.outcome(play(ahead, "end"))
    assert outcome is not None and outcome.winners == (1,) and outcome.scores == (9, 13)


def test_no_move_after_the_end() -> None:
    s = play(position(turn="round:4/4 gameturn:4/4 seat:0 ap:3 bought:no pick:no"), "end")
    assert BOMBAY.legal_moves(s) == () and BOMBAY.to_move(s) is None
    with pytest.raises(IllegalMoveError):
        play(s, "end")


def test_decision_bonus_city_tokens_count_as_different_tokens() -> None:
    end = "round:4/4 gameturn:4/4 seat:0 ap:3 bought:no pick:no"
    s = position(
        turn=end,
        citytokens="Bombay:0 Indore:0 Nagpur:1 Hyderabad:1",
        palaces="15:0 20:0",
        markers="14:F 16:F 17:C 18:R 19:C 21:R",
        p0="at:0 bales:- rupees:0 customers:0 tokens:BIyw palaces:3",
    )
    s = play(s, "end")
    assert s.players[0].rupees == 8 + 4  # four different tokens, and first in the ranking


def test_decision_shared_ranking_bonuses_round_down() -> None:
    assert rank_bonuses((2, 2, 2)) == (2, 2, 2)  # 8 rupees for 3 players: 2 each, 2 lost
    assert rank_bonuses((0, 4, 4, 1, 1)) == (0, 7, 7, 3, 3)


def test_which_moves_end_the_turn() -> None:
    one_left = "round:1/4 gameturn:1/4 seat:0 ap:1 bought:no pick:no"
    cases = [
        (position(), "wait", True),
        (position(), "end", True),
        (position(), "go 18", False),
        (position(turn=one_left, p0=PLAYER.replace("at:0", "at:18")), "go 6", True),
        (
            position(turn=one_left, p0="at:2 bales:O rupees:0 customers:0 tokens:- palaces:5"),
            "sell O",
            True,
        ),
        # a free bale with a colour to choose: the pick still belongs to this turn
        (
            position(
                turn=one_left,
                markets="left:Y2B2 centre:P1 right:O1",
                p0="at:14 bales:O rupees:2 customers:0 tokens:- palaces:5",
            ),
            "build O",
            False,
        ),
    ]
    for state, text, ends in cases:
        move = BOMBAY.parse_move(text)
        assert BOMBAY.ends_turn(state, move) == ends, text
        assert (BOMBAY.apply(state, move).seat != state.seat) == ends, text
