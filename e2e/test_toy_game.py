"""A third game plugs in through its own folders and one registry line on each side.

The tests' toy game (Nim: tests/toy/) is added to a copy of the sources as a new game is
added (tests/toy/overlay.py: ``game/toy/``, ``web/toy/``, a line in ``game/__init__.py``
and in ``web/games.py``; tests/test_toy_overlay.py checks nothing else changes), the page
is built from that copy and served, and a person plays it: its card on the home page, a
whole game against the computer, its link opened in a fresh browser, a reload. Never
shipped: the real build has no toy (docs/adding-a-game.md).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import ROOT, quick_computer, wait_ready
from scripts.build import serve
from tests.toy.overlay import add_toy

# What the build reads of the sources (runtime/ and .cache/ are copied too: the build
# then redoes only what the new game changes).
SOURCES = (
    *("game", "web", "assets", "scripts", "index.html", "pyscript.toml", "package.json"),
    *("package-lock.json", "pyproject.toml", "runtime", ".cache", "sw.js"),
)
COMPUTER_MS = 30_000


@pytest.fixture(scope="module")
def toy_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    tree = tmp_path_factory.mktemp("with-toy")
    for name in SOURCES:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, tree / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copyfile(src, tree / name)
    (tree / "node_modules").symlink_to(ROOT / "node_modules")
    add_toy(tree)
    build = [sys.executable, "-m", "scripts.build.build", "--quiet"]
    subprocess.run(build, cwd=tree, check=True, timeout=600)
    server = serve.start(port=0, root=tree)
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


def piles(page: Page) -> list[str]:
    return [p.get_attribute("aria-label") or "" for p in page.locator(".toy-pile").all()]


def open_page(page: Page, url: str) -> None:
    page.goto(url)
    wait_ready(page)


def test_the_toy_game_from_home_against_the_computer_to_the_end(
    page: Page, browser: Browser, toy_url: str
) -> None:
    quick_computer(page)
    open_page(page, toy_url)
    card = page.locator("article.g-toy")
    expect(card.get_by_role("heading", name="Nim")).to_be_visible()
    expect(card.get_by_role("button", name="Friends far away")).to_have_count(0)
    card.get_by_role("button", name="Play Nim").click()
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".toy-pile")).to_have_count(4)
    first = piles(page)

    # a move, then the computer's; a reload and the link in a fresh browser keep the position
    take_a_pile(page)
    expect(page.locator(".log-list li")).to_have_count(2, timeout=COMPUTER_MS)
    after = piles(page)
    assert after != first
    page.reload()
    wait_ready(page)
    expect(page.locator(".history .where")).to_have_text("Move 2 of 2")
    assert piles(page) == after
    fresh = browser.new_context()
    open_page(fresh.new_page(), page.url)
    assert piles(fresh.pages[0]) == after
    fresh.close()

    # the rest of the game, a whole pile at each turn, to the end and its result
    dialog = page.get_by_role("dialog")
    for _turn in range(30):
        mine = page.locator("button.toy-stone").first
        expect(mine.or_(dialog)).to_be_visible(timeout=COMPUTER_MS)
        if dialog.is_visible():
            break
        take_a_pile(page)
    expect(dialog).to_contain_text("took the last stone and wins")


def take_a_pile(page: Page) -> None:
    """Take the whole first pile left: its bottom stone, then Take; wait for the move."""
    moves = page.locator(".log-list li").count()
    page.locator("button.toy-stone").first.click()
    page.get_by_role("button", name="Take", exact=True).click()
    expect(page.locator(".log-list li").nth(moves)).to_be_attached(timeout=COMPUTER_MS)
