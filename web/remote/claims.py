"""What the page says about claiming a round after a long silence. Pure; loaded with
web/remote/control.py.

The engine (``game.remote.claim``) signs a claim record with the waiting player's key and
checks one on another device. A record is a file: the claimant sends it as it would send
a backup, the other player (or anyone) opens it with *Import a remote game from a file*.
The page says honestly what a record proves (who signed it, against which links) and
what it cannot (the time, that the last link arrived, the round's result: the silent
player's cards stay locked by its key).
"""

from __future__ import annotations

import json
import time

from game.remote import api
from game.remote import claim as claims
from game.remote.errors import RemoteError
from web.core.i18n import N_, _
from web.remote.control import RemoteGame

HOURS = claims.SILENCE // (3600 * 1000)  # 48


def is_record(text: str) -> bool:
    """Whether a file's text is a claim record (its format named; it may be damaged)."""
    try:
        return bool(json.loads(text).get("format") == claims.FORMAT)
    except (ValueError, AttributeError):
        return False


def when(ms: int) -> str:
    """A moment as the page shows it in every language: ``2026-12-07 14:02 UTC``."""
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(ms / 1000))


def offered(game: RemoteGame) -> bool:
    """Whether the game can be claimed once long enough silent: started (its round set
    up), its device keeping the key claims are signed with."""
    return game.view() is not None and api.signs_claims(game.device)


def can_claim(game: RemoteGame) -> bool:
    """Whether the player of ``game`` may claim the round now (48 hours of silence)."""
    return game.status() == "wait" and api.can_claim(game.device, game.save.updated, game.clock)


def file_name(game: RemoteGame) -> str:
    return f"bazaar-claim-{game.save.game}-{game.save.id}.json"


def record(game: RemoteGame) -> str:
    """The signed record of the claim (RemoteError: it cannot be claimed now)."""
    return api.claim(game.device, game.save.updated, game.clock)


def before_claim(game: RemoteGame) -> str:
    """Under the wait, before the claim is possible: when it will be."""
    return _(
        "After {hours} hours without an answer you can claim the round (from {date}).",
        hours=HOURS,
        date=when(game.save.updated + claims.SILENCE),
    )


def what_a_claim_is(name: str) -> str:
    """Beside the claim button: what the record proves and what it cannot."""
    return _(
        "Claiming writes a file signed with your key: the position and the score as your "
        "device knows them, and since when it waits. Send it to {name}: their device, or "
        "anyone who knows your safety code, can check that it comes from you. It cannot "
        "prove when {name} got your last link (the times are your device's clock), nor how "
        "the round would have ended: nobody can make {name}'s device answer. The game stays "
        "open: if {name}'s link comes, play on.",
        name=name,
    )


def made(name: str) -> str:
    """After the claim: the file is saved, what to do with it."""
    return _(
        "Your claim was saved as a file. Send it to {name} (and to whoever should know): "
        "they open it with “Import a remote game from a file” on the home screen.",
        name=name,
    )


def game_id(text: str) -> str:
    """The game a claim record names (RemoteError: no record, or a signature that fails)."""
    return claims.read(text).id


def opened(game: RemoteGame, text: str) -> str:
    """A claim opened on another device of its game: what it says, how it stands
    (RemoteError: it is not a claim of this game's players and links)."""
    check = api.check_claim(game.device, text)
    found, names = check.claim, game.names()
    name = names[found.seat] if 0 <= found.seat < len(names) else ""
    says = _(
        "{name} claims round {round}: their device has waited for a link since {date} "
        "(by its clock). The claim is signed with {name}'s key.",
        name=name,
        round=found.round,
        date=when(found.since),
    )
    if check.standing == "same":
        then = _("It matches this game here: {name} waits for your link.", name=name)
    elif check.standing == "ahead":
        then = _(
            "This device has gone further: {name}'s device had not received your later "
            "links when it claimed. Send {name} your last link again.",
            name=name,
        )
    else:
        then = _(
            "{name}'s device has links this device has not opened yet: open {name}'s last "
            "link here.",
            name=name,
        )
    return f"{says} {then}"


def stranger(text: str) -> str:
    """A claim opened where its game is not: whose key signed it, and the code to
    compare (RemoteError: no record, or its signature does not hold)."""
    found = claims.read(text)
    return _(
        "This claim of round {round} of game {game} is signed by the key of player "
        "{number} (waiting since {date}, by that device's clock). The players' safety code "
        "for these keys is {code}: if it is the code they compared, the claim comes from "
        "that player.",
        round=found.round,
        game=found.id,
        number=found.seat + 1,
        date=when(found.since),
        code=found.safety_code,
    )


# why a claim record was refused, by the engine's reason
REFUSED = {
    "format": N_("This file is not a claim record made by Bazaar, or it was damaged."),
    "sealed": N_(
        "This claim's signature does not hold for this game's players: it was changed, "
        "or someone else made it. Nothing was changed here."
    ),
    "own": N_("This claim was made on this device: send it to the other player."),
    "changed": N_(
        "This claim names links that are not this game's links here: it belongs to a "
        "copy of the game that went another way. Nothing was changed here."
    ),
}


def refused(error: RemoteError) -> str:
    """The sentence for a claim record this device refuses."""
    return _(REFUSED.get(error.reason, REFUSED["format"]))
