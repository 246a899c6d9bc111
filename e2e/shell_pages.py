"""Helpers for the shell's browser tests: game links made with the engine (the page's own
computer replies, so a link stops just before the move the page will make), axe-core
checks and screenshots.

- ``play(game, options, seed, kinds, stop)``: the moves of a game played by the page's
  computers (``web.shell.table.think.choose_move``) until ``stop(moves, state)`` says so.
- ``axe_findings(page)``: the serious and critical axe-core findings on the page now
  (axe is injected from ``node_modules/axe-core``, pinned in package.json).
- ``shoot(page, name)``: a screenshot into ``e2e/screenshots/`` (git-ignored), named by
  the screen and the viewport size, for people to look at.
- ``settle(page)``: waits until the fonts are loaded, no animation runs and the browser has
  drawn a frame since, so a picture or a measure shows the screen as it stays.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from game import GAMES
from game.core.link import Record, Seat, encode
from web.shell.table.think import choose_move

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SHOTS = ROOT / "e2e" / "screenshots"
SIZES = ((1280, 800), (360, 740))
BAD = ("serious", "critical")

Stop = Callable[[list[str], Any], bool]


def play(game_name: str, options: tuple[int, ...], seed: int, stop: Stop) -> list[str]:
    """Moves chosen by the page's greedy computer for every seat until ``stop``."""
    game = GAMES[game_name]
    state = game.new(game.options_from_ints(options), seed)
    moves: list[str] = []
    while not stop(moves, state) and game.outcome(state) is None:
        seat = game.to_move(state)
        assert seat is not None  # the game is not over
        move = choose_move(game, state, seat, "greedy", seed, len(moves))
        moves.append(str(move))
        state = game.apply(state, move)
    return moves


def link(
    game: str, options: tuple[int, ...], seed: int, seats: tuple[Seat, ...], moves: Any
) -> str:
    return encode(Record(game, options, seed, seats, tuple(moves)), GAMES)


def axe_findings(page: Page) -> list[str]:
    """Serious and critical axe-core violations: "rule: selector (help)" per element."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".map(v => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.map(n => n.target.join(' '))}))"
    )
    return [
        f"{v['id']}: {node} ({v['help']})"
        for v in result
        if v["impact"] in BAD
        for node in v["nodes"]
    ]


# Polled every frame. (A predicate of wait_for_function is not awaited: an async one returns
# a Promise, which is truthy, so the wait would end at once; the frames are waited after.)
SETTLED = """() => document.fonts.status === "loaded"
  && !document.getAnimations().some((a) => a.playState === "running"
                                        && a.effect.getTiming().iterations !== Infinity)
  && !document.querySelector(".motion-ghost")"""
TWO_FRAMES = (
    "() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))"
)
SETTLE_MS = 10_000


def settle(page: Page) -> None:
    """Fonts loaded, no motion in flight (a slide, a piece flying off the table, a focus
    ring's transition; a busy spinner turns for ever and does not count) and two frames
    drawn since: what a picture or a measure of the screen should see."""
    page.wait_for_function(SETTLED, timeout=SETTLE_MS)
    page.evaluate(TWO_FRAMES)


def shoot(page: Page, name: str) -> Path:
    """Save a screenshot as e2e/screenshots/<name>-<width>x<height>.png: the whole page, or
    what the player sees while a modal (curtain, dialog) covers the screen."""
    size = page.viewport_size or {"width": 0, "height": 0}
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}-{size['width']}x{size['height']}.png"
    whole = page.locator("[aria-modal=true]").count() == 0
    page.screenshot(path=str(path), full_page=whole, animations="disabled")
    return path
