"""The shuffle proof's speed and size (game/remote/shuffle_proof.py), in CPython or in
Pyodide (scripts/bench/bench_shuffle.mjs).

Times, for Jaipur's 70 elements in their 4 segments: a shuffle with its proof made
(lock and shuffle, then prove), and one checked; the first shuffle of a deal (the
public element points locked) and the second (that deck locked again). Then the sizes:
the proof's bytes and characters, and what the set-up links would weigh with it. Then
the set-up messages themselves in link formats 2 and 3: inviting, accepting (the
invitation checked, the answer made) and opening the answer.

    python3 -m scripts.bench.bench_shuffle [--runs N]
    node scripts/bench/bench_shuffle.mjs [--runs N]     # the same inside Pyodide under node
    python3 -m scripts.bench.bench_shuffle --matches N [--format 4]  # N whole matches

Times are CPU time of the process (scripts/bench/bench_remote.py's ``clock``), so a busy
machine does not inflate them.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys

from game.remote import ec, jaipur, shuffle_proof, wire
from game.remote.jaipur_cards import POINTS, SEGMENTS, encrypt_shuffle
from game.remote.proofs import commitment
from scripts.bench import bench_remote
from scripts.bench.bench_remote import clock

LINK = 4000  # characters a link may hold
PAGE = len("https://bazaar.example/#remote.")  # what the page puts before a message


def run(rng: random.Random, deck: tuple[int, ...]) -> tuple[float, float, tuple[int, ...]]:
    """Seconds to shuffle ``deck`` with a proof, to check it; the shuffled deck."""
    start = clock()
    key = ec.scalar(rng.randbytes(32))
    out = tuple(encrypt_shuffle(list(deck), key, rng.randbytes))
    proof = shuffle_proof.prove(key, deck, out, b"context", SEGMENTS)
    made = clock() - start
    start = clock()
    ok = shuffle_proof.check(commitment(key), deck, out, proof, b"context", SEGMENTS)
    checked = clock() - start
    assert ok
    return made, checked, out


def chars(data: int) -> int:
    """Base64url characters (no padding) of ``data`` bytes."""
    return math.ceil(data * 4 / 3)


def matches(count: int, version: int = wire.SHUFFLED) -> None:
    """Whole Jaipur matches of link format ``version`` (bench_remote.py's, random moves):
    the time to open each kind of link and to make a move (format 4: the move that ends
    a round makes the next round's first shuffle), and the longest link of each kind."""
    invite = jaipur.invite
    jaipur.invite = lambda entropy: invite(entropy, version)  # type: ignore[assignment,misc]
    for seed in range(count):
        bench_remote.jaipur_game(seed)
    print(f"{count} format-{version} matches (CPU seconds, median / worst / count)")
    for name, values in sorted(bench_remote.times.items()):
        median, worst = statistics.median(values), max(values)
        print(f"  {name:60} {median:6.3f} / {worst:6.3f} / {len(values)}")
    for name, longest in bench_remote.sizes.items():
        print(f"  longest {name}: {longest} characters")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--matches", type=int, default=0, help="whole matches")
    parser.add_argument("--format", type=int, default=wire.SHUFFLED, help="their link format")
    args = parser.parse_args()
    if args.matches:
        matches(args.matches, args.format)
        return
    rng = random.Random(1)
    timings: dict[str, list[float]] = {}
    for _ in range(args.runs):
        made, checked, first = run(rng, POINTS)
        made2, checked2, _ = run(rng, first)
        for name, value in (
            ("first shuffle + proof: make", made),
            ("first shuffle: check", checked),
            ("second shuffle + proof: make", made2),
            ("second shuffle: check", checked2),
        ):
            timings.setdefault(name, []).append(value)
    where = "Pyodide" if sys.platform == "emscripten" else "CPython"
    print(f"{where} {sys.version.split()[0]}, {args.runs} runs (CPU seconds, median / worst)")
    for name, values in timings.items():
        print(f"  {name:32} {statistics.median(values):6.3f} / {max(values):6.3f}")
    size = shuffle_proof.size(len(POINTS))
    print(f"proof: {size} bytes, {chars(size)} characters of a link")
    messages: dict[str, list[float]] = {}
    for _ in range(args.runs):
        for version in (wire.PROVEN, wire.SHUFFLED):
            start = clock()
            inviter, invitation = jaipur.invite(rng.randbytes, version)
            invited = clock()
            _, answer = jaipur.accept(invitation, rng.randbytes)
            answered = clock()
            jaipur.receive(inviter, answer, rng.randbytes)
            for name, value in (
                ("invite", invited - start),
                ("accept (check, answer)", answered - invited),
                ("open the answer", clock() - answered),
            ):
                messages.setdefault(f"format {version}: {name}", []).append(value)
    for name, values in messages.items():
        print(f"  {name:32} {statistics.median(values):6.3f} / {max(values):6.3f}")
    inviter, invitation = jaipur.invite(rng.randbytes)
    _, answer = jaipur.accept(invitation, rng.randbytes)
    for name, text in (("invitation", invitation), ("answer", answer)):
        raw = len(wire.read(text).raw)
        both = chars(raw + size)
        halves = math.ceil(both / 2) + chars(wire.HEADER + wire.SEAL) + PAGE
        print(
            f"  {name}: {len(text)} characters now, {both} with the proof: "
            f"{math.ceil(both / (LINK - PAGE))} link(s); as two links ~{halves} characters each"
        )


if __name__ == "__main__":
    main()
