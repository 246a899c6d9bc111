"""Where the player is, as the browser's history sees it (the Back-button model).

The page keeps a short stack of history entries, one per level:

    0  home
    1  a game (its link in the URL), a new-game dialog, or the rules opened from home
    2  the rules opened from a game or from a new-game dialog

Opening something one level deeper pushes an entry; moves only replace the game's entry
(its URL is the game's latest link), so Back never takes back a move: from a game it goes
Home with the game saved, from the rules it goes back to what was under them. A dialog
(round end, result) is not an entry: Back closes it first. ``main.py`` compares
``App.place()`` with ``history.state`` after every change and pushes, replaces or goes
back; on ``popstate`` it hands the entry's place to ``App.restore``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

MARK = "bazaar"  # tells our history entries from others (a link pasted in the address bar)


@dataclass(frozen=True)
class Place:
    """One history entry: the screen, and what it needs to be shown again."""

    screen: str  # "home", "new", "rules", "game", "learn", "remote", "invited", "analysis", "edit"
    game: str = ""  # the game of the dialog, the rules or the game screen
    save: str = ""  # the saved game shown (on the game screen or under its rules)
    parent: str = ""  # the rules: the screen they were opened from
    fragment: str = ""  # what the URL fragment holds (the game's link, or nothing)

    @property
    def depth(self) -> int:
        if self.screen == "home":
            return 0
        if self.screen == "rules" and self.parent != "home":
            return 2
        return 1

    def to_json(self) -> str:
        data = {"screen": self.screen, "game": self.game, "save": self.save, "parent": self.parent}
        return json.dumps({MARK: 1, **data})


def parse(text: str | None) -> Place | None:
    """The place stored in a history entry, or None for an entry that is not ours."""
    try:
        data = json.loads(text or "")
    except ValueError:
        return None
    if not isinstance(data, dict) or data.get(MARK) != 1:
        return None
    fields = [data.get(k) for k in ("screen", "game", "save", "parent")]
    strings = [f for f in fields if isinstance(f, str)]
    return Place(*strings) if len(strings) == len(fields) else None
