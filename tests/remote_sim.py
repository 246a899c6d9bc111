"""Simulated devices for the remote-play tests: they exchange only link text.

``seeded`` makes a reproducible entropy source; ``JaipurTable`` runs two
Jaipur devices (with optional hooks to make one of them cheat) and keeps every
link that passed, so tests can check what each link and each save reveals.

Its games play ``PROTOCOL_FORMAT``, link format 2 (``wire.PROVEN``): the loop of a remote
game (deal, turns, unlocks, round ends) is the same in every format from 2 on, and format
3's shuffle proofs cost seconds a round (tens of seconds a match in Pyodide). Tests of
the newest format's own behaviour (shuffle proofs, cheats against shuffles, "new games
make format-3 links") name ``jaipur.NEW_GAMES`` or ``wire.SHUFFLED`` explicitly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from game.bombay.remote import play as bombay
from game.jaipur.remote import play as jaipur
from game.remote import api, wire
from game.remote.entropy import Entropy

Chooser = Callable[[object, random.Random], str]
PROTOCOL_FORMAT = wire.PROVEN  # the link format of the simulated games (see above)


def jaipur_sent(device: jaipur.JaipurDevice) -> jaipur.JaipurDevice:
    """The device once the player has shared its last link."""
    sent = api.mark_sent(device)
    assert isinstance(sent, jaipur.JaipurDevice)
    return sent


def seeded(seed: int) -> Entropy:
    rng = random.Random(seed)
    return rng.randbytes


def random_move(shown: object, rng: random.Random) -> str:
    return str(rng.choice(shown.legal_moves))  # type: ignore[attr-defined]


@dataclass
class JaipurTable:
    """Two devices and the links between them; ``step`` delivers the next link."""

    seed: int
    choose: Chooser = random_move
    devices: list[jaipur.JaipurDevice] = field(default_factory=list)
    links: list[tuple[int, str]] = field(default_factory=list)  # (sender seat, text)
    saves: list[tuple[int, str]] = field(default_factory=list)  # (seat, JSON) after each call
    pending: tuple[int, str] | None = None  # (receiving seat, text) in flight
    version: int = PROTOCOL_FORMAT  # the link format of the match

    def __post_init__(self) -> None:
        self.entropy = seeded(self.seed)
        self.rng = random.Random(self.seed)
        a, invitation = jaipur.invite(self.entropy, self.version)
        b, answer = jaipur.accept(invitation, self.entropy)
        self.devices = [jaipur_sent(a), jaipur_sent(b)]
        self.links += [(0, invitation), (1, answer)]
        self._save(0)
        self._save(1)
        self.pending = (0, answer)

    def _save(self, seat: int) -> None:
        self.saves.append((seat, api.to_json(self.devices[seat])))

    def step(self) -> bool:
        """Deliver the link in flight and let the receiver answer; False once the game is over."""
        if self.pending is None:
            return False
        seat, text = self.pending
        device = jaipur.receive(self.devices[seat], text, self.entropy)
        self.devices[seat] = device
        self._save(seat)
        status = api.status(device)
        if status.kind == "send":
            self.devices[seat] = api.mark_sent(device)
            self._send(seat, status.message)
        elif status.kind == "move":
            self.move(seat, self.choose(api.view(device), self.rng))
        else:
            self.pending = None
        return self.pending is not None

    def move(self, seat: int, text: str) -> None:
        device, link = jaipur.play(self.devices[seat], text, self.entropy)
        self.devices[seat] = jaipur_sent(device)
        self._save(seat)
        self._send(seat, link)

    def _send(self, seat: int, text: str) -> None:
        self.links.append((seat, text))
        self.pending = (1 - seat, text)

    def run(self, limit: int = 2000) -> None:
        for _ in range(limit):
            if not self.step():
                return
        raise AssertionError("the match did not end")


def bombay_game(
    players: int, seed: int, watch: Callable[[list[bombay.BombayDevice], int], None] | None = None
) -> tuple[list[bombay.BombayDevice], list[tuple[int, str]]]:
    """A whole remote Bombay game of random moves; ``watch(devices, mover)`` before each action."""
    entropy, rng = seeded(seed), random.Random(seed)
    host, invitation = bombay.invite(players, False, entropy)
    devices = [host]
    for _ in range(players - 1):
        friend, answer = bombay.join(invitation, entropy)
        devices.append(api.mark_sent(friend))
        devices[0] = bombay.receive(devices[0], answer, entropy)
    links = [(0, devices[0].sent)]
    start = devices[0].sent
    devices[0] = api.mark_sent(devices[0])
    for seat in range(1, players):
        devices[seat] = bombay.receive(devices[seat], start, entropy)
        if devices[seat].reply:  # format 3: its share of the set-up, to the host alone
            devices[0] = bombay.receive(devices[0], devices[seat].sent, entropy)
            devices[seat] = api.mark_sent(devices[seat])
    devices.sort(key=lambda d: d.seat)  # as the start seats the friends
    while True:
        mover = next((d.seat for d in devices if api.status(d).kind == "move"), None)
        if mover is None:
            return devices, links
        if watch is not None:
            watch(devices, mover)
        shown = bombay.view(devices[mover])
        assert shown is not None
        devices[mover], link = bombay.play(
            devices[mover], str(rng.choice(shown.legal_moves)), entropy
        )
        if link:
            devices[mover] = api.mark_sent(devices[mover])
        queue = [(mover, link)] if link else []
        while queue:
            sender, text = queue.pop(0)
            links.append((sender, text))
            for seat in range(players):
                if seat != sender:
                    devices[seat] = bombay.receive(devices[seat], text, entropy)
                    if devices[seat].reply:
                        queue.append((seat, devices[seat].sent))
                        devices[seat] = api.mark_sent(devices[seat])
