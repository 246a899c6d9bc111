"""The live channel: a WebRTC data channel between two devices of a game by links. Pure.

When both players have the game open, the links need not be copied: the devices carry
them over a data channel (WebRTC, browser to browser, no server). It is set up by the
links the players exchange anyway: a link carries this device's offer (its session
description, compacted: ``carried``), the other device's next link the answer. The
invitation carries the inviter's offer and the friend's reply its answer, so a game
whose two players stay online needs only those two links. What travels on the channel is
the very text of a link, opened by the page exactly as a pasted link (the seal, the
transcript, every proof): the channel changes how links travel, never what is checked.
Its description is a label outside the seal, as the names are: a relay that replaced it
could only carry the links itself, which it can do anyway.

By default a device offers its local addresses only (host candidates: two phones on one
network); a STUN server set in remote play's options (``STUN``, kept in the browser's
storage) adds the address it sees for each device, for friends on different networks:
that server learns both devices' addresses, never a message. Chromium names a device's
local address by a random mDNS name (``<uuid>.local``) instead of its IP address when the
page has no camera or microphone permission; the other device resolves it by multicast
on the local network. A network that blocks multicast (some guest or office Wi-Fi) then
leaves the channel closed, and the links go on as before.

When the channel closes (a page closed or reloaded, the network changed), the page falls
back to links at once, and the next link this device sends carries a new offer: when
the other device answers in its next link, the channel is open again. ``Live`` holds
each page's channels, by game, for as long as the page is open (a peer connection does not survive
a reload); the browser's side is ``web/shell/browser/peer.py``.
"""

from __future__ import annotations

import ipaddress
import re
import uuid
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from game.core import base64url

STUN = "bazaar.remote.stun"  # the STUN server's address ("": local candidates only)
LONGEST = 65_536  # the longest text taken from the channel (a set-up message is ~7,600)
OFFER, ANSWER = "o", "a"
_ICE = re.compile(r"[A-Za-z0-9+/]{4,256}")  # ice-char (RFC 8839)
_MDNS = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local")
_TYPES = {"host": "h", "srflx": "s"}
_PRIORITY = {"h": 2122260223, "s": 1686052607}  # Chromium's for UDP host / server-reflexive
_HOST = re.compile(r"^(stun:)?[A-Za-z0-9.\-]{1,253}(:\d{1,5})?$")


# --- the session description, compacted ------------------------------------------------


@dataclass(frozen=True)
class Description:
    """What a link carries of a session description: offer or answer, the ICE
    credentials, the DTLS certificate's SHA-256 fingerprint, the UDP candidates."""

    kind: str  # OFFER or ANSWER
    ufrag: str
    pwd: str
    fingerprint: bytes  # 32 bytes
    candidates: tuple[tuple[str, int, str], ...]  # (address, port, "h" or "s")


def compact(kind: str, sdp: str) -> str:
    """The text a link carries for the browser's session description ``sdp``: fields
    joined by ``~`` (never in base64url, an ICE credential nor a link's ``.``): the kind,
    the ICE user fragment and password, the fingerprint (base64url), then each UDP
    candidate as its type (``h`` host, ``s`` server-reflexive), its address's form (``m``
    an mDNS name's UUID, ``4`` or ``6`` an IP address), its port in 5 digits and the
    address's bytes (base64url): about 135 characters for two mDNS candidates."""
    found = dict(_field(line) for line in sdp.splitlines() if line.startswith("a="))
    fp = bytes.fromhex(found.get("fingerprint", "").partition(" ")[2].replace(":", ""))
    cands = [
        _TYPES[w[7]] + _address(w[4]) + f"{int(w[5]):05d}" + _packed(w[4])
        for w in (line.split() for line in sdp.splitlines() if line.startswith("a=candidate:"))
        if len(w) >= 8 and w[2].lower() == "udp" and w[7] in _TYPES and _address(w[4])
    ]
    fields = [kind, found.get("ice-ufrag", ""), found.get("ice-pwd", ""), base64url.encode(fp)]
    return "~".join(fields + cands[:8])


def _address(text: str) -> str:
    """The form of a candidate's address: "m" an mDNS name, "4" / "6" an IP ("": other)."""
    if _MDNS.fullmatch(text):
        return "m"
    try:
        return str(ipaddress.ip_address(text).version)
    except ValueError:
        return ""


def _packed(text: str) -> str:
    if _MDNS.fullmatch(text):
        return base64url.encode(uuid.UUID(text[: -len(".local")]).bytes)
    return base64url.encode(ipaddress.ip_address(text).packed)


def _unpacked(form: str, data: bytes) -> str:
    """A candidate's address from its form and bytes (ValueError: not one)."""
    if form == "m" and len(data) == 16:
        return f"{uuid.UUID(bytes=data)}.local"
    if form in ("4", "6") and len(data) == (4 if form == "4" else 16):
        return str(ipaddress.ip_address(data))
    raise ValueError(form)


def _field(line: str) -> tuple[str, str]:
    name, _colon, value = line[2:].partition(":")
    return name.strip(), value.strip()


def read(text: str) -> Description | None:
    """The description a link carries (None: none, or not a proper one: ignored)."""
    fields = text.split("~")
    if len(fields) < 4 or not all(len(c) > 7 and c[2:7].isdigit() for c in fields[4:]):
        return None
    kind, ufrag, pwd, fp, *cands = fields
    try:
        fingerprint = base64url.decode(fp)
        candidates = tuple(
            (_unpacked(c[1], base64url.decode(c[7:])), int(c[2:7]), c[0]) for c in cands
        )
    except ValueError:
        return None
    ok = (
        kind in (OFFER, ANSWER)
        and all(_ICE.fullmatch(s) for s in (ufrag, pwd))
        and len(fingerprint) == 32
        and len(candidates) <= 8
        and all(0 < p < 65536 and t in _PRIORITY for _a, p, t in candidates)
    )
    return Description(kind, ufrag, pwd, fingerprint, candidates) if ok else None


def sdp(d: Description) -> str:
    """The session description the browser takes for ``d`` (every line made here from
    checked fields: nothing of the link is passed on as it came)."""
    fp = ":".join(f"{b:02X}" for b in d.fingerprint)
    lines = [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "a=msid-semantic: WMS",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        f"a=ice-ufrag:{d.ufrag}",
        f"a=ice-pwd:{d.pwd}",
        f"a=fingerprint:sha-256 {fp}",
        f"a=setup:{'actpass' if d.kind == OFFER else 'active'}",
        "a=mid:0",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
    ]
    for i, (address, port, kind) in enumerate(d.candidates):
        typ = "host" if kind == "h" else "srflx"
        lines.append(f"a=candidate:{i + 1} 1 udp {_PRIORITY[kind] - i} {address} {port} typ {typ}")
    lines.append("a=end-of-candidates")
    return "\r\n".join(lines) + "\r\n"


def stun_server(text: str) -> str:
    """A STUN address as typed (``stun.example.org:3478``, with or without ``stun:``):
    the form the browser takes, or "" when it is not one."""
    text = text.strip()
    if not text or not _HOST.fullmatch(text):
        return ""
    return text if text.startswith("stun:") else f"stun:{text}"


# --- each game's channel -------------------------------------------------------------


@dataclass
class Channel:
    """One game's channel on this page: ``state`` "offering" (this device's offer is made
    or being made, for its next links), "answering" (its answer, likewise), "connecting"
    (the answer went or came), "open" or "closed"; ``local`` the compacted description its
    links carry ("" while the browser makes it); ``remote`` the other device's, once
    given to the browser; ``failed`` how many times it closed without opening;
    ``dropped`` whether it was open and closed (both kept while it is offered again)."""

    state: str
    local: str = ""
    remote: str = ""
    failed: int = 0
    dropped: bool = False


class Live:
    """The channels of this page, by game id (a peer connection lives as long as the page)."""

    TRIES = 2  # a channel that closed this often before opening is not offered again here

    def __init__(self) -> None:
        self.channels: dict[str, Channel] = {}
        self.stun = ""  # the STUN server set in remote play's options ("": none)

    def shown(self, game_id: str) -> str:
        """What the page says of the channel: "open", "connecting", "failed" (it could
        not connect), "closed" (it was open and closed: links again, while it is offered
        anew), "offered" (this device's links carry its description) or ""."""
        channel = self.channels.get(game_id)
        if channel is None or channel.state in ("open", "connecting"):
            return channel.state if channel else ""
        if channel.failed:
            return "failed"
        if channel.dropped:
            return "closed"
        return "offered" if channel.local else ""

    def state(self, game_id: str) -> str:
        """ "open", another state, or "" for a game with no channel on this page."""
        channel = self.channels.get(game_id)
        return channel.state if channel else ""

    def is_open(self, game_id: str) -> bool:
        return self.state(game_id) == "open"

    def carried(self, game_id: str) -> str:
        """What this device's links carry of the channel ("" nothing): its offer or answer
        until the channel opens (a link shown again carries it again)."""
        channel = self.channels.get(game_id)
        if channel is None or channel.state in ("open", "closed"):
            return ""
        return channel.local

    def wants_offer(self, game_id: str) -> bool:
        """Whether to make an offer: no channel yet on this page, or it closed (unless it
        failed to open too often: then the links alone go on)."""
        channel = self.channels.get(game_id)
        return channel is None or (channel.state == "closed" and channel.failed < self.TRIES)

    def offering(self, game_id: str) -> None:
        was = self.channels.get(game_id) or Channel("")
        self.channels[game_id] = Channel("offering", failed=was.failed, dropped=was.dropped)

    def made(self, game_id: str, description: str) -> None:
        """The browser made this device's ``description`` (SDP): its next links carry it."""
        channel = self.channels.get(game_id)
        if channel is not None and channel.state in ("offering", "answering"):
            kind = OFFER if channel.state == "offering" else ANSWER
            channel.local = compact(kind, description)

    def received(self, game_id: str, mine: int, text: str) -> Description | None:
        """A link from the other device carried ``text``: the description to give the
        browser (an offer to answer, or the answer to this device's offer), or None (none,
        not proper, given already, or not wanted now). Two offers crossing (both channels
        closed): the inviter's (this device is ``mine``; seat 0) stands, the friend
        answers it."""
        d = read(text) if text else None
        channel = self.channels.get(game_id) or Channel("")
        if d is None or channel.state == "open" or text == channel.remote:
            return None
        if d.kind == ANSWER:
            if channel.state != "offering":
                return None
            channel.state, channel.remote = "connecting", text
            return d
        if channel.state == "offering" and mine == 0:
            return None
        self.channels[game_id] = Channel(
            "answering", remote=text, failed=channel.failed, dropped=channel.dropped
        )
        return d

    def opened(self, game_id: str) -> None:
        self.channels[game_id] = Channel("open")

    def closed(self, game_id: str) -> None:
        """The channel closed, or failed to open (counted)."""
        channel = self.channels.get(game_id)
        if channel is not None and channel.state != "closed":
            was_open = channel.state == "open"
            failed = channel.failed + (not was_open)
            self.channels[game_id] = Channel("closed", failed=failed, dropped=was_open)


def from_channel(text: object) -> str:
    """A text that came over the channel, if it may be a link (the page then opens it as
    one: every check is the link's), else ""."""
    if not isinstance(text, str) or len(text) > LONGEST:
        return ""
    return text.strip()


_PAGES: WeakKeyDictionary[object, Live] = WeakKeyDictionary()


def live_of(page: object) -> Live:
    """The channels of ``page`` (the App: one in a browser tab, several in the tests)."""
    if page not in _PAGES:
        _PAGES[page] = Live()
    return _PAGES[page]
