"""The review panel of a finished game: the chances graph and the three costliest moves.

The graph is one SVG drawn in a box of 1000 x 100 units stretched to the panel
(``preserveAspectRatio="none"``, strokes that do not scale), one line per player in the
player's colour and dash (``assets/bazaar.css``: ``.rv-s0`` to ``.rv-s4``), a dashed line
at every new round (Jaipur). Its words (the axis, the rounds, the costliest moves' numbers)
are HTML placed over it in %, so they keep their size on a phone. Over the graph, one
strip per point is a button (by pointer: the history bar and the listed moves do the same
by keyboard) that shows the table after that turn; the three costliest moves are real
buttons doing the same. Names are text nodes, as everywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from web.shell import renderers, widgets
from web.shell.i18n import _
from web.shell.reviews import Reviewing
from web.shell.session import Session
from web.shell.vdom import Node, h

if TYPE_CHECKING:  # the bots are imported when a review is shown, not at start-up
    from game.bots.review import Decision, Review

WIDTH, HEIGHT = 1000, 100  # the graph's units (stretched to the panel)


class App(Protocol):
    """What the panel reads from the App (``web.shell.app.App`` provides it)."""

    @property
    def session(self) -> Session | None: ...
    @property
    def renderer(self) -> renderers.AnyRenderer: ...
    @property
    def review_open(self) -> bool: ...
    def game_review(self) -> Review | None: ...
    def review_running(self) -> Reviewing | None: ...


def review_panel(app: App) -> Node | None:
    """The panel under the top bar while the review is open, else nothing."""
    s = app.session
    if s is None or not app.review_open or not s.over:
        return None
    result, running = app.game_review(), app.review_running()
    if result is not None:
        body: list[Node] = [_graph(app, s, result), _costly(app, s, result)]
    else:
        body = [_progress(running)]
    # One key for the end dialog's Review button, Cancel and Close: focus follows from one
    # to the next as the panel opens and the review is made.
    close = (
        widgets.button(_("Cancel the review"), "review-cancel", key="review-panel")
        if result is None
        else widgets.button(_("Close the review"), "review-close", key="review-panel")
    )
    return h(
        "section",
        {"class": "review", "aria-labelledby": "review-title"},
        h("div", {"class": "rv-head"}, h("h2", {"id": "review-title"}, _("Review")), close),
        body,
    )


PROGRESS = ".review .rv-progress"  # where progress() goes (main.py patches it in place)


def progress(app: App) -> Node:
    """The running review's progress: drawn in place as each turn is judged (the rest of
    the screen stays, so a click on Cancel is never lost to a new drawing)."""
    return _progress(app.review_running())


def _progress(running: Reviewing | None) -> Node:
    done, total = (running.done, running.total) if running else (0, 0)
    text = (
        _("Judging turn {done} of {total}…", done=done, total=total)
        if total
        else _("Preparing the review…")
    )
    return h(
        "div",
        {"class": "rv-progress", "role": "status"},
        h("p", None, text),
        h(
            "progress",
            {"max": max(total, 1), "value": done, "aria-label": _("Progress of the review")},
        ),
    )


def points(s: Session, result: Review) -> list[tuple[int, tuple[float, ...]]]:
    """The graph's points: (the move the table shows, every seat's chance) at the start,
    after every judged turn, and at the end (the winners share 1)."""
    n = len(s.seats)
    out = [(0, tuple(1.0 / n for _ in range(n)))]
    out += [(d.end, d.chances) for d in result.decisions]
    if result.final:
        out.append((len(s.moves), result.final))
    return out


def _x(i: int, count: int) -> float:
    return WIDTH * i / max(count - 1, 1)


def _graph(app: App, s: Session, result: Review) -> Node:
    pts = points(s, result)
    names = s.names()
    count = len(pts)
    lines = []
    for seat in range(len(names)):
        coords = " ".join(
            f"{_x(i, count):.1f},{HEIGHT * (1 - c[seat]):.1f}" for i, (_m, c) in enumerate(pts)
        )
        lines.append(h("polyline", {"class": "rv-halo", "points": coords}))
        lines.append(h("polyline", {"class": f"rv-line rv-s{seat}", "points": coords}))
    rounds = _round_starts(result)
    here = max((i for i, (m, _c) in enumerate(pts) if m <= s.cursor), default=0)
    svg = h(
        "svg",
        {
            "class": "rv-svg",
            "viewBox": f"0 0 {WIDTH} {HEIGHT}",
            "preserveAspectRatio": "none",
            "role": "img",
            "aria-label": _("Each player's chance of winning after every turn"),
        },
        [h("line", {"class": "rv-grid", "x1": 0, "x2": WIDTH, "y1": y, "y2": y}) for y in (0, 50, 100)],
        [h("line", {"class": "rv-round", "x1": _x(i, count), "x2": _x(i, count), "y1": 0, "y2": HEIGHT}) for i, _r in rounds],
        lines,
        h("line", {"class": "rv-here", "x1": _x(here, count), "x2": _x(here, count), "y1": 0, "y2": HEIGHT}),
    )  # fmt: skip
    return h(
        "div",
        {"class": "rv-chart"},
        _legend(names),
        h(
            "div",
            {"class": "rv-frame"},
            h("div", {"class": "rv-axis", "aria-hidden": "true"}, h("span", None, "100 %"), h("span", None, "50 %"), h("span", None, "0 %")),
            h(
                "div",
                {"class": "rv-plot"},
                svg,
                [_pct_label("rv-round-label", _x(i, count), _("Round {round}", round=r + 1)) for i, r in rounds],
                _marks(s, result, pts),
                _hits(pts),
            ),
        ),
    )  # fmt: skip


def _round_starts(result: Review) -> list[tuple[int, int]]:
    """(graph point, round) where a new round starts: the point before its first turn."""
    out, last = [], 0
    for i, d in enumerate(result.decisions):
        if d.round != last:
            out.append((i, d.round))
            last = d.round
    return out


def _pct_label(cls: str, x: float, text: str) -> Node:
    return h("span", {"class": cls, "style": f"left: {100 * x / WIDTH:.2f}%"}, text)


def _legend(names: tuple[str, ...]) -> Node:
    def swatch(seat: int) -> Node:
        return h(
            "svg",
            {"class": "rv-swatch", "viewBox": "0 0 32 10", "aria-hidden": "true"},
            h("line", {"class": "rv-halo", "x1": 1, "x2": 31, "y1": 5, "y2": 5}),
            h("line", {"class": f"rv-line rv-s{seat}", "x1": 1, "x2": 31, "y1": 5, "y2": 5}),
        )

    items = [h("li", None, swatch(seat), name) for seat, name in enumerate(names)]
    return h("ul", {"class": "rv-legend", "aria-label": _("Players")}, items)


def _marks(s: Session, result: Review, pts: list[tuple[int, tuple[float, ...]]]) -> list[Node]:
    """The costliest moves' numbers on the graph, at the point after each."""
    from game.bots.review import costliest

    out = []
    for rank, d in enumerate(costliest(result), 1):
        i = 1 + result.decisions.index(d)
        style = f"left: {100 * i / max(len(pts) - 1, 1):.2f}%; top: {100 * (1 - d.chance):.2f}%"
        out.append(
            h("span", {"class": "rv-mark", "style": style, "aria-hidden": "true"}, str(rank))
        )
    return out


def _hits(pts: list[tuple[int, tuple[float, ...]]]) -> Node:
    """One strip per point, for the pointer: it shows the table after that turn."""
    width = 100 / max(len(pts) - 1, 1)
    strips = []
    for i, (move, _c) in enumerate(pts):
        label = _("Show the table after move {n}", n=move)
        left = max(0.0, (i - 0.5) * width)
        right = min(100.0, (i + 0.5) * width)
        strips.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "rv-hit",
                    "tabindex": "-1",
                    "data-act": "goto",
                    "data-arg": str(move),
                    "title": label,
                    "aria-label": label,
                    "style": f"left: {left:.2f}%; width: {right - left:.2f}%",
                },
            )
        )
    return h("div", {"class": "rv-hits", "aria-hidden": "true"}, strips)


def _costly(app: App, s: Session, result: Review) -> Node:
    from game.bots.review import costliest

    worst = costliest(result)
    if not worst:
        return h(
            "p", {"class": "rv-none"}, _("No move cost its player anything the computer could see.")
        )
    items = [h("li", None, _costly_button(app, s, d, rank)) for rank, d in enumerate(worst, 1)]
    return h(
        "div",
        {"class": "rv-costly"},
        h("h3", None, _("The moves that cost the most")),
        h("ol", None, items),
        h("p", {"class": "rv-note"}, _(
            "Chances as the computer's search judged them from what each player could see "
            "at the time, never from what was hidden from them. A button shows the table "
            "after that move."
        )),
    )  # fmt: skip


def _costly_button(app: App, s: Session, d: Decision, rank: int) -> Node:
    names = s.names()
    before = s.game.view(s.states[d.at], None)
    played = renderers.describe(app.renderer, before, d.played, names[d.seat], names)
    better = renderers.describe(app.renderer, before, d.best, names[d.seat], names)
    return h(
        "button",
        {"type": "button", "class": "rv-move", "data-act": "goto", "data-arg": str(d.end), "data-key": f"rv-move:{rank}"},
        h("span", {"class": "rv-rank"}, str(rank)),
        h("span", {"class": "rv-what"}, h("strong", None, _("Move {number}", number=d.at + 1)), " ", played),
        h("span", {"class": "rv-odds"}, _(
            "Chance of winning: {played} % instead of {best} %",
            played=round(100 * d.chance), best=round(100 * d.best_chance),
        )),
        h("span", {"class": "rv-better"}, _("Better: {move}", move=better)),
    )  # fmt: skip
