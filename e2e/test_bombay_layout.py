"""The Bombay map stays readable when it is crowded (issue 23, points 3 and 4; issue 40, 7).

In crowded positions (five elephants on the start hill, in one city, on one trading post;
every palace-marker site holding a marker or a palace; the last turn's tags on the map;
the reach badges lit) at 1280 x 800 and 360 x 740, the bounding box (getBoundingClientRect
in Chromium) of every space's drawing (site, city, hill, post), name, city letter, demand
column, token count, marker, palace, elephant, reach badge, hint badge and last-turn tag
on the map is compared with every other: none may cover another. On the phone every space's button is at least 44 x 44
CSS px (WCAG 2.5.5) and every text on the map at least 11 CSS px, at the zoom the map
opens with; the elephant to move is in the map's frame. The map's legend opens from a
button, says what each symbol means and closes with Escape.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from e2e import jaipur_helpers as helpers
from e2e.bombay_script import Script, seller
from e2e.jaipur_helpers import set_fragment
from e2e.shell_pages import shoot
from e2e.test_tables import played
from game.bombay import BOMBAY
from game.bombay.board import SPACES
from game.core.link import Seat

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)
LOAD_MS = 30_000
WIDE: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 360, "height": 740}
SIZES = (WIDE, PHONE)
PEOPLE = tuple(Seat("human", n) for n in ("Ana", "Bea", "Cy", "Dee", "Eve"))

# What is drawn on the map and may not cover anything else drawn there.
PARTS = {
    "name": ".lbl",
    "letter": ".city-letter",
    "demand": ".demand",
    "tokens": ".city-tokens",
    "marker": ".marker",
    "palace": ".palace",
    "elephant": ".elephant",
    "badge": ".space .cost",
    "step": ".hp-badge",
    "tag": ".lt-deed",
    "post": ".post",
    "site": ".space circle.site",
    "city": ".space circle.city",
    "hill": ".space .hill",
}
# Deliberate nesting, with its reason: a city's letter is on its circle, a marker and a
# palace on their site.
NESTED = {("letter", "city"), ("marker", "site"), ("palace", "site")}

BOXES = """(parts) => {
  const out = [];
  for (const [kind, sel] of Object.entries(parts)) {
    for (const el of document.querySelectorAll('.bombay-map ' + sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const home = el.closest('[data-space], [data-on]');  // a space's own part, or on it
      const space = home && (home.getAttribute('data-space') || home.getAttribute('data-on'));
      out.push({kind, space,
        text: [...el.childNodes].filter(n => n.nodeName !== 'title')
          .map(n => n.textContent).join('').trim().slice(0, 16),
        x: r.left, y: r.top, w: r.width, h: r.height});
    }
  }
  return out;
}"""


def _covers(a: dict[str, Any], b: dict[str, Any]) -> bool:
    w: float = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
    h: float = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
    return w > 0.5 and h > 0.5


def overlaps(page: Page) -> list[str]:
    """Every pair of drawn parts whose boxes meet, but those nested on purpose."""
    boxes = page.evaluate(BOXES, PARTS)
    found = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            pair = (a["kind"], b["kind"])
            own = a["space"] is not None and a["space"] == b["space"]
            if own and (pair in NESTED or pair[::-1] in NESTED):
                continue
            if _covers(a, b):
                found.append(
                    f"{a['kind']}@{a['space']} {a['text']!r} / {b['kind']}@{b['space']} {b['text']!r}"
                )
    return found


# --- crowded positions ---------------------------------------------------------------


def _all_to(space: int, then: tuple[str, ...]) -> str:
    """Five elephants ride to ``space``; the next to move plays ``then`` (each move if
    legal), ends, and the following player is to move with the reach badges lit."""
    script = Script(5, 5)
    for seat in range(5):
        script.ride(seat, space)
    last = BOMBAY.to_move(script.state)
    assert last is not None  # riding is no move that ends the game
    seat = (last + 1) % 5
    script.turn_of(seat)
    for text in then:
        if BOMBAY.parse_move(text) in BOMBAY.legal_moves(script.state):
            script.play(text)
    if BOMBAY.to_move(script.state) == seat:  # waiting ends the turn by itself
        script.play("end")
    return script.link(("human",) * 5)


def _sale() -> str:
    script, _city, colour = seller(5, 5)
    script.play(f"sell {colour}")
    return script.link(("human",) * 5)


CROWDS = {
    "start": played("bombay", (5, 0), PEOPLE, 0)[0],  # five on the start hill, all markers
    "city": _all_to(4, ("wait",)),  # five in Nagpur, "waited" there
    "post": _all_to(12, ("buy Y", "buy P", "buy B", "buy O")),  # five on Amravati
    "palaces": played("bombay", (5, 0), PEOPLE, 164, seed=11)[0],  # 6 palaces, 2 markers
    "sale": _sale(),  # "bought" and "sold" tags of this turn
}


def open_crowd(page: Page, name: str) -> None:
    set_fragment(page, CROWDS[name])
    expect(page.locator(".bombay .spots")).to_be_visible(timeout=LOAD_MS)


@pytest.mark.parametrize("size", SIZES, ids=("1280", "360"))
@pytest.mark.parametrize("name", tuple(CROWDS))
def test_nothing_on_the_crowded_map_covers_anything_else(
    table: Page, name: str, size: ViewportSize
) -> None:
    page = table
    page.set_viewport_size(size)
    open_crowd(page, name)
    assert page.locator(".bombay-map .elephant").count() == 5
    assert page.locator(".bombay-map .space .cost").count() >= 2  # the reach badges are lit
    if name in ("city", "post", "sale"):
        assert page.locator(".bombay-map .lt-deed").count() >= 1
    shoot(page, f"bombay-crowd-{name}")
    found = overlaps(page)
    assert not found, f"{len(found)} overlaps:\n" + "\n".join(found)


# --- the phone ---------------------------------------------------------------------------

SIZES_NOW = """() => {
  const spots = [...document.querySelectorAll('.spots .spot')].map(b => {
    const r = b.getBoundingClientRect();
    return {space: b.dataset.space, x: r.left, y: r.top, w: r.width, h: r.height};
  });
  const texts = [...document.querySelectorAll('.bombay-map text')].map(t => {
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    return {text: t.textContent, px};
  });
  return {spots, texts};
}"""


def test_on_a_phone_every_space_is_a_44_px_target_and_every_text_11_px(table: Page) -> None:
    page = table
    page.set_viewport_size(PHONE)
    open_crowd(page, "sale")
    found = page.evaluate(SIZES_NOW)
    spots, texts = found["spots"], found["texts"]
    assert len(spots) == len(SPACES)
    small = [s for s in spots if s["w"] < 44 or s["h"] < 44]
    assert not small, small
    for i, a in enumerate(spots):  # neighbouring targets never share a pixel
        for b in spots[i + 1 :]:
            assert not _covers(a, b), (a, b)
    tiny = [t for t in texts if t["px"] < 11]
    assert not tiny, tiny
    print(
        "smallest target",
        min(min(s["w"], s["h"]) for s in spots),
        "smallest text",
        min(t["px"] for t in texts),
    )
    # The map opens on the elephant to move, inside the map's frame.
    frame = page.locator(".map-scroll").bounding_box()
    mover = page.locator(".bombay-map .elephant.moving").bounding_box()
    assert frame and mover
    assert frame["x"] <= mover["x"] and mover["x"] + mover["width"] <= frame["x"] + frame["width"]
    assert frame["y"] <= mover["y"] and mover["y"] + mover["height"] <= frame["y"] + frame["height"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    # "−" shows the whole map in the frame's width; "+" zooms in again.
    page.get_by_role("radio", name="Whole map").check()
    whole = page.locator(".bombay-map").bounding_box()
    assert whole and whole["width"] <= frame["width"] + 1
    shoot(page, "bombay-whole-map")
    page.get_by_role("radio", name="Zoom in").check()
    zoomed = page.locator(".bombay-map").bounding_box()
    assert zoomed and zoomed["width"] >= 2 * frame["width"]


@pytest.mark.parametrize("size", SIZES, ids=("1280", "360"))
def test_the_map_key_opens_from_its_button_and_closes_with_escape(
    table: Page, size: ViewportSize
) -> None:
    page = table
    page.set_viewport_size(size)
    open_crowd(page, "start")
    key = page.get_by_role("dialog", name="Map key")
    expect(key).to_be_hidden()
    button = page.get_by_role("button", name="Map key")
    button.focus()
    page.keyboard.press("Enter")
    expect(key).to_be_visible()
    for words in ("customer", "free bale", "2 rupees", "City tokens left", "sold out", "hill"):
        expect(key).to_contain_text(words)
    box = key.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= size["width"]
    assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
    shoot(page, "bombay-map-key")
    page.keyboard.press("Escape")
    expect(key).to_be_hidden()
    button.click()
    expect(key).to_be_visible()
    key.get_by_role("button", name="Close").click()
    expect(key).to_be_hidden()
