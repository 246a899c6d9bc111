"""Bombay's position editor drawn: the controls that set a position up, each an
``edit-tap`` button whose ``data-arg`` ``web/bombay/edit_model.py`` reads (``tap``).
"""

from __future__ import annotations

from game.bombay.board import CITIES, CITY_OF_SPACE, SPACES
from game.bombay.state import (
    COLOURS,
    MARKER_LETTERS,
    SCHEDULE,
    TOKEN_LETTERS,
    State,
)
from web.bombay import art
from web.bombay.edit_model import Board, position
from web.core.i18n import _, join, ngettext
from web.core.vdom import Node, h
from web.shell.widgets import button, edit_section, stepper


# --- drawing ---------------------------------------------------------------------------
def name(seat: int) -> str:
    return _("Player {n} ({colour})", n=seat + 1, colour=art.player_colour_name(seat))


def render(b: Board, problem: str) -> Node:
    s = position(b)
    return h(
        "div",
        {"class": "edit-parts"},
        edit_section(
            _("Players"),
            _player_count(s),
            _("Changing the number of players starts again from the opening."),
        ),
        edit_section(_("Round and turn"), _round_turn(s), None),
        [edit_section(name(i), _merchant(b, s, i), None) for i in range(len(s.players))],
        edit_section(
            _("The map"), _map(b, s), _("Choose a player and what a tap does, then tap a place.")
        ),
        edit_section(_("Markets"), _markets(s), _bag(s)),
        edit_section(
            _("Demand"),
            _demand_rows(s),
            _("Tap a colour for the next one. Each city wants three different colours."),
        ),
    )


def _player_count(s: State) -> Node:
    n = len(s.players)
    return h(
        "div",
        {"class": "row", "role": "group", "aria-label": _("Players")},
        [
            button(
                ngettext("{n} player", "{n} players", k),
                "edit-tap",
                f"players:{k}",
                pressed=k == n,
                cls="count-choice",
            )
            for k in sorted(SCHEDULE)
        ],
    )


def _round_turn(s: State) -> Node:
    return h(
        "div",
        None,
        h(
            "div",
            {"class": "steppers"},
            stepper(_("Round (out of {total})", total=s.rounds), s.round + 1, "round", 1),
            stepper(_("Turns played this round"), s.turn, "turn"),
        ),
        h(
            "p",
            {"class": "edit-note"},
            _(
                "Game turn {n} of {total}: {player} to move.",
                n=s.game_turn,
                total=s.turns_per_round,
                player=name(s.seat),
            ),
        ),
    )


def _merchant(b: Board, s: State, i: int) -> Node:
    p = s.players[i]
    return h(
        "div",
        {"class": "edit-merchant"},
        h(
            "p",
            None,
            _(
                "Elephant at {place}. Palaces left: {n}.",
                place=art.place_name(p.space),
                n=p.palaces,
            ),
        ),
        h(
            "div",
            {"class": "steppers"},
            stepper(_("Rupees"), p.rupees, f"rupees:{i}"),
            stepper(_("Customers"), p.customers, f"customers:{i}"),
            [
                stepper(
                    _("Bales carried, {colour}", colour=art.silk_name(c)),
                    p.bales.count(k),
                    f"bale:{i}:{c}",
                )
                for k, c in enumerate(COLOURS)
            ],
        ),
        h(
            "div",
            {"class": "row", "role": "group", "aria-label": _("City tokens held")},
            [
                button(
                    _token_name(bit),
                    "edit-tap",
                    f"token:{i}:{bit}",
                    pressed=bool(p.tokens >> bit & 1),
                    cls="count-choice",
                )
                for bit in range(len(TOKEN_LETTERS))
            ],
        ),
    )


def _token_name(bit: int) -> str:
    if bit == 4:
        return _("Yellow bonus token")
    if bit == 5:
        return _("White bonus token")
    return _("{city} token", city=art.place_name(CITIES[bit]))


def _map(b: Board, s: State) -> Node:
    tools = {"elephant": _("Move the elephant"), "palace": _("Build or remove a palace")}
    return [
        h(
            "div",
            {"class": "row", "role": "group", "aria-label": _("Whose piece")},
            [
                button(
                    name(i), "edit-tap", f"choose:{i}", pressed=i == b.chosen, cls="count-choice"
                )
                for i in range(len(s.players))
            ],
        ),
        h(
            "div",
            {"class": "row", "role": "group", "aria-label": _("What a tap on a place does")},
            [
                button(label, "edit-tap", f"tool:{t}", pressed=t == b.tool, cls="count-choice")
                for t, label in tools.items()
            ],
        ),
        h("div", {"class": "edit-spaces"}, [_place(s, i) for i in range(len(SPACES))]),
    ]


def _place(s: State, i: int) -> Node:
    here = [name(p) for p, m in enumerate(s.players) if m.space == i]
    what = []
    if CITY_OF_SPACE[i] >= 0:
        what.append(_("city"))
    if s.posts[i] >= 0:
        what.append(_("{colour} trading post", colour=art.silk_name(COLOURS[s.posts[i]])))
    if s.markers[i] >= 0:
        what.append(_("marker: {marker}", marker=art.marker_name(MARKER_LETTERS[s.markers[i]])))
    if s.palaces[i] >= 0:
        what.append(_("palace of {player}", player=name(s.palaces[i])))
    what += [_("elephant of {player}", player=p) for p in here]
    return h(
        "button",
        {
            "type": "button",
            "class": "edit-space",
            "data-act": "edit-tap",
            "data-arg": f"space:{i}",
            "data-key": f"space:{i}",
        },
        h("strong", None, art.place_name(i)),
        " ",
        h("span", None, join(what)),
    )


def _markets(s: State) -> Node:
    names = (_("In the left market"), _("In the centre market"), _("In the right market"))
    return h(
        "div",
        {"class": "edit-rows"},
        [
            h(
                "div",
                {"class": "edit-row"},
                stepper(
                    _("Bales on sale, {colour}", colour=art.silk_name(c)), s.stock[k], f"stock:{c}"
                ),
                button(
                    names[s.market[k]] if s.market[k] >= 0 else _("Not on sale"),
                    "edit-tap",
                    f"market:{c}",
                    disabled=s.stock[k] == 0,
                    key=f"market:{c}",
                ),
            )
            for k, c in enumerate(COLOURS)
        ],
    )


def _bag(s: State) -> str:
    bag = s.bag()
    return _(
        "In the bag: {bales}.",
        bales=join(
            _("{colour} ×{n}", colour=art.silk_name(c), n=max(0, n))
            for c, n in zip(COLOURS, bag, strict=True)
        ),
    )


def _demand_rows(s: State) -> Node:
    return h(
        "div",
        {"class": "edit-rows"},
        [
            h(
                "div",
                {"class": "row", "role": "group", "aria-label": art.place_name(city)},
                h("strong", None, art.place_name(city)),
                [_wanted(k, slot, COLOURS[c]) for slot, c in enumerate(s.demand[k])],
            )
            for k, city in enumerate(CITIES)
        ],
    )


def _wanted(k: int, slot: int, colour: str) -> Node:
    """A city's demanded colour, in its colour (a tap: the next colour)."""
    label = _(
        "{city}, demand {n}: {colour}",
        city=art.place_name(CITIES[k]),
        n=slot + 1,
        colour=art.silk_name(colour),
    )
    return h(
        "button",
        {
            "type": "button",
            "class": "edit-silk",
            "style": f"background: {art.SILK_FILL[colour]}; color: {art.SILK_INK[colour]}",
            "data-act": "edit-tap",
            "data-arg": f"demand:{k}:{slot}",
            "data-key": f"demand:{k}:{slot}",
            "aria-label": label,
            "title": label,
        },
        art.silk_name(colour),
    )
