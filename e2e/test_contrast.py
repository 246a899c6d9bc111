"""Every button kind readable in every state: at rest, under the mouse, focused from the
keyboard, pressed down (``:active``), disabled and toggled on (``aria-pressed``), the
text of each button has WCAG AA contrast (4.5:1) against what is painted behind it.

The colours are the browser's own computed ones: the text colour of every element holding
text inside the button, against its background composited up the tree (``rgba``, element
opacity, and each colour of a gradient) until the page's white canvas. The states are real:
Playwright's ``hover()``, a real mouse button held down, and focus reached with Tab."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from e2e.shell_pages import link
from e2e.test_shell_screens import LOAD_MS, bombay_link, match_end_link, play_link
from game.core.link import Seat

AA = 4.5
THINK_MS = 60_000  # the hint's search, on a loaded machine
REVIEW_MS = 120_000  # the worker starts its own Pyodide, then judges every turn
BUDGET = 40  # the review's search per turn, small: the panel is what is looked at

# The contrast of an element's text: the worst over every element holding text inside it.
CONTRAST_JS = """
(el) => {
  const parse = (s) => {
    const m = s.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return null;
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, under, alpha) => {
    const a = top[3] * alpha;
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat([1]);
  };
  const lerp = (a, b, t) => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t).concat([1]);
  const layers = (node) => {  // the colours one element may paint behind its text
    const style = getComputedStyle(node);
    const out = [parse(style.backgroundColor) || [0, 0, 0, 0]];
    const image = style.backgroundImage;
    if (image && image !== 'none') {
      for (const m of image.matchAll(/rgba?\\([^)]+\\)/g)) out.push(parse(m[0]));
    }
    return out;
  };
  // content(i, backdrop): what the chain from element i down paints, as candidates
  const paint = (chain, i, backdrop, text) => {
    const node = chain[i];
    const style = getComputedStyle(node);
    const opacity = Number(style.opacity);
    const results = [];
    for (const layer of layers(node)) {
      const under = over(layer, backdrop, 1);
      const inner = i + 1 < chain.length ? paint(chain, i + 1, under, text)
        : [text ? over(text, under, 1) : under];
      for (const c of inner) results.push(lerp(backdrop, c, opacity));
    }
    return results;
  };
  const lum = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const holders = new Set();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    if (walker.currentNode.textContent.trim()) holders.add(walker.currentNode.parentElement);
  }
  let worst = null;
  for (const holder of holders) {
    const style = getComputedStyle(holder);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const chain = [];
    for (let n = holder; n; n = n.parentElement) chain.unshift(n);
    const text = parse(style.color);
    const fg = paint(chain, 0, [255, 255, 255, 1], text);
    const bg = paint(chain, 0, [255, 255, 255, 1], null);
    for (let k = 0; k < fg.length; k++) {
      const r = ratio(fg[k], bg[k]);
      if (!worst || r < worst.ratio) {
        worst = {ratio: r, text: holder.textContent.trim().slice(0, 40),
          fg: fg[k].slice(0, 3).map(Math.round), bg: bg[k].slice(0, 3).map(Math.round)};
      }
    }
  }
  return worst;
}
"""


@dataclass
class Check:
    page: Page
    failures: list[str] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)

    def measure(self, button: Locator, kind: str, state: str) -> None:
        worst = button.evaluate(CONTRAST_JS)
        if worst is None:  # no visible text (a map space is named by aria-label)
            return
        self.seen.add(f"{kind}:{state}")
        if worst["ratio"] < AA:
            self.failures.append(
                f"{kind} [{state}] {worst['text']!r}: {worst['ratio']:.2f}:1"
                f" (text {worst['fg']} on {worst['bg']})"
            )

    def away(self) -> None:
        """The mouse off every button, no button pressed."""
        self.page.mouse.move(1, 1)

    def button(self, button: Locator, kind: str) -> None:
        """Every state a button can show: rest, hover, keyboard focus, held down."""
        page = self.page
        expect(button).to_be_visible()
        button.scroll_into_view_if_needed()
        self.away()
        disabled = button.is_disabled()
        pressed = button.get_attribute("aria-pressed") == "true"
        rest = "disabled" if disabled else "pressed" if pressed else "rest"
        self.measure(button, kind, rest)
        button.hover()
        self.measure(button, kind, f"{rest}+hover")
        if disabled:
            return
        box = button.bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        self.measure(button, kind, f"{rest}+active")
        page.mouse.move(1, 1)  # released away from the button: no click
        page.mouse.up()
        self.focus(button)
        self.measure(button, kind, f"{rest}+focus-visible")
        button.hover()
        self.measure(button, kind, f"{rest}+focus-visible+hover")
        self.away()

    def focus(self, button: Locator) -> None:
        """Keyboard focus: from the button, Shift+Tab then Tab (or the reverse) lands on it."""
        button.focus()
        for keys in (("Shift+Tab", "Tab"), ("Tab", "Shift+Tab")):
            for key in keys:
                self.page.keyboard.press(key)
            if button.evaluate(
                "(b) => b === document.activeElement && b.matches(':focus-visible')"
            ):
                return
        button.focus()
        assert button.evaluate("(b) => b.matches(':focus-visible')"), "no keyboard focus"

    def all(self, selector: str, kind: str, within: Locator | None = None) -> None:
        where = within if within is not None else self.page.locator("body")
        buttons = where.locator(selector)
        count = buttons.count()
        assert count, f"no {kind} ({selector}) on this screen"
        for i in range(count):
            self.button(buttons.nth(i), kind)


@pytest.fixture
def check(browser: Browser, base_url: str) -> Iterator[Check]:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.add_init_script(f"localStorage.setItem('bazaar.review.iterations', '{BUDGET}')")
    page.goto(base_url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_MS)
    yield Check(page)
    context.close()


def visit(page: Page, fragment: str) -> None:
    page.evaluate("(h) => { location.hash = h; }", fragment)


def test_every_button_state_has_aa_text_contrast(check: Check) -> None:
    page = check.page
    page.get_by_role("button", name="Play Jaipur").click()
    dialog = page.locator("form.new-game")
    check.all(".where-choice button", "new-game: where the others are", dialog)
    check.all("button[type=submit]", "new-game: start", dialog)
    check.all("[data-act=home]", "new-game: cancel", dialog)
    page.get_by_role("button", name="Cancel").click()
    page.get_by_role("button", name="Play Bombay").click()
    expect(dialog).to_contain_text("Bombay", timeout=LOAD_MS)
    check.all(".player-count button", "new-game: number of players", dialog)
    page.get_by_role("button", name="Cancel").click()

    visit(page, play_link())  # Jaipur, the person to move
    expect(page.locator('[data-key="action:take"]')).to_be_visible(timeout=LOAD_MS)
    page.locator('.table-area [data-arg="m0"]').click()
    expect(page.locator(".action.ready").first).to_be_visible()
    check.all(".action.ready", "jaipur: lit action")
    check.all(".action[disabled]", "jaipur: unavailable action")
    check.all("[data-key=clear]", "jaipur: clear")
    check.all(".table-area button.card[aria-pressed=true]", "jaipur: chosen card")
    check.all(".history button", "history bar")
    check.all(".bar button", "top bar")
    check.all(".game-bar button", "game bar")
    check.all("[data-key=hint]", "hint button")

    names = (Seat("human", "Asha"), Seat("human", "Ravi"))
    visit(page, link("jaipur", (1,), 6, names, ()))
    curtain = page.locator(".curtain")
    expect(curtain).to_be_visible()
    check.all("button", "curtain", curtain)

    visit(page, bombay_link(final=False))  # Bombay, the person to move
    expect(page.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
    expect(page.locator(".action.ready").first).to_be_visible()
    check.all(".action.ready", "bombay: lit action")
    check.all(".route-list button", "bombay: route")
    page.locator("[data-key=hint]").click()
    step = page.locator(".hint-plan-list .hp-next")
    expect(step).to_be_visible(timeout=THINK_MS)
    check.all(".hint-plan-list .hp-next", "bombay: hint step")

    visit(page, bombay_link(final=True))
    end = page.get_by_role("dialog")
    expect(end).to_be_visible(timeout=LOAD_MS)
    check.all("button", "end dialog", end)
    visit(page, match_end_link())
    expect(end).to_contain_text("End of the match", timeout=LOAD_MS)
    check.all("button", "end dialog", end)
    end.get_by_role("button", name="Review").click()
    panel = page.locator("section.review")
    expect(panel.locator(".rv-svg")).to_be_visible(timeout=REVIEW_MS)  # the panel is done
    check.all(".rv-head button, .rv-sides button, .rv-move", "review panel", panel)
    page.locator(".bar [data-act=home]").first.click()

    expect(page.locator(".save").first).to_be_visible()
    check.all(".save button", "saved game")
    check.all(".game-card button", "home: play")
    failures = "\n".join(check.failures)
    assert not check.failures, f"text under 4.5:1 in {len(check.failures)} states:\n{failures}"
    assert len(check.seen) > 40  # the states above were really measured
