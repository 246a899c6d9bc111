"""Golden data: games recorded once, which must replay identically forever.

- ``data/golden_<game>.txt``: one bot-vs-bot game, move by move, with its final
  position. A change to the rules, the deal, the bots or a notation shows here.
- ``data/golden_links_v2.json``: links made by this version (format 2) with the
  final position each must open to; re-encoding must give the same text.
- ``data/golden_links.json``: the same games as format-1 links, made by the
  earlier version and frozen: no longer made, they must keep opening forever.
- ``data/golden_links_v3.json``: format-3 links, games begun from a position link
  (``Record.start``), with the position each starts from and the final one.
  Links in players' hands must keep opening in later versions.

After a deliberate change, rewrite the data with ``python3 -m tests.test_golden``
and review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import GAMES
from game.bots.match import play_match
from game.core.link import Record, Seat, decode, encode
from game.core.position import encode_position

DATA = Path(__file__).resolve().parent / "data"

TRANSCRIPTS = {
    "jaipur": (["greedy", "random"], 2026),
    "bombay": (["greedy", "random", "random"], 2026),
}


def transcript(name: str) -> str:
    players, seed = TRANSCRIPTS[name]
    game = GAMES[name]
    result = play_match(game, players, seed)
    lines = [f"# {name}: {','.join(players)}, seed {seed}", *result.record.moves]
    lines += [f"# final: {game.format_position(result.final)}", f"# link: {result.link}"]
    return "\n".join(lines) + "\n"


def golden_links() -> list[dict[str, str]]:
    """The links pinned in data/golden_links_v2.json, made fresh."""
    out = []
    for name, players, seed, cut in [
        ("jaipur", ["greedy", "greedy"], 11, None),
        ("jaipur", ["random", "greedy"], 12, 20),
        ("bombay", ["greedy", "random"], 13, None),
        ("bombay", ["greedy"] * 5, 14, None),
        ("bombay", ["random", "greedy", "random", "greedy"], 15, 50),
    ]:
        record = play_match(GAMES[name], players, seed).record
        seats = tuple(
            Seat("human", f"Player {i + 1}") if i == 0 else s for i, s in enumerate(record.seats)
        )
        record = Record(name, record.options, seed, seats, record.moves[:cut])
        final = decode(encode(record, GAMES), GAMES).states[-1]
        out.append({"link": encode(record, GAMES), "final": GAMES[name].format_position(final)})
    return out


def golden_links_v3() -> list[dict[str, str]]:
    """The links pinned in data/golden_links_v3.json, made fresh: bots play on from a
    seat's view of another game's position (every game with position links)."""
    out = []
    for name, players, seed, at, cut in [
        ("bombay", ["greedy", "random"], 16, 40, None),
        ("bombay", ["greedy"] * 5, 17, 120, 30),
        ("bombay", ["random", "greedy", "greedy"], 18, 60, 0),
    ]:
        game = GAMES[name]
        if not game.has_positions:
            continue
        state = decode(play_match(game, players, seed).link, GAMES).states[at]
        start = encode_position(game, game.view(state, game.to_move(state)), GAMES)
        record = play_match(game, players, seed + 1000, start=start).record
        seats = (Seat("human", "Player 1"), *record.seats[1:])
        record = Record(name, record.options, record.seed, seats, record.moves[:cut], start)
        final = decode(encode(record, GAMES), GAMES).states[-1]
        link = encode(record, GAMES)
        out.append({"link": link, "start": start, "final": game.format_position(final)})
    return out


@pytest.mark.parametrize("name", sorted(TRANSCRIPTS))
def test_bot_game_transcript_is_unchanged(name: str) -> None:
    assert transcript(name) == (DATA / f"golden_{name}.txt").read_text()


def test_golden_links_open_to_the_same_positions() -> None:
    for entry in json.loads((DATA / "golden_links_v2.json").read_text()):
        assert entry["link"][1:3] == "2."
        rep = decode(entry["link"], GAMES)
        game = GAMES[rep.record.game]
        assert game.format_position(rep.states[-1]) == entry["final"], entry["link"]
        assert encode(rep.record, GAMES) == entry["link"]


def test_version_3_golden_links_open_from_their_start_to_the_same_positions() -> None:
    entries = json.loads((DATA / "golden_links_v3.json").read_text())
    assert entries
    for entry in entries:
        assert entry["link"][1:3] == "3."
        rep = decode(entry["link"], GAMES)
        game = GAMES[rep.record.game]
        assert rep.record.start == entry["start"], entry["link"]
        assert game.format_position(rep.states[-1]) == entry["final"], entry["link"]
        assert encode(rep.record, GAMES) == entry["link"]


def test_version_1_golden_links_open_exactly_as_before() -> None:
    old = json.loads((DATA / "golden_links.json").read_text())
    new = json.loads((DATA / "golden_links_v2.json").read_text())
    assert len(old) == len(new)
    for entry, v2 in zip(old, new, strict=True):
        assert entry["link"][1:3] == "1."
        rep = decode(entry["link"], GAMES)
        game = GAMES[rep.record.game]
        assert game.format_position(rep.states[-1]) == entry["final"], entry["link"]
        assert v2["final"] == entry["final"]
        assert encode(rep.record, GAMES) == v2["link"]  # the same game, written as version 2


if __name__ == "__main__":
    for name in TRANSCRIPTS:
        (DATA / f"golden_{name}.txt").write_text(transcript(name))
    (DATA / "golden_links_v2.json").write_text(json.dumps(golden_links(), indent=1) + "\n")
    (DATA / "golden_links_v3.json").write_text(json.dumps(golden_links_v3(), indent=1) + "\n")
    print("golden data rewritten: review `git diff tests/data`")
