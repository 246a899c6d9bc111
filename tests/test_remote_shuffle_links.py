"""Set-up links of link format 3 (a shuffle with its proof: ~7,500 characters) travel as
two links (game/remote/wire.py ``parts``) that are put back together in either order."""

from __future__ import annotations

import pytest

from game.remote import jaipur, wire
from game.remote.errors import LinkRefused
from tests.remote_sim import seeded

PAGE = len("https://bazaar.example/#remote.")


def test_a_format_3_answer_travels_as_two_links_opened_in_either_order() -> None:
    inviter, invitation = jaipur.invite(seeded(40), wire.SHUFFLED)
    halves = wire.parts(invitation)
    assert len(halves) == 2 and all(PAGE + len(h) <= 4000 for h in halves)
    for order in (halves, halves[::-1]):
        assert wire.joined(order) == invitation
    _, answer = jaipur.accept(wire.joined(halves[::-1]), seeded(41))
    first, second = wire.parts(answer)
    assert max(len(first), len(second)) + PAGE <= 4000
    opened = jaipur.receive(inviter, wire.joined((second, first)), seeded(42))
    assert opened.reply  # the inviter's first turn link, as with the whole answer
    assert wire.parts(opened.sent) == (opened.sent,)  # a turn's link stays one link


def test_halves_of_different_messages_are_refused() -> None:
    """Cut at 1,000 characters, so any format's invitation shows it: format 2's (no shuffle
    to prove, a fifth of a second) keeps the test fast, for the unit and Pyodide runs."""
    _, one = jaipur.invite(seeded(43), wire.PROVEN)
    _, other = jaipur.invite(seeded(44), wire.PROVEN)
    a, b = wire.parts(one, 1000)
    c, d = wire.parts(other, 1000)
    assert wire.joined((b, a)) == one
    for pair in ((a, d), (c, b), (a, a), (a, one)):
        with pytest.raises(LinkRefused, match="two halves"):
            wire.joined(pair)
