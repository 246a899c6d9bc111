"""Position links of every game that has them (game/core/position.py): a random position
from any seat comes back as the same view; positions differing only in what the seat
cannot see give the very same link; a damaged link is refused, never opened as another
position; any digits at all read back as a view or a StateError; the analysis of a
link's position cannot depend on the secrets the link leaves out; and the links in
``data/golden_positions.json``, made once, open forever as the same positions (after a
deliberate change of a game's layout, which needs a new link version, add its links with
``python3 -m tests.test_position_links GAME``)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from game import GAMES
from game.bots.levels import analyse
from game.core import base64url
from game.core.digits import DigitReader
from game.core.errors import LinkError, StateError
from game.core.position import _check, decode_position, is_position_link
from game.core.rng import Rng
from game.core.viewtext import view_text
from tests.positions import (
    KINDS,
    POSITION_GAMES,
    damage,
    link_of,
    opened,
    random_positions,
    seat_counts,
    unordered,
)

MUTATIONS_IN_ALL = 10_000
GOLDEN = Path(__file__).resolve().parent / "data" / "golden_positions.json"


def sample(name: str, games: int = 6, every: int = 9) -> list[tuple[Any, int]]:
    """(state, seat) pairs: positions of about ``games`` random games shared among the
    seat counts (at least one each), every seat."""
    game = GAMES[name]
    out: list[tuple[Any, int]] = []
    for players in seat_counts(game):
        for seed in range(max(1, games // len(seat_counts(game)))):
            for state in random_positions(game, players, 1000 * players + seed, every):
                out.extend((state, seat) for seat in range(players))
    return out


@pytest.mark.parametrize("name", POSITION_GAMES)
def test_a_link_opens_as_the_view_it_was_made_from(name: str) -> None:
    game = GAMES[name]
    for state, seat in sample(name):
        view = game.view(state, seat)
        link = link_of(game, view)
        assert is_position_link(link)
        position = decode_position(link, GAMES)
        assert position.game == name
        assert unordered(name, position.view) == unordered(name, view), (link, seat)
        assert link_of(game, position.view) == link


@pytest.mark.parametrize("name", POSITION_GAMES)
def test_what_the_seat_cannot_see_changes_no_byte(name: str) -> None:
    game = GAMES[name]
    for state, seat in sample(name, games=3, every=15):
        view = game.view(state, seat)
        link = link_of(game, view)
        twins = {repr(state)}
        for k in range(4):
            twin = game.determinize(view, Rng(k))  # the same view, other secrets
            twins.add(repr(twin))
            assert game.view(twin, seat) == view
            assert link_of(game, game.view(twin, seat)) == link
        # the twins differ in secrets where the position has any (not at a game's end)
        assert len(twins) > 1 or game.to_move(state) is None


@pytest.mark.parametrize("name", POSITION_GAMES)
def test_a_spectators_view_makes_no_link(name: str) -> None:
    game = GAMES[name]
    state = game.new(game.default_options(game.min_players), 1)
    with pytest.raises(StateError):
        link_of(game, game.view(state, None))


def test_damaged_links_are_refused_never_opened_as_another_position() -> None:
    rnd = random.Random(42)
    links = {
        name: [link_of(GAMES[name], GAMES[name].view(s, p)) for s, p in sample(name, 3, 12)]
        for name in POSITION_GAMES
    }
    tally = dict.fromkeys(KINDS, 0)
    per_game = MUTATIONS_IN_ALL // len(POSITION_GAMES)
    for name, pool in links.items():
        originals = {link: decode_position(link, GAMES) for link in pool}
        for i in range(per_game):
            link, other = rnd.sample(pool, 2) if len(set(pool)) > 1 else (pool[0], pool[0])
            kind = KINDS[i % len(KINDS)]
            text = damage(link, other, kind, rnd)
            got = opened(text)
            if text.strip() == link:
                assert got == originals[link]
            else:
                assert isinstance(got, str), (name, kind, link, text)
            tally[kind] += 1
    assert sum(tally.values()) == per_game * len(POSITION_GAMES) >= MUTATIONS_IN_ALL - 1


@pytest.mark.parametrize("name", POSITION_GAMES)
def test_any_digits_read_as_a_view_or_a_state_error(name: str) -> None:
    """Beyond the check: every number a link's body can hold, decoded (random bodies of
    real links' lengths, given a right check) opens only as a position whose link it is."""
    game = GAMES[name]
    rnd = random.Random(7)
    links = [link_of(game, game.view(s, p)) for s, p in sample(name, 2, 20)]
    prefix = links[0].partition(".")[0] + "."
    bodies = [base64url.decode(link.partition(".")[2])[:-4] for link in links]
    views = 0
    for i in range(1200):
        real = int.from_bytes(rnd.choice(bodies), "little")
        if i % 2:  # a real position with one bit of its number flipped
            number = real ^ (1 << rnd.randrange(real.bit_length() + 1))
        else:  # any number of about a real one's size
            number = rnd.randrange(1 << real.bit_length())
        body = number.to_bytes((number.bit_length() + 7) // 8, "little")
        try:
            view = game.read_position(DigitReader(body))
        except StateError:
            pass
        else:
            views += 1
            assert game.view(game.determinize(view, Rng(0)), view.seat) == view
        text = prefix + base64url.encode(body + _check(prefix, body))
        try:
            position = decode_position(text, GAMES)
        except LinkError as e:
            assert e.reason in ("checksum", "position")
        else:
            assert link_of(game, position.view) == text
    assert views > 0  # some random digits make positions: the fuzz reaches past the rules


@pytest.mark.parametrize("name", POSITION_GAMES)
def test_the_analysis_of_a_link_ignores_the_secrets_it_leaves_out(name: str) -> None:
    """Two positions that differ only in what the seat cannot see: their links' analyses
    are the same, and the same as the seat's own view's (the hint in the game)."""
    game = GAMES[name]
    checked = 0
    for state, seat in sample(name, 1, 10):
        if game.to_move(state) != seat or checked == 6:
            continue
        view = game.view(state, seat)
        twin = game.determinize(view, Rng(99))  # the same view, other secrets
        a = decode_position(link_of(game, view), GAMES).view
        b = decode_position(link_of(game, game.view(twin, seat)), GAMES).view
        first = analyse(game, a, Rng(5), "easy")
        assert analyse(game, b, Rng(5), "easy") == first == analyse(game, view, Rng(5), "easy")
        assert first.move in view.legal_moves
        checked += repr(twin) != repr(state)
    assert checked == 6


def golden() -> dict[str, list[dict[str, str]]]:
    data: dict[str, list[dict[str, str]]] = json.loads(GOLDEN.read_text())
    return data


@pytest.mark.parametrize("name", sorted(golden()))
def test_golden_links_open_as_the_positions_they_were_made_from(name: str) -> None:
    game = GAMES[name]
    for entry in golden()[name]:
        position = decode_position(entry["link"], GAMES)
        assert position.game == name
        assert view_text(position.view) == entry["text"]
        assert link_of(game, position.view) == entry["link"]


def write_golden(name: str) -> None:
    """Add ``name``'s golden links: a few positions of random games, from every seat,
    each with the position text of the view it opens as."""
    game = GAMES[name]
    data = golden()
    entries = []
    for state, seat in sample(name, 2, 70):
        link = link_of(game, game.view(state, seat))
        entries.append({"link": link, "text": view_text(decode_position(link, GAMES).view)})
    data[name] = entries
    GOLDEN.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        write_golden(arg)
