"""A device that cheats is caught, named, and told what was wrong.

Each test plays a remote Jaipur game between an honest device and a modified
one (its saved state or the functions it runs changed, as a modified client
could). The honest device must raise CheatDetected naming the cheater's seat,
at once or at the end of the round, and never accept the game as fair. A
modified client may also trip over its own lies first (its own checks see the
cards it forged); such a run proves nothing, so the test moves on to the next
seed, and fails if no seed shows the honest device catching the cheat.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from game.remote import api, ec, wire
from game.remote.errors import CheatDetected, LinkRefused
from game.remote.jaipur_cards import CARDS, MARKET, SIZE, hand_positions
from tests.remote_sim import JaipurTable, random_move

Hook = Callable[[JaipurTable, int], None]


class CheaterFailed(Exception):
    """The modified device tripped over its own lie: this run shows nothing."""


def caught(
    seed: int, cheater: int, hook: Hook, choose: Callable[..., str] = random_move
) -> CheatDetected:
    """Play until the honest device raises CheatDetected; hook(table, cheater) after each step."""
    table = JaipurTable(seed, choose)
    for _ in range(2000):
        if table.pending is None:
            raise AssertionError("the cheat went unnoticed: the game ended")
        receiver = table.pending[0]
        try:
            hook(table, cheater)
            table.step()
        except CheatDetected as error:
            if receiver == cheater:
                raise CheaterFailed from error
            return error
    raise AssertionError("the game did not end")


def first_caught(
    cheater: int, hook: Hook, choose: Callable[..., str] = random_move
) -> CheatDetected:
    for seed in range(1, 9):
        try:
            error = caught(seed, cheater, hook, choose)
        except CheaterFailed:
            continue
        assert error.seat == cheater and error.reason == "cheat"
        assert str(error).startswith("The other player's device")
        return error
    raise AssertionError("the modified device never got far enough to be caught")


def _forge_hand(table: JaipurTable, cheater: int) -> None:
    """The cheater's device believes it holds the honest player's five cards."""
    me, honest = table.devices[cheater], table.devices[1 - cheater]
    rnd = me.round
    if (
        rnd.number != 1
        or getattr(table, "forged", False)
        or rnd.cards[hand_positions(cheater, rnd.first)[0]] < 0
    ):
        return
    theirs = [honest.round.cards[p] for p in hand_positions(1 - cheater, rnd.first)]
    if -1 in theirs:
        return
    cards = list(rnd.cards)
    for p, element in zip(hand_positions(cheater, rnd.first), theirs, strict=True):
        cards[p] = element
    table.devices[cheater] = replace(me, round=replace(rnd, cards=tuple(cards)))
    table.forged = True  # type: ignore[attr-defined]


def _prefer_sales(shown: object, rng: random.Random) -> str:
    moves = shown.legal_moves  # type: ignore[attr-defined]
    sales = [m for m in moves if str(m).startswith(("sell", "swap"))]
    return str(rng.choice(sales or list(moves)))


def test_a_device_that_plays_cards_it_was_not_dealt_is_caught() -> None:
    error = first_caught(1, _forge_hand, _prefer_sales)
    assert any(w in str(error) for w in ("not legal", "do not allow", "camels"))


def test_a_device_that_announces_the_wrong_camels_is_caught() -> None:
    def hook(table: JaipurTable, cheater: int) -> None:
        honest = table.devices[1 - cheater]
        if honest.round.herd >= 0 and not getattr(table, "lied", False):
            table.devices[1 - cheater] = replace(
                honest, round=replace(honest.round, herd=(honest.round.herd + 1) % 6)
            )
            table.lied = True  # type: ignore[attr-defined]

    error = first_caught(1, hook)
    assert "camels" in str(error) or "do not allow" in str(error)


# --- links changed, replayed, forged ---------------------------------------------------


def _table() -> JaipurTable:
    table = JaipurTable(3)
    for _ in range(8):
        table.step()
    return table


def test_a_past_link_changed_and_sealed_again_by_its_sender_is_refused() -> None:
    table = _table()
    seat, old = table.links[-3]
    frame = wire.read(old)
    sender = table.devices[seat]
    assert table.pending is not None and table.pending[0] == 1 - seat
    # the sender knows the key and the transcript up to that link: it rewrites the move
    chain = _chain_before(table, len(table.links) - 3)
    body = frame.body[:-1] + bytes([frame.body[-1] ^ 1])
    key = bytes.fromhex(sender.seal)
    forged = wire.text(
        wire.make("T", frame.game, frame.number, seat, body, (key,), chain, frame.version)
    )
    receiver = table.devices[1 - seat]
    with pytest.raises(LinkRefused) as refused:
        api.receive(receiver, forged)
    assert refused.value.reason == "changed"


def _chain_before(table: JaipurTable, index: int) -> bytes:
    chain = b""
    for _, text in table.links[:index]:
        chain = wire.chain_after(chain, wire.read(text).raw)
    return chain


def test_a_replayed_link_is_refused() -> None:
    table = _table()
    seat, old = table.links[-3]
    with pytest.raises(LinkRefused) as refused:
        api.receive(table.devices[1 - seat], old)
    assert refused.value.reason == "opened"


def test_a_link_sealed_by_a_stranger_is_refused() -> None:
    table = _table()
    assert table.pending is not None
    seat, text = table.pending
    frame = wire.read(text)
    stranger = ec.to_bytes(ec.public_key(12345))[:32]
    forged = wire.text(
        wire.make(
            frame.kind,
            frame.game,
            frame.number,
            frame.sender,
            frame.body,
            (stranger,),
            b"",
            frame.version,
        )
    )
    with pytest.raises(LinkRefused) as refused:
        api.receive(table.devices[seat], forged)
    assert refused.value.reason == "sealed"
    table.step()  # the real link still opens


def test_the_element_table_covers_the_whole_deal() -> None:
    assert len(CARDS) + 18 == SIZE and MARKET == (10, 11)
