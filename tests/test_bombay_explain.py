"""Why a Bombay move is illegal: one sentence, shared by the page and the command line."""

from __future__ import annotations

import io
import re

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game.bombay import (
    BOMBAY,
    BombayMove,
    BombayView,
    Build,
    Buy,
    End,
    Go,
    Pick,
    Sell,
    State,
    Wait,
)
from game.bombay import explain as why
from game.bombay.moves import BUILD, BUY, GO, PICK, SELL
from game.core.errors import IllegalMoveError
from game.core.rng import Rng
from tests.test_bombay_rules import position
from web.bombay import moves as bm
from web.shell import i18n

ALL_MOVES: list[BombayMove] = [*GO, *BUY, *SELL, *BUILD, *PICK, Wait(), End()]


def states(seeds: range) -> list[State]:
    """Positions of random games (2 to 5 players), a few per turn."""
    out = []
    for seed in seeds:
        rng = Rng(seed)
        s = BOMBAY.new(BOMBAY.default_options(2 + seed % 4), seed)
        while BOMBAY.to_move(s) is not None:
            out.append(s)
            s = BOMBAY.apply(s, rng.choice(BOMBAY.legal_moves(s)))
        out.append(s)
    return out


def mover(s: State) -> BombayView:
    return BOMBAY.view(s, BOMBAY.to_move(s))


def test_every_move_is_legal_or_explained_and_apply_says_why_in_one_line() -> None:
    sentences = set()
    for s in states(range(12))[::3]:
        legal = set(BOMBAY.legal_moves(s))
        for move in ALL_MOVES:
            reason = why.explain_illegal(mover(s), move)
            assert (reason is None) == (move in legal), (move, BOMBAY.format_position(s))
            if reason is None:
                continue
            sentences.add(reason.sentence)
            with pytest.raises(IllegalMoveError) as error:
                BOMBAY.apply(s, move)
            assert str(error.value) == f"{move} is not legal here: {reason}"
            assert "\n" not in str(error.value) and "{" not in str(error.value)
    assert len(sentences) >= 12  # the walk meets most kinds of reason


START = position()  # seat 0 on the start hill with 3 points, nothing carried


@pytest.mark.parametrize(
    ("state", "move", "sentence"),
    [
        (
            START,
            Go(5),
            "You can only ride to a neighbouring space: Hyderabad is not next to Start hill.",
        ),
        (START, Buy("Y"), "There is no trading post here."),
        (START, Sell("Y"), "Silk is sold only in the four cities."),
        (START, Build("Y"), "Building a palace here takes a bale from your elephant."),
        (START, Pick("Y"), "No free bale is owed now."),
        (
            position(turn="round:1/4 gameturn:1/4 seat:0 ap:1 bought:no pick:no"),
            Go(1),
            "Ghats is out of reach: you have 1 action points left.",
        ),
        (
            position(turn="round:1/4 gameturn:1/4 seat:0 ap:2 bought:no pick:no"),
            Wait(),
            "Waiting takes the whole turn: it is only allowed before any other action.",
        ),
        (
            position(p0="at:11 bales:- rupees:2 customers:0 tokens:- palaces:5"),
            Buy("P"),
            "This trading post sells only yellow silk.",
        ),
        (
            position(p0="at:10 bales:- rupees:0 customers:0 tokens:- palaces:5"),
            Buy("P"),
            "Buying purple costs 1 ₹; you have 0.",
        ),
        (
            position(p0="at:10 bales:YB rupees:9 customers:0 tokens:- palaces:5"),
            Buy("P"),
            "Your elephant already carries two bales.",
        ),
        (
            position(p0="at:2 bales:B rupees:0 customers:0 tokens:- palaces:5"),
            Sell("B"),
            "Bombay does not buy blue.",
        ),
        (
            position(p0="at:2 bales:B rupees:0 customers:0 tokens:- palaces:5"),
            Sell("Y"),
            "Your elephant carries no yellow silk.",
        ),
        (
            position(p0="at:2 bales:- rupees:0 customers:0 tokens:- palaces:5"),
            Sell("Y"),
            "Your elephant carries no silk to sell.",
        ),
        (
            position(p0="at:10 bales:B rupees:0 customers:0 tokens:- palaces:5"),
            Build("B"),
            "Palaces are not built in a city or on a trading post.",
        ),
        (
            position(p0="at:22 bales:B rupees:0 customers:0 tokens:- palaces:5"),
            Build("Y"),
            "Your elephant carries no yellow silk.",
        ),
    ],
)
def test_each_reason_in_the_words_of_the_page(state: State, move: object, sentence: str) -> None:
    assert str(why.explain_illegal(mover(state), move)) == sentence
    with pytest.raises(IllegalMoveError, match="is not legal here: " + re.escape(sentence)):
        BOMBAY.apply(state, move)  # type: ignore[arg-type]


def test_turn_game_over_and_things_that_are_no_move() -> None:
    assert why.explain_illegal(BOMBAY.view(START, 1), End()) == why.Reason(why.NOT_YOUR_TURN)
    assert why.explain_illegal(BOMBAY.view(START, None), End()) == why.Reason(why.NOT_YOUR_TURN)
    over = states(range(1))[-1]
    assert why.explain_illegal(BOMBAY.view(over, 0), End()) == why.Reason(why.GAME_OVER)
    things: tuple[object, ...] = (Go(99), Buy("X"), Go("3"), "end", [], None)  # type: ignore[arg-type]
    for thing in things:
        assert why.explain_illegal(mover(START), thing) == why.Reason(why.NOT_A_MOVE)


def test_a_free_bale_owed_comes_first() -> None:
    s = next(s for s in states(range(40)) if s.picking)
    offered = {m.colour for m in BOMBAY.legal_moves(s)}  # type: ignore[union-attr]
    assert why.explain_illegal(mover(s), End()) == why.Reason(why.PICK_OWED)
    other = next(c for c in "YPBO" if c not in offered)
    assert str(why.explain_illegal(mover(s), Pick(other))).startswith("The free bale comes from")


def test_the_page_shows_the_engine_sentence_translated() -> None:
    shown = 0
    for s in states(range(8)):
        if BOMBAY.to_move(s) is None or s.picking:
            continue
        v = mover(s)
        reason = why.why_not_here(v)
        assert bm.why_not_here(v) == (str(reason) if reason else "")
        shown += reason is not None
    assert shown > 20
    blue = position(p0="at:2 bales:BB rupees:0 customers:0 tokens:- palaces:5")
    catalog = (
        'msgid "{city} does not buy {colours}."\nmsgstr "{city} no compra {colours}."\n\n'
        'msgid "blue"\nmsgstr "azul"\n'
    )
    compiled = io.BytesIO()  # as the build compiles a catalogue (scripts/tools/i18n_extract.py)
    write_mo(compiled, read_po(io.StringIO(catalog), locale="es"))
    try:
        i18n.load("es", compiled.getvalue())
        assert bm.why_not_here(mover(blue)) == "Bombay no compra azul."
    finally:
        i18n.load("en")
