"""Run the engine's tests inside Pyodide under node (the browser's Python, minus the browser).

Downloads pure-Python wheels of pytest, pytest-timeout, hypothesis and their dependencies,
at the versions pinned in pyproject.toml's test extra, into the git-ignored
``.cache/pyodide-wheels/`` (once), then runs ``node scripts/pyodide_tests.mjs`` and exits
with pytest's code.

By default it runs ``ENGINE_TESTS``: the tests of the code the page runs in Pyodide that
could behave differently there (the engine, the bots, links, remote play), with Hypothesis
at a few examples per property (scripts/pytest_in_pyodide.py). The page's own modules
(``tests/test_web_*``) run in Pyodide in every browser test (e2e/); static checks of the
tree, the command line and the arena never run in the page.

``LEFT_TO_CPYTHON`` names the tests of that selection the default run leaves to CPython
(``./scripts/test unit`` runs them all): slow and platform-independent, they repeat in
Pyodide what its faster tests already exercise there. Bot matches and arenas (the engine
and the bots they play are run by the conformance games kept here), the soak's mixed
tables at test size (the searches they call are run by tests/test_search*.py here), whole
remote games that play a cheat out to a round's end (the same checks are run here by the
shorter cheat tests; format 4's whole match by its recorded golden match, which replays
every link of one here), and the repeated proofs of one property (one size of each stays).
What Pyodide adds is the other interpreter (CPython 3.14 on wasm32): arithmetic, hashing,
text and bytes, which the tests kept here run through every module. An entry is a node id
under tests/ (without "[...]": every parameter); tests/test_pyodide_selection.py checks
that each names a test of ``ENGINE_TESTS``.

Usage: ``python3 scripts/pyodide_tests.py [pytest args, default: ENGINE_TESTS]``
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
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
# Node ids of ENGINE_TESTS the default run leaves to CPython (see the docstring).
LEFT_TO_CPYTHON = (
    "tests/test_bombay_bots.py::test_computers_of_one_level_vary_their_opening_but_each_seed_plays_one",
    "tests/test_bombay_bots.py::test_no_level_waits_with_a_sale_in_reach[hard]",
    "tests/test_bombay_explain.py::test_every_move_is_legal_or_explained_and_apply_says_why_in_one_line",
    "tests/test_bombay_play.py::test_greedy_beats_random",
    "tests/test_conformance.py::test_conformance[bombay-easy,trader,random,trader,easy-0]",
    "tests/test_conformance.py::test_conformance[bombay-medium,easy,trader-0]",
    "tests/test_conformance.py::test_conformance[bombay-trader,greedy,easy,trader-0]",
    "tests/test_conformance.py::test_conformance[jaipur-medium,easy-0]",
    "tests/test_jaipur_bots.py::test_greedy_beats_random_from_both_seats",
    "tests/test_remote_bombay.py::test_no_device_knows_a_draw_before_the_rounds_last_action[5]",
    "tests/test_remote_jaipur_fold.py::test_a_key_in_E_other_than_the_committed_one_is_refused",
    "tests/test_remote_jaipur_fold.py::test_a_round_ending_move_without_the_next_shuffle_is_refused_when_the_match_goes_on",
    "tests/test_remote_jaipur_fold.py::test_a_three_round_match_ends_the_same_on_both_devices",
    "tests/test_remote_jaipur_fold.py::test_cheat_1_a_disguised_second_shuffle_in_E_is_refused",
    "tests/test_remote_jaipur_fold.py::test_each_player_sends_at_most_one_long_message_per_round_start",
    "tests/test_remote_jaipur_fold.py::test_every_link_fits_and_a_long_message_is_two_links",
    "tests/test_remote_jaipur_fold.py::test_no_plain_card_travels_and_no_save_holds_the_other_hand",
    "tests/test_remote_jaipur_fold.py::test_the_other_players_camels_show_as_not_known_until_its_first_link",
    "tests/test_remote_proofs.py::test_an_honest_proof_holds_and_flipping_any_bit_of_it_breaks_it[9]",
    "tests/test_remote_shuffle_cheats.py::test_a_format_3_next_round_shuffle_holding_a_copy_is_refused",
    "tests/test_search.py::test_bombay_move_ignores_the_bags_order",
)
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
    """The pytest arguments of a run without any: ENGINE_TESTS but LEFT_TO_CPYTHON."""
    return [*engine_tests(), "--leave-to-cpython"]


def main() -> int:
    ensure_wheels()
    args = sys.argv[1:] or default_args()
    cmd = ["node", str(ROOT / "scripts" / "pyodide_tests.mjs"), str(WHEELS), *args]
    return subprocess.run(cmd, cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
