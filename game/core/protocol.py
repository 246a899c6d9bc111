"""The protocol every game implements, so the UI shell, the bots, the command
line and the conformance tests are written once for all games.

A :class:`Game` holds the rules and parameters; a state is an immutable value
(frozen dataclasses and tuples) that the game's methods read and ``apply`` turns
into a new one. Hidden information reaches players and bots only through
``view(state, seat)``.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from game.core.budget import Budgets
from game.core.digits import DigitReader, Digits
from game.core.errors import IllegalMoveError, StateError
from game.core.rng import Rng


def position_text(text: str) -> str:
    """A position's text as copied from a file: without the spaces, ``\\r`` or tabs at the
    end of each line, nor the line ends at the end of the text (docs/notation.md)."""
    return "\n".join(line.rstrip(" \t\r") for line in text.split("\n")).rstrip("\n")


S = TypeVar("S")  # a game's state type
M = TypeVar("M")  # a game's move type
Opt = TypeVar("Opt")  # a game's options type
V = TypeVar("V", bound="View")  # a game's view type


class View(Protocol):
    """What every game's view exposes besides its own fields."""

    @property
    def seat(self) -> int | None:
        """The seat this view is for (``None``: a spectator, who sees only public facts)."""

    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is, or ``None`` once the game is over."""

    @property
    def legal_moves(self) -> tuple[Any, ...]:
        """The moves this seat may make now (empty unless it is this seat's turn)."""


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``scores`` is the game's own final measure per seat (the seals of a match, the
    money of a merchant); ``winners`` the winning seats (several when the
    win is shared).
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]


class Game(ABC, Generic[S, M, Opt, V]):
    """Rules of one game. Subclasses are stateless; one instance serves all states."""

    name: ClassVar[str]  # its key in the registry of games (``game.GAMES``)
    code: ClassVar[str]  # one lower-case letter naming the game in links
    title: ClassVar[str]  # display name
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    budgets: ClassVar[Budgets]  # how hard its computer players and its review think

    # --- set-up -------------------------------------------------------------
    @abstractmethod
    def default_options(self, players: int) -> Opt:
        """The default options for a game of ``players`` seats."""

    @abstractmethod
    def new(self, options: Opt, seed: int) -> S:
        """A new game; every random choice follows from ``seed``."""

    @abstractmethod
    def players(self, state: S) -> int:
        """How many seats play."""

    # --- the game loop ------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> int | None:
        """The seat to act, or ``None`` when the game is over."""

    @abstractmethod
    def legal_moves(self, state: S) -> tuple[M, ...]:
        """Every legal move, in a deterministic order (links index into it)."""

    @abstractmethod
    def apply_unchecked(self, state: S, move: M) -> S:
        """The state after ``move``, which the caller knows to be legal (one of
        ``legal_moves(state)``): nothing is checked, so the bots' search and replays pay
        for no second look. Anything else calls :meth:`apply`."""

    def apply(self, state: S, move: M) -> S:
        """The state after ``move``; raises :class:`IllegalMoveError` if it is not legal."""
        if move not in self.legal_moves(state):
            raise IllegalMoveError(f"{move} is not legal here: {self.why_illegal(state, move)}")
        return self.apply_unchecked(state, move)

    def why_illegal(self, state: S, move: object) -> str:
        """One English sentence saying why ``move`` is not legal in ``state``, in the
        words the page uses (games with explanations override this)."""
        return "That move is not allowed here."

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    def ends_turn(self, state: S, move: M) -> bool:
        """Whether ``move`` ends the mover's turn (games whose turn is several
        actions override this; bots plan a turn up to it)."""
        return True

    def worth_searching(self, state: S, moves: tuple[M, ...]) -> tuple[M, ...]:
        """``moves`` (legal in ``state``) less those a strong player never makes there, so
        the search never plays them (default: every move is worth it)."""
        return moves

    def rides_back(self, state: S, history: Sequence[tuple[S, Sequence[M]]]) -> tuple[M, ...]:
        """Moves the mover would regret in the light of its ``history`` (its last turns: each
        a start state and the moves played from it), e.g. a ride back to where it came from
        with nothing done there, so the computers do not search them (default: none)."""
        return ()

    def tidy_turn(
        self, state: S, plan: tuple[M, ...], history: Sequence[tuple[S, Sequence[M]]] = ()
    ) -> tuple[M, ...]:
        """The turn ``plan`` (the mover's moves from ``state`` to the end of its turn, as a
        search planned it, after ``history`` as in :meth:`rides_back`) without the moves
        that change nothing a player values, e.g. a ride that comes back where it started
        (default: the plan as it is)."""
        return plan

    def acted_this_turn(self, view: V) -> bool:
        """Whether the seat to move in ``view`` has already acted this turn (games whose
        turn is several actions override this; the search thinks less then, having
        planned the whole turn at its first action)."""
        return False

    def opening(self, view: V) -> bool:
        """Whether ``view`` is its seat's first turn of the game (games whose openings are
        near-equal override this: the search's levels vary their openings there)."""
        return False

    def round_scores(self, state: S) -> tuple[tuple[int, ...], ...]:
        """Each finished round's points per seat, for games scored by rounds."""
        return ()

    def rollout_move(self, state: S, rng: Rng) -> M:
        """A cheap move for the seat to move, for playouts (default: any legal move)."""
        return rng.choice(self.legal_moves(state))

    def round_winners(self, state: S) -> tuple[tuple[int, ...], ...]:
        """The seats that won each finished round (default: the highest round score)."""
        out = []
        for scores in self.round_scores(state):
            top = max(scores)
            out.append(tuple(p for p, s in enumerate(scores) if s == top))
        return tuple(out)

    # --- information --------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """Exactly what ``seat`` may know (``None``: a spectator)."""

    @abstractmethod
    def determinize(self, view: V, rng: Rng) -> S:
        """A full state consistent with ``view``, hidden parts drawn from ``rng``.

        Bots search such states; they never see the real one.
        """

    @abstractmethod
    def evaluate(self, state: S, seat: int) -> float:
        """A heuristic value of ``state`` for ``seat`` (higher is better)."""

    def win_chances(self, state: S) -> tuple[float, ...]:
        """Each seat's estimated chance of winning from ``state`` (they sum to 1).

        The search bots back these up their trees and the hint shows them. Once
        the game is over the winners share 1; before, this default spreads it by
        a softmax of :meth:`evaluate` (games override it with a calibrated model).
        """
        outcome = self.outcome(state)
        seats = range(self.players(state))
        if outcome is not None:
            share = 1.0 / len(outcome.winners)
            return tuple(share if p in outcome.winners else 0.0 for p in seats)
        values = [self.evaluate(state, p) for p in seats]
        top = max(values)
        weights = [math.exp(v - top) for v in values]
        total = sum(weights)
        return tuple(w / total for w in weights)

    # --- position links (game/core/position.py) -------------------------------
    has_positions: ClassVar[bool] = False  # whether the game's views make position links

    def write_position(self, view: V, out: Digits) -> None:
        """Write everything ``view`` shows (its seat included) as digits, so that
        :meth:`read_position` rebuilds an equal view; a position the format cannot hold
        raises StateError. Games with position links override both."""
        raise StateError(f"{self.title} has no position links")

    def read_position(self, src: DigitReader) -> V:
        """The view :meth:`write_position` wrote; a position the rules cannot reach
        raises StateError naming what is wrong (the game's invariants)."""
        raise StateError(f"{self.title} has no position links")

    # --- notation -----------------------------------------------------------
    @abstractmethod
    def parse_move(self, text: str) -> M:
        """A move from its text form (``str(move)``); raises NotationError."""

    @abstractmethod
    def format_position(self, state: S) -> str:
        """The readable text form of a position: every field of the state."""

    @abstractmethod
    def parse_position(self, text: str) -> S:
        """The inverse of :meth:`format_position`; raises NotationError/StateError."""

    @abstractmethod
    def options_to_ints(self, options: Opt) -> tuple[int, ...]:
        """Options as small non-negative integers, for links."""

    @abstractmethod
    def options_from_ints(self, values: Sequence[int]) -> Opt:
        """The inverse of :meth:`options_to_ints`; raises NotationError."""

    @abstractmethod
    def options_players(self, options: Opt) -> int:
        """How many seats a game with these options has."""


AnyGame = Game[Any, Any, Any, Any]  # a game of the registry, whichever it is


class Games(Protocol):
    """The registry of games as the link code reads it (``game.GAMES``, passed in by
    its callers: the core imports no game)."""

    def __getitem__(self, name: str) -> AnyGame: ...

    def code(self, name: str) -> str:
        """The one-letter link code of game ``name`` (KeyError if none)."""
        ...

    def by_code(self, code: str) -> str | None:
        """The name of the game whose link code is ``code``, if any."""
        ...
