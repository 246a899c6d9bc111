"""The analysis board and the position links: what their buttons do.

A position link (game/core/position.py) holds one seat's view and nothing else. The game
screen shares the position shown as the player at this device sees it ("Share this
position") and opens it on the analysis board ("Analyse"); a position link in the
address opens the board too, and so may the position editor (:func:`open_position`).
The board asks the think worker about each position it shows (by its position link, so
the computer sees nothing the view hides), tries moves (``web/shell/table/line.py``),
steps back and forward, shares its position, and starts a game from it against the
computer ("Play from here"), where what the view hid is dealt at random.

Functions over the App's services (``web.shell.page.shell.Shell``); ``web/transitions.py``
maps the actions to them.
"""

from __future__ import annotations

from game import GAMES
from game.core.errors import GameError, LinkError, StateError
from game.core.link import Record, Seat, replay
from game.core.position import Position, decode_position, encode_position
from web.core.i18n import _
from web.shell import navigate, play, registry, renderers
from web.shell.page.message import Message, link_problem, unchanged
from web.shell.page.shell import Form, Shell
from web.shell.page.states import Analysing, home_after
from web.shell.table.line import Line
from web.shell.table.playing import Playing
from web.shell.table.session import LEVELS, seat_names
from web.shell.table.think import ANALYSE, Answer, Request

DEFAULT_LEVEL = "hard"  # the computers of a game played from a position opened by link


# --- opening the board ------------------------------------------------------------
def open_link(shell: Shell, text: str) -> None:
    """A position link (pasted, or in the URL): its board, else a sentence saying why
    not (the game on screen is kept)."""
    if shell.fetch_first(GAMES.by_code(text.strip()[:1]), lambda: open_link(shell, text)):
        return
    try:
        position = decode_position(text, GAMES)
    except LinkError as err:
        shell.message = Message(unchanged(link_problem(err)), link=text)
        shell.screen = home_after(shell.screen)
        return
    open_position(shell, position)


def open_position(
    shell: Shell,
    position: Position,
    names: tuple[str, ...] = (),
    level: str = DEFAULT_LEVEL,
    over: Playing | None = None,
) -> None:
    """The board of ``position`` (the position editor's door too): ``names``, the seats'
    names ("Player 1"... if not given), ``level``: the computers' of a game played from
    here, ``over``: the game it was opened from (its "Back to the game")."""
    if shell.fetch_first(position.game, lambda: open_position(shell, position, names, level)):
        return
    r = registry.renderer(position.game)
    line = Line.start(position.game, position.view, shell.env.new_seed(), not r.PRIVATE)
    players = line.game.players(line.states[0])
    names = names or seat_names(tuple(Seat() for _seat in range(players)))
    shell.screen = board = Analysing(line, r.new_selection(), names, level, over=over)
    ask(shell, board)


def analyse(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    """The game screen's "Analyse": the position shown, from the player's seat."""
    s = g.session
    seat = s.own_seat()
    if seat is None:
        return
    kinds = [x.kind for x in s.seats if x.kind in LEVELS]
    view = s.game.view(s.state, seat)
    level = kinds[0] if kinds else DEFAULT_LEVEL
    open_position(shell, Position(s.game_name, view), s.names(), level, over=g)


def share_game_position(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    """The game screen's "Share this position": the position shown, as the player sees it."""
    s = g.session
    seat = s.own_seat()
    if seat is not None:
        _share(shell, s.game_name, s.game.view(s.state, seat), s.names()[seat])


def _share(shell: Shell, game: str, view: object, name: str) -> None:
    try:
        link = encode_position(GAMES[game], view, GAMES)
    except StateError:
        shell.message = Message(_("This position cannot be shared as a link."))
        return
    shell.env.copy_text(f"{shell.env.page_url()}#{link}")
    shell.announce = _("Position link copied.")
    shell.message = Message(
        _(
            "Position link copied. It shows this position as {name} sees it: no hidden cards, "
            "no moves.",
            name=name,
        ),
        kind="info",
    )


# --- the board's buttons ----------------------------------------------------------
def move(shell: Shell, a: Analysing, arg: str, form: Form) -> None:
    """Try a move (a best move's whole turn, or the table's move: ``;``-joined steps)."""
    if not movable(a):
        return
    at = a.line.cursor
    try:
        for text in arg.split(";"):
            a.line.play(text)
    except GameError:
        shell.announce = _("That move is not possible now.")
        if a.line.cursor == at:
            return
    a.selection = a.renderer.new_selection()
    shell.announce = sentence(a, a.line.cursor - 1)
    ask(shell, a)


def sentence(a: Analysing, k: int) -> str:
    """The move log's sentence for the move ``k`` tried on the board."""
    line = a.line
    game, state = line.game, line.states[k]
    mover = game.to_move(state)
    name = a.names[mover] if mover is not None else ""
    return renderers.describe(a.renderer, game.view(state, None), line.moves[k], name, a.names)


def pick(shell: Shell, a: Analysing, arg: str, form: Form) -> None:
    if movable(a):
        a.selection = a.renderer.select(a.selection, a.line.view, arg)


def clear(shell: Shell, a: Analysing, arg: str, form: Form) -> None:
    a.selection = a.renderer.new_selection()


def goto(shell: Shell, a: Analysing, arg: str, form: Form) -> None:
    if arg.lstrip("-").isdigit():
        a.line.goto(int(arg))
        a.selection = a.renderer.new_selection()
        _point_best(a)
        ask(shell, a)


def share(shell: Shell, a: Analysing, arg: str, form: Form) -> None:
    view = a.line.view
    if view.seat is not None:
        _share(shell, a.line.game_name, view, a.names[view.seat])


def play_from_here(shell: Shell, a: Analysing, arg: str, form: Form) -> None:
    """A new game from the position shown: its seat a person, the others computers;
    what the view hides is dealt at random from a fresh seed."""
    line = a.line
    link, seat = line.link(), line.view.seat
    if not link or seat is None or line.view.outcome is not None:
        return
    players = len(a.names)
    name = a.over.session.seats[seat].name if a.over is not None else ""
    seats = tuple(Seat("human", name) if i == seat else Seat(a.level) for i in range(players))
    options = a.renderer.options_from_form({}, players)
    record = Record(line.game_name, options, shell.env.new_seed() & 0xFFFFFFFF, seats, (), link)
    try:
        rep = replay(record, GAMES)
    except GameError:
        shell.message = Message(_("This position cannot be played."))
        return
    navigate.open_replay(shell, rep)
    shell.message = Message(
        _("A new game from this position: the cards you could not see were dealt at random."),
        kind="info",
    )


def back_to_game(shell: Shell, a: Analysing, arg: str, form: Form) -> None:
    if a.over is not None:
        shell.screen = a.over
        play.maybe_computer(shell, a.over)


# --- the computer's verdicts ----------------------------------------------------------
def movable(a: Analysing) -> bool:
    """Whether a move may be tried at the position shown (its seat is to move)."""
    view = a.line.view
    return view.to_move is not None and view.to_move == view.seat and bool(view.legal_moves)


def asking(a: Analysing) -> Request | None:
    """The question about the position shown (None: the game is over there, or the
    position has no link)."""
    line = a.line
    link, view = line.link(), line.view
    if not link or view.outcome is not None or view.seat is None:
        return None
    return Request(link, view.seat, ANALYSE, line.seed, line.cursor)


def ask(shell: Shell, a: Analysing) -> None:
    """Ask the think worker about the position shown, unless its verdict is known."""
    request = asking(a)
    if request is not None and request.link not in a.verdicts and request != a.asked:
        a.asked = request
        shell.env.think(request)


def thought(shell: Shell, a: Analysing, request: Request, answer: Answer) -> None:
    """The verdict on a position of the board (kept, whichever position is shown now)."""
    if request.kind != ANALYSE:
        return
    a.verdicts[request.link] = answer
    if request == a.asked:
        a.asked = None
    shown = asking(a)
    if shown is not None and shown.link == request.link:
        shell.announce = _("The computer's analysis is ready.")
        _point_best(a)
    ask(shell, a)


def _point_best(a: Analysing) -> None:
    """The best move of the position shown selected on the table (its action lit), once
    known, unless the player is pointing at something."""
    request, r = asking(a), a.renderer
    verdict = a.verdicts.get(request.link) if request is not None else None
    if verdict and verdict.move and movable(a) and a.selection == r.new_selection():
        a.selection = r.hint_selection(a.line.view, verdict.move)
