"""A tiny element tree, built in Python and materialised by ``dom.mount``.

A node is a list ``[tag, attrs, *children]``; a child is a node or a ``str``,
which always becomes a text node (never markup), so text from links and saves
cannot inject HTML. Building plain lists keeps renders testable in CPython and
lets the page hand one JSON document to the browser per render.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

Attrs = dict[str, str]  # an element's attributes, every value already text
AttrValue = str | int | float | bool | None  # what ``h`` accepts: ``None``/``False`` drop it
# An element: ``[tag, attrs, *children]``, each child an element or a text.
Node = list["str | Attrs | Node"]
# What ``h`` takes as a child: an element, a text, nothing, or any nesting of iterables of them.
Child = Node | str | bool | None | Iterable["Child"]


def h(tag: str, attrs: Mapping[str, AttrValue] | None = None, *children: Child) -> Node:
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


def _is_element(child: object) -> bool:
    return (
        isinstance(child, list)
        and len(child) >= 2
        and isinstance(child[0], str)
        and isinstance(child[1], dict)
    )


def _extend(node: Node, children: Iterable[Child]) -> None:
    for child in children:
        if child is None or isinstance(child, bool):
            continue
        if isinstance(child, str) or isinstance(child, list) and _is_element(child):
            node.append(child)
        else:
            _extend(node, child)


def attrs_of(node: Node) -> Attrs:
    """The attributes of element ``node`` (a dict that can be changed in place)."""
    found = node[1]
    if not isinstance(found, dict):
        raise TypeError(f"not an element: {node[:2]!r}")
    return found


def children(node: Node) -> list[Node | str]:
    """The children of element ``node``, elements and texts, in order."""
    return [c for c in node[2:] if not isinstance(c, dict)]


def elements(node: Node) -> list[Node]:
    """The child elements of element ``node``, its texts left out."""
    return [c for c in node[2:] if isinstance(c, list)]


def text_of(node: Child) -> str:
    """All text inside ``node`` (for tests and accessible names)."""
    if node is None or isinstance(node, bool):
        return ""
    if isinstance(node, str):
        return node
    if isinstance(node, list) and _is_element(node):
        return "".join(text_of(c) for c in children(node))
    return "".join(text_of(c) for c in node)


def find_all(node: Node, pred: Callable[[Node], bool]) -> list[Node]:
    """Every element under ``node`` (itself included) for which ``pred(element)``."""
    out = [node] if pred(node) else []
    for child in node[2:]:
        if isinstance(child, list):
            out += find_all(child, pred)
    return out


def by_attr(node: Node, name: str, value: str | None = None) -> list[Node]:
    """Elements having attribute ``name`` (equal to ``value`` when given)."""
    return find_all(
        node, lambda n: name in attrs_of(n) and (value is None or attrs_of(n)[name] == value)
    )
