"""Remote play's whole interface for the page: links in, links out, views to draw.

Every function takes and returns a device state (an immutable value: save it
with :func:`to_json` after each call that returns a new one); a link that is
refused raises :class:`~game.remote.errors.RemoteError` with one sentence and
the device state the page holds is left as it was.

- :func:`invite` (a game's name, its players) starts a game;
- :func:`accept` opens an invitation on a friend's device (and makes the friend's
  answer to the host);
- :func:`receive` opens any later link; afterwards :func:`status` says whether
  this device must now move, send a link it made while opening (``"send"``),
  wait, or whether the game is over (after sending, :func:`mark_sent`);
- :func:`play` makes this device's move (in a game whose turn is several actions,
  one action: the link comes when the turn is over, ``""`` until then);
- :func:`view` is the ordinary game view for this device's seat (None while
  the game is being set up);
- :func:`peek` reads a link's game id, number and sender without opening it,
  so the page can pick the right saved game (two games with the same friend);
- :func:`moves_between` lists the moves a call brought, with views around each (the
  page's move log and its last turn on the table);
- :func:`invitation_players` reads how many players an invitation is for;
- :func:`claim` signs a claim of the round after a long silence, :func:`check_claim`
  reads one on another device of the game (:mod:`game.remote.claim`).

Every function is written once for every game: it finds the game's own remote play
(:class:`~game.remote.protocol.RemoteGame`) through :mod:`game.remote.registry` (by
name, invitation letter or device), so importing this module loads no game: a game's
engine is imported when one of its games is first created, opened or loaded.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import GAMES
from game.core.errors import GameError
from game.core.evolve import evolve
from game.core.position import encode_position
from game.remote import claim as claims
from game.remote import registry, wire
from game.remote.entropy import Entropy, system_entropy
from game.remote.errors import LinkRefused
from game.remote.protocol import D, Device, Moved, Shown
from game.remote.registry import game_of, invitation_kinds, invited_game, remote_game
from game.remote.saves import from_json, to_json, view_from_json, view_to_json

__all__ = [
    "Device",
    "LinkInfo",
    "Moved",
    "Status",
    "accept",
    "can_claim",
    "signs_claims",
    "check_claim",
    "claim",
    "from_json",
    "invite",
    "invitation_players",
    "history",
    "joined",
    "just_answered",
    "last_turn",
    "mark_sent",
    "moves_between",
    "peek",
    "play",
    "players",
    "progress",
    "seats_by_arrival",
    "seat_taken",
    "scored_rounds",
    "to_host",
    "sent_before",
    "receive",
    "status",
    "to_json",
    "view",
    "view_from_json",
    "view_from_record",
    "view_to_json",
]


@dataclass(frozen=True)
class Status:
    """What the device waits for: ``kind`` is ``"move"``, ``"send"`` (``message`` is the
    link to send now), ``"wait"`` (for another player's link) or ``"over"``."""

    kind: str
    message: str = ""


@dataclass(frozen=True)
class LinkInfo:
    """A link's header: the game id (hex), its number in the game, its sender's seat
    (255: a friend's answer to a host of several), and its kind (one letter)."""

    game_id: str
    number: int
    sender: int
    kind: str

    @property
    def invitation(self) -> bool:
        return self.kind in invitation_kinds()


def peek(message: str) -> LinkInfo:
    """A link's header, without opening it; raises LinkRefused("format")."""
    frame = wire.read(message)
    return LinkInfo(frame.game.hex(), frame.number, frame.sender, frame.kind)


def invite(
    game: str, players: int = 2, bonus: bool = False, entropy: Entropy = system_entropy
) -> tuple[Device, str]:
    """A new game on this device and the invitation link to send."""
    device: Device
    device, link = remote_game(game).invite(players, bonus, entropy)
    return device, link


def accept(message: str, entropy: Entropy = system_entropy) -> tuple[Device, str]:
    """A friend's device for an invitation link, and the answer link to send back."""
    device: Device
    device, link = invited_game(wire.read(message).kind).accept(message, entropy)
    return device, link


def receive(device: Device, message: str, entropy: Entropy = system_entropy) -> Device:
    """The device after opening another player's link (RemoteError: refused, unchanged)."""
    frame = wire.read(message)
    if frame.game.hex() != device.game:
        raise LinkRefused(
            f"This link belongs to another game ({frame.game.hex()}), not to this one "
            f"({device.game}).",
            "game",
        )
    if frame.kind in invitation_kinds():
        raise LinkRefused("This is the invitation of this game: it was already opened.", "opened")
    received: Device = game_of(device).receive(device, message, entropy)
    return received


def play(device: Device, move: str, entropy: Entropy = system_entropy) -> tuple[Device, str]:
    """This device's move (one action of a turn of several): the device and the link to
    send ("" until the turn is over)."""
    played: Device
    played, link = game_of(device).play(device, move, entropy)
    return played, link


def shuffles(device: Device, move: str) -> bool:
    """Whether this device's ``move`` makes a shuffle (a second or two: worth a busy box)."""
    return game_of(device).shuffles(device, move)


def view(device: Device) -> Shown | None:
    """The game as this device's seat sees it."""
    shown: Shown | None = game_of(device).view(device)
    return shown


def safety_code(device: Device) -> str:
    """The code the friends compare by another channel ("0421 9930 1187 5502"): equal on
    every device of the game unless someone relayed the links with keys of its own; ""
    before the game is set up and in games saved before codes existed."""
    return device.safety


def mark_sent(device: D) -> D:
    """The device once the link :func:`status` asked to send has been sent (the page
    calls this when the player has copied or shared it; the link stays in ``sent``)."""
    return evolve(device, reply=False)


def status(device: Device) -> Status:
    """Whether this device moves, sends a link, waits, or the game is over."""
    if device.reply:
        return Status("send", device.sent)
    shown = view(device)
    if shown is not None and shown.outcome is not None:
        return Status("over")
    if shown is not None and shown.to_move == shown.seat and shown.legal_moves:
        return Status("move")
    return Status("wait")


def moves_between(old: Device, new: Device) -> tuple[Moved[Shown], ...]:
    """The moves ``new`` knows that ``old`` did not (the device before and after a call)."""
    return game_of(new).moves_between(old, new)


def invitation_game(message: str) -> str:
    """The name of the game an invitation is for (LinkRefused("format"): not one)."""
    return registry.invited_name(wire.read(message).kind)


def invitation_players(message: str) -> int:
    """How many play in the game of an invitation (LinkRefused("format"): not one)."""
    frame = wire.read(message)
    if frame.kind not in invitation_kinds():
        raise LinkRefused("This link is not an invitation.", "format")
    return registry.invitation_players(frame)


def progress(device: Device) -> tuple[int, int, int]:
    """How far a copy of a game has gone, to compare two copies of it (an exported file
    and the save here): the links of its transcript, then what the game counts beyond
    it (the friends' answers a host took, the actions of this device's turn)."""
    return (len(device.digests), *game_of(device).progress(device))


def seat_taken(device: Device, message: str) -> bool:
    """Whether ``message`` is a friend's answer to this device's invitation that comes
    too late: another friend's answer already took the seat, or every seat is filled
    and the game has started. An answer opened before is not one."""
    frame = wire.read(message)
    remote = game_of(device)
    if frame.game.hex() != device.game or device.seat != 0 or frame.kind != remote.answer:
        return False
    if wire.digest(frame.raw) in device.digests:
        return False
    return remote.seat_taken(device, frame)


def to_host(device: Device) -> bool:
    """Whether the link this device has to send goes to the host alone: a friend's answer,
    or a seated friend's share of the set-up (a game whose set-up has one,
    ``RemoteGame.reveal``)."""
    if device.seat == 0 or not device.sent:
        return False
    remote = game_of(device)
    return wire.read(device.sent).kind in {remote.answer, remote.reveal} - {""}


def just_answered(device: Device) -> bool:
    """Whether this device answered an invitation and has opened nothing since (a link
    of its game it cannot open then most likely went to the friend who took the seat)."""
    return game_of(device).just_answered(device)


def sent_before(device: Device, message: str) -> bool:
    """Whether ``message`` is a link this very device made earlier in its game (its
    player may open it again to send it again)."""
    frame = wire.read(message)
    mine = frame.game.hex() == device.game and frame.sender == device.seat
    return mine and wire.digest(frame.raw) in device.digests


def last_turn(device: Device) -> tuple[Moved[Shown], ...]:
    """The newest turn this device knows, with the views around each move (what the
    table shows as the last move after a reload); () before the first move."""
    return game_of(device).last_turn(device)


def players(device: Device) -> int:
    """How many play the game."""
    return game_of(device).players(device)


def joined(device: Device) -> int:
    """How many friends' answers a host has taken (0 on any other device)."""
    return game_of(device).joined(device)


def seats_by_arrival(device: Device) -> tuple[int, ...]:
    """A host that has started its game: the seat of each friend, in the order their
    answers were opened (() on any other device, and in a game of two)."""
    return game_of(device).seats_by_arrival(device)


def scored_rounds(device: Device) -> int:
    """How many rounds of a match are scored (0 in a game without rounds)."""
    return game_of(device).scored_rounds(device)


def history(device: Device) -> tuple[Moved[Shown], ...]:
    """Every move the device can still replay, with the views around each: () for a
    device that forgets finished rounds (the page keeps each move with the view before
    it, ``view_to_json``)."""
    return game_of(device).history(device)


def view_from_record(game: str, text: str, blank: dict[str, object] | None = None) -> Shown:
    """A view of game ``game`` that ``view_to_json`` wrote (LinkRefused("format") if
    unreadable)."""
    shown: Shown = view_from_json(text, remote_game(game).view_type, blank)
    return shown


# --- claims after a long silence (game.remote.claim) ------------------------------------


@dataclass(frozen=True)
class ClaimCheck:
    """A claim checked on another device of its game: the claim, and how this device's
    transcript stands to the claimant's: ``"same"`` (the claimant waits for this
    device's next link), ``"ahead"`` (this device has links the claimant had not opened
    when it claimed) or ``"behind"`` (the claimant has links this device has not opened)."""

    claim: claims.Claim
    standing: str


def signs_claims(device: Device) -> bool:
    """Whether this device can sign a claim at all: it kept its invitation key and every
    player's public key (a game whose remote play gives them, begun since claims)."""
    secret, publics = game_of(device).keys(device)
    return bool(secret and publics)


def can_claim(device: Device, since: int, now: int) -> bool:
    """Whether this device may claim its round now: it signs claims, its game has
    started, it waits for another player's link and has waited ``claims.SILENCE`` since
    ``since`` (the page's clock, milliseconds)."""
    if not signs_claims(device) or view(device) is None or now - since < claims.SILENCE:
        return False
    return status(device).kind == "wait"


def claim(device: Device, since: int, now: int) -> str:
    """The claim record of this device's round, signed with its invitation key
    (LinkRefused("claim") unless :func:`can_claim`)."""
    if not can_claim(device, since, now):
        raise LinkRefused("This round cannot be claimed now.", "claim")
    secret, publics = game_of(device).keys(device)
    shown = view(device)
    assert shown is not None  # can_claim
    name = type(device).GAME_NAME
    record = claims.Claim(
        game=name,
        id=device.game,
        seat=device.seat,
        keys=tuple(f"{k:064x}" for k in publics),
        links=len(device.digests),
        transcript=claims.transcript_hash(device.digests),
        round=shown.round,
        position=_position(name, shown),
        view=view_to_json(shown),
        since=since,
        made=now,
    )
    return claims.write(record, secret)


def _position(name: str, shown: Shown) -> str:
    """The position link of this seat's view ("" when the format cannot hold it, e.g. a
    card not turned over yet: the record's view holds it all)."""
    try:
        return encode_position(GAMES[name], shown, GAMES)
    except (GameError, ValueError):
        return ""


def check_claim(device: Device, text: str) -> ClaimCheck:
    """A claim record read on ``device``: its signature, its game, its keys and its
    transcript checked against this device's (LinkRefused: not a claim of this game)."""
    found = claims.read(text)
    if found.id != device.game:
        raise LinkRefused(
            f"This claim belongs to another game ({found.id}), not to this one ({device.game}).",
            "game",
        )
    _secret, publics = game_of(device).keys(device)
    keys = tuple(int(k, 16) for k in found.keys)
    if (publics and keys != publics) or (not publics and found.safety_code != device.safety):
        raise LinkRefused("This claim names other keys than this game's players'.", "sealed")
    if found.seat == device.seat:
        raise LinkRefused("This claim was made on this device.", "own")
    return ClaimCheck(found, _standing(device.digests, found))


def _standing(digests: tuple[str, ...], found: claims.Claim) -> str:
    if found.links > len(digests):
        return "behind"
    if claims.transcript_hash(digests[: found.links]) != found.transcript:
        raise LinkRefused(
            "This claim names links that are not this game's links on this device.", "changed"
        )
    return "same" if found.links == len(digests) else "ahead"
