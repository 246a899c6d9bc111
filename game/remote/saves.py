"""A device's remote game as JSON text (for localStorage, or a file to move it).

The text names its format and version; reading checks every field's type
against the device's dataclass, so a damaged or foreign save is refused with
one sentence instead of failing later in the middle of a game.
"""

from __future__ import annotations

import functools
import json
import types
from dataclasses import MISSING, asdict, fields, is_dataclass
from typing import (
    Any,
    TypeVar,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

from game.remote.errors import LinkRefused
from game.remote.protocol import Device
from game.remote.registry import device_class

FORMAT = "bazaar-remote"
VERSION = 1
V = TypeVar("V")


def to_json(device: Device) -> str:
    """The device as compact JSON text."""
    game = type(device).GAME_NAME
    fields_ = asdict(device)  # type: ignore[call-overload]  # every device is a dataclass
    record = {"format": FORMAT, "version": VERSION, "game": game, "device": fields_}
    return json.dumps(record, separators=(",", ":"))


def from_json(text: str) -> Device:
    """The device saved as ``text``; raises LinkRefused("format") when it cannot be read."""
    try:
        record = json.loads(text)
        if record["format"] != FORMAT or record["version"] != VERSION:
            raise ValueError("format")
        device: Device = _convert(record["device"], device_class(record["game"]))
    except (ValueError, KeyError, TypeError, AttributeError):
        raise LinkRefused(
            "This saved remote game is damaged or not a remote game.", "format"
        ) from None
    return device


def view_to_json(view: object, blank: dict[str, object] | None = None) -> str:
    """A game view (a dataclass) as compact JSON text, without its legal moves nor the
    fields named in ``blank`` (a move log keeps the view before each move, as much of it
    as its sentence reads; ``view_from_json`` puts ``blank``'s values back)."""
    data = asdict(view)  # type: ignore[call-overload]  # any game's view dataclass
    for name in ("legal_moves", *(blank or {})):
        data.pop(name, None)
    return json.dumps(data, separators=(",", ":"))


def view_from_json(text: str, cls: type[V], blank: dict[str, object] | None = None) -> V:
    """The view of class ``cls`` that ``view_to_json`` wrote (LinkRefused("format") if it
    cannot be read)."""
    try:
        data = {**(blank or {}), **json.loads(text), "legal_moves": []}
        view: V = _convert(data, cls)
    except (ValueError, KeyError, TypeError, AttributeError):
        raise LinkRefused("This saved move is damaged.", "format") from None
    return view


def _convert(value: Any, hint: Any) -> Any:
    """``value`` read from JSON as ``hint`` (a dataclass, tuple, union or plain type)."""
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        for option in get_args(hint):
            try:
                return _convert(value, option)
            except (ValueError, TypeError, KeyError):
                continue
        raise TypeError("no type of the union fits")
    if origin is tuple:
        return _tuple(value, get_args(hint))
    if hint is type(None):
        if value is not None:
            raise TypeError("expected null")
        return None
    if is_dataclass(hint):
        return _dataclass(value, hint)
    if type(value) is not hint:
        raise TypeError(f"expected {hint}")
    return value


def _tuple(value: Any, args: tuple[Any, ...]) -> tuple[Any, ...]:
    if not isinstance(value, list):
        raise TypeError("expected a list")
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(_convert(v, args[0]) for v in value)
    if len(value) != len(args):
        raise TypeError("wrong length")
    return tuple(_convert(v, a) for v, a in zip(value, args, strict=True))


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    """A dataclass's field types (read once per class: a move log reads many views)."""
    return get_type_hints(cls)


def _dataclass(value: Any, cls: Any) -> Any:
    """A dataclass from its fields; a field added later with a default (a device's
    ``version`` once was) may be missing from an older save."""
    names = {f.name for f in fields(cls)}
    needed = {f.name for f in fields(cls) if f.default is MISSING and f.default_factory is MISSING}
    if not isinstance(value, dict) or not needed <= set(value) <= names:
        raise TypeError(f"expected the fields of {cls.__name__}")
    hints = _hints(cls)
    return cls(**{name: _convert(value[name], hints[name]) for name in value})
