"""Bombay's rules in play: legal moves, applying a move, passing the turn.

``legal_moves`` is the single source of legality. Its order is part of the
link format and never changes:

1. while a free-bale choice is owed: ``pick`` in colour order Y P B O, nothing else;
2. otherwise ``go`` to each affordable neighbour (ascending space number),
   ``buy`` (at most one: the colour of the post here), ``sell`` per colour held
   that this city demands (Y P B O), ``build`` per colour held (Y P B O),
   ``wait`` (only before any action), ``end``.

A turn ends by itself once its 3 action points are spent (and any free-bale
choice made): nothing else could be done, so an ``end`` would only lengthen
links. Set-up and restock live in :mod:`game.bombay.setup`, the end of the
game in :mod:`game.bombay.scoring`.
"""

from __future__ import annotations

from game.bombay.board import (
    CITY_OF_SPACE,
    ENTRY_COST,
    NEIGHBOURS,
    SPACES,
)
from game.bombay.moves import (
    BUILD,
    BUY,
    END,
    GO,
    PICK,
    SELL,
    WAIT,
    BombayMove,
    Build,
    Buy,
    End,
    Go,
    Pick,
    Sell,
    Wait,
)
from game.bombay.scoring import final_scoring
from game.bombay.setup import restock
from game.bombay.state import (
    ACTION_POINTS,
    BONUS_WHITE_BIT,
    BONUS_YELLOW_BIT,
    BUY_COST,
    COLOURS,
    MARKER_BALE,
    MARKER_CUSTOMER,
    MARKER_RUPEES,
    MARKER_YELLOW,
    PURPLE,
    SCHEDULE,
    YELLOW,
    Player,
    State,
)
from game.core.evolve import evolve
from game.core.rng import Rng

SALE_RUPEES = (4, 3, 1)  # by the cube's place in the column: top, middle, bottom
SALE_CUSTOMERS = (0, 0, 1)
# PAYOUT[place][colour]: (rupees, customers); yellow pays a rupee more, purple a customer
PAYOUT = tuple(
    tuple((r + (c == YELLOW), k + (c == PURPLE)) for c in range(len(COLOURS)))
    for r, k in zip(SALE_RUPEES, SALE_CUSTOMERS, strict=True)
)
NO_SPACES = (-1,) * len(SPACES)

# --- legal moves ----------------------------------------------------------------


def legal_moves(state: State) -> tuple[BombayMove, ...]:
    """Every move the player to act may make now, in the documented order."""
    if state.round >= SCHEDULE[len(state.players)][0]:
        return ()
    if state.picking:
        return tuple(PICK[c] for c in free_bale_colours(state))
    p = state.players[state.seat]
    ap, here = state.ap, p.space
    moves: list[BombayMove] = [GO[n] for n in NEIGHBOURS[here] if ENTRY_COST[n] <= ap]
    colour = state.posts[here]
    if colour >= 0 and not state.bought and len(p.bales) < 2 and state.stock[colour]:
        cost_ap, cost_rupees = BUY_COST[state.market[colour]]
        if ap >= cost_ap and p.rupees >= cost_rupees:
            moves.append(BUY[colour])
    held = sorted(set(p.bales))
    city = CITY_OF_SPACE[here]
    if city >= 0:
        moves.extend(SELL[c] for c in held if c in state.demand[city])
    elif colour < 0 and state.palaces[here] < 0 and p.palaces:
        moves.extend(BUILD[c] for c in held)
    if ap == ACTION_POINTS:
        moves.append(WAIT)
    moves.append(END)
    return tuple(moves)


def free_bale_colours(state: State) -> tuple[int, ...]:
    """Colours on offer in the leftmost market that still holds bales (maybe none)."""
    for m in range(3):
        colours = tuple(c for c in range(4) if state.market[c] == m and state.stock[c])
        if colours:
            return colours
    return ()


# --- applying a move ----------------------------------------------------------------


def apply_move(state: State, move: BombayMove) -> State:
    """The state after ``move``, which must be legal (see :func:`legal_moves`)."""
    kind = type(move)
    if kind is Go:
        return _after_action(_go(state, move.to))  # type: ignore[union-attr]
    if kind is End:
        return end_turn(state)
    if kind is Wait:
        return end_turn(_pay(state, state.seat, 1))
    colour = COLOURS.index(move.colour)  # type: ignore[union-attr]
    if kind is Buy:
        return _after_action(_buy(state, colour))
    if kind is Sell:
        return _after_action(_sell(state, colour))
    if kind is Build:
        return _after_action(_build(state, colour))
    assert kind is Pick
    return _after_action(_take_bale(evolve(state, picking=False), colour))


def _after_action(state: State) -> State:
    return end_turn(state) if state.ap == 0 and not state.picking else state


def _set_player(state: State, seat: int, player: Player) -> tuple[Player, ...]:
    players = list(state.players)
    players[seat] = player
    return tuple(players)


def _pay(state: State, seat: int, rupees: int) -> State:
    p = state.players[seat]
    return evolve(state, players=_set_player(state, seat, evolve(p, rupees=p.rupees + rupees)))


def _go(state: State, to: int) -> State:
    seat = state.seat
    players = list(state.players)
    players[seat] = evolve(players[seat], space=to)
    owner = state.palaces[to]
    if owner >= 0 and owner != seat:  # the toll: paid by the bank to the palace's owner
        players[owner] = evolve(players[owner], rupees=players[owner].rupees + 1)
    return evolve(state, players=tuple(players), ap=state.ap - ENTRY_COST[to])


def _buy(state: State, colour: int) -> State:
    seat = state.seat
    p = state.players[seat]
    cost_ap, cost_rupees = BUY_COST[state.market[colour]]
    bought = evolve(p, bales=tuple(sorted(p.bales + (colour,))), rupees=p.rupees - cost_rupees)
    state = evolve(state, players=_set_player(state, seat, bought), ap=state.ap - cost_ap)
    return evolve(_from_stock(state, colour), bought=True)


def _from_stock(state: State, colour: int) -> State:
    stock = list(state.stock)
    stock[colour] -= 1
    market = state.market
    if not stock[colour]:
        market = tuple(-1 if c == colour else m for c, m in enumerate(market))
    return evolve(state, stock=tuple(stock), market=market)


def sale_payout(place: int, colour: int) -> tuple[int, int]:
    """``(rupees, customers)`` a bale of ``colour`` (an index in ``COLOURS``) earns when
    its cube stands at ``place`` (0: top) of the city's demand column: the one rule of a
    sale's price, for the rules, the bots' evaluation and the page."""
    return PAYOUT[place][colour]


def _drop(bales: tuple[int, ...], colour: int) -> tuple[int, ...]:
    i = bales.index(colour)
    return bales[:i] + bales[i + 1 :]


def _sell(state: State, colour: int) -> State:
    seat = state.seat
    p = state.players[seat]
    city = CITY_OF_SPACE[p.space]
    column = state.demand[city]
    place = column.index(colour)
    rupees, customers = sale_payout(place, colour)
    tokens, left = p.tokens, list(state.city_tokens)
    if not tokens & (1 << city) and left[city]:
        tokens |= 1 << city
        left[city] -= 1
    sold = evolve(
        p,
        bales=_drop(p.bales, colour),
        rupees=p.rupees + rupees,
        customers=p.customers + customers,
        tokens=tokens,
    )
    demand = list(state.demand)
    demand[city] = tuple(c for c in column if c != colour) + (colour,)
    return evolve(
        state,
        players=_set_player(state, seat, sold),
        demand=tuple(demand),
        city_tokens=tuple(left),
        ap=state.ap - 1,
    )


def _build(state: State, colour: int) -> State:
    seat = state.seat
    p = state.players[seat]
    here = p.space
    palaces = list(state.palaces)
    palaces[here] = seat
    markers = list(state.markers)
    marker, markers[here] = markers[here], -1
    p = evolve(p, bales=_drop(p.bales, colour), palaces=p.palaces - 1)
    state = evolve(
        state,
        players=_set_player(state, seat, p),
        palaces=tuple(palaces),
        markers=tuple(markers),
        ap=state.ap - 1,
    )
    return _marker(state, seat, marker) if marker >= 0 else state


def _marker(state: State, seat: int, marker: int) -> State:
    """The reward of the palace marker just taken."""
    p = state.players[seat]
    if marker == MARKER_RUPEES:
        p = evolve(p, rupees=p.rupees + 2)
    elif marker == MARKER_CUSTOMER:
        p = evolve(p, customers=p.customers + 1)
    elif marker != MARKER_BALE:
        bit = BONUS_YELLOW_BIT if marker == MARKER_YELLOW else BONUS_WHITE_BIT
        p = evolve(p, tokens=p.tokens | bit)
    else:
        colours = free_bale_colours(state)
        if len(colours) == 1:
            return _take_bale(state, colours[0])
        return evolve(state, picking=bool(colours))
    return evolve(state, players=_set_player(state, seat, p))


def _take_bale(state: State, colour: int) -> State:
    """The free bale: no action point, not the turn's purchase."""
    seat = state.seat
    p = state.players[seat]
    p = evolve(p, bales=tuple(sorted(p.bales + (colour,))))
    return _from_stock(evolve(state, players=_set_player(state, seat, p)), colour)


# --- turns and rounds ------------------------------------------------------------


def end_turn(state: State) -> State:
    """Pass the turn; after a round's last turn restock, or score after the last round."""
    rounds, per_round = SCHEDULE[len(state.players)]
    turn = state.turn + 1
    if turn < per_round * len(state.players):
        return evolve(state, turn=turn, ap=ACTION_POINTS, bought=False)
    state = evolve(state, round=state.round + 1, turn=0, ap=ACTION_POINTS, bought=False)
    if state.round >= rounds:
        return final_scoring(state)
    return restock(state, Rng(state.rng))


def ends_turn(state: State, move: BombayMove) -> bool:
    """Whether ``move`` (legal in ``state``) ends the mover's turn.

    ``wait`` and ``end`` do; any other action does when it spends the last
    action point and leaves no free-bale choice owed.
    """
    kind = type(move)
    if kind is End or kind is Wait:
        return True
    if kind is Go:
        return state.ap == ENTRY_COST[move.to]  # type: ignore[union-attr]
    if kind is Buy:
        return state.ap == BUY_COST[state.market[COLOURS.index(move.colour)]][0]  # type: ignore[union-attr]
    if (
        kind is Build
        and state.ap == 1
        and state.markers[state.players[state.seat].space] == MARKER_BALE
    ):
        return len(free_bale_colours(state)) <= 1
    return state.ap == (0 if kind is Pick else 1)
