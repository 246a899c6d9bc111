"""The Bombay map as data: spaces, roads and drawing positions.

The printed board's road graph is not public, so this is an original map with
the structure the rules contract asks for (see docs/bombay-map.md):

* 24 spaces: the start hill and a second hill in the middle, four cities near
  the edges (Bombay west, Indore north, Nagpur east, Hyderabad south), eight
  trading-post sites in two groups (E, used at every player count; F, used
  only at 4 and 5 players), eight palace-marker sites and two plain sites;
* entering a hill costs 2 action points, entering any other space 1;
* every city is 4 to 6 points from the start hill, two cities are always more
  than one turn (3 points) apart, every trading-post site is 1 to 3 points from
  its nearest city;
* each city's approach from the middle runs through a palace-marker site (a
  choke point), so a palace there earns tolls.

Positions ``(x, y)`` are for drawing, in a box 0..1000 wide and 0..700 high,
y growing downwards (SVG convention). Space numbers are used in move text
(``go 12``) and links, so they never change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

# Kinds of space
START: Final = "start"  # the start hill
HILL: Final = "hill"  # the second hill
CITY: Final = "city"
POST_E: Final = "post-E"  # trading-post site, group E (all player counts)
POST_F: Final = "post-F"  # trading-post site, group F (4 and 5 players only)
MARKER: Final = "marker"  # palace-marker site
PLAIN: Final = "plain"

WIDTH: Final = 1000
HEIGHT: Final = 700


@dataclass(frozen=True)
class Space:
    """One space of the map: its number, kind, name and drawing position."""

    index: int
    kind: str
    name: str
    x: int
    y: int

    @property
    def is_hill(self) -> bool:
        """Entering a hill (either one) costs 2 action points."""
        return self.kind in (START, HILL)


SPACES: Final[tuple[Space, ...]] = (
    Space(0, START, "Start hill", 500, 360),
    Space(1, HILL, "Ghats", 660, 470),
    Space(2, CITY, "Bombay", 60, 380),
    Space(3, CITY, "Indore", 430, 50),
    Space(4, CITY, "Nagpur", 940, 220),
    Space(5, CITY, "Hyderabad", 710, 640),
    Space(6, POST_F, "Thana", 260, 300),
    Space(7, POST_F, "Ujjain", 370, 200),
    Space(8, POST_F, "Wardha", 780, 360),
    Space(9, POST_F, "Bidar", 460, 560),
    Space(10, POST_E, "Pune", 150, 530),
    Space(11, POST_E, "Dewas", 570, 90),
    Space(12, POST_E, "Amravati", 830, 120),
    Space(13, POST_E, "Warangal", 850, 520),
    Space(14, MARKER, "Kalyan", 160, 360),
    Space(15, MARKER, "Mhow", 320, 100),
    Space(16, MARKER, "Kamptee", 880, 310),
    Space(17, MARKER, "Secunderabad", 600, 590),
    Space(18, MARKER, "Nashik", 370, 360),
    Space(19, MARKER, "Khandwa", 480, 240),
    Space(20, MARKER, "Akola", 680, 270),
    Space(21, MARKER, "Nanded", 520, 460),
    Space(22, PLAIN, "Solapur", 300, 580),
    Space(23, PLAIN, "Betul", 690, 150),
)

ROADS: Final[tuple[tuple[int, int], ...]] = (
    # the middle: the two hills and the four inner palace-marker sites
    (0, 1),
    (0, 18),
    (0, 19),
    (0, 21),
    (19, 20),
    # the Ghats: a slow pass from the start hill between the east and south posts
    (1, 8),
    (1, 9),
    # west arm to Bombay (choke: Kalyan) and the south-west road
    (18, 6),
    (6, 14),
    (14, 2),
    (2, 10),
    (10, 22),
    (22, 9),
    # north arm to Indore (choke: Mhow) and the north-west road
    (19, 7),
    (7, 15),
    (15, 3),
    (3, 11),
    (7, 6),
    # east arm to Nagpur (choke: Kamptee) and the north-east road
    (20, 8),
    (8, 16),
    (16, 4),
    (4, 12),
    (12, 23),
    (23, 11),
    # south arm to Hyderabad (choke: Secunderabad) and the south-east road
    (21, 9),
    (9, 17),
    (17, 5),
    (5, 13),
    (13, 8),
)

START_SPACE: Final = 0
CITIES: Final[tuple[int, ...]] = tuple(s.index for s in SPACES if s.kind == CITY)
CITY_NAMES: Final[tuple[str, ...]] = tuple(SPACES[c].name for c in CITIES)
CITY_LETTERS: Final = "BINH"  # Bombay, Indore, Nagpur, Hyderabad (city-token letters)
POST_SITES_E: Final[tuple[int, ...]] = tuple(s.index for s in SPACES if s.kind == POST_E)
POST_SITES_F: Final[tuple[int, ...]] = tuple(s.index for s in SPACES if s.kind == POST_F)
MARKER_SITES: Final[tuple[int, ...]] = tuple(s.index for s in SPACES if s.kind == MARKER)
CITY_OF_SPACE: Final[tuple[int, ...]] = tuple(
    CITIES.index(s.index) if s.kind == CITY else -1 for s in SPACES
)
ENTRY_COST: Final[tuple[int, ...]] = tuple(2 if s.is_hill else 1 for s in SPACES)


def _neighbours() -> tuple[tuple[int, ...], ...]:
    adj: list[set[int]] = [set() for _ in SPACES]
    for a, b in ROADS:
        adj[a].add(b)
        adj[b].add(a)
    return tuple(tuple(sorted(n)) for n in adj)


NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = _neighbours()


def distances_from(source: int, blocked: int = -1) -> tuple[int, ...]:
    """Action points needed to reach each space from ``source`` (Dijkstra).

    ``blocked`` is a space the paths may not use (for choke-point checks).
    Unreachable spaces get a large number.
    """
    far = 10**6
    dist = [far] * len(SPACES)
    dist[source] = 0
    todo = {source}
    while todo:
        here = min(todo, key=dist.__getitem__)
        todo.discard(here)
        for there in NEIGHBOURS[here]:
            d = dist[here] + ENTRY_COST[there]
            if there != blocked and d < dist[there]:
                dist[there] = d
                todo.add(there)
    return tuple(dist)


DISTANCE: Final[tuple[tuple[int, ...], ...]] = tuple(distances_from(s.index) for s in SPACES)
"""``DISTANCE[a][b]``: action points to go from space ``a`` to space ``b``."""
