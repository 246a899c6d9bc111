"""The two errors remote play raises, each with one sentence a player can read.

:class:`LinkRefused`: a link (or a saved game) that this device will not take:
not a remote-play link, another game's, opened twice, out of order, altered,
or made on this very device. The saved game is unchanged.

:class:`CheatDetected`: a link that is authentic (sealed with the game's key)
but proves that the other device broke the protocol or the rules: a card it
did not hold, a shuffle that is no permutation, a layer removed with the wrong
key. ``seat`` names the device that lied. The saved game is unchanged too.
``relayed``: the check that failed is a proof bound to this game's transcript, which a
link made honestly for another transcript fails the same way (a relay that swapped the
keys and passes one friend's links on to the other): it cannot tell that device's lie
from a relay's work, so the page does not say the friend cheated.

:class:`AnswerRefused`: an answer to this device's invitation that would be a
:class:`CheatDetected`, but comes from a key the game has not taken yet (anyone
holding the invitation can answer it): it is set aside and the game waits for the
genuine answer. The safety code that answer would give tells the players whose
device made it.
"""

from __future__ import annotations

from game.core.errors import GameError


class RemoteError(GameError):
    """Base of remote play's errors; ``reason`` is a short key for the page."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class LinkRefused(RemoteError):
    """A link or save this device refuses.

    ``reason``: ``"format"`` (not a remote-play link or save), ``"game"``
    (another game's link), ``"own"`` (made on this device), ``"opened"``
    (already opened), ``"changed"`` (a changed copy of an opened link),
    ``"early"`` (an earlier link is missing), ``"sealed"`` (altered or
    damaged: its seal does not match), ``"turn"`` (not this device's turn),
    ``"move"`` (a move this device cannot play now), ``"answer"`` (an answer
    set aside: :class:`AnswerRefused`).
    """


class CheatDetected(RemoteError):
    """An authentic link that shows the other device cheated; ``seat`` is that device's seat
    (``relayed``: or a relay passed on a link made for another transcript, see above)."""

    def __init__(self, message: str, seat: int, relayed: bool = False) -> None:
        super().__init__(message, "cheat")
        self.seat = seat
        self.relayed = relayed


class AnswerRefused(LinkRefused):
    """An answer to this device's invitation that broke the protocol, set aside: its key
    is not the game's yet, so it stops nothing. ``detail`` says what was wrong,
    ``safety`` is the safety code the answering device shows."""

    def __init__(self, detail: str, safety: str) -> None:
        super().__init__(f"An answer to this invitation was set aside: {detail}", "answer")
        self.detail = detail
        self.safety = safety
