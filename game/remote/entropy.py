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

from game.core import rng
from game.core.rng import Words

Entropy = Callable[[int], bytes]  # n -> n random bytes
T = TypeVar("T")


def system_entropy(n: int) -> bytes:
    """``n`` bytes from the operating system's cryptographic generator."""
    return secrets.token_bytes(n)


def words(entropy: Entropy) -> Words:
    """``entropy`` as a source of 64-bit words (8 bytes each, big-endian)."""
    return lambda: int.from_bytes(entropy(8), "big")


def below(n: int, entropy: Entropy) -> int:
    """A uniform integer in ``range(n)`` from ``entropy`` (the engine's one draw)."""
    return rng.below(n, words(entropy))


def shuffle(items: MutableSequence[T], entropy: Entropy) -> None:
    """Fisher-Yates shuffle in place from ``entropy`` (the engine's one shuffle)."""
    rng.shuffle(items, words(entropy))
