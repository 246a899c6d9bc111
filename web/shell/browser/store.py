"""``localStorage`` as the saves' key/value store (``web.shell.saves.Store``)."""

from __future__ import annotations

import js  # type: ignore[import-not-found]

from web.shell.browser.ffi import present


class LocalStore:
    """``localStorage`` as a ``web.saves.Store``; a private tab without storage
    falls back to memory (the game still plays, it is just not kept)."""

    def __init__(self) -> None:
        self.memory: dict[str, str] | None = None
        try:
            js.localStorage.setItem("bazaar.probe", "1")
            js.localStorage.removeItem("bazaar.probe")
        except Exception:  # noqa: BLE001 - any storage failure means: use memory
            self.memory = {}

    def get(self, key: str) -> str | None:
        if self.memory is not None:
            return self.memory.get(key)
        value = js.localStorage.getItem(key)
        return str(value) if present(value) else None

    def set(self, key: str, value: str) -> None:
        if self.memory is not None:
            self.memory[key] = value
            return
        try:
            js.localStorage.setItem(key, value)
        except Exception:  # noqa: BLE001 - storage full: keep playing in memory
            self.memory = {key: value}

    def delete(self, key: str) -> None:
        if self.memory is not None:
            self.memory.pop(key, None)
        else:
            js.localStorage.removeItem(key)

    def all_keys(self) -> list[str]:
        if self.memory is not None:
            return list(self.memory)
        store = js.localStorage
        return [str(store.key(i)) for i in range(int(store.length))]
