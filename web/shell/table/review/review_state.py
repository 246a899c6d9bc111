"""The review as the game screen holds it, and a review being made.

``ReviewState`` is the review of the game on screen (``Playing.review``,
``web/shell/table/playing.py``): its panel open or not, its data as the save keeps it,
whose moves it shows; ``Reviewing`` is a review being made in the worker
(``web/shell/reviews.py`` starts it, the App keeps it while it runs). The review's
drawings (``review_panel.py``, ``review_table.py``) read both; a game's renderer uses
``review_table.py``, so nothing here reaches the registry of games.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from web.shell.table.review.review_job import from_data
from web.shell.table.session import Session

if TYPE_CHECKING:  # the bots are imported when a review is made or shown
    from game.bots.review import Review


@dataclass
class ReviewState:
    """The post-game review on the game screen: whether its panel is open, the review as
    the game's save keeps it (JSON data, read by review_job.from_data), whose moves the
    panel shows (None: every player's) and the token that scrolls the table to a turn."""

    open: bool = False
    data: object = None
    side: int | None = None
    scroll: str | None = None
    _read: tuple[object, Review | None] = (None, None)  # data and its review, read once

    def of(self, s: Session) -> Review | None:
        """The review of the game ``s``, if it has one for all its moves."""
        if self.data is None or not s.over:
            return None
        if self._read[0] is not self.data:
            self._read = (self.data, from_data(self.data))
        found = self._read[1]
        return found if found is not None and found.moves == len(s.moves) else None


@dataclass(frozen=True)
class Reviewing:
    """A review being made: its id, the game's save, the turns judged of all."""

    ident: int
    save_id: str
    moves: int
    done: int = 0
    total: int = 0
