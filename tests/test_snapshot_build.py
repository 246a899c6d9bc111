"""The memory snapshot (scripts/build/build.py, scripts/build/snapshot.mjs) imports only what may be
imported outside the page: the page's modules that touch no browser module, even through
another module, and every one of those really imports without them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from scripts.build import build

ROOT = Path(__file__).resolve().parent.parent

BLOCK_BROWSER = """
import importlib.abc, importlib, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"js", "pyscript", "pyodide"}:
            raise ImportError("the snapshot may not import " + name)
sys.meta_path.insert(0, Block())
for name in sys.argv[1:]:
    importlib.import_module(name)
"""


def snapshot_modules() -> list[str]:
    return build.snapshot_modules([m for m in build.page_modules() if (ROOT / m).is_file()])


def test_the_engine_and_the_pure_shell_go_in_and_the_browser_side_stays_out() -> None:
    modules = snapshot_modules()
    assert {"game.jaipur", "game.bots.search", "web.shell.app", "web.jaipur.ui"} <= set(modules)
    assert "web.shell.dom" not in modules  # imports js
    assert "web.main" not in modules  # imports web.shell.dom


@pytest.mark.skipif(sys.platform == "emscripten", reason="starts a Python process")
def test_every_module_of_the_snapshot_imports_with_no_browser_module() -> None:
    modules = snapshot_modules()
    run = subprocess.run(
        [sys.executable, "-c", BLOCK_BROWSER, *modules], cwd=ROOT, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr[-2000:]


def test_the_header_names_the_build_and_the_boot_module_checks_it() -> None:
    boot = (ROOT / "web" / "pyodide-boot.mjs").read_text()
    maker = (ROOT / "scripts" / "build" / "snapshot.mjs").read_text()
    assert 'const SNAPSHOT_ID = "__SNAPSHOT_ID__";' in boot
    assert "`bazaar-snapshot ${SNAPSHOT_ID}`" in boot
    assert "`bazaar-snapshot ${id}`" in maker


@pytest.mark.skipif(not (ROOT / "node_modules" / "@pyscript").is_dir(), reason="npm ci not run")
def test_the_trimmed_stdlib_keeps_what_pyscript_pyodide_and_the_page_import() -> None:
    """scripts/build/trim_stdlib.mjs keeps what these roots import: PyScript's own package is
    Python in a JavaScript string (its `import base64,html,io` once went unseen and the page
    failed to start); the command line's modules are no root (argparse, processes)."""
    roots = set(build.stdlib_roots())
    assert {"html", "base64", "io", "json", "asyncio", "zipfile", "random", "gettext"} <= roots
    assert not [r for r in roots if r.split(".")[0] in ("game", "web")]
    assert "concurrent.futures.ProcessPoolExecutor" not in roots  # game/arena.py's
