"""Bombay's position links (game/bombay/position.py): what only Bombay has.

Positions of random games at every player count round-trip, a mid-turn free-bale
choice, the last round and a finished game among them; an impossible position is refused
with the invariants' sentence; any digits whatever read back as a view or StateError.
The generic round-trip, secrets and fuzz tests of every game with positions are in
tests/test_position_links.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

import game.bombay.position as position
from game import GAMES
from game.bombay import BOMBAY, BombayOptions, State, check_invariants
from game.core.digits import DigitReader, Digits
from game.core.errors import LinkError, StateError
from game.core.evolve import evolve
from game.core.position import decode_position, encode_position
from game.core.rng import Rng


def random_game(players: int, seed: int) -> Iterator[State]:
    """Every state of a game of random moves (a random start bonus too)."""
    rng = Rng(seed)
    state = BOMBAY.new(BombayOptions(players, bool(seed % 2)), seed)
    while True:
        yield state
        moves = BOMBAY.legal_moves(state)
        if not moves:
            return
        state = BOMBAY.apply(state, rng.choice(moves))


def round_trip(state: State, seat: int) -> str:
    view = BOMBAY.view(state, seat)
    link = encode_position(BOMBAY, view, GAMES)
    assert decode_position(link, GAMES).view == view
    return link


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_position_of_random_games_round_trips_from_every_seat(players: int) -> None:
    for seed in range(2):
        for state in list(random_game(players, seed))[seed::2]:
            for seat in range(players):
                link = round_trip(state, seat)
                assert link.startswith("bp1.") and len(link) <= 300


def first(players: int, wanted: Callable[[State], bool]) -> State:
    for seed in range(100):
        for state in random_game(players, seed):
            if wanted(state):
                return state
    raise AssertionError("no such position in 100 random games")


def test_a_free_bale_choice_mid_turn_keeps_its_turn_and_offers_only_picks() -> None:
    state = first(4, lambda s: s.picking)
    link = round_trip(state, state.seat)
    view = decode_position(link, GAMES).view
    assert view.picking and view.ap == state.ap and view.bought == state.bought
    assert {type(m).__name__ for m in view.legal_moves} == {"Pick"}


def test_the_last_round_and_a_finished_game_round_trip() -> None:
    last = first(5, lambda s: s.round == s.rounds - 1 and s.turn > 3)
    over = first(5, lambda s: s.over)
    for state in (last, over):
        for seat in range(5):
            round_trip(state, seat)
    view = decode_position(round_trip(over, 2), GAMES).view
    assert view.outcome == BOMBAY.outcome(over) and view.to_move is None


def test_the_bags_order_and_the_start_bonus_option_change_no_byte() -> None:
    state = first(3, lambda s: s.turn == 4)
    link = round_trip(state, 1)
    assert round_trip(evolve(state, rng=state.rng ^ 0xFFFF), 1) == link


def test_large_amounts_round_trip() -> None:
    state = first(2, lambda s: s.turn == 2)
    rich = evolve(state.players[0], rupees=12345, customers=70)
    round_trip(evolve(state, players=(rich, state.players[1])), 0)


def unchecked_link(monkeypatch: pytest.MonkeyPatch, state: State) -> str:
    """The link of a position the invariants would refuse, written without them."""
    with monkeypatch.context() as m:
        m.setattr(position, "check_invariants", lambda s: None)
        return encode_position(BOMBAY, BOMBAY.view(state, 0), GAMES)


def six_palaces(state: State) -> State:
    sites = (0, 1, 6, 7, 22, 23)  # hills, plain sites, posts unused at 2 players
    palaces = tuple(0 if i in sites else -1 for i in range(24))
    builder = evolve(state.players[0], palaces=-1)
    return evolve(state, players=(builder, *state.players[1:]), palaces=palaces)


def too_many_yellow(state: State) -> State:
    yellow = evolve(state.players[0], bales=(0, 0))
    return evolve(
        state, players=(yellow, *state.players[1:]), stock=(3, 0, 0, 0), market=(0, -1, -1, -1)
    )


@pytest.mark.parametrize(
    ("spoil", "sentence"),
    [
        (six_palaces, "player 0 has built 6 palaces, of the 5 they have"),
        (too_many_yellow, "more than the 3 bales of colour 0 in play"),
    ],
)
def test_an_impossible_position_is_refused_with_its_sentence(
    monkeypatch: pytest.MonkeyPatch, spoil: Callable[[State], State], sentence: str
) -> None:
    state = spoil(first(2, lambda s: s.round == 1 and s.turn == 0))
    with pytest.raises(StateError, match=sentence):
        encode_position(BOMBAY, BOMBAY.view(state, 0), GAMES)
    link = unchecked_link(monkeypatch, state)
    with pytest.raises(LinkError, match=sentence) as refused:
        decode_position(link, GAMES)
    assert refused.value.reason == "position"


def test_any_digits_read_as_a_view_or_state_error_and_what_opens_round_trips() -> None:
    rng = Rng(42)
    for size in range(1, 60):
        for _ in range(50):
            data = bytes(rng.below(256) for _ in range(size))
            try:
                view: Any = BOMBAY.read_position(DigitReader(data))
            except StateError:
                continue
            out = Digits()
            BOMBAY.write_position(view, out)
            assert BOMBAY.read_position(DigitReader(out.to_bytes())) == view


FIELDS = ["round", "turn", "ap", "bought", "picking", "stock", "market", "city_tokens"]
FIELDS += ["demand", "posts", "markers", "palaces", "players"]
PLAYER_FIELDS = ["space", "bales", "rupees", "customers", "tokens", "palaces"]


def edited(state: State, rng: Rng) -> State:
    """``state`` with one field set to a value an editor might give, sensible or not."""
    value, field = rng.below(12) - 2, rng.choice(FIELDS)
    if field == "players":
        i, key = rng.below(len(state.players)), rng.choice(PLAYER_FIELDS)
        new = (value % 3, value) if key == "bales" else value * (9 if key == "tokens" else 1)
        players = tuple(
            evolve(q, **{key: new}) if k == i else q for k, q in enumerate(state.players)
        )
        return evolve(state, players=players)
    if field in ("round", "turn", "ap", "bought", "picking"):
        return evolve(state, **{field: bool(value % 2) if field[0] in "bp" else value})
    items = list(getattr(state, field))
    items[rng.below(len(items))] = (value % 4, value, 1) if field == "demand" else value
    return evolve(state, **{field: tuple(items)})


def test_every_edited_position_the_invariants_allow_opens_as_itself() -> None:
    rng = Rng(7)
    allowed = 0
    for state in list(random_game(4, 5))[::25] + list(random_game(2, 6))[::25]:
        for _ in range(40):
            spoilt = edited(state, rng)
            try:
                check_invariants(spoilt)
            except StateError:
                continue
            allowed += 1
            view = BOMBAY.view(spoilt, 1)
            assert decode_position(encode_position(BOMBAY, view, GAMES), GAMES).view == view
    assert allowed
