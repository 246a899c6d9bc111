"""The Pyodide run's selection (scripts/pyodide_tests.py) names real tests: an entry of
``LEFT_TO_CPYTHON`` that matched nothing would silently run in Pyodide again, or hide a
renamed test's absence."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from scripts import pyodide_tests

ROOT = Path(__file__).resolve().parent.parent


def collected(files: list[str]) -> set[str]:
    """The node ids pytest collects from ``files`` (relative to the repo root)."""
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
        + ["-o", "addopts=", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return {line.strip() for line in out.splitlines() if "::" in line}


def test_each_test_left_to_cpython_is_a_collected_engine_test() -> None:
    left = pyodide_tests.LEFT_TO_CPYTHON
    assert len(set(left)) == len(left)
    files = sorted({entry.split("::", 1)[0] for entry in left})
    assert set(files) <= set(pyodide_tests.engine_tests())  # else it would not run there anyway
    ids = collected(files)
    names = {node.split("[", 1)[0] for node in ids}
    assert [entry for entry in left if entry not in ids and entry not in names] == []


def test_only_the_default_run_asks_to_leave_them_out() -> None:
    """``--leave-to-cpython`` is added to the default selection only (main() passes any
    arguments given as they are): a test named on the command line runs."""
    assert pyodide_tests.default_args()[-1] == "--leave-to-cpython"
    assert pyodide_tests.default_args()[:-1] == pyodide_tests.engine_tests()
