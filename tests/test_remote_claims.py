"""Claiming a round after 48 hours of silence (game/remote/claim.py): the record is
signed by the waiting player's invitation key, anyone with the players' public keys can
check its signature, and the other device checks it against its own transcript."""

from __future__ import annotations

import json
import random

import pytest

from game import GAMES
from game.bombay.remote import play as bombay
from game.core.evolve import evolve
from game.core.position import decode_position
from game.remote import api, ec
from game.remote import claim as claims
from game.remote.errors import LinkRefused
from tests.remote_sim import JaipurTable, bombay_game

DAY = 24 * 3600 * 1000


def waiting_table(seed: int = 3, steps: int = 7) -> tuple[JaipurTable, int]:
    """A match a few links in, and the seat that now waits for the other's link."""
    table = JaipurTable(seed)
    for _ in range(steps):
        table.step()
    assert table.pending is not None
    receiver = table.pending[0]
    return table, 1 - receiver


def test_a_waiting_player_may_claim_after_48_hours_and_not_before() -> None:
    table, waiter = waiting_table()
    device, other = table.devices[waiter], table.devices[1 - waiter]
    assert api.status(device).kind == "wait"
    assert not api.can_claim(device, 5, 5 + claims.SILENCE - 1)
    assert api.can_claim(device, 5, 5 + claims.SILENCE)
    with pytest.raises(LinkRefused) as refused:
        api.claim(device, 5, 5 + DAY)
    assert refused.value.reason == "claim"
    assert table.pending is not None
    opened = api.receive(other, table.pending[1])  # the other has the link: its move
    assert api.status(opened).kind == "move" and not api.can_claim(opened, 0, 3 * DAY)
    before_claims = evolve(device, identity=0, publics=())  # a save from before claims
    assert not api.can_claim(before_claims, 0, 3 * DAY)


def test_the_record_says_what_the_claimant_knows_and_anyone_checks_its_signature() -> None:
    table, waiter = waiting_table()
    device = table.devices[waiter]
    record = api.claim(device, 1000, 1000 + 3 * DAY)
    found = claims.read(record)  # no device needed: the record names the public keys
    shown = api.view(device)
    assert shown is not None
    assert (found.game, found.id, found.seat) == ("jaipur", device.game, waiter)
    assert (found.round, found.since, found.made) == (shown.round, 1000, 1000 + 3 * DAY)
    assert found.links == len(device.digests)
    assert found.safety_code == api.safety_code(device) != ""
    assert api.view_from_record("jaipur", found.view) == evolve(shown, legal_moves=())
    if found.position:  # "" only while a card is not turned over yet
        position = decode_position(found.position, GAMES)
        assert position.game == "jaipur" and position.view.seat == waiter


def test_the_other_device_checks_the_claim_against_its_own_links() -> None:
    table, waiter = waiting_table()
    assert table.pending is not None
    record = api.claim(table.devices[waiter], 0, claims.SILENCE)
    silent = table.devices[1 - waiter]
    assert api.check_claim(silent, record).standing == "behind"  # the last link unopened
    opened = api.receive(silent, table.pending[1])
    assert api.check_claim(opened, record).standing == "same"  # its move is awaited
    table.step()  # the silent device opens it and moves; its link is never delivered
    assert api.check_claim(table.devices[1 - waiter], record).standing == "ahead"
    with pytest.raises(LinkRefused) as own:
        api.check_claim(table.devices[waiter], record)
    assert own.value.reason == "own"
    other_game, _ = waiting_table(seed=4)
    with pytest.raises(LinkRefused) as foreign:
        api.check_claim(other_game.devices[1 - waiter], record)
    assert foreign.value.reason == "game"


def test_a_changed_or_forged_claim_is_refused() -> None:
    table, waiter = waiting_table()
    device, silent = table.devices[waiter], table.devices[1 - waiter]
    record = json.loads(api.claim(device, 0, 3 * DAY))
    for field, value in (("since", 7), ("round", 3), ("links", 1), ("seat", 1 - waiter)):
        changed = json.dumps({**record, field: value})
        with pytest.raises(LinkRefused) as refused:
            claims.read(changed)
        assert refused.value.reason in ("sealed", "format"), field
    # the silent player signs a claim in the waiting player's name with its own key
    forged = claims.read(json.dumps(record))
    with pytest.raises(ValueError):
        claims.write(forged, silent.identity)
    # or names its own key for the waiting seat: the signature holds, the keys do not
    keys = list(forged.keys)
    keys[waiter] = f"{ec.public_key(silent.identity + 1):064x}"
    swapped = claims.write(evolve(forged, keys=tuple(keys)), silent.identity + 1)
    assert claims.read(swapped).safety_code != api.safety_code(device)
    with pytest.raises(LinkRefused) as refused:
        api.check_claim(silent, swapped)
    assert refused.value.reason == "sealed"
    with pytest.raises(LinkRefused) as garbage:
        claims.read("not a record")
    assert garbage.value.reason == "format"


def test_a_signature_holds_for_its_message_and_key_only() -> None:
    secret = ec.scalar(b"k" * 32)
    public = ec.public_key(secret)
    signature = claims.sign(secret, b"the record")
    assert claims.verify(public, b"the record", signature)
    assert claims.verify(public, b"the record", claims.sign(ec.N - secret, b"the record"))
    assert not claims.verify(public, b"the recore", signature)
    assert not claims.verify(ec.public_key(secret + 1), b"the record", signature)
    for i in range(0, 64 * 8, 37):
        flipped = bytearray(signature)
        flipped[i // 8] ^= 1 << (i % 8)
        assert not claims.verify(public, b"the record", bytes(flipped))
    assert not claims.verify(public, b"the record", signature[:63])


def sells_first(shown: object, rng: random.Random) -> str:
    """A sale where one is legal: rounds end sooner."""
    moves = [str(m) for m in shown.legal_moves]  # type: ignore[attr-defined]
    return rng.choice([m for m in moves if m.startswith("sell ")] or moves)


def test_the_player_left_without_the_rounds_result_can_claim_it() -> None:
    """The stall of issue 43: the device that receives a round's last move (the match's,
    at its end) learns the result first and may never answer; the other device knows no
    result, and claims."""
    table = JaipurTable(5, sells_first)
    for _ in range(200):
        assert table.pending is not None
        seat, text = table.pending
        opened = api.receive(table.devices[seat], text)
        if api.scored_rounds(opened) > api.scored_rounds(table.devices[1 - seat]):
            break
        table.step()
    waiting = table.devices[1 - seat]
    left = api.view(waiting)
    assert left is not None and api.status(waiting).kind == "wait"
    record = api.claim(waiting, 0, claims.SILENCE)
    check = api.check_claim(opened, record)
    assert check.claim.round == left.round == 1 and api.scored_rounds(waiting) == 0
    # its answer (its round key) was made as it opened the move: the link the claim awaits
    assert api.status(opened).kind == "send" and check.standing == "ahead"


class Claimed(Exception):
    """Stops a Bombay game once its claim is checked."""


def test_a_bombay_player_claims_and_every_other_device_checks_it() -> None:
    """Three players: the host waits while seat 1 plays its turn; seat 1's and seat 2's
    devices both check the host's claim against their own links."""

    def watch(devices: list[bombay.BombayDevice], mover: int) -> None:
        if mover != 1 or api.status(devices[0]).kind != "wait":
            return
        record = api.claim(devices[0], 0, claims.SILENCE)
        assert claims.read(record).keys == tuple(f"{k:064x}" for k in devices[1].publics)
        assert {api.check_claim(devices[s], record).standing for s in (1, 2)} == {"same"}
        raise Claimed

    with pytest.raises(Claimed):
        bombay_game(3, 11, watch)
