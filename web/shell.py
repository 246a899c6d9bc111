"""The game-agnostic screens as element trees: frame, home, new-game dialog,
rules, history bar, curtain, dialogs. Pure: the App passes in what to show.
"""

from __future__ import annotations

import time
from typing import Any

from web import renderers
from web.i18n import N_, _, ngettext
from web.saves import Damaged, Save
from web.vdom import Node, h

KIND_LABELS = {
    "human": N_("Person"),
    "random": N_("Computer (easy: random)"),
    "greedy": N_("Computer (greedy)"),
}


def button(
    label: str,
    act: str,
    arg: str = "",
    *,
    cls: str = "",
    disabled: bool = False,
    key: str | None = None,
    title: str | None = None,
    pressed: bool | None = None,
) -> Node:
    """A real button that sends ``act``/``arg`` to the App when pressed."""
    return h(
        "button",
        {
            "type": "button",
            "class": cls or None,
            "data-act": act,
            "data-arg": arg or None,
            "disabled": disabled,
            "data-key": key or f"{act}:{arg}",
            "title": title,
            "aria-label": title,
            "aria-pressed": None if pressed is None else str(pressed).lower(),
        },
        label,
    )


def frame(content: Node, message: Node | None, announce: str) -> Node:
    return h(
        "div",
        {"class": "frame"},
        h(
            "header",
            {"class": "bar"},
            h(
                "button",
                {"type": "button", "class": "brand", "data-act": "home", "data-key": "brand"},
                _("Bazaar"),
            ),
            h("nav", None, button(_("Rules"), "rules")),
        ),
        message,
        h("main", {"id": "main"}, content),
        h("div", {"class": "sr-only", "aria-live": "polite", "role": "status"}, announce),
    )


def message_box(text: str, actions: list[Node], kind: str = "error") -> Node:
    return h(
        "div",
        {"class": f"message {kind}", "role": "alert"},
        h("p", None, text),
        h("div", {"class": "row"}, actions, button(_("Dismiss"), "dismiss-message")),
    )


# --- home --------------------------------------------------------------------------


def home(saves: list[Save | Damaged], now_ms: int) -> Node:
    games = [_game_card(e) for e in renderers.ENTRIES.values()]
    return h(
        "div",
        {"class": "home"},
        h("h1", None, _("Play Jaipur and Bombay")),
        h(
            "section",
            {"class": "games", "aria-labelledby": "h-games"},
            h("h2", {"id": "h-games"}, _("New game")),
            h("div", {"class": "cards"}, games),
        ),
        h(
            "section",
            {"class": "saves", "aria-labelledby": "h-saves"},
            h("h2", {"id": "h-saves"}, _("Saved games")),
            _saves(saves, now_ms),
        ),
    )


def _game_card(entry: renderers.Entry) -> Node:
    return h(
        "article",
        {"class": f"game-card g-{entry.name}"},
        h("h3", None, _(entry.title)),
        h("p", None, _(entry.blurb)),
        button(_("Play {game}", game=_(entry.title)), "new", entry.name, cls="primary"),
    )


def _saves(saves: list[Save | Damaged], now_ms: int) -> Node:
    if not saves:
        return h("p", {"class": "empty"}, _("No saved games yet. Every game is saved as you play."))
    return h("ul", {"class": "save-list"}, [_save_row(s, now_ms) for s in saves])


def _save_row(s: Save | Damaged, now_ms: int) -> Node:
    if isinstance(s, Damaged):
        why = (
            _("This saved game was written by a newer version of Bazaar.")
            if s.reason == "version"
            else _("This saved game is damaged and cannot be read.")
        )
        return h(
            "li",
            {"class": "save damaged"},
            h("p", None, why, " ", _("It is kept until you delete it.")),
            button(_("Delete"), "delete", s.id, cls="danger"),
        )
    players = _(" vs ").join(s.names)  # names are text nodes, never markup
    status = _("finished") if s.finished else (_("round {round}", round=s.round) if s.round else "")
    detail = ngettext("{n} move", "{n} moves", s.moves)
    return h(
        "li",
        {"class": "save"},
        h(
            "div",
            {"class": "save-info"},
            h("strong", None, renderers.title(s.game)),
            " ",
            h("span", {"class": "players"}, players),
            h(
                "span",
                {"class": "meta"},
                _(
                    "{status} · {moves} · {when}",
                    status=status,
                    moves=detail,
                    when=ago(now_ms, s.updated),
                ),
            ),
        ),
        h(
            "div",
            {"class": "row"},
            button(_("Continue"), "continue", s.id, cls="primary"),
            button(_("Delete"), "delete", s.id, cls="danger"),
        ),
    )


def ago(now_ms: int, then_ms: int) -> str:
    """How long ago, roughly ("just now", "5 minutes ago", a date)."""
    minutes = max(0, (now_ms - then_ms) // 60000)
    if minutes < 1:
        return _("just now")
    if minutes < 60:
        return ngettext("{n} minute ago", "{n} minutes ago", minutes)
    hours = minutes // 60
    if hours < 24:
        return ngettext("{n} hour ago", "{n} hours ago", hours)
    return time.strftime("%Y-%m-%d", time.gmtime(then_ms / 1000))


# --- new game ----------------------------------------------------------------------


def new_game(name: str, renderer: Any, players: int) -> Node:
    seats = [_seat_fields(i) for i in range(players)]
    return h(
        "form",
        {"class": "new-game", "id": "new-game", "data-game": name},
        h("h1", None, _("New game of {game}", game=renderer.title())),
        _player_count(renderer.seat_count_choices(), players),
        h("div", {"class": "seats"}, seats),
        h("fieldset", None, h("legend", None, _("Options")), renderer.options_form(players)),
        h(
            "div",
            {"class": "row"},
            h(
                "button",
                {"type": "submit", "class": "primary", "data-key": "start"},
                _("Start the game"),
            ),
            button(_("Cancel"), "home"),
        ),
    )


def _player_count(choices: tuple[int, ...], players: int) -> Node:
    """How many play: one toggle button per choice (the seats below follow), and the field."""
    hidden = h("input", {"type": "hidden", "name": "players", "value": str(players)})
    if len(choices) < 2:
        return hidden
    return h(
        "div",
        {"class": "player-count row", "role": "group", "aria-label": _("Number of players")},
        h("span", None, _("Players")),
        [
            button(
                str(n),
                "players",
                str(n),
                cls="count-choice",
                key=f"players:{n}",
                pressed=n == players,
            )
            for n in choices
        ],
        hidden,
    )


def _seat_fields(i: int) -> Node:
    default = "human" if i == 0 else "greedy"
    kinds = [
        h("option", {"value": k, "selected": k == default}, _(label))
        for k, label in KIND_LABELS.items()
    ]
    return h(
        "fieldset",
        {"class": "seat"},
        h("legend", None, _("Seat {number}", number=i + 1)),
        h(
            "label",
            {"class": "field"},
            h("span", None, _("Name")),
            h(
                "input",
                {
                    "name": f"name{i}",
                    "maxlength": "24",
                    "autocomplete": "off",
                    "data-key": f"name{i}",
                    "placeholder": _("Player {number}", number=i + 1),
                },
            ),
        ),
        h(
            "label",
            {"class": "field"},
            h("span", None, _("Played by")),
            h("select", {"name": f"kind{i}", "data-key": f"kind{i}"}, kinds),
        ),
    )


# --- game screen parts ---------------------------------------------------------------


def history_bar(cursor: int, total: int) -> Node:
    at_end = cursor == total
    label = _("Move {cursor} of {total}", cursor=cursor, total=total)
    return h(
        "div",
        {"class": "history", "role": "group", "aria-label": _("History")},
        button("«", "goto", "0", disabled=cursor == 0, title=_("First position")),
        button(
            "‹", "goto", str(cursor - 1), disabled=cursor == 0, title=_("Back one move"), key="back"
        ),
        h("span", {"class": "where"}, label),
        button(
            "›",
            "goto",
            str(cursor + 1),
            disabled=at_end,
            title=_("Forward one move"),
            key="forward",
        ),
        button("»", "goto", str(total), disabled=at_end, title=_("Latest position")),
    )


def browsing_note(cursor: int, total: int) -> Node:
    later = total - cursor
    return h(
        "div",
        {"class": "message info"},
        h("p", None, _("You are looking at an earlier position.")),
        h(
            "div",
            {"class": "row"},
            button(
                ngettext(
                    "Play on from here (drops {n} later move)",
                    "Play on from here (drops {n} later moves)",
                    later,
                ),
                "branch",
            ),
            button(_("Back to the latest move"), "goto", str(total)),
        ),
    )


def curtain(name: str, undo: bool = False) -> Node:
    """The hot-seat cover; ``undo``: the player who just moved may still take it back."""
    return h(
        "div",
        {
            "class": "curtain",
            "role": "dialog",
            "aria-modal": "true",
            "aria-labelledby": "curtain-title",
        },
        h("h2", {"id": "curtain-title"}, _("Pass the device to {name}", name=name)),
        h("p", None, _("The table is hidden so nobody sees the other hand by accident.")),
        button(
            _("I am {name}: show my cards", name=name), "reveal", cls="primary big", key="reveal"
        ),
        button(_("Take back my move"), "undo", key="curtain-undo") if undo else None,
    )


def dialog(title: str, body: Node | list[Node], actions: list[Node]) -> Node:
    return h(
        "div",
        {"class": "overlay"},
        h(
            "div",
            {
                "class": "dialog",
                "role": "dialog",
                "aria-modal": "true",
                "aria-labelledby": "dialog-title",
            },
            h("h2", {"id": "dialog-title"}, title),
            body,
            h("div", {"class": "row"}, actions),
        ),
    )


def rules() -> Node:
    paras = [
        _(
            "Jaipur is played by two merchants over up to three rounds. Whoever is richer at "
            "the end of a round takes a Seal of Excellence; two seals win the match."
        ),
        _(
            "On your turn do exactly one thing: take one good from the market; take all the "
            "camels; exchange two or more goods from the market for the same number of cards "
            "from your hand and herd; or sell cards of one type from your hand."
        ),
        _("Your hand holds at most 7 cards. Camels go to your herd and do not count."),
        _(
            "Diamonds, gold and silver are sold two or more at a time. Each card sold earns the "
            "top token of its pile; selling 3, 4 or 5+ cards also earns a bonus token."
        ),
        _(
            "A round ends when three goods-token piles are empty or the deck cannot refill the "
            "market. The player with more camels earns the camel token (5)."
        ),
        _(
            "Ties go to the player with more bonus tokens, then more goods tokens; a complete "
            "tie awards no seal. The loser of a round starts the next."
        ),
        _(
            "To play, point at cards: select them in the market, your hand and your herd, "
            "then press the action that lights up. The page says why when a choice is not "
            "allowed."
        ),
        _(
            "The link in the address bar holds the whole game, including the order of the "
            "deck: share it for finished games or to play on another device, not with an "
            "opponent who should not know what comes next."
        ),
    ]
    return h(
        "article",
        {"class": "rules"},
        h("h1", None, _("How to play Jaipur")),
        [h("p", None, p) for p in paras],
        button(_("Back"), "home", cls="primary"),
    )
