"""The shuffle proof (game/remote/shuffle_proof.py): an honest shuffle's proof holds; a
changed proof, another statement, a disguised copy of an element (cheat 1 of issue 26),
another key than the committed one or a shuffle across segments make it fail.

Jaipur's real statement (70 elements in 4 segments) is proven once per module; the
field-by-field flips run on a small shuffle, whose proof has every field of the large
one, so that they stay fast.
"""

from __future__ import annotations

import functools

import pytest

from game.jaipur.remote.cards import POINTS, SEGMENTS, encrypt_shuffle
from game.remote import ec, fold, proofs, shuffle_proof
from game.remote.proofs import commitment
from tests.remote_sim import seeded

CONTEXT = b"the transcript before the shuffle's link"
SMALL = ((0, 4), (4, 6))  # a shuffle of 6 points in 2 segments


def _shuffled(
    inputs: tuple[int, ...], key: int, segments: tuple[tuple[int, int], ...], seed: int
) -> tuple[int, ...]:
    out = [ec.mul(key, x) for x in inputs]
    order = list(range(len(inputs)))
    entropy = seeded(seed)
    for start, end in segments:
        part = order[start:end]
        part.sort(key=lambda _: entropy(8))
        order[start:end] = part
    return tuple(out[j] for j in order)


@functools.cache
def jaipur_shuffle() -> tuple[int, tuple[int, ...], bytes]:
    """A key, the 70 elements locked with it and shuffled as a deal does, and the proof."""
    key = ec.scalar(seeded(1)(32))
    deck = tuple(encrypt_shuffle(list(POINTS), key, seeded(2)))
    return key, deck, shuffle_proof.prove(key, POINTS, deck, CONTEXT, SEGMENTS)


@functools.cache
def small_shuffle() -> tuple[int, tuple[int, ...], tuple[int, ...], bytes]:
    key = ec.scalar(seeded(3)(32))
    inputs = POINTS[:6]
    outputs = _shuffled(inputs, key, SMALL, 4)
    return key, inputs, outputs, shuffle_proof.prove(key, inputs, outputs, CONTEXT, SMALL)


def test_an_honest_shuffle_of_the_jaipur_deck_is_proven_in_3038_bytes() -> None:
    key, deck, proof = jaipur_shuffle()
    assert len(proof) == shuffle_proof.size(70) == 3038
    assert shuffle_proof.check(commitment(key), POINTS, deck, proof, CONTEXT, SEGMENTS)


def _fields(n: int) -> list[tuple[int, int]]:
    """(start, length) of each field of a proof for ``n`` points."""
    at = (n + 7) // 8
    fields = [(i, 1) for i in range(at)]
    fields += [(at + 33 * i, 33) for i in range(7)]
    at += 33 * 7
    fields += [(at + 32 * i, 32) for i in range(n + 2)]
    at += 32 * (n + 2)
    fields += [(at + 33 * i, 33) for i in range(2 * fold.rounds(n))]
    return [*fields, (at + 66 * fold.rounds(n), 32)]


def test_changing_any_field_of_a_proof_breaks_it() -> None:
    key, inputs, outputs, proof = small_shuffle()
    committed = commitment(key)
    assert shuffle_proof.check(committed, inputs, outputs, proof, CONTEXT, SMALL)
    fields = _fields(6)
    assert sum(length for _, length in fields) == len(proof)
    for index, (start, length) in enumerate(fields):
        for offset in {0, index % length}:  # a point's sign byte, and a byte of its x
            bad = bytearray(proof)
            bad[start + offset] ^= 1 << (index % 8)
            assert not shuffle_proof.check(
                committed, inputs, outputs, bytes(bad), CONTEXT, SMALL
            ), (index, offset)


def test_changing_a_field_of_the_jaipur_proof_breaks_it() -> None:
    key, deck, proof = jaipur_shuffle()
    committed = commitment(key)
    fields = _fields(70)
    for start, length in (fields[0], fields[8], fields[9], fields[16], fields[-3], fields[-1]):
        bad = bytearray(proof)
        bad[start + length - 1] ^= 1
        assert not shuffle_proof.check(committed, POINTS, deck, bytes(bad), CONTEXT, SEGMENTS)
    assert not shuffle_proof.check(committed, POINTS, deck, proof[:-1], CONTEXT, SEGMENTS)


def test_a_proof_holds_for_its_own_statement_only() -> None:
    key, inputs, outputs, proof = small_shuffle()
    committed = commitment(key)
    swapped = (outputs[1], outputs[0], *outputs[2:])  # still a shuffle, but another one
    other_inputs = POINTS[6:12]
    assert not shuffle_proof.check(committed, inputs, swapped, proof, CONTEXT, SMALL)
    assert not shuffle_proof.check(committed, other_inputs, outputs, proof, CONTEXT, SMALL)
    assert not shuffle_proof.check(committed, inputs, outputs, proof, CONTEXT + b"!", SMALL)
    assert not shuffle_proof.check(commitment(key + 1), inputs, outputs, proof, CONTEXT, SMALL)
    assert not shuffle_proof.check(committed, inputs, outputs, proof, CONTEXT, ((0, 6),))


def _cheat_1(deck: tuple[int, ...], key: int) -> tuple[int, ...]:
    """The second shuffle with cheat 1: the element at position 5 replaced by the one at
    position 0 locked under ``key`` and another key (a disguised copy)."""
    other = ec.scalar(seeded(7)(32))
    out = list(deck)
    out[5] = ec.mul(other, out[0])
    return tuple(out)


def test_a_shuffle_holding_a_disguised_copy_is_refused() -> None:
    _, first, _ = jaipur_shuffle()
    key = ec.scalar(seeded(8)(32))
    honest = tuple(encrypt_shuffle(list(first), key, seeded(9)))
    cheated = _cheat_1(honest, key)
    committed = commitment(key)
    with pytest.raises(ValueError, match="not the inputs locked"):
        shuffle_proof.prove(key, first, cheated, CONTEXT, SEGMENTS)
    proof = shuffle_proof.prove(key, first, honest, CONTEXT, SEGMENTS)  # a deal's 2nd shuffle
    assert shuffle_proof.check(committed, first, honest, proof, CONTEXT, SEGMENTS)
    assert not shuffle_proof.check(committed, first, cheated, proof, CONTEXT, SEGMENTS)
    # a cheating prover running the argument as if the copy were the element it replaced
    # (with the sign bits and every challenge of the cheated statement)
    assert not shuffle_proof.check(
        committed, first, cheated, _lying_proof(key, first, honest, cheated), CONTEXT, SEGMENTS
    )


def _lying_proof(
    key: int, inputs: tuple[int, ...], honest: tuple[int, ...], claimed: tuple[int, ...]
) -> bytes:
    """The argument for the permutation of ``honest``, made over the statement ``claimed``."""
    k = proofs.even_key(key)
    xs = tuple(ec.lift_x(x) for x in inputs)
    locked = tuple(ec.point_mul(k, p) for p in xs)
    where = {q[0]: j for j, q in enumerate(locked)}
    pi = tuple(where[y] for y in honest)
    tags = shuffle_proof._tags(SEGMENTS, len(inputs))
    signs = proofs.sign_bytes(tuple(locked[j][1] & 1 for j in pi))
    seed = shuffle_proof._seed(CONTEXT, commitment(key), inputs, claimed, tags, signs)
    ys = tuple(
        proofs.signed(ec.lift_x(y), locked[j][1] & 1) for y, j in zip(claimed, pi, strict=True)
    )
    return shuffle_proof._argue(k, seed, signs, xs, ys, pi, tags)


def test_a_shuffle_under_a_key_other_than_the_committed_one_is_refused() -> None:
    key, inputs, _, _ = small_shuffle()
    other = ec.scalar(seeded(10)(32))
    outputs = _shuffled(inputs, other, SMALL, 11)
    proof = shuffle_proof.prove(other, inputs, outputs, CONTEXT, SMALL)
    assert shuffle_proof.check(commitment(other), inputs, outputs, proof, CONTEXT, SMALL)
    assert not shuffle_proof.check(commitment(key), inputs, outputs, proof, CONTEXT, SMALL)
    with pytest.raises(ValueError):
        shuffle_proof.prove(key, inputs, outputs, CONTEXT, SMALL)


def test_a_shuffle_across_segments_is_refused() -> None:
    key, inputs, outputs, _ = small_shuffle()
    across = (outputs[4], *outputs[1:4], outputs[0], outputs[5])  # swaps the segments' first
    with pytest.raises(ValueError, match="within the segments"):
        shuffle_proof.prove(key, inputs, across, CONTEXT, SMALL)
    whole = shuffle_proof.prove(key, inputs, across, CONTEXT)  # a permutation of all six
    assert shuffle_proof.check(commitment(key), inputs, across, whole, CONTEXT)
    assert not shuffle_proof.check(commitment(key), inputs, across, whole, CONTEXT, SMALL)


def test_a_shuffle_with_a_point_twice_is_refused() -> None:
    key, inputs, outputs, proof = small_shuffle()
    twice = (outputs[0], outputs[0], *outputs[2:])
    with pytest.raises(ValueError):
        shuffle_proof.prove(key, inputs, twice, CONTEXT, SMALL)
    assert not shuffle_proof.check(commitment(key), inputs, twice, proof, CONTEXT, SMALL)


def test_the_folding_argument_holds_for_its_vector_and_target_only() -> None:
    gens = [ec.lift_x(x) for x in POINTS[:8]]
    a = [ec.scalar(seeded(20 + i)(32)) for i in range(8)]
    target = ec.combine(tuple(zip(a, gens, strict=True)))
    argument = fold.prove(b"seed", a, gens)
    terms: list[fold.Terms] = [((1, g),) for g in gens]
    assert len(argument) == fold.size(8) == 3 * 66 + 32
    assert fold.check(b"seed", target, terms, argument)
    assert not fold.check(b"other seed", target, terms, argument)
    assert not fold.check(b"seed", gens[0], terms, argument)
    assert not fold.check(b"seed", target, terms[:4], argument)
