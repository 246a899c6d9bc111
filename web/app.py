"""The App: the screen shown, the page's global state, and the one door for every click.

``main.py`` gives it an ``Env`` (clock, seeds, URL, clipboard, timers, lazy loading)
and a ``Saves`` store, calls :meth:`App.act` for every click and :meth:`App.render` to
get the element tree to show. Tests drive it the same way.

The screen is a value of ``web.shell.page.states`` holding its own data; an action is
looked up with it in ``web.transitions.TRANSITIONS``, whose functions (the parts:
``navigate``, ``play``, ``learn``, ``reviews``, ``loading`` in ``web/shell/``, and remote
play's ``web.remote.entry``) get the App as their ``web.shell.page.shell.Shell``. What the App keeps itself is what every screen
shares: the saves, the browser, the message, the words for screen readers, slow work.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.position import is_position_link
from web.core.i18n import _
from web.core.vdom import Node
from web.remote import entry as remote_entry
from web.shell import analysis, edit, learn, loading, navigate, play, registry, reviews, widgets
from web.shell.analysis_board import analysis_board
from web.shell.edit_screen import edit_screen
from web.shell.home.home import home, rules_page
from web.shell.home.new_game import new_game
from web.shell.page.actions import action_named
from web.shell.page.busy import Busy, busy_region, focus_on
from web.shell.page.message import Message, message_box
from web.shell.page.places import Place
from web.shell.page.shell import Env, Form
from web.shell.page.states import (
    Analysing,
    Editing,
    Home,
    Invited,
    Loader,
    Loading,
    NewGame,
    Remote,
    Reviews,
    Rules,
    Screen,
    game_under,
    under_rules,
)
from web.shell.saves import Save, Saves
from web.shell.table.game_screen import game_screen, modal_open
from web.shell.table.playing import Learning, Playing
from web.shell.table.session import Session
from web.shell.table.think import ANALYSE, Answer, Request
from web.transitions import TRANSITIONS


class App:
    """The page's state machine (``web.shell.page.shell.Shell`` for its parts)."""

    def __init__(self, env: Env, saves: Saves) -> None:
        self.env, self.saves = env, saves
        self.screen: Screen = Home()
        self.message: Message | None = None  # the message above any screen
        self.announce = ""  # said to screen readers after this change
        self.focus = ""  # the control to focus at the next render
        self.busy: Busy | None = None  # slow work under way (busy_with)
        self.loader = Loader()  # what waits for a game's files
        self.reviews = Reviews()  # the review being made

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
        """A link pasted or in the URL: a game's, or a position's (its analysis board)."""
        if is_position_link(text):
            analysis.open_link(self, text)
        else:
            navigate.open_link(self, text)

    def continue_save(self, save_id: str) -> None:
        navigate.continue_save(self, save_id)

    def import_remote(self, text: str) -> None:
        """A remote game's exported file, read by main.py."""
        remote_entry.import_remote(self, text)

    def open_remote(self, text: str) -> None:
        remote_entry.open_remote(self, text)

    def begin_remote(self, dialog: NewGame, game: str, options: tuple[int, ...], name: str) -> None:
        remote_entry.begin_remote(self, dialog, game, options, name)

    def peer_event(self, key: str, kind: str, data: str) -> None:
        """A live channel's news (web/shell/browser/peer.py), for remote play."""
        remote_entry.peer_event(self, key, kind, data)

    def remote_changed(self, key: str) -> bool:
        """Another tab saved ``key``: the remote game on screen follows it (True: it did)."""
        return remote_entry.remote_changed(self, key)

    # --- actions -------------------------------------------------------------------
    def act(self, act: str, arg: str = "", form: Form | None = None) -> None:
        """Do what the pressed control says on the screen shown (nothing while slow work
        is under way, nor for an action the screen does not have)."""
        action = action_named(act)
        if self.busy is not None or action is None:
            return
        transition = TRANSITIONS.get((type(self.screen), action))
        if transition is not None:
            transition(self, self.screen, arg, form or {})

    @property
    def game(self) -> Playing | None:
        """The game on screen, under the rules page shown, just left for home, or the one
        the analysis board shown was opened from (a computer's move for it still lands)."""
        screen = self.screen
        if isinstance(screen, Analysing):
            return screen.over
        return screen.left if isinstance(screen, Home) else game_under(screen)

    @property
    def session(self) -> Session | None:
        """The game of ``game``, if any (main.py: the link in the URL is its own)."""
        return self.game.session if self.game is not None else None

    # --- the App's services to its parts (web.shell.page.shell.Shell) ---------------------
    def fetch_first(self, name: str | None, retry: Callable[[], None]) -> bool:
        return loading.fetch_first(self, name, retry)

    def busy_with(self, doing: str, work: Callable[[], None], form: Form | None = None) -> bool:
        """Slow work (a shuffle and its proof): the screen is painted first with a box
        saying ``doing`` over its disabled controls (``form``: what the player typed, kept in
        its fields), then ``work`` runs; presses are ignored until its result is painted.
        ``work`` may set ``focus`` to the control the player goes on with. False: other
        work is under way, this is not done."""
        if self.busy is not None:
            return False
        self.busy = Busy(doing, dict(form or {}))

        def run() -> None:
            try:
                work()
            finally:
                self.busy = Busy(doing, done=True)  # presses queued behind it: ignored
                self.env.after_paint(self._unbusy)

        self.env.after_paint(run)
        return True

    def _unbusy(self) -> None:
        self.busy = None

    # --- what main.py reports ----------------------------------------------------------
    def computer(self) -> None:
        """The pause before the computer's move is over (main.py's timer)."""
        if (g := self.game) is not None:
            play.computer(self, g)

    def thought(self, request: Request, answer: Answer) -> None:
        """The computer's answer to ``request`` (dropped if the game has moved on since);
        on the analysis board, its verdict on a position."""
        if isinstance(self.screen, Analysing) and request.kind == ANALYSE:
            analysis.thought(self, self.screen, request, answer)
        elif (g := self.game) is not None:
            play.thought(self, g, request, answer)

    def review_progress(self, ident: int, done: int, total: int) -> None:
        reviews.progress(self, ident, done, total)

    def reviewed(self, ident: int, data: object) -> None:
        reviews.reviewed(self, self.game, ident, data)

    def review_failed(self, ident: int) -> None:
        reviews.failed(self, self.game, ident)

    def game_loaded(self, name: str) -> None:
        loading.loaded(self, name)

    def game_failed(self, name: str) -> None:
        loading.failed(self, name)

    def thinking_here(self) -> None:
        """The computer's web worker cannot run: it thinks on the page (called by main.py)."""
        self.message = Message(
            _(
                "This browser cannot let the computer think in the background, so the page "
                "may pause while the computer thinks."
            ),
            kind="info",
        )

    def relabel(self) -> None:
        """The language changed: forget the texts made in the old one (log, announcement)."""
        if self.game is not None:
            self.game.sentences = {}
        self.announce = ""

    # --- the browser's history (web/shell/page/places.py) ----------------------------------
    def place(self) -> Place:
        """The history entry for what is shown now."""
        screen = self.screen
        if (learning := learn.place(screen)) is not None:
            return learning
        g = game_under(screen)
        save = g.session.save_id if g is not None else ""
        fragment = g.session.link() if g is not None else ""
        match screen:
            case Rules(game=game, over=over):
                return Place("rules", game, save, over.name, fragment)
            case Remote(game=remote):
                return Place("remote", remote.save.game, remote.save.id)
            case Analysing(line=line):
                return Place("analysis", line.game_name, fragment=line.link())
            case Invited(link=link, game=game):
                return Place("invited", game, fragment=link)
            case NewGame(game=game) | Loading(then=NewGame(game=game)):
                return Place("new", game)
            case Playing(session=s):
                return Place("game", s.game_name, save, "", fragment)
            case Editing(game=game):
                return Place("edit", game)
        bad = self.message.link if self.message else ""
        return Place("home", fragment=bad)  # a bad link stays visible (and reloads the same)

    def restore(self, place: Place) -> None:
        """Back or Forward landed on ``place``: show it (an open dialog is closed first)."""
        shown = self.screen
        if isinstance(shown, Playing) and shown.dialog and place.depth < self.place().depth:
            self.act("close-dialog")  # as its button does (a lesson's too)
            return
        if learn.restore(self, place):
            return
        under = "game" if place.screen == "game" or place.parent == "game" else place.screen
        if under == "game" and not navigate.show_save(self, self.game, place.save):
            return
        screen = self.screen
        back = under_rules(screen)  # what the rules page shown is over
        if place.screen == "remote":
            remote_entry.continue_remote(self, place.save)
        elif place.screen == "analysis" and isinstance(back, Analysing):
            self.screen = back  # back from its rules
        elif place.screen == "analysis":
            navigate.home(self, screen, "", {})  # the board is opened again from its link
        elif place.screen == "invited" and not isinstance(screen, Invited):
            navigate.home(self, screen, "", {})  # an invitation is opened again from its link
        elif place.screen == "rules":
            navigate.show_rules(self, place.game, self._rules_over(place.parent))
        elif place.screen == "new" and isinstance(screen, Rules) and _dialog_of(back, place.game):
            self.screen = back  # back from its rules: the dialog keeps its choices
        elif place.screen == "new":
            navigate.new(self, screen, place.game, {})
        elif place.screen == "edit" and isinstance(screen, Rules) and isinstance(back, Editing):
            self.screen = back  # back from its rules: the position set up is kept
        elif place.screen == "edit" and not isinstance(screen, Editing):
            edit.edit(self, screen, place.game, {})
        elif place.screen == "home" and not isinstance(screen, Home):
            navigate.home(self, screen, "", {})  # left on purpose, as with the Home button

    def _rules_over(self, parent: str) -> Screen:
        """The screen the rules page goes over, from its history entry's ``parent``."""
        shown = under_rules(self.screen)
        if shown.name == parent:
            return shown
        return NewGame() if parent == "new" else Home()

    # --- rendering -----------------------------------------------------------------
    def render(self) -> Node:
        screen = self.screen
        modal = isinstance(screen, Playing) and modal_open(screen)
        modal = modal or isinstance(screen, Remote) and bool(screen.game.dialog)
        busy, content = self.busy is not None and not self.busy.done, self._content()
        content = busy_region(content, self.busy) if self.busy and busy else content
        page = widgets.frame(content, message_box(self.message), self.announce, modal or busy)
        focus, self.focus = self.focus, ""  # once: later renders leave the focus where it is
        return focus_on(page, focus) if focus else page

    def _content(self) -> Node:
        match self.screen:
            case Learning() as g:
                return learn.learn_screen(g)
            case Playing() as g:
                return game_screen(g, self.reviews.of(g))
            case Analysing() as board:
                return analysis_board(board)
            case NewGame(game=name, players=players, far=far, people=people):
                r = registry.renderer(name)
                return new_game(name, r, players or r.seat_count_choices()[0], far, people)
            case Remote() as far:
                from web.remote.screen import remote_screen

                remote = remote_entry.game_of(far)
                url = remote_entry.remote_url(self, remote)
                return remote_screen(remote, url, self.env.can_share())
            case Invited(game=name, host=host, players=players):
                from web.remote.screen import invitation_screen

                return invitation_screen(name, host, players)
            case Rules(game=name, over=over, tips=tips):
                return rules_page(name, isinstance(over, Playing), tips)
            case Loading(what=what):
                return widgets.loading(registry.title(what), self.loader.progress)
            case Editing() as e:
                return edit_screen(e)
        return home(self.saves.all(), self.saves.remote_all(), self.env.now())


def _dialog_of(screen: Screen, game: str) -> bool:
    """``screen`` is the new-game dialog of ``game``."""
    return isinstance(screen, NewGame) and screen.game == game
