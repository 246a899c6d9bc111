"""Every language fits: no text cut off or spilling out, at 1280x800 and 360x740.

For each language, the main screens (home, Jaipur's rules, the two guided games' first
steps, the new-game dialog, a Jaipur
table with a selection, Jaipur's round and match scoring, a Bombay table, Bombay's rules,
Bombay's final scoring, remote play's four screens, these made once and resized) are
opened at both sizes; on each, every button, field, heading,
paragraph, list item, table cell and label is measured in the browser: its content must not
be wider or taller than its box, and it must not stick out of the window (unless it sits in
a scrolling area, such as the Bombay map that pans on a phone). A card's name never breaks
inside a word (only between words; a Japanese name not at all), and Jaipur's market keeps
its five cards in one row, and a selected (lifted) card covers no line of text.

The rules pages and the scoring dialogs (issue 25): no dialog, rules table or row of
pictures scrolls sideways (a round or a total hidden past the edge), no picture is cut by
the window, a dialog taller than the screen shades its buttons to say more lies under
them, and no word breaks inside itself (no ``word-break: break-all``, no hyphenation in
Japanese). Screenshots of every screen go to ``e2e/screenshots/`` (git-ignored) for a
person to look at.
"""

from __future__ import annotations

import functools
import random
from pathlib import Path
from typing import Any

import pytest
from bombay_script import buyer
from conftest import quick_computer
from jaipur_helpers import greedy_match_near_end, set_fragment
from playwright.sync_api import Browser, Page, expect
from shell_pages import settle
from test_bombay_play import greedy_game_near_end
from test_languages import tr

from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng
from game.jaipur import JAIPUR
from game.remote import api
from web.remote.control import fragment

SHOTS = Path(__file__).resolve().parent / "screenshots"
SIZES = {"wide": (1280, 800), "phone": (360, 740)}
LOAD_MS = 30_000
LANGUAGES = ("en", "ja", "vi", "es")

# What the browser measures: every element a reader reads or presses, outside SVG.
MEASURE = """() => {
  const vw = document.documentElement.clientWidth;
  const sel = "button, select, input, h1, h2, h3, h4, p, li, th, td, caption, label, legend, "
    + "summary, dt, dd, .where, .bstatus, .cost, .name, .turn";
  const scroller = (el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(p).overflowX)) return p;
    }
    return null;
  };
  const say = (el) => (el.tagName.toLowerCase() + "." + [...el.classList].join(".") + " "
    + JSON.stringify((el.innerText || el.value || "").trim().slice(0, 60)));
  const bad = [];
  const range = document.createRange();
  if (document.documentElement.scrollWidth > vw + 1) bad.push("the page scrolls sideways");
  for (const el of document.querySelectorAll(sel)) {
    if (el.closest("svg, .sr-only") || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.display === "inline" || style.visibility === "hidden") continue;
    // visually hidden, read by screen readers only (as .sr-only; the wide Bombay table's
    // merchant labels, whose column heads show once)
    if (style.clipPath === "inset(50%)") continue;
    const r = el.getBoundingClientRect();
    // A box that clips (or a field) is too narrow when its content scrolls; any other box
    // when its text reaches past its edges (decorations such as a card's check mark,
    // drawn outside on purpose, are not text and do not count). A field marked
    // data-scrolls holds text longer than any screen on purpose (a remote game's link,
    // shown from its start as an address bar shows it).
    const clips = style.overflowX !== "visible" || el.tagName === "SELECT";
    const scrolls = el.hasAttribute("data-scrolls");
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const spills = text.width > 0 && (text.right > r.right + 1 || text.left < r.left - 1);
    if (!scrolls && (clips ? el.scrollWidth > el.clientWidth + 1 : spills))
      bad.push("too wide for its box: " + say(el));
    if (style.overflowY !== "visible" && el.scrollHeight > el.clientHeight + 1)
      bad.push("cut off below: " + say(el));
    const box = scroller(el);
    const right = box ? Math.min(vw, box.getBoundingClientRect().right) : vw;
    if (!box && (r.right > right + 1 || r.left < -1)) bad.push("outside the window: " + say(el));
  }
  // A card's name breaks only between words, never inside one ("Diamo/nd", "Dia-/mond" at
  // a soft hyphen, "ダイヤモン/ド" between kana: a Japanese name has no spaces, so it is
  // one word and stays on one line).
  for (const el of document.querySelectorAll(".card .cn")) {
    if (!el.getClientRects().length) continue;  // not shown (a phone hides some herds)
    const text = el.firstChild;
    const line = (i) => {  // the line of the i-th character (its glyph is its last box)
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return Math.round([...range.getClientRects()].at(-1).top);
    };
    let start = 0;
    for (const word of text.data.split(" ")) {
      const lines = new Set(Array.from(word, (_, i) => line(start + i)));
      if (lines.size > 1) bad.push("a word broken on a card: " + say(el));
      start += word.length + 1;
    }
  }
  // A dialog, a rules table or a picture row scrolls sideways: what lies past its right
  // edge is hidden with no sign (the match table's third round on a phone, issue 25).
  for (const el of document.querySelectorAll(".dialog, .rules, .rules-table, .table-scroll, "
      + ".rules-pics, .rules-fig, .breakdown")) {
    if (el.getClientRects().length && el.scrollWidth > el.clientWidth + 1)
      bad.push("scrolls sideways: " + say(el));
  }
  // A picture of the rules (the game's own art) cut by the window's edge.
  for (const el of document.querySelectorAll(".rules svg, .rules img")) {
    if (el.parentElement.closest("svg") || !el.getClientRects().length) continue;
    const r = el.getBoundingClientRect();
    if (r.right > vw + 1 || r.left < -1) bad.push("a picture cut by the window: " + say(el));
  }
  // A dialog taller than the screen says so: a shadow over its buttons while more lies
  // under them (the dialog is opened at its top).
  for (const el of document.querySelectorAll(".dialog")) {
    const buttons = el.querySelector(":scope > .row:last-child");
    if (el.scrollHeight > el.clientHeight + 1 && el.scrollTop === 0 && buttons
        && getComputedStyle(buttons).boxShadow === "none")
      bad.push("a dialog scrolls with no sign of it: " + say(el));
  }
  // No word of the rules or of a score table breaks inside itself: a word's letters stay on
  // one line (words are split at spaces and hyphens; Japanese, written without spaces, may
  // wrap between characters as Japanese print does, but never at a hyphen).
  const words = /[^\\s\\-\\u2010-\\u2014/]+/g;
  for (const root of document.querySelectorAll(".rules, .dialog")) {
    for (const el of root.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if (style.wordBreak === "break-all") bad.push("word-break: break-all on " + say(el));
      if (el.closest("[lang=ja]") && style.hyphens === "auto") bad.push("hyphens in ja: " + say(el));
    }
    if (root.closest("[lang=ja]")) continue;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (text.parentElement.closest("svg, .sr-only, style")) continue;
      for (const m of text.data.matchAll(words)) {
        if (m[0].length < 2) continue;
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top);
        if (Math.max(...tops) - Math.min(...tops) > rects[0].height / 2)
          bad.push("a word broken inside itself: " + JSON.stringify(m[0]) + " in " + say(text.parentElement));
      }
    }
  }
  return bad;
}"""


# The selected cards (lifted) whose box meets a player's name line or the sale bonuses.
LIFTED_OVER_TEXT = """() => {
  const lines = [...document.querySelectorAll(".who, .bonus-row")]
    .map((e) => e.getBoundingClientRect());
  const meets = (a, b) => a.top < b.bottom - 1 && a.bottom > b.top + 1
    && a.left < b.right && a.right > b.left;
  return [...document.querySelectorAll("button.card[aria-pressed=true]")]
    .filter((c) => lines.some((line) => meets(c.getBoundingClientRect(), line)))
    .map((c) => c.dataset.arg);
}"""


def jaipur_round_near_end(seed: int = 4) -> str:
    """Ana (greedy) and Bo (greedy) one move before the end of the first round."""
    state, rng, moves = JAIPUR.new(JAIPUR.options_from_ints((1,)), seed), Rng(seed), []
    while not JAIPUR.view(state, None).rounds:
        move = BOTS["greedy"](JAIPUR, JAIPUR.view(state, JAIPUR.to_move(state)), rng)
        moves.append(str(move))
        state = JAIPUR.apply(state, move)
    seats = (Seat("greedy", "Ana"), Seat("greedy", "Bo"))
    return encode(Record("jaipur", (1,), seed, seats, tuple(moves[:-1])))


def jaipur_mid_game() -> str:
    """Ana's first turn; her hand and the market show every kind of card (seed 257)."""
    seats = (Seat("human", "Ana"), Seat("human", "Bo"))
    return encode(Record("jaipur", (1,), 257, seats, ()))


def check(page: Page, language: str, size: str, screen: str) -> list[str]:
    settle(page)  # fonts, layout and motion settled after the mount
    page.screenshot(path=str(SHOTS / f"{language}-{size}-{screen}.png"), full_page=True)
    return [f"{screen}: {p}" for p in page.evaluate(MEASURE)]


def open_fragment(page: Page, link: str, ready: str, text: str | None = None) -> None:
    set_fragment(page, link)
    expect(page.locator(ready).first).to_be_visible(timeout=LOAD_MS)
    if text is not None:
        expect(page.locator(ready).first).to_have_text(text, timeout=LOAD_MS)


@functools.cache
def invitation() -> str:
    """A Jaipur invitation from Ravi's device (made here, so it is no game of the page's);
    made once (its shuffle proof takes seconds), opened in every language."""
    rng = random.Random(9)
    device, message = api.invite("jaipur", entropy=rng.randbytes)
    return fragment(message, ("Ravi",))


def remote_screens(page: Page, language: str) -> list[str]:
    """Remote play: the dialog far away, the link to send, waiting, an invitation opened;
    each screen measured at both sizes, so the page makes one invitation (its shuffle
    proof takes Pyodide seconds) where a pass per size made two."""
    found: list[str] = []

    def at_both_sizes(screen: str) -> None:
        for size, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            found.extend(f"{size} {p}" for p in check(page, language, size, screen))

    if page.locator(".overlay").count():  # the last screen's dialog
        page.locator('.overlay [data-act="close-dialog"]').click()
    page.locator(".brand").click()
    page.locator('[data-act="new"][data-arg="jaipur"]').click()
    page.locator('[data-act="where"][data-arg="far"]').click()
    at_both_sizes("remote-new")
    page.locator("input[name=name0]").fill("Asha")
    page.locator("form.new-game button[type=submit]").click()
    expect(page.locator(".remote-link").first).to_be_visible(timeout=LOAD_MS)
    at_both_sizes("remote-send")
    page.locator("[data-act=remote-copy]").last.click()  # Copy both, when two
    expect(page.locator(".open-link")).to_be_visible()
    at_both_sizes("remote-wait")
    open_fragment(page, invitation(), ".remote-join")
    at_both_sizes("remote-invited")
    return found


def screens(page: Page, language: str, size: str) -> list[str]:
    """Visit each main screen, measure it, take its picture; the problems found."""
    found: list[str] = []
    if page.locator(".overlay").count():  # the last screen's dialog
        page.locator('.overlay [data-act="close-dialog"]').click()
    page.locator(".brand").click()
    expect(page.locator(".home")).to_be_visible()
    found += check(page, language, size, "home")
    # Without scrolling: both games' buttons on a desktop, the first game's on a phone.
    starts = ".game-card .starts button" if size == "wide" else ".g-jaipur .starts button"
    lowest = "els => Math.max(...els.map((e) => e.getBoundingClientRect().bottom + scrollY))"
    if page.locator(starts).evaluate_all(lowest) > SIZES[size][1]:
        found.append("home: a game's buttons are below the fold")
    squeezed = "rows => rows.filter((r) => r.getBoundingClientRect().width < 160).length"
    if page.locator(".save-info").evaluate_all(squeezed):  # beside its picture and buttons
        found.append("home: a saved game's names squeezed into a narrow column")
    page.locator('.bar [data-act="rules"]').click()  # from home: the first game's rules
    expect(page.locator(".rules h1")).to_have_text(
        tr(language, "How to play {game}", game=tr(language, "Jaipur"))
    )
    found += check(page, language, size, "jaipur-rules")
    for game in ("jaipur", "bombay"):  # the guided first games (e2e/test_learn.py plays them)
        page.locator(".brand").click()
        page.locator(f'[data-act="learn"][data-arg="{game}"]').click()
        expect(page.locator(".lesson")).to_be_visible(timeout=LOAD_MS)
        found += check(page, language, size, f"learn-{game}")
        page.locator('[data-act="learn-next"]').click()  # the first step's table
        found += check(page, language, size, f"learn-{game}-2")
    page.locator(".brand").click()
    page.locator('[data-act="new"][data-arg="bombay"]').click()
    expect(page.locator("form.new-game")).to_be_visible(timeout=LOAD_MS)
    page.locator('[data-key="players:5"]').click()
    expect(page.locator("fieldset.seat")).to_have_count(5)
    found += check(page, language, size, "new-game")
    open_fragment(page, jaipur_mid_game(), ".curtain")
    page.locator('[data-act="reveal"]').click()
    page.locator('[data-arg="m0"]').click()
    page.locator('[data-arg="h0"]').click()  # a selection that needs explaining
    found += check(page, language, size, "jaipur")
    rows = "cards => new Set(cards.map((c) => c.offsetTop)).size"  # a lifted card counts
    if page.locator(".market .card").evaluate_all(rows) != 1:
        found.append("jaipur: the market's five cards take more than one row")
    for arg in page.evaluate(LIFTED_OVER_TEXT):
        found.append(f"jaipur: the selected card {arg} covers the line above it")
    open_fragment(page, jaipur_round_near_end(), "#dialog-title", tr(language, "End of the round"))
    found += check(page, language, size, "jaipur-round")
    match_end = tr(language, "End of the match")
    open_fragment(page, greedy_match_near_end()[0], "#dialog-title", match_end)
    found += check(page, language, size, "jaipur-match")
    open_fragment(page, buyer(3).link(("human", "greedy", "greedy")), ".bombay")
    found += check(page, language, size, "bombay")
    page.locator('.bar [data-act="rules"]').click()  # the rules of the game on screen
    expect(page.locator(".rules h1")).to_have_text(
        tr(language, "How to play {game}", game=tr(language, "Bombay"))
    )
    found += check(page, language, size, "bombay-rules")
    game_end = tr(language, "End of the game")
    open_fragment(page, greedy_game_near_end()[0], "#dialog-title", game_end)
    found += check(page, language, size, "bombay-final")
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_fits_in_every_language_at_both_sizes(
    browser: Browser, base_url: str, browser_problems: Any, language: str
) -> None:
    SHOTS.mkdir(exist_ok=True)
    context = browser.new_context(locale=language)
    browser_problems.attach(context)
    quick_computer(context)  # the computers make the rounds' and games' last moves
    page = context.new_page()
    page.goto(base_url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_MS)
    expect(page.locator("html")).to_have_attribute("lang", language)
    found = []
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        found += [f"{size} {p}" for p in screens(page, language, size)]
    found += remote_screens(page, language)
    context.close()
    assert found == []


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
