"""The rules page's pictures and tables for Bombay, drawn with the game's own art (bales,
markers, an elephant, a palace, the map's key) and filled from the engine's constants
(game/bombay/state.py, rules.py, scoring.py), so the page and the engine always agree."""

from __future__ import annotations

from game.bombay.game import BOMBAY
from game.bombay.rules import SALE_CUSTOMERS, SALE_RUPEES
from game.bombay.state import BALES, BUY_COST, COLOURS, RANK_BONUS, SCHEDULE, BombayOptions
from web.bombay import art, legend
from web.bombay.board import board
from web.core.i18n import _, ngettext
from web.core.vdom import Child, Node, h
from web.shell.home.rules_doc import figure, table


def rupees(n: int) -> str:
    return _("{n} ₹", n=n)


def bales(colours: str) -> Node:
    """Bales in a row, each a named picture."""
    return h("span", {"class": "rules-bales"}, [art.bale_icon(c) for c in colours])


def bag() -> Node:
    """The bag's contents: each colour's bale and how many there are."""
    return figure(
        _("The bales in the bag"),
        [
            h("span", {"class": "rules-count"}, art.bale_icon(c), f"× {n}")
            for c, n in zip(COLOURS, BALES, strict=True)
        ],
    )


def _svg(box: str, *parts: Child, label: str | None = None) -> Node:
    return h(
        "svg",
        {
            "class": "rules-svg",
            "viewBox": box,
            "role": "img" if label else None,
            "aria-label": label,
            "aria-hidden": None if label else "true",
        },
        *parts,
    )


def pieces() -> Node:
    """A merchant's pieces: the elephant and a palace."""
    elephant = _("An elephant")
    palace = _("A palace")
    return figure(
        _("Each merchant's elephant and palaces, in the merchant's colour"),
        _svg("-30 -30 60 50", art.elephant(0, 0, 0, "", elephant), label=elephant),
        _svg("-22 -30 44 48", art.palace(1, 0, 0, palace), label=palace),
    )


def markets(left: str, centre: str, right: str, caption: str) -> Node:
    """The three markets with the bales each holds."""
    names = (_("Left market"), _("Centre market"), _("Right market"))
    return figure(
        caption,
        [
            h("span", {"class": "rules-market"}, h("span", None, name), bales(b))
            for name, b in zip(names, (left, centre, right), strict=True)
        ],
    )


def column(colours: str, label: str) -> Node:
    """A city's demand column, top to bottom, with each place's price beside it."""
    return h(
        "div",
        {"class": "rules-cards"},
        h("span", {"class": "rules-cards-label"}, label),
        h(
            "ol",
            {"class": "rules-column"},
            [
                h("li", None, art.bale_icon(c), h("span", None, rupees(r)))
                for c, r in zip(colours, SALE_RUPEES, strict=True)
            ],
        ),
    )


def sale_example(before: str, after: str) -> Node:
    return figure(
        _("A city's column, best price first"),
        column(before, _("Before the sale")),
        column(after, _("After it")),
    )


def markers(rows: list[tuple[str, str]]) -> Node:
    """Palace markers, each with what it gives."""
    return h(
        "div",
        {"class": "map-key rules-key"},
        h(
            "ul",
            {"class": "rules-markers"},
            [
                h("li", {"class": "rules-marker"}, _svg("-18 -18 36 36", art.marker(m, 0, 0)), t)
                for m, t in rows
            ],
        ),
    )


def new_map(players: int = 3, seed: int = 1) -> Node:
    """The map of a new game, drawn as the table draws it (nothing to click)."""
    view = BOMBAY.view(BOMBAY.new(BombayOptions(players), seed), None)
    names = tuple(_("Merchant {n}", n=i + 1) for i in range(players))
    return figure(
        ngettext(
            "A new game for {n} player: every elephant on the start hill",
            "A new game for {n} players: every elephant on the start hill",
            players,
        ),
        h("div", {"class": "bombay rules-map"}, board(view, names, {}, None, False)),
    )


def key() -> Node:
    """The map's key, the same rows as the map's own key."""
    return h(
        "div",
        {"class": "map-key rules-key"},
        h("ul", None, [h("li", None, icon, h("span", None, text)) for icon, text in legend.rows()]),
    )


def schedule_table() -> Node:
    return table(
        _("How long a game lasts"),
        [_("Players"), _("Rounds"), _("Turns each per round"), _("Turns each in all")],
        [[str(n), str(r), str(t), str(r * t)] for n, (r, t) in sorted(SCHEDULE.items())],
    )


def buy_table() -> Node:
    names = (_("Left market"), _("Centre market"), _("Right market"))
    return table(
        _("The price of a bale, by the market it lies in"),
        [_("Market"), _("Price")],
        [
            [name, _("{ap} AP + {rupees}", ap=ap, rupees=rupees(r))]
            for name, (ap, r) in zip(names, BUY_COST, strict=True)
        ],
    )


def sale_table() -> Node:
    places = (_("top"), _("middle"), _("bottom"))
    return table(
        _("The price of a sale, by the colour's place in the city's column"),
        [_("Place"), _("Price")],
        [
            [
                place,
                rupees(r)
                if not c
                else ngettext(
                    "{rupees} and {n} customer", "{rupees} and {n} customers", c, rupees=rupees(r)
                ),
            ]
            for place, r, c in zip(places, SALE_RUPEES, SALE_CUSTOMERS, strict=True)
        ],
    )


def rank_table() -> Node:
    return table(
        _("Bonus for palaces + customers, by place"),
        [_("Players"), _("Bonuses, first place first")],
        [[str(n), " / ".join(rupees(b) for b in bonus)] for n, bonus in sorted(RANK_BONUS.items())],
    )
