"""Bombay's end of game: city-token and ranking bonuses, and the winners."""

from __future__ import annotations

from game.bombay.state import PALACES, RANK_BONUS, State
from game.core.evolve import evolve


def token_bonus(tokens: int) -> int:
    """City tokens (bonus ones count): 3 different earn 4 rupees, 4 or more earn 8."""
    count = tokens.bit_count()
    return 8 if count >= 4 else 4 if count == 3 else 0


def rank_bonuses(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Rupees for the palaces+customers ranking; tied places share, rounded down."""
    table = RANK_BONUS[len(scores)]
    ordered = sorted(scores, reverse=True)
    out = []
    for s in scores:
        first = ordered.index(s)
        tied = ordered.count(s)
        out.append(sum(table[first : first + tied]) // tied)
    return tuple(out)


def final_scoring(state: State) -> State:
    """Add the city-token and ranking bonuses to everyone's rupees."""
    built = tuple(PALACES - p.palaces + p.customers for p in state.players)
    ranks = rank_bonuses(built)
    players = tuple(
        evolve(p, rupees=p.rupees + token_bonus(p.tokens) + ranks[i])
        for i, p in enumerate(state.players)
    )
    return evolve(state, players=players)


def winners(state: State) -> tuple[int, ...]:
    """Most rupees; a tie goes to most customers; then the win is shared."""
    best = max((p.rupees, p.customers) for p in state.players)
    return tuple(i for i, p in enumerate(state.players) if (p.rupees, p.customers) == best)
