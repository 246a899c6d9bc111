"""The elliptic-curve group the remote protocols encrypt with: secp256k1, x-only points.

A point is named by its x coordinate alone (32 bytes on the wire). That is
enough for a commutative cipher: ``k * P`` and ``k * (-P)`` share their x, so
encrypting (multiplying by a secret scalar ``k``) and decrypting (multiplying
by ``k``'s inverse modulo the group order) are well defined on x coordinates,
and a card is recognised by the x of its public point. The group has prime
order ``N``, so every scalar in ``1..N-1`` is invertible and no point leaks a
quadratic-residue bit as plain SRA modulo a prime does.

Scalar multiplication runs in Jacobian coordinates (one modular inversion per
multiplication, back to x) and uses the curve's endomorphism (GLV: Gallant, Lambert and
Vanstone, CRYPTO 2001): ``lambda * (x, y) = (beta * x, y)``, so a 256-bit scalar becomes
two of about 128 bits on two points that cost nothing to derive, and the doublings halve.
Each half is read in width-5 NAF digits (Guide to Elliptic Curve Cryptography, 3.3),
over a table of the point's odd multiples 1P..15P.
"""

from __future__ import annotations

import hashlib

P = 2**256 - 2**32 - 977  # the field prime
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141  # the group order
GX = 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798  # the generator's x
_SQRT_EXP = (P + 1) // 4  # P = 3 mod 4: a square root is a power
# The endomorphism: BETA a cube root of 1 mod P, LAMBDA one mod N, LAMBDA * (x, y) = (BETA x, y).
BETA = 0x7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE
LAMBDA = 0x5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72
# A short basis of the scalars k with k * (1, LAMBDA) = 0 mod N: a1 + b1 LAMBDA = 0,
# a2 + b2 LAMBDA = 0 (mod N), all near sqrt(N) (tests/test_remote_ec.py checks both).
_A1, _B1 = 0x3086D221A7D46BCDE86C90E49284EB15, -0xE4437ED6010E88286F547FA90ABFE4C3
_A2, _B2 = 0x114CA50F7A8E2F3F657C1108D9D44CFD8, 0x3086D221A7D46BCDE86C90E49284EB15
_WINDOW = 5  # NAF width: digits are odd, |d| < 16, and any two non-zero ones are 5 apart

Jacobian = tuple[int, int, int]  # (X, Y, Z) with x = X/Z^2, y = Y/Z^3; Z = 0 is infinity
_INFINITY: Jacobian = (1, 1, 0)


class PointError(ValueError):
    """A number that is no x coordinate of a point of the curve."""


def lift_x(x: int) -> tuple[int, int]:
    """The affine point with this x (the even-y one); raises PointError if there is none."""
    if not 0 <= x < P:
        raise PointError("an x coordinate must be below the field prime")
    y2 = (pow(x, 3, P) + 7) % P
    y = pow(y2, _SQRT_EXP, P)
    if y * y % P != y2:
        raise PointError(f"{x:#x} is not the x coordinate of a curve point")
    return x, y if y % 2 == 0 else P - y


def is_point(x: int) -> bool:
    """Whether ``x`` is the x coordinate of a curve point."""
    try:
        lift_x(x)
    except PointError:
        return False
    return True


def _double(p: Jacobian) -> Jacobian:
    x, y, z = p
    if z == 0 or y == 0:
        return _INFINITY
    a, b = x * x % P, y * y % P
    c = b * b % P
    d = 2 * ((x + b) ** 2 - a - c) % P
    e = 3 * a % P
    x3 = (e * e - 2 * d) % P
    return x3, (e * (d - x3) - 8 * c) % P, 2 * y * z % P


def _add(p: Jacobian, q: Jacobian) -> Jacobian:
    """Full Jacobian addition (the tables of odd multiples hold Jacobian points)."""
    x1, y1, z1 = p
    x2, y2, z2 = q
    if z1 == 0:
        return q
    if z2 == 0:
        return p
    z1z1, z2z2 = z1 * z1 % P, z2 * z2 % P
    u1, u2 = x1 * z2z2 % P, x2 * z1z1 % P
    s1, s2 = y1 * z2 * z2z2 % P, y2 * z1 * z1z1 % P
    h, r = (u2 - u1) % P, (s2 - s1) % P
    if h == 0:
        return _double(p) if r == 0 else _INFINITY
    hh = h * h % P
    hhh = h * hh % P
    v = u1 * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return x3, (r * (v - x3) - s1 * hhh) % P, z1 * z2 * h % P


def mul(k: int, x: int) -> int:
    """The x coordinate of ``k`` times the point with x coordinate ``x`` (1 <= k < N)."""
    if not 0 < k < N:
        raise ValueError("a scalar must be in 1..N-1")
    return _affine_x(_multiply(((k, lift_x(x)),)))


# --- whole points (with y), for the proofs --------------------------------------------

Point = tuple[int, int]  # an affine point (x, y); the proofs never meet infinity


def point_mul(k: int, point: Point) -> Point:
    """``k`` times ``point`` (1 <= k < N), y included."""
    if not 0 < k < N:
        raise ValueError("a scalar must be in 1..N-1")
    return _affine(_multiply(((k, point),)))


def combine(terms: tuple[tuple[int, Point], ...]) -> Point:
    """The sum of ``k * P`` over ``terms`` (each k in 0..N-1), sharing the doublings
    (Straus); PointError if the sum is the point at infinity."""
    return _affine(_multiply(terms))


def negate(point: Point) -> Point:
    """``-point``: the same x, the other y."""
    return point[0], (P - point[1]) % P


def compressed(point: Point) -> bytes:
    """A point's 33 bytes: its y's parity, then its x (hashed by the proofs)."""
    return bytes([2 + (point[1] & 1)]) + to_bytes(point[0])


def decompressed(data: bytes) -> Point:
    """The point of :func:`compressed`'s 33 bytes; PointError if they name none."""
    if len(data) != 33 or data[0] not in (2, 3):
        raise PointError("a compressed point is 33 bytes starting with 2 or 3")
    point = lift_x(int.from_bytes(data[1:], "big"))
    return negate(point) if data[0] == 3 else point


def split(k: int) -> tuple[int, int]:
    """``(k1, k2)`` with ``k1 + k2 * LAMBDA = k (mod N)``, each below 2**129 in size (either
    may be negative): the nearest lattice point to ``(k, 0)`` subtracted (Babai rounding)."""
    c1 = (_B2 * k + N // 2) // N
    c2 = (-_B1 * k + N // 2) // N
    return k - c1 * _A1 - c2 * _A2, -c1 * _B1 - c2 * _B2


def naf(k: int) -> list[int]:
    """The width-5 NAF digits of ``k >= 0``, least significant first (sum d * 2**i = k)."""
    digits = []
    while k:
        digit = 0
        if k & 1:
            digit = k & 31
            if digit > 15:
                digit -= 32
            k -= digit
        digits.append(digit)
        k >>= 1
    return digits


def _odd_multiples(x: int, y: int) -> list[Jacobian]:
    """P, 3P, 5P, ..., 15P for the affine point P = (x, y)."""
    table: list[Jacobian] = [(x, y, 1)]
    twice = _double(table[0])
    for _ in range(7):
        table.append(_add(table[-1], twice))
    return table


def _multiply(terms: tuple[tuple[int, Point], ...]) -> Jacobian:
    """Sum of ``k * P`` in Jacobian coordinates (Straus: the doublings shared by all terms):
    each term is split in two halves by the endomorphism, each half read in NAF digits."""
    halves: list[tuple[list[int], list[Jacobian], list[Jacobian]]] = []
    for k, (ax, ay) in terms:
        k1, k2 = split(k % N)
        table = _odd_multiples(ax, ay)
        for half, entries in ((k1, table), (k2, [(BETA * x % P, y, z) for x, y, z in table])):
            if half:
                negated = [(x, P - y, z) for x, y, z in entries]
                plus, minus = (entries, negated) if half > 0 else (negated, entries)
                halves.append((naf(abs(half)), plus, minus))
    acc = _INFINITY
    for i in range(max((len(digits) for digits, _, _ in halves), default=0) - 1, -1, -1):
        if acc[2]:
            acc = _double(acc)
        for digits, plus, minus in halves:
            if i < len(digits) and digits[i]:
                digit = digits[i]
                acc = _add(acc, plus[digit >> 1] if digit > 0 else minus[-digit >> 1])
    return acc


def _affine(p: Jacobian) -> Point:
    x, y, z = p
    if z == 0:
        raise PointError("the point at infinity has no coordinates")
    zi = pow(z, -1, P)
    zi2 = zi * zi % P
    return x * zi2 % P, y * zi2 * zi % P


def _affine_x(p: Jacobian) -> int:
    x, _, z = p
    if z == 0:
        raise PointError("the point at infinity has no x coordinate")
    zi = pow(z, -1, P)
    return x * zi * zi % P


def inverse(k: int) -> int:
    """The scalar that undoes multiplication by ``k``."""
    return pow(k, -1, N)


def public_key(secret: int) -> int:
    """The x coordinate of ``secret`` times the generator."""
    return mul(secret, GX)


def scalar(data: bytes) -> int:
    """A scalar in 1..N-1 from 32 or more random bytes (the bias is below 2**-128)."""
    if len(data) < 32:
        raise ValueError("a scalar needs at least 32 random bytes")
    return int.from_bytes(data, "big") % (N - 1) + 1


def hash_to_x(label: bytes) -> int:
    """A curve point's x derived from ``label`` by hashing (try and increment).

    Nobody knows the discrete logarithm of such a point, which is what card
    points need: no relation between two cards can be computed.
    """
    for counter in range(256):
        x = int.from_bytes(hashlib.sha256(label + bytes([counter])).digest(), "big")
        if x < P and is_point(x):
            return x
    raise PointError(f"no curve point found for {label!r}")  # pragma: no cover (2**-256)


def to_bytes(x: int) -> bytes:
    """A point's x as 32 bytes, big-endian."""
    return x.to_bytes(32, "big")


def from_bytes(data: bytes) -> int:
    """A point's x from 32 bytes; raises PointError unless it is a curve point."""
    if len(data) != 32:
        raise PointError("a point is 32 bytes")
    x = int.from_bytes(data, "big")
    lift_x(x)
    return x
