"""Where things stand on Bombay's map, so that nothing drawn covers anything else.

Fixed parts come first: each space's shape, its name below it, a city's demand
column and token count, markers and palaces. Then the elephants, at a size a person
sees (the fewer on a space, the bigger), each in the first free place beside its space
(standing on its top edge first, then around it, never where another space is much
nearer). Then the parts that float beside a space (the last turn's tags, the reach
badges, the hint's step badges) take the first of their candidate places, in a fixed
order, that meets nothing placed before them.

Sizes are in the map's own units (its ``viewBox``); text widths are estimated
generously (a wide character counts as a square).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from game.bombay.board import CITY, HILL, POST_E, POST_F, SPACES, START, Space

Box = tuple[float, float, float, float]  # left, top, right, bottom

CITY_R = 36
COLUMN_SIDE = {2: -1, 3: 1, 4: 1, 5: 1}  # where a city's demand column stands (left / right)
LABEL_SIZE = 19
LABEL_DY = {CITY: CITY_R + 30}  # a name's baseline below its space's centre (others: 51)
# Names not centred on their space, (anchor, x): Secunderabad's ends clear of Hyderabad,
# Nagpur's starts clear of a palace on Kamptee.
LABEL_ANCHOR = {17: ("end", 668.0), 4: ("start", 904.0)}
LABEL_ABOVE = {19: -38}  # names above their space (Khandwa: the start hill's herd stands below)


def label_y(s: Space) -> float:
    """The baseline of a space's name."""
    return s.y + LABEL_ABOVE.get(s.index, LABEL_DY.get(s.kind, 51))


MAP: Box = (-30.0, -42.0, 1035.0, 708.0)  # the viewBox (web/bombay/spots.py: BOX) as a Box
TOOLS: Box = (860.0, -42.0, 1035.0, 40.0)  # the map's key (and zoom) buttons over its corner
TAG_H = 24
BADGE_R = 13
# An elephant's drawing at scale 1: from its tail to its tusk, from its load to its feet.
ELEPHANT = (-18.0, -21.0, 20.0, 13.0)
SCALES = (1.5, 1.35, 1.3, 1.25, 1.25)  # by the number of elephants on one space
MIN_SCALE = 1.16  # 30 CSS px wide on the map at 1280 x 800


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
    y = label_y(s)
    half = text_width(name, LABEL_SIZE) / 2 + 2
    anchor, x = LABEL_ANCHOR.get(s.index, ("middle", s.x))
    left = {"start": x - 2, "middle": x - half, "end": x - 2 * half + 2}[anchor]
    return (left, y - LABEL_SIZE - 1, left + 2 * half, y + 6)


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
        return s.y - 25
    return shape_box(s)[1]


NEAR = 1.2  # an elephant stands at most this much further from its space than from another


def near(s: Space, x: float, y: float) -> bool:
    """Whether ``x``, ``y`` reads as beside ``s``: no other space is much nearer."""
    own = (s.x - x) ** 2 + (s.y - y) ** 2
    return all(own <= NEAR**2 * ((t.x - x) ** 2 + (t.y - y) ** 2) for t in SPACES if t != s)


@lru_cache(maxsize=256)
def elephant_spots(s: Space, scale: float, palace: bool) -> tuple[tuple[float, float, float], ...]:
    """Candidate places of an elephant of ``s``, nearest first: standing on the space's top
    edge, then around it on a grid (lower places count further); only places whose middle
    is :func:`near` ``s`` (an elephant is read as being on the space it is beside)."""
    w, h = (ELEPHANT[2] - ELEPHANT[0]) * scale + 2, (ELEPHANT[3] - ELEPHANT[1]) * scale + 2
    stand = (s.x - scale, _top(s, palace) - ELEPHANT[3] * scale)  # feet on the top edge
    mid = ((ELEPHANT[0] + ELEPHANT[2]) / 2 * scale, (ELEPHANT[1] + ELEPHANT[3]) / 2 * scale)
    out = [
        (stand[0] + i * w / 3, stand[1] + j * h / 3, scale)
        for i in range(-12, 13)
        for j in range(-9, 10)
    ]

    def distance(p: tuple[float, float, float]) -> float:
        """The squared distance from the stand, a height below it counting three times."""
        dx, dy = p[0] - stand[0], p[1] - stand[1]
        return dx**2 + 2 * max(0.0, dy) ** 2 + dy**2

    out.sort(key=distance)
    return tuple(
        p for p in out if near(s, p[0] + mid[0], p[1] + mid[1]) and inside(elephant_box(*p), MAP)
    )


def inside(a: Box, b: Box) -> bool:
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def herds(
    by_space: dict[int, int], palaces: set[int], placer: Placer
) -> dict[int, list[tuple[float, float, float]]]:
    """(x, y, scale) of each elephant of every space (``by_space``: how many stand there),
    each in the first of its candidate places that meets nothing placed before it; a herd
    that finds no room is drawn smaller (never under MIN_SCALE)."""
    out: dict[int, list[tuple[float, float, float]]] = {}
    for space in sorted(by_space, key=lambda i: -by_space[i]):  # the biggest herds first
        n = by_space[space]
        scale = SCALES[min(n, len(SCALES)) - 1]
        while True:
            spots = elephant_spots(SPACES[space], scale, space in palaces)
            boxes = [elephant_box(*p) for p in spots]
            around = _around(boxes)  # only what is near can be in the way
            local = Placer(t for t in placer.taken if meets(t, around))
            if all(local.free(boxes) is not None for _ in range(n)) or scale <= MIN_SCALE:
                break
            scale = max(MIN_SCALE, round(scale - 0.05, 2))
        local = Placer(t for t in placer.taken if meets(t, around))
        out[space] = [spots[local.take(boxes)] for _ in range(n)]
        placer.taken += local.taken[-n:]
    return out


def _around(boxes: Sequence[Box]) -> Box:
    return (
        min(b[0] for b in boxes) - 1,
        min(b[1] for b in boxes) - 1,
        max(b[2] for b in boxes) + 1,
        max(b[3] for b in boxes) + 1,
    )


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

    def free(self, candidates: Sequence[Box]) -> int | None:
        """The index of the first candidate that meets nothing taken (taken), else None."""
        for i, box in enumerate(candidates):
            if not any(meets(box, t) for t in self.taken):
                self.taken.append(box)
                return i
        return None

    def take(self, candidates: Sequence[Box]) -> int:
        """The index of the first candidate that meets nothing taken (else the one that
        covers least); taken."""
        index = self.free(candidates)
        if index is None:
            covered = [sum(_area(box, t) for t in self.taken) for box in candidates]
            index = covered.index(min(covered))
            self.taken.append(candidates[index])
        return index


def _area(a: Box, b: Box) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def circle_box(x: float, y: float, r: float) -> Box:
    return (x - r, y - r, x + r, y + r)


def fixed_boxes(names: Sequence[str], palaces: Iterable[int]) -> list[Box]:
    """Every space's shape and name, each city's column and token count, palaces, and the
    map's buttons in its corner."""
    out: list[Box] = [TOOLS]
    for s in SPACES:
        out += [shape_box(s), label_box(s, names[s.index])]
        if s.kind == CITY:
            out += [column_box(s), circle_box(*tokens_at(s), 12)]
    out += [palace_box(SPACES[i]) for i in palaces]
    return out
