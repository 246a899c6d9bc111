"""The engine's own seeded pseudo-random generator (SplitMix64).

``random.shuffle`` may change between Python versions; a link made today must
open the same game in five years, so every shuffle in the engine goes through
this small, fully specified generator. Its output is pinned by a golden test.
The generator's whole state is one 64-bit integer, so a game state can store it.

:func:`below` and :func:`shuffle` are the one unbiased draw and shuffle of ``game/``,
parameterised by their source of 64-bit words: this generator's, or remote play's
secret bytes (:mod:`game.remote.entropy`).
"""

from __future__ import annotations

from collections.abc import Callable, MutableSequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

Words = Callable[[], int]  # the next uniform 64-bit word of a source of randomness


def below(n: int, words: Words) -> int:
    """A uniform integer in ``range(n)`` from ``words`` (rejection sampling, no bias)."""
    if not 0 < n <= 1 << 64:
        raise ValueError(f"below needs 1 <= n <= 2**64, got {n}")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = words()
        if x < limit:
            return x % n


def shuffle(items: MutableSequence[T], words: Words) -> None:
    """Fisher-Yates shuffle in place from ``words``, every permutation equally likely."""
    for i in range(len(items) - 1, 0, -1):
        j = below(i + 1, words)
        items[i], items[j] = items[j], items[i]


class Rng:
    """SplitMix64: ``Rng(seed)``; ``state`` may be saved and restored exactly."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no bias)."""
        return below(n, self.next64)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        shuffle(items, self.next64)

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state and ``salt``."""
        return Rng(Rng(self.state ^ ((salt * _GAMMA) & _MASK)).next64())
