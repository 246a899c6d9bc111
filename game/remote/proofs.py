"""Proofs that a layer was removed with the key its sender committed to.

With each shuffle a device commits to its round key ``k``: it sends
``K = x(k*G)``. Each later link that removes its layer from deck points
``P_i`` (sending ``Q_i``, with ``k * Q_i = P_i``) carries one batched
Chaum-Pedersen proof that ``log_G(K) = log_{Q_i}(P_i)`` for every ``i``: the
receiver then knows at once that every unlock used the committed key, so an
unlock of another card than the one dealt there is refused at the message that
carries it (Chaum and Pedersen, "Wallet databases with observers", Crypto 1992;
the batching is the random linear combination of Bellare, Garay and Rabin,
"Fast batch verification", Eurocrypt 1998). A card game's device proves each
public card it announces the same way, under a context of its own: the announced
card's point is the point it was sent at that position with its layer removed
(docs/remote-play.md, "Checked on arrival").

Points travel as x coordinates (:mod:`game.remote.ec`), which name a point up to
its sign; the proof pins the signs. The prover uses ``k'``, the one of ``k`` and
``N - k`` with ``k'*G`` of even y (both lock the same x), and sends one bit per
unlock: whether ``k' * lift(Q_i)`` is ``-lift(P_i)`` rather than ``lift(P_i)``.
It is made non-interactive by Fiat-Shamir: the weights and the challenge are
SHA-256 of a ``context`` (the hash of the whole transcript before the link, and
the deck positions) and of the statement. A proof is the sign bits, then the
challenge ``c`` and the response ``z`` (32 bytes each): 65 bytes for up to
8 unlocks.
"""

from __future__ import annotations

import hashlib

from game.remote import ec

_G = ec.lift_x(ec.GX)
_LABEL = b"bazaar unlock proof v1"
SCALAR = 32


def size(count: int) -> int:
    """The bytes of a proof for ``count`` unlocks."""
    return (count + 7) // 8 + 2 * SCALAR


def commitment(key: int) -> int:
    """The x coordinate a device sends with its shuffle to commit to ``key``."""
    return ec.public_key(key)


def unlock(key: int, points: tuple[int, ...], context: bytes) -> tuple[tuple[int, ...], bytes]:
    """This device's layer (``key``) removed from ``points``, and the proof of it."""
    k = even_key(key)
    full = tuple(ec.point_mul(ec.inverse(k), ec.lift_x(x)) for x in points)
    unlocked = tuple(q[0] for q in full)
    signs = sign_bytes(tuple(q[1] & 1 for q in full))  # odd y: k' * lift(Q) = -lift(P)
    seed = _seed(context, commitment(key), points, unlocked, signs)
    qc = ec.combine(tuple(zip(_weights(seed, len(points)), map(ec.lift_x, unlocked), strict=True)))
    pc = ec.point_mul(k, qc)
    nonce = _nonce(key, seed)
    a, b = ec.point_mul(nonce, _G), ec.point_mul(nonce, qc)
    c = _challenge(seed, qc, pc, a, b)
    z = (nonce + c * k) % ec.N
    return unlocked, signs + c.to_bytes(SCALAR, "big") + z.to_bytes(SCALAR, "big")


def check(
    committed: int,
    points: tuple[int, ...],
    unlocked: tuple[int, ...],
    proof: bytes,
    context: bytes,
) -> bool:
    """Whether ``proof`` shows that each ``unlocked[i]`` is ``points[i]`` with the layer
    of the key committed as ``committed`` removed."""
    n = len(points)
    if len(unlocked) != n or len(proof) != size(n) or not n:
        return False
    signs = proof[: -2 * SCALAR]
    c = int.from_bytes(proof[-2 * SCALAR : -SCALAR], "big")
    z = int.from_bytes(proof[-SCALAR:], "big")
    bits = [(signs[i // 8] >> (i % 8)) & 1 for i in range(8 * len(signs))]
    if not (0 <= c < ec.N and 0 < z < ec.N) or any(bits[n:]):
        return False
    try:
        key_point = ec.lift_x(committed)
        ps = tuple(signed(ec.lift_x(x), bit) for x, bit in zip(points, bits, strict=False))
        qs = tuple(ec.lift_x(x) for x in unlocked)
        seed = _seed(context, committed, points, unlocked, signs)
        weights = _weights(seed, n)
        qc = ec.combine(tuple(zip(weights, qs, strict=True)))
        pc = ec.combine(tuple(zip(weights, ps, strict=True)))
        a = ec.combine(((z, _G), ((ec.N - c) % ec.N, key_point)))
        b = ec.combine(((z, qc), ((ec.N - c) % ec.N, pc)))
    except ec.PointError:
        return False
    return _challenge(seed, qc, pc, a, b) == c


def even_key(key: int) -> int:
    """``key`` or ``N - key``: the one whose multiple of G has an even y."""
    return key if ec.point_mul(key, _G)[1] % 2 == 0 else ec.N - key


def signed(point: ec.Point, bit: int) -> ec.Point:
    """``point``, or its negation when ``bit`` (a sign bit of a proof) is set."""
    return ec.negate(point) if bit else point


def sign_bytes(bits: tuple[int, ...]) -> bytes:
    """Bits packed eight to a byte, the first in the lowest bit."""
    out = bytearray((len(bits) + 7) // 8)
    for i, bit in enumerate(bits):
        out[i // 8] |= bit << (i % 8)
    return bytes(out)


def _seed(
    context: bytes, committed: int, points: tuple[int, ...], unlocked: tuple[int, ...], signs: bytes
) -> bytes:
    h = hashlib.sha256(_LABEL)
    h.update(hashlib.sha256(context).digest())
    h.update(ec.to_bytes(committed))
    for x in (*points, *unlocked):
        h.update(ec.to_bytes(x))
    h.update(signs)
    return h.digest()


def _weights(seed: bytes, n: int) -> tuple[int, ...]:
    """128-bit weights of the random linear combination (odd, so never zero)."""
    return tuple(
        int.from_bytes(hashlib.sha256(seed + b"w" + i.to_bytes(2, "big")).digest()[:16], "big") | 1
        for i in range(n)
    )


def _nonce(key: int, seed: bytes) -> int:
    """The prover's secret nonce, derived from its key and the statement (as RFC 6979
    does): never repeated for two statements, and no randomness needed."""
    return ec.scalar(hashlib.sha512(_LABEL + b"nonce" + key.to_bytes(32, "big") + seed).digest())


def _challenge(seed: bytes, *points: ec.Point) -> int:
    h = hashlib.sha256(_LABEL + b"c" + seed)
    for point in points:
        h.update(ec.compressed(point))
    return int.from_bytes(h.digest(), "big") % ec.N
