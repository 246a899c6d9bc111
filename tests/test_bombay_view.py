"""What a seat sees of Bombay: everything public, never the bag's order."""

from __future__ import annotations

from dataclasses import replace

from game.bombay import BOMBAY
from game.bombay.setup import restock
from game.core.rng import Rng
from tests.test_bombay_rules import play, position


def test_states_differing_only_in_the_bag_give_equal_views() -> None:
    s = position()
    other = replace(s, rng=987654321)
    for seat in (0, 1, None):
        assert BOMBAY.view(s, seat) == BOMBAY.view(other, seat)
    # ...and the hidden part matters: the next restock differs
    assert restock(s, Rng(s.rng)).stock != restock(other, Rng(other.rng)).stock


def test_the_view_holds_no_generator_state() -> None:
    v = BOMBAY.view(BOMBAY.new(BOMBAY.default_options(3), 5), 1)
    assert v.public.rng == 0
    assert str(BOMBAY.new(BOMBAY.default_options(3), 5).rng) not in repr(v)


def test_determinize_keeps_the_view_and_draws_a_bag_order() -> None:
    s = BOMBAY.new(BOMBAY.default_options(4), 8)
    v = BOMBAY.view(s, 2)
    a, b = BOMBAY.determinize(v, Rng(1)), BOMBAY.determinize(v, Rng(2))
    assert BOMBAY.view(a, 2) == v == BOMBAY.view(b, 2) and a.rng != b.rng


def test_only_the_seat_to_move_gets_legal_moves() -> None:
    s = position()
    assert BOMBAY.view(s, 0).legal_moves == BOMBAY.legal_moves(s)
    assert BOMBAY.view(s, 1).legal_moves == () and BOMBAY.view(s, None).legal_moves == ()


def test_the_view_has_what_the_table_shows() -> None:
    s = position(
        markets="left:P3 centre:Y2B2 right:O1",
        palaces="18:1",
        markers="14:F 15:W 16:F 17:C 19:C 20:Y 21:R",
        p0="at:10 bales:O rupees:5 customers:1 tokens:B palaces:5",
        p1="at:0 bales:- rupees:2 customers:0 tokens:- palaces:4",
        citytokens="Bombay:0 Indore:1 Nagpur:1 Hyderabad:1",
    )
    v = BOMBAY.view(play(s, "buy P"), 1)
    assert (v.round, v.round_count, v.game_turn, v.turns_per_round) == (1, 4, 1, 4)
    assert v.first_player == 0
    assert (v.to_move, v.ap, v.bought, v.picking) == (0, 2, True, False)
    p0 = v.players[0]
    assert (p0.space, p0.bales, p0.rupees, p0.customers, p0.tokens) == (10, "PO", 4, 1, "B")
    assert (v.players[1].palaces_left, v.players[1].palaces_built) == (4, 1)
    assert v.palaces == ((18, 1),) and (14, "F") in v.markers and len(v.markers) == 7
    assert [(p.space, p.colour, p.open) for p in v.posts] == [
        (10, "P", True),
        (11, "Y", True),
        (12, "O", True),
        (13, "B", True),
    ]
    assert v.demand[0] == ("Bombay", "YPO") and v.city_tokens == (0, 1, 1, 1)
    assert [(m.name, m.bales, m.ap_cost, m.rupee_cost) for m in v.markets] == [
        ("left", (("P", 2),), 1, 1),
        ("centre", (("Y", 2), ("B", 2)), 2, 1),
        ("right", (("O", 1),), 2, 2),
    ]
    assert v.bag == (1, 1, 3, 3) and v.outcome is None


def test_the_view_after_the_end_has_the_outcome() -> None:
    s = play(position(turn="round:4/4 gameturn:4/4 seat:0 ap:3 bought:no pick:no"), "end")
    v = BOMBAY.view(s, 0)
    assert v.to_move is None and v.outcome is not None and v.outcome.winners == (0, 1)
    assert v.end_bonuses == ((0, 2), (0, 2))  # tied for the ranking: (4 + 0) / 2 each


def test_evaluate_prefers_money_and_bales_near_a_buyer() -> None:
    poor = position(p0="at:0 bales:- rupees:2 customers:0 tokens:- palaces:5")
    rich = position(p0="at:0 bales:- rupees:6 customers:0 tokens:- palaces:5")
    assert BOMBAY.evaluate(rich, 0) > BOMBAY.evaluate(poor, 0) and BOMBAY.evaluate(
        rich, 1
    ) < BOMBAY.evaluate(poor, 1)
    near = position(
        p0="at:14 bales:Y rupees:2 customers:0 tokens:- palaces:5"
    )  # Bombay buys Y at the top
    far = position(p0="at:16 bales:Y rupees:2 customers:0 tokens:- palaces:5")
    assert BOMBAY.evaluate(near, 0) > BOMBAY.evaluate(far, 0) > BOMBAY.evaluate(poor, 0)
