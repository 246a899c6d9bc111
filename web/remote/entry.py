"""Remote play in the App: starting a game by links, opening links, the remote screens.

``RemoteEntry`` is the App's remote half (``web.app.App`` inherits it). The remote
engine and screens (``web/remote/``, with ``game/remote/``) are fetched the first time
they are needed, like a lazy game's; nothing here imports them at start-up. A remote game is
saved in its own entry (``Saves.remote_*``) after every change; a refused link leaves it
as it was and says why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from web.core.i18n import _
from web.shell import registry
from web.shell.page.busy import Busy
from web.shell.page.message import Message, unchanged
from web.shell.page.states import Invitation, NewGame, Screen
from web.shell.saves import REMOTE, RemoteSave, Saves

if TYPE_CHECKING:  # web/remote/ is loaded when first needed
    from web.remote.control import RemoteGame
    from web.shell.table.play import Env


class RemoteEntry:
    """The App's remote-play actions (``act`` finds them by prefix: ``_act_`` anywhere,
    ``_remote_`` only while the remote game is on screen)."""

    env: Env
    saves: Saves
    screen: Screen
    message: Message | None
    announce: str
    new: NewGame
    remote: RemoteGame | None  # the remote game on screen
    invitation: Invitation | None  # on the "invited" screen

    _fetch_first: Callable[[str | None, Callable[[], None]], bool]  # the App's lazy loading
    # slow work shown as it happens (Play.busy_with: what, the work, the typed values)
    busy: Busy | None
    busy_with: Callable[[str, Callable[[], None], dict[str, str] | None], bool]
    focus: str  # the control to focus at the next render

    # --- opening -------------------------------------------------------------------
    def open_remote(self, text: str) -> None:
        """A remote link: the next link of a game here, or an invitation to join."""
        if self._fetch_first("remote", lambda: self.open_remote(text)):
            return
        from web.remote import control, parts, slow

        found = parts.pasted(text)
        if len(found) == 2:  # both links of a long message at once (pasted, one a line)
            try:
                text = parts.join((found[0], found[1]))
            except control.RemoteError as error:
                self._refused(control.refusal(error))
                return
        if parts.header(text) is not None:  # one of two links: kept until the other comes
            try:
                whole = parts.gather(self.saves.store, text)
            except control.RemoteError as error:
                self._refused(control.refusal(error))
                return
            if whole is None:
                self._half(text)
                return
            text = whole
            self.message = None  # "open the other one too": it has been
        try:
            game_id = control.game_id(text)
            invited = control.invitation(text)
        except control.RemoteError as error:
            self._refused(control.refusal(error))
            return
        saved = self.saves.remote_get(game_id)
        if saved is None and invited is None:
            known = [r.id for r in self.saves.remote_all()]
            damaged = control.near_id(game_id, known)
            self._refused(control.refusal_of("damaged_start") if damaged else _(control.NOT_HERE))
            return
        game = saved.game if saved else invited[0] if invited else ""
        if self._fetch_first(game, lambda: self.open_remote(text)):
            return
        if saved is None and invited is not None:
            self.invitation = Invitation(text, *invited)
            self.new.game, self.screen = invited[0], "invited"
            return
        assert saved is not None
        if not self._show_remote(saved):
            return
        if invited is not None:
            self.message = Message(_("This invitation is already open on this device."), "info")
            return
        doing = slow.opening(self.remote, text) if self.remote else ""
        if not doing:
            self._receive(text)
            return
        self.busy_with(doing, lambda: self._receive(text, focus=True), None)

    def _half(self, text: str) -> None:
        """One of two links opened, kept here: say so, in its game if it is known."""
        from web.remote import parts, refusals

        game_id, sender = parts.info(text)
        saved = self.saves.remote_get(game_id)
        if saved is not None:
            if self._fetch_first(saved.game, lambda: self._half(text)):
                return
            if not self._show_remote(saved):
                return
        known = saved.names if saved is not None else ()
        name = known[sender] if 0 <= sender < len(known) else ""  # "": an invitation
        said = _(refusals.HALF, name=name) if name else _(refusals.HALF_UNNAMED)
        self.message = Message(said, "info")
        if saved is None:
            self.screen = "home"

    def _receive(self, text: str, focus: bool = False) -> None:
        """Open the link in the game on screen (``focus``: then on the control to go on
        with, after slow work that disabled the one pressed)."""
        from web.remote import control

        game = self.remote
        assert game is not None  # _show_remote put it there
        if game.status() == "cheat":  # the game stopped: nothing more is opened in it
            self.message = Message(game.save.problem)
            return
        try:
            game.receive(text, self.env.now())
        except control.RemoteError as error:
            self.saves.remote_put(game.save)  # a cheat stops the game: that is kept
            if game.resend:  # this device's own earlier link: shown again to send
                self.message = Message(control.own_again(game), "info")
            elif error.reason != "cheat":
                self.message = Message(unchanged(control.refusal(error)))
            return
        self.saves.remote_put(game.save)
        self.announce = (game.log_texts() or ("",))[-1]
        self.focus = game.primary() if focus else ""

    def _refused(self, problem: str) -> None:
        self.message = Message(unchanged(problem))
        self.screen = "home"

    def _show_remote(self, save: RemoteSave) -> bool:
        from web.remote import control

        try:
            self.remote = control.RemoteGame.load(save)
            self.remote.clock = self.env.now()
        except control.RemoteError:
            self.message = Message(_("This saved remote game is damaged and cannot be opened."))
            self.screen = "home"
            return False
        self.screen, self.invitation = "remote", None
        return True

    def continue_remote(self, game_id: str) -> None:
        save = self.saves.remote_get(game_id)
        if save is None:
            self.screen = "home"
            return
        if self._fetch_first("remote", lambda: self.continue_remote(game_id)):
            return
        if not self._fetch_first(save.game, lambda: self.continue_remote(game_id)):
            self._show_remote(save)

    def remote_changed(self, key: str) -> bool:
        """Another tab saved ``key``: reload the remote game on screen if it is that one."""
        game = self.remote
        if self.screen != "remote" or game is None or key != REMOTE + game.save.id:
            return False
        saved = self.saves.remote_get(game.save.id)
        if saved is None or saved == game.save:
            return False
        return self._show_remote(saved)

    def _act_remote_continue(self, arg: str, form: dict[str, str]) -> None:
        self.continue_remote(arg)

    def _act_remote_delete(self, arg: str, form: dict[str, str]) -> None:
        self.saves.remote_delete(arg)
        self.announce = _("Saved game deleted.")

    # --- starting --------------------------------------------------------------------
    def begin_remote(self, game: str, options: tuple[int, ...], name: str) -> None:
        """The new-game dialog chose "far away" (``options``: the game's, as for a link)."""

        def retry() -> None:
            self.busy = None  # the box stays: the work takes it up at once
            self.begin_remote(game, options, name)

        if self._fetch_first("remote", retry):
            if registry.remote(game).shuffles:  # the box now, over the form
                self.screen, self.busy = "new", Busy(_shuffling(), {"name0": name})
            return
        from web.remote import control

        def work() -> None:
            self.remote = control.create(game, options, name, self.env.now())
            self.saves.remote_put(self.remote.save)
            self.screen, self.focus = "remote", self.remote.primary()

        if not registry.remote(game).shuffles:  # a set-up shuffling nothing: at once
            work()
            return
        self.busy_with(_shuffling(), work, {"name0": name})

    def _act_remote_join(self, arg: str, form: dict[str, str]) -> None:
        """The invitation's form: join the game with this name."""
        if self.invitation is None:
            return
        from web.remote import control, slow

        text, host = self.invitation.link, self.invitation.host

        def work() -> None:
            try:
                self.remote = control.accept(text, form.get("name", ""), self.env.now())
            except control.RemoteError as error:
                self._refused(control.refusal(error))
                return
            self.saves.remote_put(self.remote.save)
            self.screen, self.invitation = "remote", None
            self.focus = self.remote.primary()

        if not registry.remote(self.invitation.game).shuffles:
            work()
            return
        self.busy_with(slow.joining(host), work, form)

    def import_remote(self, text: str) -> None:
        """A remote game's exported file, read by main.py."""
        if self._fetch_first("remote", lambda: self.import_remote(text)):
            return
        from web.remote import control

        try:
            save = control.from_file(text, self.env.now(), self.saves.remote_get)
        except control.RemoteError as error:
            self.message = Message(
                unchanged(control.refusal(error))
                if error.reason == "older"
                else _("This file is not a remote game exported by Bazaar, or it was damaged.")
            )
            return
        self.saves.remote_put(save)
        self.announce = _("Remote game imported.")
        self.continue_remote(save.id)

    # --- the remote screen ---------------------------------------------------------------
    def remote_act(self, act: str, arg: str, form: dict[str, str]) -> bool:
        """A button of the remote screen (False: not one of its own)."""
        handler = REMOTE_ACTIONS.get(act.removeprefix("remote-"))
        if handler is None or self.remote is None:
            return False
        self.remote.clock = self.env.now()
        handler(self, self.remote, arg, form)
        return True

    def _remote_pick(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        view = game.view()
        if game.status() == "move" and view is not None:
            game.selection = game.renderer.select(game.selection, view, arg)

    def _remote_clear(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        game.selection = game.renderer.new_selection()

    def _remote_move(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        from web.remote import control

        if game.status() != "move":
            return
        if self.busy is None and game.shuffles(arg):  # the box first, then the same move
            self.busy_with(_shuffling(), lambda: self._remote_move(game, arg, form), None)
            return
        try:
            for text in arg.split(";"):  # a path: successive one-step moves
                game.play(text, self.env.now())
        except control.RemoteError as error:
            self.announce = control.refusal(error)
            return
        finally:
            self.saves.remote_put(game.save)
        self.announce = (game.log_texts() or ("",))[-1]
        if game.status() == "send":  # the move made a link: off it goes, still in the panel
            self._send_now(game)
            self.focus = game.primary() if self.busy else self.focus

    def _send_now(self, game: RemoteGame) -> None:
        """Right after a move: the share sheet where the browser has one (phones), else
        the clipboard; the panel says which, and keeps the link and Copy in case neither
        reached the messenger."""

        url, shared = self.remote_url(game), self.env.can_share()
        if shared:
            self.env.share(registry.title(game.save.game), url)
        else:
            self.env.copy_text(url)
        game.sent(self.env.now())
        game.auto = "share" if shared else "copy"
        if not shared:
            self.announce = _("Link copied. Send it to {name}.", name=game.send_to())
            if "\n" in url:
                self.announce = _("Both links copied. Send them to {name}.", name=game.send_to())
        self.saves.remote_put(game.save)

    def _remote_close_dialog(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        game.dialog = None

    def _remote_copy(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        urls = self.remote_url(game).split("\n")
        self.env.copy_text(
            urls[int(arg) - 1] if arg.isdigit() and 0 < int(arg) <= len(urls) else "\n".join(urls)
        )
        if len(urls) == 1:
            self._sent(game, _("Link copied. Send it to {name}.", name=game.send_to()))
        elif not arg:
            self._sent(game, _("Both links copied. Send them to {name}.", name=game.send_to()))
        elif arg == str(len(urls)):  # the last of two: both were copied by now
            self._sent(game, _("Link {index} of {count} copied.", index=int(arg), count=len(urls)))
        else:  # the first of two: the other still to copy
            self.announce = _("Link {index} of {count} copied.", index=int(arg), count=len(urls))

    def _remote_share(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:

        self.env.share(registry.title(game.save.game), self.remote_url(game))
        self._sent(game, "")

    def _sent(self, game: RemoteGame, announce: str) -> None:
        if game.status() == "send":
            game.sent(self.env.now())
            self.saves.remote_put(game.save)
        game.again, game.auto = False, ""
        self.announce = announce

    def _remote_again(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        game.again = True

    def _remote_paste(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        from web.remote import parts

        found = parts.pasted(form.get("link", ""))  # one link, or both of a long message
        if found:
            self.open_remote("\n".join(found))

    def _remote_abandon(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        game.abandon(self.env.now())
        self.saves.remote_put(game.save)
        self.announce = _("The game is marked abandoned. It stays in your list of games.")

    def _remote_resume(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        game.resume(self.env.now())
        self.saves.remote_put(game.save)

    def _remote_export(self, game: RemoteGame, arg: str, form: dict[str, str]) -> None:
        from web.remote import control

        save = game.save
        self.env.download(f"bazaar-{save.game}-{save.id}.json", control.to_file(save))
        self.announce = _("The game was exported to a file.")

    def remote_url(self, game: RemoteGame) -> str:
        """The link (or, for a message too long for one, both links, one a line) to send."""
        from web.remote import parts

        return "\n".join(f"{self.env.page_url()}#{f}" for f in parts.links(game.link()))


def _shuffling() -> str:
    """Making an invitation that shuffles: the remote files fetched, the shuffle proven."""
    return _("Shuffling the cards and proving the shuffle…")


# The remote screen's buttons (``remote-<name>`` or ``<name>``) -> their handler.
REMOTE_ACTIONS: dict[str, Callable[[RemoteEntry, RemoteGame, str, dict[str, str]], None]] = {
    "pick": RemoteEntry._remote_pick,
    "clear": RemoteEntry._remote_clear,
    "move": RemoteEntry._remote_move,
    "close-dialog": RemoteEntry._remote_close_dialog,
    "copy": RemoteEntry._remote_copy,
    "share": RemoteEntry._remote_share,
    "again": RemoteEntry._remote_again,
    "paste": RemoteEntry._remote_paste,
    "export": RemoteEntry._remote_export,
    "abandon": RemoteEntry._remote_abandon,
    "resume": RemoteEntry._remote_resume,
}


# Buttons opening or joining remote games (data-act) -> their handler.
ENTRY_ACTIONS: dict[str, Callable[[RemoteEntry, str, dict[str, str]], None]] = {
    "remote-continue": RemoteEntry._act_remote_continue,
    "remote-delete": RemoteEntry._act_remote_delete,
    "remote-join": RemoteEntry._act_remote_join,
}
