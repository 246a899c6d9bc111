"""Links: round trips, damage detection, truncation recovery, versioning.

Run on the toy game (tests/toy/game.py) so the codec is tested on its own;
the conformance test checks links of the real games.
"""

from __future__ import annotations

import string
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import GAMES
from game.bots.match import play_match
from game.core.errors import IllegalMoveError, LinkError, NotationError
from game.core.link import MAX_NAME_BYTES, VERSION, Record, Seat, decode, encode, replay
from game.core.replay import Replay

LINK_CHARS = string.ascii_letters + string.digits + "-_"


def toy_record(toy: Any, seed: int, players: int = 2) -> Record:
    return play_match(toy, ["random"] * players, seed).record


def test_round_trip_replays_every_state(toy: Any) -> None:
    for seed in range(30):
        record = toy_record(toy, seed, 2 + seed % 2)
        rep = decode(encode(record, GAMES), GAMES)
        assert rep.record == record
        assert rep.states == replay(record, GAMES).states
        assert toy.outcome(rep.states[-1]) is not None


def test_names_are_plain_text_and_kinds_survive(toy: Any) -> None:
    seats = (Seat("human", "<img src=x onerror=alert(1)>"), Seat("greedy", "Ánh 🐘"))
    record = Record("toy", (2,), 12, seats, ("1@0", "2@1"))
    assert decode(encode(record, GAMES), GAMES).record.seats == seats


def test_link_shape_is_fragment_safe(toy: Any) -> None:
    link = encode(toy_record(toy, 3), GAMES)
    assert link.startswith(f"t{VERSION}.")
    assert set(link[3:]) <= set(LINK_CHARS)


def test_every_changed_character_is_rejected(toy: Any) -> None:
    link = encode(toy_record(toy, 5), GAMES)
    for i in range(len(link)):
        for c in "A0_z.":
            if c != link[i]:
                with pytest.raises(LinkError):
                    decode(link[:i] + c + link[i + 1 :], GAMES)


def test_truncated_link_offers_the_moves_whose_checks_arrived(toy: Any) -> None:
    record = Record("toy", (2,), 8, (Seat(), Seat()), ())
    state = toy.new(2, 8)
    moves = []
    while toy.to_move(state) is not None:  # take one at a time: a long game
        move = toy.legal_moves(state)[0]
        moves.append(str(move))
        state = toy.apply_unchecked(state, move)
    full = Record(record.game, record.options, record.seed, record.seats, tuple(moves))
    link = encode(full, GAMES)
    with pytest.raises(LinkError) as cut:  # 2 bytes of the final CRC-32 still there
        decode(link[: len(link) - 2], GAMES)
    assert cut.value.reason == "truncated"
    # LinkError.partial is typed object: game.core.errors may not import replay
    assert isinstance(cut.value.partial, Replay)
    assert cut.value.partial.record == full
    with pytest.raises(LinkError) as cut:  # the moves' only block lost its check
        decode(link[: len(link) - 12], GAMES)
    assert cut.value.reason == "truncated" and isinstance(cut.value.partial, Replay)
    assert cut.value.partial.record == record  # the game from its start


def test_header_damage_gives_no_partial(toy: Any) -> None:
    link = encode(toy_record(toy, 9), GAMES)
    with pytest.raises(LinkError) as bad:
        decode(link[:6], GAMES)
    assert bad.value.partial is None


def test_other_version_and_game_and_garbage(toy: Any) -> None:
    link = encode(toy_record(toy, 4), GAMES)
    with pytest.raises(LinkError) as newer:
        decode("t9" + link[2:], GAMES)
    assert newer.value.reason == "version"
    with pytest.raises(LinkError) as other:
        decode("x1" + link[2:], GAMES)
    assert other.value.reason == "game"
    for junk in ["", "hello", "t1.", "t2.", "t2.!!!!", "j2." + link[3:], "t1." + link[3:]]:
        with pytest.raises(LinkError):
            decode(junk, GAMES)


def test_record_with_an_illegal_move_is_refused(toy: Any) -> None:
    with pytest.raises(IllegalMoveError):
        encode(Record("toy", (2,), 1, (Seat(), Seat()), ("99@0",)), GAMES)
    with pytest.raises(NotationError):
        encode(Record("toy", (2,), 1, (Seat(), Seat(), Seat()), ()), GAMES)  # 2-player options


def test_overlong_name_is_refused(toy: Any) -> None:
    with pytest.raises(NotationError):
        encode(
            Record("toy", (2,), 1, (Seat("human", "x" * (MAX_NAME_BYTES + 1)), Seat()), ()), GAMES
        )


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=LINK_CHARS + ".", max_size=60))
def test_arbitrary_text_is_rejected_cleanly_or_round_trips(text: str) -> None:
    try:
        rep = decode("t2." + text, GAMES)
    except LinkError:
        return
    assert encode(rep.record, GAMES) == "t2." + text


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10_000), st.data())
def test_any_single_change_is_detected(seed: int, data: st.DataObject) -> None:
    from game import _WHERE, Entry

    _WHERE["toy"] = Entry("tests.toy.game", "TOY", "t")
    try:
        link = encode(toy_record(GAMES["toy"], seed), GAMES)
        i = data.draw(st.integers(0, len(link) - 1))
        c = data.draw(st.sampled_from(LINK_CHARS + ".").filter(lambda ch: ch != link[i]))
        with pytest.raises(LinkError):
            decode(link[:i] + c + link[i + 1 :], GAMES)
    finally:
        _WHERE.pop("toy")
        GAMES._loaded.pop("toy", None)


def test_damaged_seat_bytes_read_as_damage_not_as_a_newer_version(toy: Any) -> None:
    record = Record("toy", (2,), 1, (Seat("human", "Asha"), Seat("greedy")), ("1@0",))
    link = encode(record, GAMES)
    reasons = set()
    for i in range(3, 14):  # the header: length, options, seed, seats
        for c in "AZ9_":
            if c != link[i]:
                with pytest.raises(LinkError) as bad:
                    decode(link[:i] + c + link[i + 1 :], GAMES)
                reasons.add(bad.value.reason)
    # never "version" or "moves": damage is not mistaken for a newer link or a bad game
    assert reasons <= {"checksum", "truncated", "format"}
    assert "checksum" in reasons
