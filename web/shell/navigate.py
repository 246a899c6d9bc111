"""Going from screen to screen: opening games (links, saves, the new-game dialog), the
rules page, home, and the actions every screen has (the page's frame, the home screen's
lists, the message).

Functions over the App's services (``web.shell.page.shell.Shell``); ``web/transitions.py``
maps the actions to them.
"""

from __future__ import annotations

from game import GAMES
from game.core.errors import LinkError
from game.core.link import SEAT_KINDS, Replay, Seat, decode
from web.core.i18n import _
from web.shell import play, registry, reviews
from web.shell.home.new_game import clip_name
from web.shell.page.message import EARLIER_LINK, LINK_PROBLEMS, Message, link_problem, unchanged
from web.shell.page.shell import Form, Shell
from web.shell.page.states import (
    Editing,
    Home,
    Loading,
    NewGame,
    Remote,
    Rules,
    Screen,
    home_after,
    under_rules,
)
from web.shell.saves import REMOTE_LINK, Save
from web.shell.table.playing import Learning, Playing
from web.shell.table.session import Session, shared_device


# --- opening games ---------------------------------------------------------------
def open_link(shell: Shell, text: str) -> None:
    """A game's link (pasted, or in the URL): its game, or the saved one it continues."""
    if text.strip().startswith(REMOTE_LINK):
        shell.open_remote(text)
        return
    if shell.fetch_first(GAMES.by_code(text.strip()[:1]), lambda: open_link(shell, text)):
        return
    try:
        rep = decode(text, GAMES)
    except LinkError as err:
        partial = err.partial if isinstance(err.partial, Replay) else None
        shell.message = Message(unchanged(link_problem(err)), partial=partial, link=text)
        shell.screen = home_after(shell.screen)
        return
    except Exception:  # noqa: BLE001 - whatever a foreign link holds, the page stays up
        shell.message = Message(unchanged(_(LINK_PROBLEMS["format"])), link=text)
        return
    found = shell.saves.find_link(text.strip())
    # An older link of a hot-seat game whose save went further must not take back what
    # the people sharing the device have seen: the saved game opens instead.
    later = (
        None if found or not shared_device(rep.record.seats) else shell.saves.find_later(rep.record)
    )
    if later is not None:
        continue_save(shell, later.id)
        shell.message = Message(_(EARLIER_LINK), kind="info")
        return
    open_replay(shell, rep, found)


def open_replay(shell: Shell, rep: Replay, save: Save | None = None) -> None:
    """Show the game of ``rep``, continuing ``save`` (its undo barrier and hints) if given."""
    if shell.fetch_first(rep.record.game, lambda: open_replay(shell, rep, save)):
        return
    if save is None:
        session = Session.from_replay(rep, shell.saves.new_id(shell.env.now()))
    else:
        session = Session.from_replay(rep, save.id, save.barrier, save.hints)
    r = registry.renderer(session.game_name)
    session.undo_guard, session.private = r.undo_safe, r.PRIVATE
    g = Playing(session, r.new_selection())
    g.rounds_seen = g.rounds()
    shell.screen = g
    reviews.fresh(shell, g, save)
    play.after_change(shell, g, save_it=save is None)
    if session.over:
        g.dialog = "final"


def continue_save(shell: Shell, save_id: str) -> None:
    save = shell.saves.get(save_id)
    if not isinstance(save, Save):
        shell.message = Message(_("This saved game cannot be read. It is kept; you may delete it."))
        return
    try:
        if shell.fetch_first(save.game, lambda: continue_save(shell, save_id)):
            return
        rep = decode(save.link, GAMES)
    except Exception:  # noqa: BLE001 - whatever a foreign link holds, the page stays up
        shell.message = Message(
            _("This saved game cannot be opened. It is kept; you may delete it.")
        )
        return
    open_replay(shell, rep, save)


def show_save(shell: Shell, game: Playing | None, save_id: str) -> bool:
    """Put the saved game ``save_id`` on the game screen (``game``: the one last shown,
    shown again as it was if it is that one; False: it is gone)."""
    if game is None or game.session.save_id != save_id:
        if not isinstance(shell.saves.get(save_id), Save):
            home(shell, shell.screen, "", {})
            return False
        continue_save(shell, save_id)
    elif shell.screen is not game:
        shell.screen = game
        play.maybe_computer(shell, game)
    return isinstance(shell.screen, Playing)


# --- the actions of every screen -------------------------------------------------------
def home(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    """Home, the game left on purpose (the next visit opens on the home screen)."""
    shell.screen = shown = home_after(screen)
    if shown.left is not None:
        shown.left.dialog = None
    shell.saves.leave()


def rules(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    """The rules of ``arg``, else of the game on screen (a game, its new-game dialog)."""
    name = arg if arg in registry.ENTRIES else _game_shown(screen)
    show_rules(shell, name, under_rules(screen))


def _game_shown(screen: Screen) -> str:
    if isinstance(screen, Playing):
        return screen.session.game_name
    if isinstance(screen, NewGame | Rules | Editing):
        return screen.game
    if isinstance(screen, Remote):
        return str(screen.game.save.game)
    return next(iter(registry.ENTRIES))


def show_rules(shell: Shell, name: str, over: Screen, tips: bool = False) -> None:
    """The rules page (``tips``: "How to play well") of ``name`` over the screen ``over``."""
    if not shell.fetch_first(name, lambda: show_rules(shell, name, over, tips)):
        shell.screen = Rules(name, over, tips)


def close_rules(shell: Shell, screen: Rules, arg: str, form: Form) -> None:
    shell.screen = back = screen.over
    if isinstance(back, Playing) and not isinstance(back, Learning):
        play.maybe_computer(shell, back)  # a computer's turn waits while the rules are open


def dismiss_message(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    shell.message = None


def open_partial(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    """The message's button: the part of a damaged link that could be read."""
    if shell.message and shell.message.partial:
        rep = shell.message.partial
        shell.message = None
        open_replay(shell, rep)


def new(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    """The new-game dialog of ``arg``: a game (``<game>``: against the computer), or a game
    and who else plays (``<game>:here``: people on this device, ``<game>:far``: by links)."""
    arg, _sep, mode = arg.partition(":")
    if arg not in registry.ENTRIES or mode not in ("", "here", "far"):
        return
    if mode == "far" and not registry.has_remote(arg):
        return  # a game with no remote play offers no game by links
    dialog = NewGame(arg, 0, mode == "far", mode == "here")
    if registry.loaded(arg):
        shell.screen = dialog
    else:
        shell.screen = Loading(arg, dialog)
        shell.env.load_game(arg)


def continue_(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    continue_save(shell, arg)


def delete(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    shell.saves.delete(arg)
    if isinstance(screen, Home) and screen.left and screen.left.session.save_id == arg:
        screen.left = None
    shell.announce = _("Saved game deleted.")


# --- the new-game dialog and the end of a game -------------------------------------------
def start(shell: Shell, dialog: NewGame, arg: str, form: Form) -> None:
    name = dialog.game
    r = registry.renderer(name)
    players = int(form.get("players", r.seat_count_choices()[0]))
    options = r.options_from_form(form, players)
    if form.get("where") == "far" and registry.has_remote(name):
        shell.begin_remote(dialog, name, options, form.get("name0", ""))
        return
    seats = tuple(
        Seat(
            form.get(f"kind{i}", "human") if form.get(f"kind{i}") in SEAT_KINDS else "human",
            clip_name(form.get(f"name{i}", "")),
        )
        for i in range(players)
    )
    _begin(shell, name, options, seats)


def where(shell: Shell, dialog: NewGame, arg: str, form: Form) -> None:
    """The new-game dialog: the other players share this device, or are far away."""
    dialog.far = arg == "far" and registry.has_remote(dialog.game)


def players(shell: Shell, dialog: NewGame, arg: str, form: Form) -> None:
    if arg.isdigit() and int(arg) in registry.renderer(dialog.game).seat_count_choices():
        dialog.players = int(arg)


def rematch(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    s = g.session
    _begin(shell, s.game_name, s.options, s.seats)


def _begin(shell: Shell, name: str, options: tuple[int, ...], seats: tuple[Seat, ...]) -> None:
    session = Session.new(name, options, shell.env.new_seed() & 0xFFFFFFFF, seats)
    open_replay(shell, Replay(session.record(), tuple(session.states), ()))
