"""The page's address and the browser's history: the URL fragment (the game's link), our
history entries' states (JSON text, ``web/shell/page/places.py``), the page's own URL."""

from __future__ import annotations

import js  # type: ignore[import-not-found]

from web.shell.browser.ffi import present


def fragment() -> str:
    """The URL fragment (percent-decoded when it can be; links never need it)."""
    raw = str(js.location.hash)[1:]
    try:
        return str(js.decodeURIComponent(raw))
    except Exception:  # noqa: BLE001 - a malformed %-escape: give the raw text to the link reader
        return raw


def history_state() -> str | None:
    """The state of the current history entry (ours are JSON text, see places.py)."""
    state = js.history.state
    return str(state) if present(state) and isinstance(state, str) else None


def _url(fragment: str) -> str:
    return f"#{fragment}" if fragment else str(js.location.pathname) + str(js.location.search)


def push_state(state: str, fragment: str) -> None:
    js.history.pushState(state, "", _url(fragment))


def replace_state(state: str, fragment: str) -> None:
    js.history.replaceState(state, "", _url(fragment))


def history_go(delta: int) -> None:
    js.history.go(delta)


def page_url() -> str:
    """The page's address without its fragment."""
    return str(js.location.origin) + str(js.location.pathname) + str(js.location.search)
