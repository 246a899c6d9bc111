"""Remote play in the App: starting a game by links, opening links, the remote screens.

Functions over the App's services (``web.shell.page.shell.Shell``) and the ``Remote`` and
``Invited`` screens; ``web/transitions.py`` maps the actions to them. The rest of remote
play (``web/remote/``, with ``game/remote/``) is fetched the first time it is needed, like
a lazy game's; nothing here imports it at start-up. A remote game is saved in its own entry (``Saves.remote_*``)
after every change; a refused link leaves it as it was and says why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.core.i18n import _
from web.shell import registry
from web.shell.page.busy import Busy
from web.shell.page.message import Message, unchanged
from web.shell.page.shell import Form, Shell
from web.shell.page.states import Invited, NewGame, Remote, Screen, home_after
from web.shell.saves import REMOTE, RemoteSave

if TYPE_CHECKING:  # web/remote/ is loaded when first needed
    from web.remote.channel import Live
    from web.remote.control import RemoteGame


# --- opening -------------------------------------------------------------------
def open_remote(shell: Shell, text: str) -> None:
    """A remote link: the next link of a game here, or an invitation to join."""
    if shell.fetch_first("remote", lambda: open_remote(shell, text)):
        return
    from web.remote import control, parts, slow

    found = parts.pasted(text)
    if len(found) == 2:  # both links of a long message at once (pasted, one a line)
        try:
            text = parts.join((found[0], found[1]))
        except control.RemoteError as error:
            _refused(shell, control.refusal(error))
            return
    if parts.header(text) is not None:  # one of two links: kept until the other comes
        try:
            whole = parts.gather(shell.saves.store, text)
        except control.RemoteError as error:
            _refused(shell, control.refusal(error))
            return
        if whole is None:
            _half(shell, text)
            return
        text = whole
        shell.message = None  # "open the other one too": it has been
    try:
        game_id = control.game_id(text)
        invited = control.invitation(text)
    except control.RemoteError as error:
        _refused(shell, control.refusal(error))
        return
    saved = shell.saves.remote_get(game_id)
    if saved is None and invited is None:
        known = [r.id for r in shell.saves.remote_all()]
        damaged = control.near_id(game_id, known)
        _refused(shell, control.refusal_of("damaged_start") if damaged else _(control.NOT_HERE))
        return
    game = saved.game if saved else invited[0] if invited else ""
    if shell.fetch_first(game, lambda: open_remote(shell, text)):
        return
    if saved is None and invited is not None:
        shell.screen = Invited(text, *invited)
        return
    assert saved is not None
    if (shown := _show_remote(shell, saved)) is None:
        return
    if invited is not None:
        shell.message = Message(_("This invitation is already open on this device."), "info")
        return
    doing = slow.opening(shown, text)
    if not doing:
        _receive(shell, shown, text)
        return
    shell.busy_with(doing, lambda: _receive(shell, shown, text, focus=True), None)


def _half(shell: Shell, text: str) -> None:
    """One of two links opened, kept here: say so, in its game if it is known."""
    from web.remote import parts, refusals

    game_id, sender = parts.info(text)
    saved = shell.saves.remote_get(game_id)
    if saved is not None:
        if shell.fetch_first(saved.game, lambda: _half(shell, text)):
            return
        if _show_remote(shell, saved) is None:
            return
    known = saved.names if saved is not None else ()
    name = known[sender] if 0 <= sender < len(known) else ""  # "": an invitation
    said = _(refusals.HALF, name=name) if name else _(refusals.HALF_UNNAMED)
    shell.message = Message(said, "info")
    if saved is None:
        shell.screen = home_after(shell.screen)


def _receive(shell: Shell, game: RemoteGame, text: str, focus: bool = False) -> None:
    """Open the link in the game on screen (``focus``: then on the control to go on
    with, after slow work that disabled the one pressed)."""
    from web.remote import control

    if game.status() == "cheat":  # the game stopped: nothing more is opened in it
        shell.message = Message(game.save.problem)
        return
    try:
        game.receive(text, shell.env.now())
    except control.RemoteError as error:
        shell.saves.remote_put(game.save)  # a cheat stops the game: that is kept
        if game.resend:  # this device's own earlier link: shown again to send
            shell.message = Message(control.own_again(game), "info")
        elif error.reason != "cheat":
            shell.message = Message(unchanged(control.refusal(error)))
        return
    shell.saves.remote_put(game.save)
    shell.announce = (game.log_texts() or ("",))[-1]
    shell.focus = game.primary() if focus else ""
    _described(shell, game, text)
    _send_live(shell, game)


def _refused(shell: Shell, problem: str) -> None:
    shell.message = Message(unchanged(problem))
    shell.screen = home_after(shell.screen)


def _show_remote(shell: Shell, save: RemoteSave) -> RemoteGame | None:
    """Put the remote game ``save`` on screen (None: it is damaged; home says so)."""
    from web.remote import control

    try:
        game = control.RemoteGame.load(save)
    except control.RemoteError:
        shell.message = Message(_("This saved remote game is damaged and cannot be opened."))
        shell.screen = home_after(shell.screen)
        return None
    game.clock, game.live = shell.env.now(), _live(shell)
    shell.screen = Remote(game)
    _offer(shell, game)
    return game


def continue_remote(shell: Shell, game_id: str) -> None:
    save = shell.saves.remote_get(game_id)
    if save is None:
        shell.screen = home_after(shell.screen)
        return
    if shell.fetch_first("remote", lambda: continue_remote(shell, game_id)):
        return
    if not shell.fetch_first(save.game, lambda: continue_remote(shell, game_id)):
        _show_remote(shell, save)


def remote_changed(shell: Shell, key: str) -> bool:
    """Another tab saved ``key``: reload the remote game on screen if it is that one."""
    screen = shell.screen
    if not isinstance(screen, Remote) or key != REMOTE + screen.game.save.id:
        return False
    saved = shell.saves.remote_get(screen.game.save.id)
    if saved is None or saved == screen.game.save:
        return False
    return _show_remote(shell, saved) is not None


def continue_(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    continue_remote(shell, arg)


def delete(shell: Shell, screen: Screen, arg: str, form: Form) -> None:
    shell.saves.remote_delete(arg)
    shell.announce = _("Saved game deleted.")


# --- starting --------------------------------------------------------------------
def begin_remote(
    shell: Shell, dialog: NewGame, game: str, options: tuple[int, ...], name: str
) -> None:
    """The new-game ``dialog`` chose "far away" (``options``: the game's, as for a link)."""

    def retry() -> None:
        shell.busy = None  # the box stays: the work takes it up at once
        begin_remote(shell, dialog, game, options, name)

    if shell.fetch_first("remote", retry):
        if registry.remote(game).shuffles:  # the box now, over the form
            shell.screen, shell.busy = dialog, Busy(_shuffling(), {"name0": name})
        return
    from web.remote import control

    def work() -> None:
        made = control.create(game, options, name, shell.env.now())
        made.live = _live(shell)
        shell.saves.remote_put(made.save)
        shell.screen, shell.focus = Remote(made), made.primary()
        _offer(shell, made)

    if not registry.remote(game).shuffles:  # a set-up shuffling nothing: at once
        work()
        return
    shell.busy_with(_shuffling(), work, {"name0": name})


def join(shell: Shell, invitation: Invited, arg: str, form: Form) -> None:
    """The invitation's form: join the game with this name."""
    from web.remote import control, slow

    def work() -> None:
        try:
            joined = control.accept(invitation.link, form.get("name", ""), shell.env.now())
        except control.RemoteError as error:
            _refused(shell, control.refusal(error))
            return
        joined.live = _live(shell)
        shell.saves.remote_put(joined.save)
        shell.screen, shell.focus = Remote(joined), joined.primary()
        _described(shell, joined, invitation.link)
        _offer(shell, joined)

    if not registry.remote(invitation.game).shuffles:
        work()
        return
    shell.busy_with(slow.joining(invitation.host), work, form)


def import_remote(shell: Shell, text: str) -> None:
    """A remote game's exported file, read by main.py."""
    if shell.fetch_first("remote", lambda: import_remote(shell, text)):
        return
    from web.remote import claims, control

    if claims.is_record(text):
        _claim_opened(shell, text)
        return
    try:
        save = control.from_file(text, shell.env.now(), shell.saves.remote_get)
    except control.RemoteError as error:
        shell.message = Message(
            unchanged(control.refusal(error))
            if error.reason == "older"
            else _("This file is not a remote game exported by Bazaar, or it was damaged.")
        )
        return
    shell.saves.remote_put(save)
    shell.announce = _("Remote game imported.")
    continue_remote(shell, save.id)


def _claim_opened(shell: Shell, text: str) -> None:
    """A claim record chosen as a file: checked against its game here, or its signature
    alone (with the code to compare) where its game is not."""
    from web.remote import claims, control

    try:
        save = shell.saves.remote_get(claims.game_id(text))
        if save is None:
            shell.message = Message(claims.stranger(text), "info")
            return
        if shell.fetch_first(save.game, lambda: _claim_opened(shell, text)):
            return
        if (game := _show_remote(shell, save)) is not None:
            shell.message = Message(claims.opened(game, text), "info")
    except control.RemoteError as error:
        shell.message = Message(claims.refused(error))


# --- the remote screen ---------------------------------------------------------------
def _now(shell: Shell, screen: Remote) -> RemoteGame:
    """The game on screen, its clock set to now (how long a link has been awaited)."""
    game = game_of(screen)
    game.clock = shell.env.now()
    return game


def game_of(screen: Remote) -> RemoteGame:
    """The game by links on ``screen`` (the shell knows it as a ``Far``; it is always
    remote play's ``RemoteGame``, made here)."""
    from web.remote.control import RemoteGame

    assert isinstance(screen.game, RemoteGame)
    return screen.game


def pick(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    game = _now(shell, screen)
    view = game.view()
    if game.status() == "move" and view is not None:
        game.selection = game.renderer.select(game.selection, view, arg)


def clear(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    game = _now(shell, screen)
    game.selection = game.renderer.new_selection()


def move(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    from web.remote import control

    game = _now(shell, screen)
    if game.status() != "move":
        return
    if shell.busy is None and game.shuffles(arg):  # the box first, then the same move
        shell.busy_with(_shuffling(), lambda: move(shell, screen, arg, form), None)
        return
    try:
        for text in arg.split(";"):  # a path: successive one-step moves
            game.play(text, shell.env.now())
    except control.RemoteError as error:
        shell.announce = control.refusal(error)
        return
    finally:
        shell.saves.remote_put(game.save)
    shell.announce = (game.log_texts() or ("",))[-1]
    if _send_live(shell, game):  # the move's link went over the live channel
        return
    if game.status() == "send":  # the move made a link: off it goes, still in the panel
        _send_now(shell, game)
        shell.focus = game.primary() if shell.busy else shell.focus


def _send_now(shell: Shell, game: RemoteGame) -> None:
    """Right after a move: the share sheet where the browser has one (phones), else
    the clipboard; the panel says which, and keeps the link and Copy in case neither
    reached the messenger."""
    url, shared = remote_url(shell, game), shell.env.can_share()
    if shared:
        shell.env.share(registry.title(game.save.game), url)
    else:
        shell.env.copy_text(url)
    game.sent(shell.env.now())
    game.auto = "share" if shared else "copy"
    if not shared:
        shell.announce = _("Link copied. Send it to {name}.", name=game.send_to())
        if "\n" in url:
            shell.announce = _("Both links copied. Send them to {name}.", name=game.send_to())
    shell.saves.remote_put(game.save)


def close_dialog(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    _now(shell, screen).dialog = None


def copy(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    game = _now(shell, screen)
    urls = remote_url(shell, game).split("\n")
    shell.env.copy_text(
        urls[int(arg) - 1] if arg.isdigit() and 0 < int(arg) <= len(urls) else "\n".join(urls)
    )
    if len(urls) == 1:
        _sent(shell, game, _("Link copied. Send it to {name}.", name=game.send_to()))
    elif not arg:
        _sent(shell, game, _("Both links copied. Send them to {name}.", name=game.send_to()))
    elif arg == str(len(urls)):  # the last of two: both were copied by now
        _sent(shell, game, _("Link {index} of {count} copied.", index=int(arg), count=len(urls)))
    else:  # the first of two: the other still to copy
        shell.announce = _("Link {index} of {count} copied.", index=int(arg), count=len(urls))


def share(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    game = _now(shell, screen)
    shell.env.share(registry.title(game.save.game), remote_url(shell, game))
    _sent(shell, game, "")


def _sent(shell: Shell, game: RemoteGame, announce: str) -> None:
    if game.status() == "send":
        game.sent(shell.env.now())
        shell.saves.remote_put(game.save)
    game.again, game.auto = False, ""
    shell.announce = announce


def again(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    _now(shell, screen).again = True


def paste(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    from web.remote import parts

    _now(shell, screen)
    found = parts.pasted(form.get("link", ""))  # one link, or both of a long message
    if found:
        open_remote(shell, "\n".join(found))


def abandon(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    game = _now(shell, screen)
    game.abandon(shell.env.now())
    shell.saves.remote_put(game.save)
    shell.announce = _("The game is marked abandoned. It stays in your list of games.")


def resume(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    game = _now(shell, screen)
    game.resume(shell.env.now())
    shell.saves.remote_put(game.save)


def claim(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    """After 48 hours of silence: the signed record of the round, saved as a file."""
    from web.remote import claims

    game = _now(shell, screen)
    if not claims.can_claim(game):
        return
    shell.env.download(claims.file_name(game), claims.record(game))
    shell.message = Message(claims.made(game.waiting_for()), "info")


def export(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    from web.remote import control

    save = _now(shell, screen).save
    shell.env.download(f"bazaar-{save.game}-{save.id}.json", control.to_file(save))
    shell.announce = _("The game was exported to a file.")


def remote_url(shell: Shell, game: RemoteGame) -> str:
    """The link (or, for a message too long for one, both links, one a line) to send."""
    from web.remote import parts

    return "\n".join(f"{shell.env.page_url()}#{f}" for f in parts.links(game.link()))


def _shuffling() -> str:
    """Making an invitation that shuffles: the remote files fetched, the shuffle proven."""
    return _("Shuffling the cards and proving the shuffle…")


# --- the live channel (web/remote/channel.py) ----------------------------------------
def _live(shell: Shell) -> Live:
    """The page's live channels, with the STUN server set in remote play's options."""
    from web.remote import channel

    live = channel.live_of(shell)
    live.stun = channel.stun_server(shell.saves.store.get(channel.STUN) or "")
    return live


def stun(shell: Shell, screen: Remote, arg: str, form: Form) -> None:
    """The live channel's options: a STUN server for friends on other networks, or none.
    A channel not yet answered is offered again with it."""
    from web.remote import channel

    typed = form.get("stun", "").strip()
    server = channel.stun_server(typed)
    if typed and not server:
        shell.message = Message(
            _("This is not the address of a STUN server: write it as stun.example.org:3478.")
        )
        return
    if server:
        shell.saves.store.set(channel.STUN, server)
    else:
        shell.saves.store.delete(channel.STUN)
    game = _now(shell, screen)
    game.live = _live(shell)
    if game.live.state(game.save.id) in ("offering", "closed"):
        game.live.channels.pop(game.save.id)
        _offer(shell, game)
    shell.announce = _("Saved. The live channel uses it from its next offer.")


def _offer(shell: Shell, game: RemoteGame) -> None:
    """This device offers a live channel for ``game`` when it has none on this page (or it
    closed): its next links carry the offer. Only two players share one channel, and only
    in a browser with WebRTC (without, the page says nothing of a channel)."""
    game_id, live = game.save.id, game.live
    playing = game.status() in ("move", "send", "wait")
    if game.players == 2 and playing and live.wants_offer(game_id) and shell.env.peer_available():
        live.offering(game_id)
        shell.env.peer_start(game_id, live.stun, "")


def _described(shell: Shell, game: RemoteGame, text: str) -> None:
    """A link opened in ``game`` carried the other device's description: answer its
    offer (this device's next links carry the answer), or take its answer to ours."""
    from web.remote import channel, control

    game_id = game.save.id
    if not shell.env.peer_available():
        return
    found = game.live.received(game_id, game.save.seat, control.live_part(text))
    if found is not None and found.kind == channel.OFFER:
        shell.env.peer_start(game_id, game.live.stun, channel.sdp(found))
    elif found is not None:
        shell.env.peer_accept(game_id, channel.sdp(found))


def _send_live(shell: Shell, game: RemoteGame, again: bool = False) -> bool:
    """The link to send went over the open live channel (False: none is open, or it is
    not this device's turn to send: links as before). ``again``: the channel has just
    opened, and this device's last link, if it waits for an answer to it, goes again
    (copied before the channel opened, or lost when it closed; a copy the other device
    has opened already is ignored there)."""
    game_id, status = game.save.id, game.status()
    if not game.live.is_open(game_id) or status not in ("send", "wait" if again else "send"):
        return False
    if not game.device.sent or not shell.env.peer_send(game_id, game.link()):
        return False
    if status == "send":
        game.sent(shell.env.now())
        shell.saves.remote_put(game.save)
        shell.announce = _("Sent to {name} over the live channel.", name=game.send_to())
    return True


def _game(shell: Shell, game_id: str) -> tuple[RemoteGame | None, bool]:
    """The game ``game_id`` (None: not on this device, or damaged), and whether it is on
    screen."""
    from web.remote import control

    screen = shell.screen
    if isinstance(screen, Remote) and game_of(screen).save.id == game_id:
        return game_of(screen), True
    saved = shell.saves.remote_get(game_id)
    try:
        game = control.RemoteGame.load(saved) if saved else None
    except control.RemoteError:
        return None, False
    if game is not None:
        game.live = _live(shell)
    return game, False


def peer_event(shell: Shell, game_id: str, kind: str, data: str) -> None:
    """The browser's live channel for ``game_id``: this device's description made
    (``local``), the channel open, a text received on it, or the channel closed."""
    from web.remote import channel

    live = _live(shell)
    if kind == "local":
        live.made(game_id, data)
        return
    game, shown = _game(shell, game_id)
    if kind == "open":
        live.opened(game_id)
    elif kind == "closed":
        live.closed(game_id)
    if game is None:
        return
    if kind == "open":
        _send_live(shell, game, again=True)
    elif kind == "closed":
        _offer(shell, game)
    elif kind == "message" and (text := channel.from_channel(data)):
        _from_channel(shell, game, shown, text)


def _from_channel(shell: Shell, game: RemoteGame, shown: bool, text: str) -> None:
    """A text from the other device over the live channel: opened exactly as a link of
    this game (every check is the link's); the screen changes only if the game is on it."""
    from web.remote import control, slow

    try:
        ours = control.game_id(text) == game.save.id
        known = ours and game.known(text)
    except control.RemoteError:
        ours = known = False
    if not ours or known:
        return  # another game's text, or a link opened here already (sent again on opening)
    if shell.busy is not None:  # slow work under way: this text once it is done
        shell.env.after_paint(lambda: _later(shell, game.save.id, text))
        return
    doing = slow.opening(game, text) if shown else ""
    if doing:  # a shuffle to check: the box first, as for a link opened here
        shell.busy_with(doing, lambda: _receive(shell, game, text, focus=True), None)
    else:
        _receive(shell, game, text)


def _later(shell: Shell, game_id: str, text: str) -> None:
    """A text from the channel that came during slow work, now that it is done."""
    game, shown = _game(shell, game_id)
    if game is not None:
        _from_channel(shell, game, shown, text)
