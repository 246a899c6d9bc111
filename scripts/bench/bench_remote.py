"""Remote play's sizes and speeds, in CPython or in Pyodide (scripts/bench/bench_remote.mjs).

Plays whole remote games between simulated devices (seeded entropy, random
moves) and prints, per operation, the median and the worst time and the
longest link:

    python3 -m scripts.bench.bench_remote [--games N] [--only jaipur|bombay]
    node scripts/bench/bench_remote.mjs [--games N] [--only jaipur|bombay]   # in Pyodide

Times are CPU time of the process (see ``clock``), so a busy machine does not
inflate them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any, TypeVar

from game.bombay.remote import play as bombay
from game.bombay.remote.setup import BombayDevice
from game.jaipur.remote import device as jaipur_device
from game.jaipur.remote import fold as jaipur_fold
from game.jaipur.remote import play as jaipur
from game.jaipur.remote.device import JaipurDevice
from game.jaipur.remote.round import verify
from game.remote import api

PYODIDE = sys.platform == "emscripten"


def clock() -> float:
    """CPU seconds of this process: ``time.process_time`` in CPython; in Pyodide under
    node, node's ``process.cpuUsage()`` (user + system), as the wall clock would count
    the other programs sharing the machine."""
    if PYODIDE:
        import js  # type: ignore[import-not-found]

        usage = js.process.cpuUsage()
        return float(usage.user + usage.system) / 1e6
    return time.process_time()


times: dict[str, list[float]] = defaultdict(list)
sizes: dict[str, int] = defaultdict(int)


T = TypeVar("T")
D = TypeVar("D", JaipurDevice, BombayDevice)


def timed(name: str, fn: Callable[..., T], *args: Any) -> T:
    start = clock()
    out = fn(*args)
    times[name].append(clock() - start)
    return out


def link(kind: str, text: str) -> None:
    sizes[kind] = max(sizes[kind], len(text))


def sent(device: D) -> D:
    """``api.mark_sent``, keeping the device's game."""
    return api.mark_sent(device)


def kind_of(text: str) -> str:
    return {"I": "invitation", "A": "answer", "D": "deal 1", "E": "deal 2", "T": "turn"}[
        api.peek(text).kind
    ]


def jaipur_game(seed: int) -> None:
    rng = random.Random(seed)
    entropy = rng.randbytes
    a, invitation = timed("jaipur invite (shuffle + lock 70)", jaipur.invite, entropy)
    b, answer = timed(
        "jaipur accept (shuffle + lock 70, unlock 7)", jaipur.accept, invitation, entropy
    )
    link("invitation", invitation)
    link("answer", answer)
    devices = [sent(a), sent(b)]
    pending: tuple[int, str] | None = (0, answer)
    while pending:
        seat, text = pending
        kind, old = kind_of(text), devices[seat]
        device, spent, shuffling = measured(jaipur.receive, old, text, entropy)
        results = jaipur_device.round_results
        if kind == "turn" and len(results(old)) < len(results(device)):
            kind += " that ends a round"
        record(f"jaipur open a link ({kind})", spent, shuffling)
        devices[seat] = device
        status = api.status(device)
        if status.kind == "send":
            devices[seat] = sent(device)
            link(kind_of(status.message), status.message)
            pending = (1 - seat, status.message)
        elif status.kind == "move":
            shown = api.view(device)
            assert shown is not None  # the device moves
            move = str(rng.choice(shown.legal_moves))
            (device, text), spent, shuffling = measured(jaipur.play, device, move, entropy)
            ending = device.round.key_sent
            record(
                "jaipur play a move" + (" that ends a round" if ending else ""), spent, shuffling
            )
            devices[seat] = sent(device)
            link(kind_of(text), text)
            pending = (1 - seat, text)
        else:
            pending = None


# --- the shuffle steps inside a link made or opened (format 4 folds them into moves) ---

shuffle_seconds = [0.0]  # spent in the steps below since the last ``measured`` began


def measured(fn: Callable[..., T], *args: Any) -> tuple[T, float, float]:
    """``fn(*args)``, the CPU seconds it took, and those of them its shuffle steps took."""
    shuffle_seconds[0] = 0.0
    start = clock()
    out = fn(*args)
    return out, clock() - start, shuffle_seconds[0]


def record(name: str, spent: float, shuffling: float) -> None:
    """A link made or opened; when it made or checked a shuffle, also the rest alone (the
    move's own part of a format-4 round-ending move: the move, its round key, the round's
    check)."""
    times[name].append(spent)
    if shuffling:
        times[f"{name}: without its shuffle steps"].append(spent - shuffling)


def _shuffle_step(name: str, module: object, attr: str) -> None:
    step = getattr(module, attr)

    def wrapped(*args: Any) -> Any:
        start = clock()
        out = step(*args)
        spent = clock() - start
        times[name].append(spent)
        shuffle_seconds[0] += spent
        return out

    setattr(module, attr, wrapped)


_shuffle_step("  step: next round's first shuffle + proof, made (format 4)", jaipur, "next_shuffle")
_shuffle_step(
    "  step: second shuffle + proof + unlocks, made (E, D's answer)", jaipur_fold, "second_shuffle"
)
_shuffle_step(
    "  step: a shuffle's proof checked (a round-ending move's, A, D, E)",
    jaipur_fold,
    "check_shuffle",
)


def _timed_verify(*args: Any) -> Any:
    return timed("jaipur end-of-round check (inside opening a link)", verify, *args)


# every end-of-round check of the games below is timed
jaipur_device.__dict__["verify"] = _timed_verify


def bombay_game(players: int, seed: int) -> None:
    rng = random.Random(seed)
    entropy = rng.randbytes
    host, invitation = timed("bombay set-up: invite", bombay.invite, players, False, entropy)
    link("bombay invitation", invitation)
    devices = [host]
    for friend_number in range(1, players):
        friend, answer = timed(
            "bombay set-up: join (the answer made)", bombay.join, invitation, entropy
        )
        link("bombay answer", answer)
        devices.append(sent(friend))
        name = "bombay set-up: the host opens an answer"
        if friend_number == players - 1:
            name = f"bombay set-up: the host opens the last answer, start link made ({players} players)"
        devices[0] = timed(name, bombay.receive, devices[0], answer, entropy)
    start = devices[0].sent
    link(f"bombay start ({players} players)", start)
    devices[0] = sent(devices[0])
    for seat in range(1, players):
        devices[seat] = timed(
            f"bombay set-up: a friend opens the start link ({players} players)",
            bombay.receive,
            devices[seat],
            start,
            entropy,
        )
        link("bombay share (a friend's, to the host)", devices[seat].sent)
        devices[0] = timed(
            "bombay set-up: the host opens a friend's share",
            bombay.receive,
            devices[0],
            devices[seat].sent,
            entropy,
        )
        devices[seat] = sent(devices[seat])
    devices.sort(key=lambda d: d.seat)  # as the start seats the friends
    while True:
        mover = next((d.seat for d in devices if api.status(d).kind == "move"), None)
        if mover is None:
            return
        shown = bombay.view(devices[mover])
        assert shown is not None  # the device moves
        action = str(rng.choice(shown.legal_moves))
        devices[mover], text = timed(
            "bombay play an action", bombay.play, devices[mover], action, entropy
        )
        devices[mover] = sent(devices[mover])
        queue = [(mover, text)] if text else []
        while queue:
            sender, message = queue.pop(0)
            link("bombay turn", message)
            for seat in range(players):
                if seat != sender:
                    devices[seat] = timed(
                        "bombay open a link", bombay.receive, devices[seat], message, entropy
                    )
                    if devices[seat].reply:
                        queue.append((seat, devices[seat].sent))
                        devices[seat] = sent(devices[seat])


def unlock_proofs() -> None:
    """An unlock proof made and checked alone, for 1 to 7 unlocks (a turn unlocks 0-6, a
    deal 7): the share of the proofs in the times above."""
    from game.jaipur.remote.cards import POINTS
    from game.remote import ec, proofs

    key = ec.scalar(random.Random(1).randbytes(32))
    for n in (1, 2, 5, 7):
        dealt = tuple(ec.mul(key, x) for x in POINTS[:n])
        for _ in range(5):
            unlocked, proof = timed(f"unlock proof of {n}: make", proofs.unlock, key, dealt, b"c")
            ok = timed(
                f"unlock proof of {n}: check",
                proofs.check,
                proofs.commitment(key),
                dealt,
                unlocked,
                proof,
                b"c",
            )
            assert ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--only", choices=("jaipur", "bombay"), help="play only this game")
    args = parser.parse_args()
    if args.only != "bombay":
        unlock_proofs()
    for seed in range(1, args.games + 1):
        if args.only != "bombay":
            jaipur_game(seed)
        if args.only != "jaipur":
            bombay_game(3, seed)
            bombay_game(5, seed)
    where = "Pyodide" if PYODIDE else "CPython"
    jaipur_part = "" if args.only == "bombay" else f"{args.games} Jaipur matches, "
    bombay_part = "" if args.only == "jaipur" else f"2 x {args.games} Bombay games"
    print(f"{where} {sys.version.split()[0]}: {jaipur_part}{bombay_part}")
    print(f"{'operation':58} {'n':>5} {'median s':>9} {'worst s':>8}")
    for name, values in times.items():
        print(f"{name:58} {len(values):5} {statistics.median(values):9.4f} {max(values):8.4f}")
    print(f"{'link':58} {'longest (characters)':>20}")
    for name, size in sizes.items():
        print(f"{name:58} {size:20}")


if __name__ == "__main__":
    main()
