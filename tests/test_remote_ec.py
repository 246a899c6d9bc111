"""The commutative cipher's algebra on secp256k1 (x-only points)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.remote import ec
from game.remote.jaipur_cards import ELEMENT, POINTS, SIZE
from tests.remote_sim import seeded

ENTROPY = seeded(11)


def keys(n: int) -> list[int]:
    return [ec.scalar(ENTROPY(32)) for _ in range(n)]


def test_known_multiples_of_the_generator() -> None:
    assert ec.mul(2, ec.GX) == 0xC6047F9441ED7D6D3045406E95C07CD85C778E4B8CEF3CA7ABAC09B95C709EE5
    assert ec.mul(3, ec.GX) == 0xF9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9
    assert ec.mul(ec.N - 1, ec.GX) == ec.GX  # -G has G's x


def test_encryption_commutes_and_decryption_undoes_it() -> None:
    a, b = keys(2)
    for x in POINTS[:5]:
        assert ec.mul(a, ec.mul(b, x)) == ec.mul(b, ec.mul(a, x))
        assert ec.mul(ec.inverse(a), ec.mul(a, x)) == x
        both = ec.mul(a, ec.mul(b, x))
        assert ec.mul(ec.inverse(b), ec.mul(ec.inverse(a), both)) == x  # either order opens it
        assert ec.mul(ec.inverse(a), ec.mul(ec.inverse(b), both)) == x


def test_card_points_are_distinct_curve_points_and_encryption_hides_them() -> None:
    assert len(set(POINTS)) == SIZE == len(ELEMENT)
    assert all(ec.is_point(x) for x in POINTS)
    (a,) = keys(1)
    locked = {ec.mul(a, x) for x in POINTS}
    assert len(locked) == SIZE and not locked & set(POINTS)


def test_diffie_hellman_agrees() -> None:
    a, b = keys(2)
    assert ec.mul(a, ec.public_key(b)) == ec.mul(b, ec.public_key(a))


@pytest.mark.parametrize("bad", [0, ec.N, -1])
def test_scalars_out_of_range_are_refused(bad: int) -> None:
    with pytest.raises(ValueError):
        ec.mul(bad, ec.GX)


def test_non_points_are_refused() -> None:
    x = next(x for x in range(1, 100) if not ec.is_point(x))
    with pytest.raises(ec.PointError):
        ec.from_bytes(x.to_bytes(32, "big"))
    with pytest.raises(ec.PointError):
        ec.from_bytes(b"\x00" * 31)


# --- the fast multiplication against a plain one ------------------------------------------


def _plain_add(p: ec.Point | None, q: ec.Point | None) -> ec.Point | None:
    """Affine addition, the textbook formulas (None is the point at infinity)."""
    if p is None or q is None:
        return q if p is None else p
    (x1, y1), (x2, y2) = p, q
    if x1 == x2 and (y1 + y2) % ec.P == 0:
        return None
    if x1 == x2:
        slope = 3 * x1 * x1 * pow(2 * y1, -1, ec.P) % ec.P
    else:
        slope = (y2 - y1) * pow(x2 - x1, -1, ec.P) % ec.P
    x3 = (slope * slope - x1 - x2) % ec.P
    return x3, (slope * (x1 - x3) - y1) % ec.P


def _plain_mul(k: int, point: ec.Point) -> ec.Point | None:
    """Double and add, one bit at a time."""
    total = None
    for bit in bin(k)[2:]:
        total = _plain_add(total, total)
        if bit == "1":
            total = _plain_add(total, point)
    return total


G = ec.lift_x(ec.GX)


def test_the_endomorphism_and_its_basis() -> None:
    assert pow(ec.BETA, 3, ec.P) == 1 != ec.BETA and pow(ec.LAMBDA, 3, ec.N) == 1 != ec.LAMBDA
    assert _plain_mul(ec.LAMBDA, G) == (ec.BETA * G[0] % ec.P, G[1])
    assert (ec._A1 + ec._B1 * ec.LAMBDA) % ec.N == 0 == (ec._A2 + ec._B2 * ec.LAMBDA) % ec.N


@given(st.integers(1, ec.N - 1))
@settings(max_examples=200, deadline=None)
def test_a_scalar_splits_into_two_halves_of_129_bits(k: int) -> None:
    k1, k2 = ec.split(k)
    assert (k1 + k2 * ec.LAMBDA - k) % ec.N == 0
    assert abs(k1) < 2**129 and abs(k2) < 2**129
    assert sum(d << i for i, d in enumerate(ec.naf(abs(k1)))) == abs(k1)


EDGES = [1, 2, 15, 16, 17, 31, 32, 33, 2**128, 2**255, ec.LAMBDA, ec.N - ec.LAMBDA, ec.N - 1]


@given(st.one_of(st.sampled_from(EDGES), st.integers(1, ec.N - 1)), st.integers(1, ec.N - 1))
@settings(max_examples=25, deadline=None)
def test_multiplication_matches_double_and_add(k: int, base: int) -> None:
    point = _plain_mul(base, G)
    assert point is not None
    assert ec.point_mul(k, point) == _plain_mul(k, point)
    assert ec.mul(k, point[0]) == _plain_mul(k, point)[0]  # type: ignore[index]


@given(
    st.lists(st.tuples(st.integers(0, ec.N - 1), st.integers(1, ec.N - 1)), min_size=1, max_size=4)
)
@settings(max_examples=15, deadline=None)
def test_a_sum_of_multiples_matches_the_plain_sum(terms: list[tuple[int, int]]) -> None:
    points = [(k, _plain_mul(base, G)) for k, base in terms]
    expected = None
    for k, point in points:
        expected = _plain_add(expected, _plain_mul(k, point) if k else None)  # type: ignore[arg-type]
    if expected is None:
        with pytest.raises(ec.PointError):
            ec.combine(tuple(points))  # type: ignore[arg-type]
    else:
        assert ec.combine(tuple(points)) == expected  # type: ignore[arg-type]
