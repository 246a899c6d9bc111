"""What the page says while a remote step takes a second or two. Pure; loaded with
web/remote/control.py.

In a game by links that shuffles (its card's ``Remote.shuffles``) every shuffle carries
its proof (link format 3): making one takes about 1.4 s in the browser, checking one about
0.5 s. The page shows these steps
as they happen (``Play.busy_with``), in words saying whose shuffle is checked or made.
"""

from __future__ import annotations

from game.remote import api, wire
from web.core.i18n import _
from web.remote.control import RemoteGame, split

# The kinds of a link whose opening checks the sender's shuffle ("A": the answer
# to an invitation; "E": a later round's second shuffle), or checks it and then shuffles
# in turn ("D": a later round's first shuffle)
CHECKS = "AE"
CHECKS_THEN_SHUFFLES = "D"
# In link format 4 a move ("T") that ends a round carries the next round's first
# shuffle with its proof (about 7,200 characters: two links), which the other device
# checks before it shuffles in turn; any other move's link is under a thousand.
MOVE = "T"


def joining(host: str) -> str:
    """Joining a game that shuffles: the inviter's shuffle checked, this device's made."""
    return _(
        "Checking {name}'s shuffle, then shuffling the cards and proving yours…",
        name=host or _("your friend"),
    )


def opening(game: RemoteGame, text: str) -> str:
    """What opening this link (whole) in ``game`` does that takes a while ("": nothing
    slow; LinkRefused("format") if it cannot be read)."""
    message, carried = split(text)
    info = api.peek(message)
    shuffled_move = info.kind == MOVE and len(message) > wire.LINK_LIMIT
    if info.kind not in CHECKS + CHECKS_THEN_SHUFFLES and not shuffled_move:
        return ""
    known = game.save.names + ("",) * game.players
    name = known[info.sender] if 0 <= info.sender < game.players else ""
    name = name or (carried[0] if len(carried) == 1 else "") or _("your friend")
    if info.kind in CHECKS:
        return _("Checking {name}'s shuffle…", name=name)
    return joining(name)
