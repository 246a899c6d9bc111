"""Chromium renderer crashes: load the page in a loop and count crashes per 100 loads.

Loads cycle through the kinds chosen with ``--kinds`` (default all four):

- ``cold``: a fresh browser context (empty HTTP cache, no service worker), as every e2e test;
- ``returning``: a new page in a long-lived context whose service worker already controls
  the site (``--session`` loads per context, then a new one: the page's memory over a long
  session);
- ``bombay``: a fresh context opening a Bombay link (Bombay's files fetched and imported);
- ``crash`` (not in the default list): Chromium's ``chrome://crash``, a check that crashes
  are counted (with ``--dumps``, that a minidump is kept);
- ``profile``: a persistent profile on disk (disk code cache, service worker), launched in a
  browser of its own: visited online once, then reopened offline ``--session - 1`` times,
  each time closed as soon as the service worker controls the page.

A load counts as crashed when Chromium reports a renderer gone during it: CDP's
``Target.targetCrashed`` (recorded with its status and exit code or signal), the page's
``crash`` event, or "Target crashed" / "Page crashed"; any other failure (a timeout) is
counted apart. The cold, returning and Bombay loads share one browser, as the e2e session
does, unless ``--loads-per-browser``.

``--burn N`` keeps N extra processes spinning (the full suite keeps both cores busy). To
vary one thing at a time: ``--flag`` adds a Chromium switch (repeatable), ``--chromium`` runs
another build, ``--ignore-default-arg`` drops one of Playwright's switches (e.g.
``--disable-dev-shm-usage``). Chromium's stderr (``--enable-logging=stderr --v=1``) goes to
``OUT/chromium.log``, and with ``--dumps`` Chromium's crash reporter is on (Playwright turns
it off) and the minidumps it writes go to ``OUT/dumps``; every load
(kind, outcome, seconds, load average, threads, memory available) to ``OUT/loads.jsonl``.

Usage: ``.venv/bin/python -m scripts.tools.crash_repro [--loads 300] [--burn 2] [--flag=--x ...]``
Exit status 1 if any renderer crashed (or more loads failed than ``--max-failures``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from playwright.sync_api import Browser, BrowserContext, Error, Page, sync_playwright

from game.core.link import Record, Seat, encode
from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS

KINDS = ("cold", "returning", "bombay", "profile")
READY_MS = 60_000
LOG_ARGS = ["--enable-logging=stderr", "--v=1"]
CRASH_REPORTS = Path.home() / ".config" / "chromium" / "Crash Reports" / "pending"
SW_CONTROLS = "navigator.serviceWorker && navigator.serviceWorker.controller !== null"


def bombay_link() -> str:
    """A fresh 3-player Bombay game, the human to move: opening it imports Bombay."""
    seats = (Seat("human", "Ana"), Seat("greedy", "Cpu"), Seat("greedy", "Bo"))
    return encode(Record("bombay", (len(seats), 0), 7, seats, ()))


def burn() -> None:
    while True:
        pass


@contextmanager
def burners(count: int) -> Iterator[None]:
    procs = [multiprocessing.Process(target=burn, daemon=True) for _ in range(count)]
    for proc in procs:
        proc.start()
    try:
        yield
    finally:
        for proc in procs:
            proc.terminate()


@contextmanager
def stderr_to(path: Path) -> Iterator[None]:
    """Point fd 2 at path while Playwright's driver starts: it (and Chromium) inherit it."""
    saved = os.dup(2)
    with path.open("ab") as log:
        os.dup2(log.fileno(), 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def is_crash(error: BaseException) -> bool:
    text = str(error)
    return "crashed" in text.lower() or "Target closed" in text


class Loader:
    """Opens the site's pages of each kind in one browser; keeps the returning context."""

    def __init__(self, browser: Browser, url: str, args: argparse.Namespace) -> None:
        self.browser, self.url, self.session = browser, url, args.session
        self.launch = {
            "executable_path": args.chromium,
            "args": args.flags,
            "ignore_default_args": args.ignore_default_arg,
        }
        self.returning: BrowserContext | None = None
        self.returning_left = 0
        self.profile = Path(tempfile.mkdtemp(prefix="crash_repro-profile-"))
        self.profile_left = 0
        self.statuses: list[str] = []  # Target.targetCrashed: how each renderer ended
        self.watch(browser)

    def watch(self, browser: Browser) -> None:
        """Record CDP's Target.targetCrashed (status and exit code or signal) for browser."""
        cdp = browser.new_browser_cdp_session()
        cdp.on("Target.targetCrashed", self._on_crashed)
        cdp.send("Target.setDiscoverTargets", {"discover": True})

    def _on_crashed(self, event: dict[str, Any]) -> None:
        self.statuses.append(f"{event.get('status')} (code {event.get('errorCode')})")

    def load(self, kind: str) -> None:
        if kind == "returning":
            self._load_returning()
            return
        if kind == "profile":
            self._load_profile()
            return
        context = self.browser.new_context()
        try:
            if kind == "crash":
                self._crash(context.new_page())
            page = self._open(context, "#" + bombay_link() if kind == "bombay" else "")
            if kind == "bombay":
                page.locator(".bombay").wait_for(state="visible", timeout=READY_MS)
        finally:
            context.close()

    def _crash(self, page: Page) -> None:
        """The ``crash`` kind, a check of this script: Chromium's own crash URL (SIGSEGV)."""
        with page.expect_event("crash"), suppress(Error):
            page.goto("chrome://crash")
        page.context.cookies()  # a round trip: CDP's Target.targetCrashed arrives first
        raise Error("Page crashed (chrome://crash)")

    def _load_returning(self) -> None:
        if self.returning is None or self.returning_left <= 0:
            if self.returning is not None:
                self.returning.close()
            self.returning = self.browser.new_context()
            first = self._open(self.returning, "")
            first.wait_for_function(SW_CONTROLS, timeout=READY_MS)
            first.close()
            self.returning_left = self.session
        self.returning_left -= 1
        try:
            self._open(self.returning, "").close()
        except Error:
            self.returning_left = 0  # a crashed or stuck session is not reused
            raise

    def _load_profile(self) -> None:
        """A visitor on disk: the first visit of a profile online, until the service worker
        controls the page; later ones reopen it offline. Each closes the profile at once."""
        if self.profile_left <= 0:
            shutil.rmtree(self.profile, ignore_errors=True)
            self.profile_left = self.session
        returning = self.profile_left < self.session  # primed: reopen it offline
        self.profile_left -= 1
        context = self.browser.browser_type.launch_persistent_context(
            str(self.profile), offline=returning, **self.launch
        )
        if context.browser is not None:
            self.watch(context.browser)
        try:
            page = self._open(context, "")
            page.wait_for_function(SW_CONTROLS, timeout=READY_MS)
        except Error:
            self.profile_left = 0
            raise
        finally:
            context.close()

    def _open(self, context: BrowserContext, path: str) -> Page:
        page = context.new_page()
        crashed: list[bool] = []
        page.on("crash", lambda _: crashed.append(True))
        try:
            page.goto(self.url + path, timeout=READY_MS)
            page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_MS)
        except Error as error:
            if crashed and not is_crash(error):
                raise Error(f"Page crashed ({error})") from error
            raise
        return page

    def close(self) -> None:
        shutil.rmtree(self.profile, ignore_errors=True)
        if self.returning is not None:
            self.returning.close()
            self.returning = None


def system() -> dict[str, Any]:
    load = Path("/proc/loadavg").read_text().split()
    meminfo = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
    available_mb = int(meminfo["MemAvailable"].split()[0]) // 1024
    return {"load1": float(load[0]), "threads": load[3], "mem_available_mb": available_mb}


def one_load(loader: Loader, kind: str) -> dict[str, Any]:
    began = time.monotonic()
    outcome, detail = "ok", ""
    try:
        loader.load(kind)
    except Error as error:
        outcome, detail = ("crash" if is_crash(error) else "failure"), str(error).splitlines()[0]
    took = round(time.monotonic() - began, 2)
    ended, loader.statuses[:] = list(loader.statuses), []
    if ended and outcome != "crash":
        outcome = "crash"  # a renderer of this load died, even if the page recovered
    return {
        "at": time.strftime("%H:%M:%S"),
        "kind": kind,
        "outcome": outcome,
        "s": took,
        "detail": "; ".join([detail, *ended]).strip("; "),
        **system(),
    }


@dataclass
class Tally:
    """The loads so far, each also written to loads.jsonl as it ends."""

    kinds: Iterator[str]
    jsonl: TextIO
    records: list[dict[str, Any]] = field(default_factory=list)

    def add(self, record: dict[str, Any]) -> None:
        self.records.append(record)
        self.jsonl.write(json.dumps(record) + "\n")
        self.jsonl.flush()
        progress(self.records)


def run(args: argparse.Namespace, url: str, out: Path) -> list[dict[str, Any]]:
    args.flags = CHROMIUM_ARGS + LOG_ARGS + args.flag
    if args.dumps:  # Debian's Chromium writes them under ~/.config, whatever the switches
        args.flags.append("--enable-crash-reporter")
        args.ignore_default_arg.append("--disable-breakpad")
    os.environ["DEBUG"] = "pw:browser"  # the driver copies Chromium's stderr to its own
    with stderr_to(out / "chromium.log"):
        playwright = sync_playwright().start()
    try:
        with (out / "loads.jsonl").open("w") as jsonl:
            tally = Tally(itertools.cycle(args.kinds.split(",")), jsonl)
            while len(tally.records) < args.loads:
                launch = {"executable_path": args.chromium, "args": args.flags}
                browser = playwright.chromium.launch(
                    **launch, ignore_default_args=args.ignore_default_arg
                )
                one_browser(browser, url, args, tally)
    finally:
        playwright.stop()
    return tally.records


def one_browser(browser: Browser, url: str, args: argparse.Namespace, tally: Tally) -> None:
    """Up to --loads-per-browser loads in browser (all that are left by default)."""
    if not tally.records:
        print(f"crash_repro: Chromium {browser.version}", flush=True)
    loader = Loader(browser, url, args)
    left = args.loads - len(tally.records)
    for _ in range(min(args.loads_per_browser or left, left)):
        tally.add(one_load(loader, next(tally.kinds)))
    loader.close()
    browser.close()


def progress(records: list[dict[str, Any]]) -> None:
    last = records[-1]
    if last["outcome"] != "ok":
        print(
            f"  load {len(records)} ({last['kind']}) {last['outcome'].upper()} at"
            f" {last['at']}: {last['detail']} [load {last['load1']},"
            f" {last['mem_available_mb']} MB free]",
            flush=True,
        )
    elif len(records) % 25 == 0:
        print(f"  {len(records)} loads, {summary_line(records)}", flush=True)


def summary_line(records: list[dict[str, Any]]) -> str:
    outcomes = Counter(r["outcome"] for r in records)
    rate = 100 * outcomes["crash"] / max(1, len(records))
    return (
        f"{outcomes['crash']} crashes ({rate:.1f} per 100 loads),"
        f" {outcomes['failure']} other failures"
    )


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--loads", type=int, default=300)
    p.add_argument("--kinds", default=",".join(KINDS), help="comma-separated, cycled")
    p.add_argument("--burn", type=int, default=0, help="CPU-burning processes alongside")
    p.add_argument("--session", type=int, default=20, help="loads per returning context")
    p.add_argument("--loads-per-browser", type=int, default=0, help="0: one browser for all")
    p.add_argument("--flag", action="append", default=[], help="extra Chromium switch")
    p.add_argument("--chromium", default=CHROMIUM, help=f"browser binary (default {CHROMIUM})")
    p.add_argument(
        "--ignore-default-arg",
        action="append",
        default=[],
        help="drop one of Playwright's default switches (e.g. --disable-dev-shm-usage)",
    )
    p.add_argument("--dumps", action="store_true", help="crash reporter on, keep minidumps")
    p.add_argument("--out", type=Path, help="log directory (default: a new one under /tmp)")
    p.add_argument("--max-failures", type=int, default=0, help="non-crash failures tolerated")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args, began = parse(argv), time.time()
    out = args.out or Path(tempfile.mkdtemp(prefix="crash_repro-"))
    out.mkdir(parents=True, exist_ok=True)
    print(
        f"crash_repro: {args.loads} loads ({args.kinds}), burn {args.burn},"
        f" flags {args.flag or 'none'}; logs in {out}",
        flush=True,
    )
    server = serve.start(port=0)
    try:
        with burners(args.burn):
            records = run(args, server.url, out)
    finally:
        server.shutdown()
        server.server_close()
    report(records, out, began)
    outcomes = Counter(r["outcome"] for r in records)
    return 1 if outcomes["crash"] or outcomes["failure"] > args.max_failures else 0


def collect_dumps(into: Path, since: float) -> list[Path]:
    """Copy the minidumps Chromium's crash reporter wrote since the run began."""
    new = [dump for dump in CRASH_REPORTS.glob("*.dmp") if dump.stat().st_mtime >= since]
    for dump in new:
        into.mkdir(exist_ok=True)
        shutil.copy2(dump, into / dump.name)
    return new


def report(records: list[dict[str, Any]], out: Path, began: float) -> None:
    for kind in sorted({r["kind"] for r in records}):
        mine = [r for r in records if r["kind"] == kind]
        print(f"  {kind}: {len(mine)} loads, {summary_line(mine)}")
    dumps = collect_dumps(out / "dumps", since=began)
    print(
        f"crash_repro: {len(records)} loads, {summary_line(records)};"
        f" {len(dumps)} crash dumps; logs in {out}"
    )


if __name__ == "__main__":
    sys.exit(main())
