"""Link format 3: a game that began from a position (``Record.start``) travels whole.

The start position rides in the header, so the header check and every later check vouch
for it: the link replays from it, a cut link's partial keeps it, any single damage fails
or offers a true prefix of the same game from the same start, and a record without a
start still makes a version-2 link. Run for every game with position links.
"""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import GAMES
from game.bots.match import play_match
from game.core import link as link_module
from game.core.errors import LinkError, NotationError
from game.core.link import Record, decode, encode
from game.core.position import decode_position, encode_position, position_bytes
from game.core.replay import Replay
from game.core.rng import Rng
from tests.linkdamage import ALPHABET, MUTATIONS, OPENED, PREFIX, outcome, positions

NAMES = [name for name in GAMES if GAMES[name].has_positions]
REJECTED = tuple(
    f"rejected: {r}" for r in ("format", "version", "game", "checksum", "truncated", "moves")
)
BOTS = {"jaipur": ["greedy", "random"], "bombay": ["greedy", "random", "greedy"]}


@lru_cache(maxsize=64)
def position_of(name: str, seed: int, at: int = 30) -> str:
    """The position link of the player to move after ``at`` moves of a bot game."""
    game = GAMES[name]
    rep = decode(play_match(game, BOTS[name], seed).link, GAMES)
    state = rep.states[min(at, len(rep.states) - 2)]
    return encode_position(game, game.view(state, game.to_move(state)), GAMES)


@lru_cache(maxsize=64)
def game_from(name: str, seed: int) -> tuple[Record, str]:
    """A bot game played from a position of another game, and its link."""
    result = play_match(GAMES[name], BOTS[name], seed, start=position_of(name, seed + 100))
    return result.record, result.link


@pytest.mark.parametrize("name", NAMES)
def test_a_game_from_a_position_opens_from_it_and_writes_the_same_link(name: str) -> None:
    record, link = game_from(name, 1)
    game = GAMES[name]
    assert link.startswith(f"{GAMES.code(name)}3.") and record.start
    rep = decode(link, GAMES)
    assert rep.record == record
    view = decode_position(record.start, GAMES).view
    assert rep.states[0] == game.determinize(view, Rng(record.seed))
    assert game.view(rep.states[0], view.seat) == view
    assert game.outcome(rep.states[-1]) is not None
    assert encode(rep.record, GAMES) == link


@pytest.mark.parametrize("name", NAMES)
def test_without_a_start_the_same_game_is_a_version_2_link(name: str) -> None:
    record, link = game_from(name, 2)
    plain = Record(record.game, record.options, record.seed, record.seats, ())
    assert encode(plain, GAMES)[1:3] == "2."
    assert decode(encode(plain, GAMES), GAMES).record.start == ""


@pytest.mark.parametrize("name", NAMES)
def test_a_cut_link_offers_its_first_moves_from_its_start(name: str) -> None:
    record, link = game_from(name, 3)
    offered = []
    for n in range(len(link)):
        with pytest.raises(LinkError) as cut:
            decode(link[:n], GAMES)
        partial = cut.value.partial
        assert partial is None or isinstance(partial, Replay)
        if partial is not None:
            assert partial.record.start == record.start
            assert partial.record.moves == record.moves[: len(partial.record.moves)]
            offered.append(len(partial.record.moves))
    assert offered and offered == sorted(offered) and offered[-1] == len(record.moves)


@pytest.mark.parametrize("name", NAMES)
def test_every_single_damage_fails_or_offers_a_true_prefix_from_the_same_start(name: str) -> None:
    record, link = game_from(name, 4)
    for kind, mutate in MUTATIONS.items():
        for i in positions(kind, link):
            text = mutate(link, i, "A")
            result = outcome(record, text)
            assert result == OPENED if text == link else result in (PREFIX, *REJECTED), (kind, i)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(NAMES),
    st.integers(0, 5),
    st.sampled_from(sorted(MUTATIONS)),
    st.data(),
)
def test_property_any_single_damage_fails_or_yields_a_true_prefix(
    name: str, seed: int, kind: str, data: st.DataObject
) -> None:
    record, link = game_from(name, seed)
    i = data.draw(st.sampled_from(positions(kind, link)))
    text = MUTATIONS[kind](link, i, data.draw(st.sampled_from(ALPHABET)))
    result = outcome(record, text)
    assert result == OPENED if text == link else result in (PREFIX, *REJECTED)


@pytest.mark.parametrize("name", NAMES)
def test_a_start_of_another_game_or_no_position_is_refused(name: str, toy: object) -> None:
    record, _link = game_from(name, 1)
    seats = record.seats[:2]
    with pytest.raises(NotationError, match="not a toy position"):
        encode(Record("toy", (2,), 1, seats, (), record.start), GAMES)
    with pytest.raises(LinkError, match="not a Bazaar position link"):
        encode(Record(name, record.options, 1, record.seats, (), "b2.AAAA"), GAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_start_of_a_later_position_version_is_refused_as_a_later_version(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    record, _link = game_from(name, 1)
    _version, body = position_bytes(record.start, name, GAMES)
    with monkeypatch.context() as m:  # as a later version of Bazaar would write it
        m.setattr(link_module, "position_bytes", lambda *_args: (2, body))
        later = encode(record, GAMES)
    with pytest.raises(LinkError) as refused:
        decode(later, GAMES)
    assert refused.value.reason == "version" and refused.value.partial is None
