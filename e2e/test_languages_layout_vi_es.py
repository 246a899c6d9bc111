"""Every language fits: e2e/test_languages_layout.py's tour (e2e/layout_tour.py) in
Vietnamese and Spanish, in a file of its own so that a second browser runs it beside
English and Japanese."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser

from e2e.layout_tour import tour


@pytest.mark.parametrize("language", ["vi", "es"])
def test_every_screen_fits_in_every_language_at_both_sizes(
    browser: Browser, base_url: str, browser_problems: Any, language: str
) -> None:
    assert tour(browser, base_url, browser_problems, language) == []
