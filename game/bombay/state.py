"""Bombay's state: immutable values (frozen dataclasses and tuples).

A :class:`State` is one position. Everything a player may know is in it, plus
the seed of the bag (``rng``): bales in the bag have no order until a restock
draws from it, so the hidden part of a position is just the generator state
the next draw will use. The bag's contents are derived (17 bales minus those
in the markets and on elephants).

Colours are small integers in state (``Y P B O`` = 0..3) and letters in text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

COLOURS: Final = "YPBO"  # yellow, purple, blue, orange
YELLOW, PURPLE, BLUE, ORANGE = 0, 1, 2, 3
BALES: Final[tuple[int, ...]] = (3, 4, 5, 5)  # bales of each colour in the game (17)
TOTAL_BALES: Final = 17
ELEPHANT_CAPACITY: Final = 2
PALACES: Final = 5
ACTION_POINTS: Final = 3
START_RUPEES: Final = 2
DRAW: Final = 9  # bales drawn at a restock

MARKETS: Final = ("left", "centre", "right")
BUY_COST: Final[tuple[tuple[int, int], ...]] = ((1, 1), (2, 1), (2, 2))  # (AP, rupees)

# Palace markers: 2 rupees, 1 customer, the yellow / white bonus city token, a free bale
MARKER_RUPEES, MARKER_CUSTOMER, MARKER_YELLOW, MARKER_WHITE, MARKER_BALE = range(5)
MARKER_LETTERS: Final = "RCYWF"
MARKER_SET: Final[tuple[int, ...]] = (0, 0, 1, 1, 2, 3, 4, 4)

# City tokens a player holds: a bit mask, bits 0..3 the cities, 4 yellow bonus, 5 white
BONUS_YELLOW_BIT: Final = 1 << 4
BONUS_WHITE_BIT: Final = 1 << 5
TOKEN_LETTERS: Final = "BINHyw"  # Bombay Indore Nagpur Hyderabad, yellow, white bonus

# players -> (rounds, turns per player per round)
SCHEDULE: Final[dict[int, tuple[int, int]]] = {2: (4, 4), 3: (3, 5), 4: (4, 4), 5: (5, 3)}
RANK_BONUS: Final[dict[int, tuple[int, ...]]] = {
    2: (4, 0),
    3: (6, 2, 0),
    4: (8, 4, 2, 0),
    5: (8, 6, 4, 2, 0),
}


@dataclass(frozen=True)
class BombayOptions:
    """Game options: the number of players and the last player's extra rupee."""

    players: int
    last_player_bonus: bool = False


@dataclass(frozen=True, slots=True)
class Player:
    """One merchant: elephant's space and bales, money, customers, tokens, palaces left."""

    space: int
    bales: tuple[int, ...]  # colours on the elephant, sorted, at most 2
    rupees: int
    customers: int
    tokens: int  # city tokens held, bit mask (see TOKEN_LETTERS)
    palaces: int  # palaces not yet built


@dataclass(frozen=True, slots=True)
class State:
    """One Bombay position.

    ``round`` counts from 0 and equals the number of rounds once the game is
    over; ``turn`` counts the player turns already taken in this round (the
    seat to move is the round's first player plus ``turn`` modulo the number
    of players). ``ap`` is what the mover has left; ``bought`` whether they
    made this turn's purchase; ``picking`` whether they owe a free-bale choice.
    Per-space tuples: ``posts`` (trading-post colour or -1), ``markers``
    (palace-marker kind or -1), ``palaces`` (owner seat or -1). Per colour:
    ``stock`` (bales in the markets) and ``market`` (0 left, 1 centre,
    2 right, -1 when none of that colour is on sale).
    """

    players: tuple[Player, ...]
    round: int
    turn: int
    ap: int
    bought: bool
    picking: bool
    demand: tuple[tuple[int, ...], ...]  # per city, colours top to bottom
    city_tokens: tuple[int, ...]  # per city, tokens left
    stock: tuple[int, ...]
    market: tuple[int, ...]
    posts: tuple[int, ...]
    markers: tuple[int, ...]
    palaces: tuple[int, ...]
    rng: int

    @property
    def rounds(self) -> int:
        """How many rounds this game lasts."""
        return SCHEDULE[len(self.players)][0]

    @property
    def turns_per_round(self) -> int:
        """Turns each player takes in one round."""
        return SCHEDULE[len(self.players)][1]

    @property
    def over(self) -> bool:
        """True once the last round has been played and scored."""
        return self.round >= SCHEDULE[len(self.players)][0]

    @property
    def first_player(self) -> int:
        """This round's first player (passes to the left each round)."""
        return self.round % len(self.players)

    @property
    def seat(self) -> int:
        """The seat whose turn it is (meaningless once the game is over)."""
        n = len(self.players)
        return (self.round + self.turn) % n

    @property
    def game_turn(self) -> int:
        """The game turn within the round, counting from 1."""
        return self.turn // len(self.players) + 1

    def bag(self) -> tuple[int, ...]:
        """Bales of each colour in the bag (derived: all bales not elsewhere)."""
        bag = [BALES[c] - self.stock[c] for c in range(4)]
        for p in self.players:
            for c in p.bales:
                bag[c] -= 1
        return tuple(bag)
