"""Start-up stays light: Bombay is not loaded with the page, Jaipur is complete."""

from __future__ import annotations

import tomllib
from pathlib import Path

from scripts.build import startup_files as walk

ROOT = Path(__file__).resolve().parent.parent


def startup() -> set[str]:
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    assert config["interpreter"] == "runtime/pyodide/boot.mjs"  # Pyodide or its snapshot
    assert "packages" not in config  # no micropip on the start-up path
    assert "files" not in config  # boot.mjs unpacks runtime/app.zip: the build packs walk's list
    return set(walk.startup_files())


def closure(module: str) -> set[str]:
    """Files of the game/ and web/ modules ``module`` needs at import time."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        name = todo.pop()
        parts = name.split(".")
        if parts[0] not in ("game", "web"):
            continue
        for candidate in (Path(*parts).with_suffix(".py"), Path(*parts) / "__init__.py"):
            rel = candidate.as_posix()
            if (ROOT / candidate).is_file() and rel not in seen:
                seen.add(rel)
                todo += walk.imports_of(ROOT / candidate, at_import=True)
                for i in range(1, len(parts)):  # parent packages run first
                    todo.append(".".join(parts[:i]))
    return seen


def test_bombay_is_not_loaded_at_start_up() -> None:
    assert not [f for f in startup() if "bombay" in f]


def test_what_the_page_imports_at_start_up_is_listed() -> None:
    needed = closure("web.main") | closure("web.jaipur.ui") | closure("game.jaipur")
    assert needed - startup() == set()
    # No catalogue at start-up: English needs none, another language's is fetched alone.
    assert not [f for f in startup() if "locale" in f]
