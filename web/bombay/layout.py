"""Where things stand on Bombay's map, so that nothing drawn covers anything else.

Fixed parts come first: each space's shape, its name below it, a city's demand
column and token count, markers and palaces, and the elephants, which stand on
their space (their feet on its top edge) in a fixed arrangement: one row, or for
four or five away from a hill two rows, the back one higher. Then the parts that
float beside a space (the last turn's tags, the reach badges) take the first of
their candidate places, in a fixed order, that meets nothing placed before them.

Sizes are in the map's own units (its ``viewBox``); text widths are estimated
generously (a wide character counts as a square).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.bombay.board import CITY, HILL, POST_E, POST_F, SPACES, START, Space

Box = tuple[float, float, float, float]  # left, top, right, bottom

CITY_R = 36
COLUMN_SIDE = {2: -1, 3: 1, 4: 1, 5: 1}  # where a city's demand column stands (left / right)
LABEL_SIZE = 19
LABEL_DY = {CITY: CITY_R + 30}  # a name's baseline below its space's centre (others: 51)
TAG_H = 24
BADGE_R = 13
# An elephant's drawing at scale 1: from its tail to its tusk, from its load to its feet.
ELEPHANT = (-18.0, -21.0, 20.0, 13.0)
SCALES = (1.5, 1.25, 1.1, 1.05, 1.0)  # by the number of elephants on one space


def text_width(text: str, size: float) -> float:
    return sum(size * (1.0 if ord(ch) >= 0x2E80 else 0.7) for ch in text)


def meets(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 0 and min(a[3], b[3]) - max(a[1], b[1]) > 0


def shape_box(s: Space) -> Box:
    """The space's own drawing (a hill, a city, a post's frame or a site)."""
    x, y = s.x, s.y
    if s.kind in (START, HILL):
        return (x - 32, y - 25, x + 34, y + 18)
    if s.kind == CITY:
        return (x - CITY_R, y - CITY_R, x + CITY_R, y + CITY_R)
    r = 22 if s.kind in (POST_E, POST_F) else 20
    return (x - r, y - r, x + r, y + r)


def label_box(s: Space, name: str) -> Box:
    y = s.y + LABEL_DY.get(s.kind, 51)
    half = text_width(name, LABEL_SIZE) / 2 + 2
    return (s.x - half, y - LABEL_SIZE - 1, s.x + half, y + 6)


def column_x(s: Space) -> float:
    return s.x + COLUMN_SIDE[s.index] * (CITY_R + 22)


def column_box(s: Space) -> Box:
    cx, side = column_x(s), COLUMN_SIDE[s.index]
    a, b = cx - 13, cx + side * 22 + side * 7
    return (min(a, b, cx + 13), s.y - 42, max(a, b, cx + 13), s.y + 42)


def tokens_at(s: Space) -> tuple[float, float]:
    """A city's token count: above its demand column."""
    return column_x(s), s.y - 58


def palace_box(s: Space) -> Box:
    return (s.x - 19, s.y - 31, s.x + 19, s.y + 10)


def _top(s: Space, palace: bool) -> float:
    """Where an elephant's feet stand: the space's top edge (a palace's roof)."""
    if palace:
        return s.y - 31
    if s.kind in (START, HILL):
        return s.y - 14
    return shape_box(s)[1] + 3


def herd(s: Space, n: int, palace: bool) -> list[tuple[float, float, float]]:
    """(x, y, scale) of each of ``n`` elephants standing on ``s``: a fixed arrangement."""
    scale = SCALES[min(n, len(SCALES)) - 1]
    w, h = (ELEPHANT[2] - ELEPHANT[0]) * scale + 3, (ELEPHANT[3] - ELEPHANT[1]) * scale
    feet = _top(s, palace)
    centre = s.x - scale  # the drawing is one unit longer forwards than backwards
    if s.kind == CITY:  # clear of the token count above the demand column
        centre -= COLUMN_SIDE[s.index] * 20
    rows = [n] if n <= 3 or s.kind in (START, HILL) else [2, n - 2]  # front row first
    out = []
    for r, count in enumerate(rows):
        y = feet - ELEPHANT[3] * scale - r * h
        out += [(centre + (i - (count - 1) / 2) * w, y, scale) for i in range(count)]
    return out


def elephant_box(x: float, y: float, scale: float) -> Box:
    return (
        x + ELEPHANT[0] * scale,
        y + ELEPHANT[1] * scale,
        x + ELEPHANT[2] * scale,
        y + ELEPHANT[3] * scale,
    )


def _reach(s: Space) -> float:
    """How far from its centre a space's drawing reaches sideways."""
    box = shape_box(s)
    return max(s.x - box[0], box[2] - s.x)


def badge_spots(s: Space) -> list[tuple[float, float]]:
    """Candidate centres of a round badge of radius BADGE_R beside ``s``."""
    d = _reach(s) + BADGE_R + 2
    away = -COLUMN_SIDE.get(s.index, 1)  # a city's free side; else the left first
    out = []
    for far in (
        d,
        d + 2 * BADGE_R + 2,
        d + 4 * BADGE_R + 4,
    ):  # beside the space, else one badge further out
        c = 0.7 * far
        out += [
            (s.x + away * far, s.y),
            (s.x + away * c, s.y + c),
            (s.x + away * c, s.y - c),
            (s.x - away * far, s.y),
            (s.x - away * c, s.y + c),
            (s.x - away * c, s.y - c),
            (s.x, s.y + far),
        ]
    return out


def tag_spots(s: Space, width: float) -> list[tuple[float, float]]:
    """Candidate top-left corners of a tag ``width`` wide beside ``s``."""
    d = _reach(s) + 4
    top = s.y - TAG_H / 2
    return [
        (s.x + d, top),
        (s.x - d - width, top),
        (s.x + d, top + TAG_H + 4),
        (s.x - d - width, top + TAG_H + 4),
        (s.x + d, top - TAG_H - 4),
        (s.x - d - width, top - TAG_H - 4),
        (s.x - width / 2, s.y + LABEL_DY.get(s.kind, 51) + 10),
    ]


class Placer:
    """Boxes taken so far; :meth:`take` finds the first free candidate for a new one."""

    def __init__(self, taken: Iterable[Box] = ()) -> None:
        self.taken: list[Box] = list(taken)

    def take(self, candidates: Sequence[Box]) -> int:
        """The index of the first candidate that meets nothing taken (else the one that
        covers least); taken."""
        covered = [sum(_area(box, t) for t in self.taken) for box in candidates]
        index = next((i for i, c in enumerate(covered) if c == 0), None)
        if index is None:
            index = covered.index(min(covered))
        self.taken.append(candidates[index])
        return index


def _area(a: Box, b: Box) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def circle_box(x: float, y: float, r: float) -> Box:
    return (x - r, y - r, x + r, y + r)


def fixed_boxes(names: Sequence[str], palaces: Iterable[int]) -> list[Box]:
    """Every space's shape and name, each city's column and token count, palaces."""
    out: list[Box] = []
    for s in SPACES:
        out += [shape_box(s), label_box(s, names[s.index])]
        if s.kind == CITY:
            out += [column_box(s), circle_box(*tokens_at(s), 12)]
    out += [palace_box(SPACES[i]) for i in palaces]
    return out
