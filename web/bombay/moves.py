"""Bombay by pointing: where the elephant can go and at what cost, what each action
earns, what a click means, and why something is not possible.

Everything offered is derived from ``view.legal_moves``: the first step of every
route is a legal ``go``, and each further step is affordable with the points
left (that is all the rules ask of a move), so a route is played as successive
one-step moves, each one legal when it is made. Among the cheapest routes to a
space the one paying the fewest tolls to other players is chosen.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from game.bombay import explain
from game.bombay.board import CITY_LETTERS, CITY_OF_SPACE, ENTRY_COST, NEIGHBOURS, SPACES
from game.bombay.explain import buy_cost
from game.bombay.moves import BombayMove, Build, Buy, End, Go, Pick, Sell, Wait
from game.bombay.rules import sale_payout
from game.bombay.state import COLOURS
from game.bombay.view import BombayView
from web.bombay.art import marker_name, place_name, silk_name
from web.core import i18n
from web.core.i18n import _, ngettext


@dataclass(frozen=True)
class Selection:
    """The space last pointed at that is not a move (shown with an explanation), and the
    turn of the summary the map draws ("round.turn"; None: the newest)."""

    space: int | None = None
    turn: str | None = None


@dataclass(frozen=True)
class Route:
    """The cheapest way to a space: its cost, the spaces entered, the tolls it pays."""

    space: int
    cost: int
    path: tuple[int, ...]
    tolls: tuple[int, ...]  # the owner of each palace entered (other players only)

    @property
    def move_text(self) -> str:
        """The route as successive one-step moves (``go 6;go 14``)."""
        return ";".join(f"go {s}" for s in self.path)


@dataclass(frozen=True)
class Sale:
    """What selling one bale of a colour here would earn."""

    colour: str
    rupees: int
    customers: int
    token: bool  # the first sale in this city earns one of its city tokens


def my_turn(view: BombayView) -> bool:
    return mover(view) is not None


def mover(view: BombayView) -> int | None:
    """The seat of this view when it is that seat's turn, else None."""
    return view.seat if view.seat is not None and view.seat == view.to_move else None


def reach(view: BombayView) -> dict[int, Route]:
    """Every space the mover's elephant can reach with the action points left."""
    me = mover(view)
    first = {m.to for m in view.legal_moves if isinstance(m, Go)} if me is not None else set()
    if me is None or not first:
        return {}
    owners = dict(view.palaces)
    here = view.players[me].space
    best: dict[int, tuple[int, int, tuple[int, ...]]] = {here: (0, 0, ())}
    todo: list[tuple[int, int, tuple[int, ...], int]] = [(0, 0, (), here)]
    while todo:
        cost, tolls, path, at = heapq.heappop(todo)
        if best[at] < (cost, tolls, path):
            continue
        for there in NEIGHBOURS[at]:
            step = cost + ENTRY_COST[there]
            if step > view.ap or (not path and there not in first):
                continue
            key = (step, tolls + (owners.get(there, me) != me), path + (there,))
            if there not in best or key < best[there]:
                best[there] = key
                heapq.heappush(todo, (*key, there))
    del best[here]
    return {
        s: Route(s, c, p, tuple(owners[x] for x in p if owners.get(x, me) != me))
        for s, (c, _t, p) in best.items()
    }


def sale(view: BombayView, colour: str) -> Sale | None:
    """What selling ``colour`` in the city where the mover stands would earn."""
    p = view.players[view.to_move] if view.to_move is not None else None
    city = CITY_OF_SPACE[p.space] if p else -1
    if p is None or city < 0 or colour not in view.demand[city][1]:
        return None
    place = view.demand[city][1].index(colour)
    token = CITY_LETTERS[city] not in p.tokens and view.city_tokens[city] > 0
    rupees, customers = sale_payout(place, COLOURS.index(colour))
    return Sale(colour, rupees, customers, token)


def new_selection() -> Selection:
    return Selection()


def toggle(sel: Selection, view: BombayView, arg: str) -> Selection:
    """Pointing at space ``s<n>`` selects it (again: unselects), at a summary's turn
    ``t<round>.<turn>`` draws it on the map (again: the newest); anything else is ignored."""
    if arg[:1] == "t" and arg[1:].replace(".", "").isdigit():
        return Selection(sel.space, None if sel.turn == arg[1:] else arg[1:])
    if not (arg[:1] == "s" and arg[1:].isdigit() and int(arg[1:]) < len(SPACES)):
        return sel
    space = int(arg[1:])
    return Selection(None if sel.space == space else space, sel.turn)


# --- action buttons ---------------------------------------------------------------


def action_label(view: BombayView, move: BombayMove) -> str:
    """The button text of a legal move other than ``go`` (those are routes on the map)."""
    if isinstance(move, Buy):
        cost = buy_cost(view, move.colour) or (0, 0)
        return _(
            "Buy {colour}: {rupees} ₹, {points} AP",
            colour=silk_name(move.colour),
            rupees=cost[1],
            points=cost[0],
        )
    if isinstance(move, Sell):
        return sale_label(view, move.colour)
    if isinstance(move, Build):
        return _("Build a palace, giving up {colour}", colour=silk_name(move.colour))
    if isinstance(move, Pick):
        return _("Free bale: {colour}", colour=silk_name(move.colour))
    if isinstance(move, Wait):
        return _("Wait: +1 ₹, ends the turn")
    return _("End the turn")


def sale_label(view: BombayView, colour: str) -> str:
    s = sale(view, colour)
    assert s is not None
    gain = _("+{rupees} ₹", rupees=s.rupees)
    if s.customers:
        gain = _(
            "{rupees}, {customers}",
            rupees=gain,
            customers=ngettext("+{n} customer", "+{n} customers", s.customers),
        )
    if s.token:
        gain = _("{gain}, city token", gain=gain)
    return _("Sell {colour}: {gain}", colour=silk_name(colour), gain=gain)


def action_key(move: BombayMove) -> str:
    colour = getattr(move, "colour", "")
    return str(move).split()[0] + (f":{colour}" if colour else "")


def ends_turn(move: BombayMove) -> bool:
    """Wait and End the turn: offered on every turn, kept apart from the deeds (a buy, a
    sale, a palace) and never drawn as the move to make."""
    return isinstance(move, (Wait, End))


def action_moves(view: BombayView) -> list[BombayMove]:
    """The legal moves shown as buttons: everything but ``go``, in legal-move order."""
    return [m for m in view.legal_moves if not isinstance(m, Go)] if my_turn(view) else []


# --- explanations -------------------------------------------------------------------


def hint(view: BombayView, sel: Selection) -> str:
    """One sentence for the player to move: about the space pointed at (why it cannot be
    reached, or, for the elephant's own space, why nothing is offered there), else what to
    do next. A refusal is only given when the player asked for something."""
    if not my_turn(view):
        return ""
    if view.picking:
        return _("Your palace marker gives a free bale: choose its colour.")
    if sel.space is not None:
        return about_space(view, sel.space)
    return what_next(view)


def what_next(view: BombayView) -> str:
    """What the player to move can do now, with the action points left."""
    deeds = any(isinstance(m, (Buy, Sell, Build)) for m in view.legal_moves)
    if not reach(view):
        if deeds:
            return _("Choose an action, or end the turn.")
        return _("Nothing more to do this turn: end it.")
    if deeds:
        return ngettext(
            "{n} action point left: click a lit space to ride there, or choose an action.",
            "{n} action points left: click a lit space to ride there, or choose an action.",
            view.ap,
        )
    return ngettext(
        "{n} action point left: click a lit space to ride there.",
        "{n} action points left: click a lit space to ride there.",
        view.ap,
    )


def about_space(view: BombayView, space: int) -> str:
    """What a pointed space is and whether the elephant can get there this turn; for the
    elephant's own space, also why it offers no purchase, sale or palace."""
    name = place_name(space)
    me = mover(view)
    here = view.players[me].space if me is not None else None
    route = reach(view).get(space)
    if space == here:
        where = _("Your elephant is in {place}.", place=name)
    elif route is not None:
        where = ngettext(
            "{place}: {n} action point away.",
            "{place}: {n} action points away.",
            route.cost,
            place=name,
        )
    else:
        where = ngettext(
            "{place} is out of reach: you have {n} action point left.",
            "{place} is out of reach: you have {n} action points left.",
            view.ap,
            place=name,
        )
    what = describe_space(view, space)
    why = why_not_here(view) if space == here else ""
    if what and why:  # two sentences, joined as the language joins them
        what = _("{where} {what}", where=what, what=why)
    what = what or why
    return _("{where} {what}", where=where, what=what) if what else where


def describe_space(view: BombayView, space: int) -> str:
    """What is on a space, in one sentence (empty for a plain space)."""
    posts = {p.space: p for p in view.posts}
    owners = dict(view.palaces)
    markers = dict(view.markers)
    city = CITY_OF_SPACE[space]
    if city >= 0:
        colours = i18n.join(silk_name(c) for c in view.demand[city][1])
        return _("Demand, best price first: {colours}.", colours=colours)
    if space in posts:
        post = posts[space]
        if not post.open:
            return _("Its {colour} silk is sold out this round.", colour=silk_name(post.colour))
        points, rupees = buy_cost(view, post.colour) or (0, 0)
        return _(
            "A trading post: one {colour} bale for {rupees} ₹ and {points} AP.",
            colour=silk_name(post.colour),
            rupees=rupees,
            points=points,
        )
    if space in owners and owners[space] == (view.to_move if view.seat is None else view.seat):
        return _(
            "Your palace: entering it earns you nothing; a rival entering it earns you 1 ₹ "
            "from the bank."
        )
    if space in owners:
        return _("A palace: entering it pays its owner a toll of 1 ₹.")
    if space in markers:
        return _("A palace built here gives {reward}.", reward=marker_name(markers[space]))
    return ""


def why_not_here(view: BombayView) -> str:
    """Why the elephant's space offers no buy, sale or palace (empty when nothing to say)."""
    reason = explain.why_not_here(view)
    if not reason:
        return ""
    values = reason.values(silk_name)  # places are the engine's names: msgids too
    named = {k: _(str(v)) if k in ("place", "here", "city") else v for k, v in values.items()}
    colours = dict(reason.fields).get("colours")
    if isinstance(colours, str):  # a list as the language writes it (、 in Japanese)
        named["colours"] = i18n.join(silk_name(c) for c in colours)
    if reason.sentence == explain.BUY_POINTS:  # a count: the singular where it is one
        return ngettext(
            "Buying {colour} takes {n} action point; you have {left}.",
            "Buying {colour} takes {n} action points; you have {left}.",
            int(named["points"]),
            colour=named["colour"],
            left=named["left"],
        )
    return _(reason.sentence, **named)
