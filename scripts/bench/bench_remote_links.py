"""How many links a whole remote Jaipur match takes, in link formats 3, 4 and 5.

For random matches (seeds 1..N, random legal moves, in CPython) of each format, counted
per match and grouped by how many rounds it lasted (2 or 3): the sends that carry no
move (the invitation, the answer, D, E, move-less T), the links beyond one per move (a
message of more than ``wire.LINK_LIMIT`` characters goes as two links), the sends before
round 1's first move and between a round's last move and the next round's first, and
the longest link and message in characters.

    python3 -m scripts.bench.bench_remote_links --seeds 8
"""

from __future__ import annotations

import argparse
import random

from game.jaipur.remote import announce
from game.jaipur.remote import play as jaipur
from game.remote import api, proofs, wire


def _seeded(seed: int):  # type: ignore[no-untyped-def]
    return random.Random(seed).randbytes


def match(seed: int, version: int) -> list[tuple[int, str]]:
    """Every link of one random match (sender seat, message)."""
    entropy, rng = _seeded(seed), random.Random(seed)
    a, invitation = jaipur.invite(entropy, version)
    b, answer = jaipur.accept(invitation, entropy)
    devices = [api.mark_sent(a), api.mark_sent(b)]
    links = [(0, invitation), (1, answer)]
    pending: tuple[int, str] | None = (0, answer)
    while pending is not None:
        seat, text = pending
        device = jaipur.receive(devices[seat], text, entropy)
        status = api.status(device)
        pending = None
        if status.kind == "send":
            devices[seat] = api.mark_sent(device)
            links.append((seat, status.message))
            pending = (1 - seat, status.message)
        elif status.kind == "move":
            shown = api.view(device)
            move = str(rng.choice(shown.legal_moves))  # type: ignore[union-attr]
            device, link = jaipur.play(device, move, entropy)
            devices[seat] = api.mark_sent(device)
            links.append((seat, link))
            pending = (1 - seat, link)
        else:
            devices[seat] = device
    return links


def _move_and_flag(text: str) -> tuple[str, int]:
    frame = wire.read(text)
    if frame.kind != "T":
        return "", 0
    body = frame.body
    at = 2 + body[1] + announce.size(frame.version, body[1])  # format 5: the cards' proof
    unlocks = body[at]
    at += 1 + 32 * unlocks + (proofs.size(unlocks) if unlocks else 0)
    return body[at + 1 : at + 1 + body[at]].decode(), body[at + 1 + body[at]]


def counts(links: list[tuple[int, str]]) -> dict[str, int]:
    moved = [bool(_move_and_flag(t)[0]) for _, t in links]
    ends = [i for i, (_, t) in enumerate(links) if moved[i] and _move_and_flag(t)[1]]
    firsts = [moved.index(True)]
    for end in ends[:-1]:
        firsts.append(next(i for i in range(end + 1, len(links)) if moved[i]))
    later = [firsts[k + 1] - ends[k] - 1 for k in range(len(ends) - 1)]
    return {
        "rounds": len(ends),
        "moveless": moved.count(False),
        "extra links": sum(len(wire.parts(t)) - 1 for _, t in links),
        "before round 1": firsts[0],
        "later rounds min": min(later),
        "later rounds max": max(later),
        "longest link": max(len(p) for _, t in links for p in wire.parts(t)),
        "longest message": max(len(t) for _, t in links),
        "links": sum(len(wire.parts(t)) for _, t in links),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=8)
    args = parser.parse_args()
    keys: tuple[str, ...] = ("moveless", "extra links", "before round 1", "later rounds min")
    keys += ("later rounds max", "longest link", "longest message", "links")
    print(f"{'format':>6} {'rounds':>6} {'matches':>7} " + " ".join(f"{k:>17}" for k in keys))
    for version in (wire.SHUFFLED, wire.FOLDED, wire.ANNOUNCED):
        by_rounds: dict[int, list[dict[str, int]]] = {}
        for seed in range(1, args.seeds + 1):
            c = counts(match(seed, version))
            by_rounds.setdefault(c["rounds"], []).append(c)
        for rounds in sorted(by_rounds):
            rows = by_rounds[rounds]
            cells = []
            for k in keys:
                lo, hi = min(r[k] for r in rows), max(r[k] for r in rows)
                cells.append(f"{lo if lo == hi else f'{lo}-{hi}':>17}")
            print(f"{version:>6} {rounds:>6} {len(rows):>7} " + " ".join(cells))


if __name__ == "__main__":
    main()
