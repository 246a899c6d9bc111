"""The arena: paired seeds in every seat order, Wilson intervals, timings, levels in order."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.__main__ import main
from game.arena import run_arena, wilson


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
    report = run_arena("jaipur", ["medium", "easy"], 12, 3, workers=1)
    medium, easy = report["players"]
    assert medium["wins"] > easy["wins"]
    assert medium["rounds_won"] > easy["rounds_won"]
