"""The guided first games in Chromium: each lesson played to its end by clicking what it
points at, in English at 1280x800 and in another language at 360x740 (Jaipur in Spanish,
Bombay in Japanese); on every step nothing spills out of its box or the window (the
layout test's measure) and axe finds nothing serious; at 1280x800 the panel beside the
table keeps one height and pushes neither Jaipur's own hand nor Bombay's markets below the
fold; the end offers a real game; Back leaves a lesson for home. Screenshots of every step go to ``e2e/screenshots/``.
Bombay's lessons run from test_learn_bombay.py, a file of their own, so that a second
browser can follow them beside Jaipur's.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.layout_tour import LOAD_MS, SHOTS, check
from e2e.shell_pages import axe_findings, settle
from e2e.test_languages import tr

CASES = [
    ("jaipur", "en", (1280, 800)),
    ("jaipur", "es", (360, 740)),
    ("bombay", "en", (1280, 800)),
    ("bombay", "ja", (360, 740)),
]


def follow(page: Page, language: str, size: str, name: str) -> list[str]:
    """Play the lesson on screen to its closing panel, clicking what it outlines; the
    layout and axe problems met on the way (each step's text and its explanation)."""
    found: list[str] = []
    heights: set[float] = set()
    for step in range(1, 16):
        count = page.locator(".lesson-count")
        expect(count).to_contain_text(f"{step}")
        found += check(page, language, size, f"learn-{name}-{step}")
        if size == "wide":
            heights.add(in_sight(page, name))
        found += [f"step {step}: {f}" for f in axe_findings(page)]
        if step > 1 and page.locator(".lesson-point").count():  # after Next: what to click
            # has the focus and is in sight, on a phone too
            expect(page.locator(".lesson-point").first).to_be_focused()
            expect(page.locator(".lesson-point").first).to_be_in_viewport(ratio=0.9)
        for _click in range(8):  # the cards, then the action; or the spaces, then a button
            point = page.locator(".lesson-point")
            if not point.count():
                break
            if size == "wide":  # by keyboard: what is outlined is a real button
                point.first.focus()
                if step == 3 and not _click:
                    found += check(page, language, size, f"learn-{name}-focus")
                page.keyboard.press("Enter")
            else:
                point.first.click()
        if page.locator(".overlay").count():  # the round's report
            found += check(page, language, size, f"learn-{name}-{step}-report")
            page.locator('.overlay [data-act="close-dialog"]').click()
        settle(page)  # the learner's move and the reply have slid into place
        # what the move did is said in the panel: it is in sight, even on a phone
        top = page.locator(".lesson").evaluate("e => e.getBoundingClientRect().top")
        assert 0 <= top < viewport_height(page) / 2, (step, top)
        assert not page.locator(".lesson-refused").inner_text()
        found += check(page, language, size, f"learn-{name}-{step}-after")
        if size == "wide":
            heights.add(in_sight(page, name))
        page.locator('[data-act="learn-next"]').click()
        if page.locator(".lesson.end").count():
            assert size != "wide" or len(heights) == 1, heights  # one height throughout
            found += check(page, language, size, f"learn-{name}-end")
            return found + [f"end: {f}" for f in axe_findings(page)]
    raise AssertionError("the lesson never ends")


# What a player looks at while the lesson talks: Jaipur's own hand and herd, Bombay's
# markets under the map.
KEPT_IN_SIGHT = {"jaipur": ".jaipur .player.bottom", "bombay": ".markets"}


def in_sight(page: Page, name: str) -> float:
    """At 1280x800: the lesson panel beside the table pushes nothing below the fold (the
    own hand, the markets are wholly on the screen); the panel's height."""
    bottom = page.locator(KEPT_IN_SIGHT[name]).evaluate("e => e.getBoundingClientRect().bottom")
    assert bottom <= viewport_height(page), (name, bottom)
    return float(page.locator(".lesson").evaluate("e => e.getBoundingClientRect().height"))


def viewport_height(page: Page) -> int:
    size = page.viewport_size
    assert size is not None
    return size["height"]


@pytest.mark.parametrize(("name", "language", "viewport"), CASES[:2])
def test_a_lesson_is_followed_to_its_end(
    browser: Browser,
    base_url: str,
    browser_problems: Any,
    name: str,
    language: str,
    viewport: tuple[int, int],
) -> None:
    lesson_to_its_end(browser, base_url, browser_problems, name, language, viewport)


def lesson_to_its_end(
    browser: Browser,
    base_url: str,
    browser_problems: Any,
    name: str,
    language: str,
    viewport: tuple[int, int],
) -> None:
    """The lesson of ``name`` from the home screen to its end, in ``language`` at
    ``viewport``, on a page of its own; every step measured."""
    SHOTS.mkdir(exist_ok=True)
    context = browser.new_context(locale=language)
    browser_problems.attach(context)
    page = context.new_page()
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    page.goto(base_url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_MS)
    size = "wide" if viewport[0] > 700 else "phone"
    learn = page.locator(f'[data-act="learn"][data-arg="{name}"]')
    expect(learn).to_have_text(tr(language, "Learn to play"))
    assert check(page, language, size, "learn-home") == []
    box = learn.bounding_box()
    assert box is not None and box["height"] >= 44, box  # a tap target
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url.removeprefix(base_url)))
    learn.click()
    expect(page.locator(".lesson")).to_be_visible(timeout=LOAD_MS)
    assert follow(page, language, size, name) == []
    # Nothing but what a game of it loads (Bombay's files, once) and what the computer's
    # worker loads whenever it starts (runtime/think.zip, Pyodide): a lesson works offline.
    own = [u for u in fetched if not u.startswith(("runtime/bombay.zip", "runtime/think.zip", "runtime/pyodide/"))]  # fmt: skip
    assert own == [], fetched
    page.locator('[data-act="learn-play"]').click()
    expect(page.locator("form.new-game")).to_be_visible()
    page.locator(".brand").click()
    expect(page.locator(".save-list")).to_have_count(0)  # a lesson leaves no saved game
    context.close()


def test_back_leaves_a_lesson_and_a_wrong_card_is_refused(page: Page, open_app: Any) -> None:
    open_app(page)
    page.locator('[data-act="learn"][data-arg="jaipur"]').click()
    page.locator('[data-act="learn-next"]').click()  # past the welcome and the table's tour
    page.locator('[data-act="learn-next"]').click()
    page.locator('.market [data-arg="m4"]').click()  # not the outlined diamond
    expect(page.locator(".lesson-refused")).to_have_text(
        "Not that one: this step points at the outlined cards."
    )
    expect(page.locator('.market [data-arg="m4"]')).to_have_attribute("aria-pressed", "false")
    page.reload()  # the lesson starts over
    expect(page.locator(".lesson-count")).to_contain_text("1")
    page.go_back()
    expect(page.locator(".home")).to_be_visible()
    expect(page.locator(".lesson")).to_have_count(0)
