"""Copying a frozen record with some fields changed: the engine's one way.

``evolve(obj, **changes)`` is what ``dataclasses.replace`` does, about twice as fast:
the engine makes a few copies per move, and bots make millions. A record with a
``__dict__`` is copied without running ``__init__``, so it must not be used on a class
with a ``__post_init__`` (a few moves have one, and a move is never evolved:
tests/test_core_evolve.py keeps the list); a slotted one is built from its
fields in order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")
_LAYOUT: dict[type, tuple[Callable[[Any], tuple[Any, ...]], dict[str, int]]] = {}


def evolve(obj: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``obj`` with ``changes``."""
    try:
        old = obj.__dict__
    except AttributeError:
        return _slotted(obj, changes)
    new = object.__new__(type(obj))
    attrs = new.__dict__
    attrs.update(old)
    attrs.update(changes)
    if len(attrs) != len(old):
        raise TypeError(f"{type(obj).__name__} has no field {sorted(attrs.keys() - old.keys())}")
    return new


def _slotted(obj: T, changes: dict[str, Any]) -> T:
    cls = type(obj)
    layout = _LAYOUT.get(cls)
    if layout is None:
        names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
        layout = _LAYOUT[cls] = (attrgetter(*names), {n: i for i, n in enumerate(names)})
    get, index = layout
    values = list(get(obj))
    for name, value in changes.items():
        values[index[name]] = value
    return cls(*values)
