"""The commutative cipher's algebra on secp256k1 (x-only points)."""

from __future__ import annotations

import pytest
from remote_sim import seeded

from game.remote import ec
from game.remote.jaipur_cards import ELEMENT, POINTS, SIZE

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
