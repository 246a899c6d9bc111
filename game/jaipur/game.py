"""Jaipur as a :class:`game.core.protocol.Game`: the object the registry, UI and bots use.

The class only wires the protocol to the modules that do the work: rules
(legal moves, apply), notation (position text), view (hidden information),
evaluate (the heuristic the generic greedy bot maximises).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.digits import DigitReader, Digits
from game.core.errors import IllegalMoveError, NotationError
from game.core.protocol import Game, Outcome
from game.core.rng import Rng
from game.jaipur import evaluate as heuristic
from game.jaipur import explain, notation, playout, position, rules
from game.jaipur.budgets import BUDGETS
from game.jaipur.moves import Move, parse_move
from game.jaipur.state import JaipurState, deal_round
from game.jaipur.view import JaipurView, determinize, make_view, outcome_of


@dataclass(frozen=True)
class JaipurOptions:
    """``first_player``: the seat that starts round 1 (``None``: drawn from the seed)."""

    first_player: int | None = None


class Jaipur(Game[JaipurState, Move, JaipurOptions, JaipurView]):
    """The rules of Jaipur for two players (see docs/rules-jaipur.md)."""

    name = "jaipur"
    code = "j"
    title = "Jaipur"
    min_players = 2
    max_players = 2
    budgets = BUDGETS

    # --- set-up -------------------------------------------------------------
    def default_options(self, players: int) -> JaipurOptions:
        if players != 2:
            raise ValueError(f"Jaipur is played by 2 players, not {players}")
        return JaipurOptions()

    def new(self, options: JaipurOptions, seed: int) -> JaipurState:
        """Round 1, dealt from ``seed``; the coin for the first player is always drawn first."""
        rng = Rng(seed)
        coin = rng.below(2)
        starter = coin if options.first_player is None else options.first_player
        if starter not in (0, 1):
            raise ValueError(f"first_player must be 0, 1 or None, not {options.first_player!r}")
        return deal_round(1, starter, (0, 0), (), rng.state)

    def players(self, state: JaipurState) -> int:
        return 2

    # --- the game loop ------------------------------------------------------
    def to_move(self, state: JaipurState) -> int | None:
        return state.to_move

    def legal_moves(self, state: JaipurState) -> tuple[Move, ...]:
        return rules.legal_moves(state)

    def apply(self, state: JaipurState, move: Move) -> JaipurState:
        """The state after ``move``; raises IllegalMoveError if it is not legal."""
        try:
            legal = move in rules.legal_set(state)
        except TypeError:  # an unhashable object is no move
            legal = False
        if not legal:
            raise IllegalMoveError(f"{move} is not legal here: {self.why_illegal(state, move)}")
        return rules.apply_move(state, move)

    def why_illegal(self, state: JaipurState, move: object) -> str:
        """The sentence the page shows for ``move`` (see :mod:`game.jaipur.explain`)."""
        return explain.explain_illegal(make_view(state, state.to_move), move) or explain.NOT_ALLOWED

    def apply_unchecked(self, state: JaipurState, move: Move) -> JaipurState:
        return rules.apply_move(state, move)

    def ends_turn(self, state: JaipurState, move: Move) -> bool:
        """Every Jaipur action is a whole turn."""
        return True

    def outcome(self, state: JaipurState) -> Outcome | None:
        return outcome_of(state)

    def round_scores(self, state: JaipurState) -> tuple[tuple[int, ...], ...]:
        """Each finished round's totals (goods + bonus + camel tokens) per seat."""
        return tuple(r.totals for r in state.rounds)

    def round_winners(self, state: JaipurState) -> tuple[tuple[int, ...], ...]:
        """The seat that took each finished round's seal (none after a full tie)."""
        return tuple(() if r.seal is None else (r.seal,) for r in state.rounds)

    # --- information --------------------------------------------------------
    def view(self, state: JaipurState, seat: int | None) -> JaipurView:
        return make_view(state, seat)

    def determinize(self, view: JaipurView, rng: Rng) -> JaipurState:
        return determinize(view, rng)

    def evaluate(self, state: JaipurState, seat: int) -> float:
        return heuristic.evaluate(state, seat)

    def rollout_move(self, state: JaipurState, rng: Rng) -> Move:
        return playout.rollout_move(state, rng)

    def win_chances(self, state: JaipurState) -> tuple[float, ...]:
        return heuristic.win_chances(state)

    # --- position links (game/jaipur/position.py) ----------------------------------
    has_positions = True

    def write_position(self, view: JaipurView, out: Digits) -> None:
        position.write_position(view, out)

    def read_position(self, src: DigitReader) -> JaipurView:
        return position.read_position(src)

    # --- notation -----------------------------------------------------------
    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def format_position(self, state: JaipurState) -> str:
        return notation.format_position(state)

    def parse_position(self, text: str) -> JaipurState:
        return notation.parse_position(text)

    def options_to_ints(self, options: JaipurOptions) -> tuple[int, ...]:
        """``(0,)`` for a drawn first player, ``(1,)``/``(2,)`` for seat 0/1."""
        return (0,) if options.first_player is None else (options.first_player + 1,)

    def options_from_ints(self, values: Sequence[int]) -> JaipurOptions:
        if len(values) != 1 or values[0] not in (0, 1, 2):
            raise NotationError(f"Jaipur options are one number 0, 1 or 2, not {tuple(values)}")
        return JaipurOptions(None if values[0] == 0 else values[0] - 1)

    def options_players(self, options: JaipurOptions) -> int:
        return 2


JAIPUR = Jaipur()
