"""A turn the review judged, on the table: the position before it, the moves played in it
and the ones the review's search preferred, both drawn by the game's renderer
(``TableContext.compare``) under a caption that says which is which.

While the review is open, a position where a judged turn begins (a listed move, a point
of the graph, or the history bar stopping there) shows that turn so. The table is drawn
from its player's view, what the review judged it from; the game is over, nothing is
given away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

from web.core.i18n import _
from web.core.vdom import Node, h
from web.shell import renderers
from web.shell.renderers import AnyPlayed, AnyRenderer, Compare, GameView
from web.shell.table.review.review_state import ReviewState
from web.shell.table.session import Session

V = TypeVar("V", bound=GameView)

if TYPE_CHECKING:  # the bots are imported when a review is shown, not at start-up
    from game.bots.review import Decision, Review


class Table(Protocol):
    """What the table reads of the review (``web.shell.table.playing.Playing`` provides it)."""

    @property
    def review(self) -> ReviewState: ...


def shown(s: Session, result: Review | None, side: int | None) -> Decision | None:
    """The judged turn of ``side`` (None: of any seat) that begins at the position on
    screen, if any (the table keeps one player's side while the history is stepped)."""
    if result is None or s.latest:
        return None
    return next((d for d in result.decisions if d.at == s.cursor and side in (None, d.seat)), None)


def on_table(app: Table, s: Session, r: AnyRenderer) -> tuple[GameView, Compare[GameView]] | None:
    """The table's view and the turn to compare, when the review is open and one of the
    turns it shows begins on screen."""
    d = shown(s, app.review.of(s), app.review.side) if app.review.open else None
    return None if d is None else (table_view(s, d), compare(s, r, d))


def compare(s: Session, r: AnyRenderer, d: Decision) -> Compare[GameView]:
    """The turn ``d`` as played and as the search would have played it."""
    played = tuple(_played(s, r, s.states[k], s.moves[k], d.seat) for k in range(d.at, d.end))
    better: list[AnyPlayed] = []
    state = s.states[d.at]
    for text in d.better or (d.best,):
        if s.game.to_move(state) != d.seat:
            break
        move = next((m for m in s.game.legal_moves(state) if str(m) == text), None)
        if move is None:  # a plan made from what the player saw: stop where it differs
            break
        better.append(_played(s, r, state, text, d.seat))
        state = s.game.apply_unchecked(state, move)
    return Compare(d.at + 1, d.seat, played, tuple(better), d.chance, d.best_chance)


def table_view(s: Session, d: Decision) -> GameView:
    """The table of the judged turn: its player's view before it."""
    return s.game.view(s.states[d.at], d.seat)


def _played(s: Session, r: AnyRenderer, state: object, text: str, seat: int) -> AnyPlayed:
    names = s.names()
    before = s.game.view(state, None)
    move = next(m for m in s.game.legal_moves(state) if str(m) == text)
    after = s.game.view(s.game.apply_unchecked(state, move), None)
    sentence = renderers.describe(r, before, text, names[seat], names)
    return renderers.Played(before, after, text, seat, sentence)


def caption(c: Compare[V], texts: tuple[str, str] = ("", ""), *extra: Node | None) -> Node:
    """The caption over the table: which move this is, the move played and the better one
    (``texts``: each in one line, else their sentences; ``extra``: what the renderer adds
    to each, small card faces or numbered steps), and the player's chances with each. A
    key before each line shows how the table draws it (the renderer's CSS)."""
    played_text = texts[0] or " ".join(p.text for p in c.played)
    better_text = texts[1] or " ".join(p.text for p in c.better)
    same = [p.move for p in c.played[: len(c.better)]] == [p.move for p in c.better]
    odds = _(
        "Chance of winning: {played} % instead of {best} %",
        played=round(100 * c.chance),
        best=round(100 * c.best_chance),
    ).replace(" %", "\u00a0%")  # a number and its % never part at a line's end
    return h(
        "div",
        {"class": "rv-compare", "role": "group", "aria-labelledby": "rv-compare-title"},
        h(
            "p",
            {"class": "rv-c-title", "id": "rv-compare-title"},
            h("strong", None, _("Move {number}, before it was played", number=c.number)),
        ),
        h(
            "p",
            {"class": "rv-c-played"},
            h("span", {"class": "rv-c-key", "aria-hidden": "true"}),
            _("Played: {move}", move=played_text),
            extra[0] if extra else None,
        ),
        h("p", {"class": "rv-c-same"}, _("The computer's search would have played it too."))
        if same
        else [
            h(
                "p",
                {"class": "rv-c-better"},
                h("span", {"class": "rv-c-key", "aria-hidden": "true"}),
                _("Better: {move}", move=better_text),
                extra[1] if len(extra) > 1 else None,
            ),
            h("p", {"class": "rv-c-odds"}, odds),
        ],
    )
