"""The computer's web worker as the page sees it: started on demand, asked questions and
reviews, and replaced by thinking on the page itself where it cannot run.

``web/main.py`` makes the one ``Thinker`` and gives it the App, what to do with an answer
and how to draw the screen again; the worker itself is ``web/think-worker.mjs``.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from typing import Any, Protocol

from web.shell.browser import dom
from web.shell.table.review.review_job import ReviewRequest
from web.shell.table.think import Answer, Request, answer

# warm()'s longest wait for an idle moment before the worker starts anyway, in ms.
WARM_WITHIN_MS = 2000


class Listener(Protocol):
    """What the thinker tells the App (``web.app.App`` provides it): a review's progress,
    its end or failure, and that the computer thinks on the page itself."""

    def review_progress(self, ident: int, done: int, total: int) -> None: ...

    def reviewed(self, ident: int, data: object) -> None: ...

    def review_failed(self, ident: int) -> None: ...

    def thinking_here(self) -> None: ...


class Thinker:
    """The computer's web worker (``web/think-worker.mjs``), started on demand: the first
    computer move, hint or review once the page is ready (or, warmed ahead, once a table
    with a computer on it is shown and the browser is idle), never during the page's own
    start. Questions wait for its ready message, then go; where it cannot run, the computer
    thinks on the page itself, and says so."""

    def __init__(
        self,
        app: Listener,
        thought: Callable[[Request, Answer], None],
        render: Callable[[], None],
        progressed: Callable[[], None],
    ) -> None:
        self.app = app
        self.thought = thought  # the App takes an answer and the screen is drawn again
        self.render = render
        self.progressed = progressed  # a review's progress drawn in place (not the screen)
        self.worker: Any = None
        self.failed = False
        self.page_ready = False  # run() is over: a worker may start
        self.worker_ready = False  # the worker said {ready}: messages go at once
        self.warming = False  # warm() asked the browser for an idle moment
        self.queue: list[dict[str, Any]] = []  # messages for the worker until it is ready
        self.waiting: dict[int, Request] = {}
        self.ids = itertools.count(1)
        self.reviews: dict[int, tuple[int, ReviewRequest]] = {}  # worker id: App's id, request
        self.here: dict[int, Any] = {}  # reviews made on the page itself: App's id -> Job

    def open(self) -> None:
        """The page is ready: start the worker if a question already waits for it."""
        self.page_ready = True
        if self.queue:
            self.start()

    def warm(self) -> None:
        """A table with a computer on it is shown: start the worker when the browser is
        idle, so that its first move need not wait for the worker's own start."""
        if self.page_ready and not self.warming and self.worker is None and not self.failed:
            self.warming = True
            dom.when_idle(WARM_WITHIN_MS, self.start)

    def start(self) -> None:
        if self.worker is not None or self.failed or not self.page_ready:
            return
        try:
            self.worker = dom.start_worker("web/think-worker.mjs", self._on_message)
        except Exception:  # noqa: BLE001 - no workers here: think on the page
            self._fail()

    def _send(self, message: dict[str, Any]) -> None:
        if self.worker_ready:
            dom.post(self.worker, message)
            return
        self.queue.append(message)
        self.start()

    def ask(self, request: Request) -> None:
        if self.failed:
            dom.later(0, lambda: self.thought(request, answer(request)))
            return
        ident = next(self.ids)
        self.waiting[ident] = request
        self._send({"id": ident, "request": request.to_json()})

    def review(self, ident: int, request: ReviewRequest) -> None:
        """Review a game turn by turn in the worker (web/shell/table/review/review_job.py), or here."""
        if self.failed:
            self._review_here(ident, request)
            return
        wid = next(self.ids)
        self.reviews[wid] = (ident, request)
        self._send({"id": wid, "review": request.to_json()})

    def cancel_review(self, ident: int) -> None:
        self.here.pop(ident, None)
        for wid, (asked, _request) in list(self.reviews.items()):
            if asked == ident:
                del self.reviews[wid]
                self.queue = [m for m in self.queue if m.get("id") != wid]
                if self.worker_ready:
                    dom.post(self.worker, {"cancel": wid})

    def _review_here(self, ident: int, request: ReviewRequest) -> None:
        """No worker: the page judges one turn per timer tick, so it can still be cancelled."""
        from web.shell.table.review.review_job import Job

        try:
            self.here[ident] = Job(request)
        except Exception:  # noqa: BLE001 - a game that cannot be replayed: say so
            self.app.review_failed(ident)
            self.render()
            return
        dom.later(0, lambda: self._step_here(ident))

    def _step_here(self, ident: int) -> None:
        job = self.here.get(ident)
        if job is None:
            return  # cancelled
        try:
            out = job.step()
        except Exception:  # noqa: BLE001 - a fault of ours: the game is kept as it is
            self.here.pop(ident, None)
            self.app.review_failed(ident)
            self.render()
            return
        if job.result is not None:
            from web.shell.table.review.review_job import to_data

            self.here.pop(ident, None)
            self.app.reviewed(ident, to_data(job.result))
        else:
            self.app.review_progress(ident, *out)
            dom.later(0, lambda: self._step_here(ident))
            self.progressed()
            return
        self.render()

    def _on_review(self, wid: int, data: dict[str, Any]) -> None:
        ident = self.reviews[wid][0]
        if "progress" in data:
            self.app.review_progress(ident, int(data["progress"][0]), int(data["progress"][1]))
            self.progressed()
            return
        del self.reviews[wid]
        if "reviewed" in data:
            self.app.reviewed(ident, json.loads(data["reviewed"]))
        elif "error" in data:
            self.app.review_failed(ident)
        self.render()

    def _on_message(self, data: dict[str, Any]) -> None:
        if data.get("id") in self.reviews:
            self._on_review(data["id"], data)
        elif "ready" in data:
            self.worker_ready = True
            dom.mark("thinker", "worker")
            dom.mark("thinker-start", str(data.get("start", "")))  # web/pyodide-boot.mjs
            for message in self.queue:
                dom.post(self.worker, message)
            self.queue.clear()
        elif "failed" in data:
            self._fail()
        elif "answer" in data and data["id"] in self.waiting:
            self.thought(self.waiting.pop(data["id"]), Answer.from_json(data["answer"]))
        elif "error" in data:  # a fault of ours in the worker: the page shows it the same way
            self._fail()

    def _fail(self) -> None:
        if self.failed:
            return
        self.failed = True
        self.queue.clear()
        dom.mark("thinker", "page")
        self.app.thinking_here()
        for request in self.waiting.values():
            dom.later(0, lambda r=request: self.thought(r, answer(r)))  # type: ignore[misc]
        self.waiting.clear()
        for ident, review in self.reviews.values():  # the reviews start again on the page
            self._review_here(ident, review)
        self.reviews.clear()
        self.render()
