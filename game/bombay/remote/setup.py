"""A remote Bombay device's stored state, and how a game starts: the host's invitation,
each friend's answer, the host's start link (see :mod:`game.bombay.remote.play`)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import ClassVar

from game.bombay.state import SCHEDULE, BombayOptions
from game.core.evolve import evolve
from game.remote import ec, wire
from game.remote.entropy import Entropy
from game.remote.errors import CheatDetected, LinkRefused, RemoteError
from game.remote.safety import safety_code

SHARE = 16  # bytes of each secret share
JOINER = 255  # the sender byte of a join (no seat yet)


@dataclass(frozen=True)
class BombayDevice:
    """Everything one device keeps of a remote Bombay game (saved as JSON)."""

    GAME_NAME: ClassVar[str] = "bombay"
    game: str
    players: int
    bonus: bool
    seat: int  # -1 for a friend until the start message
    identity: int  # this device's Diffie-Hellman secret
    host: int  # the host's public key (friends)
    chain: str
    digests: tuple[str, ...]
    sent: str
    reply: bool  # ``sent`` is still to be sent (until api.mark_sent)
    share: str  # this device's set-up share, hex
    commitment: str  # the host's set-up commitment, hex
    joins: tuple[tuple[int, str], ...] = ()  # host: (public key, share) per friend
    pairs: tuple[str, ...] = ()  # the key shared with each seat, hex ("" own; () until the start)
    shares: tuple[str, ...] = ()  # every seat's set-up share, once started
    turns: tuple[tuple[str, ...], ...] = ()  # finished turns, actions each
    actions: tuple[str, ...] = ()  # this device's turn in progress
    secrets: tuple[str, ...] = ()  # this device's restock secret per round, hex
    commits: tuple[tuple[str, ...], ...] = ()  # per round, per seat
    reveals: tuple[tuple[str, ...], ...] = ()  # per round, per seat
    safety: str = ""  # the code the friends compare, once started; "" in older saves
    version: int = wire.VERSION  # link format; PROVEN: the friends' seats sorted by key

    @property
    def game_id(self) -> bytes:
        return bytes.fromhex(self.game)

    @property
    def options(self) -> BombayOptions:
        return BombayOptions(self.players, self.bonus)


def sha(*parts: bytes) -> bytes:
    return hashlib.sha256(b"".join(parts)).digest()


# --- invitation, joining, start ------------------------------------------------------


def invite(players: int, bonus: bool, entropy: Entropy) -> tuple[BombayDevice, str]:
    """The host's device and the invitation to send to every friend."""
    if players not in SCHEDULE:
        raise RemoteError(f"Bombay is for 2 to 5 players, not {players}.", "options")
    game = entropy(4)
    identity = ec.scalar(entropy(32))
    share = entropy(SHARE)
    commitment = sha(b"bombay setup ", game, share)
    body = bytes([players, int(bonus)]) + ec.to_bytes(ec.public_key(identity)) + commitment
    raw = wire.make("B", game, 0, 0, body, (), b"", wire.PROVEN)
    device = BombayDevice(
        game=game.hex(),
        players=players,
        bonus=bonus,
        seat=0,
        identity=identity,
        host=0,
        chain=wire.chain_after(b"", raw).hex(),
        digests=(wire.digest(raw),),
        sent=wire.text(raw),
        reply=True,
        share=share.hex(),
        commitment=commitment.hex(),
        version=wire.PROVEN,
    )
    return device, device.sent


def join(message: str, entropy: Entropy) -> tuple[BombayDevice, str]:
    """A friend's device for the invitation ``message``, and its answer to the host."""
    frame = wire.read(message)
    if frame.kind != "B" or frame.number != 0:
        raise LinkRefused("This link is not an invitation to a remote game of Bombay.", "format")
    reader = wire.Reader(frame.body)
    players = reader.byte()
    bonus = reader.byte()
    host = reader.point()
    commitment = reader.take(32)
    reader.end()
    if players not in SCHEDULE or bonus > 1:
        raise LinkRefused("This invitation's options are malformed.", "format")
    identity, share = ec.scalar(entropy(32)), entropy(SHARE)
    chain = wire.chain_after(b"", frame.raw)
    pair = wire.shared_key(identity, host, frame.game)
    body = ec.to_bytes(ec.public_key(identity)) + share
    raw = wire.make("J", frame.game, 1, JOINER, body, (pair,), chain, frame.version)
    device = BombayDevice(
        game=frame.game.hex(),
        players=players,
        bonus=bool(bonus),
        seat=-1,
        identity=identity,
        host=host,
        chain=chain.hex(),
        digests=(wire.digest(frame.raw),),
        sent=wire.text(raw),
        reply=True,
        share=share.hex(),
        commitment=commitment.hex(),
        version=frame.version,
    )
    return device, device.sent


def on_join(device: BombayDevice, frame: wire.Frame, entropy: Entropy) -> BombayDevice:
    """The host takes a friend's answer; with the last one it sends the start message."""
    if device.seat != 0 or device.pairs:
        raise LinkRefused("This game has all its players already.", "opened")
    reader = wire.Reader(frame.body)
    public, share = reader.point(), reader.take(SHARE)
    reader.end()
    pair = wire.shared_key(device.identity, public, device.game_id)
    wire.check(frame, device.game_id, 0, device.digests, pair, bytes.fromhex(device.chain))
    if any(p == public for p, _ in device.joins):
        raise LinkRefused("This friend's answer was already opened.", "opened")
    device = evolve(device, joins=(*device.joins, (public, share.hex())))
    return _start(device, entropy) if len(device.joins) == device.players - 1 else device


def _start(device: BombayDevice, entropy: Entropy) -> BombayDevice:
    """The start link. From link format 2 the friends' seats follow their public keys'
    order, so the order in which the host opened the answers picks neither the seats nor
    the set-up seed (the host's share was committed in the invitation)."""
    joins = seated(device)
    body = bytes.fromhex(device.share)
    for public, share in joins:
        body += ec.to_bytes(public) + bytes.fromhex(share)
    shares = (device.share, *(s for _, s in joins))
    publics = (0, *(p for p, _ in joins))
    code = safety_code(device.game_id, (ec.public_key(device.identity), *publics[1:]))
    device = evolve(device, shares=shares, pairs=_pairs(device, publics), safety=code)
    return send(device, "S", body, reply=True)


def seated(device: BombayDevice) -> tuple[tuple[int, str], ...]:
    """The host's friends (public key, share) in seat order: by public key from link
    format 2, in the order their answers were opened before (``joins`` keeps that)."""
    return tuple(sorted(device.joins)) if device.version >= wire.PROVEN else device.joins


def _pairs(device: BombayDevice, publics: tuple[int, ...]) -> tuple[str, ...]:
    """The key this device shares with each seat (seat order; "" for its own)."""
    return tuple(
        ""
        if seat == device.seat
        else wire.shared_key(device.identity, public, device.game_id).hex()
        for seat, public in enumerate(publics)
    )


def on_start(device: BombayDevice, frame: wire.Frame) -> BombayDevice:
    reader = wire.Reader(frame.body)
    host_share = reader.take(SHARE)
    entries = [(reader.point(), reader.take(SHARE)) for _ in range(device.players - 1)]
    reader.end()
    mine = ec.public_key(device.identity)
    seat = next((i + 1 for i, (p, _) in enumerate(entries) if p == mine), -1)
    if seat < 0:
        raise LinkRefused(
            "This game started without you: your answer did not reach the host.", "game"
        )
    pair = wire.shared_key(device.identity, device.host, device.game_id)
    wire.check(
        frame, device.game_id, seat, device.digests, pair, bytes.fromhex(device.chain), seat - 1
    )
    if device.version >= wire.PROVEN and [p for p, _ in entries] != sorted(p for p, _ in entries):
        raise CheatDetected(
            "The host's device cheated: it chose the players' seats instead of ordering "
            "them by their keys.",
            0,
        )
    if entries[seat - 1][1].hex() != device.share:
        raise CheatDetected("The host's device cheated: it changed your share of the set-up.", 0)
    if sha(b"bombay setup ", device.game_id, host_share).hex() != device.commitment:
        raise CheatDetected(
            "The host's device cheated: its share of the set-up is not the one it committed to.", 0
        )
    shares = (host_share.hex(), *(s.hex() for _, s in entries))
    publics = (device.host, *(p for p, _ in entries))
    code = safety_code(device.game_id, publics)
    device = evolve(device, seat=seat, shares=shares, safety=code)
    return evolve(device, pairs=_pairs(device, publics))


def send(device: BombayDevice, kind: str, body: bytes, reply: bool) -> BombayDevice:
    """Seal ``body`` for every other seat and add it to the transcript."""
    keys = tuple(bytes.fromhex(k) for seat, k in enumerate(device.pairs) if seat != device.seat)
    return wire.send(device, kind, body, keys, reply, device.version)
