"""How hard Bombay's computer players and its post-game review think (``BOMBAY.budgets``).

The search's budget in iterations per level (docs/ai.md says how each was chosen,
docs/benchmarks.md what they cost in the page). Bombay's computers draw among
near-equal moves (``variety``), so two of one level in one game do not ride in
lockstep. The review's budget lets a 4-player game be judged in under 90 s in Chromium
(docs/benchmarks.md "Review").
"""

from game.core.budget import Budgets, Settings

# A chance of winning short of the best move's by this share is near-equal: Medium draws
# among such moves on every turn (its openings differ). Hard keeps to its best move after
# its first turn: its draw among near-equal moves (4 %) only gave away chances once the
# seats' positions differ.
VARIETY = {"medium": 0.10, "hard": 0.0}
# On a seat's first turn the share is wider (and moves searched less count): the openings
# from the start hill are near-equal, but two Mediums chose the same one in 42 of 156
# three-player games.
OPENING = {"medium": 0.15, "hard": 0.10}
FOLLOW_UP = 0.35  # Hard's share of its budget for a turn's second and third actions

BUDGETS = Budgets(
    levels={
        "easy": Settings(48, widen=1.5, temperature=0.03),
        "medium": Settings(300, variety=VARIETY["medium"], opening=OPENING["medium"]),
        "hard": Settings(
            2400, variety=VARIETY["hard"], follow_up=FOLLOW_UP, opening=OPENING["hard"]
        ),
    },
    review=Settings(1600),
)
