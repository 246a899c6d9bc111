"""(No tests here: the helpers of test_bombay_play.py.) Bombay positions for the browser tests, reached by legal moves and stored as links.

A :class:`Script` plays chosen seats towards simple goals (ride to a space, buy,
build) while every other seat just ends its turns, so a test can open exactly
the position it needs: "seat 0 stands at a trading post and may buy", "seat 1
owns a palace next to seat 0", and so on. Everything goes through the engine,
so the links are real games.
"""

from __future__ import annotations

from typing import Any

from game import GAMES
from game.bombay import BOMBAY, Build, Buy, Sell, State
from game.bombay.board import CITIES, CITY_OF_SPACE, DISTANCE, ENTRY_COST, NEIGHBOURS, SPACES
from game.bombay.state import COLOURS
from game.core.link import Record, Seat, encode


class Script:
    """A game being steered: ``moves`` so far and the ``state`` they reach."""

    def __init__(self, players: int = 2, seed: int = 5) -> None:
        self.players, self.seed = players, seed
        self.state: State = BOMBAY.new(BOMBAY.default_options(players), seed)
        self.moves: list[str] = []

    def play(self, text: str) -> None:
        self.state = BOMBAY.apply(self.state, BOMBAY.parse_move(text))
        self.moves.append(text)

    def turn_of(self, seat: int) -> None:
        """Others end their turns until ``seat`` is to move."""
        while BOMBAY.to_move(self.state) != seat:
            self.play("end")

    def here(self, seat: int) -> int:
        return self.state.players[seat].space

    def ride(self, seat: int, target: int) -> None:
        """Ride ``seat`` along a cheapest road to ``target`` (over as many turns as needed)."""
        while True:
            self.turn_of(seat)
            here = self.here(seat)
            if here == target:
                return
            step = next(
                n
                for n in NEIGHBOURS[here]
                if ENTRY_COST[n] + DISTANCE[n][target] == DISTANCE[here][target]
            )
            self.play(f"go {step}" if ENTRY_COST[step] <= self.state.ap else "end")

    def act(self, seat: int, text: str) -> None:
        """Make ``seat`` play ``text`` now, or at the start of its next turn."""
        self.turn_of(seat)
        if BOMBAY.parse_move(text) not in BOMBAY.legal_moves(self.state):
            self.play("end")
            self.turn_of(seat)
        self.play(text)

    def ready(self, seat: int, move: Any) -> None:
        """Leave ``seat`` to move with ``move`` legal (ending a turn first if needed)."""
        self.turn_of(seat)
        if move not in BOMBAY.legal_moves(self.state):
            self.play("end")
            self.turn_of(seat)
        assert move in BOMBAY.legal_moves(self.state), (move, self.state)

    def link(self, kinds: tuple[str, ...]) -> str:
        seats = tuple(Seat(k, NAMES[i]) for i, k in enumerate(kinds))
        record = Record("bombay", (self.players, 0), self.seed, seats, tuple(self.moves))
        return encode(record, GAMES)


NAMES = ("Ana", "Bea", "Cy", "Dee", "Eve")


def cheap_post(state: State) -> tuple[int, str]:
    """A trading post whose colour is in the left market (1 point, 1 rupee), and that colour."""
    for space, c in enumerate(state.posts):
        if c >= 0 and state.market[c] == 0 and state.stock[c] > 0:
            return space, COLOURS[c]
    raise AssertionError("no post sells from the left market")


def buyer(players: int = 2, seed: int = 5) -> Script:
    """Seat 0 at a trading post of a left-market colour, free to buy."""
    script = Script(players, seed)
    post, colour = cheap_post(script.state)
    script.ride(0, post)
    script.ready(0, Buy(colour))
    return script


def seller(players: int = 2, seed: int = 5) -> tuple[Script, int, str]:
    """Seat 0 in a city that wants the bale it carries: (script, city space, colour)."""
    script = buyer(players, seed)
    post, colour = cheap_post(script.state)
    script.act(0, f"buy {colour}")
    c = COLOURS.index(colour)
    city = min(
        (s for s in CITIES if c in script.state.demand[CITY_OF_SPACE[s]]),
        key=lambda s: DISTANCE[post][s],
    )
    script.ride(0, city)
    script.ready(0, Sell(colour))
    return script, city, colour


def marker_site(state: State, near: int) -> int:
    """The palace-marker site nearest ``near`` that still holds its marker."""
    sites = [s for s, k in enumerate(state.markers) if k >= 0 and state.palaces[s] < 0]
    return min(sites, key=lambda s: (DISTANCE[near][s], s))


def builder(players: int = 2, seed: int = 5) -> tuple[Script, int]:
    """Seat 0 with a bale on a palace-marker site, free to build: (script, the site)."""
    script = buyer(players, seed)
    _post, colour = cheap_post(script.state)
    script.act(0, f"buy {colour}")
    site = marker_site(script.state, script.here(0))
    script.ride(0, site)
    script.ready(0, Build(colour))
    return script, site


def toll_payer(seed: int = 5) -> tuple[Script, int]:
    """Seat 1 owns a palace next to seat 0, whose turn it is: (script, the palace's space)."""
    script = Script(2, seed)
    post, colour = cheap_post(script.state)
    script.ride(1, post)
    script.act(1, f"buy {colour}")
    site = marker_site(script.state, script.here(1))
    script.ride(1, site)
    script.act(1, f"build {colour}")
    while script.state.picking:
        script.play(str(BOMBAY.legal_moves(script.state)[0]))
    beside = min(NEIGHBOURS[site], key=lambda s: (ENTRY_COST[site] > 1, s))
    script.ride(0, beside)
    script.turn_of(0)
    if script.state.ap < ENTRY_COST[site]:
        script.play("end")
        script.turn_of(0)
    return script, site


def place(space: int) -> str:
    return SPACES[space].name
