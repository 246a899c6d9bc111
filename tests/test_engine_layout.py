"""game/ keeps one game in one place: the generic layers name no game, and no import
circle runs through them, the string registries included.

A game lives in ``game/<name>/`` (its engine, bot budgets, remote play in
``game/<name>/remote/``) and reaches the rest through its one entry in ``game._WHERE``.
``game/core``, ``game/bots`` and ``game/remote`` are written once for every game: no
identifier, string (docstrings included) or comment there names a game. The link code
takes the registry of games as an argument instead of importing it, so the import graph
of game/, with the modules the registries import by name as edges, has no circle.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import game
import game.bots
from game.remote import registry
from tests.import_graph import ROOT, find_cycle, graph

GENERIC = ("game/core", "game/bots", "game/remote")
GAME_NAMES = re.compile("|".join(sorted(game.GAMES)), re.IGNORECASE)
NAMING = {tokenize.NAME, tokenize.STRING, tokenize.COMMENT}  # f-strings are STRING in 3.11


def names_of_games(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line: token`` for each identifier, string or comment naming a game."""
    text = path.read_text(encoding="utf-8")
    return [
        f"{path.relative_to(root)}:{tok.start[0]}: {tok.string[:60]}"
        for tok in tokenize.generate_tokens(io.StringIO(text).readline)
        if tok.type in NAMING and GAME_NAMES.search(tok.string)
    ]


def registry_edges() -> dict[str, set[str]]:
    """Module -> the modules its registry imports by name (``import_module``)."""
    entries = [game.GAMES.entry(name) for name in game.GAMES]
    bots = {*game.bots._PAGE.values(), *game.bots._YARDSTICKS.values()}
    return {
        "game": {e.package for e in entries},
        "game.bots": {module for module, _attr in bots},
        registry.__name__: {
            f"{e.package}.remote.{module}"
            for e in entries
            if e.invitation
            for module in ("play", e.device.rsplit(".", 1)[0])
        },
    }


def test_the_generic_layers_name_no_game() -> None:
    found = [
        hit
        for folder in GENERIC
        for path in sorted((ROOT / folder).rglob("*.py"))
        for hit in names_of_games(path)
    ]
    assert found == []


def test_the_command_line_names_a_game_only_as_a_default() -> None:
    for name in ("game/__main__.py", "game/arena.py"):
        path = ROOT / name
        lines = path.read_text(encoding="utf-8").splitlines()
        doc = ast.get_docstring(ast.parse("\n".join(lines)), clean=False) or ""
        usage = doc.count("\n") + 1  # the usage lines of the module docstring
        hits = [hit for hit in names_of_games(path) if int(hit.split(":")[1]) > usage]
        assert all("default=" in lines[int(hit.split(":")[1]) - 1] for hit in hits), hits


def test_the_check_sees_a_name_in_a_docstring_an_identifier_and_a_comment(
    tmp_path: Path,
) -> None:
    name = next(iter(game.GAMES))
    planted = tmp_path / "planted.py"
    planted.write_text(f'"""For {name.title()}."""\n{name}_x = 1  # {name.upper()}\ny = 2\n')
    lines = [hit.split(":")[1] for hit in names_of_games(planted, tmp_path)]
    assert lines == ["1", "2", "2"]


def test_every_import_by_name_in_game_is_a_registry_the_graph_follows() -> None:
    by_name = {
        p.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".").removesuffix(".__init__")
        for p in (ROOT / "game").rglob("*.py")
        if "import_module(" in p.read_text(encoding="utf-8")
    }
    assert by_name == set(registry_edges())
    modules = graph(("game",))
    assert all(m in modules for named in registry_edges().values() for m in named)


def test_no_import_circle_in_game_through_the_registries() -> None:
    assert find_cycle(graph(("game",), registry_edges())) == []


def test_the_graph_finds_a_circle_planted_through_a_registry() -> None:
    # the core imports the registry of games, which names the games' packages by string:
    # game -> game.<name> -> ... -> game.core.protocol -> game
    edges = graph(("game",), registry_edges())
    edges["game.core.protocol"] = edges["game.core.protocol"] | {"game"}
    assert find_cycle(edges)[0] == "game"
    assert find_cycle(graph(("game",))) == []  # without the registries' edges it hides
