"""The document and the browser's services: mounting element trees, events, timers, the
think worker, fetching, the clipboard, share sheet and files, the clock and entropy.

With the other modules of ``web/shell/browser/`` and ``main.py`` the only modules that
import ``js``/``pyodide``. A render is one call: the tree goes to ``window.bazaarMount``
(index.html) as JSON, which builds it with createElement/createTextNode, so text is never
parsed as HTML.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy  # type: ignore[import-not-found]

from web.shell.browser import animate
from web.shell.browser.ffi import KEPT, js_object, present


def mount(root_id: str, tree: list[Any], slide: bool = False) -> None:
    """Put ``tree`` in place at once; with ``slide``, the table's keyed pieces then slide
    from where they stood to their new places (web/shell/table/motion.py), unless the reader
    asked for reduced motion or the table is a different one (another screen, game)."""
    before = animate.measure(root_id) if slide and animate.allowed() else None
    js.bazaarMount(root_id, json.dumps(tree, ensure_ascii=False, separators=(",", ":")))
    if before is not None:
        try:
            animate.play(root_id, *before)
        except Exception as error:  # noqa: BLE001 - motion is decoration: never lose a render
            js.console.warn(f"motion: {error!r}")


def patch(selector: str, tree: list[Any]) -> None:
    """Replace the first element matching ``selector`` with ``tree``, the rest untouched."""
    js.bazaarPatch(selector, json.dumps(tree, ensure_ascii=False, separators=(",", ":")))


def mark(name: str, value: str) -> None:
    """A ``data-<name>`` attribute on ``<html>``: a signal for tests and benchmarks."""
    js.document.documentElement.setAttribute(f"data-{name}", value)


def on(root_id: str, event: str, handler: Callable[[Any], None]) -> None:
    proxy = create_proxy(handler)
    KEPT.append(proxy)
    js.document.getElementById(root_id).addEventListener(event, proxy)


def on_window(event: str, handler: Callable[[Any], None]) -> None:
    proxy = create_proxy(handler)
    KEPT.append(proxy)
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
        js.window.requestIdleCallback(callback, js_object({"timeout": within_ms}))
    else:
        js.setTimeout(callback, within_ms)


def start_worker(url: str, on_message: Callable[[dict[str, Any]], None]) -> Any:
    """A module web worker; ``on_message`` gets each message it posts, as a dict, and
    ``{"failed": reason}`` if its script cannot load."""
    worker = js.Worker.new(url, js_object({"type": "module"}))
    message = create_proxy(lambda event: on_message(event.data.to_py()))
    error = create_proxy(
        lambda event: on_message({"failed": str(getattr(event, "message", "") or "no worker")})
    )
    KEPT.extend((message, error))
    worker.addEventListener("message", message)
    worker.addEventListener("error", error)
    return worker


def post(worker: Any, message: dict[str, Any]) -> None:
    worker.postMessage(js_object(message))


def _closest(event: Any, selector: str) -> Any:
    """The element matching ``selector`` at or above the event's target, or None."""
    target = event.target
    el = target.closest(selector) if present(target) and hasattr(target, "closest") else None
    return el if present(el) else None


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
    if present(dest):
        dest.scrollIntoView()
        dest.focus()
    return True


def form_values(form: Any) -> dict[str, str]:
    entries = js.Array.from_(js.FormData.new(form).entries())
    return {str(k): str(v) for k, v in entries}


def copy_url() -> None:
    js.bazaarCopy(str(js.location.href))


def copy_text(text: str) -> None:
    js.bazaarCopy(text)


def can_share() -> bool:
    """Whether the browser has the Web Share API (phones, some desktops)."""
    return present(getattr(js.navigator, "share", None))


def share(title: str, url: str) -> None:
    """The system's share sheet for a link (its promise is left alone: a cancel is fine)."""
    field = "text" if "\n" in url else "url"  # two links (a long message) go as text
    data = js_object({"title": title, field: url})
    js.navigator.share(data).catch(create_once_callable(lambda _error: None))


def download(filename: str, text: str) -> None:
    """Save ``text`` as a file (a Blob and a temporary link; nothing is parsed as HTML)."""
    blob = js.Blob.new(js_object([text]), js_object({"type": "application/json"}))
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
    if not present(files) or int(files.length) == 0:
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
    if present(langs) and int(langs.length):
        return [str(x) for x in langs]
    return [str(nav.language)] if present(getattr(nav, "language", None)) else []


def timing_mark(name: str) -> None:
    """A User Timing mark (``performance.mark``), for the benchmarks to read."""
    js.performance.mark(name)


def set_language(code: str, title: str) -> None:
    """``<html lang>`` follows the page's language (fonts, screen readers, hyphenation);
    so does the window's title."""
    js.document.documentElement.setAttribute("lang", code)
    js.document.title = title
