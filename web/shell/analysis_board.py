"""The analysis board as the player sees it: the game screen's frame around one position.

The table is the game's own (the renderer draws the seat's view: its hand shown, the
others' hidden; the best move on it as a hint, a whole turn as a hint's plan), read-only
but for trying a move; the history bar steps through the moves tried; the move log's
place holds the computer's verdict: the three best moves with their chances (each a
button that tries it), or the seat's chance of winning when it is not to move, or that
the computer is thinking. The board's data is ``web.shell.page.states.Analysing``.
"""

from __future__ import annotations

from web.core.i18n import _
from web.core.vdom import Node, h
from web.shell import registry, renderers, widgets
from web.shell.analysis import movable, sentence, verdict
from web.shell.page.states import Analysing
from web.shell.renderers import AnyPlayed
from web.shell.table.game_screen import actions_area
from web.shell.table.think import Answer


def analysis_board(a: Analysing) -> Node:
    line, r = a.line, a.renderer
    view, found = line.view, verdict(a)
    best = found.best if found is not None else ()
    ctx = renderers.TableContext(view, a.selection, a.names, movable(a), last=_last(a))
    if best and movable(a):
        ctx.hint, ctx.plan = best[a.shown][0][0], best[a.shown]
    selection = a.selection if movable(a) else None
    return h(
        "div",
        {"class": f"game g-{line.game_name} analysis"},
        _top(a),
        _note(a),
        h(
            "div",
            {"class": "board"},
            h(
                "div",
                {"class": "table-area"},
                r.render_table(ctx),
                actions_area(r, view, selection, hinted=ctx.hint),
            ),
            _panel(a, found),
        ),
    )


def _top(a: Analysing) -> Node:
    line = a.line
    title = _("Analysis: {game}", game=registry.title(line.game_name))
    playable = bool(line.link()) and line.view.outcome is None
    return h(
        "div",
        {"class": "game-bar"},
        h("h1", None, title),
        widgets.history_bar(line.cursor, len(line.moves)),
        h(
            "div",
            {"class": "row"},
            widgets.button(_("Back to the game"), "back-to-game", key="back-to-game")
            if a.over is not None
            else None,
            widgets.button(
                _("Share this position"),
                "share-position",
                key="share-position",
                disabled=not line.link(),
            ),
            widgets.button(
                _("Play from here against the computer"),
                "play-from-here",
                key="play-from-here",
                disabled=not playable,
            ),
            widgets.button(_("Edit this position"), "edit-here", key="edit-here")
            if registry.has_editor(line.game_name)
            else None,
        ),
    )


def _note(a: Analysing) -> Node:
    """Whose view the board shows, and what was dealt at random to try the last move."""
    line = a.line
    seat = line.view.seat
    name = a.names[seat] if seat is not None else ""
    said = [
        _("The table as {name} sees it: the cards {name} cannot see stay hidden.", name=name)
        if a.renderer.PRIVATE
        else _(
            "All is public in this game: the board follows the player to move, {name}.", name=name
        )
    ]
    if line.cursor and line.drawn[line.cursor - 1]:
        said.append(_("The card drawn was dealt at random from the cards you cannot see."))
    return h("div", {"class": "message info analysis-note"}, [h("p", None, t) for t in said])


def _last(a: Analysing) -> tuple[AnyPlayed, ...]:
    """The move tried last before the position shown, drawn on the table as a last move."""
    line = a.line
    k = line.cursor - 1
    if k < 0:
        return ()
    game = line.game
    before, after = (game.view(line.states[i], None) for i in (k, k + 1))
    mover = game.to_move(line.states[k])
    text = sentence(a, k)
    return (renderers.Played(before, after, line.moves[k], mover, text),)


def _panel(a: Analysing, verdict: Answer | None) -> Node:
    """The computer's verdict on the position shown."""
    view = a.line.view
    return h(
        "aside",
        {"class": "log analysis-panel", "aria-label": _("Analysis")},
        h("h2", None, _("The computer's analysis")),
        _verdict_text(a, verdict) if view.outcome is None else _over(),
    )


def _over() -> Node:
    return h("p", None, _("The game is over in this position."))


def _verdict_text(a: Analysing, verdict: Answer | None) -> Node:
    view = a.line.view
    if verdict is None:
        return h("p", {"class": "hint-row thinking", "role": "status"}, _("Thinking…"))
    seat = view.seat if view.seat is not None else 0
    if not verdict.best:
        return h(
            "p",
            {"role": "status"},
            _(
                "{mover} is to move. {name} has about {percent} % chance of winning.",
                mover=a.names[view.to_move] if view.to_move is not None else "",
                name=a.names[seat],
                percent=round(100 * (verdict.chance or 0.0)),
            ),
        )
    return h(
        "div",
        {"role": "status"},
        h("p", None, _("The computer's three best moves (tap one to try it):")),
        h("ol", {"class": "best-moves"}, [_choice(a, i, t) for i, t in enumerate(verdict.best)]),
    )


def _choice(a: Analysing, rank: int, turn: tuple[tuple[str, float], ...]) -> Node:
    """One of the best moves: what it does (each step of its turn) and its chance (the
    search's mean after its first step), a button that tries it; and "Show", which draws
    it on the table (pressed: the one drawn)."""
    moves = ";".join(m for m, _chance in turn)
    chance = _("{percent} % chance of winning", percent=round(100 * turn[0][1]))
    return h(
        "li",
        None,
        h(
            "button",
            {
                "type": "button",
                "class": "best",
                "data-act": "try",
                "data-arg": moves,
                "data-key": f"best:{rank}",
            },
            h("span", {"class": "what"}, " ".join(_turn_sentences(a, turn))),
            h("span", {"class": "chance"}, chance),
        ),
        widgets.button(
            _("Show"),
            "show-best",
            str(rank),
            cls="show",
            title=_("Show this move on the table"),
            pressed=rank == a.shown,
        ),
    )


def _turn_sentences(a: Analysing, turn: tuple[tuple[str, float], ...]) -> list[str]:
    """The move log's sentence of each step of ``turn``, played in the board's world
    from the position shown (a turn of several steps is one of a game where all is
    public, so the world is the position itself)."""
    line, r = a.line, a.renderer
    game, state = line.game, line.states[line.cursor]
    out = []
    for text, _chance in turn:
        mover = game.to_move(state)
        name = a.names[mover] if mover is not None else ""
        out.append(renderers.describe(r, game.view(state, None), text, name, a.names))
        state = game.apply_unchecked(state, game.parse_move(text))
    return out
