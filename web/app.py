"""The App: which screen is shown and what each button does. Pure Python.

``main.py`` gives it an ``Env`` (clock, seeds, URL, clipboard, timers, lazy
loading) and a ``Saves`` store, calls :meth:`App.act` for every click and
:meth:`App.render` to get the element tree to show. Tests drive it the same way.
"""

from __future__ import annotations

from collections.abc import Callable

from game import GAMES
from game.core.errors import LinkError
from game.core.link import SEAT_KINDS, Replay, Seat, decode
from web.core.i18n import _
from web.core.vdom import Node
from web.remote.entry import ENTRY_ACTIONS, RemoteEntry
from web.shell import registry, widgets
from web.shell.home.home import home, rules_page
from web.shell.home.new_game import clip_name, new_game
from web.shell.learn import LEARN_ACTIONS, Learn, learn_screen
from web.shell.loading import Loading
from web.shell.page.busy import Busy, busy_region, focus_on
from web.shell.page.message import (
    EARLIER_LINK,
    LINK_PROBLEMS,
    Message,
    link_problem,
    message_box,
    unchanged,
)
from web.shell.page.places import Place
from web.shell.page.states import Dialog, Invitation, NewGame, Rules, Screen, screen_named
from web.shell.saves import REMOTE_LINK, Damaged, Save, Saves
from web.shell.table.game_screen import game_screen, modal_open
from web.shell.table.play import PLAY_ACTIONS, Computer, Env, Hint
from web.shell.table.review.reviews import REVIEW_ACTIONS, Reviews
from web.shell.table.session import Session, shared_device


class App(Learn, RemoteEntry, Reviews, Loading):
    """The page's state machine: home, new game, rules, game, remote game, invitation."""

    def __init__(self, env: Env, saves: Saves) -> None:
        self.env, self.saves = env, saves
        self.screen: Screen = "home"  # what is shown; each screen's data below
        self.message: Message | None = None  # the message above any screen
        self.announce = ""  # said to screen readers after this change
        self.new = NewGame()  # the "new" screen (and "loading": its game's files first)
        self.rules = Rules()  # the "rules" screen
        self.invitation: Invitation | None = None  # the "invited" screen
        self.remote = None  # the "remote" screen: the game by links
        # the "game" screen: the game, the pointing, the dialog, hint, computer and log
        self.session: Session | None = None
        self.selection: object = None
        self.dialog: Dialog | None = None
        self.rounds_seen = 0  # rounds whose end dialog was shown
        self.hint: Hint | None = None
        self.cpu = Computer()
        self._log: dict[tuple[int, str], str] = {}  # (index, move) -> its log sentence
        self.lesson = None  # a guided first game on the game screen (web/shell/learn.py)
        self.busy: Busy | None = None  # slow work under way (Play.busy_with)
        self.focus = ""  # the control to focus at the next render

    # --- opening games ---------------------------------------------------------
    def start(self, fragment: str) -> None:
        """First screen: the game in the URL fragment, else the game left open, else home."""
        if fragment:
            self.open_link(fragment)
            return
        current = self.saves.current()
        save = self.saves.get(current) if current else None
        if isinstance(save, Save) and not save.finished:
            self.continue_save(save.id)

    def open_link(self, text: str) -> None:
        if text.strip().startswith(REMOTE_LINK):
            self.open_remote(text)
            return
        if self._fetch_first(GAMES.by_code(text.strip()[:1]), lambda: self.open_link(text)):
            return
        try:
            rep = decode(text, GAMES)
        except LinkError as err:
            self._link_failed(err, text)
            return
        except Exception:  # noqa: BLE001 - whatever a foreign link holds, the page stays up
            self.message = Message(unchanged(_(LINK_PROBLEMS["format"])), link=text)
            return
        found = self.saves.find_link(text.strip())
        # An older link of a hot-seat game whose save went further must not take back what
        # the people sharing the device have seen: the saved game opens instead.
        later = (
            None
            if found or not shared_device(rep.record.seats)
            else self.saves.find_later(rep.record)
        )
        if later is not None:
            self.continue_save(later.id)
            self.message = Message(_(EARLIER_LINK), kind="info")
            return
        self._open(rep, found)

    def _link_failed(self, err: LinkError, text: str) -> None:
        partial = err.partial if isinstance(err.partial, Replay) else None
        self.message = Message(unchanged(link_problem(err)), partial=partial, link=text)
        self.screen = "home"

    def _open(self, rep: Replay, save: Save | None = None) -> None:
        """Show the game of ``rep``, continuing ``save`` (its undo barrier and hints) if given."""
        if self._fetch_first(rep.record.game, lambda: self._open(rep, save)):
            return
        if save is None:
            self.session = Session.from_replay(rep, self.saves.new_id(self.env.now()))
        else:
            self.session = Session.from_replay(rep, save.id, save.barrier, save.hints)
        self.lesson = None  # a real game ends the lesson
        self.session.undo_guard = self.renderer.undo_safe
        self.session.private = self.renderer.PRIVATE
        self.selection = self.renderer.new_selection()
        self.rounds_seen = self._rounds()
        self.screen, self.dialog, self._log, self.cpu.fast = "game", None, {}, False
        self.hint = None
        self._reset_review(save)
        self._after_change(save=save is None)
        if self.session.over:
            self.dialog = "final"

    def continue_save(self, save_id: str) -> None:
        save = self.saves.get(save_id)
        if not isinstance(save, Save):
            self.message = Message(
                _("This saved game cannot be read. It is kept; you may delete it.")
            )
            return
        try:
            if self._fetch_first(save.game, lambda: self.continue_save(save_id)):
                return
            rep = decode(save.link, GAMES)
        except Exception:  # noqa: BLE001 - whatever a foreign link holds, the page stays up
            self.message = Message(
                _("This saved game cannot be opened. It is kept; you may delete it.")
            )
            return
        self._open(rep, save)

    # --- actions ---------------------------------------------------------------------
    def act(self, act: str, arg: str = "", form: dict[str, str] | None = None) -> None:
        """Do what the pressed button says (nothing while slow work is under way)."""
        if self.busy is not None:
            return
        if self.lesson is not None and self.lesson_act(act, arg):
            return
        if self.screen == "remote" and self.remote_act(act, arg, form or {}):
            return
        if (handler := ACTIONS.get(act)) is not None:
            handler(self, arg, form or {})

    def _act_home(self, arg: str, form: dict[str, str]) -> None:
        self.screen, self.dialog, self.lesson = "home", None, None
        self.saves.leave()  # left on purpose: the next visit opens on the home screen

    def _act_rules(self, arg: str, form: dict[str, str]) -> None:
        """The rules of ``arg``, else of the game on screen (a game, its new-game dialog)."""
        if self.screen == "loading":
            return
        name = arg if arg in registry.ENTRIES else self._game_shown()
        parent = self.rules.over if self.screen == "rules" else self.screen
        self._show_rules(name, parent)

    def _game_shown(self) -> str:
        if self.screen == "game" and self.session is not None:
            return self.session.game_name
        if self.screen == "new":
            return self.new.game
        if self.screen == "remote" and self.remote is not None:
            return str(self.remote.save.game)
        return self.rules.game if self.screen == "rules" else next(iter(registry.ENTRIES))

    def _show_rules(self, name: str, parent: Screen) -> None:
        new_for = self.new.game  # the new-game dialog under the rules keeps its game

        def fetched() -> None:
            self.new.game = new_for
            self._show_rules(name, parent)

        if not self._fetch_first(name, fetched):
            self.screen, self.rules = "rules", Rules(name, parent)

    def _act_close_rules(self, arg: str, form: dict[str, str]) -> None:
        back = self.rules.over
        self.screen = back if back != "game" or self.session is not None else "home"
        if self.screen == "game":
            self._maybe_computer()  # a computer's turn waits while the rules are open

    # --- the browser's history (web/shell/page/places.py) ----------------------------------
    def place(self) -> Place:
        """The history entry for what is shown now."""
        if (learning := self.lesson_place()) is not None:
            return learning
        s = self.session
        over_game = s is not None and (
            self.screen == "game" or self.screen == "rules" and self.rules.over == "game"
        )
        save = s.save_id if s is not None and over_game else ""
        fragment = s.link() if s is not None and over_game else ""
        if self.screen == "rules":
            return Place("rules", self.rules.game, save, self.rules.over, fragment)
        if self.screen == "remote" and self.remote is not None:
            return Place("remote", self.remote.save.game, self.remote.save.id)
        if self.screen == "invited" and self.invitation is not None:
            return Place("invited", self.invitation.game, fragment=self.invitation.link)
        if self.screen in ("new", "loading"):
            return Place("new", self.new.game)
        if self.screen == "game" and s is not None:
            return Place("game", s.game_name, save, "", fragment)
        bad = self.message.link if self.message and self.screen == "home" else ""
        return Place("home", fragment=bad)  # a bad link stays visible (and reloads the same)

    def restore(self, place: Place) -> None:
        """Back or Forward landed on ``place``: show it (an open dialog is closed first)."""
        if self.screen == "game" and self.dialog and place.depth < self.place().depth:
            self.act("close-dialog")  # as its button does (a lesson's too)
            return
        if self.restore_lesson(place):
            return
        under = "game" if place.screen == "game" or place.parent == "game" else place.screen
        if under == "game" and not self._show_save(place.save):
            return
        if place.screen == "remote":
            self.continue_remote(place.save)
        elif place.screen == "invited" and self.screen != "invited":
            self._act_home("", {})  # an invitation is opened again from its link
        elif place.screen == "rules":
            self._show_rules(place.game, screen_named(place.parent))
        elif place.screen == "new" and self.screen == "rules" and self.new.game == place.game:
            self.screen = "new"  # back from its rules: the dialog keeps its number of players
        elif place.screen == "new":
            self._act_new(place.game, {})
        elif place.screen == "home" and self.screen != "home":
            self._act_home("", {})  # the game is left on purpose, as with the Home button

    def _show_save(self, save_id: str) -> bool:
        """Put the saved game ``save_id`` on the game screen (False: it is gone)."""
        if self.session is None or self.session.save_id != save_id:
            if not isinstance(self.saves.get(save_id), Save):
                self._act_home("", {})
                return False
            self.continue_save(save_id)
        elif self.screen != "game":
            self.screen = "game"
            self._maybe_computer()
        return self.screen == "game"

    def _act_dismiss_message(self, arg: str, form: dict[str, str]) -> None:
        self.message = None

    def _act_new(self, arg: str, form: dict[str, str]) -> None:
        """The new-game dialog of ``arg``: a game (``<game>``: against the computer), or a game
        and who else plays (``<game>:here``: people on this device, ``<game>:far``: by links)."""
        arg, _sep, mode = arg.partition(":")
        if arg not in registry.ENTRIES or mode not in ("", "here", "far"):
            return
        self.new, self.lesson = NewGame(arg, 0, mode == "far", mode == "here"), None
        if registry.loaded(arg):
            self.screen = "new"
        else:
            self.screen = "loading"
            self.env.load_game(arg)

    def thinking_here(self) -> None:
        """The computer's web worker cannot run: it thinks on the page (called by main.py)."""
        self.message = Message(
            _(
                "This browser cannot let the computer think in the background, so the page "
                "may pause while the computer thinks."
            ),
            kind="info",
        )

    def _act_start(self, arg: str, form: dict[str, str]) -> None:
        name = self.new.game
        r = registry.renderer(name)
        players = int(form.get("players", r.seat_count_choices()[0]))
        if form.get("where") == "far":
            self.begin_remote(name, r.options_from_form(form, players), form.get("name0", ""))
            return
        seats = tuple(
            Seat(
                form.get(f"kind{i}", "human") if form.get(f"kind{i}") in SEAT_KINDS else "human",
                clip_name(form.get(f"name{i}", "")),
            )
            for i in range(players)
        )
        options = r.options_from_form(form, players)
        self._begin(name, options, seats)

    def _act_where(self, arg: str, form: dict[str, str]) -> None:
        """The new-game dialog: the other players share this device, or are far away."""
        self.new.far = arg == "far"

    def _act_players(self, arg: str, form: dict[str, str]) -> None:
        if arg.isdigit() and int(arg) in registry.renderer(self.new.game).seat_count_choices():
            self.new.players = int(arg)

    def _begin(self, name: str, options: tuple[int, ...], seats: tuple[Seat, ...]) -> None:
        session = Session.new(name, options, self.env.new_seed() & 0xFFFFFFFF, seats)
        self._open(Replay(session.record(), tuple(session.states), ()))

    def _act_rematch(self, arg: str, form: dict[str, str]) -> None:
        if self.session:
            s = self.session
            self._begin(s.game_name, s.options, s.seats)

    def _act_continue(self, arg: str, form: dict[str, str]) -> None:
        self.continue_save(arg)

    def _act_delete(self, arg: str, form: dict[str, str]) -> None:
        self.saves.delete(arg)
        if self.session and self.session.save_id == arg:
            self.session = None
        self.announce = _("Saved game deleted.")

    def _act_open_partial(self, arg: str, form: dict[str, str]) -> None:
        if self.message and self.message.partial:
            rep = self.message.partial
            self.message = None
            self._open(rep)

    def relabel(self) -> None:
        """The language changed: forget the texts made in the old one (log, announcement)."""
        self._log, self.announce = {}, ""

    # --- rendering -----------------------------------------------------------------
    def render(self) -> Node:
        modal = self.screen == "game" and modal_open(self)
        modal = modal or self.screen == "remote" and bool(self.remote and self.remote.dialog)
        busy, content = self.busy is not None and not self.busy.done, self._content()
        content = busy_region(content, self.busy) if self.busy and busy else content
        page = widgets.frame(content, message_box(self.message), self.announce, modal or busy)
        focus, self.focus = self.focus, ""  # once: later renders leave the focus where it is
        return focus_on(page, focus) if focus else page

    def _content(self) -> Node:
        if self.screen == "game" and self.session is not None:
            return learn_screen(self, self.lesson) if self.lesson else game_screen(self)
        if self.screen == "new":
            r = registry.renderer(self.new.game)
            players = self.new.players or r.seat_count_choices()[0]
            return new_game(self.new.game, r, players, self.new.far, self.new.people)
        if self.screen == "remote" and self.remote is not None:
            from web.remote.screen import remote_screen

            return remote_screen(self.remote, self.remote_url(self.remote), self.env.can_share())
        if self.screen == "invited" and self.invitation is not None:
            from web.remote.screen import invitation_screen

            i = self.invitation
            return invitation_screen(i.game, i.host, i.players)
        if self.screen == "rules":
            return rules_page(self.rules.game, self.rules.over == "game", self.rules.tips)
        if self.screen == "loading":
            what = self.pending[0] if self.pending else self.new.game
            return widgets.loading(registry.title(what), self.load_progress)
        return home(self.saves.all(), self.saves.remote_all(), self.env.now())


# Every button (data-act) -> its handler (the remote screen's own: remote_entry.py).
ACTIONS: dict[str, Callable[[App, str, dict[str, str]], None]] = {
    **PLAY_ACTIONS,
    **REVIEW_ACTIONS,
    **ENTRY_ACTIONS,
    **LEARN_ACTIONS,
    "home": App._act_home,
    "rules": App._act_rules,
    "close-rules": App._act_close_rules,
    "dismiss-message": App._act_dismiss_message,
    "new": App._act_new,
    "start": App._act_start,
    "where": App._act_where,
    "players": App._act_players,
    "rematch": App._act_rematch,
    "continue": App._act_continue,
    "delete": App._act_delete,
    "open-partial": App._act_open_partial,
}


__all__ = ["App", "Damaged", "Env", "Message", "link_problem"]
