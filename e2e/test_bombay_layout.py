"""The Bombay map stays readable when it is crowded (issue 23, points 3 and 4).

In crowded positions (five elephants on the start hill, in one city, on one trading post;
every palace-marker site holding a marker or a palace; the last turn's tags on the map;
the reach badges lit) at 1280 x 800 and 360 x 740, the bounding box (getBoundingClientRect
in Chromium) of every name, city letter, demand column, token count, marker, palace,
elephant, reach badge, hint badge and last-turn tag on the map is compared with every
other: none may cover another. On the phone every space's button is at least 44 x 44
CSS px (WCAG 2.5.5) and every text on the map at least 11 CSS px, at the zoom the map
opens with; the elephant to move is in the map's frame. The map's legend opens from a
button, says what each symbol means and closes with Escape.
"""

from __future__ import annotations

from typing import Any

import pytest
import test_jaipur_helpers as helpers
from playwright.sync_api import Page, expect
from shell_pages import shoot
from test_bombay_script import Script, seller
from test_jaipur_helpers import set_fragment
from test_tables import played

from game.bombay import BOMBAY
from game.core.link import Seat

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)
LOAD_MS = 30_000
WIDE = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
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
}
# Deliberate nesting, with its reason: an elephant on a trading post stands on the post's
# frame, its feet over the frame's top edge (the post's bale stays in sight below them).
NESTED = {("elephant", "post")}

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
    w = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
    h = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
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
    seat = (BOMBAY.to_move(script.state) + 1) % 5
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
    table: Page, name: str, size: dict[str, int]
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
