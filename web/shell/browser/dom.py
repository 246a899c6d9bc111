"""The browser side of the page: mounting element trees, storage, URL, clipboard.

With ``main.py`` the only module that imports ``js``/``pyodide``. A render is
one call: the tree goes to ``window.bazaarMount`` (index.html) as JSON, which
builds it with createElement/createTextNode, so text is never parsed as HTML.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import (  # type: ignore[import-not-found]
    create_once_callable,
    create_proxy,
    to_js,
)

if TYPE_CHECKING:  # motion is imported on the first animated render, not at start
    from web.shell.table import motion

_keep: list[Any] = []  # event proxies live as long as the page


def mount(root_id: str, tree: list[Any], animate: bool = False) -> None:
    """Put ``tree`` in place at once; with ``animate``, the table's keyed pieces then slide
    from where they stood to their new places (web/shell/table/motion.py), unless the reader
    asked for reduced motion or the table is a different one (another screen, game)."""
    before = _measure(root_id) if animate and _motion_allowed() else None
    js.bazaarMount(root_id, json.dumps(tree, ensure_ascii=False, separators=(",", ":")))
    if before is not None:
        try:
            _play(root_id, *before)
        except Exception as error:  # noqa: BLE001 - motion is decoration: never lose a render
            js.console.warn(f"motion: {error!r}")


def patch(selector: str, tree: list[Any]) -> None:
    """Replace the first element matching ``selector`` with ``tree``, the rest untouched."""
    js.bazaarPatch(selector, json.dumps(tree, ensure_ascii=False, separators=(",", ":")))


# --- motion (the plan is web/shell/table/motion.py; this side measures and plays it) ----------
# Two small JS functions (motion.MEASURE_JS, PLAY_JS): a render makes 3 calls to JS, not 100s.

_js_fns: dict[str, Any] = {}


def _fn(name: str, args: str, body: str) -> Any:
    if name not in _js_fns:
        _js_fns[name] = js.Function.new(args, body)
    return _js_fns[name]


def _motion_allowed() -> bool:
    return not bool(js.matchMedia("(prefers-reduced-motion: reduce)").matches)


Measured = tuple[
    str, Any, list["motion.Piece"], list[tuple[float, str]], tuple[float, float], "motion.Zones"
]


def _measure(root_id: str) -> Measured | None:
    """The scene's name, its keyed elements, their pieces, (map scale, path) each, and where
    the scene stands in the window. Boxes are measured from the scene's corner, so a
    banner above the table that comes or goes moves nothing."""
    from web.shell.table import motion

    got = _fn("measure", "root", motion.MEASURE_JS)(js.document.getElementById(root_id))
    if not _present(got):
        return None
    zones, rows = json.loads(str(got[4]))
    pieces = [
        motion.Piece(key, motion.Rect(x, y, w, h), origin, sink, zone)
        for key, origin, sink, x, y, w, h, _k, _path, zone in rows
    ]
    maps = [(float(r[7]), str(r[8])) for r in rows]
    at = {name: (float(x), float(y)) for name, (x, y) in zones.items()}
    return str(got[0]), got[1], pieces, maps, (float(got[2]), float(got[3])), at


def _play(
    root_id: str,
    scene: str,
    old_els: Any,
    old: list[motion.Piece],
    _svg: Any,
    _at: Any,
    zones: motion.Zones,
) -> None:
    from web.shell.table import motion

    root = js.document.getElementById(root_id)
    now = _measure(root_id)
    if now is None or now[0] != scene:
        return  # another screen or game: it appears as it is
    _scene, new_els, new, svg, (ox, oy), new_zones = now
    old = motion.follow(old, zones, new_zones)
    plan = motion.match(old, new)
    steps: list[list[Any]] = []
    for j, i in plan.moves:
        dx, dy = motion.offset(old[i].rect, new[j].rect)
        if motion.moved(dx, dy):
            steps += _slide(j, dx, dy, svg[j], None)
    for j, i in plan.arrivals:
        dx, dy = motion.offset(old[i].rect, new[j].rect)
        steps += _slide(j, dx, dy, svg[j], (0.3, 1))
    for i, j in plan.ghosts:
        if not _svg[i][0]:  # a map's piece has no place outside its map
            was = old[i].rect
            dx, dy = motion.offset(new[j].rect, was)
            box = [was.x + ox, was.y + oy, was.w, was.h]  # in the window, as the scene is now
            steps.append(["ghost", i, box, [dx, dy], motion.MAX_MS - 20])
    if steps:
        _fn("play", "root, olds, news, steps", motion.PLAY_JS)(
            root, old_els, new_els, json.dumps(steps)
        )


def _slide(
    j: int, dx: float, dy: float, svg: tuple[float, str], fade: tuple[float, float] | None
) -> list[list[Any]]:
    """A slide of new element ``j`` from ``(dx, dy)`` px away to its place; an SVG piece in
    its map's units, along its ``data-motion-path`` if it has one."""
    from web.shell.table import motion

    k, path = svg
    points = [(dx, dy), (0.0, 0.0)]
    if k:
        start = (dx / k, dy / k)
        points = motion.walk(start, motion.parse_path(path)) if path else [start, (0.0, 0.0)]
    frames = [[round(x, 1), round(y, 1)] for x, y in points]
    return [["slide", j, frames, motion.duration(len(points)), fade]]


def mark(name: str, value: str) -> None:
    """A ``data-<name>`` attribute on ``<html>``: a signal for tests and benchmarks."""
    js.document.documentElement.setAttribute(f"data-{name}", value)


def on(root_id: str, event: str, handler: Callable[[Any], None]) -> None:
    proxy = create_proxy(handler)
    _keep.append(proxy)
    js.document.getElementById(root_id).addEventListener(event, proxy)


def on_window(event: str, handler: Callable[[Any], None]) -> None:
    proxy = create_proxy(handler)
    _keep.append(proxy)
    js.window.addEventListener(event, proxy)


def later(delay_ms: int, fn: Callable[[], None]) -> None:
    js.setTimeout(create_once_callable(fn), delay_ms)


def after_paint(fn: Callable[[], None]) -> None:
    """``fn`` once the screen as it is now has been painted (the next frame, then a task)."""
    js.requestAnimationFrame(create_once_callable(lambda _time: later(0, fn)))


def when_idle(within_ms: int, fn: Callable[[], None]) -> None:
    """``fn`` once the browser is idle (at most ``within_ms`` from now); where
    ``requestIdleCallback`` is missing (Safari), after ``within_ms``."""
    callback = create_once_callable(lambda *_: fn())
    if hasattr(js.window, "requestIdleCallback"):
        js.window.requestIdleCallback(
            callback, to_js({"timeout": within_ms}, dict_converter=js.Object.fromEntries)
        )
    else:
        js.setTimeout(callback, within_ms)


def start_worker(url: str, on_message: Callable[[dict[str, Any]], None]) -> Any:
    """A module web worker; ``on_message`` gets each message it posts, as a dict, and
    ``{"failed": reason}`` if its script cannot load."""
    worker = js.Worker.new(url, to_js({"type": "module"}, dict_converter=js.Object.fromEntries))
    message = create_proxy(lambda event: on_message(event.data.to_py()))
    error = create_proxy(
        lambda event: on_message({"failed": str(getattr(event, "message", "") or "no worker")})
    )
    _keep.extend((message, error))
    worker.addEventListener("message", message)
    worker.addEventListener("error", error)
    return worker


def post(worker: Any, message: dict[str, Any]) -> None:
    worker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))


def _closest(event: Any, selector: str) -> Any:
    """The element matching ``selector`` at or above the event's target, or None."""
    target = event.target
    el = target.closest(selector) if _present(target) and hasattr(target, "closest") else None
    return el if _present(el) else None


def action_of(event: Any) -> tuple[str, str] | None:
    """The (data-act, data-arg) of the enabled button an event came from."""
    el = _closest(event, "[data-act]")
    if el is None or el.hasAttribute("disabled"):
        return None
    return str(el.getAttribute("data-act")), str(el.getAttribute("data-arg") or "")


def in_page_link(event: Any) -> bool:
    """A click on a link to a part of the page (``data-scroll``, the rules' contents):
    go there without changing the address, which holds the game."""
    el = _closest(event, "a[data-scroll]")
    if el is None:
        return False
    event.preventDefault()
    dest = js.document.getElementById(el.getAttribute("data-scroll"))
    if _present(dest):
        dest.scrollIntoView()
        dest.focus()
    return True


def _present(value: Any) -> bool:
    """Whether a JS value is an object (not None, null or undefined)."""
    return value is not None and type(value).__name__ not in ("JsNull", "JsUndefined")


def form_values(form: Any) -> dict[str, str]:
    entries = js.Array.from_(js.FormData.new(form).entries())
    return {str(k): str(v) for k, v in entries}


def fragment() -> str:
    """The URL fragment (percent-decoded when it can be; links never need it)."""
    raw = str(js.location.hash)[1:]
    try:
        return str(js.decodeURIComponent(raw))
    except Exception:  # noqa: BLE001 - a malformed %-escape: give the raw text to the link reader
        return raw


def history_state() -> str | None:
    """The state of the current history entry (ours are JSON text, see places.py)."""
    state = js.history.state
    return str(state) if _present(state) and isinstance(state, str) else None


def _url(fragment: str) -> str:
    return f"#{fragment}" if fragment else str(js.location.pathname) + str(js.location.search)


def push_state(state: str, fragment: str) -> None:
    js.history.pushState(state, "", _url(fragment))


def replace_state(state: str, fragment: str) -> None:
    js.history.replaceState(state, "", _url(fragment))


def history_go(delta: int) -> None:
    js.history.go(delta)


def page_url() -> str:
    """The page's address without its fragment."""
    return str(js.location.origin) + str(js.location.pathname) + str(js.location.search)


def copy_url() -> None:
    js.bazaarCopy(str(js.location.href))


def copy_text(text: str) -> None:
    js.bazaarCopy(text)


def can_share() -> bool:
    """Whether the browser has the Web Share API (phones, some desktops)."""
    return _present(getattr(js.navigator, "share", None))


def share(title: str, url: str) -> None:
    """The system's share sheet for a link (its promise is left alone: a cancel is fine)."""
    field = "text" if "\n" in url else "url"  # two links (a long message) go as text
    data = to_js({"title": title, field: url}, dict_converter=js.Object.fromEntries)
    js.navigator.share(data).catch(create_once_callable(lambda _error: None))


def download(filename: str, text: str) -> None:
    """Save ``text`` as a file (a Blob and a temporary link; nothing is parsed as HTML)."""
    blob = js.Blob.new(
        to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries)
    )
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href, link.download = url, filename
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    later(1000, lambda: js.URL.revokeObjectURL(url))


async def file_text(input_element: Any) -> str | None:
    """The text of the file chosen in a file input (None: none chosen); the input is reset
    so the same file can be chosen again."""
    files = input_element.files
    if not _present(files) or int(files.length) == 0:
        return None
    text = str(await files.item(0).text())
    input_element.value = ""
    return text


def now() -> int:
    return int(js.Date.now())


def random_seed() -> int:
    arr = js.Uint32Array.new(1)
    js.crypto.getRandomValues(arr)
    return int(arr[0])


async def fetch_bytes(path: str, progress: Callable[[int, int], None]) -> bytes:
    """The body of ``path``; ``progress(received, total)`` as it arrives (total 0: unknown)."""
    callback = create_proxy(progress)
    try:
        data = await js.bazaarFetchBytes(path, callback)
    finally:
        callback.destroy()
    return bytes(data.to_py())


async def fetch_text(path: str) -> str:
    resp = await js.fetch(path)
    if not resp.ok:
        raise OSError(f"{path}: HTTP {resp.status}")
    return str(await resp.text())


def browser_languages() -> list[str]:
    """The browser's preferred languages, best first (``navigator.languages``)."""
    nav: Any = js.navigator
    langs: Any = getattr(nav, "languages", None)
    if _present(langs) and int(langs.length):
        return [str(x) for x in langs]
    return [str(nav.language)] if _present(getattr(nav, "language", None)) else []


def timing_mark(name: str) -> None:
    """A User Timing mark (``performance.mark``), for the benchmarks to read."""
    js.performance.mark(name)


def set_language(code: str, title: str) -> None:
    """``<html lang>`` follows the page's language (fonts, screen readers, hyphenation);
    so does the window's title."""
    js.document.documentElement.setAttribute("lang", code)
    js.document.title = title


class LocalStore:
    """``localStorage`` as a ``web.saves.Store``; a private tab without storage
    falls back to memory (the game still plays, it is just not kept)."""

    def __init__(self) -> None:
        self.memory: dict[str, str] | None = None
        try:
            js.localStorage.setItem("bazaar.probe", "1")
            js.localStorage.removeItem("bazaar.probe")
        except Exception:  # noqa: BLE001 - any storage failure means: use memory
            self.memory = {}

    def get(self, key: str) -> str | None:
        if self.memory is not None:
            return self.memory.get(key)
        value = js.localStorage.getItem(key)
        return str(value) if _present(value) else None

    def set(self, key: str, value: str) -> None:
        if self.memory is not None:
            self.memory[key] = value
            return
        try:
            js.localStorage.setItem(key, value)
        except Exception:  # noqa: BLE001 - storage full: keep playing in memory
            self.memory = {key: value}

    def delete(self, key: str) -> None:
        if self.memory is not None:
            self.memory.pop(key, None)
        else:
            js.localStorage.removeItem(key)

    def all_keys(self) -> list[str]:
        if self.memory is not None:
            return list(self.memory)
        store = js.localStorage
        return [str(store.key(i)) for i in range(int(store.length))]
