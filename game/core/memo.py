"""A bounded memo for the engines' hot paths (legal moves, evaluation).

A search asks about the same positions again and again, so the games remember
what they computed; a long session must not fill the memory, so a memo that
reaches its limit starts afresh (cheaper than tracking which entry is oldest,
and the positions of the current search are soon back).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

Key = TypeVar("Key", bound=Hashable)
Value = TypeVar("Value")


def remember(
    memo: dict[Key, Value],
    limit: int,
    key: Key,
    compute: Callable[..., Value],
    *args: object,
) -> Value:
    """``memo[key]``, computed as ``compute(*args)`` the first time; a memo already
    holding ``limit`` entries is emptied first."""
    found = memo.get(key)
    if found is None:
        if len(memo) >= limit:
            memo.clear()
        found = memo[key] = compute(*args)
    return found
