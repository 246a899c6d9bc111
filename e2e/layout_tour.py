"""The language tour's measures and screens (e2e/test_languages_layout*.py run it, two
languages a file so that two browsers share the four tours).

For each language, the main screens (home before and after games are saved, Jaipur's rules,
the two guided games' first steps, the new-game dialog, a Jaipur table with a selection,
Jaipur's round and match scoring, a Bombay table, Bombay's rules, Bombay's final scoring,
remote play's four screens) are visited once each and measured at 1280x800 and 360x740 (the
page resized; the screens alternate between being opened wide and on a phone): every
button, field, heading, paragraph, list item, table cell and label is measured in the
browser: its content must not be wider or taller than its box, and it must not stick out
of the window (unless it sits in a scrolling area, such as the Bombay map that pans on a
phone). A card's name never breaks inside a word (only between words; a Japanese name not
at all), and Jaipur's market keeps its five cards in one row, and a selected (lifted) card
covers no line of text.

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
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from e2e.bombay_script import buyer
from e2e.conftest import quick_computer
from e2e.jaipur_helpers import greedy_match_near_end, set_fragment
from e2e.shell_pages import settle
from e2e.test_bombay_play import greedy_game_near_end
from e2e.test_languages import tr
from game import GAMES
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng
from game.jaipur import JAIPUR
from game.remote import api
from web.remote.control import fragment

SHOTS = Path(__file__).resolve().parent / "screenshots"
SIZES = {"wide": (1280, 800), "phone": (360, 740)}
LOAD_MS = 30_000

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
    return encode(Record("jaipur", (1,), seed, seats, tuple(moves[:-1])), GAMES)


def jaipur_mid_game() -> str:
    """Ana's first turn; her hand and the market show every kind of card (seed 257)."""
    seats = (Seat("human", "Ana"), Seat("human", "Bo"))
    return encode(Record("jaipur", (1,), 257, seats, ()), GAMES)


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


class Tour:
    """One visit of each screen, measured at both sizes: the page is resized rather than
    the screen opened again (each navigation is Pyodide's work: a link decoded, a table
    drawn). The size the tour ends a screen at is the one the next screen is opened at and
    measured first, so the screens alternate between being opened wide and on a phone."""

    def __init__(self, page: Page, language: str) -> None:
        self.page, self.language = page, language
        self.size = "wide"
        self.found: list[str] = []

    def measure(self, screen: str, extra: Callable[[str], list[str]] | None = None) -> None:
        other = "phone" if self.size == "wide" else "wide"
        for size in (self.size, other):
            width, height = SIZES[size]
            self.page.set_viewport_size({"width": width, "height": height})
            problems = check(self.page, self.language, size, screen)
            problems += extra(size) if extra is not None else []
            self.found += [f"{size} {p}" for p in problems]
        self.size = other


def home_checks(page: Page) -> Callable[[str], list[str]]:
    def extra(size: str) -> list[str]:
        found = []
        # Without scrolling: both games' buttons on a desktop, the first game's on a phone.
        starts = ".game-card .starts button" if size == "wide" else ".g-jaipur .starts button"
        lowest = "els => Math.max(...els.map((e) => e.getBoundingClientRect().bottom + scrollY))"
        if page.locator(starts).evaluate_all(lowest) > SIZES[size][1]:
            found.append("home: a game's buttons are below the fold")
        squeezed = "rows => rows.filter((r) => r.getBoundingClientRect().width < 160).length"
        if page.locator(".save-info").evaluate_all(squeezed):  # beside its picture and buttons
            found.append("home: a saved game's names squeezed into a narrow column")
        return found

    return extra


def jaipur_checks(page: Page) -> Callable[[str], list[str]]:
    def extra(size: str) -> list[str]:
        found = []
        rows = "cards => new Set(cards.map((c) => c.offsetTop)).size"  # a lifted card counts
        if page.locator(".market .card").evaluate_all(rows) != 1:
            found.append("jaipur: the market's five cards take more than one row")
        for arg in page.evaluate(LIFTED_OVER_TEXT):
            found.append(f"jaipur: the selected card {arg} covers the line above it")
        return found

    return extra


def close_dialog_go_home(page: Page) -> None:
    if page.locator(".overlay").count():  # the last screen's dialog
        page.locator('.overlay [data-act="close-dialog"]').click()
    page.locator(".brand").click()
    expect(page.locator(".home")).to_be_visible()


def remote_screens(tour: Tour) -> None:
    """Remote play: the dialog far away, the link to send, waiting, an invitation opened
    (the page makes one invitation: its shuffle proof takes Pyodide seconds)."""
    page = tour.page
    close_dialog_go_home(page)
    page.locator('[data-act="new"][data-arg="jaipur"]').click()
    page.locator('[data-act="where"][data-arg="far"]').click()
    tour.measure("remote-new")
    page.locator("input[name=name0]").fill("Asha")
    page.locator("form.new-game button[type=submit]").click()
    expect(page.locator(".remote-link").first).to_be_visible(timeout=LOAD_MS)
    tour.measure("remote-send")
    page.locator("[data-act=remote-copy]").last.click()  # Copy both, when two
    expect(page.locator(".open-link")).to_be_visible()
    tour.measure("remote-wait")
    open_fragment(page, invitation(), ".remote-join")
    tour.measure("remote-invited")


def screens(tour: Tour) -> None:
    """Visit each main screen once, measure it at both sizes, take its pictures."""
    page, language = tour.page, tour.language
    close_dialog_go_home(page)
    tour.measure("home", home_checks(page))  # a first visit: no saved game yet
    page.locator('.bar [data-act="rules"]').click()  # from home: the first game's rules
    expect(page.locator(".rules h1")).to_have_text(
        tr(language, "How to play {game}", game=tr(language, "Jaipur"))
    )
    tour.measure("jaipur-rules")
    for game in ("jaipur", "bombay"):  # the guided first games (e2e/test_learn.py plays them)
        page.locator(".brand").click()
        page.locator(f'[data-act="learn"][data-arg="{game}"]').click()
        expect(page.locator(".lesson")).to_be_visible(timeout=LOAD_MS)
        tour.measure(f"learn-{game}")
        page.locator('[data-act="learn-next"]').click()  # the first step's table
        tour.measure(f"learn-{game}-2")
    page.locator(".brand").click()
    page.locator('[data-act="new"][data-arg="bombay"]').click()
    expect(page.locator("form.new-game")).to_be_visible(timeout=LOAD_MS)
    page.locator('[data-key="players:5"]').click()
    expect(page.locator("fieldset.seat")).to_have_count(5)
    tour.measure("new-game")
    open_fragment(page, jaipur_mid_game(), ".curtain")
    page.locator('[data-act="reveal"]').click()
    page.locator('[data-arg="m0"]').click()
    page.locator('[data-arg="h0"]').click()  # a selection that needs explaining
    tour.measure("jaipur", jaipur_checks(page))
    page.locator('[data-act="analyse"]').click()  # the analysis board of the position shown
    expect(page.locator(".best-moves .best")).to_have_count(3, timeout=LOAD_MS)
    tour.measure("analysis")
    page.locator('[data-act="edit-here"]').click()  # the position editor of the board's
    expect(page.locator(".editor")).to_be_visible()
    tour.measure("editor-jaipur")
    open_fragment(page, jaipur_round_near_end(), "#dialog-title", tr(language, "End of the round"))
    tour.measure("jaipur-round")
    match_end = tr(language, "End of the match")
    open_fragment(page, greedy_match_near_end()[0], "#dialog-title", match_end)
    tour.measure("jaipur-match")
    open_fragment(page, buyer(3).link(("human", "greedy", "greedy")), ".bombay")
    tour.measure("bombay")
    page.locator('[data-act="edit-here"]').click()  # the position editor of the table's
    expect(page.locator(".editor")).to_be_visible()
    tour.measure("editor-bombay")
    page.locator('.bar [data-act="rules"]').click()  # the rules of the game on screen
    expect(page.locator(".rules h1")).to_have_text(
        tr(language, "How to play {game}", game=tr(language, "Bombay"))
    )
    tour.measure("bombay-rules")
    game_end = tr(language, "End of the game")
    open_fragment(page, greedy_game_near_end()[0], "#dialog-title", game_end)
    tour.measure("bombay-final")
    close_dialog_go_home(page)
    tour.measure("home-saved", home_checks(page))  # the games above are saved games now


def tour(browser: Browser, base_url: str, browser_problems: Any, language: str) -> list[str]:
    """Every screen in ``language`` at both sizes, on a page of its own: the problems."""
    SHOTS.mkdir(exist_ok=True)
    context = browser.new_context(locale=language)
    browser_problems.attach(context)
    quick_computer(context)  # the computers make the rounds' and games' last moves
    page = context.new_page()
    page.goto(base_url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_MS)
    expect(page.locator("html")).to_have_attribute("lang", language)
    visit = Tour(page, language)
    screens(visit)
    remote_screens(visit)
    context.close()
    return visit.found
