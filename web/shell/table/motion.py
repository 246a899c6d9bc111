"""Motion between two renders, as pure logic: which element of the new table was which
element of the old one (FLIP: First, Last, Invert, Play), and where a piece that left
the table flies to. ``web/shell/browser/animate.py`` measures the elements and plays the plan.

Renderers mark pieces with attributes (pure: each game's ``web/<game>/`` renderer):

- ``data-motion="card/D/m2"``: a key of ``/``-separated parts, most general first. An old
  and a new element with the same key are the same piece; failing that, the same key
  without its last part, and so on (a diamond taken from market slot 2, ``card/D/m2``,
  is the new ``card/D/hand`` that nothing else claimed). Pairs form in document order.
- ``data-motion-from="deck"``: a piece that just arrived (a card drawn from the deck): it
  matches only an old element with the same key *and* the same origin (the same render
  again), otherwise it flies in from the old element keyed ``deck``.
- ``data-motion-sink="card token"``: where old pieces that have no new place fly to (and
  fade): the sink whose prefix is the longest start of their key.
- ``data-motion-zone="player0"`` (on a container): its pieces move along with it, so a
  zone pushed down by a longer line above it carries them without a slide.
- ``data-motion-path="x,y x,y"``: for an SVG piece, the waypoints (in the map's units,
  relative to where it stands now) it walks through to get here, e.g. an elephant's road.

Nothing here delays the new state: it is in the DOM before any of this runs; a move only
sets where each piece *starts* its short slide.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

DURATION_MS = 220  # a slide
STEP_MS = 60  # per extra waypoint of a walk
MAX_MS = 300  # the longest any motion lasts
MIN_MOVE_PX = 3.0  # smaller shifts are not worth a frame


@dataclass(frozen=True)
class Rect:
    """An element's box in page coordinates (CSS px)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


@dataclass(frozen=True)
class Piece:
    """A keyed element as the DOM step read it."""

    key: str
    rect: Rect
    origin: str = ""  # data-motion-from
    sink: str = ""  # data-motion-sink (space-separated key prefixes)
    zone: str = ""  # the data-motion-zone it lies in (a player's area, the market row...)


@dataclass(frozen=True)
class Plan:
    moves: tuple[tuple[int, int], ...]  # (new index, old index): slide from the old box
    arrivals: tuple[tuple[int, int], ...]  # (new index, old index of its origin)
    ghosts: tuple[tuple[int, int], ...]  # (old index, new index of its sink)


def _parts(key: str) -> list[str]:
    return key.split("/")


def match(old: list[Piece], new: list[Piece]) -> Plan:
    """Pair the old pieces with the new ones (see the module's docstring)."""
    pairs: dict[int, int] = {}  # new -> old
    used: set[int] = set()

    def pair_by(label_old: dict[int, str], label_new: dict[int, str]) -> None:
        waiting: dict[str, list[int]] = {}
        for i, label in label_old.items():
            if i not in used:
                waiting.setdefault(label, []).append(i)
        for j, label in label_new.items():
            if j in pairs:
                continue
            queue = waiting.get(label)
            if queue:
                i = queue.pop(0)
                pairs[j] = i
                used.add(i)

    # the same piece rendered again: same key and same origin
    pair_by(
        {i: f"{p.key}\n{p.origin}" for i, p in enumerate(old)},
        {j: f"{p.key}\n{p.origin}" for j, p in enumerate(new)},
    )
    depth = max((len(_parts(p.key)) for p in old + new), default=0)
    for d in range(depth, 0, -1):
        pair_by(
            {i: "/".join(_parts(p.key)[:d]) for i, p in enumerate(old)},
            {j: "/".join(_parts(p.key)[:d]) for j, p in enumerate(new) if not p.origin},
        )
    moves = tuple(sorted(pairs.items()))
    keyed: dict[str, int] = {}
    for i, p in enumerate(old):
        keyed.setdefault(p.key, i)
    arrivals = tuple(
        (j, keyed[_source(p.origin)])
        for j, p in enumerate(new)
        if j not in pairs and _source(p.origin) in keyed
    )
    ghosts = []
    for i, p in enumerate(old):
        if i in used:
            continue
        best: tuple[int, int] | None = None  # (prefix length, new index)
        for j, q in enumerate(new):
            for prefix in q.sink.split():
                if p.key.startswith(prefix) and (best is None or len(prefix) > best[0]):
                    best = (len(prefix), j)
        if best is not None:
            ghosts.append((i, best[1]))
    return Plan(moves, arrivals, tuple(ghosts))


Zones = dict[str, tuple[float, float]]


def follow(old: list[Piece], before: Zones, after: Zones) -> list[Piece]:
    """The old pieces moved along with their zone (``data-motion-zone``: a player's area, a
    row of the market): a zone pushed down by a longer line above it carries its pieces, so
    only what moved *within* the table's zones slides, not everything below a new line."""
    out = []
    for p in old:
        if p.zone in before and p.zone in after:
            dx = after[p.zone][0] - before[p.zone][0]
            dy = after[p.zone][1] - before[p.zone][1]
            r = p.rect
            p = Piece(p.key, Rect(r.x + dx, r.y + dy, r.w, r.h), p.origin, p.sink, p.zone)
        out.append(p)
    return out


def _source(origin: str) -> str:
    """The key an arrival comes from: its origin up to a ``#`` (what follows tells one
    arrival from the next: ``deck#1.30``, the deck as it was)."""
    return origin.split("#")[0]


def offset(before: Rect, after: Rect) -> tuple[float, float]:
    """How far the new box must be pushed back to stand where the old one was (centres)."""
    (bx, by), (ax, ay) = before.centre, after.centre
    return (bx - ax, by - ay)


def moved(dx: float, dy: float) -> bool:
    return math.hypot(dx, dy) >= MIN_MOVE_PX


def parse_path(text: str) -> list[tuple[float, float]]:
    """``"x,y x,y"`` as points (a malformed one is skipped)."""
    out = []
    for item in text.split():
        try:
            x, y = (float(v) for v in item.split(","))
        except ValueError:
            continue
        out.append((x, y))
    return out


def walk(start: tuple[float, float], path: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The waypoints from ``start`` (where the piece stood, relative to where it stands now)
    to ``(0, 0)``: the rest of ``path`` after its point nearest to ``start`` (the latest,
    if several are as near: a walk of one more step goes one step, not the whole road)."""
    frames = [start]
    if path:
        near = min(math.hypot(x - start[0], y - start[1]) for x, y in path)
        k = max(
            i for i, (x, y) in enumerate(path) if math.hypot(x - start[0], y - start[1]) <= near
        )
        frames += path[k + 1 :]
    if frames[-1] != (0.0, 0.0):
        frames.append((0.0, 0.0))
    return frames


def duration(frames: int) -> int:
    """A slide (two frames) takes ``DURATION_MS``; a longer walk a little more, up to
    ``MAX_MS``."""
    return min(MAX_MS, DURATION_MS + STEP_MS * max(0, frames - 2))


# --- the browser's side, as the text of two JS functions (web/shell/browser/animate.py makes them with
# ``new Function``): one call measures every keyed piece, one plays a whole plan.

# (root) -> null, or [scene name, elements, scene left, scene top, JSON [zones, rows]]:
# zones by name (their corner), and per element its key, origin, sink, box from the scene's
# corner, map scale (SVG: px per unit), path and zone
MEASURE_JS = """
var scene = root.querySelector("[data-motion-scene]");
if (!scene) return null;
var at = scene.getBoundingClientRect(), sx = -at.left, sy = -at.top;
var els = Array.from(root.querySelectorAll("[data-motion]")), zones = {};
root.querySelectorAll("[data-motion-zone]").forEach(function (z) {
  var r = z.getBoundingClientRect();
  zones[z.getAttribute("data-motion-zone")] = [r.left + sx, r.top + sy];
});
return [scene.getAttribute("data-motion-scene"), els, at.left, at.top, JSON.stringify([zones,
 els.map(function (el) {
  var r = el.getBoundingClientRect(), k = 0, m = null, z = el.closest("[data-motion-zone]");
  if (el instanceof SVGElement && el.parentNode && el.parentNode.getScreenCTM) {
    m = el.parentNode.getScreenCTM(); k = m ? m.a : 0;
  }
  return [el.getAttribute("data-motion"), el.getAttribute("data-motion-from") || "",
    el.getAttribute("data-motion-sink") || "", r.left + sx, r.top + sy, r.width, r.height, k,
    el.getAttribute("data-motion-path") || "", z ? z.getAttribute("data-motion-zone") : ""];
})])];
"""
# (root, old elements, new elements, JSON steps): a step is ["slide", new index, frames,
# ms, fade or null] or ["ghost", old index, box in the window, flight, ms]
PLAY_JS = """
var layer = null;
JSON.parse(steps).forEach(function (s) {
  if (s[0] === "slide") {
    var frames = s[2].map(function (p) { return {translate: p[0] + "px " + p[1] + "px"}; });
    if (s[4]) { frames[0].opacity = s[4][0]; frames[frames.length - 1].opacity = s[4][1]; }
    news[s[1]].animate(frames, {duration: s[3], easing: "ease-out"});
    return;
  }
  if (!layer) {
    layer = document.createElement("div");
    layer.className = "motion-layer";
    layer.setAttribute("aria-hidden", "true");
    layer.inert = true;
    root.querySelector("[data-motion-scene]").appendChild(layer);
  }
  var el = olds[s[1]], r = s[2];
  ["data-act", "data-arg", "data-key", "data-motion", "id", "role", "aria-label", "title",
   "aria-pressed"]
    .forEach(function (n) { el.removeAttribute(n); });
  el.classList.add("motion-ghost");
  el.style.left = r[0] + "px"; el.style.top = r[1] + "px";
  el.style.width = r[2] + "px"; el.style.height = r[3] + "px";
  layer.appendChild(el);
  el.animate([{translate: "0px 0px", opacity: 1},
              {translate: s[3][0] + "px " + s[3][1] + "px", opacity: 0}],
             {duration: s[4], easing: "ease-in", fill: "forwards"}).finished.then(function () {
    el.remove();  // (a promise: gone before anyone awaiting the same finish looks)
  }, function () { el.remove(); });
});
"""
