"""Bombay's words: one sentence per move for the log, and the end-of-game breakdown.

Both are computed from public views only. The final breakdown is derived from
the final position: the end bonuses depend only on city tokens, palaces and
customers, which scoring does not change, so the rupees earned during the game
are the final rupees minus the two bonuses.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bombay.board import CITY_OF_SPACE
from game.bombay.explain import buy_cost
from game.bombay.moves import BombayMove, Build, Buy, End, Go, Pick, Sell, parse_move
from game.bombay.rules import ends_turn, sale_payout
from game.bombay.state import COLOURS
from game.bombay.view import BombayView, PlayerView
from web.bombay.art import marker_name, place_name, silk_name
from web.core.i18n import _, ngettext
from web.core.vdom import Node, h

# --- the log --------------------------------------------------------------------------


def describe_move(
    before: BombayView,
    move_text: str,
    name: str,
    names: tuple[str, ...] = (),
    round_end: bool = True,
    where: bool = False,
) -> str:
    """One readable sentence for a move, from the public view before it (with
    ``round_end``: and whether it ended the round, when it did; with ``where``: a purchase
    or a free bale names the space it was made in, as a sale or a palace always does)."""
    move = parse_move(move_text)
    text = _describe(before, move, name, names, where)
    if round_end and _ends_round(before, move):
        text = _("{text} The round is over: the markets are restocked.", text=text)
    return text


def _describe(
    before: BombayView, move: BombayMove, name: str, names: tuple[str, ...], where: bool
) -> str:
    if isinstance(move, Go):
        return _ride(before, move.to, name, names)
    if isinstance(move, Buy):
        points, rupees = buy_cost(before, move.colour) or (0, 0)
        if where:
            return _(
                "{name} bought {colour} silk in {place} for {rupees} ₹.",
                name=name,
                colour=silk_name(move.colour),
                place=place_name(_mover(before).space),
                rupees=rupees,
            )
        return _(
            "{name} bought {colour} silk for {rupees} ₹.",
            name=name,
            colour=silk_name(move.colour),
            rupees=rupees,
        )
    if isinstance(move, Sell):
        return _sold(before, move.colour, name)
    if isinstance(move, Build):
        return _built(before, move.colour, name)
    if isinstance(move, Pick) and where:
        return _(
            "{name} took a free bale of {colour} silk in {place}.",
            name=name,
            colour=silk_name(move.colour),
            place=place_name(_mover(before).space),
        )
    if isinstance(move, Pick):
        return _(
            "{name} took a free bale of {colour} silk.", name=name, colour=silk_name(move.colour)
        )
    if isinstance(move, End):
        return _("{name} ended the turn.", name=name)
    return _("{name} waited and took 1 ₹.", name=name)


def _ride(before: BombayView, to: int, name: str, names: tuple[str, ...]) -> str:
    owner = dict(before.palaces).get(to)
    place = place_name(to)
    if owner is None or owner == before.to_move:
        return _("{name} rode to {place}.", name=name, place=place)
    return _(
        "{name} rode to {place}; {owner} takes a toll of 1 ₹.",
        name=name,
        place=place,
        owner=names[owner] if owner < len(names) else str(owner + 1),
    )


def _sold(before: BombayView, colour: str, name: str) -> str:
    mover = _mover(before)
    city = CITY_OF_SPACE[mover.space]
    place = before.demand[city][1].index(colour)
    rupees, customers = sale_payout(place, COLOURS.index(colour))
    text = _(
        "{name} sold {colour} in {city} for {rupees} ₹.",
        name=name,
        colour=silk_name(colour),
        city=place_name(mover.space),
        rupees=rupees,
    )
    if customers:
        text = _(
            "{text} {gain}",
            text=text,
            gain=ngettext("+{n} customer.", "+{n} customers.", customers),
        )
    return text


def _mover(before: BombayView) -> PlayerView:
    """The merchant making the move played from ``before``."""
    assert before.to_move is not None  # a move was played from there
    return before.players[before.to_move]


def _built(before: BombayView, colour: str, name: str) -> str:
    space = _mover(before).space
    text = _(
        "{name} built a palace in {place}, giving up {colour} silk.",
        name=name,
        place=place_name(space),
        colour=silk_name(colour),
    )
    marker = dict(before.markers).get(space)
    if marker is None:
        return text
    return _("{text} The marker gives {reward}.", text=text, reward=marker_name(marker))


def _ends_round(before: BombayView, move: BombayMove) -> bool:
    """Whether ``move`` ends the last turn of a round that is not the last one."""
    state = before.public
    last_turn = state.turn == state.turns_per_round * len(state.players) - 1
    return last_turn and state.round + 1 < state.rounds and ends_turn(state, move)


# --- the end of the game ------------------------------------------------------------------


@dataclass(frozen=True)
class FinalLine:
    """One player's final score, broken down."""

    seat: int
    earned: int  # rupees before the end bonuses
    tokens: int  # different city tokens held (bonus ones count)
    token_bonus: int
    palaces: int
    customers: int
    rank_bonus: int
    total: int


def final_lines(view: BombayView) -> list[FinalLine]:
    """The breakdown of every player's final rupees (view of a finished game)."""
    out = []
    for p, (tokens, rank) in zip(view.players, view.end_bonuses, strict=True):
        out.append(
            FinalLine(
                p.seat,
                p.rupees - tokens - rank,
                len(p.tokens),
                tokens,
                p.palaces_built,
                p.customers,
                rank,
                p.rupees,
            )
        )
    return out


def verdict(view: BombayView, names: tuple[str, ...]) -> str:
    """Who won, and how a tie was broken."""
    winners = view.outcome.winners if view.outcome else ()
    if len(winners) > 1:
        return _("{names} share the win.", names=_(" and ").join(names[w] for w in winners))
    if not winners:
        return _("The game is over.")
    best = view.players[winners[0]]
    tied = [p for p in view.players if p.rupees == best.rupees]
    if len(tied) > 1:
        return _(
            "{name} wins: equal rupees, but more customers.",
            name=names[winners[0]],
        )
    return _("{name} wins with {rupees} ₹.", name=names[winners[0]], rupees=best.rupees)


def final_report(view: BombayView, names: tuple[str, ...]) -> Node:
    lines = sorted(final_lines(view), key=lambda x: (-x.total, -x.customers, x.seat))  # best first
    winners = set(view.outcome.winners if view.outcome else ())
    heads = [
        _("Merchant"),
        _("Trade and tolls"),
        _("City tokens"),
        _("Palaces + customers"),
        _("Total"),
    ]
    rows = [
        h(
            "tr",
            {"class": "winner" if x.seat in winners else None},
            h("th", {"scope": "row"}, names[x.seat]),
            h("td", None, str(x.earned)),
            h("td", None, f"{x.tokens} → +{x.token_bonus}"),
            h("td", None, f"{x.palaces}+{x.customers} → +{x.rank_bonus}"),
            h("td", {"class": "total"}, str(x.total)),
        )
        for x in lines
    ]
    return h(
        "div",
        {"class": "final-report bombay-final"},
        h("p", {"class": "verdict big"}, verdict(view, names)),
        h(
            "div",
            {"class": "table-scroll"},
            h(
                "table",  # on a phone, each merchant's name above the figures (bazaar.css)
                {"class": "breakdown stacks", "style": f"--cols: {len(heads) - 1}"},
                h("caption", None, _("Final rupees")),
                h("thead", None, h("tr", None, [h("th", {"scope": "col"}, t) for t in heads])),
                h("tbody", None, rows),
            ),
        ),
        h(
            "p",
            {"class": "note"},
            _(
                "City tokens: 3 different earn 4 ₹, 4 or more earn 8 ₹. Palaces built plus "
                "customers are ranked for a bonus; tied players share the bonuses of the places "
                "they occupy, rounded down. Equal rupees: more customers wins; still equal: the "
                "win is shared."
            ),
        ),
    )
