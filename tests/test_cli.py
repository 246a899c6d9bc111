"""The command line: statistics as JSON, moves, apply, open, bench, error status."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main


def test_play_json_has_the_documented_keys(toy: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["play", "--game", "toy", "--players", "greedy,random", "--matches", "6", "--json"])
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["matches"] == 6 and len(out["wins"]) == 2 and sum(out["wins"]) == 6
    assert out["illegal_moves"] == 0
    assert out["link_chars"]["max"] >= out["link_chars"]["median"] > 0


def test_play_links_open_again(toy: Any, capsys: pytest.CaptureFixture[str]) -> None:
    main(
        ["play", "--game", "toy", "--players", "random,random,random", "--matches", "3", "--links"]
    )
    links = [line for line in capsys.readouterr().out.splitlines() if line.startswith("t2.")]
    assert len(links) == 3
    for link in links:
        assert main(["open", link]) == 0
    assert "winners" in capsys.readouterr().out


def test_bad_input_exits_with_status_2(toy: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["open", "t2.AAAA"]) == 2
    assert main(["play", "--game", "toy", "--players", "greedy,nobody"]) == 2
    err = capsys.readouterr().err
    assert err.count("error:") == 2


def test_bench_prints_costs(toy: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--game", "toy", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "legal_moves:" in out and "apply:" in out


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    # ``python -m game moves ... | head -1`` when head has gone before the first line
    position = (Path(__file__).parent / "data" / "bombay_six_tokens.txt").read_text()
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "moves", "--game", "bombay", position],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=Path(__file__).parent.parent,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone
    err = proc.stderr.read().decode()
    assert proc.wait() == 0 and "Traceback" not in err and "BrokenPipe" not in err
