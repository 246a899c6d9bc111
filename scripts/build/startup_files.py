"""Which of the page's Python files each download carries, found from the page's imports.

The page fetches its modules in one zip per download: at start-up ``runtime/app.zip``
(web/pyodide-boot.mjs unpacks it: the start-up modules and their bytecode, the list being
:func:`startup_files`), and later a lazily loaded game or part
(``web/<name>/files.py``'s ``FILES``, packed into ``runtime/<name>.zip``). ``scripts/build/build.py``
packs the zips and writes those lists from this module, and tests/test_pyscript_files.py
checks that the written lists equal it, so a module the page imports is never missing and
one it never imports (a yardstick bot, a test) is never downloaded.

The walk starts at ``web/main.py`` and follows every import statement of game/ and web/,
those inside functions too (a lazy import runs in the page later, and its file must be
there then), plus the modules the registries import by name (``import_module``): the
games (``game.GAMES``), the page's bots (``game.bots.BOTS``, not the arena's yardsticks),
the remote-play adapters (``game.remote.protocol``) and the page's games and parts
(``web/games.py``: each game's card, renderer, lesson and editor, imported by
``web.shell.registry``; a lazy game's or part's first module, imported by ``web.main``). A lazily loaded game or part is a
walk of its own from its renderer's module, without what start-up already has. The think
worker's files (``runtime/think.zip``) are the worker's own concern (build.py).

Usage: ``python3 -m scripts.build.startup_files`` prints the start-up list and each lazy list.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENTRY = "web.main"
PACKAGES = ("game", "web")


def module_file(name: str) -> str | None:
    """The file (relative to the site root) of a module of game/ or web/, if any."""
    parts = name.split(".")
    if parts[0] not in PACKAGES:
        return None
    for candidate in (Path(*parts).with_suffix(".py"), Path(*parts) / "__init__.py"):
        if (ROOT / candidate).is_file():
            return candidate.as_posix()
    return None


def imports_of(path: Path, at_import: bool = False) -> set[str]:
    """Every module an import statement of ``path`` names, wherever it sits (with
    ``at_import``: only those that run when the module is imported, not inside a function);
    ``from p import n`` names ``p`` and, when it is a module, ``p.n``."""
    names: set[str] = set()
    for node in _running(ast.parse(path.read_text(encoding="utf-8")), at_import):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    return names


def _running(tree: ast.AST, at_import: bool) -> list[ast.AST]:
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:`` (never run), and with
    ``at_import`` those inside a function (run only when it is called)."""
    found: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        found.append(node)
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
            todo += node.orelse
            continue
        if at_import and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        todo += ast.iter_child_nodes(node)
    return found


def _registries() -> dict[str, list[str]]:
    """Module -> the modules its registry imports by name (read from the registries, by
    importing them: standard library only)."""
    import game
    import game.bots
    from web import games as page

    engines = [game.GAMES.entry(name) for name in game.GAMES]
    remote = [e for e in engines if e.invitation]
    return {
        "game": [e.package for e in engines],
        "game.bots": [module for module, _attr in game.bots._PAGE.values()],
        "game.remote.registry": [
            f"{e.package}.remote.{m}" for e in remote for m in ("play", e.device.rsplit(".")[0])
        ],
        "web.shell.registry": [
            m for g in page.GAMES for m in (g.card, g.renderer, g.lesson, g.editor) if m
        ],
        "web.main": [*(g.renderer for g in page.GAMES), *(p.module for p in page.PARTS)],
    }


def _lazy_entries() -> dict[str, str]:
    """Each lazily loaded game or part -> the module the page imports first."""
    from web import games

    lazy = {g.name: g.renderer for g in games.GAMES if g.lazy}
    return lazy | {p.name: p.module for p in games.PARTS}


def _cards() -> set[str]:
    """The files of every game's card (the home screen shows them all at start-up) and of
    their packages."""
    from web import games

    files = {module_file(g.card) for g in games.GAMES}
    found = {f for f in files if f is not None}
    return found | {(Path(f).parent / "__init__.py").as_posix() for f in found}


def walk(
    starts: list[str], stop: set[str], away: tuple[str, ...], inside: frozenset[str] = frozenset()
) -> set[str]:
    """Files of the modules ``starts`` may import (parent packages included), not going
    into the files of ``stop`` nor under the folders ``away`` (but for the files ``inside``)."""
    registries = _registries()
    seen: set[str] = set()
    todo = list(starts)
    while todo:
        name = todo.pop()
        rel = module_file(name)
        if (
            rel is None
            or rel in seen
            or rel in stop
            or (rel.startswith(away) and rel not in inside)
        ):
            continue
        seen.add(rel)
        parts = name.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]  # parents run first
        todo += imports_of(ROOT / rel)
        todo += registries.get(name, [])
    return seen


def lazy_walks() -> tuple[set[str], dict[str, set[str]]]:
    """(start-up files, each lazy game's or part's own files). A lazy game or part owns its
    folders (``web/<name>/``, ``game/<name>/``): start-up goes into them only for its card
    (every game's is on the home screen), for a module that a start-up module imports when
    it is imported itself (remote play's entry, the App's half that fetches the rest), and
    for what such a module imports so."""
    entries = _lazy_entries()
    folders = {name: (f"web/{name}/", f"game/{name}/") for name in entries}
    owned = tuple(f for pair in folders.values() for f in pair)
    inside = frozenset(_cards())
    while True:
        startup = walk([ENTRY], set(), owned, inside)
        eager = {module_file(m) for f in startup for m in imports_of(ROOT / f, at_import=True)}
        found = {f for f in eager if f is not None and f.startswith(owned)}
        found |= {(Path(f).parent / "__init__.py").as_posix() for f in found}  # its package
        if found <= inside:
            break
        inside |= found
    asked = {m for f in startup for m in imports_of(ROOT / f)}  # from the start-up files
    asked.update(m for named in _registries().values() for m in named)  # and by name
    lazy: dict[str, set[str]] = {}
    for name, module in entries.items():
        away = tuple(f for other, pair in folders.items() if other != name for f in pair)
        mine = [m for m in asked if (module_file(m) or "").startswith(folders[name])]
        files = walk([module, f"game.{name}", *mine], startup, away)
        files.add(f"web/{name}/files.py")  # its own listing travels with it (build.py reads it)
        lazy[name] = files
    return startup, lazy


def startup_files() -> list[str]:
    """The .py files the page may import from its start-up download, sorted."""
    return sorted(lazy_walks()[0])


def pyscript_toml(text: str) -> str:
    """``pyscript.toml``'s text without a ``[files]`` table (the last): the start-up
    modules, sources and bytecode, are one download (``runtime/app.zip``, packed by
    scripts/build/build.py from startup_files()) that web/pyodide-boot.mjs fetches while Python
    starts and unpacks into the working directory, sooner than PyScript's ``[files]``."""
    at = text.find("\n[files]\n")
    return text if at < 0 else text[:at].rstrip() + "\n"


def files_py(text: str, files: set[str]) -> str:
    """A ``web/<name>/files.py``'s text with ``FILES`` listing ``files`` (sorted), then the
    files it already listed that are no Python module (a stylesheet)."""
    tree = ast.parse(text)
    node = next(
        n for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "FILES"
    )
    others = [f for f in ast.literal_eval(node.value) if not f.endswith(".py")]
    lines = text.splitlines(keepends=True)
    body = "".join(f'    "{f}",\n' for f in [*sorted(files), *others])
    start, end = node.lineno - 1, node.end_lineno or node.lineno
    return "".join(lines[:start]) + f"FILES = (\n{body})\n" + "".join(lines[end:])


if __name__ == "__main__":
    start, lazy = lazy_walks()
    print("\n".join(sorted(start)))
    for part, found in lazy.items():
        print(f"\n{part}:\n" + "\n".join(sorted(found)))
