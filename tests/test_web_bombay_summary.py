"""Bombay's "since your last turn" (web/bombay/summary.py) through the shell: every other
seat's whole turn since the person to move last played, in order, one line each; a banner
where a round ended with the bales drawn and their markets; a line picked draws its turn
on the map; in hot-seat play each person sees the turns since their own; and the table is
marked for scrolling back when a player's turn begins after another seat's move."""

from __future__ import annotations

from typing import Any

import pytest

from game import GAMES
from game.bombay import BOMBAY
from game.bombay.board import SPACES
from game.core.link import Record, Seat, encode
from tests.test_web_helpers import lesson_of, make_app
from web.app import App
from web.bombay import last as last_
from web.bombay.moves import describe_space
from web.core.vdom import attrs_of, by_attr, find_all, text_of
from web.shell.renderers import Played
from web.shell.table.think import choose_move

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def moves_until(players: int, stop: Any, seed: int = 4) -> tuple[str, ...]:
    state = BOMBAY.new(BOMBAY.options_from_ints((players, 0)), seed)
    moves: list[str] = []
    while not stop(state):
        move = choose_move(BOMBAY, state, state.seat, "greedy", seed, len(moves))
        moves.append(str(move))
        state = BOMBAY.apply(state, move)
    return tuple(moves)


def opened(players: int, kinds: tuple[str, ...], stop: Any, seed: int = 4) -> App:
    seats = tuple(Seat(k, n) for k, n in zip(kinds, NAMES, strict=False))
    record = Record("bombay", (players, 0), seed, seats, moves_until(players, stop, seed))
    app, _env, _store = make_app()
    app.open_link(encode(record, GAMES))
    assert app.screen.name == "game", app.message
    return app


def panel(app: App) -> list[Any]:
    return by_attr(app.render(), "class", "bsummary")[0]


def lines(app: App) -> list[str]:
    return [text_of(li) for li in find_all(panel(app), lambda n: n[0] == "li")]


def test_five_players_after_a_restock_every_other_turn_and_the_banner() -> None:
    app = opened(5, ("human",) + ("greedy",) * 4, lambda s: s.round == 1 and s.seat == 0)
    got = lines(app)
    assert "Since your last turn" in text_of(panel(app))
    assert len(got) == 9  # Bo, Cy, Di, Ed before the restock, the banner, and again after
    assert [t.split()[0] for t in got[:4]] == ["Bo", "Cy", "Di", "Ed"]
    assert got[4].startswith("Round 2 of 5:") and "9 bales drawn" in got[4]
    assert "Left market" in got[4] and "Right market" in got[4]
    assert [t.split()[0] for t in got[5:]] == ["Bo", "Cy", "Di", "Ed"]
    assert not any("The round is over" in t for t in got)  # the banner says it


def test_a_line_picked_draws_its_turn_on_the_map_and_again_the_newest() -> None:
    app = opened(5, ("human",) + ("greedy",) * 4, lambda s: s.round == 1 and s.seat == 0)
    buttons = by_attr(panel(app), "class", "t-pick")
    assert len(buttons) == 8
    assert [attrs_of(b)["aria-pressed"] for b in buttons] == ["false"] * 7 + ["true"]  # the newest
    first = attrs_of(buttons[0])["data-arg"]
    app.act("pick", first)
    tree = app.render()
    buttons = by_attr(tree, "class", "t-pick")
    assert attrs_of(buttons[0])["aria-pressed"] == "true"
    assert attrs_of(by_attr(tree, "class", "last-turn")[0])["data-seat"] == "1"  # Bo's road
    app.act("pick", first)  # again: the newest
    tree = app.render()
    assert attrs_of(by_attr(tree, "class", "t-pick")[-1])["aria-pressed"] == "true"
    assert attrs_of(by_attr(tree, "class", "last-turn")[0])["data-seat"] == "4"


def test_hot_seat_each_person_sees_the_turns_since_their_own() -> None:
    kinds = ("human", "greedy", "human")
    app = opened(3, kinds, lambda s: s.round == 0 and s.turn == 5)  # Cy to move (turn 6)
    assert [t.split()[0] for t in lines(app)] == ["Ann", "Bo"]
    app = opened(3, kinds, lambda s: s.round == 0 and s.turn == 6)  # Ann to move
    assert [t.split()[0] for t in lines(app)] == ["Bo", "Cy"]


def test_the_same_player_twice_in_a_row_sees_only_the_restock() -> None:
    # two players: Bo ends round 1 and begins round 2 (the first player passes left)
    app = opened(2, ("greedy", "human"), lambda s: s.round == 1)
    got = lines(app)
    assert len(got) == 1 and got[0].startswith("Round 2 of 4:")


def test_the_table_is_marked_for_scrolling_back_when_a_turn_begins() -> None:
    app = opened(2, ("human", "greedy"), lambda s: s.round == 1 and s.seat == 0)
    board = by_attr(app.render(), "class", "board")[0]
    assert attrs_of(board).get("data-scroll-to")  # Bo (a computer) moved last
    space = next(m for m in app.session.view().legal_moves if str(m).startswith("go"))  # type: ignore[union-attr]
    app.act("move", str(space))
    board = by_attr(app.render(), "class", "board")[0]
    assert "data-scroll-to" not in board[1]  # Ann's own move: no jump


def test_while_the_computers_play_the_person_sees_the_turns_since_their_own() -> None:
    app = opened(5, ("human",) + ("greedy",) * 4, lambda s: s.round == 1 and s.seat == 3)
    assert "Since your last turn" in text_of(panel(app))
    got = lines(app)
    assert [t.split()[0] for t in got] == ["Bo", "Cy", "Di", "Ed", "Round", "Bo", "Cy"]
    assert not by_attr(panel(app), "class", "t-pick")  # not Ann's turn: lines, not buttons


def own_round_end(seed: int) -> Any:
    """A stop: Ann (seat 0) to move again after her own move ended a round."""
    seen: dict[str, bool] = {"ended": False}
    last: list[Any] = []

    def stop(state: Any) -> bool:
        if last and last[0].round != state.round and last[0].seat == 0:
            seen["ended"] = True
        last[:] = [state]
        return seen["ended"] and state.seat == 0

    return stop


@pytest.mark.parametrize("players", (3, 4))
def test_a_restock_after_the_players_own_move_is_announced(players: int) -> None:
    app = opened(players, ("human",) + ("greedy",) * (players - 1), own_round_end(1), seed=1)
    got = lines(app)
    assert got[0].startswith("Round "), got  # Ann ended the round: the banner comes first
    assert "bales drawn" in got[0]
    others = [t.split()[0] for t in got[1:]]
    assert others and "Ann" not in others  # then the others' turns of round 2


def played_turns(players: int, seed: int, count: int) -> list[tuple[Played[Any], ...]]:
    """The first ``count`` greedy moves as Played, split into turns (the shell's views)."""
    state = BOMBAY.new(BOMBAY.options_from_ints((players, 0)), seed)
    out: list[tuple[Played[Any], ...]] = [()]
    for n in range(count):
        move = choose_move(BOMBAY, state, state.seat, "greedy", seed, n)
        after = BOMBAY.apply(state, move)
        p = Played(BOMBAY.view(state, None), BOMBAY.view(after, None), str(move), state.seat, "")
        if out[-1] and out[-1][0].mover != p.mover:
            out.append(())
        out[-1] += (p,)
        state = after
    return out


def test_a_turn_is_told_in_the_order_it_was_played_with_where_each_purchase_was_made() -> None:
    turn = played_turns(3, 1, 12)[-1]
    assert [p.move for p in turn] == ["go 10", "buy P", "go 2"]  # Pune, then Bombay
    who = NAMES[turn[0].mover or 0]
    start = turn[0].before.players[turn[0].mover or 0].space
    assert last_.summary(turn, NAMES, plain=True) == (
        f"{who} rode {SPACES[start].name} → Pune. "
        f"{who} bought purple silk in Pune for 1 ₹. "
        f"{who} rode Pune → Bombay."
    )


def test_past_positions_in_the_history_never_claim_the_first_turn() -> None:
    app = opened(4, ("human",) + ("greedy",) * 3, lambda s: s.over)
    session = app.session
    assert session is not None and session.over
    said = {}
    for n in range(1, len(session.moves) + 1):
        app.act("goto", str(n))
        said[n] = text_of(panel(app))
        assert "first turn" not in said[n], n
    ann_done = next(n for n in said if session.mover(n - 1) == 0 != session.mover(n))
    assert said[ann_done].endswith("Nothing yet.")  # right after Ann's turn: no one since
    later = next(n for n in said if n > ann_done and session.mover(n - 1) == 0 == session.mover(n))
    assert "Bo " in said[later] and "Cy " in said[later]  # Ann's turn again: the others'
    app.act("goto", "0")
    assert "yours is the first turn" in text_of(panel(app))


def test_a_lessons_prepared_position_does_not_claim_the_first_turn() -> None:
    app, _env, _store = make_app()
    app.act("learn", "bombay")
    run = lesson_of(app)
    assert run is not None
    assert "yours is the first turn" in text_of(panel(app))  # the lesson's real first turn
    while run.current is not None and not run.current.start:
        while run.waiting():
            app.act("move", run.expected)
        app.act("close-dialog")
        app.act("learn-next")
    assert run.current is not None and run.current.start  # a jump to a later round
    said = text_of(panel(app))
    assert "first turn" not in said and "not shown here" in said


def test_a_palace_says_whose_toll_it_is_and_ones_own_earns_its_owner_nothing() -> None:
    state = BOMBAY.new(BOMBAY.options_from_ints((3, 0)), 9)
    n = 0
    while not set(state.palaces) >= {0, 1}:  # Ann and Bo have each built one
        state = BOMBAY.apply(state, choose_move(BOMBAY, state, state.seat, "greedy", 9, n))
        n += 1
    view = BOMBAY.view(state, 0)
    mine = next(s for s, o in view.palaces if o == 0)
    theirs = next(s for s, o in view.palaces if o == 1)
    assert "earns you nothing" in describe_space(view, mine)
    assert "pays its owner a toll" in describe_space(view, theirs)
