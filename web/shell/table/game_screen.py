"""The game screen: top bar, history, the renderer's table, actions, log, dialogs.

Game-agnostic: the game's renderer draws the table and names the actions; this
module decides what is interactive, when the curtain covers the table, and
which dialog (round report, final result) is open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, overload

from web.core.i18n import _
from web.core.vdom import Node, attrs_of, h
from web.shell import registry, renderers, widgets
from web.shell.renderers import AnyPlayed, AnyRenderer, GameView
from web.shell.table.playing import Computer, Dialog, Hint
from web.shell.table.review import review_table
from web.shell.table.review.review_panel import review_panel
from web.shell.table.review.review_state import Reviewing, ReviewState
from web.shell.table.session import Session, seat_levels


class Table(Protocol):
    """What the game screen reads of the game shown (``web.shell.table.playing.Playing``)."""

    @property
    def session(self) -> Session | None: ...
    @property
    def renderer(self) -> AnyRenderer: ...
    @property
    def selection(self) -> object: ...
    @property
    def dialog(self) -> Dialog | None: ...
    @property
    def cpu(self) -> Computer: ...
    def log(self) -> list[str]: ...
    def current_hint(self) -> Hint | None: ...
    @property
    def learning(self) -> bool: ...  # a lesson runs (web/shell/learn.py): no undo, hint, links
    @property
    def review(self) -> ReviewState: ...  # web/shell/reviews.py, web/shell/table/review/


def game_screen(app: Table, running: Reviewing | None = None) -> Node:
    """The game screen of ``app`` (``running``: its review being made, if any)."""
    s = app.session
    assert s is not None
    r = app.renderer
    view = _table_view(app)
    names = s.names()
    interactive = s.interactive() and not app.dialog
    log = app.log()
    hint = app.current_hint()
    ctx = renderers.TableContext(
        view, app.selection, names, interactive, log, _last_turn(s, log), hint.move if hint else ""
    )
    ctx.recent, ctx.levels = _since_last_turn(s, log), seat_levels(s.seats)
    if hint is not None and interactive:
        ctx.plan, ctx.plan_done = hint.plan, hint.done
    if shown := review_table.on_table(app, s, r):
        ctx.view, ctx.compare = shown
    curtain_seat = s.curtain()
    behind = modal_open(app)  # a real modal: nothing behind it can be reached
    scroll = _turn_begun(s, interactive) or app.review.scroll
    return h(
        "div",
        {"class": f"game g-{s.game_name}"},
        _inert(_top(app, names), behind),
        _inert(panel, behind) if (panel := review_panel(app, running)) is not None else None,
        _inert(_note(s), behind) if not s.latest else None,  # under the review: it stays put
        h(
            "div",
            {"class": "board", "inert": behind, "data-scroll-to": scroll},
            h(
                "div",
                {"class": "table-area", "inert": curtain_seat is not None or None},
                r.render_table(ctx),
                _actions(app, view, interactive),
            ),
            move_log(log, None if app.learning else _position_buttons(s)),
        ),
        widgets.curtain(names[curtain_seat], s.undo_target() is not None)
        if curtain_seat is not None and s.latest
        else None,
        _dialog(app, view, names),
    )


def _table_view(app: Table) -> GameView:
    """The view the table is drawn from: at the cursor, except behind the round-end dialog,
    where the renderer's ``round_end_state(before, move)`` may give the round that ended at
    its last position (not the next round's deal) until the dialog is closed."""
    s = app.session
    assert s is not None
    if app.dialog == "round" and s.latest and s.moves:
        end = app.renderer.round_end_state(s.states[-2], s.moves[-1])
        if end is not None:
            return s.game.view(end, s.screen_seat())
    return s.view()


def modal_open(app: Table) -> bool:
    """Whether the curtain or a dialog covers the game screen (the rest is inert then)."""
    s = app.session
    return s is not None and (bool(app.dialog) or s.latest and s.curtain() is not None)


def _inert(node: Node, inert: bool) -> Node:
    if inert:
        attrs_of(node)["inert"] = ""
    return node


def _note(s: Session) -> Node:
    """Looking at an earlier position: play on from it, unless people sharing the device
    have seen what followed (then it is for looking only)."""
    if s.can_play_on():
        return widgets.browsing_note(s.cursor, len(s.moves))
    return widgets.browsing_note(
        s.cursor,
        len(s.moves),
        _(
            "While you share this device, moves that have been seen cannot be taken back: "
            "this is for looking only."
        ),
    )


def _played(s: Session, log: list[str], k: int) -> AnyPlayed:
    """Move ``k`` (0-based) with the public views around it and its log sentence."""
    before, after = (s.game.view(s.states[i], None) for i in (k, k + 1))
    return renderers.Played(before, after, s.moves[k], s.mover(k), log[k])


class _Moves(Sequence[AnyPlayed]):
    """Every move as a ``Played``, made when a renderer reads it (a report may not)."""

    def __init__(self, s: Session, log: list[str]) -> None:
        self.s, self.log = s, log

    def __len__(self) -> int:
        return len(self.s.moves)

    @overload
    def __getitem__(self, k: int) -> AnyPlayed: ...
    @overload
    def __getitem__(self, k: slice) -> Sequence[AnyPlayed]: ...
    def __getitem__(self, k: int | slice) -> AnyPlayed | Sequence[AnyPlayed]:
        if isinstance(k, slice):
            return [self[i] for i in range(*k.indices(len(self)))]
        if not -len(self) <= k < len(self):
            raise IndexError(k)
        return _played(self.s, self.log, k % len(self))


def _last_turn(s: Session, log: list[str]) -> tuple[AnyPlayed, ...]:
    """The newest moves up to the cursor made in a row by one seat (at most 12)."""
    end = min(s.cursor, len(log))
    if end == 0:
        return ()
    mover, start = s.mover(end - 1), end - 1
    while start > max(0, end - 12) and s.mover(start - 1) == mover:
        start -= 1
    return tuple(_played(s, log, k) for k in range(start, end))


def _turn_begun(s: Session, interactive: bool) -> str | None:
    """When a player's turn has just begun on the live table after another seat's move (a
    computer's, a friend's far away or on this device): a token, new for each such turn,
    for the page to bring the table back into view (index.html: ``data-scroll-to``)."""
    if not (interactive and s.latest and s.moves):
        return None
    return str(len(s.moves)) if s.mover(len(s.moves) - 1) != s.mover(len(s.moves)) else None


def _since_last_turn(s: Session, log: list[str]) -> tuple[AnyPlayed, ...]:
    """The moves up to the cursor since the screen's seat (else the seat to move there; when
    the game is over, the last mover) made its previous run: its present run, every other
    seat's moves back to its own (at most 80), and that run's last move (a round it ended)."""
    end = min(s.cursor, len(log))
    if end == 0:
        return ()
    seat = s.screen_seat()
    seat = s.game.to_move(s.states[end]) if seat is None else seat
    seat = s.mover(end - 1) if seat is None else seat
    start = end
    while start > 0 and s.mover(start - 1) == seat:  # its present run
        start -= 1
    while start > max(0, end - 80) and s.mover(start - 1) != seat:
        start -= 1
    start -= start > 0 and s.mover(start - 1) == seat  # the end of its previous run
    return tuple(_played(s, log, k) for k in range(start, end))


def end_title(r: AnyRenderer) -> str:
    """The end dialog's title (the local and the remote game screens alike)."""
    return _("End of the match") if r.MATCH else _("End of the game")


def title_bar_heading(game: str, names: tuple[str, ...]) -> Node:
    """The game bar's heading: the game and its players (local and remote alike)."""
    players = _(" vs ").join(names)
    return h("h1", None, _("{game}: {players}", game=registry.title(game), players=players))


def _top(app: Table, names: tuple[str, ...]) -> Node:
    s = app.session
    assert s is not None
    undo = s.undo_target() is not None
    if app.learning:
        return h("div", {"class": "game-bar"}, title_bar_heading(s.game_name, names))
    return h(
        "div",
        {"class": "game-bar"},
        title_bar_heading(s.game_name, names),
        widgets.history_bar(s.cursor, len(s.moves)),
        h(
            "div",
            {"class": "row"},
            widgets.button(_("Undo"), "undo", disabled=not undo, key="undo"),
            widgets.button(_("Copy link"), "copy", key="copy"),
            widgets.button(_("Result"), "show-result") if s.over else None,
            widgets.button(_("Review"), "review", key="review") if s.over else None,
        ),
    )


def _position_buttons(s: Session) -> Node | None:
    """The position shown, as the player at this device sees it: "Share this position"
    and "Analyse" (none for a game of computers only, or one without position links), and
    "Edit this position" (a game with a position editor). They head the move log: the game
    bar has no room left on a phone (e2e/test_phone.py)."""
    share = s.game.has_positions and s.own_seat() is not None
    edit = registry.has_editor(s.game_name)
    if not (share or edit):
        return None
    return h(
        "div",
        {"class": "row position-row"},
        widgets.button(_("Share this position"), "share-position", key="share-position")
        if share
        else None,
        widgets.button(_("Analyse"), "analyse", key="analyse") if share else None,
        widgets.button(_("Edit this position"), "edit-here", key="edit-here") if edit else None,
    )


def _actions(app: Table, view: GameView, interactive: bool) -> Node:
    s = app.session
    assert s is not None
    r = app.renderer
    if not interactive:
        skip = (
            widgets.button(_("Skip ahead"), "skip", key="skip")
            if s.computer_turn() is not None and not (app.dialog or app.cpu.fast or app.learning)
            else None
        )
        return actions_area(r, view, None, h("p", {"class": "hint"}, _status(app)), skip)
    hint = app.current_hint()
    row = None if app.learning else _hint_row(hint, r, view)
    return actions_area(r, view, app.selection, row, hinted=hint.move if hint else "")


def actions_area(
    r: AnyRenderer,
    view: GameView,
    selection: object,
    *below: Node | None,
    hinted: str = "",
) -> Node:
    """The action buttons under the table (local and remote games alike): enabled from
    ``selection``, or all disabled while the player waits (``selection`` None); then the
    hint sentence (when the player may act) and what the screen adds ``below``."""
    if selection is None:
        return h(
            "div",
            {"class": "actions waiting"},
            action_buttons(r.actions(view, r.new_selection()), enabled=False),
            below,
        )
    return h(
        "div",
        {"class": "actions"},
        action_buttons(r.actions(view, selection), enabled=True, hinted=hinted),
        h("p", {"class": "hint", "id": "hint"}, r.hint(view, selection)),
        below,
    )


def _hint_row(hint: Hint | None, r: AnyRenderer, view: GameView) -> Node:
    """The Hint button, or what the hint says (the move itself is shown on the table); the
    renderer's ``hint_steps(view, plan, done)`` may list the turn planned."""
    steps = r.hint_steps(view, hint.plan, hint.done) if hint is not None and hint.plan else None
    if steps is not None:
        return h("div", {"class": "hint-row plan", "role": "status"}, steps)
    if hint is None:
        return h("div", {"class": "hint-row"}, widgets.button(_("Hint"), "hint", key="hint"))
    if not hint.move:
        return h("p", {"class": "hint-row thinking", "role": "status"}, _("Thinking of a hint…"))
    return h(
        "p",
        {"class": "hint-row", "role": "status"},
        _(
            "Hint: the highlighted move gives you about {percent} % chance of winning.",
            percent=round(100 * hint.chance),
        ),
    )


def action_buttons(actions: list[renderers.Action], enabled: bool, hinted: str = "") -> Node:
    """The action row; drawn (disabled) between turns too, so the layout does not jump."""
    buttons = [
        h(
            "button",
            {
                "type": "button",
                "class": "action"
                + (" ready" if a.move and enabled and a.composed else "")
                + (" hinted" if hinted and a.move == hinted else ""),
                "data-act": "move",
                "data-arg": a.move if enabled else None,
                "disabled": a.move is None or not enabled,
                "data-key": f"action:{a.key}",
            },
            a.label,
        )
        for a in actions
    ]
    clear = widgets.button(_("Clear"), "clear", key="clear", disabled=not enabled)
    return h("div", {"class": "row"}, buttons, clear)


def _status(app: Table) -> str:
    s = app.session
    assert s is not None
    names = s.names()
    if s.over and s.latest:
        return _("The match is over.") if app.renderer.MATCH else _("The game is over.")
    if not s.latest:
        return _("Step through the game with the history buttons.")
    if app.dialog == "round":  # its dialog is over the round that ended: nobody moves there
        return _("The round is over.")
    seat = s.to_move()
    if seat is None or app.learning:  # a lesson's computer moves when the lesson says
        return ""
    if s.seats[seat].kind != "human":
        return _("{name} is thinking…", name=names[seat])
    return _("Waiting for {name}.", name=names[seat])


def move_log(log: Sequence[str], tools: Node | None = None) -> Node:
    """The moves so far, newest first (``tools``: buttons heading the list)."""
    items = [h("li", None, line) for line in log[-200:]]
    return h(
        "aside",
        {"class": "log", "aria-label": _("Moves"), "tabindex": "0"},  # scrolls by keyboard too
        h("h2", None, _("Moves")),
        tools,
        h("ol", {"class": "log-list", "reversed": True}, list(reversed(items)))
        if items
        else h("p", {"class": "empty"}, _("No moves yet.")),
    )


def _dialog(app: Table, view: GameView, names: tuple[str, ...]) -> Node | None:
    s = app.session
    assert s is not None
    r = app.renderer
    if app.dialog == "reopen":
        return widgets.dialog(
            _("Reopen the finished game?"),
            h("p", None, _("Undo takes back the last move and the game goes on from there.")),
            [
                widgets.button(_("Take back the last move"), "undo", "confirm", key="undo-confirm"),
                widgets.button(_("Cancel"), "close-dialog", cls="primary", key="close-dialog"),
            ],
        )
    if app.dialog not in ("round", "final"):
        return None
    final = s.game.view(s.states[-1], None)
    log = app.log() + [""] * (len(s.moves) - s.cursor)  # no sentences past the cursor
    played = _Moves(s, log)
    if app.dialog == "round":
        body = r.round_report(final, names, played)
        return widgets.dialog(
            _("End of the round"),
            body,
            [widgets.button(_("Next round"), "close-dialog", cls="primary", key="close-dialog")],
        )
    if app.dialog == "final" and app.learning:  # a lesson's end: its panel says what next
        return widgets.dialog(
            end_title(r),
            r.final_report(final, names, played),
            [
                widgets.button(
                    _("Look at the table"), "close-dialog", cls="primary", key="close-dialog"
                )
            ],
        )
    if app.dialog == "final":
        body = r.final_report(final, names, played)
        return widgets.dialog(
            end_title(r),
            body,
            [
                widgets.button(_("Rematch"), "rematch", cls="primary", key="rematch"),
                widgets.button(_("Review"), "review", key="review-panel"),
                widgets.button(_("Copy link"), "copy", key="copy-final"),
                widgets.button(_("Look at the table"), "close-dialog", key="close-dialog"),
                widgets.button(_("Home"), "home", key="home-final"),
            ],
        )
    return None
