"""The Bombay renderer: map, markets and merchants drawn from a ``BombayView``,
pointing turned into moves, the log's sentences and the final breakdown.
A ``web.shell.renderers.Renderer`` (checked by mypy at the end).

Hot-seat: in Bombay nothing is hidden from one player that another may see
(money, tokens and bales are public, as on Board Game Arena; the bag's order
is hidden from everyone), so ``PRIVATE`` is False: the shell shows no curtain
between people sharing a device and the table is always that of the person to
move. Undo never crosses a restock: the bales drawn are news to everyone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.bombay.board import CITIES, CITY_LETTERS
from game.bombay.state import State
from game.bombay.view import BombayView, PlayerView
from web.bombay import art as art
from web.bombay import compare
from web.bombay import legend as legend
from web.bombay import motion as motion
from web.bombay import moves as sel_
from web.bombay import plan as plan_
from web.bombay import report as report
from web.bombay import summary as summary_
from web.bombay.art import stylesheet as stylesheet  # also drawn by the rules page
from web.bombay.board import board
from web.bombay.motion import Ctx
from web.bombay.rules import rules as rules  # the rules page's content (the contract)
from web.bombay.spots import spots
from web.core.i18n import _, ngettext, pgettext
from web.core.vdom import Node, h
from web.shell.renderers import Action, Played, Renderer

GAME = "bombay"
PRIVATE = False  # nothing a seat sees is hidden from the others: no hot-seat curtain
LOG_NAMES = True  # describe_move needs every name (tolls name the palace's owner)
MATCH = False  # one game, not a match of scored rounds: "End of the game"
REMOTE_OPTIONS = True  # a game by links has its options too


def title() -> str:
    return _("Bombay")


def seat_count_choices() -> tuple[int, ...]:
    return (2, 3, 4, 5)


# --- new-game options --------------------------------------------------------------


def options_form(players: int) -> list[Node]:
    """Bombay's one option: the last player in turn order starts with 3 rupees."""
    return [
        h("style", None, stylesheet()),  # the dialog is drawn before any table
        h(
            "label",
            {"class": "field check"},
            h(
                "input",
                {"type": "checkbox", "name": "bonus", "value": "1", "data-key": "opt-bonus"},
            ),
            h("span", None, _("The last player starts with 3 ₹ instead of 2")),
        ),
    ]


def options_from_form(form: dict[str, str], players: int) -> tuple[int, ...]:
    return (players if 2 <= players <= 5 else 2, 1 if form.get("bonus") == "1" else 0)


# --- pointing ------------------------------------------------------------------------


def new_selection() -> sel_.Selection:
    return sel_.new_selection()


def select(selection: sel_.Selection, view: BombayView, arg: str) -> sel_.Selection:
    return sel_.toggle(selection, view, arg)


def hint_selection(view: BombayView, move_text: str) -> sel_.Selection:
    """A hint to ride points at the space to ride to; other actions light their button."""
    word, _space, rest = move_text.partition(" ")
    return sel_.Selection(int(rest)) if word == "go" and rest.isdigit() else sel_.Selection()


def actions(view: BombayView, selection: sel_.Selection) -> list[Action]:
    """One button per legal action but riding (routes are on the map and listed beside it);
    Wait and End the turn are always there, so they are not drawn as the one to press."""
    return [
        Action(sel_.action_key(m), sel_.action_label(view, m), str(m), not sel_.ends_turn(m))
        for m in sel_.action_moves(view)
    ]


def hint(view: BombayView, selection: sel_.Selection) -> str:
    return sel_.hint(view, selection)


def hint_steps(view: BombayView, plan: tuple[tuple[str, float], ...], done: int) -> list[Node]:
    """The turn a hint plans, step by step beside the actions (it is on the map too)."""
    return plan_.hint_steps(view, plan, done)


# --- the table -----------------------------------------------------------------------


@motion.keyed  # pieces keyed for motion: elephants walk, restocks fill the markets
def render_table(ctx: Ctx) -> Node:
    v = ctx.view
    routes = sel_.reach(v) if ctx.interactive else {}
    selected = ctx.selection.space if ctx.interactive else None
    groups = summary_.turns(ctx.recent or ctx.last, v)
    chosen = ctx.selection.turn if ctx.interactive else None
    shown, plan = summary_.shown(groups, chosen) or ctx.last, ctx.plan
    if ctx.compare is not None:  # a turn the review judged, and the better one
        shown, plan = compare.drawn(ctx.compare)
    return h(
        "div",
        {"class": "bombay"},
        h("style", None, stylesheet()),
        art.defs(),
        h(
            "div",
            {"class": "bmain"},
            compare.caption(ctx.compare, ctx.names) if ctx.compare else None,
            _status(v, ctx.names),
            legend.frame(
                v,
                board(v, ctx.names, routes, selected, ctx.interactive, shown, plan),
                spots(v, routes, selected) if ctx.interactive else None,
                tuple(int(m.split()[1]) for m, _chance in ctx.plan if m.startswith("go ")),
            ),
            _markets(v),
        ),
        summary_.summary(
            groups, v, ctx.names, chosen, ctx.interactive, bool(ctx.recent or ctx.last)
        )
        if not ctx.compare
        else None,
        h(
            "div",
            {"class": "side"},
            _players(v, ctx.names, ctx.levels),
            _routes(routes) if ctx.interactive else None,
        ),
    )


def _status(v: BombayView, names: tuple[str, ...]) -> Node:
    if v.to_move is None:
        text = _(
            "The game is over after {rounds} rounds · {verdict}",
            rounds=v.round_count,
            verdict=report.verdict(v, names),
        )
        return h("p", {"class": "bstatus", "role": "status"}, text)
    parts = [
        _("Round {round} of {rounds}", round=v.round, rounds=v.round_count),
        _("game turn {turn} of {turns}", turn=v.game_turn, turns=v.turns_per_round),
    ]
    parts.append(_("{name} to move", name=names[v.to_move]))
    parts.append(ngettext("{n} action point left", "{n} action points left", v.ap))
    return h("p", {"class": "bstatus", "role": "status"}, " · ".join(parts))


def _routes(routes: dict[int, sel_.Route]) -> Node | None:
    if not routes:
        return None
    buttons = [
        h(
            "button",
            {
                "type": "button",
                "class": "route",
                "data-act": "move",
                "data-arg": r.move_text,
                "data-key": f"route:{r.space}",
            },
            _("{place} · {points} AP", place=art.place_name(r.space), points=r.cost),
            h("span", {"class": "toll"}, ngettext("{n} toll", "{n} tolls", len(r.tolls)))
            if r.tolls
            else None,
        )
        for r in sorted(routes.values(), key=lambda r: (r.cost, art.place_name(r.space)))
    ]
    return h(
        "section",
        {"class": "routes", "aria-label": _("Ride to")},
        h("h2", None, _("Ride to")),
        h("div", {"class": "route-list"}, buttons),
    )


def _markets(v: BombayView) -> Node:
    titles = {"left": _("Left market"), "centre": _("Centre market"), "right": _("Right market")}
    boxes = [
        h(
            "div",
            {"class": f"market m-{m.name}"},
            h("h3", None, titles.get(m.name, m.name)),
            h(
                "p",
                {"class": "cost"},
                _("{points} AP + {rupees} ₹", points=m.ap_cost, rupees=m.rupee_cost),
            ),
            h(
                "ul",
                {"class": "bales"},
                [
                    h(
                        "li",
                        None,
                        art.bale_icon(c),
                        h("span", {"class": "n"}, f"×{n}"),
                    )
                    for c, n in m.bales
                ]
                or h("li", {"class": "none"}, pgettext("market", "empty")),
            ),
        )
        for m in v.markets
    ]
    bag = sum(v.bag)
    return h(
        "section",
        {"class": "markets", "aria-label": _("Markets")},
        h("h2", {"class": "sr-only"}, _("Markets")),
        h("div", {"class": "market-row"}, boxes),
        h("p", {"class": "note"}, ngettext("{n} bale in the bag", "{n} bales in the bag", bag)),
    )


def _players(v: BombayView, names: tuple[str, ...], levels: tuple[str, ...]) -> Node:
    heads = (_("Merchant"), _("Rupees"), _("Customers"), _("Palaces left"), _("City tokens"))
    return h(
        "section",
        {"class": "merchants", "aria-label": _("Merchants")},
        h(  # column heads when the merchants are drawn as a table (a wide screen)
            "div",
            {"class": "m-heads", "aria-hidden": "true"},
            [h("span", None, t) for t in heads + (_("Silk"),)],
        ),
        [_player(v, p, names, levels[p.seat] if p.seat < len(levels) else "") for p in v.players],
    )


def _player(v: BombayView, p: PlayerView, names: tuple[str, ...], level: str) -> Node:
    """A merchant: badge, name and computer level (under the name), what they hold."""
    moving = v.to_move == p.seat
    tokens = [
        h("span", {"class": f"tok t-{t}", "title": _token_name(t)}, t.upper()) for t in p.tokens
    ]
    return h(
        "article",
        {
            "class": f"merchant p{p.seat}" + (" to-move" if moving else ""),
            "aria-label": _("{name} · {level}", name=names[p.seat], level=level)
            if level
            else names[p.seat],
        },
        h(
            "header",
            None,
            art.badge_icon(p.seat),
            h(
                "span",
                {"class": "who"},
                h("span", {"class": "name", "title": names[p.seat]}, names[p.seat]),
                h("span", {"class": "level"}, level) if level else None,
            ),
            h("span", {"class": "colour"}, art.player_colour_name(p.seat)),
            h("span", {"class": "turn"}, _("to move")) if moving else None,
        ),
        h(
            "dl",
            {"class": "stats"},
            _stat(_("Rupees"), str(p.rupees), "rupees"),
            _stat(_("Customers"), str(p.customers), "customers"),
            _stat(_("Palaces left"), str(p.palaces_left), "palaces"),
            _stat(_("City tokens"), tokens or "–", "tokens"),
            _stat(
                _("Silk"),
                [art.bale_icon(c) for c in p.bales] or _("none"),
                "silk",
            ),
        ),
    )


def _stat(label: str, value: str | Node | list[Node], key: str) -> Node:
    return h("div", {"class": f"stat st-{key}"}, h("dt", None, label), h("dd", None, value))


def _token_name(letter: str) -> str:
    if letter in CITY_LETTERS:
        return _("{city} city token", city=art.place_name(CITIES[CITY_LETTERS.index(letter)]))
    return _("Yellow bonus city token") if letter == "y" else _("White bonus city token")


# --- the log and reports -----------------------------------------------------------------


def describe_move(
    before: BombayView, move_text: str, name: str, names: tuple[str, ...] = ()
) -> str:
    return report.describe_move(before, move_text, name, names)


def round_report(
    view: BombayView, names: tuple[str, ...], played: Sequence[Played[BombayView]] = ()
) -> Node | None:
    return None  # rounds are not scored in Bombay: the log says when the markets restock


def final_report(
    view: BombayView, names: tuple[str, ...], played: Sequence[Played[BombayView]] = ()
) -> Node:
    return report.final_report(view, names)


def round_end_state(before: State, move_text: str) -> None:
    """No round-end dialog in Bombay: the table is the one at the cursor."""
    return None


def undo_safe(before: BombayView, after: BombayView) -> bool:
    """A move that ended a round drew new bales from the bag: news to everyone."""
    return before.public.round == after.public.round


if TYPE_CHECKING:  # mypy checks this module against the renderer contract
    from web.bombay import ui as _this

    _renderer: Renderer[BombayView, sel_.Selection, State] = _this
