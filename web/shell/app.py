"""The App: which screen is shown and what each button does. Pure Python.

``main.py`` gives it an ``Env`` (clock, seeds, URL, clipboard, timers, lazy
loading) and a ``Saves`` store, calls :meth:`App.act` for every click and
:meth:`App.render` to get the element tree to show. Tests drive it the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game import GAMES
from game.core.errors import GameError, LinkError
from game.core.link import SEAT_KINDS, Replay, Seat, decode
from web.shell import renderers, widgets
from web.shell.game_screen import game_screen
from web.shell.home import home, rules
from web.shell.i18n import _, ngettext
from web.shell.message import LINK_PROBLEMS, Message, link_problem, message_box, unchanged
from web.shell.new_game import clip_name, new_game
from web.shell.saves import Damaged, Save, Saves
from web.shell.session import Session
from web.shell.think import Answer, Request
from web.shell.vdom import Node

COMPUTER_DELAY_MS = 700
SKIP_DELAY_MS = 0  # "Skip ahead": computer moves follow each other without the pause


class Env(Protocol):
    """What the App needs from the browser."""

    def now(self) -> int: ...
    def new_seed(self) -> int: ...
    def set_fragment(self, text: str) -> None: ...
    def copy_link(self) -> None: ...
    def schedule_computer(self, delay_ms: int) -> None: ...
    def think(self, request: Request) -> None: ...  # answered through App.thought
    def load_game(self, name: str) -> None: ...


class App:
    """The page's state machine: home, new game, rules, game."""

    def __init__(self, env: Env, saves: Saves) -> None:
        self.env, self.saves = env, saves
        self.screen = "home"
        self.session: Session | None = None
        self.selection: Any = None
        self.message: Message | None = None
        self.dialog: str | None = None
        self.rounds_seen = 0
        self.new_for = "jaipur"
        self.new_players = 0  # seats chosen in the new-game dialog (0: the game's first choice)
        self.pending: tuple[str, Callable[[], None]] | None = None  # waits for a game's files
        self.load_progress: float | None = None  # share of a game's files fetched (None: unknown)
        self.fast = False  # skip ahead: no pause before computer moves until a human is to move
        self.announce = ""
        self._log: dict[tuple[int, str], str] = {}

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
        if self._fetch_first(GAMES.by_code(text.strip()[:1]), lambda: self.open_link(text)):
            return
        try:
            rep = decode(text)
        except LinkError as err:
            self._link_failed(err)
            return
        except Exception:  # noqa: BLE001 - whatever a foreign link holds, the page stays up
            self.message = Message(unchanged(_(LINK_PROBLEMS["format"])))
            return
        found = self.saves.find_link(text.strip())
        self._open(rep, found.id if found else "", found.barrier if found else 0)

    def _link_failed(self, err: LinkError) -> None:
        partial = err.partial if isinstance(err.partial, Replay) else None
        self.message = Message(unchanged(link_problem(err)), partial=partial)
        self.screen = "home"

    def _open(self, rep: Replay, save_id: str, barrier: int) -> None:
        if self._fetch_first(rep.record.game, lambda: self._open(rep, save_id, barrier)):
            return
        sid = save_id or self.saves.new_id(self.env.now())
        self.session = Session.from_replay(rep, sid, barrier)
        self.session.undo_guard = self.renderer.undo_safe
        self.session.private = getattr(self.renderer, "PRIVATE", True)
        self.selection = self.renderer.new_selection()
        self.rounds_seen = self._rounds()
        self.screen, self.dialog, self._log, self.fast = "game", None, {}, False
        self._after_change(save=not save_id)
        if self.session.over:
            self.dialog = "final"

    def _fetch_first(self, name: str | None, retry: Callable[[], None]) -> bool:
        """Fetch a lazily loaded game's files before opening its game (True: fetching)."""
        if name is None or name not in renderers.ENTRIES or renderers.loaded(name):
            return False
        self.pending = (name, retry)
        self.new_for, self.screen = name, "loading"
        self.env.load_game(name)
        return True

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
            rep = decode(save.link)
        except Exception:  # noqa: BLE001 - whatever a foreign link holds, the page stays up
            self.message = Message(
                _("This saved game cannot be opened. It is kept; you may delete it.")
            )
            return
        self._open(rep, save.id, save.barrier)

    @property
    def renderer(self) -> Any:
        assert self.session is not None
        return renderers.renderer(self.session.game_name)

    # --- actions ---------------------------------------------------------------------
    def act(self, act: str, arg: str = "", form: dict[str, str] | None = None) -> None:
        """Do what the pressed button says."""
        handler = getattr(self, "_act_" + act.replace("-", "_"), None)
        if handler is not None:
            handler(arg, form or {})

    def _act_home(self, arg: str, form: dict[str, str]) -> None:
        self.screen, self.dialog = "home", None
        self.env.set_fragment("")
        self.saves.leave()  # left on purpose: the next visit opens on the home screen

    def _act_rules(self, arg: str, form: dict[str, str]) -> None:
        self.screen = "rules"

    def _act_dismiss_message(self, arg: str, form: dict[str, str]) -> None:
        self.message = None

    def _act_new(self, arg: str, form: dict[str, str]) -> None:
        if arg not in renderers.ENTRIES:
            return
        self.new_for, self.new_players = arg, 0
        if renderers.loaded(arg):
            self.screen = "new"
        else:
            self.screen = "loading"
            self.env.load_game(arg)

    def game_loaded(self, name: str) -> None:
        """The lazy files of ``name`` are in place (called by main.py)."""
        if self.pending and self.pending[0] == name:
            retry, self.pending = self.pending[1], None
            retry()
            return
        if self.screen == "loading" and self.new_for == name:
            self.screen = "new"

    def game_failed(self, name: str) -> None:
        self.screen, self.pending = "home", None
        self.message = Message(
            _(
                "{game} could not be loaded. Check the connection and try again.",
                game=renderers.title(name),
            )
        )

    def _act_start(self, arg: str, form: dict[str, str]) -> None:
        name = self.new_for
        r = renderers.renderer(name)
        players = int(form.get("players", r.seat_count_choices()[0]))
        seats = tuple(
            Seat(
                form.get(f"kind{i}", "human") if form.get(f"kind{i}") in SEAT_KINDS else "human",
                clip_name(form.get(f"name{i}", "")),
            )
            for i in range(players)
        )
        options = r.options_from_form(form, players)
        self._begin(name, options, seats)

    def _act_players(self, arg: str, form: dict[str, str]) -> None:
        if arg.isdigit() and int(arg) in renderers.renderer(self.new_for).seat_count_choices():
            self.new_players = int(arg)

    def _begin(self, name: str, options: tuple[int, ...], seats: tuple[Seat, ...]) -> None:
        session = Session.new(name, options, self.env.new_seed() & 0xFFFFFFFF, seats)
        self._open(Replay(session.record(), tuple(session.states), ()), "", 0)

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
            self._open(rep, "", 0)

    # --- in a game ------------------------------------------------------------------
    def _act_pick(self, arg: str, form: dict[str, str]) -> None:
        if self.session and self.session.interactive():
            self.selection = self.renderer.select(self.selection, self.session.view(), arg)

    def _act_clear(self, arg: str, form: dict[str, str]) -> None:
        if self.session:
            self.selection = self.renderer.new_selection()

    def _act_move(self, arg: str, form: dict[str, str]) -> None:
        s = self.session
        if s is None or not s.interactive():
            return
        played = len(s.moves)
        try:
            for text in arg.split(";"):  # a path: successive one-step moves (Bombay)
                s.play(text)
        except GameError:
            self.announce = _("That move is not possible now.")
            if len(s.moves) == played:
                return
        self._after_change()

    def computer(self) -> None:
        """The timer fired: ask the computer to move for its move (called by main.py)."""
        s = self.session
        if s is None or self.screen != "game" or self.dialog:
            return
        request = s.think_request()
        if request is not None:
            self.env.think(request)

    def thinking_here(self) -> None:
        """The computer's web worker cannot run: it thinks on the page (called by main.py)."""
        self.message = Message(
            _(
                "This browser cannot let the computer think in the background, so the page "
                "may pause while the computer thinks."
            ),
            kind="info",
        )

    def thought(self, request: Request, answer: Answer) -> None:
        """The computer's answer to ``request`` (dropped if the game has moved on since)."""
        s = self.session
        if s is None or s.think_request() != request:
            return
        s.play(answer.move)
        self._after_change()

    def _act_skip(self, arg: str, form: dict[str, str]) -> None:
        self.fast = True

    def _act_undo(self, arg: str, form: dict[str, str]) -> None:
        if self.session and self.session.undo():
            self._log = {}  # moves may be replayed differently now
            self.announce = _("Move taken back.")
            self.rounds_seen = min(self.rounds_seen, self._rounds())
            self._after_change()

    def _act_reveal(self, arg: str, form: dict[str, str]) -> None:
        if self.session:
            self.session.reveal()
            self.selection = self.renderer.new_selection()
            self._save()

    def _act_goto(self, arg: str, form: dict[str, str]) -> None:
        if self.session and arg.lstrip("-").isdigit():
            self.session.goto(int(arg))
            self.selection = self.renderer.new_selection()

    def _act_branch(self, arg: str, form: dict[str, str]) -> None:
        if self.session:
            dropped = self.session.play_from_here()
            self._log = {}  # moves may be replayed differently now
            self.announce = ngettext("{n} later move dropped.", "{n} later moves dropped.", dropped)
            self.rounds_seen = min(self.rounds_seen, self._rounds())
            self._after_change()

    def _act_copy(self, arg: str, form: dict[str, str]) -> None:
        self.env.copy_link()
        self.announce = _("Link copied.")

    def _act_close_dialog(self, arg: str, form: dict[str, str]) -> None:
        self.dialog = None
        self._maybe_computer()

    def _act_show_result(self, arg: str, form: dict[str, str]) -> None:
        self.dialog = "final"

    # --- bookkeeping ---------------------------------------------------------------
    def _rounds(self) -> int:
        assert self.session is not None
        view = self.session.game.view(self.session.states[-1], None)
        rounds = getattr(view, "rounds", ())
        return len(rounds) if isinstance(rounds, tuple) else 0  # Bombay: an int, no reports

    def _after_change(self, save: bool = True) -> None:
        s = self.session
        assert s is not None
        self.selection = self.renderer.new_selection()
        if s.moves and s.latest:
            self.announce = self.log()[-1]
        if self._rounds() > self.rounds_seen:
            self.rounds_seen = self._rounds()
            self.dialog = "final" if s.over else "round"
        elif s.over and s.latest and not self._rounds():
            self.dialog = "final"  # a game without scored rounds (Bombay) ends here
        if save:
            self._save()
        self.env.set_fragment(s.link())
        self._maybe_computer()

    def _maybe_computer(self) -> None:
        if self.session and not self.dialog and self.session.computer_turn() is not None:
            self.env.schedule_computer(SKIP_DELAY_MS if self.fast else COMPUTER_DELAY_MS)
        else:
            self.fast = False

    def _save(self) -> None:
        s = self.session
        assert s is not None
        view = s.game.view(s.states[-1], None)
        self.saves.put(
            Save(
                s.save_id,
                s.game_name,
                s.link(),
                tuple(x.name for x in s.seats),
                tuple(x.kind for x in s.seats),
                len(s.moves),
                getattr(view, "round", None),
                s.over,
                self.env.now(),
                s.barrier,
            )
        )

    def log(self) -> list[str]:
        """Readable sentences for the moves up to the cursor."""
        s = self.session
        assert s is not None
        names = s.names()
        out = []
        for k in range(s.cursor):
            key = (k, s.moves[k])
            if key not in self._log:
                before = s.game.view(s.states[k], None)
                mover = s.mover(k)
                extra = {"names": names} if getattr(self.renderer, "LOG_NAMES", False) else {}
                self._log[key] = self.renderer.describe_move(
                    before, s.moves[k], names[mover] if mover is not None else "", **extra
                )
            out.append(self._log[key])
        return out

    # --- rendering -----------------------------------------------------------------
    def render(self) -> Node:
        return widgets.frame(self._content(), message_box(self.message), self.announce)

    def _content(self) -> Node:
        if self.screen == "game" and self.session is not None:
            return game_screen(self)
        if self.screen == "new":
            r = renderers.renderer(self.new_for)
            return new_game(self.new_for, r, self.new_players or r.seat_count_choices()[0])
        if self.screen == "rules":
            return rules()
        if self.screen == "loading":
            return widgets.loading(renderers.title(self.new_for), self.load_progress)
        return home(self.saves.all(), self.env.now())


__all__ = ["App", "Damaged", "Env", "Message", "link_problem"]
