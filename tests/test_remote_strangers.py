"""What someone other than the friends can do with a game's set-up links (issue 43,
findings 2 and 3): a stranger holding a Jaipur invitation cannot stop the game with an
answer that breaks the protocol (it is set aside, the genuine answer still taken, the
safety code telling whose it was); in Bombay no key or share chosen after seeing the
others' moves a seat or the set-up, and a host cannot choose among set-ups by whom it
takes."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import Any

import pytest

from game.bombay.remote import play as bombay
from game.bombay.remote import setup as bombay_setup
from game.jaipur.remote import device as jaipur_device
from game.jaipur.remote import play as jaipur
from game.jaipur.remote.cards import encrypt_shuffle
from game.remote import api, ec, wire
from game.remote.entropy import Entropy
from game.remote.errors import AnswerRefused, CheatDetected, LinkRefused
from tests.remote_sim import seeded

# --- Jaipur: an answer that breaks the protocol is set aside -----------------------------


def set_aside(inviter: jaipur.JaipurDevice, answer: str) -> AnswerRefused:
    """The AnswerRefused the inviter raises on ``answer``; its save must not change."""
    before = api.to_json(inviter)
    with pytest.raises(AnswerRefused) as caught:
        jaipur.receive(inviter, answer, seeded(99))
    assert api.to_json(inviter) == before and caught.value.reason == "answer"
    assert caught.value.detail.startswith("The other player's device cheated")
    return caught.value


def _repeating(monkeypatch: pytest.MonkeyPatch) -> None:
    """The answering device copies one locked card over another in its shuffle (from link
    format 3 it sends the proof of its honest shuffle with it)."""
    real, real_prove = encrypt_shuffle, jaipur_device.prove_shuffle
    honest: list[tuple[int, ...]] = []

    def copied(deck: list[int], key: int, entropy: Entropy) -> list[int]:
        out = real(deck, key, entropy)
        honest.append(tuple(out))
        out[20] = out[21]
        return out

    def proof_of_the_honest_deck(*args: Any) -> bytes:
        version, key, deck, _, *rest = args
        return real_prove(version, key, deck, honest[-1], *rest)

    monkeypatch.setattr(jaipur_device, "encrypt_shuffle", copied)
    monkeypatch.setattr(jaipur_device, "prove_shuffle", proof_of_the_honest_deck)


def _a_stranger_answers_first(monkeypatch: pytest.MonkeyPatch, version: int) -> None:
    """A stranger answers first with a repeated point. The inviter refuses it
    (unchanged), names the key it came from by the safety code that device shows, and
    takes the friend's genuine answer afterwards: the game goes on, the friends' codes
    agree and differ from the stranger's."""
    inviter, invitation = jaipur.invite(seeded(60), version)
    with monkeypatch.context() as patch:
        _repeating(patch)
        stranger, bad = jaipur.accept(invitation, seeded(61))
    before = api.to_json(inviter)
    with pytest.raises(AnswerRefused) as caught:
        api.receive(inviter, bad, seeded(62))
    aside = caught.value
    assert api.to_json(inviter) == before and aside.reason == "answer"
    assert aside.safety == api.safety_code(stranger) != ""
    assert "cheated" in aside.detail and not isinstance(aside, CheatDetected)
    friend, answer = jaipur.accept(invitation, seeded(63))
    opened = api.receive(inviter, answer, seeded(64))
    assert api.safety_code(opened) == api.safety_code(friend) != aside.safety
    expected = "move" if version == wire.FOLDED else "send"  # format 4: the inviter starts
    assert api.status(opened).kind == expected


def test_a_strangers_answer_that_breaks_the_protocol_leaves_the_game_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 43's finding 2 (link format 2: the repeated point refused as it arrives)."""
    _a_stranger_answers_first(monkeypatch, wire.PROVEN)


def test_a_strangers_answer_in_format_4_is_set_aside(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same in link format 4, new games' (its shuffle proof refused)."""
    _a_stranger_answers_first(monkeypatch, wire.FOLDED)


def test_a_bad_answer_after_the_genuine_one_is_refused_as_a_second_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Once the game has its opponent, any other answer is refused as a second one (it is
    never judged): the set-aside rule concerns only keys the game has not taken."""
    inviter, invitation = jaipur.invite(seeded(65), wire.PROVEN)
    _, answer = jaipur.accept(invitation, seeded(66))
    inviter = jaipur.receive(inviter, answer, seeded(67))
    with monkeypatch.context() as patch:
        _repeating(patch)
        _, bad = jaipur.accept(invitation, seeded(68))
    with pytest.raises(LinkRefused) as caught:
        api.receive(inviter, bad, seeded(69))
    assert caught.value.reason == "opened" and not isinstance(caught.value, AnswerRefused)


# --- Bombay: grinding moves no seat and no set-up ---------------------------------------


def _ground_key(game: int, tries: int = 16) -> bytes:
    """A friend's key ground: of ``tries`` keys, the one with the smallest public key
    (what took seat 1 in link format 2)."""
    keys = [seeded(game * 1000 + i)(32) for i in range(tries)]
    return min(keys, key=lambda raw: ec.public_key(ec.scalar(raw)))


def _first_key(key: bytes, rest: Entropy) -> Entropy:
    """Entropy whose first draw is ``key`` (the device's key), then ``rest``'s."""
    given = [key]
    return lambda n: given.pop() if given else rest(n)


def _grinders_seats(version: int, ground: list[bytes]) -> list[int]:
    """The grinder's seat in a three-player game per ground key, the other friend honest."""
    seats = []
    for game, key in enumerate(ground):
        host, invitation = bombay.invite(3, False, seeded(70 + game), version)
        grinder, mine = bombay.join(invitation, _first_key(key, seeded(80 + game)))
        _, honest = bombay.join(invitation, seeded(90 + game))
        for answer in (mine, honest):
            host = bombay.receive(host, answer, seeded(1))
        seats.append(bombay.receive(grinder, host.sent, seeded(2)).seat)
    return seats


def test_a_friend_grinding_its_key_takes_seat_1_no_more_than_chance_allows() -> None:
    """Finding 3: in link format 2 a friend grinding its key took seat 1 in every game;
    in format 3 the seat is drawn from the host's share, committed in the invitation
    before any friend chose its key, so the same grinding lands on either seat."""
    ground = [_ground_key(game) for game in range(8)]
    assert _grinders_seats(wire.PROVEN, ground) == [1] * 8
    seats = _grinders_seats(bombay_setup.COMMITTED, ground)
    assert 1 in seats and 2 in seats, seats


def _answers(count: int, version: int) -> tuple[bombay.BombayDevice, list[bombay.BombayDevice]]:
    host, invitation = bombay.invite(3, False, seeded(80), version)
    return host, [bombay.join(invitation, seeded(81 + i))[0] for i in range(count)]


def _frame(friend: bombay.BombayDevice) -> wire.Frame:
    return wire.read(friend.sent)


def test_a_host_with_five_answers_for_two_seats_knows_no_set_up_before_it_chooses() -> None:
    """Finding 3: with five answers for two seats, a host of link format 2 could compute
    the ten set-ups the pairs of answers give and open the pair it liked. In format 3 an
    answer carries a pledge, not the share: whichever pair the host takes, it knows no
    friend's share when its start link fixes the pair, so it can compute no set-up."""
    old_host, old_friends = _answers(5, wire.PROVEN)
    new_host, new_friends = _answers(5, bombay_setup.COMMITTED)
    old = set()
    for pair in combinations(range(5), 2):
        device = old_host
        for i in pair:
            device = bombay_setup.on_join(device, _frame(old_friends[i]), seeded(3))
        view = bombay.view(device)
        assert view is not None
        old.add(str(view.public))
        device = new_host
        for i in pair:
            device = bombay_setup.on_join(device, _frame(new_friends[i]), seeded(3))
        assert bombay.view(device) is None and device.shares[1:] == ("", "")
    assert len(old) == 10  # ten set-ups to choose from, before sending anything
    for friend in new_friends:
        assert bytes.fromhex(friend.share) not in wire.read(friend.sent).raw


def _seated(version: int = bombay_setup.COMMITTED) -> tuple[list[bombay.BombayDevice], str]:
    """A started three-player game, the friends' shares not yet revealed."""
    host, invitation = bombay.invite(3, False, seeded(85), version)
    friends = [bombay.join(invitation, seeded(86 + i))[0] for i in range(2)]
    for friend in friends:
        host = bombay.receive(host, friend.sent, seeded(4))
    return [host, *friends], host.sent


def test_the_host_cannot_pass_on_a_share_other_than_the_one_pledged() -> None:
    """The host swaps a friend's share for one of its own choosing in its first turn (to
    pick the set-up after the reveals): every friend refuses that turn, naming the host."""
    devices, start = _seated()
    devices[1:] = [bombay.receive(friend, start, seeded(5)) for friend in devices[1:]]
    host = devices[0]
    for friend in devices[1:]:
        host = bombay.receive(host, friend.sent, seeded(5))
    seat = devices[1].seat
    shares = tuple("22" * 16 if i == seat else s for i, s in enumerate(host.shares))
    cheat, link = replace(host, shares=shares), ""
    while not link:
        shown = bombay.view(cheat)
        assert shown is not None
        cheat, link = bombay.play(cheat, str(shown.legal_moves[-1]), seeded(6))
    for friend in devices[1:]:
        before = api.to_json(friend)
        with pytest.raises(CheatDetected) as caught:
            bombay.receive(friend, link, seeded(7))
        assert caught.value.seat == 0 and "pledged" in str(caught.value)
        assert api.to_json(friend) == before


def test_a_friend_revealing_a_share_other_than_its_pledge_is_named() -> None:
    devices, start = _seated()
    friend = bombay.receive(devices[1], start, seeded(8))
    honest = wire.read(friend.sent, 1)
    changed = replace(friend, share="33" * 16)
    lying = bombay_setup.reveal(changed).sent
    assert wire.read(lying, 1).number == honest.number
    with pytest.raises(CheatDetected) as caught:
        bombay.receive(devices[0], lying, seeded(9))
    assert caught.value.seat == friend.seat and "pledged" in str(caught.value)
    host = bombay.receive(devices[0], friend.sent, seeded(9))  # the honest share: taken
    assert host.shares[friend.seat] == friend.share


def test_a_share_for_the_host_opened_elsewhere_changes_nothing() -> None:
    """A friend's share is for the host alone: another friend (the links were posted in a
    group) is told there is nothing to open, and the host opens each share once."""
    devices, start = _seated()
    friends = [bombay.receive(friend, start, seeded(10)) for friend in devices[1:]]
    assert api.to_host(friends[0]) and not api.to_host(devices[0])
    with pytest.raises(LinkRefused) as caught:
        bombay.receive(friends[1], friends[0].sent, seeded(11))
    assert caught.value.reason == "opened"
    host = bombay.receive(devices[0], friends[0].sent, seeded(11))
    with pytest.raises(LinkRefused) as caught:
        bombay.receive(host, friends[0].sent, seeded(11))
    assert caught.value.reason == "opened"
    assert api.progress(host) > api.progress(devices[0])
