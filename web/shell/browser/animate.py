"""Motion on the page: the table's keyed pieces measured before a render and slid from
where they stood to their new places after it. The plan is pure (web/shell/table/motion.py);
this side measures and plays it, through two small JS functions (``motion.MEASURE_JS``,
``PLAY_JS``): a render makes 3 calls to JS, not 100s."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import js  # type: ignore[import-not-found]

from web.shell.browser.ffi import present

if TYPE_CHECKING:  # motion is imported on the first animated render, not at start
    from web.shell.table import motion

_js_fns: dict[str, Any] = {}


def _fn(name: str, args: str, body: str) -> Any:
    if name not in _js_fns:
        _js_fns[name] = js.Function.new(args, body)
    return _js_fns[name]


def allowed() -> bool:
    return not bool(js.matchMedia("(prefers-reduced-motion: reduce)").matches)


Measured = tuple[
    str, Any, list["motion.Piece"], list[tuple[float, str]], tuple[float, float], "motion.Zones"
]


def measure(root_id: str) -> Measured | None:
    """The scene's name, its keyed elements, their pieces, (map scale, path) each, and where
    the scene stands in the window. Boxes are measured from the scene's corner, so a
    banner above the table that comes or goes moves nothing."""
    from web.shell.table import motion

    got = _fn("measure", "root", motion.MEASURE_JS)(js.document.getElementById(root_id))
    if not present(got):
        return None
    zones, rows = json.loads(str(got[4]))
    pieces = [
        motion.Piece(key, motion.Rect(x, y, w, h), origin, sink, zone)
        for key, origin, sink, x, y, w, h, _k, _path, zone in rows
    ]
    maps = [(float(r[7]), str(r[8])) for r in rows]
    at = {name: (float(x), float(y)) for name, (x, y) in zones.items()}
    return str(got[0]), got[1], pieces, maps, (float(got[2]), float(got[3])), at


def play(
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
    now = measure(root_id)
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
