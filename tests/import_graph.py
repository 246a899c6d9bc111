"""The import graph of the repository's packages, and a finder of circles in it.

Shared by the layout tests of game/ and web/. Every import counts, even one inside a
function or under ``TYPE_CHECKING``: a circle there still ties two modules into one.
``from package import module`` counts as importing the module (its package is the
module's own parent). A registry that imports modules by name (``import_module``) hides
its edges from the import statements: the tests add them from the registries themselves.
"""

from __future__ import annotations

import ast
from collections.abc import Container, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path, root: Path = ROOT) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def modules_of(packages: tuple[str, ...], root: Path = ROOT) -> dict[str, Path]:
    """Module name -> file, for every module of ``packages`` (folders of ``root``)."""
    return {
        module_name(p, root): p
        for package in packages
        for p in sorted((root / package).rglob("*.py"))
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


def graph(
    packages: tuple[str, ...], by_name: Mapping[str, set[str]] | None = None, root: Path = ROOT
) -> dict[str, set[str]]:
    """Module of ``packages`` -> the other modules of ``packages`` it imports, with the
    modules ``by_name`` says it imports by name (a registry's entries)."""
    modules = modules_of(packages, root)
    by_name = by_name or {}
    return {
        name: {
            m
            for m in imports_of(path, modules) | by_name.get(name, set())
            if m in modules and m != name
        }
        for name, path in modules.items()
    }


def find_cycle(edges: Mapping[str, set[str]]) -> list[str]:
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
