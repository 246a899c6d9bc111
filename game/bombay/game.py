"""The Bombay game object: the protocol of game.core wired to Bombay's modules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from game.bombay.budgets import BUDGETS
from game.bombay.conduct import History, rides_back, tidy_turn, worth_searching
from game.bombay.evaluate import evaluate, win_chances
from game.bombay.explain import NOT_ALLOWED, Reason, explain_illegal
from game.bombay.moves import BombayMove, parse_move
from game.bombay.notation import format_position, parse_position
from game.bombay.position import read_position, write_position
from game.bombay.rules import apply_move, ends_turn, legal_moves
from game.bombay.setup import new_game
from game.bombay.state import ACTION_POINTS, SCHEDULE, BombayOptions, State
from game.bombay.view import BombayView, determinize, outcome, view
from game.core.budget import Budgets
from game.core.digits import DigitReader, Digits
from game.core.errors import NotationError
from game.core.protocol import Game, Outcome
from game.core.rng import Rng


class Bombay(Game[State, BombayMove, BombayOptions, BombayView]):
    """Bombay for 2 to 5 players (see docs/rules-bombay.md)."""

    name: ClassVar[str] = "bombay"
    code: ClassVar[str] = "b"
    title: ClassVar[str] = "Bombay"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    budgets: ClassVar[Budgets] = BUDGETS

    def default_options(self, players: int) -> BombayOptions:
        return self.options_from_ints((players, 0))

    def new(self, options: BombayOptions, seed: int) -> State:
        if options.players not in SCHEDULE:
            raise NotationError(f"Bombay is for 2 to 5 players, not {options.players}")
        return new_game(options, seed)

    def players(self, state: State) -> int:
        return len(state.players)

    def to_move(self, state: State) -> int | None:
        return None if state.over else state.seat

    def legal_moves(self, state: State) -> tuple[BombayMove, ...]:
        return legal_moves(state)

    def apply_unchecked(self, state: State, move: BombayMove) -> State:
        return apply_move(state, move)

    def why_illegal(self, state: State, move: object) -> str:
        """The sentence the page shows for ``move`` (see :mod:`game.bombay.explain`)."""
        return str(explain_illegal(view(state, self.to_move(state)), move) or Reason(NOT_ALLOWED))

    def ends_turn(self, state: State, move: BombayMove) -> bool:
        return ends_turn(state, move)

    def worth_searching(
        self, state: State, moves: tuple[BombayMove, ...]
    ) -> tuple[BombayMove, ...]:
        return worth_searching(state, moves)

    def rides_back(self, state: State, history: History) -> tuple[BombayMove, ...]:
        return rides_back(state, history)

    def tidy_turn(
        self, state: State, plan: tuple[BombayMove, ...], history: History = ()
    ) -> tuple[BombayMove, ...]:
        return tidy_turn(state, plan, history)

    def acted_this_turn(self, view: BombayView) -> bool:
        return view.ap < ACTION_POINTS

    def opening(self, view: BombayView) -> bool:
        return view.round == 1 and view.game_turn == 1

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def view(self, state: State, seat: int | None) -> BombayView:
        return view(state, seat)

    def determinize(self, view: BombayView, rng: Rng) -> State:
        return determinize(view, rng)

    def evaluate(self, state: State, seat: int) -> float:
        return evaluate(state, seat)

    def win_chances(self, state: State) -> tuple[float, ...]:
        return win_chances(state)

    def parse_move(self, text: str) -> BombayMove:
        return parse_move(text)

    def format_position(self, state: State) -> str:
        return format_position(state)

    def parse_position(self, text: str) -> State:
        return parse_position(text)

    has_positions: ClassVar[bool] = True

    def write_position(self, view: BombayView, out: Digits) -> None:
        write_position(view, out)

    def read_position(self, src: DigitReader) -> BombayView:
        return read_position(src)

    def options_to_ints(self, options: BombayOptions) -> tuple[int, ...]:
        return (options.players, int(options.last_player_bonus))

    def options_from_ints(self, values: Sequence[int]) -> BombayOptions:
        values = tuple(values)
        if len(values) != 2 or values[0] not in SCHEDULE or values[1] not in (0, 1):
            raise NotationError(
                f"Bombay options are (players 2..5, last player bonus 0|1), not {values}"
            )
        return BombayOptions(values[0], bool(values[1]))

    def options_players(self, options: BombayOptions) -> int:
        return options.players


BOMBAY = Bombay()
