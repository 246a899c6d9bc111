"""Where remote play's secrets come from: the operating system's generator.

The only module of ``game/`` that may import :mod:`secrets` (a test enforces
the engine's purity): every other module takes an ``Entropy`` function, so
tests can pass a seeded one and replay a whole remote game exactly. In the
browser, Pyodide's ``secrets`` reads ``crypto.getRandomValues``.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, MutableSequence
from typing import TypeVar

Entropy = Callable[[int], bytes]  # n -> n random bytes
T = TypeVar("T")


def system_entropy(n: int) -> bytes:
    """``n`` bytes from the operating system's cryptographic generator."""
    return secrets.token_bytes(n)


def below(n: int, entropy: Entropy) -> int:
    """A uniform integer in ``range(n)`` (rejection sampling over 64-bit draws)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = int.from_bytes(entropy(8), "big")
        if x < limit:
            return x % n


def shuffle(items: MutableSequence[T], entropy: Entropy) -> None:
    """Fisher-Yates shuffle in place, every permutation equally likely."""
    for i in range(len(items) - 1, 0, -1):
        j = below(i + 1, entropy)
        items[i], items[j] = items[j], items[i]
