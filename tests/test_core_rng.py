"""The PRNG is pinned: a change here would make every stored link open a different game."""

from __future__ import annotations

import hashlib

import pytest

from game.core.rng import Rng
from game.remote.entropy import below, shuffle


def test_splitmix64_reference_output() -> None:
    # SplitMix64 from seed 0: the published reference sequence starts 0xE220A8397B1DCDAF.
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        7960286522194355700,
        487617019471545679,
    ]


def test_golden_below_and_shuffle() -> None:
    rng = Rng(7)
    assert [rng.below(10) for _ in range(12)] == [7, 4, 6, 3, 4, 5, 8, 2, 5, 5, 3, 6]
    items = list(range(10))
    Rng(42).shuffle(items)
    assert items == [0, 9, 5, 8, 6, 4, 7, 2, 1, 3]


def test_golden_draw_and_shuffle_from_entropy() -> None:
    # remote play's draw and shuffle (the same functions, fed secret bytes) are pinned too:
    # a seeded remote game (tests, replays) must deal as it always did
    counter = iter(range(1 << 20))

    def entropy(n: int) -> bytes:
        out = b"".join(
            hashlib.sha256(next(counter).to_bytes(8, "big")).digest() for _ in range(-(-n // 32))
        )
        return out[:n]

    items = list(range(10))
    shuffle(items, entropy)
    assert items == [9, 7, 2, 1, 4, 3, 6, 8, 5, 0]
    assert [below(n, entropy) for n in (2, 3, 1000)] == [0, 1, 545]


def test_state_restores_the_stream() -> None:
    rng = Rng(99)
    rng.next64()
    copy = Rng(rng.state)
    assert [rng.below(1000) for _ in range(20)] == [copy.below(1000) for _ in range(20)]


def test_below_is_roughly_uniform() -> None:
    rng = Rng(3)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(900 < c < 1100 for c in counts), counts


def test_below_rejects_empty_range() -> None:
    with pytest.raises(ValueError):
        Rng(1).below(0)


def test_forks_differ_from_parent_and_each_other() -> None:
    a, b = Rng(5).fork(1), Rng(5).fork(2)
    assert a.next64() != b.next64()
    assert Rng(5).fork(1).state == Rng(5).fork(1).state
