"""What the buttons of the game screen do: moves, computer turns, undo, history, dialogs.

Functions over the ``Playing`` screen and the App's services (``web.shell.page.shell.Shell``):
they act on the screen's ``Session``, keep its move log's sentences, open the round and
final dialogs, autosave after every change and ask ``main.py`` for the computer's turn.
``web/transitions.py`` maps the game screen's actions to them.
"""

from __future__ import annotations

from game.core.errors import GameError
from web.core.i18n import _, ngettext
from web.shell.page.shell import Form, Shell
from web.shell.saves import Save
from web.shell.table.playing import Hint, Playing
from web.shell.table.think import HINT, Answer, Request

# The pause before a computer's move, so that a person sees each move happen. The
# computer thinks during it: its move shows once both the pause and its thinking are over.
COMPUTER_DELAY_MS = 700  # before a computer's turn
STEP_DELAY_MS = 300  # between the actions of one computer's turn (a ride, a sale)
SKIP_DELAY_MS = 0  # "Skip ahead": computer moves follow each other without the pause


def pick(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    if g.session.interactive():
        g.selection = g.renderer.select(g.selection, g.session.view(), arg)


def clear(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    g.selection = g.renderer.new_selection()


def move(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    s = g.session
    if not s.interactive():
        return
    played = len(s.moves)
    try:
        for text in arg.split(";"):  # a path: successive one-step moves
            hint = g.current_hint()
            if hint is not None and hint.move == text:
                s.hints.add(len(s.moves))  # the move a hint (or its plan) suggested
            s.play(text)
    except GameError:
        shell.announce = _("That move is not possible now.")
        if len(s.moves) == played:
            return
    after_change(shell, g)


def computer(shell: Shell, g: Playing) -> None:
    """The pause before the computer's move is over (main.py's timer): play its move if
    it has been thought of, else it plays as soon as it is."""
    g.cpu.due = True
    if g.cpu.reply is not None:
        _play_reply(shell, g)
    else:
        _ask_computer(shell, g)


def _ask_computer(shell: Shell, g: Playing) -> None:
    s = g.session
    if shell.screen is not g or g.dialog or s.computer_turn() is None:
        return
    request = s.think_request()
    if request is not None and request != g.cpu.asked:
        g.cpu.asked = request
        shell.env.think(request)


def thought(shell: Shell, g: Playing, request: Request, answer: Answer) -> None:
    """The computer's answer to ``request`` (dropped if the game has moved on since)."""
    s = g.session
    if request == g.cpu.asked:
        g.cpu.asked = None
    if request.kind == HINT and s.hint_request() == request:
        _show_hint(shell, g, answer)
    elif s.think_request() == request:
        g.cpu.reply = (request, answer)
        _play_reply(shell, g)


def _play_reply(shell: Shell, g: Playing) -> None:
    """Play the computer's reply once its pause is over and the latest position is on
    screen (a player looking back through the history keeps it waiting)."""
    s = g.session
    if g.cpu.reply is None or not s.latest or not g.cpu.due:
        return
    request, answer = g.cpu.reply
    g.cpu.reply = None
    if s.think_request() == request:
        s.play(answer.move)
        after_change(shell, g)


def hint(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    request = g.session.hint_request()
    if request is not None:
        g.hint = Hint(request.move_number)
        shell.env.think(request)


def _show_hint(shell: Shell, g: Playing, answer: Answer) -> None:
    """Show the suggested move on the table (the log marks it if it is played)."""
    s = g.session
    g.hint = Hint(len(s.moves), answer.move, answer.chance or 0.0, answer.plan)
    g.selection = g.renderer.hint_selection(s.view(), answer.move)
    shell.announce = _("Hint: the suggested move is shown on the table.")


def skip(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    g.cpu.fast = True


def undo(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    s = g.session
    if s.undo_target() is None:
        return
    if s.over and arg != "confirm":
        g.dialog = "reopen"  # taking back the last move reopens a finished game: ask
        return
    g.dialog = None
    _forget(g, s.undo())
    shell.announce = _("Move taken back.")
    after_change(shell, g)


def _forget(g: Playing, dropped: int) -> None:
    """Moves were dropped: the log and the round reports follow the shorter game."""
    if dropped:
        g.sentences = {}  # moves may be replayed differently now
        g.rounds_seen = min(g.rounds_seen, g.rounds())
        g.hint = None  # a hint is asked for again, and marked again
        g.review.data = None  # a review is of a finished game's every move


def reveal(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    g.session.reveal()
    g.selection = g.renderer.new_selection()
    save(shell, g)


def goto(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    if arg.lstrip("-").isdigit():
        g.session.goto(int(arg))
        g.selection = g.renderer.new_selection()
        _play_reply(shell, g)
        maybe_computer(shell, g)  # the computer's turn came while its player looked back


def branch(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    s = g.session
    if not s.can_play_on():
        shell.announce = _("While you share this device, the game cannot go back this far.")
        return
    dropped = s.play_from_here()
    _forget(g, dropped)
    shell.announce = ngettext("{n} later move dropped.", "{n} later moves dropped.", dropped)
    after_change(shell, g)


def copy(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    shell.env.copy_link()
    shell.announce = _("Link copied.")


def close_dialog(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    g.dialog = None
    maybe_computer(shell, g)


def show_result(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    g.dialog = "final"


# --- bookkeeping -------------------------------------------------------------------
def after_change(shell: Shell, g: Playing, save_it: bool = True) -> None:
    """The game changed (a move, an undo, opened): say the move, open the round's or the
    game's end dialog, save, and start a computer's turn if it is one."""
    s = g.session
    g.selection = g.renderer.new_selection()
    if s.moves and s.latest:
        shell.announce = g.log()[-1]
    if g.rounds() > g.rounds_seen:
        g.rounds_seen = g.rounds()
        g.dialog = "final" if s.over else "round"
    elif s.over and s.latest and not g.rounds():
        g.dialog = "final"  # a game without scored rounds ends here
    if save_it:
        save(shell, g)
    maybe_computer(shell, g)


def maybe_computer(shell: Shell, g: Playing) -> None:
    """On a computer's turn: start its pause and, at once, its thinking."""
    s = g.session
    turn = s.computer_turn()
    if g.dialog or turn is None:
        g.cpu.fast = False
        return
    goes_on = len(s.states) > 1 and s.game.to_move(s.states[-2]) == turn[0]
    g.cpu.due = False
    if g.cpu.fast:
        shell.env.schedule_computer(SKIP_DELAY_MS)
    else:
        shell.env.schedule_computer(STEP_DELAY_MS if goes_on else COMPUTER_DELAY_MS)
    _ask_computer(shell, g)


def save(shell: Shell, g: Playing) -> None:
    """Write the game into its save (after every change: the page may close any time)."""
    s = g.session
    view = s.game.view(s.states[-1], None)
    outcome = s.game.outcome(s.states[-1])
    shell.saves.put(
        Save(
            s.save_id,
            s.game_name,
            s.link(),
            tuple(x.name for x in s.seats),
            tuple(x.kind for x in s.seats),
            len(s.moves),
            view.round,
            s.over,
            shell.env.now(),
            s.barrier,
            tuple(sorted(s.hints)),
            g.review.data if s.over else None,
            tuple(sorted(outcome.winners)) if outcome is not None else None,
        )
    )
