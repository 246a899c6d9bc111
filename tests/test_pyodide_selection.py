"""The Pyodide run's selection (scripts/build/pyodide_tests.py, its rule and reasons in the
docstring): the tests of ``ENGINE_TESTS`` not marked slow, plus ``KEPT_SLOW``, and a check
at the run's end that a function of every module of the page's engine ran. These keep the
rule's parts true: an entry of ``KEPT_SLOW`` that matched nothing would hide a renamed
test's absence, and a check that could not fail (or that counted the command line's
modules) would prove nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import cast

import pytest

from scripts.build import pyodide_tests, pytest_in_pyodide

ROOT = Path(__file__).resolve().parent.parent


def collected(files: list[str], *args: str) -> set[str]:
    """The node ids pytest collects from ``files`` (relative to the repo root)."""
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
        + ["-o", "addopts=", *args, *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return {line.strip() for line in out.splitlines() if "::" in line}


def test_each_test_kept_is_a_collected_slow_engine_test() -> None:
    kept = pyodide_tests.KEPT_SLOW
    assert len(set(kept)) == len(kept)
    files = sorted({entry.split("::", 1)[0] for entry in kept})
    assert set(files) <= set(pyodide_tests.engine_tests())  # else it would not run there anyway
    if files:
        ids = collected(files, "-m", "slow")
        names = {node.split("[", 1)[0] for node in ids}
        assert [entry for entry in kept if entry not in ids and entry not in names] == []


def test_only_the_default_run_asks_for_the_platform_check() -> None:
    """``--platform-check`` is added to the default selection only (main() passes any
    arguments given as they are): a test named on the command line runs, slow or not."""
    assert pyodide_tests.default_args()[-1] == "--platform-check"
    assert pyodide_tests.default_args()[:-1] == pyodide_tests.engine_tests()


def test_the_page_engine_is_what_the_page_imports_and_not_the_command_line() -> None:
    engine = pyodide_tests.page_engine()
    assert all(f.startswith("game/") and (ROOT / f).is_file() for f in engine)
    for away in ("game/__main__.py", "game/arena.py", "game/bots/trader.py"):
        assert away not in engine  # the command line, the arena, a yardstick: not the page's
    for module in ("game/jaipur/rules.py", "game/bots/search.py", "game/remote/jaipur_fold.py"):
        assert module in engine


def test_the_check_names_each_module_none_of_whose_functions_ran() -> None:
    engine = pyodide_tests.page_engine()
    assert pyodide_tests.unexercised(set(engine)) == []
    everything_but_one = set(engine) - {"game/remote/shuffle_proof.py"}
    assert pyodide_tests.unexercised(everything_but_one) == ["game/remote/shuffle_proof.py"]
    # a module without a function (its import runs it whole) needs no call
    assert not pyodide_tests.defines_a_function(ROOT / "game/remote/__init__.py")
    assert "game/remote/__init__.py" not in pyodide_tests.unexercised(set())


class _Item:
    def __init__(self, nodeid: str, slow: bool) -> None:
        self.nodeid, self.slow = nodeid, slow

    def get_closest_marker(self, name: str) -> object | None:
        return object() if name == "slow" and self.slow else None


def item(nodeid: str, slow: bool) -> pytest.Item:
    """A stand-in for a collected test: the two things the plugin reads of one."""
    return cast(pytest.Item, _Item(nodeid, slow))


def test_the_slow_tests_are_left_to_cpython_but_those_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    slow = "tests/test_search.py::test_bombay_move_ignores_the_bags_order"
    monkeypatch.setattr(pyodide_tests, "KEPT_SLOW", (slow,))  # the plugin's import
    left = pytest_in_pyodide.left_to_cpython
    assert left(item("tests/test_conformance.py::test_conformance[jaipur-medium,easy-0]", True))
    assert not left(item("tests/test_core_rng.py::test_golden", False))
    assert not left(item(f"{slow}[2]", True))  # a name kept: every parameter
