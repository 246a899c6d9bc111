"""What one seat may know of a Bombay position, and a full state drawn from it.

Everything on the table is public (money and tokens too, as on Board Game
Arena); the only secret is the bag's order, i.e. the generator state the next
restock will draw with. A view carries the bag's contents as counts, the
public facts in forms the UI can draw directly, and ``public``: the state with
its generator zeroed, which :func:`determinize` completes with a random one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.bombay.board import CITY_NAMES
from game.bombay.moves import BombayMove
from game.bombay.rules import legal_moves
from game.bombay.scoring import rank_bonuses, token_bonus, winners
from game.bombay.state import (
    BUY_COST,
    COLOURS,
    MARKER_LETTERS,
    MARKETS,
    PALACES,
    TOKEN_LETTERS,
    State,
)
from game.core.evolve import evolve
from game.core.protocol import Outcome
from game.core.rng import Rng


@dataclass(frozen=True)
class PlayerView:
    """One merchant as everyone sees them. ``bales`` and ``tokens`` are letters."""

    seat: int
    space: int
    bales: str  # e.g. "YB" (Y P B O)
    rupees: int
    customers: int
    tokens: str  # city tokens held: B I N H, y / w for the bonus ones
    palaces_left: int
    palaces_built: int


@dataclass(frozen=True)
class MarketView:
    """One market: its bales by colour and what a purchase from it costs."""

    name: str  # left, centre, right
    bales: tuple[tuple[str, int], ...]  # (colour letter, bales), only colours on sale
    ap_cost: int
    rupee_cost: int


@dataclass(frozen=True)
class PostView:
    """A trading post: its colour and whether that colour is on sale this round."""

    space: int
    colour: str
    open: bool


@dataclass(frozen=True)
class BombayView:
    """A seat's view of the game (``seat`` None: a spectator)."""

    seat: int | None
    to_move: int | None
    legal_moves: tuple[BombayMove, ...]
    players: tuple[PlayerView, ...]
    round: int  # counting from 1
    round_count: int  # rounds in the game
    game_turn: int  # counting from 1
    turns_per_round: int
    first_player: int
    ap: int
    bought: bool  # the mover made this turn's purchase
    picking: bool  # the mover owes a free-bale colour choice
    palaces: tuple[tuple[int, int], ...]  # (space, owner seat)
    markers: tuple[tuple[int, str], ...]  # (space, marker letter R C Y W F)
    posts: tuple[PostView, ...]
    demand: tuple[tuple[str, str], ...]  # (city name, colours top to bottom)
    city_tokens: tuple[int, ...]  # tokens left per city
    markets: tuple[MarketView, ...]
    bag: tuple[int, ...]  # bales of each colour (Y P B O) in the bag
    end_bonuses: tuple[tuple[int, int], ...]  # per seat (city-token, ranking) bonus as things stand
    outcome: Outcome | None
    # the position with the bag's generator hidden (rng = 0); not in the view's text
    # (game/core/viewtext.py), which the other fields already give
    public: State = field(metadata={"text": False})


def outcome(state: State) -> Outcome | None:
    """Final rupees and winners once the game is over."""
    if not state.over:
        return None
    return Outcome(tuple(p.rupees for p in state.players), winners(state))


def view(state: State, seat: int | None) -> BombayView:
    """What ``seat`` may know of ``state``."""
    to_move = None if state.over else state.seat
    return BombayView(
        seat=seat,
        to_move=to_move,
        legal_moves=legal_moves(state) if seat is not None and seat == to_move else (),
        players=tuple(_player_view(state, i) for i in range(len(state.players))),
        round=min(state.round, state.rounds - 1) + 1,
        round_count=state.rounds,
        game_turn=state.game_turn,
        turns_per_round=state.turns_per_round,
        first_player=state.first_player,
        ap=state.ap,
        bought=state.bought,
        picking=state.picking,
        palaces=tuple((i, o) for i, o in enumerate(state.palaces) if o >= 0),
        markers=tuple((i, MARKER_LETTERS[k]) for i, k in enumerate(state.markers) if k >= 0),
        posts=tuple(
            PostView(i, COLOURS[c], state.stock[c] > 0) for i, c in enumerate(state.posts) if c >= 0
        ),
        demand=tuple(
            (CITY_NAMES[i], "".join(COLOURS[c] for c in col)) for i, col in enumerate(state.demand)
        ),
        city_tokens=state.city_tokens,
        markets=tuple(_market_view(state, m) for m in range(3)),
        bag=state.bag(),
        end_bonuses=end_bonuses(state),
        outcome=outcome(state),
        public=evolve(state, rng=0),
    )


def end_bonuses(state: State) -> tuple[tuple[int, int], ...]:
    """Each seat's (city-token bonus, palaces+customers ranking bonus) if the game
    ended now; once it is over, the bonuses already added to the final rupees."""
    ranks = rank_bonuses(tuple(PALACES - p.palaces + p.customers for p in state.players))
    return tuple((token_bonus(p.tokens), r) for p, r in zip(state.players, ranks, strict=True))


def _player_view(state: State, i: int) -> PlayerView:
    p = state.players[i]
    return PlayerView(
        seat=i,
        space=p.space,
        bales="".join(COLOURS[c] for c in p.bales),
        rupees=p.rupees,
        customers=p.customers,
        tokens="".join(t for b, t in enumerate(TOKEN_LETTERS) if p.tokens >> b & 1),
        palaces_left=p.palaces,
        palaces_built=state.palaces.count(i),
    )


def _market_view(state: State, m: int) -> MarketView:
    bales = tuple((COLOURS[c], state.stock[c]) for c in range(4) if state.market[c] == m)
    return MarketView(MARKETS[m], bales, *BUY_COST[m])


def determinize(v: BombayView, rng: Rng) -> State:
    """A full state consistent with ``v``: the bag's order drawn from ``rng``."""
    return evolve(v.public, rng=rng.next64())
