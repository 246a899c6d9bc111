"""A view's position text: what one seat sees, one ``key=value`` per line, for any game.

Written from the view's own fields, so every game's view has one without code of its
own (``python -m game view``; docs/notation.md, "Position links"). The rules, in order:

- a dataclass (the view, a player, a round's result) gives a line per field, its key
  after the dataclass's own and a dot (``rounds.0.seal``); ``legal_moves`` is left out
  (``python -m game moves`` lists them), as is any field whose metadata says
  ``text=False`` (a copy of what the other fields show);
- a list of dataclasses, or of lists, gives a line per item, keyed by its index
  (``known.1``: seat 1's); a list of (name, value) pairs with different names gives a
  line per name (``tokens.D``); an item's own lists of lists are one value;
- anything else is one value: ``-`` for none or an empty list, ``yes``/``no``, a
  number, a text, a list's items separated by spaces, a pair in a list as ``a:b``
  (``bonus_taken.0=3:2 4:5``; ``3:-``: a value not shown).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

SKIPPED = ("legal_moves",)


def view_text(view: object) -> str:
    """The position text of ``view`` (the module docstring's rules)."""
    return "\n".join(_lines("", view, False))


def _lines(key: str, value: Any, item: bool) -> Iterator[str]:
    """The lines of ``value`` under ``key``; ``item``: it is a list's item (whose lists
    of lists are one value)."""
    if is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            if f.name not in SKIPPED and f.metadata.get("text", True):
                yield from _lines(f"{key}{f.name}.", getattr(value, f.name), False)
        return
    if isinstance(value, tuple) and value and not item:
        if all(_named(v) for v in value) and len({k for k, _ in value}) == len(value):
            for k, v in value:
                yield from _lines(f"{key}{k}.", v, False)
            return
        if all(isinstance(v, tuple) or is_dataclass(v) for v in value):
            for i, v in enumerate(value):
                yield from _lines(f"{key}{i}.", v, True)
            return
    yield f"{key.rstrip('.')}={_value(value)}"


def _named(item: object) -> bool:
    """A (name, value) pair: a text, then anything but a text."""
    return (
        isinstance(item, tuple)
        and len(item) == 2
        and isinstance(item[0], str)
        and not isinstance(item[1], str)
    )


def _value(value: object) -> str:
    if isinstance(value, tuple):
        return " ".join(_item(v) for v in value) or "-"
    return _item(value)


def _item(value: object) -> str:
    if isinstance(value, tuple):
        return ":".join(_item(v) for v in value) or "-"
    if value is None or value == "":
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
