"""Cheats against the shuffles in link formats 3 and 4 (shuffle proofs): each refused at the link
that carries it, naming the cheater, the honest device unchanged. The numbers are the
cheats of issue 26 (tests/test_remote_proofs.py has the unlock cheats and format 2's)."""

from __future__ import annotations

import pytest

from game.jaipur.remote import device as jaipur_device
from game.jaipur.remote import play as jaipur
from game.jaipur.remote.cards import FIRST_HAND, POINTS, SECOND_HAND
from game.remote import api, ec, wire
from game.remote.errors import CheatDetected
from tests.remote_sim import JaipurTable, seeded
from tests.test_remote_proofs import REAL_UNLOCK, disguising, forged, refused, until
from tests.test_remote_strangers import set_aside


@pytest.mark.parametrize("version", [wire.SHUFFLED, wire.FOLDED])
def test_cheat_1_is_refused_at_the_answer(monkeypatch: pytest.MonkeyPatch, version: int) -> None:
    """The second shuffler puts copies of the inviter's five cards in its own hand
    positions and sends the proof of an honest shuffle: the inviter refuses the answer
    before it unlocks anything, and sets it aside naming the key it came from (the safety
    code of the answering device: a key the game has not taken cannot stop it; format 4:
    the same answer, before the inviter's first move)."""
    inviter, invitation = jaipur.invite(seeded(31), version)
    with monkeypatch.context() as patch:
        disguising(patch)
        friend, answer = jaipur.accept(invitation, seeded(32))
    error = set_aside(inviter, answer)
    assert error.safety == friend.safety and "shuffle is not proven" in error.detail


def test_a_format_3_invitation_holding_a_copy_is_refused() -> None:
    """The inviter's first shuffle with one element replaced by a copy of another locked
    again: the friend refuses the invitation, naming the inviter."""
    _, invitation = jaipur.invite(seeded(34), wire.SHUFFLED)
    frame = wire.read(invitation)
    copy = ec.to_bytes(ec.mul(ec.scalar(seeded(35)(32)), int.from_bytes(frame.body[64:96], "big")))
    body = frame.body[:96] + copy + frame.body[128:]
    changed = wire.text(wire.make("I", frame.game, 0, 0, body, (), b"", frame.version))
    with pytest.raises(CheatDetected, match="shuffle") as caught:
        jaipur.accept(changed, seeded(36))
    assert caught.value.seat == 0


def test_a_format_3_next_round_shuffle_holding_a_copy_is_refused() -> None:
    """A next round's first (``D``) and second (``E``) shuffle with a copy of one element in
    place of another, or with its proof changed, is refused at its link, naming its sender;
    the honest links open (the match goes on through round 2's deal), and every message of
    format 3 so far, its shuffle proofs included, travels in at most two links."""
    table = JaipurTable(8, version=wire.SHUFFLED)
    for kind, start in (("D", 64), ("E", 32)):  # the deck after (a key and) the commitment
        frame = until(table, lambda f, kind=kind: f.kind == kind)  # type: ignore[misc]
        receiver = table.devices[1 - frame.sender]

        def copied(body: bytes, start: int = start) -> bytes:
            first = int.from_bytes(body[start : start + 32], "big")
            copy = ec.mul(ec.scalar(seeded(37)(32)), first)
            return body[: start + 32 * 5] + ec.to_bytes(copy) + body[start + 32 * 6 :]

        def changed_proof(body: bytes, start: int = start) -> bytes:
            at = start + 32 * len(POINTS) + 100
            return body[:at] + bytes([body[at] ^ 1]) + body[at + 1 :]

        for change in (copied, changed_proof):
            error = refused(receiver, forged(table, change))
            assert error.seat == frame.sender and "shuffle" in str(error)
        table.step()  # the honest link opens
    assert {wire.read(text).version for _, text in table.links} == {wire.SHUFFLED}
    for _, text in table.links:  # each set-up message (I, A, D, E) in at most two links
        halves = wire.parts(text)
        assert len(halves) <= 2 and max(map(len, halves)) <= wire.LINK_LIMIT


# --- cheat 2: the first shuffler gives the friend its own cards (unlock proofs) ---------


@pytest.mark.parametrize("version", [wire.SHUFFLED, wire.FOLDED])
def test_cheat_2_the_first_shuffler_cannot_unlock_its_own_cards_as_the_friends_hand(
    monkeypatch: pytest.MonkeyPatch, version: int
) -> None:
    """The inviter unlocks its own cards as the friend's hand: in format 3 in its link
    after the answer, in format 4 in its first move's link (it starts round 1)."""
    entropy = seeded(3)
    inviter, invitation = jaipur.invite(entropy, version)
    friend, answer = jaipur.accept(invitation, entropy)

    def unlocking_link() -> str:
        device = jaipur.receive(inviter, answer, seeded(4))
        if version < wire.FOLDED:
            return device.sent
        shown = jaipur.view(device)
        assert shown is not None and not device.reply and api.status(device).kind == "move"
        return jaipur.play(device, str(shown.legal_moves[0]), seeded(5))[1]

    honest = unlocking_link()

    def own_cards(device: jaipur.JaipurDevice, key: int, points: tuple[int, ...], positions):  # type: ignore[no-untyped-def]
        if positions[:5] == tuple(SECOND_HAND):  # the friend's hand: unlock its own instead
            points = tuple(device.round.deck_fo[p] for p in FIRST_HAND) + points[5:]
        return REAL_UNLOCK(device, key, points, positions)

    monkeypatch.setattr(jaipur_device, "unlock", own_cards)
    cheat = unlocking_link()
    monkeypatch.setattr(jaipur_device, "unlock", REAL_UNLOCK)
    assert cheat != honest
    error = refused(friend, cheat)
    assert error.seat == 0 and "proof" in str(error) and "6, 7, 8, 9, 10" in str(error)
    assert jaipur.view(jaipur.receive(friend, honest, seeded(6))) is not None  # honest: opens
