"""The moves tried on the analysis board: a line of positions seen from one seat.

The board starts from one seat's view (a position link opened, or a position of a game on
this device). To play a move it needs a whole state: what the view hides (the other
hand, the deck's order) is dealt once, at random from the line's seed, consistently with
the view (``Game.determinize``), and every move tried is applied to that one world, so
the line stays consistent with itself. The board shows each position as the seat sees it:
the same seat throughout in a game with hidden cards (the other's turn shows no best
moves for a hand it cannot see), the seat to move in a game where all is public.
Trying a move from an earlier position drops the moves tried after it, as a game's
"play on from here" does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game import GAMES
from game.core.errors import IllegalMoveError, StateError
from game.core.position import encode_position
from game.core.rng import Rng
from web.shell import registry
from web.shell.renderers import GameView
from web.shell.table.session import AnyGame


@dataclass(eq=False)
class Line:
    """The positions of the line (``views[k]`` after ``k`` moves tried), the world they
    were played in (``states``), the moves, whether each dealt something hidden at random
    (``drawn``), and the position shown (``cursor``)."""

    game_name: str
    seat: int  # the seat whose view the line starts from
    follow: bool  # nothing is hidden: each position is shown from the seat to move
    seed: int  # what the view hides is dealt from it
    states: list[object]
    views: list[GameView]
    moves: list[str] = field(default_factory=list)
    drawn: list[bool] = field(default_factory=list)
    cursor: int = 0

    @classmethod
    def start(cls, game_name: str, view: GameView, seed: int, follow: bool) -> Line:
        """The line of the one position ``view`` (a seat's, not a spectator's; ``follow``:
        shown from the seat to move)."""
        if view.seat is None:
            raise StateError("the analysis board shows a seat's view, not a spectator's")
        game: AnyGame = GAMES[game_name]
        state = game.determinize(view, Rng(seed))
        seat = view.to_move if follow and view.to_move is not None else view.seat
        shown = view if seat == view.seat else game.view(state, seat)
        return cls(game_name, seat, follow, seed, [state], [shown])

    @property
    def game(self) -> AnyGame:
        return GAMES[self.game_name]

    @property
    def view(self) -> GameView:
        """The position shown."""
        return self.views[self.cursor]

    @property
    def latest(self) -> bool:
        return self.cursor == len(self.moves)

    def link(self) -> str:
        """The position link of the position shown ("": the format cannot hold it)."""
        try:
            return encode_position(self.game, self.view, GAMES)
        except StateError:
            return ""

    def play(self, text: str) -> None:
        """Try the move ``text`` at the position shown (the moves tried after it are
        dropped); raises NotationError/IllegalMoveError."""
        game, view = self.game, self.view
        move = game.parse_move(text)
        if move not in view.legal_moves:
            raise IllegalMoveError(f"{text} is not legal here")
        k = self.cursor
        del self.states[k + 1 :], self.views[k + 1 :], self.moves[k:], self.drawn[k:]
        before = self.states[k]
        after = game.apply_unchecked(before, move)
        seat = game.to_move(after) if self.follow else None
        self.states.append(after)
        self.views.append(game.view(after, self.seat if seat is None else seat))
        self.moves.append(str(move))
        self.drawn.append(not _public(game, before, after, self.game_name))
        self.cursor = k + 1

    def goto(self, index: int) -> None:
        """Show the position after ``index`` moves tried (clamped)."""
        self.cursor = max(0, min(index, len(self.moves)))


def _public(game: AnyGame, before: object, after: object, game_name: str) -> bool:
    """Whether a move showed nothing hidden (no card drawn): the renderer's undo rule
    (``Renderer.undo_safe``) reads it from the spectators' views around the move."""
    r = registry.renderer(game_name)
    return r.undo_safe(game.view(before, None), game.view(after, None))
