"""The suite recognises a renderer crash: the conftest records how the renderer died
(CDP ``Target.targetCrashed``: status and signal) and the page's ``crash`` event, which is
what lets ``./scripts/test`` rerun exactly the tests that failed because Chromium's renderer
crashed, and no other failure (docs/development.md, "Chromium renderer crashes").

``chrome://crash`` makes Chromium's renderer dereference a null pointer (SIGSEGV, 11).
"""

from __future__ import annotations

from contextlib import suppress

from playwright.sync_api import Browser, Error

from e2e.conftest import BrowserProblems, RendererCrashes

SIGSEGV = 11
ROUND_TRIPS = 200  # CDP events arrive in order on one connection: a few round trips suffice


def test_a_renderer_crash_is_recorded_with_its_signal(
    browser: Browser, browser_problems: BrowserProblems
) -> None:
    context = browser.new_context()
    browser_problems.attach(context)
    page = context.new_page()
    page.goto("about:blank")
    before = len(RendererCrashes.seen)
    try:
        # The navigation is aborted by the crash itself.
        with page.expect_event("crash"), suppress(Error):
            page.goto("chrome://crash")
        for _ in range(ROUND_TRIPS):
            if f"renderer crashed, code {SIGSEGV}" in RendererCrashes.seen[before:]:
                break
            context.cookies()  # one round trip to the browser, delivering pending events
        seen = RendererCrashes.seen[before:]
    finally:
        del RendererCrashes.seen[before:]  # provoked here: not a crash of the page under test
        context.close()
    assert "page crashed: about:blank" in seen, seen
    assert f"renderer crashed, code {SIGSEGV}" in seen, seen
