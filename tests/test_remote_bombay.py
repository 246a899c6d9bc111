"""Remote Bombay between simulated devices that exchange only link text: the bag's draws
come from secrets every player contributes, none known before the round's last action."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from game.bombay.game import BOMBAY
from game.bombay.remote import play as bombay
from game.bombay.remote import setup as bombay_setup
from game.remote import api, wire
from game.remote.errors import CheatDetected, LinkRefused
from tests.remote_sim import bombay_game, seeded


@pytest.fixture(scope="module")
def three() -> tuple[list[bombay.BombayDevice], list[tuple[int, str]]]:
    return bombay_game(3, 5)


def test_a_three_player_game_ends_the_same_on_every_device(three) -> None:  # type: ignore[no-untyped-def]
    devices, links = three
    views = [api.view(d) for d in devices]
    assert all(v is not None and v.outcome is not None for v in views)
    assert all(v.public == views[0].public for v in views)  # type: ignore[union-attr]
    assert [api.status(d).kind for d in devices] == ["over"] * 3
    assert {sender for sender, _ in links} == {0, 1, 2}
    assert len(devices[0].turns) == 3 * 5 * 3  # 3 rounds of 5 turns for 3 players


def test_every_restock_uses_a_secret_of_every_player(three) -> None:  # type: ignore[no-untyped-def]
    devices, _ = three
    device = devices[1]
    rounds = BOMBAY.new(device.options, 0).rounds
    assert len(device.reveals) == rounds - 1
    assert all(len(row) == 3 and "" not in row for row in device.reveals)
    assert all(d.reveals == device.reveals and d.commits == device.commits for d in devices)
    # another secret from any one player changes the draw
    changed = list(device.reveals[0])
    changed[2] = "00" * 16
    other = replace(device, reveals=(tuple(changed), *device.reveals[1:]))
    assert bombay._seed(other, 0) != bombay._seed(device, 0)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_no_device_knows_a_draw_before_the_rounds_last_action(players: int) -> None:
    checked = []

    def watch(devices: list[bombay.BombayDevice], mover: int) -> None:
        state, _ = bombay.replay(devices[mover], devices[mover].actions)
        if state.round < state.rounds - 1:
            assert all(bombay._seed(d, state.round) is None for d in devices)
            checked.append(state.round)

    devices, links = bombay_game(players, 9, watch)
    assert len(set(checked)) == BOMBAY.new(devices[0].options, 0).rounds - 1
    assert max(len(text) for _, text in links[1:]) <= 400  # links[0]: the start message


def test_the_invitation_and_start_links_are_short() -> None:
    host, invitation = bombay.invite(5, True, seeded(1))
    assert len(invitation) <= 4000
    for i in range(4):
        _, answer = bombay.join(invitation, seeded(10 + i))
        assert len(answer) <= 400
        host = bombay.receive(host, answer, seeded(2))
    assert host.reply and len(host.sent) <= 4000


def _started(players: int = 3) -> tuple[list[bombay.BombayDevice], str]:
    entropy = seeded(4)
    host, invitation = bombay.invite(players, False, entropy)
    devices = [host]
    for _ in range(players - 1):
        friend, answer = bombay.join(invitation, entropy)
        devices.append(friend)
        devices[0] = bombay.receive(devices[0], answer, entropy)
    start = devices[0].sent
    for seat in range(1, players):
        devices[seat] = bombay.receive(devices[seat], start, entropy)
        devices[0] = bombay.receive(devices[0], devices[seat].sent, entropy)  # its share
    devices.sort(key=lambda d: d.seat)  # as the start seats them
    return devices, invitation


def _turn(devices: list[bombay.BombayDevice], seat: int) -> str:
    link = ""
    while not link:
        shown = bombay.view(devices[seat])
        assert shown is not None
        devices[seat], link = bombay.play(devices[seat], str(shown.legal_moves[-1]), seeded(5))
    return link


def test_links_opened_twice_out_of_order_or_on_their_own_device_are_refused() -> None:
    devices, _ = _started()
    first = _turn(devices, 0)
    devices[1] = bombay.receive(devices[1], first, seeded(6))
    with pytest.raises(LinkRefused) as refused:
        bombay.receive(devices[1], first, seeded(6))
    assert refused.value.reason == "opened"
    with pytest.raises(LinkRefused) as refused:
        bombay.receive(devices[0], first, seeded(6))
    assert refused.value.reason == "own"
    second = _turn(devices, 1)
    with pytest.raises(LinkRefused) as refused:
        bombay.receive(devices[2], second, seeded(6))  # player 3 has not opened player 1's link
    assert refused.value.reason == "early"
    devices[2] = bombay.receive(bombay.receive(devices[2], first, seeded(6)), second, seeded(6))
    assert bombay.replay(devices[2]) == bombay.replay(devices[1])


def test_a_friend_left_out_of_the_start_is_told_so() -> None:
    entropy = seeded(8)
    host, invitation = bombay.invite(2, False, entropy)
    late, _ = bombay.join(invitation, entropy)
    early, answer = bombay.join(invitation, entropy)
    host = bombay.receive(host, answer, entropy)
    with pytest.raises(LinkRefused) as refused:
        bombay.receive(late, host.sent, entropy)
    assert "started without you" in str(refused.value)
    with pytest.raises(LinkRefused):
        bombay.receive(host, bombay.join(invitation, entropy)[1], entropy)  # the game is full
    assert bombay.receive(early, host.sent, entropy).seat == 1


def test_a_secret_revealed_unlike_its_commitment_is_caught() -> None:
    devices, _ = _started(2)
    cheater = 0
    for turn in range(8):  # round 1 of a two-player game: 4 turns each
        seat = turn % 2
        link = _turn(devices, seat)
        if turn == 0:  # the cheater committed; it now changes the secret it will reveal
            devices[cheater] = replace(devices[cheater], secrets=("11" * 16,))
        try:
            devices[1 - seat] = bombay.receive(devices[1 - seat], link, seeded(7))
        except CheatDetected as error:
            assert error.seat == cheater and "committed" in str(error)
            return
        if devices[1 - seat].reply:  # the closer's own message: the cheater's reveal
            with pytest.raises(CheatDetected) as caught:
                bombay.receive(devices[seat], devices[1 - seat].sent, seeded(7))
            assert caught.value.seat == cheater and "committed" in str(caught.value)
            return
    raise AssertionError("the changed secret was not caught")


def test_an_illegal_action_is_caught() -> None:
    devices, _ = _started(3)
    host = devices[0]
    body = bytes([2]) + b"\x00" * 32 + bytes([1]) + bytes([10]) + b"sell Y 9  "
    body = bombay_setup.passed_shares(host) + body  # format 3: the first turn's shares
    keys = tuple(bytes.fromhex(k) for k in host.pairs[1:])
    raw = wire.make("T", host.game_id, 2, 0, body, keys, bytes.fromhex(host.chain), host.version)
    with pytest.raises(CheatDetected) as caught:
        bombay.receive(devices[1], wire.text(raw), seeded(1))
    assert caught.value.seat == 0 and "rules do not allow" in str(caught.value)


def test_a_link_forged_in_another_players_name_is_refused() -> None:
    devices, _ = _started(3)
    real = _turn(devices, 0)
    frame = wire.read(real, 2)
    forger = devices[1]  # seals the host's turn with the keys it has: its own
    keys = (bytes.fromhex(forger.pairs[0]), bytes.fromhex(forger.pairs[2]))
    chain = bytes.fromhex(forger.chain)
    raw = wire.make("T", frame.game, frame.number, 0, frame.body, keys, chain, frame.version)
    with pytest.raises(LinkRefused) as refused:
        bombay.receive(devices[2], wire.text(raw), seeded(1))
    assert refused.value.reason == "sealed"
    assert bombay.receive(devices[2], real, seeded(1)).turns == devices[0].turns


def test_a_bombay_game_survives_saving_and_loading() -> None:
    devices, _ = _started(3)
    link = _turn(devices, 0)
    loaded = [api.from_json(api.to_json(d)) for d in devices]
    assert loaded == devices
    assert bombay.receive(loaded[1], link, seeded(1)).turns == devices[0].turns  # type: ignore[arg-type]


def test_reading_an_invitation_or_a_save_loads_no_more_of_bombay_than_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the page asks how many play before it fetches Bombay's engine, and reads a save
    # with the device class alone: the registry must not import the game's module for that
    host, invitation = api.invite("bombay", 3, entropy=seeded(5))
    saved = api.to_json(host)
    monkeypatch.delitem(sys.modules, "game.bombay.remote.play")  # as if never imported
    assert api.invitation_players(invitation) == 3
    assert api.from_json(saved) == host
    assert "game.bombay.remote.play" not in sys.modules


def test_a_link_naming_a_sender_outside_the_table_is_refused_as_damaged() -> None:
    """Never checked with an empty key: anyone could seal such a link (issue 26, item 5)."""
    devices, _ = _started(3)
    host = devices[0]
    body = bytes([2]) + b"\x00" * 32 + bytes([1]) + bytes([4]) + b"wait"
    for sender in (3, 7, 255):
        for key in (b"\x00", b""):
            chain = bytes.fromhex(host.chain)
            raw = wire.make("T", host.game_id, 2, sender, body, (key, key), chain, host.version)
            before = api.to_json(devices[1])
            with pytest.raises(LinkRefused) as refused:
                bombay.receive(devices[1], wire.text(raw), seeded(1))
            assert refused.value.reason == "sealed" and api.to_json(devices[1]) == before


def test_the_seats_and_the_setup_do_not_depend_on_the_order_the_host_opens_answers() -> None:
    entropy = seeded(12)
    host, invitation = bombay.invite(4, False, entropy)
    answers = [bombay.join(invitation, entropy)[1] for _ in range(3)]
    starts = set()
    for order in ((0, 1, 2), (2, 0, 1), (1, 2, 0)):
        device = host
        for i in order:
            device = bombay.receive(device, answers[i], entropy)
        starts.add((device.sent, device.shares))
    assert len(starts) == 1  # the same start link, so the same seats and set-up seed


def test_a_host_that_seats_the_friends_out_of_key_order_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = bombay_setup.seated
    monkeypatch.setattr(bombay_setup, "seated", lambda device: tuple(reversed(real(device))))
    entropy = seeded(13)
    host, invitation = bombay.invite(3, False, entropy)
    friends = [bombay.join(invitation, entropy)[0] for _ in range(2)]
    for friend in friends:
        host = bombay.receive(host, friend.sent, entropy)
    for friend in friends:
        with pytest.raises(CheatDetected) as caught:
            bombay.receive(friend, host.sent, entropy)
        assert caught.value.seat == 0 and "seats" in str(caught.value)


def test_a_bombay_game_of_link_format_1_keeps_playing() -> None:
    """Saves and links of a 3-player game recorded before format 2 (friends seated in the
    order the host opened their answers, no safety code): each save opens and takes the
    next link as it did. Never rewrite this file."""
    path = Path(__file__).parent / "data" / "golden_remote_bombay_v1_links.json"
    entries = json.loads(path.read_text(encoding="utf-8"))["links"]
    for entry in entries:
        device = api.from_json(entry["before"])
        assert isinstance(device, bombay.BombayDevice) and device.version == 1
        after = bombay.receive(device, entry["link"], seeded(1))
        assert after.seat == entry["seat"] and len(after.digests) == len(device.digests) + 1
    assert len(entries) == 12


def test_a_bombay_game_of_link_format_2_keeps_playing() -> None:
    """Saves and links of a 3-player game recorded before format 3 (friends seated by
    public key, every share in the answers): each save opens and takes the next link as
    it did. Never rewrite this file."""
    path = Path(__file__).parent / "data" / "golden_remote_bombay_v2_links.json"
    entries = json.loads(path.read_text(encoding="utf-8"))["links"]
    for entry in entries:
        device = api.from_json(entry["before"])
        assert isinstance(device, bombay.BombayDevice) and device.version == wire.PROVEN
        after = bombay.receive(device, entry["link"], seeded(1))
        assert after.seat == entry["seat"] and len(after.digests) == len(device.digests) + 1
        assert bombay.view(after) is not None and not after.pledges
    assert len(entries) == 12
