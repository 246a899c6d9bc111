"""The page in four languages, in Chromium: the first visit follows the browser, the menu
switches at once and keeps the game, the choice is remembered, links carry no language,
a Jaipur round's last moves (the round's earlier ones told from its link) and a Bombay turn
are played in Japanese and in Vietnamese (the Bombay turn's page opened by a bad link,
explained in the language), and only the chosen language's catalogue is fetched.

Texts are checked against the catalogues themselves (``web/locale/*.po``, read with Babel)
and, for a few, against the words a reader would see, so a catalogue that silently fell
back to English fails here.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote

import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from e2e.conftest import polling, quick_computer
from e2e.jaipur_helpers import args_for
from game import GAMES
from game.bots import BOTS
from game.core.link import Record, Seat, decode, encode
from game.core.rng import Rng
from game.jaipur import JAIPUR

OpenApp = Callable[..., Page]
LOCALE = __import__("pathlib").Path(__file__).resolve().parent.parent / "web" / "locale"
LOAD_MS = 30_000
COMPUTER_MS = 15_000


@functools.cache
def catalogue(language: str) -> Any:
    with open(LOCALE / f"{language}.po", "rb") as f:
        return read_po(f, locale=language)


def tr(language: str, msgid: str, **values: Any) -> str:
    """The catalogue's translation of ``msgid``, filled in (English: the msgid)."""
    text = msgid if language == "en" else catalogue(language)[msgid].string
    return str(text).format(**values)


def visit(
    browser: Browser, base_url: str, locale: str, path: str = "", quick: bool = False
) -> tuple[Page, list[str]]:
    """A first visit from a browser set to ``locale``; also the URLs the page fetched.
    ``quick``: the computer shows its moves without its pause (conftest.quick_computer)."""
    context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 800})
    if quick:
        quick_computer(context)
    page = context.new_page()
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    page.goto(base_url + path)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_MS)
    return page, fetched


@pytest.fixture
def contexts(browser: Browser, browser_problems: Any) -> Any:
    """Contexts made by a test are watched and closed after it."""
    made: list[BrowserContext] = []
    yield made
    for context in made:
        context.close()


@pytest.mark.parametrize(
    ("locale", "language", "heading"),
    [
        ("vi-VN", "vi", "Chơi Jaipur và Bombay"),
        ("es-AR", "es", "Juega a Jaipur y Bombay"),
        ("ja", "ja", "ジャイプルとボンベイで遊ぶ"),
        ("fr-FR", "en", "Play Jaipur and Bombay"),
    ],
)
def test_a_first_visit_opens_in_the_browsers_language_and_its_menu_names_each_in_itself(
    browser: Browser, base_url: str, browser_problems: Any, locale: str, language: str, heading: str
) -> None:
    page, fetched = visit(browser, base_url, locale)
    browser_problems.attach(page.context)
    expect(page.locator(".home h1")).to_have_text(heading)
    expect(page.locator("html")).to_have_attribute("lang", language)
    expect(page.locator("select.language")).to_have_value(language)
    expect(page).to_have_title(tr(language, "Bazaar — Jaipur and Bombay"))
    # the import's button is ours, in the page's language (the browser's spoke its own)
    expect(page.locator(".import .pick")).to_have_text(tr(language, "Choose a file…"))
    catalogues = sorted(u.rsplit("/", 1)[1] for u in fetched if u.endswith(".mo"))
    assert catalogues == ([] if language == "en" else [f"{language}.mo"])  # only the chosen one
    # whatever the page's language, the menu names each language in itself
    options = page.locator("select.language option")
    expect(options).to_have_text(["English", "日本語", "Tiếng Việt", "Español"])
    assert [options.nth(i).get_attribute("lang") for i in range(4)] == ["en", "ja", "vi", "es"]
    page.context.close()


def jaipur_link(moves: int, seed: int = 11) -> str:
    """Ana (person) against Bo (greedy): ``moves`` greedy moves into the game."""
    options, rng = (1,), Rng(seed)
    state, played = JAIPUR.new(JAIPUR.options_from_ints(options), seed), []
    for _ in range(moves):
        move = BOTS["greedy"](JAIPUR, JAIPUR.view(state, JAIPUR.to_move(state)), rng)
        played.append(str(move))
        state = JAIPUR.apply(state, move)
    assert JAIPUR.to_move(state) == 0
    seats = (Seat("human", "Ana"), Seat("greedy", "Bo"))
    return encode(Record("jaipur", options, seed, seats, tuple(played)), GAMES)


def test_switching_mid_game_keeps_the_game_its_selection_and_history(
    page: Page, open_app: OpenApp, browser: Browser, base_url: str, browser_problems: Any
) -> None:
    link = jaipur_link(4)
    open_app(page, "#" + link)
    expect(page.locator(".log-list li")).to_have_count(4)
    page.locator('[data-arg="m0"]').click()
    expect(page.locator('[data-arg="m0"]')).to_have_attribute("aria-pressed", "true")
    url = page.url

    page.locator("select.language").select_option("ja")
    expect(page.locator(".game-bar h1")).to_have_text("ジャイプル：Ana 対 Bo")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(page.locator('[data-arg="m0"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".history .where")).to_have_text("4手目／全4手")
    log = page.locator(".log-list li")
    expect(log).to_have_count(4)
    for i in range(4):
        expect(log.nth(i)).to_contain_text("ました。")  # every move told again, in Japanese
    assert page.url == url  # the link carries no language

    page.locator("select.language").select_option("vi")
    expect(page.locator(".history .where")).to_have_text("Nước 4/4")
    expect(page.locator('[data-arg="m0"]')).to_have_attribute("aria-pressed", "true")
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_MS)
    expect(page.locator(".game-bar h1")).to_have_text("Jaipur: Ana đấu với Bo")  # remembered

    reader, _fetched = visit(browser, base_url, "es-AR", "#" + link)  # the link, shared
    browser_problems.attach(reader.context)
    expect(reader.locator(".game-bar h1")).to_have_text("Jaipur: Ana contra Bo")
    expect(reader.locator(".history .where")).to_have_text("Jugada 4 de 4")
    reader.context.close()


def current_state(url: str) -> Any:
    fragment = unquote(url.split("#", 1)[1])
    return decode(fragment, GAMES).states[-1]


def near_the_round_end(seed: int, left: int) -> str:
    """Ana (person) against Bo (greedy), greedy moves of both into round 1 until at least
    ``left`` moves are left of it and Ana is to move: the link (every earlier move is in
    the page's log, told in its language; the last ones are played by pointing)."""
    options, rng = (1,), Rng(seed)
    state, played, starts = (
        JAIPUR.new(JAIPUR.options_from_ints(options), seed),
        list[str](),
        list[int](),
    )
    while not JAIPUR.view(state, None).rounds:
        if JAIPUR.to_move(state) == 0:
            starts.append(len(played))
        move = BOTS["greedy"](JAIPUR, JAIPUR.view(state, JAIPUR.to_move(state)), rng)
        played.append(str(move))
        state = JAIPUR.apply(state, move)
    cut = max(i for i in starts if len(played) - i >= left)
    seats = (Seat("human", "Ana"), Seat("greedy", "Bo"))
    return encode(Record("jaipur", options, seed, seats, tuple(played[:cut])), GAMES)


def play_a_jaipur_round(page: Page, language: str) -> None:
    """Ana plays greedy moves by pointing at cards until the round ends."""
    rng, log = Rng(5), page.locator(".log-list li")
    dialog = page.locator(".dialog")
    for _ in polling(180, "the end of the round"):
        if dialog.is_visible():
            break
        url = page.url
        state = current_state(url)
        if JAIPUR.view(state, 0).rounds:  # the round just ended: its dialog is coming
            break
        if JAIPUR.to_move(state) != 0:  # the computer's reply comes into the link
            page.wait_for_function("(u) => location.href !== u", arg=url, timeout=COMPUTER_MS)
            continue
        view = JAIPUR.view(state, 0)
        move = BOTS["greedy"](JAIPUR, view, rng)
        count = log.count()
        kind = {"take": "take", "camels": "camels", "sell": "sell"}.get(str(move).split()[0])
        for arg in args_for(view, move):
            page.locator(f'[data-arg="{arg}"]').click()
        page.locator(f'[data-key="action:{kind or "exchange"}"]').click()
        expect(log).not_to_have_count(count, timeout=COMPUTER_MS)
    expect(page.locator("#dialog-title")).to_have_text(tr(language, "End of the round"))
    breakdown = page.locator(".dialog .breakdown").first
    expect(breakdown).to_contain_text(tr(language, "Round {number}", number=1))
    expect(breakdown).to_contain_text(tr(language, "Goods tokens"))
    expect(breakdown).to_contain_text(tr(language, "Camel bonus"))


# The gaps between the small values of each goods-token pile, in ems of their font: the
# values read apart ("7 5 5 5", not "7555", as a Japanese face's narrow space showed them).
VALUE_GAPS = """() => {
  const gaps = [], range = document.createRange();
  const box = (text, i) => { range.setStart(text, i); range.setEnd(text, i + 1);
                             return range.getBoundingClientRect(); };
  for (const rest of document.querySelectorAll(".pile .rest")) {
    const text = rest.firstChild, size = parseFloat(getComputedStyle(rest).fontSize);
    if (!text || !rest.getClientRects().length) continue;
    for (let i = 0; i + 2 < text.data.length; i += 2)  // one digit, a space, the next digit
      gaps.push((box(text, i + 2).left - box(text, i).right) / size);
  }
  return gaps;
}"""


@pytest.mark.parametrize(("language", "said"), [("ja", "ました。"), ("vi", " đã ")])
def test_the_end_of_a_jaipur_round_in(
    browser: Browser, base_url: str, browser_problems: Any, language: str, said: str
) -> None:
    locale = {"ja": "ja-JP", "vi": "vi-VN"}[language]
    page, _ = visit(browser, base_url, locale, "#" + near_the_round_end(7, 2), quick=True)
    browser_problems.attach(page.context)
    expect(page.locator(".game-bar h1")).to_contain_text(tr(language, "Jaipur"))
    gaps = page.evaluate(VALUE_GAPS)
    assert gaps and min(gaps) >= 0.3, gaps  # as wide as a Latin space (a Japanese one: .22)
    play_a_jaipur_round(page, language)
    texts = page.locator(".log-list li").all_inner_texts()
    assert len(texts) > 10 and all(said in t for t in texts), texts
    assert not [t for t in texts if " took " in t or " sold " in t or " gave " in t]
    page.context.close()


@pytest.mark.parametrize(
    ("language", "rode", "status"),
    [
        ("ja", "プレイヤー1がカンドワーへ移動しました。", "残り2AP"),
        ("vi", "Người chơi 1 đã đi đến Khandwa.", "còn 2 điểm hành động"),
    ],
)
def test_a_bad_link_explained_then_a_bombay_turn_in(
    browser: Browser,
    base_url: str,
    browser_problems: Any,
    language: str,
    rode: str,
    status: str,
) -> None:
    # the computer keeps its pause: without it, its move can come first in the log before
    # the check of the person's "ended the turn" line below (seen in a fresh-clone run)
    page, _ = visit(browser, base_url, {"ja": "ja", "vi": "vi-VN"}[language], "#not-a-game-link")
    browser_problems.attach(page.context)
    problem = tr(language, "This is not a Bazaar game link, or it was damaged on the way.")
    said = tr(
        language,
        "{problem} Your game in progress and your saved games are unchanged.",
        problem=problem,
    )
    expect(page.locator(".message.error p")).to_have_text(said)
    expect(page.locator(".message.error button")).to_have_text(tr(language, "Dismiss"))
    page.locator(".message.error button").click()
    page.get_by_role(
        "button", name=tr(language, "Play {game}", game=tr(language, "Bombay"))
    ).click()
    expect(page.locator("form.new-game")).to_be_visible(timeout=LOAD_MS)
    page.get_by_role("button", name=tr(language, "Start the game")).click()
    expect(page.locator(".merchant")).to_have_count(2)
    page.locator('.spot[data-space="19"]').click()  # Khandwa, next to the start hill
    expect(page.locator(".log-list li").first).to_have_text(rode)
    expect(page.locator(".bstatus")).to_contain_text(status)
    page.get_by_role("button", name=tr(language, "End the turn")).click()
    expect(page.locator(".log-list li").first).to_contain_text(
        tr(language, "{name} ended the turn.", name=tr(language, "Player {number}", number=1))
    )
    # the computer (seat 2) plays its turn; the status line names it in the language
    computer = tr(language, "Computer")  # the only computer
    expect(page.locator(".bstatus")).to_contain_text(
        tr(language, "{name} to move", name=tr(language, "Player {number}", number=1)),
        timeout=COMPUTER_MS * 2,
    )
    expect(page.locator(".log-list")).to_contain_text(computer)
    page.context.close()


@pytest.mark.parametrize(
    ("locale", "heading", "play"),
    [
        ("ja", "ジャイプルとボンベイで遊ぶ", "ボンベイで遊ぶ"),
        ("es-AR", "Juega a Jaipur y Bombay", "Jugar a Bombay"),
    ],
)
def test_the_first_paint_before_python_is_in_the_readers_language(
    browser: Browser, base_url: str, browser_problems: Any, locale: str, heading: str, play: str
) -> None:
    context = browser.new_context(locale=locale)
    browser_problems.attach(context)
    page = context.new_page()
    held: list[Route] = []  # PyScript, held back until the first paint has been read
    page.route("**/runtime/pyscript/core.js", lambda route: held.append(route))
    page.goto(base_url, wait_until="commit")  # its DOMContentLoaded waits for PyScript
    expect(page.locator(".game-card button")).to_have_count(10)  # the page is parsed
    assert page.locator("html[data-ready]").count() == 0  # Python has not started yet
    expect(page.locator(".home h1")).to_have_text(heading)
    main = page.locator(".game-card.g-bombay button.play-main")
    expect(main.locator("span").first).to_have_text(play)
    expect(page.locator(".game-card.g-bombay button")).to_have_count(5)  # Learn, Set up a position
    for button in page.locator(".game-card button").all():
        expect(button).to_be_disabled()
    expect(page.locator(".g-bombay .facts")).not_to_contain_text("players")  # translated too
    held[0].continue_()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_MS)
    expect(page.locator(".home h1")).to_have_text(heading)  # Python's home says the same
    context.close()
