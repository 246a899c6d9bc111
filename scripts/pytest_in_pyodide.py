"""pytest plugin used only by the Pyodide run (scripts/pyodide_tests.mjs).

- Some tests cannot run on Pyodide's Python for reasons that have nothing to do with the
  engine (no subprocesses, no threads). They are skipped there, each with its reason in
  the pytest report, so nothing is hidden: every other test runs and its failures count.
- Hypothesis runs few examples here (``PYODIDE_EXAMPLES`` at most per property): the
  properties themselves are checked at full size on CPython; what Pyodide adds is the
  other interpreter (3.14, wasm32), which a few examples of each exercise.
- ``--leave-to-cpython`` (passed by scripts/pyodide_tests.py with its default selection)
  deselects the tests named in its ``LEFT_TO_CPYTHON``: slow, platform-independent tests
  that CPython's run already covers (the reasons are in that module's docstring).
- pytest-timeout's per-test alarm: Pyodide's ``signal`` module has SIGALRM but no
  ``setitimer``, and no timer can fire while Python runs. ``signal.setitimer`` here asks
  the node runner (``globalThis.bazaarAlarm``) to raise SIGALRM through Pyodide's
  interrupt buffer when the time is up (a watchdog thread of its own does it), so
  pytest-timeout's own ``signal`` method works unchanged.
"""

from __future__ import annotations

import signal
from typing import Any

import pytest
from pyodide_tests import LEFT_TO_CPYTHON  # scripts/ is on sys.path in the Pyodide run

# test file (relative to the repo root) or node id -> why it cannot run inside Pyodide
SKIPS: dict[str, str] = {
    "tests/test_cli_bad_input.py::test_the_real_process_exits_with_status_2_and_one_line": (
        "starts python -m game as a subprocess"
    ),
    "tests/test_cli.py::test_a_reader_that_stops_early_gets_no_traceback": (
        "starts python -m game as a subprocess"
    ),
}
PYODIDE_EXAMPLES = 10  # Hypothesis examples per property in Pyodide


def _setitimer(which: int, seconds: float, interval: float = 0.0) -> tuple[float, float]:
    """``signal.setitimer(ITIMER_REAL, seconds)``: SIGALRM after ``seconds`` (0: cancel)."""
    import js  # type: ignore[import-not-found]  # Pyodide's bridge to the node runner

    js.bazaarAlarm(seconds)
    return (0.0, 0.0)


if not hasattr(signal, "setitimer"):
    signal.ITIMER_REAL = 0  # type: ignore[misc]
    signal.setitimer = _setitimer  # type: ignore[assignment]


def pytest_configure(config: pytest.Config) -> None:
    from hypothesis import settings

    settings.register_profile("pyodide", max_examples=PYODIDE_EXAMPLES)
    settings.load_profile("pyodide")


def _fewer_examples(test: Any) -> None:
    """Cap a property's own ``@settings(max_examples=...)`` at PYODIDE_EXAMPLES (a decorator's
    value wins over the profile, so the profile alone would not do it)."""
    from hypothesis import settings

    own = getattr(test, "_hypothesis_internal_use_settings", None)
    if own is not None and own.max_examples > PYODIDE_EXAMPLES:
        test._hypothesis_internal_use_settings = settings(own, max_examples=PYODIDE_EXAMPLES)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--leave-to-cpython",
        action="store_true",
        help="deselect the tests named in scripts/pyodide_tests.py's LEFT_TO_CPYTHON",
    )


def left_to_cpython(item: pytest.Item) -> bool:
    """Whether LEFT_TO_CPYTHON names the test (a name without "[...]": every parameter)."""
    name = item.nodeid.split("[", 1)[0]
    return item.nodeid in LEFT_TO_CPYTHON or name in LEFT_TO_CPYTHON


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("leave_to_cpython"):
        left = [item for item in items if left_to_cpython(item)]
        if left:
            config.hook.pytest_deselected(items=left)
            items[:] = [item for item in items if not left_to_cpython(item)]
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        reason = SKIPS.get(item.nodeid) or SKIPS.get(path)
        if reason:
            item.add_marker(pytest.mark.skip(reason=f"not in Pyodide: {reason}"))
        if isinstance(item, pytest.Function) and getattr(item.obj, "is_hypothesis_test", False):
            _fewer_examples(item.obj)
