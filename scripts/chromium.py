"""Debian's Chromium and the flags every headless run here uses (tests and benchmarks).

Never `playwright install`: its browser download cannot work on this machine.
"""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
    # Nothing outside this machine is ever contacted, even by mistake.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
