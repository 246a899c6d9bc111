"""Both tables as a player sees them (issue 9): they fit the screen, show the last move,
and say what every number means.

Bombay: at 1280 x 800 the map, the action buttons, the sentence under them and the
summary since the player's last turn are on the screen together; at 360 x 740 the
map opens zoomed on the elephant to move; every space is a button for the keyboard; elephants and
cost badges leave each other and the place names readable; the status line is right at
the end. Jaipur: labels on every number, the round and the seals, the round-end reason,
every round of the match on the final dialog without a scrolling area. Games are opened
by link on one shared page.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import FloatRect, Page, ViewportSize, expect

from e2e import jaipur_helpers as helpers
from e2e.jaipur_helpers import greedy_match_near_end, set_fragment
from game import GAMES
from game.bombay.board import SPACES
from game.bots import BOTS
from game.core.link import Record, Seat, encode
from game.core.rng import Rng

shared, table = helpers.shared, helpers.table  # the module's shared page (fixtures)
LOAD_MS = 30_000  # Bombay's files are fetched on first use; generous for a loaded machine
WIDE: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 360, "height": 740}

OUTSIDE = """() => {
  const out = [];
  for (const el of document.querySelectorAll('#app *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || el.closest('.sr-only, .bombay-defs')) continue;
    if (el.parentElement.closest('.map-scroll')) continue;  // a zoomed map scrolls in its frame
    if (r.left < -1 || r.right > innerWidth + 1) out.push(el.tagName + ' ' + el.getAttribute('class'));
  }
  return out;
}"""


RECORD_MOTION = """() => {
  window.moved = new Set();  // the data-motion key of every piece that animates from now on
  const look = () => {
    for (const a of document.getAnimations()) {
      const key = a.effect && a.effect.target && a.effect.target.getAttribute("data-motion");
      if (key) window.moved.add(key);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""

COVERED = """() => {
  const out = [];
  const labels = [...document.querySelectorAll('.bombay-map .lbl')];
  for (const m of document.querySelectorAll('.bombay-map .space.reach :is(.cost, .hit)')) {
    const a = m.getBoundingClientRect();
    for (const l of labels) {
      const b = l.getBoundingClientRect();
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 0 && h > 0 && w * h >= 4) out.push(m.closest('.space').dataset.space + ' ' + l.textContent);
    }
  }
  return out;
}"""


def played(
    name: str, options: tuple[int, ...], seats: tuple[Seat, ...], n: int, seed: int = 5
) -> tuple[str, tuple[str, ...]]:
    """(link, moves): greedy moves for every seat until ``n`` are made and a human is to move;
    with no human seat, the whole game but its last ``-n`` moves when ``n`` is negative."""
    game = GAMES[name]
    state = game.new(game.options_from_ints(options), seed)
    rng, moves = Rng(seed), list[str]()
    while game.outcome(state) is None:
        seat = game.to_move(state)
        assert seat is not None  # the game is not over
        if n >= 0 and len(moves) >= n and seats[seat].kind == "human":
            break
        move = BOTS["greedy"](game, game.view(state, seat), rng)
        moves.append(str(move))
        state = game.apply(state, move)
    if n < 0:
        moves = moves[:n]
    return encode(Record(name, options, seed, seats, tuple(moves)), GAMES), tuple(moves)


def open_game(page: Page, text: str, ready: str) -> None:
    set_fragment(page, text)
    expect(page.locator(ready)).to_be_visible(timeout=LOAD_MS)


def box(page: Page, selector: str) -> FloatRect:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, selector
    return found


def within(b: FloatRect, size: ViewportSize) -> bool:
    return (
        b["x"] >= -1
        and b["y"] >= -1
        and b["x"] + b["width"] <= size["width"] + 1
        and (b["y"] + b["height"] <= size["height"] + 1)
    )


def inside(b: FloatRect | None, frame: FloatRect) -> bool:
    """``b`` lies wholly inside ``frame`` (1 px of rounding either way)."""
    return (
        b is not None
        and b["x"] >= frame["x"] - 1
        and b["y"] >= frame["y"] - 1
        and b["x"] + b["width"] <= frame["x"] + frame["width"] + 1
        and b["y"] + b["height"] <= frame["y"] + frame["height"] + 1
    )


ELEPHANT_BOXES = """() => [...document.querySelectorAll('.bombay-map .elephant')].map(e => {
  const b = e.getBBox(), m = e.getScreenCTM();
  return {x: m.a * b.x + m.e, y: m.d * b.y + m.f, width: m.a * b.width, height: m.d * b.height};
})"""


def overlap(a: dict[str, float], b: dict[str, float]) -> float:
    w = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    h = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return max(0.0, w) * max(0.0, h)


HUMAN3 = (Seat("human", "Ann"), Seat("greedy", "Cy"), Seat("greedy", "Di"))
HUMAN5 = HUMAN3 + (Seat("greedy", "Ed"), Seat("greedy", "Fa"))


# --- Bombay ------------------------------------------------------------------------------


def test_bombay_at_1280_shows_map_buttons_and_explanation_together(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    open_game(page, played("bombay", (3, 0), HUMAN3, 30)[0], ".spots")
    for part in (".map-frame", ".actions .row", "#hint", ".bstatus", ".bsummary"):
        assert within(box(page, part), WIDE), part
    here = page.locator(".spot:not(.reach)").nth(3)
    place = SPACES[int(here.get_attribute("data-space") or 0)].name
    here.click()
    expect(page.locator("#hint")).to_contain_text(place)
    assert within(box(page, "#hint"), WIDE)


def test_bombay_at_360_zooms_the_map_on_the_elephant_and_keeps_where_the_player_scrolled(
    table: Page,
) -> None:
    page = table
    page.set_viewport_size(PHONE)
    open_game(page, played("bombay", (5, 0), HUMAN5, 60)[0], ".spots")
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    assert page.evaluate(OUTSIDE) == []
    frame, svg = box(page, ".map-scroll"), box(page, ".bombay-map")
    assert frame["x"] >= 0 and frame["x"] + frame["width"] <= PHONE["width"]
    assert svg["width"] >= 2 * frame["width"]  # zoomed to play (e2e/test_bombay_layout.py)
    assert inside(box(page, ".elephant.moving"), frame)  # it opens on the elephant to move
    # a finger drags the map to its west edge and taps a space there: the map stays put
    # (a render used to scroll it back, and every elephant slid by the difference)
    scroll = page.locator(".map-scroll")
    scroll.evaluate("e => { e.scrollLeft = 0; }")
    spots = page.locator(".spot:not(.reach)")
    shown = next(i for i in range(spots.count()) if inside(spots.nth(i).bounding_box(), frame))
    spots.nth(shown).click()
    expect(page.locator("#hint")).not_to_be_empty()
    assert scroll.evaluate("e => e.scrollLeft") == 0
    assert page.evaluate("document.getAnimations().length") == 0  # nothing slid
    page.locator('[data-act="rules"]').first.click()  # the rules and back: still there
    page.locator('[data-act="close-rules"]').click()
    expect(page.locator(".map-scroll")).to_be_visible()
    assert scroll.evaluate("e => e.scrollLeft") == 0
    for part in ("#hint", ".actions .row"):
        assert within(box(page, part), PHONE), part
    # a ride: the map opens on the elephant again, and only the rider walks (the others
    # once slid by the map's new scroll)
    page.evaluate(RECORD_MOTION)
    page.locator(".spot.reach").first.click()
    expect(page.locator(".log-list li").first).to_contain_text("rode to")
    assert inside(box(page, ".elephant.moving"), box(page, ".map-scroll"))
    page.wait_for_function("document.getAnimations().length == 0")
    assert page.evaluate("Array.from(window.moved)") == ["elephant-0"]


def test_bombay_spaces_are_buttons_that_explain_themselves_by_keyboard(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    open_game(page, played("bombay", (3, 0), HUMAN3, 30)[0], ".spots")
    expect(page.locator("button.spot")).to_have_count(len(SPACES))
    spot = page.locator(".spot:not(.reach)").nth(5)
    place = SPACES[int(spot.get_attribute("data-space") or 0)].name
    spot.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#hint")).to_contain_text(place)
    focused = page.evaluate("document.activeElement.getAttribute('data-key')")
    assert focused == f"space:{spot.get_attribute('data-space')}"  # focus stays on the space


def test_bombay_shows_the_last_turn_on_the_map_and_in_one_line(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    open_game(page, played("bombay", (3, 0), HUMAN3, 30)[0], ".spots")
    expect(page.locator(".bsummary")).to_contain_text("Since your last turn")
    line = page.locator(".bsummary .turn.shown")  # the newest turn, drawn on the map
    mover = int(line.get_attribute("data-seat") or -1)
    assert mover in (1, 2)  # a computer's turn
    expect(line).to_contain_text(HUMAN3[mover].name)
    drawn = page.locator(".bombay-map .last-turn, .bombay-map .lt-deed")
    assert drawn.count() >= 1


def test_bombay_elephants_and_badges_leave_each_other_and_names_readable(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    open_game(page, played("bombay", (5, 0), HUMAN5, 0)[0], ".spots")  # all on the start hill
    # each elephant's drawing on screen, from its SVG bounding box: Chromium's client rect
    # of the same elephant measured 55 map units wide for a drawing of 48 (getBBox)
    elephants = page.evaluate(ELEPHANT_BOXES)
    assert len(elephants) == 5
    for i, a in enumerate(elephants):
        for b in elephants[i + 1 :]:
            assert a and b and overlap(a, b) < 0.1 * a["width"] * a["height"]
    assert page.locator(".bombay-map .space.reach").count() >= 5
    assert page.evaluate(COVERED) == []


def test_bombay_finished_game_status_and_dialog_title(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    seats = tuple(Seat("greedy", n) for n in ("Ada", "Bo", "Cy"))
    set_fragment(page, played("bombay", (3, 0), seats, -1)[0])
    dialog = page.get_by_role("dialog", name="End of the game")
    expect(dialog).to_be_visible(timeout=LOAD_MS)
    expect(page.locator(".bstatus")).to_contain_text("The game is over after 3 rounds")
    expect(page.locator(".bstatus")).not_to_contain_text("game turn")


# --- Jaipur ------------------------------------------------------------------------------

JAIPUR_VS = (Seat("human", "Ann"), Seat("greedy", "Bot"))


def test_jaipur_numbers_have_labels_and_the_round_and_seals_show(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    open_game(page, played("jaipur", (1,), JAIPUR_VS, 12)[0], ".jaipur .market")
    expect(page.locator(".jstatus")).to_contain_text("Round 1")
    expect(page.locator(".jstatus")).to_contain_text("Seals")
    expect(page.locator(".bonus-row")).to_contain_text("Sale bonus")
    expect(page.locator(".bonus").first).to_contain_text("3 cards")
    expect(page.locator(".deck")).to_contain_text("in deck")
    expect(page.locator(".player.bottom .herd .count")).to_contain_text("Herd")
    expect(page.locator(".player.top .backs .count")).to_contain_text("in hand")
    expect(page.locator(".token-row")).to_contain_text("Goods tokens")
    for selector in (".pile", ".bonus", ".seals"):
        titles = page.locator(selector).evaluate_all("els => els.map(e => e.title)")
        assert titles and all(titles), selector  # a tooltip on each


def test_jaipur_shows_the_computers_last_move_on_the_table(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    text, moves = played("jaipur", (1,), JAIPUR_VS, 12)
    open_game(page, text, ".jaipur .market")
    newest = page.locator(".log-list li").first.inner_text()
    line = page.locator(".last-move")
    expect(line).to_contain_text("Last move:")
    expect(line.locator(".lm-text")).to_have_text(newest)
    assert newest.startswith("Bot ")
    assert line.locator(".lm-cards .mini").count() >= 1  # the cards taken, given or sold
    if not moves[-1].startswith("sell"):
        assert page.locator(".market .card.fresh").count() >= 1  # what it put in the market


def jaipur_round_near_end(seed: int = 8) -> str:
    game = GAMES["jaipur"]
    state, rng, moves = game.new(game.options_from_ints((1,)), seed), Rng(seed), []
    while True:
        move = BOTS["greedy"](game, game.view(state, game.to_move(state)), rng)
        after = game.apply(state, move)
        if after.rounds:
            break
        moves.append(str(move))
        state = after
    seats = (Seat("greedy", "Ada"), Seat("greedy", "Bo"))
    return encode(Record("jaipur", (1,), seed, seats, tuple(moves)), GAMES)


def test_jaipur_round_end_says_why_and_the_log_marks_it(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    set_fragment(page, jaipur_round_near_end())
    dialog = page.get_by_role("dialog", name="End of the round")
    expect(dialog).to_be_visible(timeout=LOAD_MS)
    expect(dialog.locator(".round-head")).to_have_text("Round 1")
    ended = dialog.locator(".ended td").inner_text()
    assert "deck ran out" in ended or "sold out" in ended
    expect(dialog).to_contain_text("Camel bonus")
    expect(page.locator(".log-list li").first).to_contain_text("Round 1 is over:")


def test_jaipur_match_end_shows_every_round_without_scrolling(table: Page) -> None:
    page = table
    for size in (WIDE, PHONE):
        page.set_viewport_size(size)
        text, _last = greedy_match_near_end()
        set_fragment(page, "")
        set_fragment(page, text)
        dialog = page.get_by_role("dialog", name="End of the match")
        expect(dialog).to_be_visible(timeout=LOAD_MS)
        rounds = dialog.locator(".round-head").count()
        assert rounds >= 2
        assert dialog.locator(".ended td").count() == rounds  # why each round ended
        for i in range(rounds):
            expect(dialog.locator(".round-head").nth(i)).to_contain_text(f"Round {i + 1}")
        scroll: Any = dialog.evaluate("d => [d.scrollHeight, d.clientHeight]")
        assert scroll[0] <= scroll[1] + 1, size  # nothing hidden below a scrollbar
        assert within(box(page, ".dialog"), size)


def test_jaipur_at_360_nothing_is_cut_off(table: Page) -> None:
    page = table
    page.set_viewport_size(PHONE)
    open_game(page, played("jaipur", (1,), JAIPUR_VS, 12)[0], ".jaipur .market")
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    assert page.evaluate(OUTSIDE) == []
    expect(page.locator(".last-move")).to_be_visible()


def jaipur_late_round(seed: int = 219) -> str:
    """Ann (seat 0) to move for the last time in round 1 of a greedy game: with seed 219 a
    full hand of 7, herds of 5 and 6 camels and some 20 goods tokens taken (crowded)."""
    game = GAMES["jaipur"]
    state, rng, moves = game.new(game.options_from_ints((1,)), seed), Rng(seed), []
    mine: list[str] = []
    while True:
        move = BOTS["greedy"](game, game.view(state, game.to_move(state)), rng)
        after = game.apply(state, move)
        if after.rounds:
            break
        moves.append(str(move))
        state = after
        if state.to_move == 0:
            mine = list(moves)
    return encode(Record("jaipur", (1,), seed, JAIPUR_VS, tuple(mine)), GAMES)


FITS = """() => {
  const r = (s) => document.querySelector(s).getBoundingClientRect();
  return { page: document.scrollingElement.scrollHeight, hand: document.querySelectorAll(
    '.player.bottom .hand .card').length, parts: ['.jaipur', '.actions', '[data-key=hint]']
    .filter((s) => { const b = r(s); return b.top < 0 || b.bottom > innerHeight
      || b.left < 0 || b.right > innerWidth; }) };
}"""


def test_jaipur_at_1280_the_whole_table_and_hint_fit_without_scrolling(table: Page) -> None:
    page = table
    page.set_viewport_size(WIDE)
    start = encode(Record("jaipur", (1,), 4, JAIPUR_VS, ()), GAMES)  # 5 goods in hand, no camel
    for text, cards in ((start, 5), (jaipur_late_round(), 7)):
        open_game(page, text, ".jaipur .market")
        expect(page.locator("[data-key=hint]")).to_be_visible()
        seen: Any = page.evaluate(FITS)
        assert seen["hand"] == cards  # the crowded position is the one meant
        assert seen["parts"] == [] and seen["page"] <= WIDE["height"], seen


def test_jaipur_on_a_phone_the_actions_stay_on_screen_with_44_px_targets(table: Page) -> None:
    page = table
    page.set_viewport_size(PHONE)
    open_game(page, jaipur_late_round(), ".jaipur .market")
    page.evaluate("window.scrollTo(0, 0)")
    buttons = page.locator(".actions button")
    assert buttons.count() >= 6  # the four actions, Clear and Hint
    for i in range(buttons.count()):
        b = buttons.nth(i).bounding_box()
        assert b is not None and within(b, PHONE), i  # no scroll needed to reach it
        assert b["width"] >= 44 and b["height"] >= 44, (i, b)
    # the bar hides no card for good: at the end of the table the hand is above it
    page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
    bar = box(page, ".actions")
    for card in page.locator(".player.bottom .cards .card").all():
        c = card.bounding_box()
        assert c is not None and c["y"] + c["height"] <= bar["y"] + 1
