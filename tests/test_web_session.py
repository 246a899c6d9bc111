"""The page's controller: history, undo, hot-seat curtain, computer seats, links."""

from __future__ import annotations

from game import GAMES
from game.core.link import decode
from game.core.position import encode_position
from game.jaipur import JAIPUR, JaipurState, JaipurView
from tests.test_web_helpers import seats
from web.shell import registry
from web.shell.table.session import Session


def new(kinds: tuple[str, ...] = ("human", "greedy"), first: int = 1, seed: int = 5) -> Session:
    s = Session.new("jaipur", (first,), seed, seats(*kinds), "id1")
    s.undo_guard = registry.renderer("jaipur").undo_safe  # as the page sets it
    return s


def legal(s: Session) -> list[str]:
    state = s.states[-1]
    assert isinstance(state, JaipurState)
    return [str(m) for m in JAIPUR.legal_moves(state)]


def view(s: Session) -> JaipurView:
    shown = s.view()
    assert isinstance(shown, JaipurView)
    return shown


def test_undo_against_the_computer_takes_back_its_reply_too() -> None:
    s = new()
    s.play(legal(s)[0])
    s.computer_move()
    assert len(s.moves) == 2 and s.to_move() == 0
    assert s.undo() == 2
    assert s.moves == [] and s.to_move() == 0


def test_no_undo_before_any_move_of_yours() -> None:
    s = new(first=2)
    assert s.undo_target() is None
    s.computer_move()
    assert s.undo_target() is None


def test_hot_seat_curtain_and_views() -> None:
    s = new(("human", "human"))
    assert s.curtain() == 0 and s.screen_seat() is None
    assert view(s).hand is None  # spectator while the curtain is up
    s.reveal()
    assert s.curtain() is None and view(s).hand is not None and view(s).seat == 0
    s.play(legal(s)[-1])  # a sale or exchange...
    assert s.curtain() == 1 and view(s).hand is None


def _sell_or_swap(s: Session) -> str:
    """A move that draws nothing from the deck (no hidden card is shown)."""
    return next(m for m in legal(s) if m.startswith(("sell", "swap")))


def test_hot_seat_undo_allowed_until_the_next_player_looks() -> None:
    s = new(("human", "human"))
    s.reveal()
    s.play(_sell_or_swap(s))
    assert s.undo_target() == 0  # the curtain is up for seat 1: seat 0 may take it back
    s.reveal()  # seat 1 has seen the table
    assert s.undo_target() is None and s.undo() == 0


def test_hot_seat_undo_refused_for_a_move_that_drew_from_the_deck() -> None:
    s = new(("human", "human"))
    s.reveal()
    s.play(next(m for m in legal(s) if m.startswith("take")))
    assert s.undo_target() is None


def test_history_steps_and_play_on_from_an_earlier_point() -> None:
    s = new()  # one person against the computer: nothing to hide from anyone
    for _ in range(2):
        s.play(legal(s)[0])
        s.computer_move()
    assert s.latest and len(s.moves) == 4
    s.goto(1)
    assert not s.latest and s.state == s.states[1]
    assert s.can_play_on() and s.play_from_here() == 3
    assert len(s.moves) == 1 and s.latest
    assert decode(s.link(), GAMES).record.moves == tuple(s.moves)


def _hot_seat_after_a_deck_draw() -> Session:
    """Hot-seat: seat 0 took a good, so a card from the deck came into the market."""
    s = new(("human", "human"))
    s.reveal()
    s.play(next(m for m in legal(s) if m.startswith("take") and m != "take M"))
    return s


def test_hot_seat_play_on_cannot_drop_a_move_that_showed_a_card() -> None:
    s = _hot_seat_after_a_deck_draw()
    assert s.undo_target() is None and s.floor() == 1
    s.goto(0)
    assert not s.can_play_on() and s.play_from_here() == 0
    assert len(s.moves) == 1  # nothing dropped
    s.goto(1)
    assert s.latest and s.can_play_on()


def test_hot_seat_play_on_keeps_what_the_other_player_has_seen() -> None:
    s = new(("human", "human"))
    s.reveal()
    s.play(_sell_or_swap(s))
    s.goto(0)
    assert s.can_play_on()  # seat 1 has not looked yet: like an undo
    s.goto(1)
    s.reveal()  # seat 1 lifts the curtain: move 1 is now seen
    s.goto(0)
    assert not s.can_play_on() and s.play_from_here() == 0


def test_link_round_trips_the_game_with_its_seats() -> None:
    s = new()
    s.play(legal(s)[0])
    s.computer_move()
    rep = decode(s.link(), GAMES)
    assert rep.record.moves == tuple(s.moves)
    assert rep.record.seats == s.seats
    again = Session.from_replay(rep)
    assert again.states[-1] == s.states[-1] and again.latest


def test_computer_replies_are_reproducible() -> None:
    a, b = new(first=2, seed=11), new(first=2, seed=11)
    assert a.computer_move() == b.computer_move()


def test_no_moves_while_looking_back() -> None:
    s = new()
    s.play(legal(s)[0])
    s.goto(0)
    assert not s.interactive()
    try:
        s.play(legal(s)[0])
    except ValueError:
        pass
    else:
        raise AssertionError("a move was accepted while looking at history")


def test_a_game_from_a_position_keeps_its_start_in_link_save_and_think_requests() -> None:
    played = Session.new("bombay", (3, 0), 8, seats("greedy", "greedy", "greedy"))
    for _ in range(20):
        played.computer_move()
    bombay = GAMES["bombay"]
    here = played.states[-1]
    start = encode_position(bombay, bombay.view(here, bombay.to_move(here)), GAMES)
    s = Session.new("bombay", (3, 0), 9, seats("human", "greedy", "greedy"), "id2", start=start)
    assert bombay.view(s.states[0], 0) == bombay.view(here, 0) and s.record().start == start
    while s.think_request() is None:
        s.play(legal_bombay(s)[0])
    request = s.think_request()
    assert request is not None and decode(request.link, GAMES).record.start == start
    s.computer_move()
    assert s.link()[:3] == "b3." and decode(s.link(), GAMES).states == tuple(s.states)
    again = Session.from_replay(decode(s.link(), GAMES), "id2")  # as a save opens
    assert again.start == start and again.link() == s.link()


def legal_bombay(s: Session) -> list[str]:
    return [str(m) for m in GAMES["bombay"].legal_moves(s.states[-1])]
