"""Hidden information: what each seat's view shows, hides, and how determinization refills it."""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import Rng
from game.jaipur import JAIPUR, JaipurOptions, JaipurState, Sell
from game.jaipur.invariants import check_invariants
from game.jaipur.scenario import scenario


def table() -> JaipurState:
    """Mid-round: both players hold cards and have taken goods and bonus tokens."""
    return JAIPUR.parse_position(
        scenario(market="MMGSL", hand0="DDCP", hand1="GCPL", herds=(2, 1), known1="GL",
                 taken0="L4,L3,L2", taken1="C5,C3,C3", bonuses0="3:2", bonuses1="3:1,4:5",
                 turn=0, rng=99)
    )  # fmt: skip


def secret_twin(state: JaipurState) -> JaipurState:
    """The same table for seat 0, differing in all seat 0 cannot see."""
    assert state.hands[1] == (0, 1, 0, 1, 1, 1) and state.bonus_taken[1] == ((3, 1), (4, 5))
    twin = replace(
        state,
        hands=(state.hands[0], (0, 1, 0, 0, 2, 1)),  # G P P L instead of G C P L
        deck=state.deck.replace("P", "C", 1)[::-1],  # the C in the deck, in another order
        bonus=((3, 2, 2, 1, 1), (6, 5, 5, 4, 4), state.bonus[2][::-1]),
        bonus_taken=(state.bonus_taken[0], ((3, 3), (4, 6))),  # other values, same piles
        rng=12345,
    )
    check_invariants(twin)
    return twin


def test_states_differing_in_hidden_information_look_the_same() -> None:
    state = table()
    twin = secret_twin(state)
    assert twin != state
    assert JAIPUR.view(twin, 0) == JAIPUR.view(state, 0)
    assert JAIPUR.view(twin, None) == JAIPUR.view(state, None)
    assert JAIPUR.view(twin, 1) != JAIPUR.view(state, 1)  # seat 1 sees its own hand


def test_hidden_bonus_values_show_as_piles_only() -> None:
    view = JAIPUR.view(table(), 0)
    assert view.bonus_taken == (((3, 2),), ((3, None), (4, None)))
    assert view.bonus_left == (5, 5, 5)
    assert JAIPUR.view(table(), 1).bonus_taken == (((3, None),), ((3, 1), (4, 5)))


def test_a_seat_sees_its_hand_the_opponent_count_and_public_facts() -> None:
    view = JAIPUR.view(table(), 0)
    assert view.hand == ("D", "D", "C", "P") and view.hand_counts == (4, 4)
    assert view.known == ((), ("G", "L"))  # what seat 1 took openly
    assert view.market == ("M", "M", "G", "S", "L") and view.herds == (2, 1)
    assert view.goods_taken == ((4, 3, 2), (5, 3, 3))
    assert dict(view.tokens)["L"] == (1, 1, 1, 1, 1, 1) and dict(view.discard)["C"] == 3
    assert view.round == 1 and view.seals == (0, 0) and view.outcome is None
    assert Sell("D", 2) in view.legal_moves and JAIPUR.view(table(), 1).legal_moves == ()


def test_a_spectator_sees_no_hand() -> None:
    view = JAIPUR.view(table(), None)
    assert view.hand is None and view.legal_moves == ()
    assert view.bonus_taken[0] == ((3, None),)


def test_determinized_states_keep_the_view_and_the_known_cards() -> None:
    state, rng = JAIPUR.new(JaipurOptions(), 3), Rng(3)
    for _ in range(120):
        for seat in (0, 1):
            view = JAIPUR.view(state, seat)
            guess = JAIPUR.determinize(view, rng)
            check_invariants(guess)
            assert JAIPUR.view(guess, seat) == view
            other = 1 - seat
            assert all(g >= k for g, k in zip(guess.hands[other], state.known[other], strict=True))
        legal = JAIPUR.legal_moves(state)
        state = JAIPUR.apply(state, legal[rng.below(len(legal))])


def test_determinization_really_draws_the_unseen_cards() -> None:
    view = JAIPUR.view(table(), 0)
    guesses = {JAIPUR.determinize(view, Rng(s)).hands[1] for s in range(20)}
    decks = {JAIPUR.determinize(view, Rng(s)).deck for s in range(20)}
    assert len(guesses) > 3 and len(decks) == 20
    assert all(h[1] >= 1 and h[5] >= 1 for h in guesses)  # the known G and L stay
