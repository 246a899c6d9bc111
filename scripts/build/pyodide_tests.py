"""Run the engine's tests inside Pyodide under node (the browser's Python, minus the browser).

Downloads pure-Python wheels of pytest, pytest-timeout, hypothesis and their dependencies,
at the versions pinned in pyproject.toml's test extra, into the git-ignored
``.cache/pyodide-wheels/`` (once), then runs ``node scripts/build/pyodide_tests.mjs`` and exits
with pytest's code.

By default it runs ``ENGINE_TESTS`` (the tests of the engine the page runs in Pyodide:
the games, the bots, links, remote play) but the slow ones, and checks that this covered
the page's whole engine. The step is a platform check, not a second run of the behaviour
tests: CPython's unit step runs every test (slow ones included) and proves the behaviour;
what Pyodide adds is the other interpreter (CPython 3.14 on wasm32: arithmetic, big
integers, hashing, text and bytes), which it is enough to run through every module the
page or its worker runs. So the selection rule, in one place:

- the tests of ``ENGINE_TESTS`` not marked slow (``tests/conftest.py``'s ``SLOW``: searches,
  whole games, arenas, the proof-heavy remote games and cheats), with Hypothesis at a few
  examples per property (scripts/build/pytest_in_pyodide.py), plus ``KEPT_SLOW``: slow tests kept
  for functions of the page no fast test runs and no browser test runs in the page (none
  today: a format-4 round's end, the slow tests' longest path, runs in the page's Pyodide
  in e2e/test_remote.py);
- and the run fails if a module of :func:`page_engine` (game/'s files the page may import,
  found by scripts/build/startup_files.py's walk: not the command line, the arena, the bot match
  loop or the yardstick bots) had none of its functions called (a module that defines no
  function is run whole by its import). The plugin records each function's first call
  through ``sys.monitoring``, then stops listening to it, so the record costs nearly nothing.

The page's own modules (``web/``, ``tests/test_web_*``) run in Pyodide in every browser test
(e2e/); static checks of the tree, the command line and the arena never run in the page.
tests/test_pyodide_selection.py keeps the rule's parts true: ``KEPT_SLOW`` names slow tests
of ``ENGINE_TESTS``, :func:`page_engine` holds the page's modules and not the command
line's, the check names a module none of whose functions ran, and the plugin leaves the
slow tests out but those kept; the check itself runs at the end of every default run.

Usage: ``python3 -m scripts.build.pyodide_tests [pytest args, default: ENGINE_TESTS]``
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
import tomllib
from pathlib import Path

from scripts.build import startup_files

ROOT = Path(__file__).resolve().parents[2]
WHEELS = ROOT / ".cache" / "pyodide-wheels"
# pytest and hypothesis and what they import on Python 3.14; versions come from pyproject.
WHEEL_NAMES = (
    "pytest",
    "pytest-timeout",
    "iniconfig",
    "packaging",
    "pluggy",
    "pygments",
    "hypothesis",
    "sortedcontainers",
    "babel",  # the catalogue tests (tests/test_web_i18n.py) read the .po files with it
)
# The default selection (globs under tests/): what could differ in the browser's Python.
ENGINE_TESTS = (
    "test_bombay_*.py",
    "test_jaipur_*.py",
    "test_core_link*.py",
    "test_core_memo.py",
    "test_core_rng.py",
    "test_bots.py",
    "test_conformance.py",
    "test_golden.py",
    "test_remote_*.py",
    "test_review.py",
    "test_search*.py",
)
# Slow tests the default run keeps (node ids; a name without "[...]": every parameter), each
# for functions of the page no fast test runs (see the docstring). None today: the slow
# tests' longest path, a format-4 round's end (keys revealed, the round's shuffles verified,
# the next shuffle folded into the ending move), runs in the page's own Pyodide in
# e2e/test_remote.py's Jaipur round; here its three-round match cost about 85 s of CPU.
KEPT_SLOW: tuple[str, ...] = ()
PYTHON_VERSION = "3.14"  # Pyodide 314's CPython
# Versions that differ from the CPython pins, and why. Hypothesis moved part of its core to
# a compiled extension (hypothesis._native) after 6.155.7, whose wheels exist only for
# native platforms; 6.155.7 is its last pure-Python release, so Pyodide runs that one.
PYODIDE_OVERRIDES = {"hypothesis": "6.155.7"}


def normalize(name: str) -> str:
    return name.lower().replace("_", "-")


def pins() -> dict[str, str]:
    """name -> exact version for every pin of the test extra."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    found = {}
    for spec in project["optional-dependencies"]["test"]:
        name, _, version = spec.partition("==")
        found[normalize(name)] = version
    return found | PYODIDE_OVERRIDES


def wheel_present(name: str, version: str) -> bool:
    stem = f"{normalize(name).replace('-', '_')}-{version}-"
    return any(p.name.lower().startswith(stem) for p in WHEELS.glob("*.whl"))


def download(specs: list[str]) -> None:
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--quiet",
        "--disable-pip-version-check",
        "--only-binary=:all:",
        "--no-deps",
        "--python-version",
        PYTHON_VERSION,
        "--dest",
        str(WHEELS),
        *specs,
    ]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"pip could not download the wheels for Pyodide:\n{result.stderr[-3000:]}")


def ensure_wheels() -> None:
    versions = pins()
    missing = [n for n in WHEEL_NAMES if n not in versions]
    if missing:
        sys.exit(f"pyproject.toml's test extra does not pin: {', '.join(missing)}")
    WHEELS.mkdir(parents=True, exist_ok=True)
    needed = [f"{n}=={versions[n]}" for n in WHEEL_NAMES if not wheel_present(n, versions[n])]
    if needed:
        print(f"downloading wheels for Pyodide: {' '.join(needed)}", flush=True)
        download(needed)
    for stale in WHEELS.glob("*.whl"):
        if not any(
            wheel_present(n, versions[n])
            and stale.name.lower().startswith(f"{n.replace('-', '_')}-{versions[n]}-")
            for n in WHEEL_NAMES
        ):
            stale.unlink()


def engine_tests() -> list[str]:
    """ENGINE_TESTS as paths relative to the repo root, sorted."""
    found = {p for pattern in ENGINE_TESTS for p in (ROOT / "tests").glob(pattern)}
    return sorted(str(p.relative_to(ROOT)) for p in found)


def default_args() -> list[str]:
    """The pytest arguments of a run without any: ENGINE_TESTS, the platform check's
    selection and its check of every module (scripts/build/pytest_in_pyodide.py)."""
    return [*engine_tests(), "--platform-check"]


@functools.cache
def page_engine() -> tuple[str, ...]:
    """The modules of game/ the page may import, sorted: its start-up download and each lazy
    game's (scripts/build/startup_files.py's walk of the page's imports). The think worker runs
    the computer's moves, hints and reviews of those same games with those same bots."""
    startup, lazy = startup_files.lazy_walks()
    files = startup.union(*lazy.values())
    return tuple(sorted(f for f in files if f.startswith("game/")))


def defines_a_function(path: Path) -> bool:
    """Whether the module at ``path`` holds a function or lambda (else its import ran it all)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
    return any(isinstance(node, kinds) for node in ast.walk(tree))


def unexercised(called: set[str]) -> list[str]:
    """The modules of page_engine() that define a function none of whose functions ran;
    ``called``: the files (relative to the repo root) whose functions ran."""
    return [f for f in page_engine() if f not in called and defines_a_function(ROOT / f)]


def main() -> int:
    ensure_wheels()
    args = sys.argv[1:] or default_args()
    cmd = ["node", str(ROOT / "scripts" / "build" / "pyodide_tests.mjs"), str(WHEELS), *args]
    return subprocess.run(cmd, cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
