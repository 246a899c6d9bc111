"""Bombay move and position text: canonical forms, round trips, clear errors."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.bombay import BOMBAY, Build, Buy, End, Go, Pick, Sell, Wait
from game.bombay.moves import BUILD, BUY, GO, PICK, SELL
from game.core.errors import NotationError, StateError
from game.core.protocol import position_text
from tests.test_bombay_rules import position

ALL_MOVES = [*GO, *BUY, *SELL, *BUILD, *PICK, Wait(), End()]


def test_move_texts() -> None:
    assert [
        str(m) for m in (Go(12), Buy("Y"), Sell("P"), Build("B"), Pick("O"), Wait(), End())
    ] == [
        "go 12",
        "buy Y",
        "sell P",
        "build B",
        "pick O",
        "wait",
        "end",
    ]


def test_every_move_round_trips_and_is_hashable() -> None:
    assert all(BOMBAY.parse_move(str(m)) == m for m in ALL_MOVES)
    assert len(set(ALL_MOVES)) == len(ALL_MOVES)
    assert eval(repr(Go(3)), {"Go": Go}) == Go(3)  # repr rebuilds


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "go",
        "go 24",
        "go -1",
        "go x",
        "buy",
        "buy G",
        "buy y",
        "sell YY",
        "jump 3",
        "wait 1",
        "go ３",
        "go 07",
        "go 00",
    ],
)
def test_bad_move_text_raises_a_notation_error_quoting_it(bad: str) -> None:
    with pytest.raises(NotationError) as error:
        BOMBAY.parse_move(bad)
    assert repr(bad) in str(error.value)


def test_position_text_round_trips() -> None:
    s = position(
        turn="round:2/4 gameturn:3/4 seat:0 ap:2 bought:yes pick:no",
        citytokens="Bombay:0 Indore:0 Nagpur:0 Hyderabad:0",
        palaces="21:1",
        markers="14:F 15:W 16:F 17:C 18:R 19:C 20:Y",
        p0="at:9 bales:BO rupees:7 customers:2 tokens:BIN palaces:5",
        p1="at:21 bales:Y rupees:3 customers:0 tokens:H palaces:4",
    )
    text = BOMBAY.format_position(s)
    assert BOMBAY.parse_position(text) == s
    assert "turn round:2/4 gameturn:3/4 seat:0 ap:2 bought:yes pick:no" in text


@pytest.mark.parametrize(
    ("change", "error"),
    [
        (("bombay players 2", "bombay players 6"), NotationError),
        (("rng 1", "rng x"), NotationError),
        (("palaces -", "palaces 18:0"), StateError),  # a palace without a marker taken
        (("markets left:P3", "markets left:P9"), StateError),  # more purple than exist
        (("posts 10:P 11:Y 12:O 13:B", "posts 10:P 11:Y 12:O 13:O"), StateError),
        (("Bombay:YPO", "Bombay:YPP"), StateError),
        (("player 1 at:0 bales:-", "player 1 at:0 bales:BY"), StateError),  # not sorted
        (("player 1 at:0 bales:-", "player 1 at:0 bales:YYP"), StateError),  # three bales
        (("player 1 at:0", "player 1 at:30"), NotationError),
        (("ap:3 bought:no", "ap:0 bought:no"), StateError),
        (("ap:3 bought:no", "ap:3 bought:yes"), StateError),
        (("citytokens Bombay:1", "citytokens Bombay:0"), StateError),
        (
            (
                "rupees:2 customers:0 tokens:- palaces:5\nplayer 1",
                "rupees:2 customers:0 tokens:y palaces:5\nplayer 1",
            ),
            StateError,
        ),
    ],
)
def test_impossible_or_unreadable_positions_are_refused(
    change: tuple[str, str], error: type[Exception]
) -> None:
    text = BOMBAY.format_position(position())
    assert change[0] in text
    with pytest.raises(error):
        BOMBAY.parse_position(text.replace(change[0], change[1], 1))


def test_a_finished_game_reads_back() -> None:
    s = BOMBAY.new(BOMBAY.default_options(2), 3)
    while BOMBAY.to_move(s) is not None:
        s = BOMBAY.apply(s, End())
    text = BOMBAY.format_position(s)
    assert "turn over" in text and BOMBAY.parse_position(text) == s


@pytest.mark.parametrize(
    "markets",
    [
        "markets left:-3 centre:Y2B2O2 right:-",
        "markets left:P3-3 centre:Y2B2O2 right:-",
        "markets left:P- centre:Y2B2O2 right:-",
        "markets left:P3 centre:Y2B2O2 right:--",
    ],
)
def test_a_dash_inside_a_market_entry_is_a_notation_error(markets: str) -> None:
    text = BOMBAY.format_position(BOMBAY.new(BOMBAY.default_options(2), 1))
    assert "markets left:P3 centre:Y2B2O2 right:-" in text
    with pytest.raises(NotationError, match="market"):
        BOMBAY.parse_position(text.replace("markets left:P3 centre:Y2B2O2 right:-", markets))


def _swap_lines(text: str, i: int, j: int) -> str:
    lines = text.split("\n")
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


@pytest.mark.parametrize(
    ("edit", "why"),
    [
        (lambda t: _swap_lines(t, 1, 2), "line 2 must start with 'turn'"),
        (lambda t: _swap_lines(t, 9, 10), "'player 0' .. 'player 1' in order"),
        (lambda t: t.replace("rng ", "rng  "), "single spaces"),
        (lambda t: " " + t, "single spaces"),
        (lambda t: t.replace("\n", "\r "), "'\\\\r': words are separated by single"),
        (lambda t: t.replace("\nturn", "\n\nturn"), "line 2 is empty"),
        (lambda t: t.replace("posts 10:P 11:Y", "posts 11:Y 10:P"), "line 7 must be written"),
        (lambda t: t.replace("round:1/4", "round:1"), "line 2 must be written"),
        (lambda t: t.replace("rng 1", "rng 01"), "line 3 must be written"),
    ],
)
def test_accepted_text_is_exactly_the_written_form(edit: Any, why: str) -> None:
    text = BOMBAY.format_position(BOMBAY.new(BOMBAY.default_options(2), 1))
    assert BOMBAY.format_position(BOMBAY.parse_position(text)) == text
    with pytest.raises(NotationError, match=why):
        BOMBAY.parse_position(edit(text))


@pytest.mark.parametrize(
    "edit",
    [
        lambda t: t + "\n",
        lambda t: t + "  \n\n",
        lambda t: t.replace("\n", "\r\n") + "\r\n",
        lambda t: t.replace("\n", " \n"),
    ],
)
def test_a_position_copied_from_a_file_is_read_with_its_line_ends(edit: Any) -> None:
    text = BOMBAY.format_position(BOMBAY.new(BOMBAY.default_options(5), 3))
    assert BOMBAY.format_position(BOMBAY.parse_position(edit(text))) == text


def _round_trips_or_refuses(text: str) -> None:
    """The promise of docs/notation.md: refused with a typed error, or read back exactly
    (less whitespace at the end of a line or of the text)."""
    try:
        s = BOMBAY.parse_position(text)
    except (NotationError, StateError):
        return
    assert BOMBAY.format_position(s) == position_text(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_arbitrary_text_is_refused_or_round_trips(text: str) -> None:
    _round_trips_or_refuses(text)
    try:
        move = BOMBAY.parse_move(text)
    except NotationError:
        return
    assert BOMBAY.parse_move(str(move)) == move


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2000), st.text(alphabet="0123456789:-/ YPBOabc\n", max_size=6))
@example(1977, "-")  # a market word "B-": was an IndexError
def test_edited_position_text_is_refused_or_round_trips(at: int, insert: str) -> None:
    text = BOMBAY.format_position(BOMBAY.new(BOMBAY.default_options(4), at))
    at %= len(text)
    _round_trips_or_refuses(text[:at] + insert + text[at + len(insert) :])
