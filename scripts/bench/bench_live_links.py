"""How many links a remote Jaipur match needs with the live channel (web/remote/channel.py).

Two pages of the App play whole random matches in CPython (link format 4, the page's own
code: every link opened as the page opens it); the browser's part is simulated: a
description asked for is made at once, an answer taken opens the channel on both pages,
and what one page sends on it the other receives. Counted per match: the links the
players copy (a message of two links counts two) and the messages the channel carries.
With ``--drops N`` the channel closes N times a round, at random moves (both pages are
told, as when a page is reloaded or the network changes); it opens again once a link has
carried an offer and another its answer.

    python3 -m scripts.bench.bench_live_links --seeds 4 --drops 0
"""

from __future__ import annotations

import argparse
import random
import secrets
from collections.abc import Callable
from functools import partial

from tests.test_web_helpers import FakeEnv, make_app, remote_of, remote_view

SDP = "a=ice-ufrag:{u}\na=ice-pwd:T3jE9k2Vd7s+q/1LmN0pQr5u\na=fingerprint:sha-256 " + ":".join(
    ["AB"] * 32
)


class Match:
    """Two pages, the simulated channel between them, and the counts."""

    def __init__(self, seed: int, drops: int) -> None:
        self.rng, self.drops = random.Random(seed), drops
        (a, ea, _s), (b, eb, _t) = make_app(), make_app()
        self.pages, self.envs = (a, b), (ea, eb)
        self.seen = [0, 0]
        self.todo: list[Callable[[], None]] = []
        self.copied = self.carried = self.moves = 0

    def env(self, i: int) -> FakeEnv:
        return self.envs[i]

    def browser(self) -> None:
        """What each page asked of its browser since last time, answered."""
        for i, env in enumerate(self.envs):
            for what, key, _stun, text in env.peers[self.seen[i] :]:
                if what == "start":
                    sdp = SDP.format(u=f"u{self.rng.randrange(10**6):06d}")
                    self.todo.append(partial(self.pages[i].peer_event, key, "local", sdp))
                elif what == "accept":
                    self.todo.append(partial(self.open, key))
                elif what == "send" and env.live:
                    self.carried += 1
                    self.todo.append(partial(self.pages[1 - i].peer_event, key, "message", text))
            self.seen[i] = len(env.peers)

    def open(self, key: str) -> None:
        for env in self.envs:
            env.live = True
        for page in self.pages:
            page.peer_event(key, "open", "")

    def close(self, key: str) -> None:
        for env in self.envs:
            env.live = False
        for page in self.pages:
            page.peer_event(key, "closed", "")

    def settle(self) -> None:
        self.browser()
        while self.todo:
            self.todo.pop(0)()
            self.browser()

    def copy(self, i: int) -> str:
        """The links page ``i`` shows to send, copied (counted) for the other page."""
        page = self.pages[i]
        if remote_of(page).status() == "send":
            page.act("remote-copy")
        text = self.env(i).clipboard
        self.copied += len(text.split("\n"))
        return "\n".join(line.split("#", 1)[1] for line in text.split("\n"))

    def play(self) -> tuple[int, int, int]:
        a, b = self.pages
        a.act("new", "jaipur")
        a.act("where", "far")
        a.act("start", "", {"where": "far", "players": "2", "name0": "Ana"})
        key = remote_of(a).save.id
        self.settle()
        b.open_link(self.copy(0))
        b.act("remote-join", "", {"name": "Ben"})
        self.settle()
        a.open_link(self.copy(1))
        self.settle()
        rounds, moved, cuts = 0, 0, set[int]()
        for _step in range(2000):
            for page in self.pages:
                if remote_of(page).dialog:
                    page.act("close-dialog")
            status = [remote_of(p).status() for p in self.pages]
            if "move" not in status and "send" not in status:
                break
            i = status.index("move") if "move" in status else status.index("send")
            page = self.pages[i]
            if status[i] == "move":
                played = remote_view(page).round
                if played > rounds:  # a new round: the moves before which the channel drops
                    rounds, moved = played, 0
                    cuts = set(self.rng.sample(range(1, 20), self.drops))
                if moved in cuts and self.envs[0].live:
                    self.close(key)
                    self.settle()
                page.act("move", str(self.rng.choice(remote_view(page).legal_moves)))
                self.moves, moved = self.moves + 1, moved + 1
            if remote_of(page).auto or remote_of(page).status() == "send":
                self.pages[1 - i].open_link(self.copy(i))
            self.settle()
        assert all(remote_of(p).status() == "over" for p in self.pages), "the match did not end"
        return rounds, self.copied, self.carried


def _replayable(seed: int) -> None:
    """The engine's keys and shuffles drawn from ``seed``: the same match every run."""
    rng = random.Random(seed)

    def token_bytes(nbytes: int | None = None) -> bytes:
        return rng.randbytes(32 if nbytes is None else nbytes)

    secrets.token_bytes = token_bytes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--drops", type=int, default=0, help="channel closings a round")
    args = parser.parse_args()
    print(f"{'seed':>4} {'rounds':>6} {'moves':>5} {'links copied':>12} {'over the channel':>16}")
    for seed in range(1, args.seeds + 1):
        _replayable(seed)
        match = Match(seed, args.drops)
        rounds, copied, carried = match.play()
        print(f"{seed:>4} {rounds:>6} {match.moves:>5} {copied:>12} {carried:>16}")


if __name__ == "__main__":
    main()
