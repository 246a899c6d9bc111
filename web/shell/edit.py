"""The position editor as the App's part: opening it, a tap on its controls, and what a
position set up leads to (Analyse, Play against the computer, Share).

Functions over the App's services (``web.shell.page.shell.Shell``); ``web/transitions.py``
maps the actions to them. The game's own editing (its fields, what a tap does, how it is
drawn) is its editor module (``web/shell/editors.py``, found through the registry); here
the screen keeps the game's model and, after every change, what the engine says of it: the
position as its seat sees it, or the sentence of the invariant it breaks.
"""

from __future__ import annotations

from game import GAMES
from game.core.errors import LinkError, NotationError, StateError
from game.core.link import Replay, Seat
from game.core.position import Position, encode_position
from game.core.rng import Rng
from web.core.i18n import _
from web.shell import analysis, navigate, registry
from web.shell.home.new_game import DEFAULT_COMPUTER
from web.shell.page.message import Message
from web.shell.page.shell import Form, Shell
from web.shell.page.states import Analysing, Editing, Screen
from web.shell.table.playing import Playing
from web.shell.table.session import Session


# --- opening the editor ------------------------------------------------------------
def edit(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    """The editor of game ``arg``, set to a new game's first position."""
    if not registry.has_editor(arg) or shell.fetch_first(arg, lambda: _open(shell, arg)):
        return
    _open(shell, arg)


def _open(shell: Shell, name: str) -> None:
    show(shell, Editing(name, registry.editor(name).opening()))


def edit_here(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    """The editor set to the position on the game screen, as the table shows it (the
    looking player's seat; what that seat cannot see is filled canonically, never
    taken from the game)."""
    s = g.session
    if registry.has_editor(s.game_name):
        show(shell, Editing(s.game_name, registry.editor(s.game_name).from_view(s.view())))


def edit_board(shell: Shell, board: Analysing, arg: str, form: Form) -> None:
    """The editor set to the analysis board's position (its seat's view)."""
    name = board.line.game_name
    if registry.has_editor(name):
        show(shell, Editing(name, registry.editor(name).from_view(board.line.view)))


def show(shell: Shell, e: Editing) -> None:
    """Show the editor ``e``, judged."""
    judge(e)
    shell.screen = e


def judge(e: Editing) -> None:
    """Ask the engine about the position set up: its view, or why it cannot happen."""
    try:
        e.view, e.problem = registry.editor(e.game).view(e.model), ""
    except StateError as err:
        e.view, e.problem = None, str(err)


# --- editing ---------------------------------------------------------------------------
def tap(shell: Shell, e: Editing, arg: str, form: Form) -> None:
    e.model = registry.editor(e.game).tap(e.model, arg)
    e.link = ""
    judge(e)


def opening(shell: Shell, e: Editing, arg: str, form: Form) -> None:
    """Start again from a new game's first position."""
    e.model, e.link = registry.editor(e.game).opening(), ""
    judge(e)
    shell.announce = _("The editor shows a new game's first position.")


# --- what a position leads to ------------------------------------------------------------
def share(shell: Shell, e: Editing, arg: str, form: Form) -> None:
    """Copy the position's link (as the game screen copies a game's)."""
    link = position_link(shell, e)
    if link:
        e.link = link
        shell.env.copy_text(f"{shell.env.page_url()}#{link}")
        shell.announce = _("Position link copied.")


def analyse(shell: Shell, e: Editing, arg: str, form: Form) -> None:
    """Open the position on the analysis board (as its link would)."""
    if position_link(shell, e):
        analysis.open_position(shell, Position(e.game, e.view))


def play(shell: Shell, e: Editing, arg: str, form: Form) -> None:
    """A new game against the computer from the position, the player in its seat; what
    the seat cannot see is dealt at random from the game's seed."""
    link = position_link(shell, e)
    if not link or e.view is None:
        return
    game, seat = GAMES[e.game], e.view.seat
    players = game.players(game.determinize(e.view, Rng(0)))  # the view's own count
    seats = tuple(Seat("human" if i == seat else DEFAULT_COMPUTER) for i in range(players))
    options = game.options_to_ints(game.default_options(players))
    try:
        s = Session.new(e.game, options, shell.env.new_seed() & 0xFFFFFFFF, seats, start=link)
    except (LinkError, NotationError) as err:
        shell.message = Message(_("This position cannot be played: {reason}", reason=str(err)))
        return
    navigate.open_replay(shell, Replay(s.record(), tuple(s.states), ()))
    shell.message = Message(
        _(
            "You play from the position you set up. What your seat could not see "
            "there was dealt at random."
        ),
        kind="info",
    )


def position_link(shell: Shell, e: Editing) -> str:
    """The position link of the position set up ("": none, the message says why)."""
    if e.view is None:
        return ""
    try:
        return encode_position(GAMES[e.game], e.view, GAMES)
    except StateError as err:
        shell.message = Message(_("This position has no link: {reason}", reason=str(err)))
        return ""
