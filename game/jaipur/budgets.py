"""How hard Jaipur's computer players and its post-game review think (``JAIPUR.budgets``).

The search's budget in iterations per level (docs/ai.md says how each was chosen,
docs/benchmarks.md what they cost in the page): Easy thinks briefly and draws among
the moves it found nearly as good; Medium and Hard play their best move. The review's
budget lets a 3-round match be judged in under 60 s in Chromium (docs/benchmarks.md
"Review").
"""

from game.core.budget import Budgets, Settings

BUDGETS = Budgets(
    levels={
        "easy": Settings(32, widen=1.5, temperature=0.03),
        "medium": Settings(200),
        "hard": Settings(2000),  # sized to answer within a second in the page
    },
    review=Settings(600),
)
