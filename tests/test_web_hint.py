"""Hints and computer levels as a player meets them: the suggested move shown on the table,
its chance of winning, the log's mark, the levels in the new-game dialog."""

from __future__ import annotations

from game import GAMES
from game.bombay.view import BombayView
from game.core.link import Record, Seat, encode
from tests.test_web_helpers import game_of, make_app
from web.core.vdom import attrs_of, by_attr, find_all, text_of
from web.jaipur import moves as jaipur_moves


def _my_turn_link() -> str:
    """A Jaipur game in which Ana (a person) is to move against a computer."""
    return encode(Record("jaipur", (1,), 21, (Seat("human", "Ana"), Seat("medium", "Bot"))), GAMES)


def test_a_hint_selects_the_suggested_move_and_gives_the_chance_of_winning() -> None:
    app, env, _store = make_app()
    app.open_link(_my_turn_link())
    app.act("hint")
    assert env.thinking and env.thinking[-1].kind == "hint"
    hint = game_of(app).current_hint()
    assert hint is not None and hint.move and 0.0 <= hint.chance <= 1.0
    tree = app.render()
    hinted = find_all(tree, lambda n: "hinted" in str(attrs_of(n).get("class", "")))
    assert [attrs_of(b)["data-arg"] for b in hinted] == [hint.move]  # its button, lit and marked
    assert f"{round(100 * hint.chance)} %" in text_of(tree)
    assert not by_attr(tree, "data-act", "hint")  # asked: the button gives way to the answer


def test_the_move_made_after_a_hint_is_marked_in_the_log_and_kept_in_the_save() -> None:
    app, _env, store = make_app()
    app.open_link(_my_turn_link())
    app.act("hint")
    hint = game_of(app).current_hint()
    assert hint is not None
    app.act("move", hint.move)
    assert game_of(app).log()[0].endswith("(after a hint)")
    again, _env2, _ = make_app(store=store)
    again.start("")
    assert again.session is not None and game_of(again).log()[0].endswith("(after a hint)")


def test_a_move_other_than_the_hinted_one_is_not_marked() -> None:
    """A player who asked for a hint, cleared it and played a move of their own: the log
    does not say "(after a hint)", nor does the save."""
    app, _env, store = make_app()
    app.open_link(_my_turn_link())
    app.act("hint")
    hint, s = game_of(app).current_hint(), app.session
    assert hint is not None and s is not None
    app.act("clear")
    own = next(str(m) for m in s.view().legal_moves if str(m) != hint.move)
    app.act("move", own)
    assert s.moves[-1] == own and not game_of(app).log()[0].endswith("(after a hint)")
    assert s.hints == set()
    again, _env2, _ = make_app(store=store)
    again.start("")
    assert again.session is not None and again.session.hints == set()


def test_undo_forgets_the_hint_mark() -> None:
    app, _env, _store = make_app()
    app.open_link(_my_turn_link())
    app.act("hint")
    hint = game_of(app).current_hint()
    assert hint is not None and app.session is not None
    app.act("move", hint.move)
    app.act("undo")
    assert app.session.hints == set() and game_of(app).current_hint() is None


def test_no_hint_on_the_computers_turn() -> None:
    app, env, _store = make_app()
    app.open_link(encode(Record("jaipur", (2,), 21, (Seat("human"), Seat("medium"))), GAMES))
    app.act("hint")  # the computer is to move: nothing to suggest to the person yet
    assert not [r for r in env.thinking if r.kind == "hint"] and game_of(app).current_hint() is None


def test_every_hint_move_of_a_jaipur_game_can_be_selected_by_pointing() -> None:
    from game.jaipur import JAIPUR

    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), 5)
    view = JAIPUR.view(state, 0)
    for move in view.legal_moves:
        sel = jaipur_moves.selection_for(view, move)
        assert move in jaipur_moves.legal_actions(view, sel).values(), move


def test_the_dialog_offers_three_levels_medium_by_default() -> None:
    app, _env, _store = make_app()
    app.act("new", "jaipur")
    tree = app.render()
    options = find_all(tree, lambda n: n[0] == "option" and attrs_of(n).get("value") == "medium")
    assert options and "selected" in options[-1][1]
    values = {attrs_of(n).get("value") for n in find_all(tree, lambda n: n[0] == "option")}
    assert {"easy", "medium", "hard"} <= values and "greedy" not in values


def test_the_computers_reply_waits_while_the_person_looks_back() -> None:
    app, env, _store = make_app()
    env.deferred = True
    app.open_link(encode(Record("jaipur", (1,), 21, (Seat("human"), Seat("greedy"))), GAMES))
    s = app.session
    assert s is not None
    first = next(iter(s.game.legal_moves(s.states[-1])))
    app.act("move", str(first))
    app.computer()  # the timer fired: the worker is asked
    app.act("goto", "0")  # the person looks back while it thinks
    env.answer_now()
    assert len(s.moves) == 1 and s.cursor == 0  # the reply waits
    app.act("goto", "1")
    assert len(s.moves) == 2 and s.latest  # back at the latest move: the reply is played
    app.computer()
    assert len(env.thinking) == 1  # nothing asked twice


def _bombay_link(turns: int = 3) -> str:
    """A two-player Bombay game after ``turns`` greedy turns, Ana (a person) to move."""
    from game.bombay import BOMBAY
    from game.bots import BOTS
    from game.core.rng import Rng

    state = BOMBAY.new(BOMBAY.default_options(2), 6)
    rng, moves, done = Rng(6), [], 0
    while done < turns or BOMBAY.to_move(state) != 0:
        move = BOTS["greedy"](BOMBAY, BOMBAY.view(state, BOMBAY.to_move(state)), rng)
        done += BOMBAY.ends_turn(state, move)
        state = BOMBAY.apply_unchecked(state, move)
        moves.append(str(move))
    seats = (Seat("human", "Ana"), Seat("greedy", "Bea"))
    return encode(Record("bombay", (2, 0), 6, seats, tuple(moves)), GAMES)


def test_old_answers_without_a_plan_still_read() -> None:
    from web.shell.table.think import Answer

    assert Answer.from_json('{"move": "go 3", "chance": 0.4}') == Answer("go 3", 0.4)
    full = Answer("go 3", 0.4, (("go 3", 0.35), ("buy Y", 0.4)))
    assert Answer.from_json(full.to_json()) == full


def test_a_bombay_hint_shows_its_whole_turn_on_the_map_and_step_by_step() -> None:
    from web.bombay import plan as plan_

    app, _env, _store = make_app()
    app.open_link(_bombay_link())
    app.act("hint")
    hint, s = game_of(app).current_hint(), app.session
    assert hint is not None and s is not None and hint.plan[0][0] == hint.move
    view = s.view()
    assert isinstance(view, BombayView)
    steps = plan_.steps(view, hint.plan)
    tree = app.render()
    items = find_all(tree, lambda n: n[0] == "li" and "data-step" in n[1])
    assert [text_of(i) for i in items] == [
        f"{n}{st.text}{round(100 * st.chance)} %" for n, st in enumerate(steps, 1)
    ]
    badges = find_all(tree, lambda n: attrs_of(n).get("class") == "hp-badge")
    assert [attrs_of(b)["data-step"] for b in badges] == [str(n) for n in range(1, len(steps) + 1)]
    assert find_all(tree, lambda n: attrs_of(n).get("class") == "hp-route")  # the road it rides
    assert find_all(
        tree, lambda n: attrs_of(n).get("class") == "lt-route"
    )  # apart from the last turn
    assert f"about {round(100 * hint.chance)} %" in text_of(tree)
    nexts = find_all(tree, lambda n: attrs_of(n).get("class") == "hp-next")
    assert [attrs_of(b)["data-arg"] for b in nexts] == [steps[0].moves]


def test_following_the_plan_keeps_the_rest_and_leaving_it_asks_anew() -> None:
    app, _env, _store = make_app()
    app.open_link(_bombay_link())
    app.act("hint")
    hint, s = game_of(app).current_hint(), app.session
    assert hint is not None and s is not None and len(hint.plan) > 1
    app.act("move", hint.plan[0][0])  # step 1, as suggested
    rest = game_of(app).current_hint()
    assert rest is not None and rest.plan == hint.plan[1:] and rest.done == 1
    assert "rest of this turn" in text_of(app.render())
    off = next(str(m) for m in s.view().legal_moves if str(m) != rest.move)
    app.act("move", off)  # off the plan: the hint is over
    assert game_of(app).current_hint() is None
    assert game_of(app).log()[-2].endswith("(after a hint)")  # step 1 was the hint's
    assert not game_of(app).log()[-1].endswith("(after a hint)")  # this one was not
