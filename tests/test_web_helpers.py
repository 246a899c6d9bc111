"""Shared helpers for the web tests: a fake browser environment and quick games."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.link import Seat
from game.jaipur import JaipurState
from web.app import App
from web.remote.control import RemoteGame
from web.remote.entry import game_of as game_of_far
from web.shell.lesson import Run
from web.shell.page.states import NewGame, Remote, Rules, under_rules
from web.shell.renderers import GameView
from web.shell.saves import MemoryStore, Saves
from web.shell.table.playing import Learning, Playing
from web.shell.table.review.review_job import Job, ReviewRequest, to_data
from web.shell.table.think import Request, answer


class FakeEnv:
    """The App's Env without a browser: records what the page would do."""

    def __init__(self, seed: int = 7) -> None:
        self.app: App | None = None
        self.scheduled: list[int] = []
        self.copied = 0
        self.loading: list[str] = []
        self.clock = 1_700_000_000_000
        self.seed = seed
        self.thinking: list[Request] = []
        self.answered = 0
        self.deferred = False
        self.clipboard = ""
        self.downloaded = ("", "")
        self.reviews: list[tuple[int, ReviewRequest]] = []  # asked for, not yet made
        self.cancelled: list[int] = []
        self.hold_paint = False  # keep after_paint's work until paint() (the busy box shown)
        self.unpainted: list[Callable[[], None]] = []
        self.peers: list[tuple[str, str, str, str]] = []  # what the live channel was asked
        self.live = False  # whether a live channel's send goes
        self.webrtc = True  # whether the browser has WebRTC

    def now(self) -> int:
        self.clock += 1000
        return self.clock

    def new_seed(self) -> int:
        return self.seed

    @property
    def fragment(self) -> str:
        """What the page's URL fragment holds (main.py writes App.place()'s)."""
        return self.app.place().fragment if self.app else ""

    def copy_link(self) -> None:
        self.copied += 1

    def page_url(self) -> str:
        return "https://bazaar.example/play/"

    def copy_text(self, text: str) -> None:
        self.copied += 1
        self.clipboard = text

    def can_share(self) -> bool:
        return False

    def share(self, title: str, url: str) -> None:
        self.clipboard = url

    def download(self, filename: str, text: str) -> None:
        self.downloaded = (filename, text)

    def peer_available(self) -> bool:
        return self.webrtc

    def peer_start(self, key: str, stun: str, offer: str) -> None:
        self.peers.append(("start", key, stun, offer))

    def peer_accept(self, key: str, answer: str) -> None:
        self.peers.append(("accept", key, "", answer))

    def peer_send(self, key: str, text: str) -> bool:
        self.peers.append(("send", key, "", text))
        return self.live

    def after_paint(self, fn: Callable[[], None]) -> None:
        """At once (the page painted in no time), or at ``paint()`` if ``hold_paint``."""
        self.unpainted.append(fn)
        if not self.hold_paint:
            self.paint()

    def paint(self) -> None:
        """The browser painted the screen: the work that waited for it runs (what that work
        leaves for the next frame waits for the next paint)."""
        todo, self.unpainted = self.unpainted, []
        for fn in todo:
            fn()

    def schedule_computer(self, delay_ms: int) -> None:
        self.scheduled.append(delay_ms)

    def load_game(self, name: str) -> None:
        self.loading.append(name)

    def think(self, request: Request) -> None:
        """The computer answers at once, or when ``answer_now`` is called if ``deferred``
        (as the page's web worker does)."""
        self.thinking.append(request)
        if not self.deferred:
            self.answer_now()

    def review(self, ident: int, request: ReviewRequest) -> None:
        """Kept until ``review_now`` makes it, as the page's worker does turn by turn."""
        self.reviews.append((ident, request))

    def cancel_review(self, ident: int) -> None:
        self.cancelled.append(ident)
        self.reviews = [(i, r) for i, r in self.reviews if i != ident]

    def review_now(self) -> None:
        """Make the reviews asked for, reporting each turn's progress to the App."""
        assert self.app is not None
        while self.reviews:
            ident, request = self.reviews.pop(0)
            job = Job(request)
            while job.result is None:
                out = job.step()
                if job.result is None:
                    assert isinstance(out, tuple)
                    self.app.review_progress(ident, *out)
            self.app.reviewed(ident, to_data(job.result))

    def answer_now(self) -> None:
        assert self.app is not None
        while self.thinking[self.answered :]:
            request = self.thinking[self.answered]
            self.answered += 1
            self.app.thought(request, answer(request))


def make_app(seed: int = 7, store: MemoryStore | None = None) -> tuple[App, FakeEnv, MemoryStore]:
    env = FakeEnv(seed)
    store = store or MemoryStore()
    env.app = App(env, Saves(store))
    return env.app, env, store


def start(
    app: App,
    kinds: tuple[str, str] = ("human", "greedy"),
    first: str = "1",
    names: tuple[str, str] = ("Ana", "Ben"),
) -> None:
    app.act("new", "jaipur")
    form = {
        "name0": names[0],
        "name1": names[1],
        "kind0": kinds[0],
        "kind1": kinds[1],
        "first": first,
    }
    app.act("start", "", form)


def game_of(app: App) -> Playing:
    """The game on screen (or under the rules, or just left for home)."""
    assert app.game is not None, app.screen
    return app.game


def lesson_of(app: App) -> Run | None:
    """The lesson on screen (or under the rules), if any."""
    shown = under_rules(app.screen)
    return shown.run if isinstance(shown, Learning) else None


def jaipur_state(app: App) -> JaipurState:
    """The position of the Jaipur game on screen."""
    state = game_of(app).session.states[-1]
    assert isinstance(state, JaipurState), state
    return state


def remote_of(app: App) -> RemoteGame:
    """The game by links on screen."""
    assert isinstance(app.screen, Remote), app.screen
    return game_of_far(app.screen)


def remote_view(app: App) -> GameView:
    """The view of the game by links on screen, once it is set up."""
    view = remote_of(app).view()
    assert view is not None, remote_of(app).status()
    return view


def dialog_of(app: App) -> NewGame:
    """The new-game dialog on screen (or under the rules)."""
    shown = under_rules(app.screen)
    assert isinstance(shown, NewGame), app.screen
    return shown


def rules_of(app: App) -> Rules:
    assert isinstance(app.screen, Rules), app.screen
    return app.screen


def seats(*kinds: str) -> tuple[Seat, ...]:
    return tuple(Seat(k, f"P{i}") for i, k in enumerate(kinds))


def first_of(moves: Any, kind: type) -> Any:
    return next((m for m in moves if isinstance(m, kind)), None)
