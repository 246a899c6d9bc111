"""Offline: after one visit, the page starts again with no server and no network.

The first visit happens in a persistent profile (a real one on disk, like a returning
visitor's) and opens only the home screen; the page registers ``sw.js``, which precaches
every file the page may need. Then the profile is closed, the server stopped, and the
profile reopened offline: the service worker alone must bring the page to ready, show the
home screen, open a Jaipur link (the URL fragment) and play a move with the computer's
reply, load Bombay (never opened online: its lazily fetched files can only come from the
cache) and play, and start in another language and switch to a third, whose catalogues
were never used online.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from e2e.bombay_script import buyer
from game.core.link import Record, Seat, encode
from game.jaipur import JAIPUR, TakeCamels
from scripts.build.serve import Server

ROOT = Path(__file__).resolve().parent.parent
CONTROLLED_TIMEOUT_MS = 30_000
LOAD_MS = 30_000
CODE_CACHE_S = 10  # at most, for Chromium to write the compiled wasm into the profile


def lazy_files() -> set[str]:
    """What the page fetches later: one zip per lazy game (web/<game>/files.py lists its
    contents, scripts/build/build.py writes it)."""
    return {f"runtime/{listing.parent.name}.zip" for listing in (ROOT / "web").glob("*/files.py")}


def catalogues() -> set[str]:
    """Every language's compiled catalogue (not only the one in use) and the first paint's."""
    codes = [po.stem for po in (ROOT / "web" / "locale").glob("*.po")]
    return {"runtime/locale/first-paint.js", *(f"runtime/locale/{code}.mo" for code in codes)}


def files_the_page_loads() -> set[str]:
    """The shell, its config, the runtime's core files, the start-up zip, the lazy games'
    files and the catalogues."""
    # The wasm under the address web/pyodide-boot.mjs asks for past the service worker.
    runtime = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm?http", "python_stdlib.zip"]
    return {
        "index.html",
        "pyscript.toml",
        "runtime/pyscript/core.js",
        *(f"runtime/pyodide/{name}" for name in runtime),
        "runtime/app.zip",  # the start-up modules (web/pyodide-boot.mjs fetches it)
        *lazy_files(),
        *catalogues(),
    }


def wait_for_code_cache(
    profile: Path, quiet_s: float = 0.0, within_s: float = CODE_CACHE_S, required: bool = False
) -> None:
    """Until Chromium has written the compiled wasm into the profile's code cache (an entry
    of 100 kB or more in ``Code Cache/wasm``) and the cache's files have not changed for
    ``quiet_s`` (two looks in a row by default).
    It writes them in the background with no event to wait for, and a profile closed
    mid-write once crashed the renderer when reopened offline (docs/development.md,
    "Chromium renderer crashes"). Usually done by the time the worker controls the page;
    after ``within_s`` the test goes on (a Chromium that caches no wasm: nothing to wait
    for), or fails if the compiled wasm was ``required``."""
    cache = profile / "Default" / "Code Cache"

    def sizes() -> dict[Path, int]:
        found = {}
        for path in cache.rglob("*"):
            try:
                found[path] = path.stat().st_size
            except FileNotFoundError:  # replaced while we looked
                continue
        return found

    end, before, since = time.monotonic() + within_s, None, time.monotonic()
    while time.monotonic() < end:
        now = sizes()
        if now != before:
            before, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet_s and any(
            p.parent.name == "wasm" and size >= 100_000 for p, size in now.items()
        ):
            return
        time.sleep(0.1)
    assert not required, f"no compiled wasm kept within {within_s} s: {before}"


def wait_until_cached(page: Page, url: str, profile: Path) -> None:
    """Wait until the service worker controls the page, then check its cache holds every
    file the page loads (``url``: the site's root), and wait for the profile's code cache."""
    page.wait_for_function(
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=CONTROLLED_TIMEOUT_MS,
    )
    cached = page.evaluate(
        """async () => {
            const names = (await caches.keys()).filter((n) => n.startsWith("bazaar-"));
            if (names.length !== 1) return names;
            return (await (await caches.open(names[0])).keys()).map((r) => r.url);
        }"""
    )
    missing = {url + path for path in files_the_page_loads()} - set(cached)
    assert not missing, f"the service worker did not cache: {sorted(missing)}"
    wait_for_code_cache(profile)


def game_link() -> str:
    """A Jaipur link, human (seat 0, to move) against the computer, where camels can be taken."""
    options = (1,)  # seat 0 starts
    for seed in range(1, 500):
        state = JAIPUR.new(JAIPUR.options_from_ints(options), seed)
        if TakeCamels() in JAIPUR.legal_moves(state):
            seats = (Seat("human", "Ana"), Seat("greedy", "Cpu"))
            return encode(Record("jaipur", options, seed, seats, ()))
    raise AssertionError("no deal with camels in the market")


def hot_seat_link() -> str:
    """Ana's first turn against Bo on this device (the curtain is up)."""
    seats = (Seat("human", "Ana"), Seat("human", "Bo"))
    return encode(Record("jaipur", (1,), 257, seats, ()))


def test_after_one_visit_the_page_both_games_and_every_language_work_offline(
    tmp_path: Path,
    serve_root: Callable[[], Server],
    launch_profile: Callable[..., BrowserContext],
    open_app: Callable[..., Page],
) -> None:
    server, profile = serve_root(), tmp_path / "profile"
    online = launch_profile(profile)
    wait_until_cached(open_app(online.new_page(), base=server.url), server.url, profile)
    online.close()
    server.shutdown()
    server.server_close()
    url = server.url
    offline = launch_profile(profile, offline=True)

    home = open_app(offline.new_page(), base=url)
    expect(home.locator(".home h1")).to_be_visible()

    table = open_app(offline.new_page(), "#" + game_link(), base=url)
    table.get_by_role("button", name="Take camels", exact=True).click()
    moves = table.locator(".log-list li")
    expect(moves.first).to_contain_text("Ana took ")
    expect(moves).to_have_count(2, timeout=15_000)  # the computer answered, offline too

    bombay = open_app(offline.new_page(), "#" + buyer().link(("human", "greedy")), base=url)
    expect(bombay.locator(".bombay")).to_be_visible(timeout=LOAD_MS)
    bombay.locator('[data-key^="action:buy"]').click()
    expect(bombay.locator(".log-list li").first).to_contain_text("Ana bought")

    home.locator("select.language").select_option("ja")  # remembered for the next start
    expect(home.locator(".home h1")).to_have_text("ジャイプルとボンベイで遊ぶ")
    page = open_app(offline.new_page(), "#" + hot_seat_link(), base=url)  # starts in Japanese
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(page.locator(".curtain h2")).to_have_text("Anaに端末を渡してください")
    page.locator('[data-act="reveal"]').click()
    page.locator('[data-act="rules"]').click()
    expect(page.locator(".rules h1")).to_have_text("ジャイプルの遊び方")
    page.locator("select.language").select_option("es")  # a catalogue not used yet
    expect(page.locator(".rules h1")).to_have_text("Cómo se juega a Jaipur")
