"""Numbers in mixed radix: how a position link writes a view (game/core/position.py).

A game writes its view's fields as digits, each below a radix it chooses (a card among
seven kinds: radix 7); the digits make one number, first digit lowest, so a field
costs exactly the information it holds. Reading takes the digits back in the same order.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.errors import StateError


class Digits:
    """A position being written: digits, each below its radix, first digit lowest."""

    def __init__(self) -> None:
        self.value, self.scale = 0, 1

    def put(self, value: int, radix: int, what: str = "a number") -> None:
        """Write ``value`` (0 <= value < radix); a value out of range is a position
        the format cannot hold: StateError naming ``what``."""
        if not 0 <= value < radix:
            raise StateError(f"{what} must be from 0 to {radix - 1}, not {value}")
        self.value += value * self.scale
        self.scale *= radix

    def flag(self, value: bool) -> None:
        """Write a yes/no digit."""
        self.put(int(value), 2)

    def each(self, values: Sequence[int], radix: int, what: str = "a number") -> None:
        """Write every value of ``values`` with the same radix (their count is known)."""
        for v in values:
            self.put(v, radix, what)

    def sized(self, values: Sequence[int], radix: int, most: int, what: str = "a list") -> None:
        """Write a list of at most ``most`` values: its length, then each value."""
        self.put(len(values), most + 1, f"the length of {what}")
        self.each(values, radix, what)

    def to_bytes(self) -> bytes:
        """The number, little-endian, in as few bytes as it needs (none for zero)."""
        return self.value.to_bytes((self.value.bit_length() + 7) // 8, "little")


class DigitReader:
    """A position being read: the digits :class:`Digits` wrote, in the same order."""

    def __init__(self, data: bytes) -> None:
        self.value = int.from_bytes(data, "little")

    def take(self, radix: int) -> int:
        """The next digit (a value below ``radix``)."""
        self.value, digit = divmod(self.value, radix)
        return digit

    def flag(self) -> bool:
        return bool(self.take(2))

    def each(self, count: int, radix: int) -> tuple[int, ...]:
        return tuple(self.take(radix) for _ in range(count))

    def sized(self, radix: int, most: int) -> tuple[int, ...]:
        return self.each(self.take(most + 1), radix)

    def done(self) -> bool:
        """Whether every digit has been read (nothing is left of the number)."""
        return self.value == 0
