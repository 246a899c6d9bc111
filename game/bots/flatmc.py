"""Flat Monte Carlo: the yardstick the search bot is measured against (not in the page).

The method of the best-known open-source browser bot of the two-player card game
(docs/ai.md "The yardstick" names it), rewritten on our protocol:
sample 32 hidden worlds from the view, shortlist up to 16 moves by the
heuristic one move ahead, play each shortlisted move in every world and then
the game's cheap rollout policy for both players to the end of the round (at
most 70 moves), and take the move with the best average final margin: the
seat's points in that round minus the best other seat's (``game.evaluate``
when the cap cuts a rollout short). No tree, no opponent model beyond the
rollout policy, the same worlds for every candidate.
"""

from __future__ import annotations

from game.core.protocol import Game, M, Opt, S, V
from game.core.rng import Rng

WORLDS = 32
CANDIDATES = 16
MAX_PLIES = 70


def flat_mc(game: Game[S, M, Opt, V], view: V, rng: Rng) -> M:
    """The shortlisted move with the best mean rollout margin over the sampled worlds."""
    legal: tuple[M, ...] = view.legal_moves
    seat = view.to_move
    if len(legal) == 1 or seat is None:
        return legal[0]
    worlds = [game.determinize(view, rng) for _ in range(WORLDS)]
    first = worlds[0]
    ranked = sorted(
        legal, key=lambda m: game.evaluate(game.apply_unchecked(first, m), seat), reverse=True
    )
    best, best_total = ranked[0], float("-inf")
    for move in ranked[:CANDIDATES]:
        total = sum(_rollout(game, game.apply_unchecked(w, move), seat, rng) for w in worlds)
        if total > best_total:
            best, best_total = move, total
    return best


def _rollout(game: Game[S, M, Opt, V], state: S, seat: int, rng: Rng) -> float:
    """The seat's margin at the end of the current round, by the rollout policy."""
    finished = len(game.round_scores(state))
    for _ in range(MAX_PLIES):
        rounds = game.round_scores(state)
        if len(rounds) > finished or game.to_move(state) is None:
            break
        state = game.apply_unchecked(state, game.rollout_move(state, rng))
    rounds = game.round_scores(state)
    if len(rounds) <= finished:
        return game.evaluate(state, seat)
    scores = rounds[finished]
    return float(scores[seat] - max(s for p, s in enumerate(scores) if p != seat))
