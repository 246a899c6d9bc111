"""The live channel (web/remote/channel.py): the description a link carries, each game's
channel on a page, and two pages whose links go over the channel once it is open.

The browser's part (web/shell/browser/peer.py) is the FakeEnv here: the test plays the
browser's events (a description made, the channel open, a text received, closed) and
reads what the page asked of it. The real channel between two Chromium pages is
e2e/test_remote_channel.py.
"""

from __future__ import annotations

import json
import random
import secrets

import pytest

from game.core import base64url
from game.jaipur.remote import play as jaipur
from tests.remote_sim import PROTOCOL_FORMAT
from tests.test_web_helpers import FakeEnv, make_app, remote_of, remote_view
from web.app import App
from web.remote import channel, control, parts

FP = "7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08"


def description(setup: str = "actpass", ufrag: str = "U0xy", extra: str = "") -> str:
    """A session description as Chromium makes one for a data channel."""
    return "\r\n".join(
        [
            "v=0",
            "o=- 4611731400430051336 2 IN IP4 127.0.0.1",
            "s=-",
            "t=0 0",
            "a=group:BUNDLE 0",
            "a=extmap-allow-mixed",
            "a=msid-semantic: WMS",
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
            "c=IN IP4 0.0.0.0",
            "a=candidate:1467250027 1 udp 2122260223 2f1e0c6a-5b7d-4d3e-9e55-0a1b2c3d4e5f.local 46243 typ host generation 0 network-id 1",
            "a=candidate:2 1 tcp 1518280447 2f1e0c6a-5b7d-4d3e-9e55-0a1b2c3d4e5f.local 9 typ host tcptype active",
            "a=candidate:4 1 udp 2113942271 fd00::2 55642 typ host generation 0",
            "a=candidate:3 1 udp 1686052607 203.0.113.7 50000 typ srflx raddr 0.0.0.0 rport 0",
            "a=candidate:5 1 udp 2113942271 host.example 5000 typ host",
            f"a=ice-ufrag:{ufrag}",
            "a=ice-pwd:T3jE9k2Vd7s+q/1LmN0pQr5u",
            "a=ice-options:trickle",
            f"a=fingerprint:sha-256 {FP}",
            f"a=setup:{setup}",
            "a=mid:0",
            "a=sctp-port:5000",
            "a=max-message-size:262144",
            extra,
        ]
    )


GOOD = ["o", "U0xy", "T3jE9k2Vd7s+q/1LmN0pQr5u", base64url.encode(bytes(range(32)))]
MDNS = "hm45968" + base64url.encode(bytes(16))  # an mDNS host candidate


def packed(fields: list[str]) -> str:
    return "~".join(fields)


# --- the description a link carries ------------------------------------------------------


def test_a_description_keeps_what_the_connection_needs_and_rebuilds_it() -> None:
    text = channel.compact(channel.OFFER, description())
    d = channel.read(text)
    assert d is not None and d.kind == channel.OFFER
    assert (d.ufrag, d.pwd, d.fingerprint.hex()) == (
        "U0xy",
        "T3jE9k2Vd7s+q/1LmN0pQr5u",
        FP.replace(":", "").lower(),
    )
    assert d.candidates == (
        ("2f1e0c6a-5b7d-4d3e-9e55-0a1b2c3d4e5f.local", 46243, "h"),  # the TCP one is left out
        ("fd00::2", 55642, "h"),
        ("203.0.113.7", 50000, "s"),
    )
    sdp = channel.sdp(d)
    assert f"a=fingerprint:sha-256 {FP}\r\n" in sdp and "a=setup:actpass" in sdp
    assert "a=ice-ufrag:U0xy\r\n" in sdp and "typ srflx" in sdp
    assert channel.read(channel.compact(channel.OFFER, sdp)) == d  # round trip
    answer = channel.read(channel.compact(channel.ANSWER, description("active")))
    assert answer is not None and "a=setup:active" in channel.sdp(answer)
    assert len(text) < 200  # what a link grows by
    assert channel.read(packed([*GOOD, MDNS])) is not None


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "not a description",
        packed(GOOD[:3]),  # no fingerprint
        packed(["x", *GOOD[1:]]),  # no kind
        packed([GOOD[0], "U0", *GOOD[2:]]),  # ufrag too short
        packed([*GOOD[:2], "T3jE9k2Vd7s\r\na=evil:1", GOOD[3]]),  # a line slipped in
        packed([*GOOD[:3], base64url.encode(bytes(31))]),  # fingerprint
        packed([*GOOD, "hm4596" + base64url.encode(bytes(16))]),  # a port of 4 digits + 1
        packed([*GOOD, "hm+4596" + base64url.encode(bytes(16))]),
        packed([*GOOD, "hm00000" + base64url.encode(bytes(16))]),  # port 0
        packed([*GOOD, "hm45968" + base64url.encode(bytes(15))]),  # no UUID
        packed([*GOOD, "h445968" + base64url.encode(bytes(16))]),  # no IPv4 address
        packed([*GOOD, "hx45968" + base64url.encode(bytes(4))]),  # no form
        packed([*GOOD, "r445968" + base64url.encode(bytes(4))]),  # a relay: never made here
        packed([*GOOD, *[MDNS] * 9]),  # too many
    ],
)
def test_a_description_that_is_not_a_proper_one_is_ignored(bad: str) -> None:
    assert channel.read(bad) is None


def test_only_a_stun_address_is_taken_as_one() -> None:
    assert channel.stun_server(" stun.example.org:3478 ") == "stun:stun.example.org:3478"
    assert channel.stun_server("stun:stun.example.org") == "stun:stun.example.org"
    for bad in ("", "turn:x.org", "http://x.org", "a b", "x.org:3478/path"):
        assert channel.stun_server(bad) == ""


def test_a_text_from_the_channel_is_taken_only_if_it_may_be_a_link() -> None:
    assert channel.from_channel(" remote.abc ") == "remote.abc"
    assert channel.from_channel(b"remote.abc") == ""
    assert channel.from_channel("x" * (channel.LONGEST + 1)) == ""


def test_a_link_carries_the_description_after_its_names_and_its_last_part_only() -> None:
    link = control.fragment("AAAA", ("Ana",), "LIVE")
    assert control.split(link) == ("AAAA", ("Ana",)) and control.live_part(link) == "LIVE"
    alone = control.fragment("AAAA", (), "LIVE")
    assert control.split(alone) == ("AAAA", ()) and control.live_part(alone) == "LIVE"
    assert control.live_part(control.fragment("AAAA", ("Ana",))) == ""


# --- each game's channel on a page -----------------------------------------------------


def test_an_offer_is_answered_and_the_answer_taken_once() -> None:
    ana, ben = channel.Live(), channel.Live()
    ana.offering("g")
    assert ana.carried("g") == ""  # the browser has not made it yet
    ana.made("g", description())
    offer = ana.carried("g")
    assert offer and channel.read(offer).kind == channel.OFFER  # type: ignore[union-attr]
    got = ben.received("g", 1, offer)
    assert got is not None and got.kind == channel.OFFER and ben.state("g") == "answering"
    assert ben.received("g", 1, offer) is None  # the same offer again (a link shown again)
    ben.made("g", description("active", "Ab12"))
    answer = ben.carried("g")
    assert channel.read(answer).kind == channel.ANSWER  # type: ignore[union-attr]
    assert ana.received("g", 0, answer) is not None and ana.state("g") == "connecting"
    assert ana.received("g", 0, answer) is None
    ana.opened("g")
    assert ana.is_open("g") and ana.carried("g") == "" and not ana.wants_offer("g")
    assert ana.received("g", 0, offer) is None  # open: descriptions are not taken


def test_crossing_offers_the_inviters_stands() -> None:
    ana, ben = channel.Live(), channel.Live()
    for live, ufrag in ((ana, "Aaaa"), (ben, "Bbbb")):
        live.offering("g")
        live.made("g", description(ufrag=ufrag))
    assert ana.received("g", 0, ben.carried("g")) is None and ana.state("g") == "offering"
    assert ben.received("g", 1, ana.carried("g")) is not None and ben.state("g") == "answering"


def test_a_channel_that_fails_to_open_twice_is_not_offered_again() -> None:
    live = channel.Live()
    assert live.wants_offer("g")
    live.offering("g")
    live.closed("g")
    assert live.wants_offer("g")
    live.offering("g")
    live.closed("g")
    assert not live.wants_offer("g")
    other = channel.Live()
    other.opened("g")
    other.closed("g")  # it was open: closing is no failure
    assert other.wants_offer("g") and other.channels["g"].failed == 0


# --- two pages -------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(5)
    monkeypatch.setattr(secrets, "token_bytes", rng.randbytes)


@pytest.fixture(autouse=True)
def quick_links(monkeypatch: pytest.MonkeyPatch) -> None:
    """Link format 2 (no shuffle proofs: tests/remote_sim.py says why)."""
    monkeypatch.setattr(jaipur.invite, "__defaults__", (PROTOCOL_FORMAT,))


def env_of(app: App) -> FakeEnv:
    env = app.env
    assert isinstance(env, FakeEnv)
    return env


def copied(app: App) -> str:
    """The link the page put on the clipboard, as one fragment (parts joined)."""
    found = [line.split("#", 1)[1] for line in env_of(app).clipboard.split("\n")]
    return parts.join((found[0], found[1])) if len(found) == 2 else found[0]


def asked(app: App, what: str) -> list[tuple[str, str, str, str]]:
    return [p for p in env_of(app).peers if p[0] == what]


def test_two_pages_play_over_the_channel_and_go_back_to_links_when_it_closes() -> None:
    (ana, _e, _s), (ben, _f, _t) = make_app(), make_app()
    ana.act("new", "jaipur")
    ana.act("where", "far")
    ana.act("start", "", {"where": "far", "players": "2", "name0": "Ana"})
    game_id = remote_of(ana).save.id
    assert asked(ana, "start") == [("start", game_id, "", "")]  # an offer, local candidates only
    ana.peer_event(game_id, "local", description())  # the browser made it
    ana.act("remote-copy")
    invitation = copied(ana)
    assert control.live_part(invitation)

    ben.open_link(invitation)
    ben.act("remote-join", "", {"name": "Ben"})
    start = asked(ben, "start")
    assert len(start) == 1 and "a=setup:actpass" in start[0][3]  # Ben answers Ana's offer
    assert "connect live" not in json.dumps(ben.render())  # not before its answer is made
    ben.peer_event(game_id, "local", description("active", "Ab12"))
    assert "connect live" in json.dumps(ben.render())
    ben.act("remote-copy")
    reply = copied(ben)
    assert channel.read(control.live_part(reply)).kind == channel.ANSWER  # type: ignore[union-attr]

    ana.open_link(reply)
    assert ana.message is None
    accepted = asked(ana, "accept")
    assert len(accepted) == 1 and "a=ice-ufrag:Ab12" in accepted[0][3]
    assert "Connecting live with Ben" in json.dumps(ana.render(), ensure_ascii=False)
    for app in (ana, ben):
        env_of(app).live = True
        app.peer_event(game_id, "open", "")
    assert "Live with Ben" in json.dumps(ana.render())

    # links go over the channel: none copied, the other page opens each as a link
    pages, rng, seen, sent = {0: ana, 1: ben}, random.Random(2), [0, 0], ("", "", "", "")
    for _turn in range(12):
        for seat, app in pages.items():  # what each page sent reaches the other
            for sent in asked(app, "send")[seen[seat] :]:
                assert control.live_part(sent[3]) == ""  # open: no description travels
                pages[1 - seat].peer_event(game_id, "message", sent[3])
                assert pages[1 - seat].message is None, pages[1 - seat].message
            seen[seat] = len(asked(app, "send"))
        mover = next(seat for seat, app in pages.items() if remote_of(app).status() == "move")
        app = pages[mover]
        clipboard = env_of(app).clipboard
        app.act("move", rng.choice([str(m) for m in remote_view(app).legal_moves]))
        assert env_of(app).clipboard == clipboard and remote_of(app).status() == "wait"
    assert sum(seen) >= 12

    # a text from the channel is checked as a link: a changed one is refused, nothing kept
    other = pages[1 - mover]
    before, text = remote_of(other).save, asked(app, "send")[-1][3]
    changed = text[:-3] + ("A" if text[-3] != "A" else "B") + text[-2:]
    other.peer_event(game_id, "message", changed)
    assert other.message is not None and remote_of(other).save == before
    other.peer_event(game_id, "message", text)
    assert remote_of(other).status() == "move"

    # the channel closes: the next move's link is copied, and it carries a new offer
    app = other
    env_of(app).live = False
    app.peer_event(game_id, "closed", "")
    assert "closed: the game goes on by links" in json.dumps(app.render())
    assert asked(app, "start")[-1] == ("start", game_id, "", "")
    app.peer_event(game_id, "local", description(ufrag="Zzzz"))
    app.act("move", str(remote_view(app).legal_moves[0]))
    assert remote_of(app).auto == "copy"
    assert channel.read(control.live_part(copied(app))).ufrag == "Zzzz"  # type: ignore[union-attr]


def test_a_stun_server_set_in_the_options_is_used_from_the_next_offer() -> None:
    app, env, store = make_app()
    app.act("new", "jaipur")
    app.act("where", "far")
    app.act("start", "", {"where": "far", "players": "2", "name0": "Ana"})
    game_id = remote_of(app).save.id
    assert "never a move or a card" in json.dumps(app.render())  # what that server sees
    app.act("remote-stun", "", {"stun": "http://example.org/"})
    assert app.message is not None and "stun.example.org:3478" in app.message.text
    assert store.get(channel.STUN) is None
    app.message = None
    app.act("remote-stun", "", {"stun": "stun.example.org:3478"})
    assert store.get(channel.STUN) == "stun:stun.example.org:3478"
    assert env.peers[-1] == ("start", game_id, "stun:stun.example.org:3478", "")
    assert 'stun.example.org:3478"' in json.dumps(app.render())  # the field shows it
    app.act("remote-stun", "", {"stun": ""})  # none again: local candidates only
    assert store.get(channel.STUN) is None and env.peers[-1] == ("start", game_id, "", "")


def test_a_browser_without_webrtc_plays_by_links_and_says_nothing_of_a_channel() -> None:
    (ana, _e, _s), (ben, _f, _t) = make_app(), make_app()
    env_of(ana).webrtc = False
    ana.act("new", "jaipur")
    ana.act("where", "far")
    ana.act("start", "", {"where": "far", "players": "2", "name0": "Ana"})
    assert asked(ana, "start") == []  # no offer: the invitation carries none
    assert '"remote-live"' not in json.dumps(ana.render())  # no line about a live channel
    ana.act("remote-copy")
    invitation = copied(ana)
    assert control.live_part(invitation) == ""
    ben.open_link(invitation)
    ben.act("remote-join", "", {"name": "Ben"})
    ben.act("remote-copy")
    reply = copied(ben)  # Ben's browser has WebRTC: its reply may offer a channel of its own
    ana.open_link(reply)
    assert ana.message is None and remote_of(ana).status() in ("move", "send")
    assert asked(ana, "start") == asked(ana, "accept") == []  # Ana's browser ignores it
    assert "Could not connect live" not in json.dumps(ana.render())
