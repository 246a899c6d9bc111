"""The new-game dialog: number of players, each seat's name and player, the game's options."""

from __future__ import annotations

from game.core.link import MAX_NAME_BYTES
from web.core.i18n import N_, _
from web.core.vdom import Node, h
from web.shell import registry
from web.shell.renderers import AnyRenderer
from web.shell.widgets import button

KIND_LABELS = {  # what the dialog offers; links may also hold the older "random", "greedy"
    "human": N_("Person"),
    "easy": N_("Computer: easy"),
    "medium": N_("Computer: medium"),
    "hard": N_("Computer: hard"),
}
DEFAULT_COMPUTER = "medium"


def new_game(
    name: str, renderer: AnyRenderer, players: int, far: bool = False, people: bool = False
) -> Node:
    """The dialog; ``far``: the other players are far away and play by links; ``people``:
    every seat starts as a person (friends sharing this device), else the others are
    computers."""
    seats = _far_fields() if far else [_seat_fields(i, people) for i in range(players)]
    start = _("Make the invitation") if far else _("Start the game")
    return h(
        "form",
        {"class": "new-game", "id": "new-game", "data-game": name},
        h("h1", None, _("New game of {game}", game=renderer.title())),
        _where(far) if registry.has_remote(name) else None,
        _player_count(renderer.seat_count_choices(), players),
        h("div", {"class": "seats far" if far else "seats"}, seats),
        _options(renderer, players, far),
        h(
            "div",
            {"class": "row"},
            h("button", {"type": "submit", "class": "primary", "data-key": "start"}, start),
            button(_("Cancel"), "home"),
        ),
    )


def _options(renderer: AnyRenderer, players: int, far: bool) -> Node | None:
    """The game's options (a game by links may have none: the renderer's REMOTE_OPTIONS)."""
    if far and not renderer.REMOTE_OPTIONS:
        return None
    return h("fieldset", None, h("legend", None, _("Options")), renderer.options_form(players))


def _where(far: bool) -> Node:
    """Where the other players are: at this device, or far away (the game goes by links)."""
    return h(
        "div",
        {"class": "where-choice row", "role": "group", "aria-label": _("Where are the others?")},
        button(_("On this device"), "where", "here", cls="count-choice", pressed=not far),
        button(_("Friends far away"), "where", "far", cls="count-choice", pressed=far),
        h("input", {"type": "hidden", "name": "where", "value": "far" if far else "here"}),
    )


def _far_fields() -> list[Node]:
    """A game by links: this player's name, and how it works."""
    return [
        h(
            "p",
            {"class": "far-note"},
            _(
                "You get an invitation link to send to your friends by any messenger or "
                "e-mail. Each move then travels as a link: the cards stay secret, with no "
                "server in between."
            ),
        ),
        your_name("name0"),
        h("p", {"class": "storage-note"}, storage_note()),
    ]


def your_name(field: str) -> Node:
    """The field for this player's own name (a game with friends far away)."""
    attrs = {"name": field, "maxlength": "24", "autocomplete": "off", "data-key": field}
    return h("label", {"class": "field"}, h("span", None, _("Your name")), h("input", attrs))


def storage_note() -> str:
    """The warning every remote game shows: what clearing the browser's data does."""
    return _(
        "This game and its secret keys live only in this browser: clearing the browser's "
        "data deletes them. Export the game to a file to keep it safe or to move it."
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


def _seat_fields(i: int, people: bool = False) -> Node:
    default = "human" if i == 0 or people else DEFAULT_COMPUTER
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


def clip_name(name: str) -> str:
    """A name cut to what a link can hold (whole characters)."""
    name = " ".join(name.split())
    while len(name.encode()) > MAX_NAME_BYTES:
        name = name[:-1]
    return name
