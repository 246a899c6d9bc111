"""Serve the repository root as the static site, on 127.0.0.1 only.

The page is a static site: ``index.html`` at the repo root, the runtime that
``scripts/build/build.py`` writes under ``runtime/``. This server adds what a plain
``python -m http.server`` lacks for development and tests:

- ``.wasm`` as ``application/wasm`` (streaming compilation needs it) and ``.mjs`` as
  JavaScript, whatever the machine's MIME database says;
- ``Cache-Control: no-cache``: the browser revalidates every file (a cheap 304 when
  unchanged), so an edit is seen on reload; returning visitors are served by the
  service worker anyway;
- a file the build compressed (``x.br`` and ``x.gz`` beside ``x``, see scripts/build/build.py) is
  sent compressed when the request's ``Accept-Encoding`` allows (brotli first, then gzip),
  with ``Content-Encoding``, the type of ``x`` itself (``.wasm`` stays ``application/wasm``)
  and ``Vary: Accept-Encoding``; otherwise ``x`` as it is;
- ``sw.js`` is regenerated (``scripts/build/build.py``'s last step, a few ms) whenever the browser
  asks for it, so an edited file under ``web/`` or ``game/`` gives a new service worker
  and cache: reload twice to see the edit (the first reload installs the new worker);
- ``--port 0`` picks a free port, and tests can import :func:`start` to run the
  server in a thread on a free port.

Usage: ``python3 -m scripts.build.serve [--port 8000] [--quiet]``
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from scripts.build import build  # scripts/build/build.py: regenerates sw.js

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"
TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".zip": "application/zip",
}
# Content-Encoding -> the suffix of the build's copy, best first.
ENCODED = (("br", ".br"), ("gzip", ".gz"))


def accepted(header: str) -> set[str]:
    """The encodings an ``Accept-Encoding`` header allows (``q=0`` refuses one)."""
    found = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        q = params.strip().removeprefix("q=") if params.strip().startswith("q=") else "1"
        try:
            allowed = float(q) > 0
        except ValueError:
            allowed = False
        if name.strip() and allowed:
            found.add(name.strip().lower())
    return found


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed MIME types, revalidation headers and optional quiet logs."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    quiet = False
    refresh_sw = False  # True when serving the repo itself

    encoding: str | None = None  # the Content-Encoding of the response being sent
    vary = False  # the file has compressed copies: the response depends on Accept-Encoding

    def do_GET(self) -> None:
        if self.refresh_sw and self.path.split("?", 1)[0] == "/sw.js":
            refresh_service_worker()
        super().do_GET()

    def send_head(self) -> Any:
        """The file, or its compressed copy when the browser accepts that encoding."""
        self.encoding, self.vary = None, False
        path = self.translate_path(self.path)
        if os.path.isfile(path):
            copies = [(e, s) for e, s in ENCODED if os.path.isfile(path + s)]
            self.vary = bool(copies)
            allowed = accepted(self.headers.get("Accept-Encoding", ""))
            chosen = next(((e, s) for e, s in copies if e in allowed), None)
            if chosen:
                self.encoding = chosen[0]
                self.path = urlsplit(self.path).path + chosen[1]
        return super().send_head()

    def guess_type(self, path: Any) -> str:
        """A compressed copy has the type of the file it holds."""
        name = str(path)
        if self.encoding:
            name = name.removesuffix(dict(ENCODED)[self.encoding])
        return super().guess_type(name)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        if self.encoding:
            self.send_header("Content-Encoding", self.encoding)
        if self.vary:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


_SW_LOCK = threading.Lock()


def refresh_service_worker() -> None:
    """Rewrite sw.js from the files as they are now (edits change its cache name)."""
    with _SW_LOCK:
        build.QUIET = True
        try:
            build.build_service_worker()
        except (build.BuildError, OSError) as error:
            print(f"warning: could not refresh sw.js: {error}", file=sys.stderr)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that closes mid-download (a test ending, a tab closed) is not an error.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.server_address[1]}/"


def make_server(port: int = 0, root: Path = ROOT, quiet: bool = False) -> Server:
    """Bind a server for root on 127.0.0.1:port (0 = a free port)."""
    refresh = root.resolve() == ROOT and build.SW_TEMPLATE.is_file()
    handler_class = type("ServeHandler", (Handler,), {"quiet": quiet, "refresh_sw": refresh})
    handler = functools.partial(handler_class, directory=str(root))
    return Server((HOST, port), handler)


def start(port: int = 0, root: Path = ROOT, quiet: bool = True) -> Server:
    """Serve in a daemon thread; stop with ``server.shutdown(); server.server_close()``."""
    server = make_server(port, root, quiet)
    threading.Thread(target=server.serve_forever, name="bazaar-serve", daemon=True).start()
    return server


@contextlib.contextmanager
def serving(root: Path = ROOT) -> Iterator[str]:
    """:func:`start` for a ``with`` block: yields the site's URL, stops the server after."""
    server = start(port=0, root=root)
    try:
        yield server.url
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve Bazaar from the repository root.")
    parser.add_argument("--port", type=int, default=8000, help="port (0 = any free port)")
    parser.add_argument("--quiet", action="store_true", help="do not log each request")
    parser.add_argument("--root", type=Path, default=ROOT, help="folder to serve (the repo)")
    args = parser.parse_args(argv)
    if not (args.root / "runtime" / "pyodide" / "pyodide.mjs").is_file():
        print("warning: runtime/ is missing: run `python3 -m scripts.build.build`", file=sys.stderr)
    try:
        server = make_server(args.port, args.root.resolve(), quiet=args.quiet)
    except OSError as error:
        print(f"cannot listen on {HOST}:{args.port}: {error.strerror}", file=sys.stderr)
        return 1
    print(f"Bazaar is ready: {server.url}", flush=True)
    with server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\nstopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
