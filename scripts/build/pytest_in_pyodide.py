"""pytest plugin used only by the Pyodide run (scripts/build/pyodide_tests.mjs).

- Some tests cannot run on Pyodide's Python for reasons that have nothing to do with the
  engine (no subprocesses, no threads). They are skipped there, each with its reason in
  the pytest report, so nothing is hidden: every other test runs and its failures count.
- Hypothesis runs few examples here (``PYODIDE_EXAMPLES`` at most per property): the
  properties themselves are checked at full size on CPython; what Pyodide adds is the
  other interpreter (3.14, wasm32), which a few examples of each exercise.
- ``--platform-check`` (passed by scripts/build/pyodide_tests.py with its default selection)
  deselects the slow tests but its ``KEPT_SLOW``, records which files' functions run
  (``sys.monitoring``, each function once), and fails the run if a module of the page's
  engine had none of its functions called (the rule and its reasons: that module's
  docstring).
- pytest-timeout's per-test alarm: Pyodide's ``signal`` module has SIGALRM but no
  ``setitimer``, and no timer can fire while Python runs. ``signal.setitimer`` here asks
  the node runner (``globalThis.bazaarAlarm``) to raise SIGALRM through Pyodide's
  interrupt buffer when the time is up (a watchdog thread of its own does it), so
  pytest-timeout's own ``signal`` method works unchanged.
"""

from __future__ import annotations

import inspect
import os
import signal
import sys
from typing import Any

import pytest

from scripts.build import pyodide_tests

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
    signal.ITIMER_REAL = 0
    signal.setitimer = _setitimer


CALLED: set[str] = set()  # files whose functions ran (absolute, as the code objects say)


def _monitoring() -> Any:
    """``sys.monitoring``: Python 3.12 and later, here the Pyodide run's 3.14."""
    return sys.monitoring  # type: ignore[attr-defined]  # mypy checks as 3.11, the oldest kept


def _started(code: Any, offset: int) -> Any:
    """sys.monitoring's PY_START: note a function's file, then stop listening to it."""
    if code.co_flags & inspect.CO_NEWLOCALS:  # a function, lambda or generator, not a body
        CALLED.add(code.co_filename)
    return _monitoring().DISABLE


def _tool() -> int:
    """A free sys.monitoring tool id (Hypothesis may hold one of its own)."""
    for tool in range(6):
        if _monitoring().get_tool(tool) is None:
            return tool
    raise RuntimeError("no free sys.monitoring tool id")


def pytest_configure(config: pytest.Config) -> None:
    from hypothesis import settings

    settings.register_profile("pyodide", max_examples=PYODIDE_EXAMPLES)
    settings.load_profile("pyodide")
    if config.getoption("platform_check"):
        tool, monitoring = _tool(), _monitoring()
        monitoring.use_tool_id(tool, "bazaar-platform-check")
        monitoring.register_callback(tool, monitoring.events.PY_START, _started)
        monitoring.set_events(tool, monitoring.events.PY_START)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """With ``--platform-check``: fail the run if a module of the page's engine never ran."""
    if not session.config.getoption("platform_check"):
        return
    root = os.getcwd()
    called = {os.path.relpath(f, root) for f in CALLED if f.startswith(root + os.sep)}
    missing = pyodide_tests.unexercised(called)
    report = session.config.pluginmanager.get_plugin("terminalreporter")
    if missing:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        lines = [
            "platform check FAILED: no function of these modules of the page ran in Pyodide",
            "(add a fast test, or name a slow one in KEPT_SLOW):",
            *(f"  {name}" for name in missing),
        ]
    else:
        count = len(pyodide_tests.page_engine())
        lines = [f"platform check: a function of each of the page's {count} modules ran"]
    if report is not None:
        for line in lines:
            report.write_line(line)


def _fewer_examples(test: Any) -> None:
    """Cap a property's own ``@settings(max_examples=...)`` at PYODIDE_EXAMPLES (a decorator's
    value wins over the profile, so the profile alone would not do it)."""
    from hypothesis import settings

    own = getattr(test, "_hypothesis_internal_use_settings", None)
    if own is not None and own.max_examples > PYODIDE_EXAMPLES:
        test._hypothesis_internal_use_settings = settings(own, max_examples=PYODIDE_EXAMPLES)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--platform-check",
        action="store_true",
        help="the slow tests but KEPT_SLOW deselected; fail if a module of the page never ran"
        " (scripts/build/pyodide_tests.py)",
    )


def left_to_cpython(item: pytest.Item) -> bool:
    """Whether the platform check leaves the test to CPython: slow, and not in KEPT_SLOW (a
    name there without "[...]": every parameter)."""
    name = item.nodeid.split("[", 1)[0]
    kept = item.nodeid in pyodide_tests.KEPT_SLOW or name in pyodide_tests.KEPT_SLOW
    return item.get_closest_marker("slow") is not None and not kept


@pytest.hookimpl(trylast=True)  # after tests/conftest.py has marked the slow tests
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("platform_check"):
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
