"""What a game's computer players think with: the search's settings per level and for
the post-game review.

Each game sizes its own budgets (``Game.budgets``, beside its rules: a turn of several
actions, a wider choice of moves or a slower heuristic need other figures); the bots
(:mod:`game.bots.levels`, :mod:`game.bots.review`) read them from the game and never
know which game it is. docs/ai.md says how each was chosen, docs/benchmarks.md what
they cost in the page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    """How hard the search thinks.

    ``iterations``: tree nodes added per decision. ``worlds``: states drawn
    from the view, the iterations cycle through them. ``explore``: the UCB
    constant on chances in [0, 1] (moves differ by a few hundredths of a chance,
    so it is small). A node visited ``n`` times searches its best
    ``ceil(widen * (n + 1) ** widen_power)`` moves by the prior. ``temperature``
    above 0 draws the move played among the searched ones with weights
    ``exp((chance - best) / temperature)`` (the easy level's plausible slips);
    0 plays the most visited move. ``variety`` above 0 plays, instead of the most
    visited move, one drawn at random among the root moves whose chance falls short of
    its own by at most the share ``variety`` of it (so a hopeless seat's tiny chances are
    told apart as well as a leader's) and that were searched at least a quarter as often:
    near-equal
    moves, so the play stays as strong, but two computers of one level in one game do
    not play the same opening in lockstep (the draw is seeded: the same view, rng and
    budget still give the same move). ``follow_up`` is the share of ``iterations``
    searched when the seat has already acted this turn (``game.acted_this_turn``): its
    first action's search looked at the whole turn, so a turn of three actions costs
    little more than one search. ``opening`` above 0 replaces ``variety`` on the
    seat's first turn of the game (``game.opening``), with moves searched at least a
    25th as often as the most visited (``game.bots.search.OPENING_SHARE``): from the start every road is
    about as good, but the search, sure of a small edge, would send every computer of a
    level down the same one.
    """

    iterations: int
    worlds: int = 64
    explore: float = 0.12
    widen: float = 1.0
    widen_power: float = 0.5
    temperature: float = 0.0
    variety: float = 0.0
    follow_up: float = 1.0
    opening: float = 0.0


@dataclass(frozen=True)
class Budgets:
    """A game's search settings: ``levels`` maps each level of the computer players
    (``"easy"``, ``"medium"``, ``"hard"``) to its settings; ``review`` is the post-game
    review's, per judged decision."""

    levels: Mapping[str, Settings]
    review: Settings
