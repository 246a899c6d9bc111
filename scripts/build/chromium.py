"""Debian's Chromium and the flags every headless run here uses (tests and benchmarks).

Never `playwright install`: its browser download cannot work on this machine.

``BAZAAR_CHROMIUM_FLAGS`` (space-separated switches) is appended to the list, to vary one
thing at a time in the e2e suite or a benchmark, e.g. ``--enable-logging=stderr``.
"""

import os
import shlex

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
    # Nothing outside this machine is ever contacted, even by mistake. The mDNS names of
    # WebRTC's local candidates (<uuid>.local, answered by multicast on the local network)
    # resolve as in any browser: remote play's live channel between two pages
    # (e2e/test_remote_channel.py, docs/remote-play.md "Live channel").
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE *.local",
]
CHROMIUM_ARGS += shlex.split(os.environ.get("BAZAAR_CHROMIUM_FLAGS", ""))
