"""Announced public cards (issue 43, finding 1): in link format 5 each carries a proof.

A public card is opened by both devices and the second one announces its number. A
modified device that owes a market card announces a card of its own hand instead (of
another goods type), running the real code on a changed save: in format 5 the honest
device refuses the link that carries the lie, naming the device, its save unchanged; in
format 4 (the games begun before) the same link is accepted and the honest table shows
the wrong card, the limit the threat model states for those games.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.jaipur.cards import CAMEL
from game.jaipur.remote import announce
from game.jaipur.remote import play as jaipur
from game.jaipur.remote.cards import CARDS, POINTS, SIZE, hand_positions
from game.jaipur.remote.round import new_round
from game.remote import api, ec, proofs, wire
from tests.remote_sim import JaipurTable, seeded
from tests.test_remote_proofs import forged, refused, until


def _lying_link(version: int, seed: int, cheater: int) -> tuple[JaipurTable, str, int, int]:
    """The table just before ``cheater`` sends a link that announces a public card, and
    that link made by a modified device: the first card it owes is announced as one of
    its own dealt cards of another goods type. Also the position and the lie."""
    table = JaipurTable(seed, version=version)
    while table.pending is not None:
        seat, text = table.pending
        if seat == cheater:
            device = jaipur.receive(table.devices[seat], text, table.entropy)
            rnd = device.round
            owed = rnd.owed_open[0] if rnd.owed_open else -1
            own = [rnd.cards[p] for p in hand_positions(cheater, rnd.first)]
            lies = [e for e in own if owed >= 0 and CARDS[e] not in (CARDS[rnd.cards[owed]], CAMEL)]
            if lies and api.status(device).kind == "move":
                cards = list(rnd.cards)
                cards[owed] = lies[0]
                liar = replace(device, round=replace(rnd, cards=tuple(cards)))
                shown = jaipur.view(liar)
                assert shown is not None
                _, link = jaipur.play(liar, str(shown.legal_moves[0]), seeded(5))
                return table, link, owed, lies[0]
        table.step()
    raise AssertionError("the cheater never owed a public card")


def test_an_announcement_proof_holds_for_the_cards_dealt_only() -> None:
    """The proof alone (no shuffle, fast: it runs in Pyodide too): the announcer was sent
    the dealt points with the dealer's layer removed; its proof holds for the cards dealt
    there, not for another card, other positions, another transcript or another key."""
    entropy = seeded(21)
    mine, theirs = ec.scalar(entropy(32)), ec.scalar(entropy(32))
    cards = (3, 40)  # a diamond and a leather
    dealt = tuple(ec.mul(mine * theirs % ec.N, POINTS[e]) for e in cards)
    sent = tuple(ec.mul(theirs, POINTS[e]) for e in cards)  # the dealer's layer removed
    positions = (10, 11)
    announcer = replace(
        new_round(1, 0, 0, theirs, ()),
        cards=tuple(cards[positions.index(p)] if p in positions else -1 for p in range(SIZE)),
        removals=tuple(zip(positions, sent, strict=True)),
    )
    deck = tuple(dealt[positions.index(p)] if p in positions else 0 for p in range(SIZE))
    checker = replace(
        new_round(1, 0, 0, mine, ()), deck_fo=deck, their_commit=proofs.commitment(theirs)
    )
    chain = "ab" * 32
    proof = announce.prove(wire.ANNOUNCED, announcer, positions, chain)
    assert (
        len(proof) == proofs.size(2)
        and announce.prove(wire.FOLDED, announcer, positions, chain) == b""
    )
    assert announce.holds(checker, positions, cards, proof, chain)
    assert not announce.holds(checker, positions, (3, 41), proof, chain)  # another leather
    assert not announce.holds(checker, positions, (40, 3), proof, chain)
    assert not announce.holds(checker, positions, cards, proof, "cd" * 32)
    other = replace(checker, their_commit=proofs.commitment(theirs + 1))
    assert not announce.holds(other, positions, cards, proof, chain)
    unlock_context = bytes.fromhex(chain) + bytes(positions)  # an unlock proof's, same link
    unlock = proofs.unlock(theirs, sent, unlock_context)[1]
    assert proofs.check(
        proofs.commitment(theirs), sent, POINTS[3:4] + POINTS[40:41], unlock, unlock_context
    )
    assert not announce.holds(checker, positions, cards, unlock, chain)


@pytest.mark.parametrize("cheater", [0, 1])
def test_a_public_card_announced_other_than_the_one_dealt_is_refused_at_its_link(
    cheater: int,
) -> None:
    """Seat 0 lies about a first market card (its first move announces them), seat 1
    about a card seat 0's move dealt: refused at that link, naming the liar."""
    table, link, position, lie = _lying_link(jaipur.NEW_GAMES, 3 + cheater, cheater)
    assert wire.read(link).version == wire.ANNOUNCED == jaipur.NEW_GAMES
    error = refused(table.devices[1 - cheater], link)
    assert error.seat == cheater and error.reason == "cheat"
    assert "proof" in str(error) and f"deck positions {position + 1}" in str(error)
    assert CARDS[lie] in str(error)


def test_in_link_format_4_the_same_lie_passes_its_link() -> None:
    """What format 5 adds: a format-4 game takes the lie, and the honest table shows the
    cheater's card in the market (a later count or the round's end may catch it)."""
    table, link, position, lie = _lying_link(wire.FOLDED, 3, 0)
    honest = jaipur.receive(table.devices[1], link, seeded(99))
    assert honest.round.cards[position] == lie


def test_an_announcement_whose_proof_was_changed_is_refused_and_the_honest_one_opens() -> None:
    table = JaipurTable(6, version=jaipur.NEW_GAMES)
    frame = until(table, lambda f: f.kind == "T" and f.body[1] > 0)
    count = frame.body[1]
    at = 2 + count + proofs.size(count) - 1  # the response's last byte

    def flip(body: bytes) -> bytes:
        return body[:at] + bytes([body[at] ^ 1]) + body[at + 1 :]

    receiver = 1 - frame.sender
    error = refused(table.devices[receiver], forged(table, flip))
    assert error.seat == frame.sender and error.relayed and "proof" in str(error)
    asked = table.devices[receiver].round.asked
    table.step()  # the real link opens: its cards are announced, with their proof
    assert asked and set(asked) <= {p for p, _ in table.devices[receiver].round.claims}


def test_a_whole_format_5_round_ends_the_same_on_both_devices() -> None:
    """Every announcement of a round proven and the round checked at its end; the end
    check takes the proven announcements as they are."""
    table = JaipurTable(7, version=jaipur.NEW_GAMES)
    while table.pending is not None and not all(map(jaipur.round_results, table.devices)):
        table.step()
    a, b = table.devices
    assert jaipur.round_results(a) == jaipur.round_results(b) and len(jaipur.round_results(a)) == 1
