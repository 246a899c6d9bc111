"""The review panel of a finished game: the chances graph and the three costliest moves.

The graph is one SVG drawn in a box of 1000 x 100 units stretched to the panel
(``preserveAspectRatio="none"``, strokes that do not scale), one line per player in the
player's colour and dash (``assets/bazaar.css``: ``.rv-s0`` to ``.rv-s4``), a dashed line
at every new round (a game of several rounds). Its words (the axis, the rounds, the costliest moves' numbers)
are HTML placed over it in %, so they keep their size on a phone. Over the graph, one
strip per point is a button (by pointer: the history bar and the listed moves do the same
by keyboard) that shows the table after that turn; the three costliest moves are real
buttons doing the same. Names are text nodes, as everywhere.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple, Protocol

from web.core.i18n import _
from web.core.vdom import Node, h
from web.shell import renderers, widgets
from web.shell.table.review import review_table
from web.shell.table.review.review_state import Reviewing, ReviewState
from web.shell.table.session import Session

if TYPE_CHECKING:  # the bots are imported when a review is shown, not at start-up
    from game.bots.review import Decision, Review

WIDTH, HEIGHT = 1000, 100  # the graph's units (stretched to the panel)


class Table(Protocol):
    """What the panel reads of the game shown (``web.shell.table.playing.Playing``)."""

    @property
    def session(self) -> Session | None: ...
    @property
    def renderer(self) -> renderers.AnyRenderer: ...
    @property
    def review(self) -> ReviewState: ...


def review_panel(app: Table, running: Reviewing | None) -> Node | None:
    """The panel under the top bar while the review is open (``running``: the review
    being made, if any), else nothing."""
    s = app.session
    if s is None or not app.review.open or not s.over:
        return None
    result = app.review.of(s)
    if result is not None:
        body: list[Node] = [_graph(app, s, result), _costly(app, s, result)]
    else:
        body = [progress(running)]
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


def progress(running: Reviewing | None) -> Node:
    """The running review's progress: drawn in place as each turn is judged (the rest of
    the screen stays, so a click on Cancel is never lost to a new drawing)."""
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


class Point(NamedTuple):
    """A point of the graph: the moves played by then, every seat's chance, the turn judged
    (None: the start or the end)."""

    moves: int
    chances: tuple[float, ...]
    turn: Decision | None = None


def points(s: Session, result: Review, side: int | None) -> list[Point]:
    """The graph's points: the start, after every judged turn of ``side`` (its chance as
    it judged it then, so the line does not jump from one player's view to another's;
    None: every turn, each from its player's view), and the end (the winners share 1)."""
    n = len(s.seats)
    out = [Point(0, tuple(1.0 / n for _ in range(n)))]
    out += [Point(d.end, d.chances, d) for d in result.decisions if side in (None, d.seat)]
    if result.final:
        out.append(Point(len(s.moves), result.final))
    return out


def _x(moves: int, total: int) -> float:
    return WIDTH * moves / max(total, 1)


def _graph(app: Table, s: Session, result: Review) -> Node:
    side = app.review.side
    pts = points(s, result, side)
    names = s.names()
    total = len(s.moves)
    lines = []
    for seat in range(len(names)):
        coords = " ".join(
            f"{_x(p.moves, total):.1f},{HEIGHT * (1 - p.chances[seat]):.1f}" for p in pts
        )
        lines.append(h("polyline", {"class": "rv-halo", "points": coords}))
        lines.append(h("polyline", {"class": f"rv-line rv-s{seat}", "points": coords}))
    rounds = [(_x(d.at, total), d.round) for d in _round_starts(result)]
    judged = review_table.shown(s, result, side)
    here = judged.end if judged is not None else s.cursor
    label = (
        _("Each player's chance of winning after every turn")
        if side is None
        else _(
            "Each player's chance of winning after every turn of {name}, as {name} saw it",
            name=names[side],
        )
    )
    svg = h(
        "svg",
        {
            "class": "rv-svg",
            "viewBox": f"0 0 {WIDTH} {HEIGHT}",
            "preserveAspectRatio": "none",
            "role": "img",
            "aria-label": label,
        },
        [
            h("line", {"class": "rv-grid", "x1": 0, "x2": WIDTH, "y1": y, "y2": y})
            for y in (0, 50, 100)
        ],
        [
            h("line", {"class": "rv-round", "x1": x, "x2": x, "y1": 0, "y2": HEIGHT})
            for x, _r in rounds
        ],
        lines,
        h(
            "line",
            {
                "class": "rv-here",
                "x1": _x(here, total),
                "x2": _x(here, total),
                "y1": 0,
                "y2": HEIGHT,
            },
        ),
    )
    return h(
        "div",
        {"class": "rv-chart"},
        _sides(side, names),
        _legend(names),
        h(
            "div",
            {"class": "rv-frame"},
            h(
                "div",
                {"class": "rv-axis", "aria-hidden": "true"},
                h("span", None, "100 %"),
                h("span", None, "50 %"),
                h("span", None, "0 %"),
            ),
            h(
                "div",
                {"class": "rv-plot"},
                svg,
                [
                    _pct_label("rv-round-label", x, _("Round {round}", round=r + 1))
                    for x, r in rounds
                ],
                _marks(app, s, result),
                _hits(pts, total),
            ),
            _ticks(total),
        ),
    )


def _ticks(total: int) -> list[Node]:
    """The moves axis under the graph: a number every 5, 10, 20... moves (at most 8)."""
    step = next((k for k in (5, 10, 20, 25, 50, 100, 200) if total // k <= 8), 500)
    ticks = [_pct_label("rv-tick", _x(m, total), str(m)) for m in range(step, total, step)]
    return [  # under the axis of chances, and under the graph
        h("span", {"class": "rv-tick-name", "aria-hidden": "true"}, _("Move")),
        h("div", {"class": "rv-ticks", "aria-hidden": "true"}, ticks),
    ]


def _sides(side: int | None, names: tuple[str, ...]) -> Node:
    """Whose moves the graph and the list show: one player's, or every player's."""
    choices = [(str(seat), name) for seat, name in enumerate(names)]
    choices.append(("all", _("Every player")))
    buttons = [
        h(
            "button",
            {
                "type": "button",
                "class": "count-choice rv-side",
                "data-act": "review-side",
                "data-arg": arg,
                "data-key": f"review-side:{arg}",
                "aria-pressed": "true"
                if arg == ("all" if side is None else str(side))
                else "false",
            },
            text,
        )
        for arg, text in choices
    ]
    return h(
        "div",
        {"class": "rv-sides", "role": "group", "aria-labelledby": "rv-sides-label"},
        h("span", {"id": "rv-sides-label"}, _("Whose moves:")),
        buttons,
    )


def _round_starts(result: Review) -> list[Decision]:
    """The first judged turn of every round after the first."""
    out, last = [], 0
    for d in result.decisions:
        if d.round != last:
            out.append(d)
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


def _marks(app: Table, s: Session, result: Review) -> list[Node]:
    """The costliest moves' numbers on the graph, at the point after each."""
    out = []
    total = len(s.moves)
    for rank, d in enumerate(costliest_of(app, result), 1):
        style = f"left: {100 * d.end / max(total, 1):.2f}%; top: {100 * (1 - d.chance):.2f}%"
        out.append(
            h("span", {"class": "rv-mark", "style": style, "aria-hidden": "true"}, str(rank))
        )
    return out


def costliest_of(app: Table, result: Review) -> list[Decision]:
    """The costliest moves of the side the panel shows (every player's: of all)."""
    from game.bots.review import costliest

    side = app.review.side
    turns = tuple(d for d in result.decisions if side in (None, d.seat))
    return costliest(replace(result, decisions=turns))


def _hits(pts: list[Point], total: int) -> Node:
    """One strip per point, for the pointer: a judged turn's point shows the table before
    that turn with the moves compared; the start and the end show those positions."""
    xs = [100 * p.moves / max(total, 1) for p in pts]
    strips = []
    for i, p in enumerate(pts):
        left = (xs[i - 1] + xs[i]) / 2 if i else 0.0
        right = (xs[i] + xs[i + 1]) / 2 if i + 1 < len(pts) else 100.0
        if p.turn is not None:
            act, arg = "review-show", p.turn.at
            label = _("Show move {n}: the move played and the better one", n=p.turn.at + 1)
        else:
            act, arg, label = "goto", p.moves, _("Show the table after move {n}", n=p.moves)
        strips.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "rv-hit",
                    "tabindex": "-1",
                    "data-act": act,
                    "data-arg": str(arg),
                    "title": label,
                    "aria-label": label,
                    "style": f"left: {left:.2f}%; width: {right - left:.2f}%",
                },
            )
        )
    return h("div", {"class": "rv-hits", "aria-hidden": "true"}, strips)


def _costly(app: Table, s: Session, result: Review) -> Node:
    worst = costliest_of(app, result)
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
        h(
            "p",
            {"class": "rv-note"},
            _(
                "Chances as the computer's search judged them from what each player could see "
                "at the time, never from what was hidden from them. A button shows the table "
                "before that move, with the move played and the better one drawn on it."
            ),
        ),
    )


def _costly_button(app: Table, s: Session, d: Decision, rank: int) -> Node:
    names = s.names()
    before = s.game.view(s.states[d.at], None)
    played = renderers.describe(app.renderer, before, d.played, names[d.seat], names)
    better = renderers.describe(app.renderer, before, d.best, names[d.seat], names)
    return h(
        "button",
        {
            "type": "button",
            "class": "rv-move",
            "data-act": "review-show",
            "data-arg": str(d.at),
            "data-key": f"rv-move:{rank}",
        },
        h("span", {"class": "rv-rank"}, str(rank)),
        h(
            "span",
            {"class": "rv-what"},
            h("strong", None, _("Move {number}", number=d.at + 1)),
            " ",
            played,
        ),
        h(
            "span",
            {"class": "rv-odds"},
            _(
                "Chance of winning: {played} % instead of {best} %",
                played=round(100 * d.chance),
                best=round(100 * d.best_chance),
            ).replace(" %", "\u00a0%"),
        ),
        h("span", {"class": "rv-better"}, _("Better: {move}", move=better)),
    )
