"""Every Python module the page may import can reach the browser.

Pyodide only sees the files PyScript writes into its file system: the ``[files]`` table of
``pyscript.toml`` (loaded at start-up) and, for a game loaded lazily, the paths listed in
``web/<game>/files.py`` (``FILES``; fetched when the game is first opened). A module in
neither place imports fine under CPython and pytest but fails in the browser with
ModuleNotFoundError, so this test checks the lists against the tree.
"""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "web")
# Modules that never run in the page, and why.
NOT_FOR_BROWSER = {
    "game/__main__.py": "the command line (python -m game)",
    "game/arena.py": "the command line's arena (python -m game arena)",
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


def startup_files() -> dict[str, str]:
    """pyscript.toml's [files]: URL (relative to the page) -> path in Pyodide's file system."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    files = config.get("files", {})
    assert isinstance(files, dict), "pyscript.toml [files] must be a table"
    return {str(k): str(v) for k, v in files.items()}


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


def reachable() -> set[str]:
    paths = set(startup_files().values())
    for files in lazy_files().values():
        paths.update(files)
    return paths


def test_startup_files_exist_and_keep_their_import_path() -> None:
    for url, dest in startup_files().items():
        if url.startswith("runtime/"):
            continue  # build outputs (scripts/build.py), git-ignored
        assert (ROOT / url).is_file(), f"pyscript.toml lists {url}, which does not exist"
        if url.endswith(".py"):
            assert dest == url, f"{url} is written to {dest}: its import name would change"


def test_lazy_files_exist() -> None:
    for listing, files in lazy_files().items():
        for path in files:
            assert (ROOT / path).is_file(), f"{listing} lists {path}, which does not exist"


@pytest.mark.parametrize("module", sorted(python_modules() - set(NOT_FOR_BROWSER)))
def test_module_reaches_the_browser(module: str) -> None:
    assert module in reachable(), (
        f"{module} is in neither pyscript.toml [files] nor a web/*/files.py FILES list: "
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
