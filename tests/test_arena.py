"""The arena: paired seeds in every seat order, Wilson intervals, timings, levels in order."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game import GAMES
from game.__main__ import main
from game.arena import play_logged, run_arena, wilson
from game.bots.match import play_match, series_match
from game.core.errors import GameError
from game.core.link import decode


def test_wilson_interval_matches_the_textbook() -> None:
    low, high = wilson(80, 100)
    assert (round(low, 4), round(high, 4)) == (0.7112, 0.8666)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_arena_json_reports_every_player(toy: Any, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--game", "toy", "--players", "greedy,random", "--matches", "6"]
    assert main([*argv, "--workers", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [p["player"] for p in out["players"]] == ["greedy", "random"]
    assert sum(p["wins"] for p in out["players"]) == 6
    for p in out["players"]:
        low, high = p["wilson95"]
        assert low <= p["win_rate"] <= high
        assert p["moves"] > 0 and p["seconds_per_move"]["worst"] >= 0


def test_arena_rejects_unknown_bots(toy: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--game", "toy", "--players", "greedy,nobody"]) == 2
    assert "nobody" in capsys.readouterr().err


def test_both_seat_orders_share_each_seed() -> None:
    # the same bot twice: each deal is played twice with the seats swapped, so the
    # two entries play mirror-image matches and must score exactly alike
    report = run_arena("jaipur", ["greedy", "greedy"], 4, 10, workers=1)
    a, b = report["players"]
    assert a["wins"] == b["wins"] and a["moves"] == b["moves"]
    assert a["rounds_won"] == b["rounds_won"]


def test_medium_beats_easy_in_a_small_jaipur_arena() -> None:
    """Six matches (three deals, each from both seats) are enough to show the order: Medium
    wins 5 and 11 rounds to Easy's 1 and 4 (the levels' strength at size is measured by
    scripts/bench/, docs/benchmarks.md)."""
    report = run_arena("jaipur", ["medium", "easy"], 6, 3, workers=1)
    medium, easy = report["players"]
    assert medium["wins"] > easy["wins"]
    assert medium["rounds_won"] > easy["rounds_won"]


def test_a_logged_arena_goes_on_where_it_stopped(tmp_path: Any) -> None:
    """Greedy against random (0.15 s for six matches; Easy's searches made it 7 s): each
    match's seed, not the bots' strength, is what a resumed arena must get right."""
    log = str(tmp_path / "arena.jsonl")
    whole = run_arena("jaipur", ["greedy", "random"], 6, 5, workers=1)
    run_arena("jaipur", ["greedy", "random"], 4, 5, workers=1, log_path=log)
    with open(log, encoding="utf-8") as f:
        lines = f.readlines()
    assert len(lines) == 4
    with open(log, "w", encoding="utf-8") as f:  # stopped while writing match 3
        f.writelines(lines[:3] + [lines[3][:40]])
    played: list[int] = []
    resumed = run_arena(
        "jaipur",
        ["greedy", "random"],
        6,
        5,
        workers=1,
        log_path=log,
        progress=lambda done, wins: played.append(done),
    )
    assert played == [4, 5, 6]  # matches 3, 4 and 5 played, 0-2 read back
    for a, b in zip(whole["players"], resumed["players"], strict=True):
        assert (a["wins"], a["rounds_won"], a["moves"]) == (b["wins"], b["rounds_won"], b["moves"])
    with open(log, encoding="utf-8") as f:
        assert [json.loads(line)["match"] for line in f] == [0, 1, 2, 3, 4, 5]


def test_a_log_of_another_arena_is_refused(tmp_path: Any) -> None:
    log = str(tmp_path / "arena.jsonl")
    run_arena("jaipur", ["greedy", "random"], 1, 5, workers=1, log_path=log)
    with pytest.raises(GameError, match="another arena"):
        run_arena("jaipur", ["greedy", "random"], 2, 6, workers=1, log_path=log)


# Matches of arenas played before the match loop became one (play_logged(game, players,
# k, 5).link): the arena's seeding and its bots' play must never change, or old logs
# would no longer replay to their games.
ARENA_LINKS = {
    (
        "jaipur",
        ("greedy", "random"),
        0,
    ): "j2.QAEABQIEAmLsMEmELz6itpCjnEM60pAUYiKE0hBOWcOOa_BCMAKlzscoxylMZcWgsnWxN0XHh6qdrHwGiGHCVg",
    (
        "jaipur",
        ("greedy", "random"),
        1,
    ): "j2.QQEABQICBGPQ2zNtf24hL4GFAewqXV5HSCJG59GVayAj9CjyqWHKnjjXLODoQL3SBTijIjxAuHA-MCHMCKZ0Axo",
    (
        "jaipur",
        ("greedy", "random"),
        3,
    ): "j2.PwEABgICBGAYc0AK-e-izdo9ckfbe7sG-BvKfEgsNQf-Bs3toR1Ceb9cObM-TPANvom1Jyv8CXY2FxJEcRdg",
    (
        "bombay",
        ("greedy", "random", "trader"),
        4,
    ): "b2.MAIDAAYDAgAEZq_Y5H6t4Ntd4_1tvb2m3j6OZCVnks0WAQu0_W7jLYbDtyEYKRRc",
}


@pytest.mark.parametrize("key", list(ARENA_LINKS))
def test_an_arena_match_is_the_game_it_always_was(key: tuple[str, tuple[str, ...], int]) -> None:
    game, players, k = key
    assert play_logged(game, players, k, 5).link == ARENA_LINKS[key]


def test_a_logged_match_replays_from_its_seed(tmp_path: Any) -> None:
    # each line of a log holds the match's link; the seed and seats it names, played
    # again by the one match loop, give the same game
    log = str(tmp_path / "arena.jsonl")
    run_arena("jaipur", ["greedy", "random"], 3, 9, workers=1, log_path=log)
    with open(log, encoding="utf-8") as f:
        entries = [json.loads(line) for line in f]
    for entry in entries:
        record = decode(entry["link"], GAMES).record
        order, seed = series_match(entry["players"], entry["match"], entry["seed"])
        assert record.seed == seed == 9 + entry["match"] // 2
        again = play_match(GAMES["jaipur"], order, record.seed)
        assert again.link == entry["link"]
        assert [s.kind for s in record.seats] == order


def test_play_seats_and_seeds_its_matches_as_the_arena_does(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["play", "--game", "jaipur", "--players", "greedy,random", "--matches", "4"]
    assert main([*argv, "--seed", "5", "--links"]) == 0
    links = capsys.readouterr().out.split()[:4]
    assert links == [play_logged("jaipur", ["greedy", "random"], k, 5).link for k in range(4)]
