"""Fixtures for the browser tests (Playwright + Debian's Chromium, via pytest-playwright).

- ``browser_type_launch_args`` (session): launches ``/usr/bin/chromium`` (never a browser
  Playwright downloads) headless, with flags that keep it quiet and offline-safe.
- ``site`` / ``base_url`` (session): the repository root served by ``scripts/build/serve.py`` on
  127.0.0.1 on a free port (other agents run tests at the same time: no fixed port).
- ``browser_problems`` (autouse): fails a test that saw a console error, an uncaught page
  error, or a request to any host but 127.0.0.1, in any context the test used.
- ``open_app(page, path="")``: go to ``base_url + path`` and wait for ``html[data-ready]``,
  which the page sets once it is interactive.
- ``launch_profile(user_data_dir, **kwargs)``: a persistent context (a real profile on disk,
  as a returning visitor has) with the same browser and flags, closed after the test.
- ``serve_root()``: a private server for tests that stop it (offline tests).
- ``quick_computer(context_or_page)``, or the marker ``@pytest.mark.quick_computer`` on a
  test or a module (``pytestmark``) using ``page``/``context``: the computer's pause before
  its move is shown drops from 700 ms to 0 (web/main.py's ``COMPUTER_PAUSE_KEY``), for the
  tests that wait for many computer moves and do not look at the pause itself.
- Order: the files named in ``LONGEST_FIRST`` run first, longest first, then the others in
  pytest's order; under ``--dist loadfile`` xdist hands them out in that order (its own
  reordering, by the number of tests in a file, is turned off), so that no long file
  starts last while the other browser has finished.
- Renderer crashes: every watched page's ``crash`` event and, for the session browser and
  the profiles' browsers, CDP's ``Target.targetCrashed`` (status, exit code or signal) are
  recorded. A failed test's report lists them; with ``BAZAAR_E2E_FAILURES`` naming a file,
  a failed test is written there as ``crash <id>`` (a renderer died during it, or it failed
  with "Target crashed" / "Page crashed") or ``fail <id>``: ``./scripts/test`` reruns only
  the crashed ones.

Read docs/development.md for how to write a test with them.
"""

from __future__ import annotations

import itertools
import os
import re
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    BrowserType,
    ConsoleMessage,
    Page,
    Request,
)

from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parent.parent


READY_SELECTOR = "html[data-ready]"
READY_TIMEOUT_MS = 30_000  # start-up is ~2 s; generous for a loaded 2-core machine
ALLOWED_HOSTS = {"127.0.0.1"}
LOCAL_SCHEMES = {"data", "blob", "about"}
CRASH_ERROR = re.compile(r"Target crashed|Page crashed|page crashed")
FAILURES_ENV = "BAZAAR_E2E_FAILURES"
COMPUTER_PAUSE_KEY = "bazaar.computer.pause-ms"  # web/main.py reads it at start-up

OpenApp = Callable[..., Page]
LaunchProfile = Callable[..., BrowserContext]

# The files that take longest, longest first (measured in docs/benchmarks.md, "The suite's
# time, issue 41"): a file runs on one browser, so one started last sets the step's end.
LONGEST_FIRST = (
    "test_remote.py",
    "test_remote_channel.py",  # a whole round over the live channel: 47-74 s (issue 43)
    "test_languages.py",
    "test_remote_screens.py",
    "test_learn_bombay.py",
    "test_shell_screens.py",
    "test_shell_navigation.py",
    "test_languages_layout.py",
    "test_languages_layout_vi_es.py",
    "test_learn.py",
    "test_contrast.py",
    "test_remote_recovery.py",
    "test_jaipur_links.py",
    "test_review.py",
    "test_bombay_play.py",
    "test_remote_page.py",
    "test_computer.py",
    "test_wasm_cache.py",
    "test_snapshot.py",
    "test_startup.py",
)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "quick_computer: the computer shows its moves without its 700 ms pause"
    )
    if not Path(CHROMIUM).is_file():
        raise pytest.UsageError(
            f"{CHROMIUM} is missing: run ./scripts/test (or apt-get install chromium)"
        )
    if not (ROOT / "runtime" / "pyodide" / "pyodide.mjs").is_file():
        raise pytest.UsageError(
            "runtime/ is missing: run `npm ci && python3 -m scripts.build.build`"
        )
    missing = [name for name in LONGEST_FIRST if not (ROOT / "e2e" / name).is_file()]
    if missing:
        raise pytest.UsageError(f"LONGEST_FIRST names no file: {', '.join(missing)}")
    if config.getoption("dist", "no") == "loadfile":
        config.option.loadscopereorder = False  # keep the order below


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files of ``LONGEST_FIRST`` first, in its order; each file's tests stay together."""
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


class RendererCrashes:
    """Renderer deaths seen in this session, in order (one line each)."""

    seen: list[str] = []

    @classmethod
    def on_target_crashed(cls, event: dict[str, Any]) -> None:
        cls.seen.append(f"renderer {event.get('status')}, code {event.get('errorCode')}")

    @classmethod
    def on_page_crash(cls, page: Page) -> None:
        cls.seen.append(f"page crashed: {page.url[:80]}")


def watch_browser(browser: Browser) -> None:
    """Record how each renderer of browser died (CDP Target.targetCrashed)."""
    cdp = browser.new_browser_cdp_session()
    cdp.on("Target.targetCrashed", RendererCrashes.on_target_crashed)
    cdp.send("Target.setDiscoverTargets", {"discover": True})


@pytest.fixture(scope="session", autouse=True)
def watch_renderers(browser: Browser) -> None:
    """The session browser's renderers (launch_profile watches the browsers it starts)."""
    watch_browser(browser)


class Outcome(NamedTuple):
    failed: bool
    crashed: bool


OUTCOME = pytest.StashKey[Outcome]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, object, object]:
    """Note crashes seen during the test; list it in $BAZAAR_E2E_FAILURES if it failed."""
    first = len(RendererCrashes.seen)
    item.stash[OUTCOME] = Outcome(failed=False, crashed=False)
    result = yield
    outcome, crashes = item.stash[OUTCOME], RendererCrashes.seen[first:]
    crashed = outcome.crashed or bool(crashes)
    if outcome.failed and os.environ.get(FAILURES_ENV):
        with open(os.environ[FAILURES_ENV], "a") as listing:
            listing.write(f"{'crash' if crashed else 'fail'} {item.nodeid}\n")
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if report.failed:
        crashed = bool(CRASH_ERROR.search(str(report.longrepr)))
        item.stash[OUTCOME] = Outcome(failed=True, crashed=crashed or item.stash[OUTCOME].crashed)
        if RendererCrashes.seen:
            report.sections.append(
                ("renderer crashes in this session", "\n".join(RendererCrashes.seen))
            )
    return report


@pytest.fixture(scope="session")
def site() -> Iterator[serve.Server]:
    server = serve.start(port=0)
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(site: serve.Server) -> str:
    return site.url


@pytest.fixture
def serve_root() -> Iterator[Callable[[], serve.Server]]:
    """Start private servers of the repo root (stoppable by the test); all stopped after."""
    servers: list[serve.Server] = []

    def start() -> serve.Server:
        servers.append(serve.start(port=0))
        return servers[-1]

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


@dataclass
class BrowserProblems:
    """Console errors, page errors and outside requests seen in the contexts attached."""

    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    outside_requests: list[str] = field(default_factory=list)
    allowed_console: list[re.Pattern[str]] = field(default_factory=list)

    def attach(self, context: BrowserContext) -> None:
        context.on("request", self._on_request)
        context.on("page", self._on_page)
        for page in context.pages:
            self._on_page(page)

    def allow_console_error(self, pattern: str) -> None:
        """Accept console errors matching pattern (a regex), for tests that provoke one."""
        self.allowed_console.append(re.compile(pattern))

    def _on_page(self, page: Page) -> None:
        page.on("crash", RendererCrashes.on_page_crash)
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.page_errors.append(f"{page.url}: {error}"))

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type != "error":
            return
        if any(p.search(message.text) for p in self.allowed_console):
            return
        where = message.location.get("url", "")
        self.console_errors.append(f"{message.text} (at {where})")

    def _on_request(self, request: Request) -> None:
        url = urlsplit(request.url)
        if url.scheme not in LOCAL_SCHEMES and url.hostname not in ALLOWED_HOSTS:
            self.outside_requests.append(request.url)

    def summary(self) -> str:
        parts = [
            ("console errors", self.console_errors),
            ("page errors", self.page_errors),
            ("requests outside 127.0.0.1", self.outside_requests),
        ]
        return "\n".join(f"{title}:\n  " + "\n  ".join(items) for title, items in parts if items)


@pytest.fixture(autouse=True)
def browser_problems(request: pytest.FixtureRequest) -> Iterator[BrowserProblems]:
    problems = BrowserProblems()
    if "context" in request.fixturenames:
        problems.attach(request.getfixturevalue("context"))
    yield problems
    if problems.summary():
        pytest.fail(f"the browser reported problems:\n{problems.summary()}", pytrace=False)


def quick_computer(target: BrowserContext | Page) -> None:
    """Pages of ``target`` opened from now on show the computer's moves with no pause (the
    page reads the key once, at start-up; about:blank has no storage, hence the try)."""
    target.add_init_script(
        f"try {{ localStorage.setItem('{COMPUTER_PAUSE_KEY}', '0'); }} catch (e) {{}}"
    )


@pytest.fixture(autouse=True)
def _quick_computer_marker(request: pytest.FixtureRequest) -> None:
    """``@pytest.mark.quick_computer`` on a test that uses pytest-playwright's context."""
    if request.node.get_closest_marker("quick_computer") and "context" in request.fixturenames:
        quick_computer(request.getfixturevalue("context"))


def polling(seconds: float, what: str) -> Iterator[int]:
    """``for _ in polling(60, "the end of the round"):``, a polling loop's deadline: the
    loop ends with ``break``, or the test fails after ``seconds``."""
    end = time.monotonic() + seconds
    for turn in itertools.count():
        if time.monotonic() > end:
            raise AssertionError(f"{what}: not reached within {seconds} s")
        yield turn


def wait_ready(page: Page, timeout_ms: int = READY_TIMEOUT_MS) -> Page:
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout_ms)
    return page


@pytest.fixture
def open_app(base_url: str) -> OpenApp:
    """open_app(page, path="", base=base_url): navigate, then wait until the page is ready."""

    def open_(page: Page, path: str = "", base: str | None = None) -> Page:
        page.goto((base or base_url) + path)
        return wait_ready(page)

    return open_


@pytest.fixture
def launch_profile(
    browser_type: BrowserType,
    browser_type_launch_args: dict[str, Any],
    browser_problems: BrowserProblems,
) -> Iterator[LaunchProfile]:
    """launch_profile(user_data_dir, **context_options): a watched persistent context."""
    contexts: list[BrowserContext] = []

    def launch(user_data_dir: Path, **options: Any) -> BrowserContext:
        context = browser_type.launch_persistent_context(
            str(user_data_dir), **browser_type_launch_args, **options
        )
        browser_problems.attach(context)
        if context.browser is not None:  # a persistent context runs in a browser of its own
            watch_browser(context.browser)
        contexts.append(context)
        return context

    yield launch
    for context in contexts:
        context.close()  # a no-op for a context the test closed itself
