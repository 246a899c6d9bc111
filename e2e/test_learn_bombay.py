"""Bombay's guided first game followed to its end (e2e/test_learn.py's test, in English at
1280x800 and in Japanese at 360x740), in a file of its own so that a second browser can
follow it beside Jaipur's lessons."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser

from e2e.test_learn import CASES, lesson_to_its_end


@pytest.mark.parametrize(("name", "language", "viewport"), CASES[2:])
def test_a_lesson_is_followed_to_its_end(
    browser: Browser,
    base_url: str,
    browser_problems: Any,
    name: str,
    language: str,
    viewport: tuple[int, int],
) -> None:
    assert name == "bombay"
    lesson_to_its_end(browser, base_url, browser_problems, name, language, viewport)
