"""Bombay's map stays readable: every seat's colour stands out from the land, and elephants
(at a size a person sees) and the hint's step badges never cover a space's drawing or
name, or one another, in the 5-seat start and in crowded positions (the same is checked in
Chromium, on the drawn boxes, by e2e/test_bombay_layout.py)."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pytest

from game.bombay import BOMBAY, State
from game.bombay.board import MARKER, NEIGHBOURS, PLAIN, SPACES
from tests.test_web_i18n import compiled
from web.bombay import art as art
from web.bombay import board as board
from web.bombay import layout as lay
from web.bombay import plan as plan_
from web.bombay import spots as spots
from web.core import i18n
from web.core.vdom import attrs_of, find_all

CSS = Path(__file__).resolve().parent.parent / "assets" / "bombay.css"
VIEW_PX = 727 / 1065  # CSS px per map unit: the map's width at 1280 x 800


def luminance(colour: str) -> float:
    rgb = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_every_seat_colour_stands_out_from_the_map_and_carries_its_number() -> None:
    land = re.search(r"--b-land:\s*(#[0-9a-f]{6})", CSS.read_text(encoding="utf-8"))
    assert land and land.group(1) == art.LAND  # the land the map is drawn on
    for seat, fill in enumerate(art.PLAYER_FILL):
        assert contrast(fill, art.LAND) >= 3, (seat, fill)  # WCAG 1.4.11, graphics
        assert contrast(fill, art.PLAYER_INK[seat]) >= 4.5, (seat, fill)  # its number
    assert len(set(art.PLAYER_FILL)) == 5


def placed(
    state: State, palaces: dict[int, int] | None = None
) -> tuple[list[lay.Box], list[tuple[int, lay.Box]]]:
    """The fixed boxes of the map and every elephant's (space, box), as board() lays them."""
    tuple_palaces = list(state.palaces)
    for space, owner in (palaces or {}).items():
        tuple_palaces[space] = owner
    state = replace(state, palaces=tuple(tuple_palaces))
    view = BOMBAY.view(state, 0)
    herds, _placer = board._herds(view)
    owned = {space for space, _owner in view.palaces}
    fixed = lay.fixed_boxes([art.place_name(s.index) for s in SPACES], owned)
    elephants = [(space, lay.elephant_box(*p)) for space, ps in herds.items() for p in ps]
    return fixed, elephants


def at_spaces(*spaces: int) -> State:
    state = BOMBAY.new(BOMBAY.default_options(len(spaces)), 3)
    players = tuple(replace(p, space=s) for p, s in zip(state.players, spaces, strict=True))
    return replace(state, players=players)


def crowds() -> list[tuple[str, State, dict[int, int]]]:
    """The 5-seat start, five on every space (with a palace where one can stand), and
    elephants on neighbouring spaces."""
    out: list[tuple[str, State, dict[int, int]]] = [("start", at_spaces(0, 0, 0, 0, 0), {})]
    for s in SPACES:
        palace = {s.index: 1} if s.kind == MARKER else {}
        out.append((f"five on {s.name}", at_spaces(*[s.index] * 5), palace))
        near = sorted(NEIGHBOURS[s.index])[:2]
        spaces = [s.index, s.index, *near, near[0]]
        out.append((f"around {s.name}", at_spaces(*spaces), {}))
    return out


@pytest.mark.parametrize(("name", "state", "palaces"), crowds(), ids=[c[0] for c in crowds()])
def test_no_elephant_covers_a_space_a_name_or_another_elephant(
    name: str, state: State, palaces: dict[int, int]
) -> None:
    fixed, elephants = placed(state, palaces)
    for space, box in elephants:
        assert not [f for f in fixed if lay.meets(box, f)], (name, SPACES[space].name, box)
        assert lay.inside(box, lay.MAP), (name, SPACES[space].name, box)  # not cut off
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        assert lay.near(SPACES[space], *centre), (name, SPACES[space].name, centre)
        assert (box[2] - box[0]) * VIEW_PX >= 30  # at 1280 px: 30 px wide or more
    for (_a, one), (_b, other) in combinations(elephants, 2):
        assert not lay.meets(one, other), name


def test_the_hints_step_badges_never_cover_a_name_or_a_piece() -> None:
    state = at_spaces(0, 0, 0, 0, 0)
    view = BOMBAY.view(state, 0)
    herds, placer = board._herds(view)
    plan = (("go 18", 0.5), ("go 6", 0.5), ("buy Y", 0.5), ("end", 0.5))
    taken = list(placer.taken)
    badges = plan_.badges(view, plan, placer)
    assert badges is not None
    circles = find_all(badges, lambda n: n[0] == "circle")
    assert len(circles) >= 2
    for c in circles:
        x, y, r = (float(attrs_of(c)[k]) for k in ("cx", "cy", "r"))
        assert not [t for t in taken if lay.meets(lay.circle_box(x, y, r), t)], (x, y)


@pytest.mark.parametrize("language", ("en", "ja", "vi", "es"))
def test_no_name_covers_another_spaces_drawing_or_a_palace(language: str) -> None:
    try:
        i18n.load(language, compiled(language))
        for s in SPACES:
            box = lay.label_box(s, art.place_name(s.index))  # estimated generously: 3 units'
            label = (box[0] + 3, box[1], box[2] - 3, box[3] - 3)  # slack at the sides, below
            for t in SPACES:
                if t != s:
                    assert not lay.meets(label, lay.shape_box(t)), (language, s.name, t.name)
                if t.kind in (MARKER, PLAIN):  # a palace may stand there
                    assert not lay.meets(label, lay.palace_box(t)), (language, s.name, t.name)
    finally:
        i18n.load("en")


def test_the_layout_knows_the_maps_box() -> None:
    x, y, w, h = spots.BOX
    assert (x, y, x + w, y + h) == lay.MAP
