"""web/ keeps the shape of game/: a game-agnostic shell, one folder per game, no circles
in web/ or game/.

The shell (``web/shell/``) knows games only through the renderer registry (module names
as strings); a game's folder (``web/<game>/``) uses the shell and its own engine, never
another game's. Adding a game is then one folder in game/ and one in web/ (plus its
registry lines). Every import counts, even one inside a function or under
``TYPE_CHECKING``: a circle there still ties two modules into one. ``from package import
module`` counts as importing the module (its package is the module's own parent).
"""

from __future__ import annotations

import ast
from collections.abc import Container
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
SHELL = "shell"
PARTS = ("remote",)  # lazily loaded parts of the page that are not games (renderers.PARTS)
GAMES = sorted(
    p.name
    for p in WEB.iterdir()
    if (p / "__init__.py").is_file() and p.name != SHELL and p.name not in PARTS
)


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def web_modules(packages: tuple[str, ...] = ("web",)) -> dict[str, Path]:
    """Module name -> file, for every module of ``packages`` (folders of the root)."""
    return {
        module_name(p): p
        for package in packages
        for p in sorted((ROOT / package).rglob("*.py"))
        if "__pycache__" not in p.parts
    }


def imports_of(path: Path, modules: Container[str] = ()) -> set[str]:
    """Every module named by an import statement anywhere in ``path`` (in a function and
    under ``TYPE_CHECKING`` too); ``from p import m`` of a module ``p.m`` in ``modules``
    names ``p.m`` only."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            subs = {f"{node.module}.{a.name}" for a in node.names}
            names |= subs if all(s in modules for s in subs) else subs | {node.module}
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    return names


def graph(packages: tuple[str, ...] = ("web",)) -> dict[str, set[str]]:
    """Module of ``packages`` -> the other modules of ``packages`` it imports."""
    modules = web_modules(packages)
    return {
        name: {m for m in imports_of(path, modules) if m in modules and m != name}
        for name, path in modules.items()
    }


def function_level_imports(package: str) -> dict[str, int]:
    """File of ``package`` -> how many import statements it has inside functions."""
    found: dict[str, int] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
        count = sum(
            isinstance(n, (ast.Import, ast.ImportFrom)) for f in functions for n in ast.walk(f)
        )
        if count:
            found[path.relative_to(ROOT).as_posix()] = count
    return found


def find_cycle(edges: dict[str, set[str]]) -> list[str]:
    """One import circle as a list of modules (empty: none)."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return []

    for start in sorted(edges):
        if start not in state and (found := visit(start)):
            return found
    return []


def test_the_cycle_finder_finds_a_circle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_no_import_circle_among_web_modules() -> None:
    assert find_cycle(graph()) == []


def test_no_import_circle_in_game_or_web() -> None:
    # imports inside functions count: one there hides a circle, it does not remove it
    assert find_cycle(graph(("game", "web"))) == []


def test_the_engine_imports_inside_functions_only_in_the_command_line() -> None:
    # the command line loads the arena only when asked (its start-up stays quick);
    # everywhere else in game/ an import sits at the top, where a circle shows
    assert function_level_imports("game") == {"game/__main__.py": 2}


def test_web_has_the_shape_of_game() -> None:
    assert GAMES == ["bombay", "jaipur"]
    assert [p.name for p in WEB.glob("*.py")] and {p.name for p in WEB.glob("*.py")} == {
        "__init__.py",
        "app.py",
        "first_paint.py",
        "main.py",
    }
    for name in GAMES:
        assert (ROOT / "game" / name / "__init__.py").is_file(), f"web/{name}/ has no engine"
        assert (WEB / name / "ui.py").is_file(), f"web/{name}/ has no renderer (ui.py)"


def test_a_game_folder_uses_only_the_shell_and_its_own_engine() -> None:
    for name, imported in graph().items():
        parts = name.split(".")
        if len(parts) < 2 or parts[1] not in GAMES:
            continue
        for module in imported:
            assert module.split(".")[1] in (SHELL, parts[1]), f"{name} imports {module}"
        others = {f"game.{g}" for g in GAMES if g != parts[1]}
        engine = {m for m in imports_of(web_modules()[name]) if m.startswith("game.")}
        bad = {m for m in engine if any(m == o or m.startswith(o + ".") for o in others)}
        assert not bad, f"{name} imports another game's engine: {sorted(bad)}"


def test_a_part_uses_only_the_shell_and_its_own_engine() -> None:
    """web/remote/ draws any game through the renderer registry: it imports the shell,
    itself and game/remote/ (which knows each game's engine), never a game's own modules."""
    for name, imported in graph().items():
        parts = name.split(".")
        if len(parts) < 2 or parts[1] not in PARTS:
            continue
        for module in imported:
            assert module.split(".")[1] in (SHELL, parts[1]), f"{name} imports {module}"
        engine = {m for m in imports_of(web_modules()[name]) if m.startswith("game.")}
        bad = {m for m in engine if not m.startswith((f"game.{parts[1]}", "game.core"))}
        assert not bad, f"{name} imports a game's engine: {sorted(bad)}"


def test_the_shell_imports_no_game_folder() -> None:
    for name, imported in graph().items():
        if name.startswith(f"web.{SHELL}") or name == "web.main":
            assert not [m for m in imported if m.split(".")[1] in GAMES], name
