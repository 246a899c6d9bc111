"""Every language fits: no text cut off or spilling out, at 1280x800 and 360x740, in
English and Japanese here, in Vietnamese and Spanish in test_languages_layout_vi_es.py (two
files, so that two browsers share the tours); what is measured: e2e/layout_tour.py. And the
measure itself can fail: it sees what it looks for."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from e2e.layout_tour import MEASURE, tour


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_screen_fits_in_every_language_at_both_sizes(
    browser: Browser, base_url: str, browser_problems: Any, language: str
) -> None:
    assert tour(browser, base_url, browser_problems, language) == []


def test_the_measure_sees_text_cut_off_or_outside_the_window(page: Page, open_app: Any) -> None:
    """The check above can fail: a squeezed button, a wide heading and a card's name broken
    inside a word (anywhere, at a soft hyphen, or between kana) are reported, a name broken
    between its words is not."""
    open_app(page)
    page.set_viewport_size({"width": 360, "height": 740})
    page.evaluate(
        """() => {
            const b = document.createElement("button");
            b.style.cssText = "width: 3rem; white-space: nowrap; overflow: hidden";
            b.textContent = "ラクダをすべて取る";
            const h = document.createElement("h2");
            h.style.cssText = "width: 500px";
            h.textContent = "Tiếng Việt";
            const card = (name, lang) => {
                const c = document.createElement("button");
                c.className = "card";
                c.lang = lang;
                c.style.cssText = "width: 2.6rem";
                c.innerHTML = '<span class="cn"></span>';
                c.firstChild.textContent = name;  // let it break where the browser may:
                c.firstChild.style.cssText = "overflow-wrap: anywhere; word-break: normal";
                return c;
            };
            document.querySelector(".home").append(b, h, card("Diamond", "en"),
                card("Dia\u00admond", "en"), card("ダイヤモンド", "ja"), card("Gia vị", "vi"));
        }"""
    )
    found = page.evaluate(MEASURE)
    assert any("too wide for its box: button" in p and "ラクダ" in p for p in found), found
    assert [p for p in found if "a word broken on a card" in p] == [
        'a word broken on a card: span.cn "Diamond"',
        'a word broken on a card: span.cn "Dia\u00admond"',
        'a word broken on a card: span.cn "ダイヤモンド"',
    ], found
    assert any("outside the window: h2" in p for p in found), found
    assert "the page scrolls sideways" in found


def test_the_measure_sees_a_hidden_column_and_a_broken_word(page: Page, open_app: Any) -> None:
    """A dialog whose table is wider than it (a round hidden past its edge), a dialog that
    scrolls with nothing to say so, a word of the rules broken inside itself and a
    ``word-break: break-all`` are reported; a sentence wrapped between words is not."""
    open_app(page)
    page.set_viewport_size({"width": 360, "height": 740})
    page.evaluate(
        """() => {
            const dialog = document.createElement("div");
            dialog.className = "dialog";
            dialog.style.cssText = "width: 200px; height: 100px; overflow: auto";
            dialog.innerHTML = '<table><tr><td style="white-space: nowrap">Round 1 Round 2 '
                + 'Round 3 Round 4</td></tr></table><div style="height: 300px"></div>'
                + '<div class="row" style="box-shadow: none"><button>Home</button></div>';
            const rules = document.createElement("div");
            rules.className = "rules";
            rules.innerHTML = '<p style="width: 5rem; overflow-wrap: anywhere">'
                + 'Bonificación</p><p style="width: 8rem">a wrapped sentence of '
                + 'short words</p><p style="word-break: break-all">Diamond</p>';
            document.querySelector(".home").append(dialog, rules);
        }"""
    )
    found = page.evaluate(MEASURE)
    assert any(p.startswith("scrolls sideways: div.dialog") for p in found), found
    assert any(p.startswith("a dialog scrolls with no sign of it") for p in found), found
    broken = [p for p in found if p.startswith("a word broken inside itself")]
    assert broken == ['a word broken inside itself: "Bonificación" in p. "Bonificación"'], found
    assert any(p.startswith("word-break: break-all on p") for p in found), found
