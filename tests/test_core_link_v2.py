"""Link format 2: a damaged or cut link fails, or offers exactly the original's first
moves (issue 8); version-1 links open whole or not at all; prefixes that are not
links fail with a LinkError; the seat kinds links carry."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import GAMES
from game.__main__ import main
from game.core import base64url
from game.core import link as link_module
from game.core.errors import LinkError
from game.core.link import SEAT_KINDS, Record, Seat, decode, encode
from game.core.linkbytes import crc, unb64
from game.core.replay import Replay
from tests.linkdamage import (
    ALPHABET,
    MUTATIONS,
    OPENED,
    PREFIX,
    outcome,
    positions,
    real_game,
    real_link,
)

ROOT = Path(__file__).resolve().parent.parent
GOLDEN_V1 = [e["link"] for e in json.loads((ROOT / "tests/data/golden_links.json").read_text())]
ISSUE_V1 = (  # play_match(JAIPUR, ["greedy", "greedy"], 3) as version 1 made it
    "j1.RAEAAwIEBFMJ1xXp9EM1XXVtq3PiGb5z377yftyvee_pH1EFAnG6mp9rrvZAAMhyrT4AAARGSZ6qY9wAAAAAAKDUWJs"
)


def test_the_issue_link_damaged_offers_no_game_nobody_played() -> None:
    record, _digits = real_game("jaipur", 3)
    assert decode(ISSUE_V1, GAMES).record.moves == record.moves  # intact, it opens as before
    for i in (17, 60):
        with pytest.raises(LinkError) as bad:
            decode(ISSUE_V1[:i] + ISSUE_V1[i + 1 :], GAMES)
        assert bad.value.partial is None, i


@pytest.mark.parametrize("link", [*GOLDEN_V1, ISSUE_V1])
def test_a_damaged_or_cut_version_1_link_never_offers_moves(link: str) -> None:
    for kind, mutate in MUTATIONS.items():
        for i in positions(kind, link):
            text = mutate(link, i, "A")
            if text == link:
                continue
            with pytest.raises(LinkError) as bad:
                decode(text, GAMES)
            assert bad.value.partial is None, (kind, i)


@pytest.mark.parametrize("name", ["jaipur", "bombay"])
def test_every_single_damage_to_a_real_link_fails_or_offers_a_true_prefix(name: str) -> None:
    record, link = real_link(name, 3)
    seen = set()
    for kind, mutate in MUTATIONS.items():
        for i in positions(kind, link):
            for c in "A_9.":
                text = mutate(link, i, c)
                result = outcome(record, text)
                if text == link:
                    assert result == OPENED
                else:
                    assert result == PREFIX or result.startswith("rejected"), (kind, i, c, result)
                seen.add(result)
    assert PREFIX in seen  # cut links do offer their first moves


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(["jaipur", "bombay"]),
    st.integers(0, 11),
    st.sampled_from([1.0, 1.0, 0.5, 0.1, 0.0]),
    st.sampled_from(sorted(MUTATIONS)),
    st.data(),
)
def test_property_any_single_damage_fails_or_yields_a_true_prefix(
    name: str, seed: int, cut: float, kind: str, data: st.DataObject
) -> None:
    record, link = real_link(name, seed, cut)
    i = data.draw(st.sampled_from(positions(kind, link)))
    text = MUTATIONS[kind](link, i, data.draw(st.sampled_from(ALPHABET)))
    result = outcome(record, text)
    if text == link:
        assert result == OPENED
    else:
        assert result.startswith("rejected") or result == PREFIX, result


@pytest.mark.parametrize(("name", "seed"), [("jaipur", 5), ("bombay", 4)])
def test_a_cut_link_offers_more_moves_the_more_of_it_arrived(name: str, seed: int) -> None:
    record, link = real_link(name, seed)  # random players / five greedy ones: long games
    offered = []
    for n in range(len(link)):
        with pytest.raises(LinkError) as cut:
            decode(link[:n], GAMES)
        partial = cut.value.partial
        # LinkError.partial is typed object: game.core.errors may not import replay
        assert partial is None or isinstance(partial, Replay)
        offered.append(-1 if partial is None else len(partial.record.moves))
        if partial is not None:
            assert partial.record.moves == record.moves[: offered[-1]]
            assert partial.record.seats == record.seats and partial.record.seed == record.seed
    assert offered == sorted(offered)
    assert offered[-1] == len(record.moves)  # cut inside the final check: every move
    assert offered[len(link) // 2] > 0  # half a link: its first moves


def test_every_kind_of_seat_travels_in_a_link() -> None:
    assert SEAT_KINDS[:3] == ("human", "random", "greedy")  # append only
    assert {"easy", "medium", "hard"} <= set(SEAT_KINDS)
    seats = (Seat("hard", "Asha"), Seat("easy"))
    record = Record("jaipur", (0,), 4, seats, ())
    assert decode(encode(record, GAMES), GAMES).record.seats == seats
    record = Record("bombay", (3, 0), 4, (Seat("medium"), Seat("hard"), Seat("easy")), ())
    assert decode(encode(record, GAMES), GAMES).record.seats == record.seats


def test_an_unknown_seat_kind_is_a_clear_link_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(link_module, "SEAT_KINDS", (*SEAT_KINDS, "future"))
    text = encode(Record("jaipur", (0,), 4, (Seat("future"), Seat()), ()), GAMES)
    monkeypatch.undo()
    with pytest.raises(LinkError) as bad:
        decode(text, GAMES)
    assert bad.value.reason == "version" and "kind of player" in str(bad.value)


def _v1_with_second_seat(link: str, code: int) -> str:
    """A golden version-1 Jaipur link with its second seat's code replaced, checks redone.
    Its bytes: total, 1, option, seed, 2 seats, 1 (named), 8, "Player 1", code, moves."""
    prefix, data = link[:3], bytearray(unb64(link[3:], lenient=False))
    assert data[4:7] == b"\x02\x01\x08" and data[15] == 4
    data[15] = code
    data[17:19] = (crc(prefix, bytes(data[:17])) & 0xFFFF).to_bytes(2, "little")
    data[-4:] = crc(prefix, bytes(data[:-4])).to_bytes(4, "little")
    return prefix + base64url.encode(bytes(data))


def test_version_1_seat_kinds_keep_their_meaning() -> None:
    link = GOLDEN_V1[0]  # seat 1 is a greedy bot (kind 2)
    assert _v1_with_second_seat(link, 4) == link
    assert decode(_v1_with_second_seat(link, 2), GAMES).record.seats[1] == Seat("random")
    with pytest.raises(LinkError) as bad:  # "easy" came with version 2
        decode(_v1_with_second_seat(link, 6), GAMES)
    assert bad.value.reason == "version"


@pytest.mark.parametrize(
    "text", ["j¹.AAAA", "j١.AAAA", "b²2.AAAA", "j" + "5" * 5000 + ".", "j" + "1" * 4 + ".AAAA"]
)
def test_a_link_prefix_that_is_no_version_is_a_link_error(text: str) -> None:
    with pytest.raises(LinkError) as bad:
        decode(text, GAMES)
    assert bad.value.reason == "format" and "\n" not in str(bad.value)
    assert len(str(bad.value)) < 120


@pytest.mark.parametrize("text", ["j¹.AAAA", "j" + "5" * 5000 + "."])
def test_the_command_line_says_one_line_for_a_bad_link_prefix(
    text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["open", text]) == 2  # was: a ValueError from int() and a traceback
    err = capsys.readouterr().err
    assert err.startswith("error: this is not a Bazaar game link") and err.count("\n") == 1
