"""Jaipur's move and position text: round trips, tolerance, and clear errors on bad input."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import NotationError, StateError
from game.core.protocol import position_text
from game.core.rng import Rng
from game.jaipur import JAIPUR, Exchange, JaipurOptions, JaipurState, Sell, Take, TakeCamels
from game.jaipur.scenario import scenario

BASE = JAIPUR.format_position(JAIPUR.new(JaipurOptions(), 7))


def random_states(seed: int) -> list[JaipurState]:
    """Every position of one game of random play (three rounds at most)."""
    state, rng, states = JAIPUR.new(JaipurOptions(), seed), Rng(seed), []
    while True:
        states.append(state)
        legal = JAIPUR.legal_moves(state)
        if not legal:
            return states
        state = JAIPUR.apply(state, legal[rng.below(len(legal))])


def test_positions_and_moves_of_random_games_round_trip() -> None:
    for seed in range(2):
        for state in random_states(seed):
            text = JAIPUR.format_position(state)
            assert JAIPUR.parse_position(text) == state
            assert JAIPUR.format_position(JAIPUR.parse_position(text)) == text
            for move in JAIPUR.legal_moves(state):
                assert JAIPUR.parse_move(str(move)) == move


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("take D", Take("D")),
        ("TAKE d", Take("D")),
        ("camels", TakeCamels()),
        ("  Camels ", TakeCamels()),
        ("swap DS for LLM", Exchange(("D", "S"), ("L", "L", "M"))),
        ("swap  sd   for mll", Exchange(("D", "S"), ("L", "L", "M"))),
        ("sell 3 L", Sell("L", 3)),
        ("Sell 12 p", Sell("P", 12)),
        ("take M", Take("M")),  # well formed, never legal: the UI explains it
    ],
)
def test_move_text_is_read_tolerantly(text: str, move: object) -> None:
    parsed = JAIPUR.parse_move(text)
    assert parsed == move
    assert JAIPUR.parse_move(str(parsed)) == parsed


@pytest.mark.parametrize(
    "text",
    ["", "take", "take X", "take DD", "camel", "sell 0 L", "sell 3", "sell 03 L", "sell 3 LL",
     "swap D for", "swap for L", "swap DX for LL", "swap DS LL", "pass", "take D please"],
)  # fmt: skip
def test_bad_move_text_raises_a_notation_error_quoting_it(text: str) -> None:
    with pytest.raises(NotationError) as err:
        JAIPUR.parse_move(text)
    assert repr(text) in str(err.value)


def replace_field(text: str, key: str, value: str) -> str:
    words = text.split()
    index = next(i for i, w in enumerate(words) if w.startswith(key + "="))
    words[index] = f"{key}={value}"
    return " ".join(words)


@pytest.mark.parametrize(
    ("key", "value"),
    [("round", "x"), ("seals", "1"), ("starter", "2"), ("turn", "01"), ("market", "MMMXL"),
     ("hand0", "SD"), ("hand0", "MM"), ("tokens", "D77555"), ("bonus3", "1..2"),
     ("taken0", "D8"), ("bonuses0", "6:1"), ("rng", str(1 << 64))],
)  # fmt: skip
def test_unreadable_fields_raise_notation_errors(key: str, value: str) -> None:
    with pytest.raises(NotationError, match=key):
        JAIPUR.parse_position(replace_field(BASE, key, value))


def test_unreadable_layouts_raise_notation_errors() -> None:
    for text in ["", "jaipur/2" + BASE[8:], BASE.replace("round=", "rounds="), BASE + " extra"]:
        with pytest.raises(NotationError):
            JAIPUR.parse_position(text)
    swapped = BASE.replace("round=1 seals=0-0", "seals=0-0 round=1")
    with pytest.raises(NotationError):
        JAIPUR.parse_position(swapped)


@pytest.mark.parametrize(
    ("key", "value", "why"),
    [
        ("market", "MMMMM", "cards [A-Z] in play"),  # a camel too many
        ("hand1", "DDDGGSSS", "cards D in play"),
        ("tokens", "D7555/G66555/S55555/C5332211/P5332211/L432111111", "sold"),
        ("tokens", "D75/G66555/S55555/C5332211/P5332211/L432111111", "tail"),
        ("taken0", "D7", "D goods tokens"),
        ("bonuses0", "3:3", "bonus tokens"),
        ("seals", "1-0", "seals"),
        ("turn", "-", "two seals"),
        ("round", "2", "round 2"),
    ],
)
def test_impossible_positions_raise_state_errors(key: str, value: str, why: str) -> None:
    with pytest.raises(StateError, match=why):
        JAIPUR.parse_position(replace_field(BASE, key, value))


def test_a_hand_above_seven_and_a_short_market_mid_game_are_impossible() -> None:
    text = scenario(market="MMMDL", hand0="CCCPPPL")
    deck = next(w for w in text.split() if w.startswith("deck="))
    assert deck.startswith("deck=D")
    eight = replace_field(text, "hand0", "DCCCPPPL").replace(deck, "deck=" + deck[6:])
    with pytest.raises(StateError, match="limit is 7"):
        JAIPUR.parse_position(eight)
    short = replace_field(text, "market", "MMMD").replace(deck, deck + "L")
    with pytest.raises(StateError, match="market of 4"):
        JAIPUR.parse_position(short)


@pytest.mark.parametrize(
    "edit",
    [
        lambda t: t.replace(" round=", "  round="),
        lambda t: " " + t,
        lambda t: t.replace(" ", "\t"),
        lambda t: t.replace(" ", "\n"),
        lambda t: t.replace("rng=", "rng=0"),
    ],
)
def test_accepted_text_is_exactly_the_written_form(edit: Any) -> None:
    assert JAIPUR.format_position(JAIPUR.parse_position(BASE)) == BASE
    with pytest.raises(NotationError):
        JAIPUR.parse_position(edit(BASE))


@pytest.mark.parametrize("end", [" ", "\n", "\r\n", "  \n\n"])
def test_a_line_copied_from_a_file_is_read_with_its_line_end(end: str) -> None:
    assert JAIPUR.format_position(JAIPUR.parse_position(BASE + end)) == BASE


def _refused_or_read_back_exactly(text: str) -> None:
    """The promise of docs/notation.md for position text."""
    try:
        state = JAIPUR.parse_position(text)
    except (NotationError, StateError):
        return
    assert JAIPUR.format_position(state) == position_text(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_arbitrary_text_is_refused_or_round_trips(text: str) -> None:
    _refused_or_read_back_exactly(text)
    try:
        move = JAIPUR.parse_move(text)
    except NotationError:
        return
    assert JAIPUR.parse_move(str(move)) == move


@settings(max_examples=300, deadline=None)
@given(st.integers(0, len(BASE) - 1), st.integers(0, len(BASE)), st.text(max_size=4))
def test_edited_positions_are_refused_or_round_trip(start: int, end: int, insert: str) -> None:
    _refused_or_read_back_exactly(BASE[:start] + insert + BASE[max(start, end) :])


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["take ", "sell ", "swap ", "camels"]),
    st.text("DGSCPLMdgx 0123for", max_size=12),
)
def test_near_moves_are_refused_or_round_trip(verb: str, rest: str) -> None:
    try:
        move = JAIPUR.parse_move(verb + rest)
    except NotationError:
        return
    assert JAIPUR.parse_move(str(move)) == move
