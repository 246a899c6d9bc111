"""web/ keeps the shape of game/: rooms on floors, one folder per game, no circles in web/
or game/, and no game named where every game is served.

The floors of web/, from the ground up (an import runs down or within a room, never up):
``web/core/`` (element trees, words), ``web/games.py`` (the registry: module names as
strings), ``web/shell/`` (the game-agnostic page: its rooms are sub-packages), then each
game's folder ``web/<game>/`` and remote play ``web/remote/`` side by side (each uses the
shell and its own engine, never another game's), ``web/app.py`` (the App, composing the
shell and remote play) beside ``web/transitions.py`` (the page's one table of (screen,
action) -> transition, naming the shell's and remote play's functions), and
``web/main.py`` (the page's entry in the browser).

Every import counts, even one inside a function or under ``TYPE_CHECKING``: a circle there
still ties two modules into one. So does an import by name: a module that calls
``import_module`` imports every module its registry names (``web/games.py``, read by
:func:`registries`). ``from package import module`` counts as importing the module (its
package is the module's own parent).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests import import_graph
from tests.import_graph import ROOT, find_cycle, imports_of, modules_of

WEB = ROOT / "web"
SHELL = "shell"
PARTS = ("remote",)  # lazily loaded parts of the page that are not games (web/games.py PARTS)
GAMES = sorted(
    p.name
    for p in WEB.iterdir()
    if (p / "card.py").is_file() and p.name not in (SHELL, "core") and p.name not in PARTS
)
# The floors of web/ from the ground up: each a set of rooms (a room: the first two parts
# of a module's name, ``web.shell``, ``web.games``).
FLOORS: tuple[set[str], ...] = (
    {"web.core"},
    {"web.games"},
    {"web.shell"},
    {*(f"web.{g}" for g in GAMES), *(f"web.{p}" for p in PARTS)},
    {"web.app", "web.transitions"},
    {"web.main", "web.first_paint"},
)
# Where every game is served, no game is named (strings, comments, names); the one
# exception is a lazy part's file list, which the build writes from the imports.
AGNOSTIC = ("web/shell", "web/remote", "web/app.py", "web/transitions.py", "web/main.py")
WRITTEN = {"web/remote/files.py"}


def registries() -> dict[str, set[str]]:
    """Each module of web/ that imports by name -> the modules it may import so: read from
    the registry (``web/games.py``), as ``scripts/build/startup_files.py`` does."""
    from web import games

    return {
        "web.shell.registry": {
            m for g in games.GAMES for m in (g.card, g.renderer, g.lesson, g.editor) if m
        },
        "web.main": {g.renderer for g in games.GAMES} | {p.module for p in games.PARTS},
    }


def imports_by_name(path: Path) -> bool:
    """Whether ``path`` imports modules by name (``import_module``, ``__import__``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    called = {
        ast.unparse(n.func).rsplit(".", 1)[-1] for n in ast.walk(tree) if isinstance(n, ast.Call)
    }
    return bool(called & {"import_module", "__import__"})


def graph(
    packages: tuple[str, ...] = ("web",),
    root: Path = ROOT,
    by_name: dict[str, set[str]] | None = None,
) -> dict[str, set[str]]:
    """The import graph of ``packages`` with the registries' imports by name (``by_name``:
    the registries' modules, :func:`registries`)."""
    return import_graph.graph(packages, registries() if by_name is None else by_name, root)


def statements(packages: tuple[str, ...] = ("web",)) -> dict[str, set[str]]:
    """The import graph of the import statements alone."""
    return graph(packages, by_name={})


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


def python_files(place: str) -> list[Path]:
    """The Python files of a folder (all the way down), or the one file ``place`` names."""
    path = ROOT / place
    return sorted(path.rglob("*.py")) if path.is_dir() else [path]


def floor(module: str) -> int:
    room = ".".join(module.split(".")[:2])
    return next(i for i, rooms in enumerate(FLOORS) if room in rooms)


def test_the_cycle_finder_finds_a_circle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_a_circle_through_a_registrys_strings_is_found(tmp_path: Path) -> None:
    """A registry naming a module that imports the registry's reader back: no import
    statement closes the circle, the string does."""
    web = tmp_path / "web"
    (web / "game").mkdir(parents=True)
    for package in (web, web / "game"):
        (package / "__init__.py").write_text("")
    (web / "names.py").write_text('GAMES = ("web.game.ui",)\n')
    (web / "finder.py").write_text(
        "from importlib import import_module\n\nfrom web import names\n\n\n"
        "def load(i):\n    return import_module(names.GAMES[i])\n"
    )
    (web / "game" / "ui.py").write_text("from web import finder\n")
    assert imports_by_name(web / "finder.py")
    assert find_cycle(graph(root=tmp_path, by_name={})) == []
    named = {"web.finder": {"web.game.ui"}}  # what names.GAMES holds
    assert find_cycle(graph(root=tmp_path, by_name=named)) == [
        "web.finder",
        "web.game.ui",
        "web.finder",
    ]


def test_no_import_circle_among_web_modules() -> None:
    assert find_cycle(graph()) == []


def test_every_import_by_name_is_a_registry_the_graph_follows() -> None:
    by_name = {name for name, path in modules_of(("web",)).items() if imports_by_name(path)}
    assert by_name == set(registries())
    named = {m for g in GAMES for m in (f"web.{g}.card", f"web.{g}.ui", f"web.{g}.lesson")}
    assert named <= graph()["web.shell.registry"]


def test_no_import_circle_in_game_or_web() -> None:
    # imports inside functions count: one there hides a circle, it does not remove it
    assert find_cycle(statements(("game", "web"))) == []


def test_the_engine_imports_inside_functions_only_in_the_command_line() -> None:
    # the command line loads the arena only when asked (its start-up stays quick);
    # everywhere else in game/ an import sits at the top, where a circle shows
    assert function_level_imports("game") == {"game/__main__.py": 2}


def test_no_import_runs_back_up_a_floor() -> None:
    """An import statement runs down the floors or within a room (a registry's strings
    look up by design: the circle test follows those)."""
    up = [
        f"{name} -> {m}"
        for name, imported in statements().items()
        for m in imported
        if floor(m) > floor(name)
    ]
    assert up == []


def test_no_circle_among_the_shells_rooms() -> None:
    """The shell's rooms (``web/shell/table/``, ``web/shell/page/``, a module of its own)
    import each other without a circle, so each stands on the ones below it."""
    rooms: dict[str, set[str]] = {}
    for name, imported in statements().items():
        if name.startswith(f"web.{SHELL}."):
            room = ".".join(name.split(".")[:3])
            inside = {".".join(m.split(".")[:3]) for m in imported if m.startswith(f"web.{SHELL}.")}
            rooms.setdefault(room, set()).update(inside - {room})
    assert find_cycle(rooms) == []


def test_web_has_the_shape_of_game() -> None:
    assert GAMES == ["bombay", "jaipur"]
    assert {p.name for p in WEB.glob("*.py")} == {
        "__init__.py",
        "app.py",
        "first_paint.py",
        "games.py",
        "main.py",
        "transitions.py",
    }
    assert {m for rooms in FLOORS for m in rooms} >= {
        ".".join(m.split(".")[:2]) for m in modules_of(("web",)) if m != "web"
    }
    for name in GAMES:
        assert (ROOT / "game" / name / "__init__.py").is_file(), f"web/{name}/ has no engine"
        for part in ("ui.py", "card.py", "lesson.py"):
            assert (WEB / name / part).is_file(), f"web/{name}/ has no {part}"


@pytest.mark.parametrize("room", [*GAMES, *PARTS])
def test_a_game_or_part_uses_the_shell_and_its_own_engine(room: str) -> None:
    """A game's folder imports the core, the shell and itself, and its own engine; remote
    play draws any game through the registry, and its engine side is game/remote/ (which
    knows each game's engine)."""
    modules = modules_of(("web",))
    for name, imported in statements().items():
        if not name.startswith(f"web.{room}."):
            continue
        for module in imported:
            assert module.split(".")[1] in ("core", SHELL, room), f"{name} imports {module}"
        engine = {m for m in imports_of(modules[name]) if m.startswith("game.")}
        bad = {m for m in engine if not m.startswith((f"game.{room}", "game.core"))}
        if room in GAMES:  # a game may use the engine's shared parts, never another game
            others = tuple(f"game.{g}" for g in GAMES if g != room)
            bad = {m for m in engine if m.startswith(others)}
        assert not bad, f"{name} imports another game's engine: {sorted(bad)}"


@pytest.mark.parametrize("folder", AGNOSTIC)
def test_where_every_game_is_served_no_game_is_named(folder: str) -> None:
    """No game's name in the shell, remote play, the App or the page's entry: not in a
    string, a docstring, a comment nor a name (a new game changes nothing there)."""
    named = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in python_files(folder)
        if path.relative_to(ROOT).as_posix() not in WRITTEN
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if any(g in line.lower() for g in GAMES)
    ]
    assert named == []
