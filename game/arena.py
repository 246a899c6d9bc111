"""The arena: bots against each other over many paired matches, with intervals.

    python -m game arena --game jaipur --players hard,greedy --matches 400 --seed 1 --json

Matches come in groups of one seed played in every seat rotation (both seat
orders for two players), so the luck of the deal is shared: match ``k`` uses
seed ``seed + k // n`` and rotation ``k % n`` (``game.bots.match.series_match``,
the rule ``python -m game play`` follows too). Each bot decides from its view
with its own rng forked from the seed, in the one match loop of
``game.bots.match.play_match``. Matches run in parallel processes (``--workers``, default every core).
For each entry of ``--players`` it reports wins (a shared win counts as a
fraction), the 95 % Wilson interval of its win rate, the ratio to its fair
share (1/n), rounds won, and the seconds per move it took (median and worst),
in CPU time of its process, which stays fair on a shared machine.

With a log file (``--log``), every finished match is appended to it as one JSON
line, and a later run with the same file and arguments plays only the matches
still missing: a long arena can stop and go on, in another session too, as
long as the code that plays the matches is unchanged (each line holds a digest
of the arena's, the bots' and the game's source).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from game import GAMES
from game.bots.match import play_match, series_match
from game.core.errors import GameError

Z95 = 1.959964


@dataclass(frozen=True)
class MatchLog:
    """One match as the arena needs it, by entry index of the players list."""

    wins: tuple[float, ...]  # share of the win per entry
    rounds_won: tuple[int, ...]
    move_seconds: tuple[tuple[float, ...], ...]  # per entry, each of its decisions
    link: str = ""  # the whole game, seats in the match's order (logs before 2026-12: none)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_logged(game_name: str, players: Sequence[str], k: int, seed: int) -> MatchLog:
    """Match ``k`` of an arena: its seed and seat rotation, timed per decision."""
    game = GAMES[game_name]
    n = len(players)
    order, match_seed = series_match(list(range(n)), k, seed)  # order[seat] = entry index
    result = play_match(
        game, [players[i] for i in order], match_seed, strict=True, clock=time.process_time
    )
    outcome = result.outcome
    wins = [0.0] * n
    rounds = [0] * n
    times: list[tuple[float, ...]] = [()] * n
    for seat, entry in enumerate(order):
        wins[entry] = (seat in outcome.winners) / len(outcome.winners)
        rounds[entry] = sum(seat in won for won in game.round_winners(result.final))
        times[entry] = result.seconds[seat]
    return MatchLog(tuple(wins), tuple(rounds), tuple(times), result.link)


def code_digest(game_name: str) -> str:
    """A digest of the source that plays a match of ``game_name``: the arena, the
    core, the bots and that game's package. A log's matches are only continued by
    the very code that played them."""
    root = os.path.dirname(os.path.abspath(__file__))
    paths = [os.path.join(root, name) for name in ("__init__.py", "arena.py")]
    for package in ("core", "bots", game_name):
        for folder, dirs, files in os.walk(os.path.join(root, package)):
            dirs.sort()
            paths += [os.path.join(folder, f) for f in sorted(files) if f.endswith(".py")]
    digest = hashlib.sha256()
    for path in paths:
        digest.update(os.path.relpath(path, root).encode() + b"\0")
        with open(path, "rb") as f:
            digest.update(f.read())
    return digest.hexdigest()[:12]


def _log_line(header: dict[str, Any], k: int, log: MatchLog) -> str:
    seconds = [[round(t, 5) for t in ts] for ts in log.move_seconds]
    return json.dumps(
        {
            **header,
            "match": k,
            "wins": log.wins,
            "rounds_won": log.rounds_won,
            "seconds": seconds,
            "link": log.link,
        }
    )


def read_log(path: str, header: dict[str, Any]) -> dict[int, MatchLog]:
    """The matches a log file holds, by match number (none if there is no file).

    A last line cut short (a run stopped while writing it) is removed from the
    file, so that match is played again; a line of another arena (game, players
    or seed) is an error, not a silent mix."""
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if not text.endswith("\n") and text:
        text = text[: text.rfind("\n") + 1]
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    found: dict[int, MatchLog] = {}
    for number, line in enumerate(text.splitlines(), 1):
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            raise GameError(f"{path}, line {number}: not a match of an arena log") from None
        if {key: entry.get(key) for key in header} != header:
            raise GameError(
                f"{path}, line {number}: a match of another arena "
                f"({entry.get('game')}, {entry.get('players')}, seed {entry.get('seed')}, "
                f"code {entry.get('code')}; this one: code {header['code']})"
            )
        found[entry["match"]] = MatchLog(
            tuple(entry["wins"]),
            tuple(entry["rounds_won"]),
            tuple(tuple(ts) for ts in entry["seconds"]),
            entry.get("link", ""),
        )
    return found


def run_arena(
    game_name: str,
    players: Sequence[str],
    matches: int,
    seed: int,
    workers: int = 0,
    progress: Callable[[int, list[float]], None] | None = None,
    log_path: str | None = None,
) -> dict[str, Any]:
    """Play the matches (in ``workers`` processes; 0: one per core) and summarise them.

    ``progress(done, wins)`` is called after each match, in match order. With
    ``log_path``, the matches found there are not played again, and each new
    one is appended as soon as it is finished."""
    header = {
        "game": game_name,
        "players": list(players),
        "seed": seed,
        "code": code_digest(game_name),
    }
    done = read_log(log_path, header) if log_path else {}
    logs = [done[k] for k in range(matches) if k in done]
    todo = [k for k in range(matches) if k not in done]
    wins = [sum(log.wins[i] for log in logs) for i in range(len(players))]
    args = [(game_name, tuple(players), k, seed) for k in todo]

    def collect(found: Iterable[MatchLog]) -> None:
        with open(log_path or os.devnull, "a", encoding="utf-8") as out:
            for k, log in zip(todo, found, strict=True):
                out.write(_log_line(header, k, log) + "\n")
                out.flush()
                logs.append(log)
                for i, w in enumerate(log.wins):
                    wins[i] += w
                if progress is not None:
                    progress(len(logs), wins)

    if workers == 1 or not args:
        collect(play_logged(*a) for a in args)
    else:
        with ProcessPoolExecutor(max_workers=workers or None) as pool:
            collect(pool.map(play_logged, *zip(*args, strict=True)))
    return summarise(game_name, players, matches, seed, logs)


def summarise(
    game_name: str, players: Sequence[str], matches: int, seed: int, logs: Sequence[MatchLog]
) -> dict[str, Any]:
    """The arena's report: one entry per player of the list."""
    n = len(players)
    entries = []
    for i, name in enumerate(players):
        wins = sum(log.wins[i] for log in logs)
        low, high = wilson(wins, len(logs))
        secs = [t for log in logs for t in log.move_seconds[i]]
        entries.append(
            {
                "player": name,
                "wins": round(wins, 2),
                "win_rate": round(wins / max(1, len(logs)), 4),
                "wilson95": [round(low, 4), round(high, 4)],
                "share_ratio": round(wins / max(1, len(logs)) * n, 3),
                "rounds_won": sum(log.rounds_won[i] for log in logs),
                "moves": len(secs),
                "seconds_per_move": {
                    "median": round(statistics.median(secs), 4) if secs else None,
                    "worst": round(max(secs), 4) if secs else None,
                },
            }
        )
    return {"game": game_name, "matches": matches, "seed": seed, "players": entries}


def format_report(report: dict[str, Any]) -> str:
    """The arena's report as lines of text."""
    lines = [
        f"{report['matches']} {report['game']} matches, seed {report['seed']}, "
        "every seed in every seat rotation"
    ]
    for i, e in enumerate(report["players"]):
        low, high = e["wilson95"]
        spm = e["seconds_per_move"]
        lines.append(
            f"  {e['player']:>8} (#{i + 1}): {e['wins']:g} wins ({100 * e['win_rate']:.1f} %, "
            f"95 % CI {100 * low:.1f}-{100 * high:.1f} %, {e['share_ratio']:.2f}x fair share), "
            f"{e['rounds_won']} rounds won, s/move median {spm['median']} worst {spm['worst']}"
        )
    return "\n".join(lines)
