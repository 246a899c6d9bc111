"""A zero-knowledge proof that a shuffle is a permutation of its input under one key.

A device shuffles ``n`` points ``X_j`` into ``Y_i = x(k * X_pi(i))`` with its round
key ``k`` (committed as ``K = x(k*G)``, :mod:`game.remote.proofs`) and a secret
permutation ``pi`` that keeps each position in its segment. This proof shows that
without revealing ``pi``: an output point that is no input locked under ``k`` (a
copy of another element locked again under another key, cheat 1 of issue 26) or a
key other than the committed one make it fail.

The construction is Bayer and Groth's shuffle argument ("Efficient zero-knowledge
argument for correctness of a shuffle", Eurocrypt 2012) in its linear-size form,
adapted to a shuffle by exponentiation:

1. commit to ``a_i = pi(i) + 1`` in a vector Pedersen commitment ``c_a``; challenge ``x``;
2. commit to ``b_i = x^a_i`` in ``c_b``; challenges ``y, z, w``;
3. ``v_i = y*a_i + b_i + w*s_i - z`` (``s_i`` the segment of position ``i``), whose
   commitment anyone computes from ``c_a`` and ``c_b``, must satisfy
   ``prod_i v_i = prod_j f(j)`` with ``f(j) = y*(j+1) + x^(j+1) + w*s_j - z``: the
   single-value product argument of Bayer and Groth (section 5.3: ``c_d``, ``c_delta``,
   ``c_Delta``, the partial products' masked responses ``b~``) shows it, so the triples
   ``(a_i, b_i, s_i)`` are the triples ``(j+1, x^(j+1), s_j)`` in some order (the
   permutation keeps the segments, and ``b`` is ``x`` to the powers of ``a``);
4. ``sum_i v_i * Y_i = k * A`` with ``A = sum_j f(j) * X_j`` (public), and
   ``K = k*G``: a linear sigma protocol (``E``, ``T``) that shares its challenge ``u``
   and its response vector ``a~`` with the product argument. As ``pi`` was fixed before
   ``x``, ``sum_j x^j (Y_pi^-1(j) - k X_j) = 0`` for a random ``x`` means every term is 0;
5. ``a~`` (``n`` scalars) is not sent: :mod:`game.remote.fold` proves knowledge of it
   against the generators of its three relations (its commitment, its products with
   ``b~``, the outputs) and ``a~_1 = b~_1``, combined with powers of a challenge ``rho``.
   The generators are hashed (:func:`ec.hash_to_x`) from the statement, so nobody knows
   a relation between them, nor between them and the decks: the relations then hold
   one by one, each power of ``rho`` apart.

Points travel as x coordinates; as in :mod:`game.remote.proofs` the prover uses
``k'`` (the one of ``k``, ``N - k`` whose multiple of G has an even y) and sends a
sign bit per output: whether ``k' * lift(X_pi(i))`` is ``-lift(Y_i)``. Made
non-interactive by Fiat-Shamir: every challenge is SHA-256 of the statement (a
``context``, the transcript's hash, the key commitment, both decks, the segments
and the sign bits) and of the whole proof before it. The prover's random scalars
are derived from its key and the statement (as RFC 6979 does): no randomness needed.

A proof is ``ceil(n/8)`` bytes of sign bits, 7 compressed points (33 bytes each),
``n + 2`` scalars (``b~`` but its last, which is ``u`` times the product, and three
more) and the folding (``2 ceil(log2 n)`` points, one scalar): 3,038 bytes for a deck
of 70 elements (4,752 with ``a~`` sent as it is).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from itertools import pairwise

from game.remote import ec, fold
from game.remote.proofs import even_key, sign_bytes, signed

_LABEL = b"bazaar shuffle proof v1"
_G = ec.lift_x(ec.GX)
SCALAR = 32
POINT = 33
_POINTS = 7  # c_a, c_b, c_d, c_delta, c_Delta, E, T

Segments = tuple[tuple[int, int], ...]
# G_1..G_n, G'_1..G'_(n-1), H, H^, then the folding's padding
_Generators = tuple[list[ec.Point], list[ec.Point], ec.Point, ec.Point, list[ec.Point]]


def size(n: int) -> int:
    """The bytes of a proof for a shuffle of ``n`` points."""
    return (n + 7) // 8 + _POINTS * POINT + (n + 2) * SCALAR + fold.size(n)


def _generators(seed: bytes, n: int) -> _Generators:
    """The commitments' generators, hashed from the statement: nobody knows a relation
    between them, nor between them and the decks (which are fixed before them)."""
    points = [
        ec.lift_x(ec.hash_to_x(_LABEL + b"/generator" + seed + i.to_bytes(2, "big")))
        for i in range(n + (1 << fold.rounds(n)) + 1)
    ]
    return points[:n], points[n : 2 * n - 1], points[2 * n - 1], points[2 * n], points[2 * n + 1 :]


def _tags(segments: Segments | None, n: int) -> tuple[int, ...]:
    """The segment number of each position (all 0 without segments)."""
    spans = segments or ((0, n),)
    if spans[0][0] != 0 or spans[-1][1] != n or any(a[1] != b[0] for a, b in pairwise(spans)):
        raise ValueError("the segments must cover the positions in order")
    return tuple(s for s, (start, end) in enumerate(spans) for _ in range(start, end))


def _commit(values: Sequence[int], blind: int, gens: Sequence[ec.Point], h: ec.Point) -> ec.Point:
    """The Pedersen vector commitment ``sum values_i * G_i + blind * H``."""
    return ec.combine(((blind, h), *zip(values, gens, strict=False)))


def prove(
    key: int,
    inputs: tuple[int, ...],
    outputs: tuple[int, ...],
    context: bytes,
    segments: Segments | None = None,
) -> bytes:
    """The proof that ``outputs`` is ``inputs`` locked with ``key`` and shuffled within
    ``segments``; ValueError if it is not (an honest prover cannot prove a lie)."""
    n = len(inputs)
    tags = _tags(segments, n)
    k = even_key(key)
    xs = tuple(ec.lift_x(x) for x in inputs)
    locked = tuple(ec.point_mul(k, p) for p in xs)
    where = {q[0]: j for j, q in enumerate(locked)}
    if len(outputs) != n or n < 2 or any(y not in where for y in outputs):
        raise ValueError("the outputs are not the inputs locked with this key")
    pi = tuple(where[y] for y in outputs)
    if sorted(pi) != list(range(n)) or any(tags[pi[i]] != tags[i] for i in range(n)):
        raise ValueError("the outputs are not a permutation within the segments")
    signs = sign_bytes(tuple(locked[j][1] & 1 for j in pi))
    seed = _seed(context, ec.public_key(key), inputs, outputs, tags, signs)
    return _argue(k, seed, signs, xs, tuple(locked[j] for j in pi), pi, tags)


def _argue(
    k: int,
    seed: bytes,
    signs: bytes,
    xs: tuple[ec.Point, ...],
    ys: tuple[ec.Point, ...],
    pi: tuple[int, ...],
    tags: tuple[int, ...],
) -> bytes:
    """The proof for the signed outputs ``ys`` = ``k * xs[pi[i]]``."""
    n, q = len(xs), ec.N
    gens, gens2, h, hat, pads = _generators(seed, n)
    rand = _randomness(k, seed)
    r_a, r_b = next(rand), next(rand)
    proof = bytearray(signs)
    proof += ec.compressed(_commit([j + 1 for j in pi], r_a, gens, h))
    x = _challenge(b"x", seed, proof)
    proof += ec.compressed(_commit([pow(x, j + 1, q) for j in pi], r_b, gens, h))
    y, z, w = (_challenge(t, seed, proof) for t in (b"y", b"z", b"w"))
    f = _f(x, y, z, w, tags)
    v = [f[j] for j in pi]
    partial = [v[0]]
    for value in v[1:]:
        partial.append(partial[-1] * value % q)
    d = [next(rand) for _ in range(n)]
    delta = [d[0], *(next(rand) for _ in range(n - 2)), 0]
    r_d, s_1, s_x, t = next(rand), next(rand), next(rand), next(rand)
    changes = [delta[i + 1] - v[i + 1] * delta[i] - partial[i] * d[i + 1] for i in range(n - 1)]
    base = ec.combine(tuple(zip(f, xs, strict=True)))
    for point in (
        _commit(d, r_d, gens, h),
        _commit([-delta[i] * d[i + 1] % q for i in range(n - 1)], s_1, gens2, h),
        _commit([c % q for c in changes], s_x, gens2, h),
        ec.combine(((q - t, base), *zip(d, ys, strict=True))),
        ec.point_mul(t, _G),
    ):
        proof += ec.compressed(point)
    u = _challenge(b"u", seed, proof)
    a_t = [(u * v[i] + d[i]) % q for i in range(n)]
    b_t = [(u * partial[i] + delta[i]) % q for i in range(n - 1)]
    r_v = (y * r_a + r_b) % q
    last = ((u * r_v + r_d) % q, (u * s_x + s_1) % q, (t + u * k) % q)
    proof += b"".join(s.to_bytes(SCALAR, "big") for s in (*b_t, *last))
    rho = _challenge(b"rho", seed, proof)
    gamma = [ec.combine(terms) for terms in _gamma(rho, b_t, ys, gens, gens2, hat, pads)]
    a_t += [0] * len(pads)
    return bytes(proof) + fold.prove(_challenge_seed(seed, proof), a_t, gamma)


def _gamma(
    rho: int,
    b_t: Sequence[int],
    ys: tuple[ec.Point, ...],
    gens: list[ec.Point],
    gens2: list[ec.Point],
    hat: ec.Point,
    pads: list[ec.Point],
) -> list[fold.Terms]:
    """The generators the response ``a~`` is folded against: ``a~``'s commitment
    (``G_i``), its products with ``b~`` (``-rho b~_(i-1) G'_(i-1)``), the outputs
    (``rho^2 Y_i``) and ``a~_1 = b~_1`` (``rho^3 H^``); then the padding."""
    q, rho2 = ec.N, rho * rho % ec.N
    out: list[fold.Terms] = [((1, gens[0]), (rho2, ys[0]), (rho2 * rho % q, hat))]
    for j in range(1, len(ys)):
        out.append(((1, gens[j]), (rho2, ys[j]), (-rho * b_t[j - 1] % q, gens2[j - 1])))
    return out + [((1, pad),) for pad in pads]


def check(
    committed: int,
    inputs: tuple[int, ...],
    outputs: tuple[int, ...],
    proof: bytes,
    context: bytes,
    segments: Segments | None = None,
) -> bool:
    """Whether ``proof`` shows that ``outputs`` is ``inputs`` locked with the key
    committed as ``committed`` and shuffled within ``segments``."""
    n, q = len(inputs), ec.N
    if n < 2 or len(outputs) != n or len(proof) != size(n):
        return False
    tags = _tags(segments, n)
    at = (n + 7) // 8
    signs, scalars_at = proof[:at], at + _POINTS * POINT
    bits = [(signs[i // 8] >> (i % 8)) & 1 for i in range(8 * len(signs))]
    scalars = [
        int.from_bytes(proof[i : i + SCALAR], "big")
        for i in range(scalars_at, scalars_at + (n + 2) * SCALAR, SCALAR)
    ]
    if any(bits[n:]) or any(s >= q for s in scalars):
        return False
    try:
        points = tuple(ec.decompressed(proof[i : i + POINT]) for i in range(at, scalars_at, POINT))
        xs = tuple(ec.lift_x(x) for x in inputs)
        ys = tuple(signed(ec.lift_x(y), bit) for y, bit in zip(outputs, bits, strict=False))
        key_point = ec.lift_x(committed)
    except ec.PointError:
        return False
    seed = _seed(context, committed, inputs, outputs, tags, signs)
    return _holds(seed, proof, xs, ys, key_point, points, scalars, tags)


def _holds(
    seed: bytes,
    proof: bytes,
    xs: tuple[ec.Point, ...],
    ys: tuple[ec.Point, ...],
    key_point: ec.Point,
    points: tuple[ec.Point, ...],
    scalars: list[int],
    tags: tuple[int, ...],
) -> bool:
    """The verifier's equations (see the module docstring)."""
    n, q = len(xs), ec.N
    gens, gens2, h, hat, pads = _generators(seed, n)
    c_a, c_b, c_d, c_delta, c_big, e, big_t = points
    at = (n + 7) // 8
    x = _challenge(b"x", seed, proof[: at + POINT])
    y, z, w = (_challenge(t, seed, proof[: at + 2 * POINT]) for t in (b"y", b"z", b"w"))
    u = _challenge(b"u", seed, proof[: at + _POINTS * POINT])
    told = at + _POINTS * POINT + (n + 2) * SCALAR
    rho = _challenge(b"rho", seed, proof[:told])
    f = _f(x, y, z, w, tags)
    product = 1
    for value in f:
        product = product * value % q
    b_t = [*scalars[: n - 1], u * product % q]
    r_t, s_t, t_t = scalars[n - 1 :]
    rho2 = rho * rho % q
    target: list[tuple[int, ec.Point]] = [  # the sum of rho^m times each relation's target
        (u * y % q, c_a),
        (u, c_b),
        (1, c_d),
        (-(r_t + rho * s_t) % q, h),
        (rho * u % q, c_big),
        (rho, c_delta),
        (rho2, e),
        (rho2 * rho * b_t[0] % q, hat),
    ]
    target += [(u * (w * tags[i] - z) % q, gens[i]) for i in range(n)]
    target += [(-rho * u * b_t[i + 1] % q, gens2[i]) for i in range(n - 1)]
    target += [(rho2 * t_t * f[j] % q, xs[j]) for j in range(n)]
    gamma = _gamma(rho, b_t, ys, gens, gens2, hat, pads)
    try:
        if ec.combine(((t_t, _G), (q - u, key_point))) != big_t:
            return False
        total = ec.combine(tuple(target))
    except ec.PointError:
        return False
    return fold.check(_challenge_seed(seed, proof[:told]), total, gamma, proof[told:])


def _f(x: int, y: int, z: int, w: int, tags: tuple[int, ...]) -> list[int]:
    """``f(j) = y*(j+1) + x^(j+1) + w*s_j - z`` for each input ``j``."""
    q, power, out = ec.N, 1, []
    for j, tag in enumerate(tags):
        power = power * x % q
        out.append((y * (j + 1) + power + w * tag - z) % q)
    return out


def _seed(
    context: bytes,
    committed: int,
    inputs: tuple[int, ...],
    outputs: tuple[int, ...],
    tags: tuple[int, ...],
    signs: bytes,
) -> bytes:
    h = hashlib.sha256(_LABEL)
    h.update(hashlib.sha256(context).digest())
    h.update(ec.to_bytes(committed) + len(inputs).to_bytes(2, "big") + bytes(tags))
    for point in (*inputs, *outputs):
        h.update(ec.to_bytes(point))
    h.update(signs)
    return h.digest()


def _challenge(tag: bytes, seed: bytes, sent: bytes | bytearray) -> int:
    """A challenge in 1..N-1 from the statement and the proof sent before it."""
    return ec.scalar(hashlib.sha256(_LABEL + b"/" + tag + seed + sent).digest())


def _challenge_seed(seed: bytes, sent: bytes | bytearray) -> bytes:
    """The folding's transcript: the statement and the whole proof before it."""
    return hashlib.sha256(_LABEL + b"/fold" + seed + sent).digest()


def _randomness(key: int, seed: bytes) -> Iterator[int]:
    """The prover's secret random scalars, derived from its key and the statement."""
    counter = 0
    while True:
        counter += 1
        data = key.to_bytes(32, "big") + seed + counter.to_bytes(4, "big")
        yield ec.scalar(hashlib.sha512(_LABEL + b"/nonce" + data).digest())
