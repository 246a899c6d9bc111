"""What the browser modules share of Pyodide's bridge to JavaScript: whether a JS value is
there, JS objects made from dicts, and the proxies kept alive as long as the page."""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import to_js  # type: ignore[import-not-found]

KEPT: list[Any] = []  # event proxies live as long as the page


def present(value: Any) -> bool:
    """Whether a JS value is an object (not None, null or undefined)."""
    return value is not None and type(value).__name__ not in ("JsNull", "JsUndefined")


def js_object(value: Any) -> Any:
    """``value`` (dicts, lists, strings, numbers) as a JS value, dicts as plain objects."""
    return to_js(value, dict_converter=js.Object.fromEntries)
