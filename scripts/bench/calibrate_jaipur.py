"""Fit the logistic scale that turns Jaipur's round lead into a chance of the seal.

    python3 -m scripts.bench.calibrate_jaipur [--games 200] [--seed 1]

Plays greedy against greedy from fixed seeds, records ``round_lead`` (seat 0's
expected lead, game/jaipur/evaluate.py) at every position and whether seat 0
took that round's seal, and prints the maximum-likelihood scale overall and by
cards left in the deck, and the loss of the model in use (``round_scale``:
``ROUND_SCALE + ROUND_SCALE_PER_CARD * deck``).
"""

from __future__ import annotations

import argparse
import math

from game import GAMES
from game.bots import BOTS
from game.core.rng import Rng
from game.jaipur.evaluate import round_lead, round_scale

SCALES = [s / 2 for s in range(4, 41)]  # 2.0 .. 20.0


def samples(games: int, seed: int) -> list[tuple[int, float, int]]:
    """(deck size, lead, seat 0 took the seal) for every position of ``games`` games."""
    game = GAMES["jaipur"]
    out: list[tuple[int, float, int]] = []
    for k in range(games):
        state = game.new(game.default_options(2), seed + k)
        rng = Rng(seed + k)
        pending: list[tuple[int, float]] = []
        while (seat := state.to_move) is not None:
            pending.append((len(state.deck), round_lead(state)))
            rounds = len(state.rounds)
            state = game.apply_unchecked(state, BOTS["greedy"](game, game.view(state, seat), rng))
            if len(state.rounds) > rounds:
                seal = state.rounds[-1].seal
                if seal is not None:
                    out += [(d, lead, int(seal == 0)) for d, lead in pending]
                pending = []
    return out


def log_loss(data: list[tuple[int, float, int]], scale: float | None) -> float:
    """Mean log loss with a fixed scale, or (None) the deck-dependent one in use."""
    total = 0.0
    for deck, lead, won in data:
        p = 1.0 / (1.0 + math.exp(-lead / (scale or round_scale(deck))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= math.log(p if won else 1.0 - p)
    return total / max(1, len(data))


def best_scale(data: list[tuple[int, float, int]]) -> float:
    return min(SCALES, key=lambda s: log_loss(data, s))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    data = samples(args.games, args.seed)
    print(f"{len(data)} positions; the scale in use: log loss {log_loss(data, None):.4f}")
    best = best_scale(data)
    print(f"best scale overall {best}: log loss {log_loss(data, best):.4f}")
    for low, high in ((30, 40), (20, 30), (10, 20), (0, 10)):
        part = [x for x in data if low <= x[0] < high]
        if part:
            print(f"  deck {low}-{high - 1}: {len(part)} positions, best scale {best_scale(part)}")


if __name__ == "__main__":
    main()
