"""A short argument of knowledge of a vector ``a`` with ``sum a_i * Gamma_i = P``.

Sending a response vector of ``n`` scalars costs ``32 n`` bytes; this argument
costs ``2 ceil(log2 n)`` points and one scalar instead. It is the compression
mechanism of Attema and Cramer ("Compressed Sigma-protocol theory and practical
application to plug & play secure algorithmics", Crypto 2020), the folding of
Bulletproofs' inner-product argument (Bunz et al., IEEE S&P 2018) without the
inner product: each round halves ``a`` and ``Gamma`` with a challenge ``c``,
``a' = a_lo + c * a_hi`` and ``Gamma' = c * Gamma_lo + Gamma_hi``, after sending
``L = <a_lo, Gamma_hi>`` and ``R = <a_hi, Gamma_lo>``, so that
``<a', Gamma'> = L + c * P + c^2 * R``. Each round is 3-special sound with no
assumption on the ``Gamma_i``. It reveals nothing the vector ``a`` would not (it is
used on a response that is already masked).

Made non-interactive by Fiat-Shamir: each challenge is SHA-256 of a ``seed`` (the
caller's transcript) and of every ``L, R`` before it.
"""

from __future__ import annotations

import hashlib

from game.remote import ec

POINT = 33
SCALAR = 32
Terms = tuple[tuple[int, ec.Point], ...]


def rounds(n: int) -> int:
    """The halvings of a vector of ``n`` (padded with zeros to a power of 2)."""
    return (n - 1).bit_length()


def size(n: int) -> int:
    """The bytes of the argument for a vector of ``n``."""
    return rounds(n) * 2 * POINT + SCALAR


def prove(seed: bytes, a: list[int], gamma: list[ec.Point]) -> bytes:
    """The argument for ``a`` and ``gamma`` (the same length, a power of 2)."""
    out, q = bytearray(), ec.N
    while len(a) > 1:
        half = len(a) // 2
        left = ec.combine(tuple(zip(a[:half], gamma[half:], strict=True)))
        right = ec.combine(tuple(zip(a[half:], gamma[:half], strict=True)))
        step = ec.compressed(left) + ec.compressed(right)
        out += step
        c, seed = _challenge(seed, step)
        a = [(a[i] + c * a[half + i]) % q for i in range(half)]
        gamma = [ec.combine(((c, gamma[i]), (1, gamma[half + i]))) for i in range(half)]
    return bytes(out) + a[0].to_bytes(SCALAR, "big")


def check(seed: bytes, target: ec.Point, gamma: list[Terms], argument: bytes) -> bool:
    """Whether ``argument`` shows knowledge of ``a`` with ``sum a_i * Gamma_i = target``;
    each ``Gamma_i`` is given as a sum of terms (``k * point``), a power of 2 of them."""
    count, q = rounds(len(gamma)), ec.N
    if len(gamma) != 1 << count or len(argument) != size(len(gamma)):
        return False
    alpha = int.from_bytes(argument[-SCALAR:], "big")
    if alpha >= q:
        return False
    challenges, sides = [], []
    try:
        for r in range(count):
            step = argument[2 * POINT * r : 2 * POINT * (r + 1)]
            sides.append((ec.decompressed(step[:POINT]), ec.decompressed(step[POINT:])))
            c, seed = _challenge(seed, step)
            challenges.append(c)
        after = 1  # the product of the challenges of the rounds after this one
        rhs: list[tuple[int, ec.Point]] = []
        for c, (left, right) in zip(reversed(challenges), reversed(sides), strict=True):
            rhs += [(after, left), (after * c * c % q, right)]
            after = after * c % q
        rhs.append((after, target))
        lhs = []
        for i, terms in enumerate(gamma):
            weight = alpha
            for r, c in enumerate(challenges):
                if not (i >> (count - 1 - r)) & 1:  # in the low half at round r
                    weight = weight * c % q
            lhs += [(weight * k % q, point) for k, point in terms]
        return ec.combine(tuple(lhs)) == ec.combine(tuple(rhs))
    except ec.PointError:
        return False


def _challenge(seed: bytes, step: bytes) -> tuple[int, bytes]:
    """A round's challenge (in 1..N-1) and the seed of the next round."""
    digest = hashlib.sha256(b"bazaar fold v1" + seed + step).digest()
    return ec.scalar(digest), digest
