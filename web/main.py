"""Entry point run by PyScript: wires the pure App to the browser.

One delegated click listener and one submit listener on ``#app``; every
change re-renders the whole screen from the App in one mount, then the browser's
history follows ``App.place()`` (pushState/replaceState/go, see web/shell/page/places.py).
Computer moves run after a short delay through ``setTimeout`` so the page paints first.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from web import games
from web.app import App
from web.core import i18n
from web.shell import registry
from web.shell.browser import address, dom, store
from web.shell.browser.peer import Peers
from web.shell.browser.thinker import Thinker
from web.shell.page import places
from web.shell.page.places import Place
from web.shell.saves import Saves
from web.shell.table.playing import Playing
from web.shell.table.review import review_panel
from web.shell.table.review.review_job import ReviewRequest
from web.shell.table.think import Answer, Request

ROOT = "app"


class BrowserEnv:
    """The App's window on the browser (see ``web.shell.page.shell.Env``)."""

    def __init__(self) -> None:
        self.app: App | None = None
        self.longest_pause_ms: int | None = None  # a test's cap (COMPUTER_PAUSE_KEY)

    def now(self) -> int:
        return dom.now()

    def new_seed(self) -> int:
        return dom.random_seed()

    def copy_link(self) -> None:
        dom.copy_url()

    def page_url(self) -> str:
        return address.page_url()

    def copy_text(self, text: str) -> None:
        dom.copy_text(text)

    def can_share(self) -> bool:
        return dom.can_share()

    def share(self, title: str, url: str) -> None:
        dom.share(title, url)

    def download(self, filename: str, text: str) -> None:
        dom.download(filename, text)

    def peer_available(self) -> bool:
        return PEERS.available()

    def peer_start(self, key: str, stun: str, offer: str) -> None:
        PEERS.start(key, stun, offer)

    def peer_accept(self, key: str, answer: str) -> None:
        PEERS.accept(key, answer)

    def peer_send(self, key: str, text: str) -> bool:
        return PEERS.send(key, text)

    def after_paint(self, fn: Callable[[], None]) -> None:
        """Slow work after the screen saying so is painted; the page is drawn after it."""

        def then_render() -> None:
            fn()
            render()

        dom.after_paint(then_render)

    def schedule_computer(self, delay_ms: int) -> None:
        if self.longest_pause_ms is not None:
            delay_ms = min(delay_ms, self.longest_pause_ms)
        dom.later(delay_ms, _computer)

    def load_game(self, name: str) -> None:
        import asyncio

        asyncio.ensure_future(_load_game(name))

    def think(self, request: Request) -> None:
        THINKER.ask(request)

    def review(self, ident: int, request: ReviewRequest) -> None:
        THINKER.review(ident, request)

    def cancel_review(self, ident: int) -> None:
        THINKER.cancel_review(ident)


ENV = BrowserEnv()
STORE = store.LocalStore()
APP = App(ENV, Saves(STORE))
PEERS = Peers(lambda key, kind, data: _peer(key, kind, data))
THINKER = Thinker(
    APP,
    lambda request, reply: _thought(request, reply),
    lambda: render(),
    lambda: dom.patch(review_panel.PROGRESS, review_panel.progress(APP.reviews.running)),
)
LANGUAGE_KEY = "bazaar.language"  # the reader's choice; links and saves carry no language
# Iterations per turn of a review, set only by tests and benchmarks (e2e/test_review.py,
# scripts/bench/bench_review.py); the page otherwise uses the game's ``budgets.review``.
REVIEW_BUDGET_KEY = "bazaar.review.iterations"
# The longest pause before a computer's move is shown, in ms, set only by tests
# (e2e/conftest.py's quick_computer): players keep web/shell/play.py's pauses (700 ms).
COMPUTER_PAUSE_KEY = "bazaar.computer.pause-ms"


class History:
    """Keeps the browser's history in step with ``APP.place()`` (web/shell/page/places.py)."""

    going = False  # history.go() was called: the next popstate only lands there

    def sync(self) -> None:
        want = APP.place()
        here = places.parse(address.history_state())
        if here is None and want.depth:  # a fresh page, or a link pasted in the address bar:
            address.replace_state(Place("home").to_json(), "")  # home goes under the game
            address.push_state(want.to_json(), want.fragment)
        elif here is None:
            address.replace_state(want.to_json(), want.fragment)
        elif want.depth > here.depth:
            address.push_state(want.to_json(), want.fragment)
        elif want.depth < here.depth:
            self.going = True
            address.history_go(want.depth - here.depth)
        elif address.history_state() != want.to_json() or address.fragment() != want.fragment:
            address.replace_state(want.to_json(), want.fragment)  # a move: the game's new link

    def popped(self) -> None:
        """Back or Forward (or our own history.go) landed on an entry."""
        place = places.parse(address.history_state())
        if place is None:
            return  # not ours: a pasted link, which hashchange opens
        if not self.going:
            APP.restore(place)
        self.going = False
        render()


HISTORY = History()


def render(animate: bool = True) -> None:
    """The App's screen, in one mount; pieces of a table that stays on screen slide to
    their new places (not on the first render, nor when only the language changed)."""
    dom.mount(ROOT, APP.render(), animate)
    HISTORY.sync()
    _warm_thinker()


def _warm_thinker() -> None:
    """A table with a computer on it: its worker may start ahead of its first question
    (not in a lesson, whose computer plays its script and never thinks)."""
    s = APP.session
    computer = s is not None and any(seat.kind != "human" for seat in s.seats)
    if isinstance(APP.screen, Playing) and computer and not APP.screen.learning:
        THINKER.warm()


def _computer() -> None:
    APP.computer()
    render()


def _thought(request: Request, reply: Answer) -> None:
    APP.thought(request, reply)
    render()


def _peer(key: str, kind: str, data: str) -> None:
    """A live channel's news (web/shell/browser/peer.py): remote play takes it, and the
    page is drawn again (a description made changes the link shown)."""
    APP.peer_event(key, kind, data)
    render()


def _on_click(event: Any) -> None:
    if dom.in_page_link(event):
        return
    action = dom.action_of(event)
    if action is not None:
        APP.act(*action)
        render()


def _on_submit(event: Any) -> None:
    """A form: the new-game dialog ("start"), or the one its ``data-submit`` names."""
    event.preventDefault()
    act = str(event.target.getAttribute("data-submit") or "start")
    APP.act(act, "", dom.form_values(event.target))
    render()


def _on_change(event: Any) -> None:
    target = event.target
    import asyncio

    change = str(target.getAttribute("data-change") or "")
    if change == "language":
        asyncio.ensure_future(_switch_language(str(target.value)))
    elif change == "import":
        asyncio.ensure_future(_import(target))


async def _import(target: Any) -> None:
    """A remote game's file chosen on the home screen."""
    text = await dom.file_text(target)
    if text is not None:
        APP.import_remote(text)
        render()


def _on_storage(event: Any) -> None:
    """Another tab of this page changed a save (say, it opened a friend's link): the remote
    game on screen follows it, so this tab never plays from an older copy."""
    if APP.remote_changed(str(event.key or "")):
        render()


def _no_progress(received: int, total: int) -> None:
    """A catalogue is small (about 30 kB): no progress to show."""


async def _use_language(code: str) -> None:
    """Fetch the language's compiled catalogue (English has none), use it, set <html lang>."""
    path = i18n.catalog_path(code)
    i18n.load(code, await dom.fetch_bytes(path, _no_progress) if path else None)
    dom.set_language(i18n.language(), i18n._(games.WINDOW_TITLE))


async def _switch_language(code: str) -> None:
    """The menu's choice: the game, its selection and its history stay as they are."""
    try:
        await _use_language(code)
    except Exception:  # noqa: BLE001 - catalogue unreachable: stay in the current language
        pass
    else:
        STORE.set(LANGUAGE_KEY, code)
        APP.relabel()
    render(animate=False)


def _on_hash(event: Any) -> None:
    if places.parse(address.history_state()) is not None:
        return  # Back/Forward between our own entries: popstate did it
    text = address.fragment()
    current = APP.session.link() if APP.session else ""
    if text and text != current:
        APP.open_link(text)
        render(animate=False)  # another game or position: nothing of the last one slides


def _load_progress(received: int, total: int) -> None:
    APP.loader.progress = received / total if total else None
    render()


async def _load_game(name: str) -> None:
    """Fetch a lazily loaded game's files (one zip, bytecode included) into Pyodide's file
    system, showing the download's progress, then import its renderer (or the part's
    first module)."""
    import io  # only needed here; kept off the start-up path
    import zipfile

    APP.loader.progress = None
    try:
        data = await dom.fetch_bytes(registry.bundle_url(name), _load_progress)
        zipfile.ZipFile(io.BytesIO(data)).extractall(".")
        importlib.invalidate_caches()
        importlib.import_module(registry.module(name))
    except Exception:  # noqa: BLE001 - any failure: tell the player, keep the page alive
        APP.game_failed(name)
    else:
        APP.game_loaded(name)
    render()


async def run() -> None:
    """Start the page: language, first screen from the URL, listeners, ready marker."""
    code = i18n.choose(STORE.get(LANGUAGE_KEY), dom.browser_languages())
    dom.timing_mark("bazaar:language-start")  # scripts/bench/bench_language.py reads the two marks
    try:
        await _use_language(code)
    except Exception:  # noqa: BLE001 - catalogue unreachable: the page still opens, in English
        await _use_language(i18n.DEFAULT)
    dom.timing_mark("bazaar:language-end")
    ENV.app = APP
    budget = STORE.get(REVIEW_BUDGET_KEY) or ""
    APP.reviews.iterations = int(budget) if budget.isdigit() else 0
    pause = STORE.get(COMPUTER_PAUSE_KEY) or ""
    ENV.longest_pause_ms = int(pause) if pause.isdigit() else None
    APP.start(address.fragment())
    here = places.parse(address.history_state())
    if here is not None:  # a reload: the same screen again (the rules over a game...)
        APP.restore(here)
    render(animate=False)
    dom.timing_mark("bazaar:first-render")  # scripts/bench/trace_startup.py's phases
    dom.on(ROOT, "click", _on_click)
    dom.on(ROOT, "submit", _on_submit)
    dom.on(ROOT, "change", _on_change)
    dom.on_window("hashchange", _on_hash)
    dom.on_window("storage", _on_storage)
    dom.on_window("popstate", lambda event: HISTORY.popped())
    dom.mark("ready", "")
    THINKER.open()  # a question asked during the start goes now; none: no worker yet
    _warm_thinker()
