"""Peer connections: one WebRTC data channel per key, carrying text, set up from session
descriptions the page exchanges by other means (remote play carries them in its links,
``web/remote/channel.py``).

Each side makes its description whole before handing it over (no trickle: the candidates
gathered within ``GATHER_S`` are in it), so one offer and one answer set a channel up.
The data channel is negotiated (id 0 on both sides): neither waits for the other to
announce it. Events go to ``on_event(key, kind, data)``: ``"local"`` (this side's
description, SDP), ``"open"``, ``"message"`` (a text received), ``"closed"`` (closed, or
failed to connect). A connection replaced or closed here says nothing more.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from web.shell.browser.ffi import js_object, present

GATHER_S = 3.0  # the longest wait for the candidates (local ones come in milliseconds)
Event = Callable[[str, str, str], None]
Entry = tuple[Any, Any, list[tuple[Any, str, Any]]]  # the connection, its channel, listeners


class Peers:
    """The page's peer connections, by key."""

    def __init__(self, on_event: Event) -> None:
        self.on_event = on_event
        self.peers: dict[str, Entry] = {}

    def available(self) -> bool:
        return present(getattr(js.window, "RTCPeerConnection", None))

    def start(self, key: str, stun: str, offer: str) -> None:
        """A new connection for ``key`` (the old one closed): an offer, or (``offer``
        given) the answer to it; its description comes as a ``"local"`` event."""
        self.close(key)
        if not self.available():
            self.on_event(key, "closed", "")
            return
        asyncio.ensure_future(self._start(key, stun, offer))

    async def _start(self, key: str, stun: str, offer: str) -> None:
        servers = [{"urls": stun}] if stun else []
        try:
            pc = js.RTCPeerConnection.new(js_object({"iceServers": servers}))
        except Exception:  # noqa: BLE001 - a STUN address the browser refuses: no channel
            self.on_event(key, "closed", "")
            return
        channel = pc.createDataChannel("bazaar", js_object({"negotiated": True, "id": 0}))
        entry = (pc, channel, self._listen(key, pc, channel))
        self.peers[key] = entry
        try:
            if offer:
                await pc.setRemoteDescription(js_object({"type": "offer", "sdp": offer}))
                await pc.setLocalDescription(await pc.createAnswer())
            else:
                await pc.setLocalDescription(await pc.createOffer())
            for _tick in range(int(GATHER_S * 20)):
                if str(pc.iceGatheringState) == "complete":
                    break
                await asyncio.sleep(0.05)
        except Exception:  # noqa: BLE001 - a description the browser refuses: no channel
            if self.peers.get(key) is entry:
                self.close(key)
                self.on_event(key, "closed", "")
            return
        if self.peers.get(key) is entry:
            self.on_event(key, "local", str(pc.localDescription.sdp))

    def _listen(self, key: str, pc: Any, channel: Any) -> list[tuple[Any, str, Any]]:
        """The connection's events, for as long as it is ``key``'s."""

        def mine() -> bool:
            entry = self.peers.get(key)
            return entry is not None and entry[0] is pc

        def said(kind: str, data: str = "") -> None:
            if mine():
                if kind == "closed":
                    self.close(key)
                self.on_event(key, kind, data)

        def state(_event: Any) -> None:
            if str(pc.connectionState) in ("failed", "closed"):
                said("closed")

        handlers = {
            "open": lambda _e: said("open"),
            "close": lambda _e: said("closed"),
            "message": lambda e: said("message", e.data if isinstance(e.data, str) else ""),
        }
        listeners = [(channel, event, create_proxy(fn)) for event, fn in handlers.items()]
        listeners.append((pc, "connectionstatechange", create_proxy(state)))
        for target, event, proxy in listeners:
            target.addEventListener(event, proxy)
        return listeners

    def accept(self, key: str, answer: str) -> None:
        """The other side's answer to this side's offer."""
        entry = self.peers.get(key)
        if entry is not None:
            asyncio.ensure_future(self._accept(key, entry, answer))

    async def _accept(self, key: str, entry: Entry, answer: str) -> None:
        try:
            await entry[0].setRemoteDescription(js_object({"type": "answer", "sdp": answer}))
        except Exception:  # noqa: BLE001 - an answer the browser refuses: no channel
            if self.peers.get(key) is entry:
                self.close(key)
                self.on_event(key, "closed", "")

    def send(self, key: str, text: str) -> bool:
        """Send ``text`` (False: no open channel for ``key``)."""
        entry = self.peers.get(key)
        if entry is None or str(entry[1].readyState) != "open":
            return False
        try:
            entry[1].send(text)
        except Exception:  # noqa: BLE001 - closing under us: the links take over
            return False
        return True

    def close(self, key: str) -> None:
        """Close ``key``'s connection (its events stop: no "closed" is said for it)."""
        entry = self.peers.pop(key, None)
        if entry is None:
            return
        pc, channel, listeners = entry
        for target, event, proxy in listeners:
            target.removeEventListener(event, proxy)
        channel.close()
        pc.close()
        # destroyed after the event being handled (this may be one of them) has returned
        asyncio.get_event_loop().call_soon(lambda: [p.destroy() for _t, _e, p in listeners])
