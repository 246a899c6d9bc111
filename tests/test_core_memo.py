"""The engines' bounded memo: each answer computed once, and memory that cannot grow
without end over a long session (a search asks about millions of positions)."""

from __future__ import annotations

from game.core.memo import remember


def test_an_answer_is_computed_once_per_key() -> None:
    calls: list[int] = []

    def square(n: int) -> int:
        calls.append(n)
        return n * n

    memo: dict[int, int] = {}
    assert [remember(memo, 10, n, square, n) for n in (3, 4, 3, 3, 4)] == [9, 16, 9, 9, 16]
    assert calls == [3, 4]


def test_a_full_memo_starts_afresh_and_never_exceeds_its_limit() -> None:
    memo: dict[int, int] = {}
    sizes = []
    for n in range(25):
        assert remember(memo, 10, n, abs, -n) == n
        sizes.append(len(memo))
    assert max(sizes) == 10
    assert sizes[10] == 1  # the 11th key found the memo full: only it is kept
    assert memo == {20: 20, 21: 21, 22: 22, 23: 23, 24: 24}


def test_empty_answers_are_remembered_too() -> None:
    calls: list[int] = []

    def nothing(n: int) -> tuple[int, ...]:
        calls.append(n)
        return ()

    memo: dict[int, tuple[int, ...]] = {}
    for _ in range(3):
        assert remember(memo, 10, 1, nothing, 1) == ()
    assert calls == [1]  # a position with no legal moves is not recomputed
