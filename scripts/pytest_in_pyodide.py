"""pytest plugin used only by the Pyodide run (scripts/pyodide_tests.mjs).

Some tests cannot run on Pyodide's Python for reasons that have nothing to do with the
engine (no subprocesses, no threads). They are skipped there, each with its reason in
the pytest report, so nothing is hidden: every other test runs and its failures count.
"""

from __future__ import annotations

import pytest

# test file (relative to the repo root) or node id -> why it cannot run inside Pyodide
SKIPS: dict[str, str] = {
    "tests/test_cli_bad_input.py::test_the_real_process_exits_with_status_2_and_one_line": (
        "starts python -m game as a subprocess"
    ),
    "tests/test_cli.py::test_a_reader_that_stops_early_gets_no_traceback": (
        "starts python -m game as a subprocess"
    ),
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        reason = SKIPS.get(item.nodeid) or SKIPS.get(path)
        if reason:
            item.add_marker(pytest.mark.skip(reason=f"not in Pyodide: {reason}"))
