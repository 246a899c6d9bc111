"""The remote game's screens: the game with its link panel, and an invitation opened.

Pure element trees. The table, its actions and the reports are the game's own renderer's
(the same as on one device), drawn from this device's view; the panel above the table
says what to do next: send this link (Copy, Share), wait for a friend's link (open it
here), or that the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.core.i18n import _, ngettext
from web.core.vdom import Node, h
from web.remote import claims
from web.shell import registry, renderers, widgets
from web.shell.home.new_game import storage_note, your_name
from web.shell.renderers import GameView
from web.shell.table.game_screen import actions_area, end_title, move_log, title_bar_heading
from web.shell.widgets import button

if TYPE_CHECKING:  # loaded with it (web/remote/files.py)
    from web.remote.control import RemoteGame


def remote_screen(game: RemoteGame, url: str, can_share: bool) -> Node:
    """The game on this device: the panel, the table, the actions, the log, a report."""
    r, view, names = game.renderer, game.view(), game.names()
    interactive = game.status() == "move" and game.dialog is None
    table = None
    if view is not None:
        ctx = renderers.TableContext(
            view, game.selection, names, interactive, list(game.log_texts()), game.last_shown()
        )
        table = h(
            "div",
            {"class": "table-area"},
            r.render_table(ctx),
            actions_area(r, view, game.selection if interactive else None),
        )
    behind = game.dialog is not None
    return h(
        "div",
        {"class": f"game remote g-{game.save.game}"},
        h(
            "div",
            {"class": "game-bar", "inert": behind},
            title_bar_heading(game.save.game, names),
            h(
                "div",
                {"class": "row"},
                button(_("Export to a file"), "remote-export", key="remote-export"),
                button(_("Abandon"), "remote-abandon", key="remote-abandon")
                if game.status() in ("move", "send", "wait")
                else None,
                button(_("Home"), "home", key="remote-home"),
            ),
        ),
        h("div", {"inert": behind}, _panel(game, url, can_share)),
        h(
            "div",
            {"class": "board", "inert": behind},
            table,
            move_log(game.log_texts()),
        ),
        _dialog(game, view, names),
    )


def _panel(game: RemoteGame, url: str, can_share: bool) -> Node:
    """What to do now: send the link, wait for one, play, or the end."""
    status = game.status()
    body: list[Node] = []
    if status == "cheat":
        body.append(h("p", {"class": "problem", "role": "alert"}, game.save.problem))
    elif status == "abandoned":
        body += [
            _title(_("You marked this game abandoned.")),
            h("p", None, _("A new link from the others, or Resume, takes it up again.")),
            h("div", {"class": "row"}, button(_("Resume"), "remote-resume", key="remote-resume")),
        ]
    elif status == "send" or game.again or game.auto:
        body += [_title(_send_title(game, url)), *_links(url.split("\n"), can_share)]
        body.append(_send_how(game, len(url.split("\n"))))
    elif status == "move":
        body.append(_title(_("Your turn.")))
    elif status == "over":
        body.append(_title(_("The game is over.")))
    else:
        body += [_title(_waiting(game)), *_waited(game), _open_form()]
        again = button(_("Show my last link again"), "remote-again", key="remote-again")
        claim = button(_("Claim the round"), "remote-claim", key="remote-claim")
        body.append(h("div", {"class": "row"}, again, claim if claims.can_claim(game) else None))
    live = _live(game) if status not in ("cheat", "over") else None
    if live is not None:
        body.append(live)
    # the notes in full while the player waits (not over the table's play, nor right
    # after a move, when the panel stays short above the table: a phone shows it at once)
    explained = status in ("send", "wait") and not game.auto
    if explained:
        body.append(h("p", {"class": "storage-note"}, storage_note()))
    safety = _safety(game.safety_code(), explained) if status != "cheat" else None
    if safety is not None:
        body.append(safety)
    if game.players == 2 and status in ("move", "send", "wait"):
        body.append(_live_options(game.live.stun))
    return h("section", {"class": f"remote-panel s-{status}", "aria-label": _("Remote play")}, body)


def _live(game: RemoteGame) -> Node | None:
    """The live channel (web/remote/channel.py): open, connecting, lost or failed, or
    offered by the link to send; nothing for a game that has no channel on this page."""
    shown, name = game.live.shown(game.save.id), game.send_to()
    if shown == "open":
        said = _(
            "Live with {name}: your moves go straight to their device, with no link to copy.",
            name=name,
        )
    elif shown == "connecting":
        said = _("Connecting live with {name}…", name=name)
    elif shown == "failed":
        said = _(
            "Could not connect live with {name} (another network, or one that keeps devices "
            "apart): the game goes on by links.",
            name=name,
        )
    elif shown == "closed":
        said = _("The live channel with {name} closed: the game goes on by links.", name=name)
    elif shown == "offered" and game.status() == "send":
        said = _(
            "With this link, {name}'s device can also connect live to yours while you both "
            "have the game open: then no more links to copy.",
            name=name,
        )
    else:
        return None
    return h("p", {"class": "remote-live", "data-live": shown}, said)


def _live_options(stun: str) -> Node:
    """The live channel's one option: a STUN server, and what that server sees."""
    field = h(
        "input",
        {
            "name": "stun",
            "value": stun.removeprefix("stun:"),
            "placeholder": "stun.example.org:3478",
            "autocomplete": "off",
            "spellcheck": "false",
            "data-key": "remote-stun",
        },
    )
    return h(
        "details",
        {"class": "remote-live-options"},
        h("summary", None, _("Live channel")),
        h(
            "p",
            None,
            _(
                "Without a STUN server the live channel joins two devices on the same network "
                "only (two phones on one Wi-Fi). For friends on different networks, both can "
                "set a STUN server: it sees both devices' network addresses, never a move or "
                "a card."
            ),
        ),
        h(
            "form",
            {"class": "row", "data-submit": "remote-stun"},
            h("label", {"class": "field"}, h("span", None, _("STUN server (optional):")), field),
            h("button", {"type": "submit"}, _("Save")),
        ),
    )


def _title(text: str) -> Node:
    """The panel's heading: where the focus goes after slow work that led here."""
    return h("h2", {"tabindex": "-1", "data-key": "remote-title"}, text)


def _send_title(game: RemoteGame, url: str) -> str:
    """What to do with the link, or the two links, to send (or what was done with it)."""
    name, links = game.send_to(), len(url.split("\n"))
    if game.auto == "copy" and links > 1:
        return _("Both links copied: paste them to {name} in your messenger", name=name)
    if game.auto == "copy":
        return _("Link copied: paste it to {name} in your messenger", name=name)
    if game.auto == "share":
        return ngettext(
            "Link shared: send it to {name} from your share menu",
            "Links shared: send them to {name} from your share menu",
            links,
            name=name,
        )
    if game.resend:
        return ngettext(
            "Your earlier link, to send again to {name}",
            "Your earlier links, to send again to {name}",
            links,
            name=name,
        )
    if game.status() == "send" and links > 1:
        return _("Send these two links to {name}", name=name)
    if game.status() == "send":
        return _("Send this link to {name}", name=name)
    return ngettext(
        "Your last link, to send again to {name}",
        "Your last links, to send again to {name}",
        links,
        name=name,
    )


def _send_how(game: RemoteGame, links: int) -> Node:
    """Under the links: how to send them, and to open the answer here; after a move (the
    link already shared or copied), only what to do if it did not arrive."""
    name = game.send_to()
    if game.auto:
        return h(
            "p",
            None,
            ngettext(
                "If it did not reach {name}, copy it from here.",
                "If they did not reach {name}, copy them from here.",
                links,
                name=name,
            ),
        )
    several = game.players - 1 if game.players > 2 and game.save.seat >= 0 else 1
    several = 1 if game.to_host() else several
    how = ngettext(
        "Send it by any messenger or e-mail.", "Send them by any messenger or e-mail.", links
    )
    then = ngettext(
        "When {name} answers, open the answer on this device.",
        "When {name} answer, open their answers on this device.",
        several,
        name=name,
    )
    return h("p", None, how, " ", then)


def _links(urls: list[str], can_share: bool) -> list[Node]:
    """The link to send with Copy (and Share), or the two links of a message too long for
    one: each with its own Copy, and Copy both (one text, a link a line)."""
    share = button(_("Share…"), "remote-share", key="remote-share") if can_share else None
    if len(urls) == 1:
        copy = button(_("Copy the link"), "remote-copy", cls="primary", key="remote-copy")
        return [
            _link_field(urls[0], _("Link to send"), "remote-link"),
            h("div", {"class": "row"}, copy, share),
        ]
    out: list[Node] = [
        h(
            "p",
            {"class": "remote-both"},
            _("This message is too long for one link: send both links, together."),
        )
    ]
    for i, url in enumerate(urls):
        label = _("Link {index} of {count}", index=i + 1, count=len(urls))
        out += [
            h("p", {"class": "remote-part-label"}, label),
            _link_field(url, label, f"remote-link-{i + 1}"),
            h(
                "div",
                {"class": "row"},
                button(
                    _("Copy link {index} of {count}", index=i + 1, count=len(urls)),
                    "remote-copy",
                    str(i + 1),
                    key=f"remote-copy-{i + 1}",
                ),
            ),
        ]
    both = button(_("Copy both links"), "remote-copy", cls="primary", key="remote-copy")
    return [*out, h("div", {"class": "row"}, both, share)]


def _link_field(url: str, label: str, key: str) -> Node:
    return h(
        "input",
        {
            "class": "remote-link",
            "readonly": True,
            "value": url,
            "aria-label": label,
            "data-key": key,
            "data-scrolls": True,  # far longer than any screen: shown from its start
        },
    )


def _safety(code: str, explained: bool) -> Node | None:
    """The safety code (none before the keys are agreed) and, while the player waits or
    sends (not over the table's play), what to do with it."""
    if not code:
        return None
    why = _(
        "Compare it with the other players by another channel (a call, or in person). "
        "If the codes differ, someone else is passing your links on: stop this game."
    )
    return h(
        "p",
        {"class": "safety" if explained else "safety storage-note"},
        _("Safety code:"),
        " ",
        h("strong", {"class": "safety-code", "translate": "no"}, code),
        (" " + why) if explained else None,
    )


def _waiting(game: RemoteGame) -> str:
    seat, players = game.save.seat, game.players
    if game.view() is None and players > 2 and seat == 0:
        shares = getattr(game.device, "shares", ())
        if shares:  # started: each friend's share of the set-up comes back (api.to_host)
            return _(
                "Waiting for your friends' links: each sends one back after opening your "
                "start link ({done} of {total}).",
                done=sum(map(bool, shares[1:])),
                total=players - 1,
            )
        joined = len(getattr(game.device, "joins", ()))
        return _(
            "Waiting for your friends to answer the invitation ({joined} of {total}).",
            joined=joined,
            total=players - 1,
        )
    name = game.waiting_for()
    return _("Waiting for {name}'s link.", name=name) if name else _("Waiting for a link.")


def _waited(game: RemoteGame) -> list[Node]:
    """Since when this device waits (its last change: its link sent) and for how long;
    the reminder (the last link again); and the claim of the round, before it is possible or beside it."""
    minutes = (game.clock - game.save.updated) // 60000
    if minutes < 1:
        return []
    hours, days = minutes // 60, minutes // (60 * 24)
    if days:
        time = ngettext("{n} day", "{n} days", days)
    elif hours:
        time = ngettext("{n} hour", "{n} hours", hours)
    else:
        time = ngettext("{n} minute", "{n} minutes", minutes)
    name = game.waiting_for()
    since = _(
        "Waited so far: {time}, since {date}. To remind {name}, send your last link again.",
        time=time,
        date=claims.when(game.save.updated),
        name=name or _("your friends"),
    )
    if not (claims.offered(game) and name):  # a claim names one silent player
        abandon = _("If nobody answers, any of you can mark the game abandoned.")
        return [h("p", {"class": "waited"}, since, " ", abandon)]
    then = claims.what_a_claim_is(name) if claims.can_claim(game) else claims.before_claim(game)
    return [h("p", {"class": "waited"}, since), h("p", {"class": "claim-note"}, then)]


def _open_form() -> Node:
    """Paste a link to open it here (a link opened in this browser opens by itself)."""
    return h(
        "form",
        {"class": "open-link row", "data-submit": "remote-paste"},
        h(
            "label",
            {"class": "field"},
            h("span", None, _("Their link, if it opened elsewhere:")),
            h("input", {"name": "link", "autocomplete": "off", "data-key": "remote-paste"}),
        ),
        h("button", {"type": "submit", "data-key": "remote-open"}, _("Open")),
    )


def _dialog(game: RemoteGame, view: GameView | None, names: tuple[str, ...]) -> Node | None:
    if game.dialog is None or view is None:
        return None
    r = game.renderer
    close = widgets.button(
        _("Look at the table"), "close-dialog", cls="primary", key="close-dialog"
    )
    if game.dialog == "round":
        played = game.shown_log().played
        body = r.round_report(view, names, played) or []
        return widgets.dialog(_("End of the round"), body, [close])
    return widgets.dialog(
        end_title(r), r.final_report(view, names, game.shown_log().played), [close]
    )


def invitation_screen(game: str, host: str, players: int) -> Node:
    """An invitation opened on this device: who invites, to what; the name to answer with."""
    invite = (
        _("{name} invites you to a game of {game} by links.", name=host, game=registry.title(game))
        if host
        else _("You are invited to a game of {game} by links.", game=registry.title(game))
    )
    return h(
        "form",
        {"class": "new-game remote-join", "data-submit": "remote-join"},
        h("h1", None, _("Play with a friend far away")),
        h("p", None, invite),
        h("p", None, _("Players: {count}", count=players)) if players > 2 else None,
        your_name("name"),
        h("p", {"class": "storage-note"}, storage_note()),
        h(
            "div",
            {"class": "row"},
            h(
                "button",
                {"type": "submit", "class": "primary", "data-key": "join"},
                _("Join the game"),
            ),
            button(_("Cancel"), "home"),
        ),
    )
