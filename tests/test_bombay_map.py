"""The Bombay map data has the structure the rules contract asks for."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.bombay import board
from game.bombay.board import (
    CITIES,
    DISTANCE,
    ENTRY_COST,
    NEIGHBOURS,
    POST_SITES_E,
    POST_SITES_F,
    ROADS,
    SPACES,
    START_SPACE,
    distances_from,
)
from scripts.tools import bombay_map_svg

ROOT = Path(__file__).resolve().parent.parent


def test_spaces_by_kind() -> None:
    kinds = [s.kind for s in SPACES]
    assert len(SPACES) == 24 and [s.index for s in SPACES] == list(range(24))
    assert kinds.count(board.START) == 1 and kinds.count(board.HILL) == 1
    assert [SPACES[c].name for c in CITIES] == ["Bombay", "Indore", "Nagpur", "Hyderabad"]
    assert len(POST_SITES_E) == len(POST_SITES_F) == 4
    assert kinds.count(board.MARKER) == 8 and kinds.count(board.PLAIN) == 2
    assert SPACES[START_SPACE].kind == board.START


def test_the_second_hill_is_next_to_the_start_hill() -> None:
    hill = next(s.index for s in SPACES if s.kind == board.HILL)
    assert hill in NEIGHBOURS[START_SPACE]


def test_entering_a_hill_costs_two_anything_else_one() -> None:
    assert [ENTRY_COST[s.index] for s in SPACES if s.is_hill] == [2, 2]
    assert {ENTRY_COST[s.index] for s in SPACES if not s.is_hill} == {1}


def test_roads_are_simple_and_the_map_connected() -> None:
    pairs = [tuple(sorted(r)) for r in ROADS]
    assert len(set(pairs)) == len(pairs) and all(a != b for a, b in pairs)
    assert max(DISTANCE[START_SPACE]) < 100  # every space reachable


def test_every_city_is_four_to_six_points_from_the_start_hill() -> None:
    assert all(4 <= DISTANCE[START_SPACE][c] <= 6 for c in CITIES)


def test_a_trip_between_two_cities_takes_more_than_one_turn() -> None:
    assert all(DISTANCE[a][b] > 3 for a in CITIES for b in CITIES if a != b)


def test_every_trading_post_site_is_one_to_three_points_from_a_city() -> None:
    for site in POST_SITES_E + POST_SITES_F:
        assert 1 <= min(DISTANCE[site][c] for c in CITIES) <= 3, SPACES[site].name


@pytest.mark.parametrize("city", CITIES)
def test_every_city_approach_has_a_choke_point_for_palaces(city: int) -> None:
    """Some space where a palace may stand lies on every shortest way from the start."""
    buildable = [s.index for s in SPACES if s.kind in (board.MARKER, board.PLAIN)]
    chokes = [
        b for b in buildable if distances_from(START_SPACE, b)[city] > DISTANCE[START_SPACE][city]
    ]
    assert chokes


def test_positions_fit_the_drawing_box_and_do_not_overlap() -> None:
    assert all(0 <= s.x <= board.WIDTH and 0 <= s.y <= board.HEIGHT for s in SPACES)
    assert len({(s.x, s.y) for s in SPACES}) == len(SPACES)


def test_the_map_picture_is_generated_from_this_data() -> None:
    assert (ROOT / "docs" / "bombay-map.svg").read_text() == bombay_map_svg.render()
