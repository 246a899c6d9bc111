"""The tests' toy game: Nim with seeded piles (take any number of stones from one pile;
who takes the last stone wins), on the protocol.

It tests the shared core (links, bots, the command line) apart from the real games, and,
with ``tests/toy/web/``, proves that a game plugs into the page through its own folders
and one registry line on each side: e2e/test_toy_game.py builds the page with this file
as ``game/toy/__init__.py`` and ``tests/toy/web/`` as ``web/toy/`` (docs/adding-a-game.md).
It is never shipped."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.budget import Budgets, Settings
from game.core.errors import NotationError
from game.core.protocol import Game, Outcome
from game.core.rng import Rng


@dataclass(frozen=True)
class Take:
    pile: int
    count: int

    def __str__(self) -> str:
        return f"{self.count}@{self.pile}"


@dataclass(frozen=True)
class NimState:
    piles: tuple[int, ...]
    players: int
    to_move: int
    winner: int | None = None


@dataclass(frozen=True)
class NimView:
    seat: int | None
    to_move: int | None
    legal_moves: tuple[Take, ...]
    piles: tuple[int, ...]
    players: int
    outcome: Outcome | None = None
    round: int = 1  # one game, no rounds


class Nim(Game[NimState, Take, int, NimView]):
    name, code, title, min_players, max_players = "toy", "t", "Nim", 2, 3
    budgets = Budgets(
        levels={
            "easy": Settings(32, widen=1.5, temperature=0.03),
            "medium": Settings(200),
            "hard": Settings(2000),
        },
        review=Settings(300),
    )

    def default_options(self, players: int) -> int:
        return players

    def new(self, options: int, seed: int) -> NimState:
        rng = Rng(seed)
        return NimState(tuple(1 + rng.below(12) for _ in range(4)), options, 0)

    def players(self, state: NimState) -> int:
        return state.players

    def to_move(self, state: NimState) -> int | None:
        return None if state.winner is not None else state.to_move

    def legal_moves(self, state: NimState) -> tuple[Take, ...]:
        if state.winner is not None:
            return ()
        return tuple(Take(p, c) for p, n in enumerate(state.piles) for c in range(1, n + 1))

    def apply_unchecked(self, state: NimState, move: Take) -> NimState:
        piles = list(state.piles)
        piles[move.pile] -= move.count
        winner = state.to_move if not any(piles) else None
        return NimState(tuple(piles), state.players, (state.to_move + 1) % state.players, winner)

    def outcome(self, state: NimState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(tuple(int(i == state.winner) for i in range(state.players)), (state.winner,))

    def view(self, state: NimState, seat: int | None) -> NimView:
        mine = seat is not None and seat == self.to_move(state)
        legal = self.legal_moves(state) if mine else ()
        return NimView(
            seat, self.to_move(state), legal, state.piles, state.players, self.outcome(state)
        )

    def determinize(self, view: NimView, rng: Rng) -> NimState:
        return NimState(view.piles, view.players, view.to_move or 0)

    def evaluate(self, state: NimState, seat: int) -> float:
        return float(state.winner == seat)

    def parse_move(self, text: str) -> Take:
        count, at, pile = text.partition("@")
        if not (at and count.isdigit() and pile.isdigit()):
            raise NotationError(f"not a Nim move: {text!r}")
        return Take(int(pile), int(count))

    def format_position(self, state: NimState) -> str:
        return repr(state)

    def parse_position(self, text: str) -> NimState:
        raise NotationError("not needed by the tests")

    def options_to_ints(self, options: int) -> tuple[int, ...]:
        return (options,)

    def options_from_ints(self, values: Sequence[int]) -> int:
        if len(values) != 1 or not 2 <= values[0] <= 3:
            raise NotationError(f"Nim options {tuple(values)}")
        return values[0]

    def options_players(self, options: int) -> int:
        return options


TOY = Nim()
