"""The end-of-round check (``jaipur_round.verify``) recomputes only what no proof settled.

In link formats 3 and 4 every shuffle and every unlock was checked against its proof
when its link arrived, so once the revealed key is the committed one the end check
opens only the positions the replay needs and recomputes neither shuffle nor unlock.
These tests hold it to the same answers as the whole check of formats 1-2 on whole
matches, count the scalar multiplications it does, and show that a format-2 game,
whose shuffles carry no proof, still gets the whole check: a cheat only it can see is
still named at the round's end.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.jaipur.remote import device as jaipur_device
from game.jaipur.remote.cards import DRAW, MARKET, encrypt_shuffle, hand_positions
from game.jaipur.remote.round import Round, verify
from game.remote import ec, wire
from game.remote.errors import CheatDetected
from tests.remote_sim import JaipurTable

Call = tuple[Round, int, tuple[Any, ...], Any, tuple[int, ...], int]


def _counted(monkeypatch: pytest.MonkeyPatch, *args: Any) -> tuple[Any, int]:
    """``verify(*args)`` and the scalar multiplications it did."""
    real_mul, count = ec.mul, [0]

    def counting_mul(k: int, x: int) -> int:
        count[0] += 1
        return real_mul(k, x)

    monkeypatch.setattr(ec, "mul", counting_mul)
    try:
        return verify(*args), count[0]
    finally:
        monkeypatch.setattr(ec, "mul", real_mul)


def _checked_match(monkeypatch: pytest.MonkeyPatch, version: int, seed: int) -> list[Call]:
    """A whole match of ``version``; each end check's round, seat, seals and results,
    final state and returned elements, and the scalar multiplications it did."""
    calls: list[Call] = []

    def recorded(*args: Any) -> Any:
        (final, truth), muls = _counted(monkeypatch, *args)
        calls.append((args[0], args[1], args[2:4], final, truth, muls))
        return final, truth

    monkeypatch.setattr(jaipur_device, "verify", recorded)
    table = JaipurTable(seed, version=version)
    table.run()
    assert table.pending is None and calls
    return calls


@pytest.mark.parametrize("version", [wire.SHUFFLED, wire.FOLDED])
def test_proven_rounds_end_as_the_whole_check_ends_them_with_a_fraction_of_its_work(
    monkeypatch: pytest.MonkeyPatch, version: int
) -> None:
    for rnd, seat, (seals, results), final, truth, muls in _checked_match(monkeypatch, version, 5):
        (whole_final, whole), whole_muls = _counted(
            monkeypatch, rnd, seat, seals, results, wire.VERSION
        )  # the whole check of formats 1-2
        # the same position but for the cards and tokens no move reached (never shown)
        assert len(final.deck) == len(whole_final.deck)
        assert [len(b) for b in final.bonus] == [len(b) for b in whole_final.bonus]
        assert replace(final, deck=whole_final.deck, bonus=whole_final.bonus) == whole_final
        assert all(t in (-1, w) for t, w in zip(truth, whole, strict=True))
        shown = (*hand_positions(1 - seat, rnd.first), *MARKET, *(p for p, _ in rnd.claims))
        assert all(truth[p] == whole[p] for p in shown)  # the other hand is revealed
        drawn = 40 - len(final.deck)
        assert all(truth[p] >= 0 for p in range(DRAW, DRAW + drawn))
        # the whole check: both keys' shuffle re-check (70), every position (70), every
        # unlock; the proven one: the key, then only what no proven unlock opened here
        assert whole_muls >= 141
        assert muls <= 1 + sum(1 for p, t in enumerate(truth) if t >= 0) - len(rnd.removals)
        assert muls < whole_muls // 2


def test_a_format_2_second_shuffle_that_is_no_permutation_is_still_named_at_the_round_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Format 2 carries no shuffle proof: the second shuffler (the friend in round 1)
    puts, at the draw pile's last position, a copy of the card before it locked under a
    key of its own. No link shows it before the round ends (the card is never drawn
    in this game); the inviter's end check names the friend."""
    real = encrypt_shuffle
    other = ec.scalar(bytes(range(32)))

    def copied(deck: list[int], key: int, entropy: Any) -> list[int]:
        out = real(deck, key, entropy)
        out[DRAW + 39] = ec.mul(other, ec.mul(ec.inverse(key), out[DRAW + 38]))
        return out

    monkeypatch.setattr(jaipur_device, "encrypt_shuffle", copied)
    table = JaipurTable(4, version=wire.PROVEN)
    with pytest.raises(CheatDetected) as caught:
        table.run()
    assert caught.value.seat == 1
    assert "not a permutation of the deck it was given" in str(caught.value)
    assert table.devices[0].round.number == 1 and not table.devices[0].results
