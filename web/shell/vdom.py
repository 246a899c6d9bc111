"""A tiny element tree, built in Python and materialised by ``dom.mount``.

A node is a list ``[tag, attrs, *children]``; a child is a node or a ``str``,
which always becomes a text node (never markup), so text from links and saves
cannot inject HTML. Building plain lists keeps renders testable in CPython and
lets the page hand one JSON document to the browser per render.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

Node = list[Any]
Child = Node | str | None | Iterable[Any]


def h(tag: str, attrs: dict[str, Any] | None = None, *children: Child) -> Node:
    """An element. ``None``/``False`` attributes and ``None`` children are dropped;
    lists of children are flattened; ``True`` attributes become empty strings."""
    clean = {
        k: ("" if v is True else str(v))
        for k, v in (attrs or {}).items()
        if v is not None and v is not False
    }
    node: Node = [tag, clean]
    _extend(node, children)
    return node


def _extend(node: Node, children: Iterable[Any]) -> None:
    for child in children:
        if child is None or child is False:
            continue
        if (
            isinstance(child, str)
            or child
            and isinstance(child[0], str)
            and len(child) >= 2
            and isinstance(child[1], dict)
        ):
            node.append(child)
        else:
            _extend(node, child)


def text_of(node: Any) -> str:
    """All text inside ``node`` (for tests and accessible names)."""
    if node is None:
        return ""
    if isinstance(node, str):
        return node
    if node and isinstance(node[0], str) and len(node) >= 2 and isinstance(node[1], dict):
        return "".join(text_of(c) for c in node[2:])
    return "".join(text_of(c) for c in node)


def find_all(node: Node, pred: Any) -> list[Node]:
    """Every element under ``node`` (itself included) for which ``pred(element)``."""
    out = [node] if pred(node) else []
    for child in node[2:]:
        if isinstance(child, list):
            out += find_all(child, pred)
    return out


def by_attr(node: Node, name: str, value: str | None = None) -> list[Node]:
    """Elements having attribute ``name`` (equal to ``value`` when given)."""
    return find_all(node, lambda n: name in n[1] and (value is None or n[1][name] == value))
