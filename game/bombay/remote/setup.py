"""A remote Bombay device's stored state, and how a game starts: the host's invitation,
each friend's answer, the host's start link (see :mod:`game.bombay.remote.play`).

In link format 3 (``COMMITTED``, new games) every set-up share is committed before any
is revealed: the host's in its invitation, each friend's in its answer (a pledge, not
the share); the start link fixes the friends it takes and their pledges and reveals the
host's share; each seated friend then reveals its share to the host alone (``V``), and
the host's first turn passes every share on. The friends' seats follow a hash of the
host's share and their keys, the set-up a hash of every share: a key or a share chosen
after seeing the others' moves neither, and the host learns no friend's share before it
has fixed whom it takes."""

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
COMMITTED = 3  # Bombay's link format 3: shares pledged before any is revealed, seats drawn


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
    joins: tuple[tuple[int, str], ...] = ()  # host: (public key, share; format 3: pledge)
    pairs: tuple[str, ...] = ()  # the key shared with each seat, hex ("" own; () until the start)
    shares: tuple[str, ...] = ()  # every seat's set-up share, once started ("" until revealed)
    turns: tuple[tuple[str, ...], ...] = ()  # finished turns, actions each
    actions: tuple[str, ...] = ()  # this device's turn in progress
    secrets: tuple[str, ...] = ()  # this device's restock secret per round, hex
    commits: tuple[tuple[str, ...], ...] = ()  # per round, per seat
    reveals: tuple[tuple[str, ...], ...] = ()  # per round, per seat
    safety: str = ""  # the code the friends compare, once started; "" in older saves
    version: int = wire.VERSION  # link format; PROVEN: seats by key; COMMITTED: pledges
    publics: tuple[int, ...] = ()  # every seat's public key, seat order, once started
    pledges: tuple[str, ...] = ()  # format 3: each seat's pledge to its share, hex ("" host)

    @property
    def game_id(self) -> bytes:
        return bytes.fromhex(self.game)

    @property
    def options(self) -> BombayOptions:
        return BombayOptions(self.players, self.bonus)


def sha(*parts: bytes) -> bytes:
    return hashlib.sha256(b"".join(parts)).digest()


def pledge(game: bytes, share: bytes) -> bytes:
    """A friend's commitment to its set-up share (format 3), sent in its answer."""
    return sha(b"bombay share ", game, share)


def dealt(device: BombayDevice) -> bool:
    """Whether the game has started with every share known (format 3: the host once every
    seated friend revealed its share, a friend once the host's first turn passed them on)."""
    return bool(device.pairs) and "" not in device.shares


# --- invitation, joining, start ------------------------------------------------------


def invite(
    players: int, bonus: bool, entropy: Entropy, version: int = COMMITTED
) -> tuple[BombayDevice, str]:
    """The host's device and the invitation to send to every friend (in link format
    ``version``: new games' is ``COMMITTED``)."""
    if players not in SCHEDULE:
        raise RemoteError(f"Bombay is for 2 to 5 players, not {players}.", "options")
    game = entropy(4)
    identity = ec.scalar(entropy(32))
    share = entropy(SHARE)
    commitment = sha(b"bombay setup ", game, share)
    body = bytes([players, int(bonus)]) + ec.to_bytes(ec.public_key(identity)) + commitment
    raw = wire.make("B", game, 0, 0, body, (), b"", version)
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
        version=version,
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
    pledged = pledge(frame.game, share) if frame.version >= COMMITTED else share
    body = ec.to_bytes(ec.public_key(identity)) + pledged
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
    public, share = reader.point(), reader.take(32 if device.version >= COMMITTED else SHARE)
    reader.end()
    pair = wire.shared_key(device.identity, public, device.game_id)
    wire.check(frame, device.game_id, 0, device.digests, pair, bytes.fromhex(device.chain))
    if any(p == public for p, _ in device.joins):
        raise LinkRefused("This friend's answer was already opened.", "opened")
    device = evolve(device, joins=(*device.joins, (public, share.hex())))
    return _start(device, entropy) if len(device.joins) == device.players - 1 else device


def _start(device: BombayDevice, entropy: Entropy) -> BombayDevice:
    """The start link. From link format 2 the friends' seats do not follow the order in
    which the host opened the answers (format 2: their keys' order; format 3: a hash of
    the host's committed share and their keys); in format 3 it reveals the host's share
    and fixes the friends' pledges, their shares still unknown to the host."""
    joins = seated(device)
    body = bytes.fromhex(device.share)
    for public, share in joins:
        body += ec.to_bytes(public) + bytes.fromhex(share)
    publics = (0, *(p for p, _ in joins))
    seated_keys = (ec.public_key(device.identity), *publics[1:])
    code = safety_code(device.game_id, seated_keys)
    device = evolve(device, publics=seated_keys)
    if device.version >= COMMITTED:
        pledges = ("", *(s for _, s in joins))
        shares = (device.share, *("" for _ in joins))
        device = evolve(device, pledges=pledges)
    else:
        shares = (device.share, *(s for _, s in joins))
    device = evolve(device, shares=shares, pairs=_pairs(device, publics), safety=code)
    return send(device, "S", body, reply=True)


def seated(device: BombayDevice) -> tuple[tuple[int, str], ...]:
    """The host's friends (public key, share or pledge) in seat order: drawn from the
    host's share in format 3, by public key in format 2, in the order their answers were
    opened before (``joins`` keeps that)."""
    if device.version >= COMMITTED:
        share = bytes.fromhex(device.share)
        return tuple(sorted(device.joins, key=lambda j: _rank(device.game_id, share, j[0])))
    return tuple(sorted(device.joins)) if device.version >= wire.PROVEN else device.joins


def _rank(game: bytes, host_share: bytes, public: int) -> bytes:
    """Where a friend sits in format 3 (the smallest first): a hash of the host's share,
    committed in the invitation before any friend chose its key, and the friend's key."""
    return sha(b"bombay seat ", game, host_share, ec.to_bytes(public))


def _pairs(device: BombayDevice, publics: tuple[int, ...]) -> tuple[str, ...]:
    """The key this device shares with each seat (seat order; "" for its own)."""
    return tuple(
        ""
        if seat == device.seat
        else wire.shared_key(device.identity, public, device.game_id).hex()
        for seat, public in enumerate(publics)
    )


def on_start(device: BombayDevice, frame: wire.Frame) -> BombayDevice:
    """A friend takes the host's start link: its seat, every key, the host's share (and in
    format 3 every friend's pledge)."""
    committed = device.version >= COMMITTED
    reader = wire.Reader(frame.body)
    host_share = reader.take(SHARE)
    size = 32 if committed else SHARE
    entries = [(reader.point(), reader.take(size)) for _ in range(device.players - 1)]
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
    if sha(b"bombay setup ", device.game_id, host_share).hex() != device.commitment:
        raise CheatDetected(
            "The host's device cheated: its share of the set-up is not the one it committed to.", 0
        )
    keys = [p for p, _ in entries]
    order = (
        sorted(keys, key=lambda p: _rank(device.game_id, host_share, p))
        if committed
        else sorted(keys)
    )
    if device.version >= wire.PROVEN and keys != order:
        raise CheatDetected(
            "The host's device cheated: it chose the players' seats instead of drawing them "
            "as the protocol says.",
            0,
        )
    own = (
        pledge(device.game_id, bytes.fromhex(device.share))
        if committed
        else bytes.fromhex(device.share)
    )
    if entries[seat - 1][1] != own:
        raise CheatDetected("The host's device cheated: it changed your share of the set-up.", 0)
    if committed:
        shares = tuple(device.share if i == seat else "" for i in range(device.players))
        shares = (host_share.hex(), *shares[1:])
        device = evolve(device, pledges=("", *(s.hex() for _, s in entries)))
    else:
        shares = (host_share.hex(), *(s.hex() for _, s in entries))
    publics = (device.host, *(p for p, _ in entries))
    code = safety_code(device.game_id, publics)
    device = evolve(device, seat=seat, shares=shares, safety=code, publics=publics)
    return evolve(device, pairs=_pairs(device, publics))


def reveal(device: BombayDevice) -> BombayDevice:
    """Format 3: a seated friend's share, revealed to the host alone (``V``), once the
    start link fixed every pledge. Like an answer it stays out of the transcript."""
    pair = bytes.fromhex(device.pairs[0])
    raw = wire.make(
        "V",
        device.game_id,
        len(device.digests),
        device.seat,
        bytes.fromhex(device.share),
        (pair,),
        bytes.fromhex(device.chain),
        device.version,
    )
    return evolve(device, sent=wire.text(raw), reply=True)


def on_reveal(device: BombayDevice, frame: wire.Frame) -> BombayDevice:
    """The host takes a seated friend's share (format 3), checked against its pledge."""
    sender = frame.sender
    if device.seat != 0 or device.version < COMMITTED:
        raise LinkRefused(
            "This link is another player's share of the set-up, for the host alone: there "
            "is nothing to open here.",
            "opened",
        )
    if not device.pairs or not 0 < sender < device.players:
        raise LinkRefused(
            "This link was altered or damaged: it names a sender who is not in this game.",
            "sealed",
        )
    if device.shares[sender]:
        raise LinkRefused("This friend's share was already opened.", "opened")
    pair = bytes.fromhex(device.pairs[sender])
    wire.check(frame, device.game_id, 0, device.digests, pair, bytes.fromhex(device.chain))
    reader = wire.Reader(frame.body)
    share = reader.take(SHARE)
    reader.end()
    if pledge(device.game_id, share).hex() != device.pledges[sender]:
        raise CheatDetected(
            f"Player {sender + 1}'s device cheated: its share of the set-up is not the one "
            "it pledged in its answer.",
            sender,
        )
    shares = tuple(share.hex() if i == sender else s for i, s in enumerate(device.shares))
    return evolve(device, shares=shares)


def passed_shares(device: BombayDevice) -> bytes:
    """Format 3: the friends' shares the host's first turn passes on (b"" otherwise)."""
    if device.version < COMMITTED or device.turns or device.seat != 0:
        return b""
    return b"".join(bytes.fromhex(s) for s in device.shares[1:])


def on_shares(device: BombayDevice, reader: wire.Reader, sender: int) -> BombayDevice:
    """Format 3: a friend takes every share from the host's first turn, each checked
    against the pledge the start link fixed."""
    if sender != 0:
        raise CheatDetected(
            f"Player {sender + 1}'s device broke the protocol: it sent a link out of turn.",
            sender,
        )
    shares = [reader.take(SHARE) for _ in range(device.players - 1)]
    if any(
        pledge(device.game_id, s).hex() != device.pledges[i] for i, s in enumerate(shares, start=1)
    ):
        raise CheatDetected(
            "The host's device cheated: it passed on a share of the set-up other than the "
            "one its player pledged.",
            0,
        )
    return evolve(device, shares=(device.shares[0], *(s.hex() for s in shares)))


def send(device: BombayDevice, kind: str, body: bytes, reply: bool) -> BombayDevice:
    """Seal ``body`` for every other seat and add it to the transcript."""
    keys = tuple(bytes.fromhex(k) for seat, k in enumerate(device.pairs) if seat != device.seat)
    return wire.send(device, kind, body, keys, reply, device.version)
