"""A message too long for one link (format 3's set-up messages with their shuffle
proofs) goes as two links: the panel shows both, each with Copy, and Copy both puts them
on two lines; the other page gathers the halves in either order, across a reload, from
the address bar or pasted together, and refuses halves of different messages."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.jaipur.remote import play as jaipur
from game.remote import wire
from tests.test_web_helpers import remote_of
from tests.test_web_remote import fragment, page, shown
from web.app import App
from web.remote import parts
from web.shell.saves import MemoryStore


@pytest.fixture(autouse=True)
def shuffled(monkeypatch: pytest.MonkeyPatch) -> None:
    """New Jaipur games in format 3, whose set-up messages need two links."""
    monkeypatch.setattr(jaipur.invite, "__defaults__", (wire.SHUFFLED,))


def _both(app: App) -> list[str]:
    """Press Copy both links; the two link fragments copied (one a line)."""
    env: Any = app.env
    if not remote_of(app).auto:
        app.act("remote-copy")
    lines = env.clipboard.split("\n")
    assert len(lines) == 2, lines
    return [fragment(line) for line in lines]


def _invite(app: App) -> list[str]:
    app.act("new", "jaipur")
    app.act("where", "far")
    app.act("start", "", {"where": "far", "players": "2", "name0": "Ana"})
    text = shown(app)
    assert "send both links" in text and "Link 1 of 2" in text and "Link 2 of 2" in text
    assert "Copy link 2 of 2" in text and "Copy both links" in text
    return _both(app)


def test_a_long_message_is_sent_as_two_links_each_short_enough() -> None:
    ana, env = page()
    halves = _invite(ana)
    assert all(len(f"https://bazaar.example/#{h}") <= 4000 for h in halves)
    assert all(parts.header(h) for h in halves)
    assert remote_of(ana).status() == "wait"  # Copy both sent them
    ana.act("remote-copy", "2")  # each has its own Copy
    assert env.clipboard.endswith(halves[1])
    ana.act("remote-again")
    assert "Link 2 of 2" in shown(ana)  # shown again: both


def test_halves_gathered_in_either_order_and_across_a_reload() -> None:
    (ana, _), store = page(), MemoryStore()
    ben, _ = page(store)
    first, second = _invite(ana)
    ben.open_link(second)  # the second half first: kept, and said so
    assert ben.screen.name == "home" and ben.message is not None
    assert "one of two links" in ben.message.text and "open the other one too" in ben.message.text
    ben, _ = page(store)  # the page reloaded: the half is still kept
    ben.open_link(first)
    assert ben.screen.name == "invited", ben.message
    assert "Ana invites you" in shown(ben)
    assert not [k for k in store.all_keys() if k.startswith(parts.PARTS)]  # forgotten
    ben.act("remote-join", "", {"name": "Ben"})
    answer = _both(ben)
    ana.open_link(answer[0])  # the answer, in the order sent
    assert ana.message is not None and "open the other one too" in ana.message.text
    assert remote_of(ana).status() == "wait"  # nothing opened yet
    ana.open_link(answer[1])
    assert ana.message is None  # "open the other one too" would be stale: both are here
    assert remote_of(ana).save.names == ("Ana", "Ben")
    assert remote_of(ana).status() == "send"  # the cards Ben asked for, to unlock
    assert "Ben" in json.dumps(remote_of(ana).save.names)


def test_both_links_pasted_together_open_at_once() -> None:
    (ana, _), (ben, _) = page(), page()
    invitation = _invite(ana)
    ben.open_link("\n".join(invitation[:1]))
    ben.open_link(invitation[1])
    ben.act("remote-join", "", {"name": "Ben"})
    answer = _both(ben)
    pasted = "\n".join(f"https://bazaar.example/#{h}" for h in reversed(answer))
    ana.act("remote-paste", "", {"link": pasted})
    assert remote_of(ana).save.names == ("Ana", "Ben"), ana.message


def test_halves_of_different_messages_are_refused_with_what_to_do() -> None:
    (ana, _), (cleo, _), (ben, _) = page(), page(), page()
    one, two = _invite(ana), _invite(cleo)
    ana.act("remote-paste", "", {"link": f"x#{one[0]}\nx#{two[1]}"})
    assert ana.message is not None
    assert "not the two halves of one message" in ana.message.text
    assert "send both again" in ana.message.text
    # the same halves opened from the address bar wait for their own other halves
    ben.open_link(one[0])
    ben.open_link(two[1])
    assert ben.screen.name == "home" and ben.message is not None
    assert "open the other one too" in ben.message.text
    ben.open_link(one[1])
    assert ben.screen.name == "invited" and "Ana invites you" in shown(ben)


def test_the_same_half_twice_still_waits_for_the_other() -> None:
    store = MemoryStore()
    first, second = parts.links("remote." + wire.text(bytes([3, 73]) + bytes(7) + bytes(8000)))
    assert parts.gather(store, first) is None
    assert parts.gather(store, first) is None  # opened twice: still one half
    whole = parts.gather(store, second)
    assert whole is not None and parts.header(whole) is None
    assert whole == "remote." + wire.text(bytes([3, 73]) + bytes(7) + bytes(8000))
