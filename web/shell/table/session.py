"""The controller of one game on the page: record, states, history, undo, seats.

A ``Session`` owns the list of states a game passed through (states are
immutable values, so history is just a list) and a cursor into it for stepping
back and forward. It decides whose screen it is (hot-seat curtain), what undo
may take back without cheating another human, when a computer is to move, and
what the link and the save entry are. It never touches the browser.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game import GAMES
from game.core.errors import IllegalMoveError
from game.core.link import Record, Replay, Seat, encode, replay
from game.core.protocol import Game
from web.core.i18n import N_, _
from web.shell.renderers import GameView
from web.shell.table.think import HINT, Request, answer

# A game of any kind, as the shell sees it: states and moves it only passes back to the game.
AnyGame = Game[object, object, object, GameView]
UndoGuard = Callable[[GameView, GameView], bool]  # the renderer's undo_safe


def seat_names(seats: Sequence[Seat]) -> tuple[str, ...]:
    """The names shown for the seats: their own, else "Player <seat number>" for a person
    and "Computer", or "Computer 1", "Computer 2"... counted among the computers."""
    computers = [i for i, s in enumerate(seats) if s.kind != "human"]
    out = []
    for i, seat in enumerate(seats):
        if seat.name:
            out.append(seat.name)
        elif seat.kind == "human":
            out.append(_("Player {number}", number=i + 1))
        elif len(computers) == 1:
            out.append(_("Computer"))
        else:
            out.append(_("Computer {number}", number=computers.index(i) + 1))
    return tuple(out)


LEVELS = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}  # the dialog's


def seat_levels(seats: Sequence[Seat]) -> tuple[str, ...]:
    """Each seat's computer level as shown beside its name ("Hard"); "" for a person and
    for the older kinds a link may hold ("random", "greedy")."""
    return tuple(_(LEVELS[s.kind]) if s.kind in LEVELS else "" for s in seats)


def named_levels(seats: Sequence[Seat]) -> tuple[str, ...]:
    """The seats' names with their computer level: "Computer 2 · Hard"."""
    return tuple(
        _("{name} · {level}", name=n, level=lv) if lv else n
        for n, lv in zip(seat_names(seats), seat_levels(seats), strict=True)
    )


def shared_device(seats: Sequence[Seat]) -> bool:
    """Two or more people play on this device (hot-seat)."""
    return sum(s.kind == "human" for s in seats) >= 2


@dataclass
class Session:
    """One game being shown: everything the page needs besides the DOM."""

    game_name: str
    options: tuple[int, ...]
    seed: int
    seats: tuple[Seat, ...]
    states: list[object]
    moves: list[str] = field(default_factory=list)
    digits: list[tuple[int, int]] = field(default_factory=list)
    save_id: str = ""
    barrier: int = 0  # moves before this index are locked: another human has seen what followed
    revealed: int | None = None  # hot-seat: the seat whose hand was last uncovered
    cursor: int = 0
    undo_guard: UndoGuard | None = None
    _link: tuple[tuple[str, ...], str] | None = field(default=None, repr=False, compare=False)
    private: bool = True  # False: no seat sees anything the others do not (no curtain needed)
    hints: set[int] = field(default_factory=set)  # moves made after a hint was shown
    _fair: list[bool] = field(default_factory=list, repr=False, compare=False)  # per move
    start: str = ""  # the position link the game began from ("": the game's own set-up)

    # --- construction -------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_name: str,
        options: tuple[int, ...],
        seed: int,
        seats: tuple[Seat, ...],
        save_id: str = "",
        start: str = "",
    ) -> Session:
        """A fresh game (raises NotationError for options the game refuses), or one from
        the position link ``start``, what it hides dealt from ``seed`` (LinkError if it
        does not open)."""
        rep = replay(Record(game_name, options, seed, seats, start=start), GAMES)
        return cls.from_replay(rep, save_id)

    @classmethod
    def from_replay(
        cls, rep: Replay, save_id: str = "", barrier: int = 0, hints: tuple[int, ...] = ()
    ) -> Session:
        """The game of a decoded link, shown at its last move."""
        r = rep.record
        n = len(r.moves)
        session = cls(
            r.game,
            r.options,
            r.seed,
            r.seats,
            list(rep.states),
            list(r.moves),
            list(rep.digits),
            save_id,
            min(barrier, n),
            None,
            n,
        )
        session.hints = {k for k in hints if k < n}
        session.start = r.start
        return session

    @property
    def game(self) -> AnyGame:
        return GAMES[self.game_name]

    # --- where we are -----------------------------------------------------------
    @property
    def state(self) -> object:
        """The state at the history cursor."""
        return self.states[self.cursor]

    @property
    def latest(self) -> bool:
        """Whether the cursor is at the last move (only then can moves be made)."""
        return self.cursor == len(self.moves)

    @property
    def over(self) -> bool:
        return self.game.outcome(self.states[-1]) is not None

    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    def names(self) -> tuple[str, ...]:
        return seat_names(self.seats)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    @property
    def hot_seat(self) -> bool:
        """Two or more people share this device."""
        return shared_device(self.seats)

    # --- hot-seat curtain -------------------------------------------------------
    def curtain(self) -> int | None:
        """The seat the device must be passed to before the table shows a hand."""
        if not self.hot_seat or not self.private or self.over:
            return None
        seat = self.game.to_move(self.states[-1])
        if seat is None or self.seats[seat].kind != "human" or seat == self.revealed:
            return None
        return seat

    def reveal(self) -> None:
        """The person the device was passed to uncovers their hand."""
        seat = self.curtain()
        if seat is not None:
            self.revealed = seat
            self.barrier = len(self.moves)

    def screen_seat(self) -> int | None:
        """Whose view the table is drawn from (``None``: the public spectator view)."""
        humans = self.humans()
        if not self.hot_seat:
            return humans[0] if humans else None
        if not self.private:  # nothing hidden: the table is the human to move's
            seat = self.game.to_move(self.states[-1])
            return seat if seat in humans and not self.over else None
        if self.curtain() is not None or self.over:
            return None
        return self.revealed

    def own_seat(self) -> int | None:
        """The seat whose view at the cursor the people at this device may share or
        analyse: the screen's seat; else (people sharing the device, the game over) the
        person to move there, else the last person who moved, else the first person.
        None: only computers play, or the curtain is up."""
        seat, humans = self.screen_seat(), self.humans()
        if seat is not None or not humans or self.curtain() is not None:
            return seat
        last = self.mover(self.cursor - 1) if self.cursor else None
        return next((s for s in (self.to_move(), last) if s in humans), humans[0])

    def view(self) -> GameView:
        """The view of the screen's seat at the cursor."""
        return self.game.view(self.state, self.screen_seat())

    def interactive(self) -> bool:
        """Whether the screen's seat may move now."""
        seat = self.screen_seat()
        return self.latest and seat is not None and self.to_move() == seat

    # --- moves ------------------------------------------------------------------
    def play(self, text: str) -> None:
        """Make the move ``text`` at the latest position (NotationError/IllegalMoveError)."""
        if not self.latest:
            raise IllegalMoveError(_("Go to the latest move, or play on from here, first."))
        state = self.states[-1]
        move = self.game.parse_move(text)
        legal = self.game.legal_moves(state)
        if move not in legal:
            raise IllegalMoveError(f"{text} is not legal here")
        self.digits.append((legal.index(move), len(legal)))
        self.states.append(self.game.apply_unchecked(state, move))
        self.moves.append(str(move))
        self.cursor = len(self.moves)

    def computer_turn(self) -> tuple[int, str] | None:
        """(seat, kind) when a computer is to move at the latest position."""
        if not self.latest or self.over:
            return None
        seat = self.game.to_move(self.states[-1])
        if seat is None or self.seats[seat].kind == "human":
            return None
        return seat, self.seats[seat].kind

    def think_request(self) -> Request | None:
        """What to ask the computer to move at the latest position (None: no computer is),
        wherever the history cursor is."""
        seat = None if self.over else self.game.to_move(self.states[-1])
        if seat is None or self.seats[seat].kind == "human":
            return None
        return Request(self.link(), seat, self.seats[seat].kind, self.seed, len(self.moves))

    def hint_request(self) -> Request | None:
        """What to ask for a hint for the person to move (None: nobody may ask now)."""
        seat = self.screen_seat()
        if seat is None or not self.interactive():
            return None
        return Request(self.link(), seat, HINT, self.seed, len(self.moves))

    def computer_move(self) -> str:
        """Let the computer to move play here and now; returns its move text."""
        request = self.think_request()
        if request is None:
            raise IllegalMoveError("no computer is to move")
        move = answer(request).move
        self.play(move)
        return move

    # --- history and undo ----------------------------------------------------------
    def goto(self, index: int) -> None:
        """Show the position after ``index`` moves (clamped)."""
        self.cursor = max(0, min(index, len(self.moves)))

    def floor(self) -> int:
        """Moves before this index can never be taken back (undo, play on from earlier).

        While people share the device that is the barrier (another human has seen what
        followed) and every move that showed hidden information; otherwise nothing is locked.
        """
        if not self.hot_seat:
            return 0
        shown = (k + 1 for k in range(len(self.moves) - 1, -1, -1) if not self._undo_fair(k))
        return max(self.barrier, next(shown, 0))

    def can_play_on(self) -> bool:
        """Whether "play on from here" may drop the moves after the cursor."""
        return self.cursor >= self.floor()

    def play_from_here(self) -> int:
        """Drop every move after the cursor; returns how many were dropped (0: refused)."""
        if not self.can_play_on():
            return 0
        dropped = len(self.moves) - self.cursor
        self._truncate(self.cursor)
        return dropped

    def _truncate(self, n: int) -> None:
        del self.moves[n:], self.digits[n:], self.states[n + 1 :], self._fair[n:]
        self.hints = {k for k in self.hints if k < n}
        self.cursor = n
        self.barrier = min(self.barrier, n)

    def mover(self, k: int) -> int | None:
        """The seat that made move ``k`` (0-based)."""
        return self.game.to_move(self.states[k])

    def undo_target(self) -> int | None:
        """The number of moves left after an undo, or None when undo is not fair."""
        me = self.screen_seat()
        if me is None and self.curtain() is not None:
            me = self.revealed  # the one who just moved may still take it back
        if not self.latest or me is None:
            return None
        floor = max(self.barrier, self.floor())
        for k in range(len(self.moves) - 1, floor - 1, -1):
            seat = self.mover(k)
            if seat == me:
                return k
            if seat is None or self.seats[seat].kind == "human":
                return None
        return None

    def _undo_fair(self, k: int) -> bool:
        """Whether move ``k`` showed nobody hidden information (cached: states never change)."""
        if not self.hot_seat or self.undo_guard is None:
            return True
        while len(self._fair) <= k:
            i = len(self._fair)
            self._fair.append(
                bool(self.undo_guard(*(self.game.view(s, None) for s in self.states[i : i + 2])))
            )
        return self._fair[k]

    def undo(self) -> int:
        """Take back the screen seat's last move and computer replies; returns moves undone."""
        target = self.undo_target()
        if target is None:
            return 0
        undone = len(self.moves) - target
        self._truncate(target)
        return undone

    # --- links and saves -------------------------------------------------------------
    def record(self) -> Record:
        moves = tuple(self.moves)
        return Record(self.game_name, self.options, self.seed, self.seats, moves, self.start)

    def link(self) -> str:
        """The game link of the whole game (every move, wherever the cursor is)."""
        key = tuple(self.moves)
        if self._link is None or self._link[0] != key:
            self._link = (key, encode(self.record(), GAMES, self.digits))
        return self._link[1]
