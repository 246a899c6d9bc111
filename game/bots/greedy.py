"""The greedy player: the best turn by the game's heuristic, one turn ahead.

From its view the bot draws one full state consistent with what it knows
(``game.determinize``), then explores every sequence of its own moves up to
the move that ends its turn (one move, or a whole turn of several actions
in a game that has them), and plays the first move of the plan whose end position
``game.evaluate`` scores highest. Identical positions reached by different
orders are searched once. Ties are broken by the rng.
"""

from __future__ import annotations

from typing import Generic

from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng

NODE_BUDGET = 4000  # positions searched per decision at most; beyond it, evaluate


def greedy(game: Game[S, M, Opt, V], view: V, rng: Rng) -> M:
    """The first move of the best-scoring plan for this turn."""
    legal: tuple[M, ...] = view.legal_moves
    seat = view.to_move
    if len(legal) == 1 or seat is None:
        return legal[0]
    planner = TurnPlanner(game, seat)
    state = game.determinize(view, rng)
    best: list[M] = []
    best_value = float("-inf")
    for move in legal:
        value = planner.value_after(state, move)
        if value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return best[0] if len(best) == 1 else rng.choice(best)


class TurnPlanner(Generic[S, M, Opt, V]):
    """Depth-first search of one seat's turn, memoised on positions."""

    def __init__(self, game: Game[S, M, Opt, V], seat: int) -> None:
        self.game, self.seat = game, seat
        self.memo: dict[S, float] = {}
        self.nodes = 0

    def value_after(self, state: S, move: M) -> float:
        after = self.game.apply_unchecked(state, move)
        if self.game.ends_turn(state, move) or self.game.to_move(after) != self.seat:
            return self.game.evaluate(after, self.seat)
        return self.best_value(after)

    def best_value(self, state: S) -> float:
        if state in self.memo:
            return self.memo[state]
        self.nodes += 1
        if self.nodes > NODE_BUDGET:
            value = self.game.evaluate(state, self.seat)
        else:
            value = max(self.value_after(state, m) for m in self.game.legal_moves(state))
        self.memo[state] = value
        return value
