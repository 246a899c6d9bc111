"""What the page says when it refuses a link or a file of a remote game, and what to do
next. Pure; loaded with web/remote/control.py.

The engine's refusals (``RemoteError.reason``) are English and may name internals
(message numbers, game ids); each reason has its own sentence here, which names the
player who sent the link (``{name}``: a name from a link, always drawn as text) and ends
with the next step: ask for the link again, open the links in order, copy all of it.
"""

from __future__ import annotations

from game.remote.errors import CheatDetected, LinkRefused, RemoteError
from web.core.i18n import N_, _

REFUSALS = {
    "format": N_(
        "This is not a link of a remote game, or it was cut or damaged on the way: copy all "
        "of it (it is long) and open it again."
    ),
    "game": N_(
        "This link belongs to another remote game, not to this one: open it from the home "
        "screen, on the device where you play that game."
    ),
    "own": N_("This link was made on this device: send it to {name}."),
    "own_damaged": N_(
        "This link was made on this device, but it was cut or changed on the way. Press Show "
        "my last link again to copy all of it."
    ),
    "opened": N_("This link was already opened here: nothing to do. Wait for {name}'s next link."),
    "changed": N_(
        "This link was already opened here with different contents: it was changed. Ask "
        "{name} to send their last link again."
    ),
    "early": N_(
        "An earlier link of {name}'s has not been opened here yet: open {name}'s links in "
        "the order they were sent."
    ),
    # never says the friend did it: whoever changed or made the link is not known
    "sealed": N_(
        "This link was changed on its way or came from someone else: its seal does not "
        "match this game (a link cut short does this too). Ask {name} to send their last "
        "link again, and copy all of it."
    ),
    "turn": N_("It is not your turn: wait for {name}'s link."),
    "move": N_("That move is not possible now: choose another one."),
    "options": N_("This remote game cannot be set up with these options: choose others."),
    # an answer to this device's invitation after another friend took the seat
    "taken": N_(
        "{name} also answered this invitation, but the seat was already taken: this game "
        "is full. Tell {name}, and invite them to a new game."
    ),
    # this device answered, but the inviter's link was made for another player
    "started": N_(
        "{name} started this game with another player: the seat was taken before your "
        "answer arrived. Ask {name} to invite you to a new game."
    ),
    "started_or_damaged": N_(
        "The seat in this game was most likely taken: {name}'s link does not fit your "
        "answer, so {name} probably started the game with someone who answered first (or "
        "the link was damaged on the way). Ask {name} to invite you to a new game, or to "
        "send the link again."
    ),
    # two part links that are not the halves of one message
    "halves": N_(
        "These two links are not the two halves of one message: open the two links {name} "
        "sent together (both from the same message), or ask {name} to send both again."
    ),
    # a link whose game id is one letter or two away from a game here: its start changed
    "damaged_start": N_(
        "The first characters of this link were changed on the way, so it is damaged: copy "
        "all of it again and open it."
    ),
}
REFUSALS["older"] = N_(
    "The game saved on this device is newer than this file (it has gone further), so the "
    "file was not imported. Go on playing here; to move the game, export it again from the "
    "device where it is newest."
)
NOT_HERE = N_(
    "This link belongs to a remote game that is not on this device. Open it on the device "
    "where you play that game, or import that game's file first."
)
# an answer to this device's invitation that broke the protocol: set aside, not fatal
SET_ASIDE = N_(
    "An answer to your invitation was refused and set aside: the game still waits for "
    "{name}'s answer. What was wrong: {detail} The device that sent it shows the safety "
    "code {code}. Ask {name} which code their device shows: if it is this one, {name}'s "
    "device broke the rules; if not, someone else answered with your invitation, and "
    "{name}'s answer will still be taken."
)
CHEAT = N_("{name}'s device broke the rules, so this game stops here. What was wrong: {detail}")
# a failed proof bound to the transcript: a relay passing on a link made for another
# transcript fails it as a lie does, so the friend is not said to have cheated
PROOF = N_(
    "A link from {name}'s side does not hold its proof, so this game stops here: the link "
    "was changed on its way or came from someone else, or {name}'s device broke the rules. "
    "Ask {name} by another channel (a call, or in person) whether they sent it, and in a new "
    "game compare your safety codes: if they differ, someone is passing your links on. What "
    "was wrong: {detail}"
)
HALF = N_("This is one of two links from {name}: open the other one too.")
HALF_UNNAMED = N_("This is one of two links sent together: open the other one too.")
OWN_AGAIN = N_("This is a link you sent before: here it is again, to send to {name}.")


class Named(LinkRefused):
    """A refusal that names the player whose link it was (in its sentence)."""

    def __init__(self, reason: str, name: str) -> None:
        super().__init__(reason, reason)
        self.name = name


def cheat_problem(cheat: CheatDetected, name: str) -> str:
    """The sentence kept with a game a link stopped (``name``: the player of the seat
    the engine names): a proof that fails may be a relay's work (``cheat.relayed``), and
    then the friend is not said to have cheated."""
    return _(PROOF if cheat.relayed else CHEAT, name=name, detail=str(cheat))


class SetAside(Named):
    """An answer to this device's invitation refused as a cheat and set aside: what was
    wrong (``detail``, the engine's) and the safety code its device shows (``code``)."""

    def __init__(self, name: str, detail: str, code: str) -> None:
        super().__init__("answer", name)
        self.detail, self.code = detail, code


def refusal(error: RemoteError) -> str:
    """The sentence shown for a refused link or move, with the next step to take."""
    if isinstance(error, SetAside):
        name = error.name or _("your friend")
        return _(SET_ASIDE, name=name, detail=error.detail, code=error.code)
    return refusal_of(error.reason, error.name if isinstance(error, Named) else "")


def refusal_of(reason: str, name: str = "") -> str:
    """The sentence for ``reason`` (a key of REFUSALS), naming the player whose link it
    was (``name``; else "your friend")."""
    return _(REFUSALS.get(reason, REFUSALS["format"]), name=name or _("your friend"))


def near_id(game_id: str, known: list[str]) -> bool:
    """Whether ``game_id`` (hex) differs from a game on this device in at most two of its
    four bytes: what a typo in a link's first characters does (a base64url letter spans
    two bytes). A foreign game's random id is that close with a chance of about 1 in 10,000
    per game here."""
    try:
        mine = bytes.fromhex(game_id)
    except ValueError:
        return False
    for other in known:
        try:
            theirs = bytes.fromhex(other)
        except ValueError:
            continue
        if len(theirs) == len(mine) and sum(a != b for a, b in zip(mine, theirs, strict=True)) <= 2:
            return True
    return False
