"""How a merchant played, as a person at the table judges it: the faults that make a
computer look aimless (issue 39), found in a finished game or in one position.

* a **back-and-forth**: a turn whose ride comes back to a space it left earlier in the same
  turn or in the seat's previous turn, with no purchase, sale or palace in between;
* a **toll given**: a ride through another merchant's palace (the bank pays that merchant
  a rupee) where a ride of the same action points between the same two spaces paid fewer;
* an **idle wait**: a turn begun by waiting (or ending at once) while the merchant could
  make a purchase it can afford this turn and sell that bale before the game ends;
* a **dead bale**: a bale carried through three or more of the seat's turns and still on
  its elephant when the game ends.

The computers keep clear of them: :func:`worth_searching` drops the waits a good merchant
never makes, and :func:`tidy_turn` takes the detours and the avoidable tolls out of a turn
they planned; ``scripts/bench/bombay_play_quality.py`` counts the faults in arena games.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from game.bombay.board import CITIES, DISTANCE, ENTRY_COST, NEIGHBOURS
from game.bombay.evaluate import evaluate, points_to_end
from game.bombay.moves import END, GO, WAIT, BombayMove, Build, End, Go, Sell, Wait
from game.bombay.rules import apply_move, ends_turn, legal_moves
from game.bombay.state import BUY_COST, COLOURS, ELEPHANT_CAPACITY, State

DEAD_TURNS = 3  # a bale carried through this many turns and never sold is dead


@dataclass(frozen=True)
class Turn:
    """One seat's turn: the state before each of its moves, and the state after."""

    seat: int
    moves: tuple[BombayMove, ...]
    states: tuple[State, ...]  # len(moves) + 1

    @property
    def rides(self) -> Iterator[tuple[int, ...]]:
        """Each ride of the turn (consecutive moves along roads) as the spaces it passes,
        its start first."""
        path: list[int] = []
        for before, move in zip(self.states, self.moves, strict=False):
            if isinstance(move, Go):
                if not path:
                    path.append(before.players[self.seat].space)
                path.append(move.to)
            elif path:
                yield tuple(path)
                path = []
        if path:
            yield tuple(path)


def turns(states: Sequence[State], moves: Sequence[BombayMove]) -> Iterator[Turn]:
    """The turns of a game given as its states (``states[i]`` before ``moves[i]``, one more
    at the end) and moves."""
    start = 0
    for i in range(len(moves)):
        before = states[i]
        after = states[i + 1]
        if after.over or after.round != before.round or after.turn != before.turn:
            yield Turn(before.seat, tuple(moves[start : i + 1]), tuple(states[start : i + 2]))
            start = i + 1


def _trade(move: BombayMove) -> bool:
    """A purchase, sale, palace or free bale: a ride after it starts afresh."""
    return not isinstance(move, Go | Wait | End)


def _ride(here: int, moves: Sequence[BombayMove], trail: set[int]) -> tuple[int, set[int]]:
    """Where the elephant stands after ``moves`` from ``here``, and the spaces it stood on
    since its last trade (``trail``, those before ``moves``, grown or started afresh)."""
    for move in moves:
        if isinstance(move, Go):
            here = move.to
            trail.add(here)
        elif _trade(move):
            trail = {here}  # the ride starts afresh where the trade took place
    return here, trail


def _trail_after(turn: Turn) -> set[int]:
    """The spaces the seat stood on since its last purchase, sale or palace of ``turn``."""
    start = turn.states[0].players[turn.seat].space
    return _ride(start, turn.moves, {start})[1]


def back_and_forth(turn: Turn, previous: Turn | None) -> bool:
    """Whether ``turn``'s ride comes back to a space it left earlier in the turn or in the
    seat's ``previous`` turn, with no purchase, sale or palace in between."""
    trail = _trail_after(previous) if previous is not None else set()
    here = turn.states[0].players[turn.seat].space
    trail.add(here)
    for move in turn.moves:
        if isinstance(move, Go):
            if move.to in trail:
                return True
            trail.add(move.to)
            here = move.to
        elif _trade(move):
            trail = {here}
    return False


def tolls(state: State, seat: int, path: Sequence[int]) -> int:
    """Tolls the bank pays other merchants when ``seat`` rides along ``path``."""
    return sum(1 for space in path[1:] if state.palaces[space] not in (-1, seat))


def quietest_ride(state: State, seat: int, path: Sequence[int]) -> tuple[int, ...]:
    """A ride between ``path``'s ends with the same action points and the fewest tolls to
    other merchants (``path`` itself when none pays fewer): the spaces passed on the way
    change nothing else."""
    cost = sum(ENTRY_COST[s] for s in path[1:])
    start, end = path[0], path[-1]
    # best[(space, points spent)] = (tolls, previous space): rides from start, cheapest first
    best: dict[tuple[int, int], tuple[int, int]] = {(start, 0): (0, -1)}
    for spent in range(cost):
        for (space, points), (paid, _) in sorted(best.items()):
            if points != spent:
                continue
            for there in NEIGHBOURS[space]:
                after = points + ENTRY_COST[there]
                if after > cost or DISTANCE[there][end] > cost - after:
                    continue
                toll = paid + (state.palaces[there] not in (-1, seat))
                key = (there, after)
                if key not in best or toll < best[key][0]:
                    best[key] = (toll, space)
    if best.get((end, cost), (tolls(state, seat, path), 0))[0] >= tolls(state, seat, path):
        return tuple(path)
    ride = [end]
    points = cost
    while ride[-1] != start or points:
        space = ride[-1]
        before = best[(space, points)][1]
        points -= ENTRY_COST[space]
        ride.append(before)
    return tuple(reversed(ride))


def tolls_given(turn: Turn) -> int:
    """Tolls ``turn``'s rides paid that a ride of the same points and ends would not have."""
    given = 0
    state = turn.states[0]
    for path in turn.rides:
        paid = tolls(state, turn.seat, path)
        if paid:
            given += paid - tolls(state, turn.seat, quietest_ride(state, turn.seat, path))
    return given


def idle_wait(state: State) -> bool:
    """Whether the merchant to move could, this turn, buy a bale it can afford and then sell
    it before the game ends (a city demanding it reached with a point to sell)."""
    p = state.players[state.seat]
    if state.bought or len(p.bales) >= ELEPHANT_CAPACITY:
        return False
    row = DISTANCE[p.space]
    left = points_to_end(state)[state.seat]
    for post, colour in enumerate(state.posts):
        if colour < 0 or not state.stock[colour]:
            continue
        ap, rupees = BUY_COST[state.market[colour]]
        if rupees > p.rupees or row[post] + ap > state.ap:
            continue
        after = left - row[post] - ap
        if any(
            colour in state.demand[k] and DISTANCE[post][c] < after for k, c in enumerate(CITIES)
        ):
            return True
    return False


def dead_bales(game_turns: Sequence[Turn], seat: int) -> list[Turn]:
    """The turns in which each bale came aboard that ``seat`` carried through
    ``DEAD_TURNS`` or more of its turns and still held at the end (a bale sold or built
    with is the oldest of its colour)."""
    carried: list[tuple[int, int, Turn]] = []  # (colour, the seat's turn count, that turn)
    count = 0
    for turn in game_turns:
        if turn.seat != seat:
            continue
        count += 1
        for move, after in zip(turn.moves, turn.states[1:], strict=True):
            if isinstance(move, Sell | Build):
                colour = COLOURS.index(move.colour)
                carried.remove(min((c for c in carried if c[0] == colour), key=lambda c: c[1]))
            held = after.players[seat].bales
            for colour in set(held):  # a purchase, or a palace marker's free bale
                new = held.count(colour) - sum(1 for c in carried if c[0] == colour)
                carried.extend((colour, count, turn) for _ in range(new))
    return [turn for _, came, turn in carried if count - came >= DEAD_TURNS]


def sale_in_reach(state: State) -> bool:
    """The merchant to move could sell a bale it carries this turn: a city that demands its
    colour is within its action points, one kept for the sale (every sale pays)."""
    p = state.players[state.seat]
    row = DISTANCE[p.space]
    return any(
        colour in state.demand[k] and row[city] < state.ap
        for colour in set(p.bales)
        for k, city in enumerate(CITIES)
    )


def worth_searching(state: State, moves: tuple[BombayMove, ...]) -> tuple[BombayMove, ...]:
    """``moves`` less those a good merchant never makes at the start of a turn: ending it at
    once (waiting pays a rupee), and waiting while it could sell a bale this turn, or buy one
    it can afford and sell before the end (an idle wait)."""
    if WAIT not in moves:
        return moves
    dropped = (END, WAIT) if sale_in_reach(state) or idle_wait(state) else (END,)
    return tuple(m for m in moves if m not in dropped) or moves


History = Sequence[tuple[State, Sequence[BombayMove]]]  # turns: their first state, moves


def left_behind(state: State, history: History) -> frozenset[int]:
    """The spaces the merchant to move rode away from since its last purchase, sale, palace
    or free bale, read from ``history``: its previous turn and this turn's moves so far
    (each a start state and the moves from it, oldest first). Turns that are not this
    game's, not the mover's or do not lead to where its elephant stands are forgotten."""
    seat, now = state.seat, (state.round, state.turn)
    trail: set[int] = set()
    here = -1
    for start, moves in history:
        if start.seat != seat or (start.round, start.turn) > now:
            trail, here = set(), -1  # another game's turn, or another seat's
            continue
        begins = start.players[seat].space
        if begins != here:
            trail = set()
        here, trail = _ride(begins, moves, trail | {begins})
    if here != state.players[seat].space:
        return frozenset()
    return frozenset(trail - {here})


def rides_back(state: State, history: History) -> tuple[BombayMove, ...]:
    """The rides to a space the merchant left since its last trade (:func:`left_behind`):
    the first steps of a back-and-forth, which the computers do not search."""
    return tuple(GO[space] for space in left_behind(state, history))


def tidy_turn(
    state: State, plan: Sequence[BombayMove], history: History = ()
) -> tuple[BombayMove, ...]:
    """The turn ``plan`` (the mover's moves from ``state`` to the end of its turn) without
    its detours: a ride that comes back to a space the turn left since its last purchase,
    sale or palace is cut at that space (the same position, with points to spare); a ride
    back to a space left earlier (:func:`left_behind` of ``history``) ends the turn before
    it; and each ride takes the way with the fewest tolls for other merchants
    (:func:`quietest_ride`).
    A whole turn left with nothing to do ends there (waits, at its start), as does a last
    turn of the game that rides without trading; a plan that
    stops before its turn ends (the search could not see further) stays open, for the
    computer to search again where it stops."""
    seat = state.seat
    moves: list[BombayMove] = []
    spaces = [state.players[seat].space]  # where the elephant stood before each move, and now
    trail = 0  # index in ``spaces`` where the ride since the last trade began
    behind = left_behind(state, history)
    for move in plan:
        if isinstance(move, Go):
            if move.to in behind:
                plan = (*moves, END)  # the rest of the plan rode back: the turn ends here
                break
            if move.to in spaces[trail:]:
                cut = spaces.index(move.to, trail)
                del moves[cut:], spaces[cut + 1 :]
                continue
            spaces.append(move.to)
        else:
            spaces.append(spaces[-1])
            if _trade(move):
                trail = len(spaces) - 1
                behind = frozenset()
        moves.append(move)
    moves = _quiet_rides(state, [m for m in moves if not isinstance(m, End)])
    last = points_to_end(state)[seat] <= state.ap  # the merchant's last turn of the game
    if last and not any(_trade(m) for m in moves) and WAIT in legal_moves(state):
        return _instead_of_nothing(
            state, history
        )  # a ride that trades nothing is worth nothing now
    done = state
    for move in moves:
        if move not in legal_moves(done) or done.seat != seat or done.over:
            return tuple(plan)  # never a tidier turn that is not a turn
        if ends_turn(done, move):
            return tuple(moves)
        done = apply_move(done, move)
    if done.over or done.seat != seat:
        return tuple(moves)
    if not _whole_turn(state, plan):
        return tuple(moves) or tuple(plan)
    if moves or WAIT not in legal_moves(done):
        return (*moves, END)
    return _instead_of_nothing(state, history)


def _instead_of_nothing(state: State, history: History) -> tuple[BombayMove, ...]:
    """A turn for a merchant whose plan came to nothing: a wait (a rupee) when waiting is
    worth searching, else the best turn that trades (:func:`trading_turn`)."""
    if WAIT in worth_searching(state, legal_moves(state)):
        return (WAIT,)
    return trading_turn(state, history) or (WAIT,)


def trading_turn(state: State, history: History = ()) -> tuple[BombayMove, ...] | None:
    """The best whole turn by the evaluation among those that buy, sell or build, with no
    ride back to a space left since the last trade (``history`` as :func:`left_behind`):
    what a merchant does rather than wait while a purchase or a sale is in reach, when the
    search's plan came to nothing but a ride out and back. When every such turn rides back
    (the post it rode for has sold out since), the best of those."""
    seat = state.seat
    best: tuple[float, tuple[BombayMove, ...]] | None = None
    behind = left_behind(state, history)

    def walk(here: State, moves: tuple[BombayMove, ...], seen: frozenset[int]) -> None:
        nonlocal best
        for move in legal_moves(here):
            if isinstance(move, Wait | End) and not moves:
                continue
            if isinstance(move, Go) and (move.to in seen or move.to in behind):
                continue
            after = apply_move(here, move)
            line = (*moves, move)
            if ends_turn(here, move) or after.seat != seat or after.over:
                if any(_trade(m) for m in line):
                    value = evaluate(after, seat)
                    if best is None or value > best[0]:
                        best = (value, line)
            elif isinstance(move, Go):
                walk(after, line, seen | {move.to})
            else:  # a trade: the ride starts afresh where it took place
                walk(after, line, frozenset({here.players[seat].space}))

    walk(state, (), frozenset({state.players[seat].space}))
    if best is None and behind:  # the market it rode for sold out: it may turn back
        return trading_turn(state)
    return best[1] if best is not None else None


def _whole_turn(state: State, plan: Sequence[BombayMove]) -> bool:
    """Whether ``plan`` (legal moves of the mover from ``state``) ends its turn."""
    seat = state.seat
    for move in plan:
        if ends_turn(state, move):
            return True
        state = apply_move(state, move)
    return state.over or state.seat != seat


def _quiet_rides(state: State, moves: list[BombayMove]) -> list[BombayMove]:
    """``moves`` with each ride along the way of fewest tolls (same points and ends)."""
    out: list[BombayMove] = []
    ride: list[int] = []
    here = state.players[state.seat].space
    for move in [*moves, None]:
        if isinstance(move, Go):
            ride = ride or [here]
            ride.append(move.to)
            here = move.to
            continue
        if ride:
            out.extend(GO[space] for space in quietest_ride(state, state.seat, ride)[1:])
            ride = []
        if move is not None:
            out.append(move)
    return out
