"""Every Python module the page may import can reach the browser.

Pyodide only sees the files written into its file system: ``runtime/app.zip``, which
web/pyodide-boot.mjs fetches and unpacks at start-up (the build packs it with the
modules of ``scripts/build/startup_files.py``'s walk of the page's imports), and, for a game loaded
lazily, the paths listed in ``web/<game>/files.py`` (``FILES``; fetched when the game is
first opened). A module in neither place imports fine under CPython and pytest but fails in
the browser with ModuleNotFoundError, so this test checks the lists against the tree. The
build writes the lists from the page's imports: the lists in the tree must be what it
writes, so that nothing the page never imports (a yardstick, a test) is fetched.
"""

from __future__ import annotations

import functools
import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from scripts.build import startup_files as walk

ROOT = Path(__file__).resolve().parent.parent

PACKAGES = ("game", "web")
# Modules that never run in the page, and why.
NOT_FOR_BROWSER = {
    "game/__main__.py": "the command line (python -m game)",
    "game/arena.py": "the command line's arena (python -m game arena)",
    "game/bots/flatmc.py": "a yardstick bot: only the arena and the soak play it",
    "game/bots/trader.py": "a yardstick bot: only the arena and the soak play it",
    "game/bots/match.py": "the match loop of the command line, the arena and the soak",
    "game/core/viewtext.py": "a view's position text, for the command line (python -m game view)",
    "game/jaipur/scenario.py": "positions made by hand, for the tests",
    "scripts/tools/i18n_extract.py": "development tool that writes web/locale/messages.pot",
    "web/first_paint.py": "the build writes runtime/locale/first-paint.js with it",
}


def python_modules() -> set[str]:
    found = set()
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            rel = path.relative_to(ROOT)
            if "__pycache__" not in rel.parts and "tests" not in rel.parts:
                found.add(rel.as_posix())
    return found


@functools.cache
def startup_files() -> dict[str, str]:
    """What start-up writes into Pyodide's file system: path in the site -> path there
    (runtime/app.zip's modules, at the same place)."""
    return {path: path for path in walk.startup_files()}


def lazy_files() -> dict[str, tuple[str, ...]]:
    """web/<game>/files.py -> its FILES (paths relative to the site root)."""
    found = {}
    for path in sorted((ROOT / "web").glob("*/files.py")):
        spec = importlib.util.spec_from_file_location(f"_lazy_{path.parent.name}", path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found[path.relative_to(ROOT).as_posix()] = tuple(str(p) for p in module.FILES)
    return found


@functools.cache
def reachable() -> frozenset[str]:
    paths = set(startup_files().values())
    for files in lazy_files().values():
        paths.update(files)
    return frozenset(paths)


def test_startup_files_exist_and_the_zip_is_unpacked_at_the_working_directory() -> None:
    for url in startup_files():
        assert (ROOT / url).is_file(), f"the start-up list names {url}, which does not exist"
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    assert "files" not in config  # boot.mjs fetches runtime/app.zip and unpacks it
    boot = (ROOT / "web" / "pyodide-boot.mjs").read_text()
    assert 'new URL("../app.zip", import.meta.url)' in boot
    assert "unzip(pyodide, await files, HOME)" in boot  # HOME: PyScript's working directory


def test_lazy_files_exist() -> None:
    for listing, files in lazy_files().items():
        for path in files:
            assert (ROOT / path).is_file(), f"{listing} lists {path}, which does not exist"


@pytest.mark.parametrize("module", sorted(python_modules() - set(NOT_FOR_BROWSER)))
def test_module_reaches_the_browser(module: str) -> None:
    assert module in reachable(), (
        f"{module} is in neither the start-up list nor a web/*/files.py FILES list: "
        "the page cannot import it (or add it to NOT_FOR_BROWSER here, with the reason)"
    )


def test_every_listed_package_has_its_init() -> None:
    for path in reachable():
        parent = Path(path).parent
        while parent.parts and parent.parts[0] in PACKAGES:
            init = (parent / "__init__.py").as_posix()
            assert init in reachable() or not (ROOT / init).is_file(), (
                f"{path} is listed but its package file {init} is not"
            )
            parent = parent.parent


def test_not_for_browser_entries_are_real() -> None:
    for module in NOT_FOR_BROWSER:
        assert (ROOT / module).is_file(), f"NOT_FOR_BROWSER names {module}, which is gone"


def test_the_start_up_zip_holds_what_the_page_imports() -> None:
    """scripts/build/build.py packs runtime/app.zip from the walk of the page's imports, and
    pyscript.toml is what it writes."""
    from scripts.build import build  # scripts/build/build.py

    assert build.page_modules() == walk.startup_files()
    text = (ROOT / "pyscript.toml").read_text()
    assert walk.pyscript_toml(text) == text, "run python3 -m scripts.build.build"


def test_each_lazy_list_is_what_its_game_or_part_imports() -> None:
    _startup, lazy = walk.lazy_walks()
    for name, files in lazy.items():
        listing = ROOT / "web" / name / "files.py"
        listed = {f for f in lazy_files()[f"web/{name}/files.py"] if f.endswith(".py")}
        assert listed == files, f"web/{name}/files.py: run python3 -m scripts.build.build"
        assert walk.files_py(listing.read_text(), files) == listing.read_text()


def test_every_import_by_name_is_a_registry_the_walk_follows() -> None:
    """A module that imports others by name (``import_module``) hides them from the
    import statements: the walk must know its registry, or the page would miss a file
    (the lessons once did)."""
    by_name = {
        p.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".").removesuffix(".__init__")
        for folder in ("game", "web")
        for p in (ROOT / folder).rglob("*.py")
        if "import_module(" in p.read_text(encoding="utf-8")
    }
    assert by_name == set(walk._registries())


def test_start_up_fetches_no_yardstick_nor_test_module() -> None:
    start = set(walk.startup_files())
    yardsticks = {"game/bots/flatmc.py", "game/bots/trader.py", "game/bots/match.py"}
    assert not start & yardsticks
    assert not [f for f in start if "tests" in Path(f).parts or Path(f).name.startswith("test")]
    assert "web/shell/table/think.py" in start  # the page thinks itself where the worker fails
    assert {"game/bots/greedy.py", "game/bots/levels.py", "game/bots/random_bot.py"} <= start


def test_the_bots_registry_imports_no_bot_until_asked() -> None:
    """game.bots is a registry by name: importing it loads no bot (the page never loads
    the yardsticks), and every bot of the command line and the arena is still there."""
    code = (
        "import sys, game.bots as b\n"
        "print(sorted(m for m in sys.modules if m.startswith('game.bots.')))\n"
        "print(sorted(b.BOTS), sorted(b.ARENA_BOTS), b.ARENA_BOTS['flatmc'].__name__)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out[0] == "[]"
    page = ["easy", "greedy", "hard", "medium", "random"]
    assert out[1] == f"{page} {sorted([*page, 'flatmc', 'trader'])} flat_mc"
