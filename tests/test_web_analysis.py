"""The analysis board without a browser: a position shared from a game, opened on the
board, its three best moves, a move tried and its verdict, a step back, a game played
from it against the computer; damaged position links; the think worker's analysis.
"""

from __future__ import annotations

from typing import Any

import pytest

from game import GAMES
from game.core.digits import DigitReader
from game.core.link import Record, Seat, encode
from game.core.position import decode_position, encode_position
from game.core.rng import Rng
from tests.test_web_helpers import game_of, make_app, start
from web.app import App
from web.core.vdom import attrs_of, find_all, text_of
from web.shell import play
from web.shell.page.places import Place
from web.shell.page.states import Analysing, Home
from web.shell.table import think
from web.shell.table.playing import Playing
from web.shell.table.think import ANALYSE, Answer, Request, answer


@pytest.fixture(autouse=True)
def short_analysis(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page caps an analysis at 2 s; the answer's shape is what is tested here."""
    monkeypatch.setattr(think, "ANALYSIS_CAP", 0.3)


def board(app: App) -> Analysing:
    assert isinstance(app.screen, Analysing), app.screen
    return app.screen


def midgame(app: App, moves: int = 4) -> None:
    """A Jaipur game against the computer, a few moves in (the person to move)."""
    start(app, ("human", "greedy"))
    for _turn in range(moves):
        g = game_of(app)
        s = g.session
        s.play(str(s.view().legal_moves[0]))
        s.computer_move()


def test_share_this_position_copies_the_seats_view_and_says_what_it_holds() -> None:
    app, env, _store = make_app()
    midgame(app)
    s = game_of(app).session
    app.act("share-position")
    url, _hash, link = env.clipboard.partition("#")
    assert url == env.page_url() and link.startswith("jp1.")
    shared = decode_position(link, GAMES)
    assert shared.view == s.game.view(s.state, 0)  # the person's seat: never the computer's
    assert app.message is not None and "no hidden cards, no moves" in app.message.text
    assert app.screen is game_of(app)  # the game stays on screen


def test_the_board_shows_three_best_moves_tries_one_steps_back_and_plays_from_here() -> None:
    app, env, _store = make_app()
    midgame(app)
    s = game_of(app).session
    app.act("analyse")
    a = board(app)
    assert a.over is not None and a.names == s.names()
    asked = env.thinking[-1]
    assert asked.kind == ANALYSE and decode_position(asked.link, GAMES).view == s.view()
    verdict = a.verdicts[asked.link]
    assert len(verdict.best) == 3
    assert all(0 <= c <= 1 for turn in verdict.best for _m, c in turn)
    legal = {str(m) for m in a.line.view.legal_moves}
    assert {turn[0][0] for turn in verdict.best} <= legal
    best_on_table = a.renderer.hint_selection(a.line.view, verdict.move)
    assert a.selection == best_on_table != a.renderer.new_selection()
    tree = app.render()
    tries = [attrs_of(n)["data-arg"] for n in find_all(tree, lambda n: _act(n) == "try")]
    assert tries == [";".join(m for m, _c in turn) for turn in verdict.best]
    assert "chance of winning" in text_of(tree)

    app.act("try", str(tries[1]))  # the second best move
    assert a.line.cursor == 1 and a.line.moves == [tries[1]]
    after = env.thinking[-1]
    assert after.move_number == 1 and not a.verdicts[after.link].best  # the other's turn
    assert a.verdicts[after.link].chance is not None
    assert a.line.view.seat == 0 and a.line.view.to_move == 1
    assert "chance of winning" in text_of(app.render())

    app.act("goto", "0")  # step back: the verdict is kept, its best move on the table
    assert a.line.cursor == 0 and len(env.thinking) == 2 and a.selection == best_on_table
    app.act("goto", "1")
    assert a.line.cursor == 1
    app.act("goto", "0")

    app.act("play-from-here")
    g = game_of(app)
    assert g.session.start and g.session.moves == []
    assert decode_position(g.session.start, GAMES).view == s.view()
    assert [x.kind for x in g.session.seats] == ["human", "hard"]  # greedy is no level
    assert app.message is not None and "dealt at random" in app.message.text
    assert env.fragment.startswith("j3.")  # a game link that carries its start
    app.act("move", str(g.session.view().legal_moves[0]))
    app.computer()  # the pause is over: the computer's reply is played
    assert len(g.session.moves) == 2


def test_back_to_the_game_and_home_keep_the_game() -> None:
    app, _env, _store = make_app()
    midgame(app, 2)
    g = game_of(app)
    app.act("analyse")
    app.act("back-to-game")
    assert app.screen is g
    app.act("analyse")
    app.act("home")
    assert isinstance(app.screen, Home) and app.screen.left is g


def test_a_position_link_in_the_address_opens_the_board() -> None:
    app, env, _store = make_app()
    midgame(app)
    app.act("share-position")
    link = env.clipboard.partition("#")[2]
    fresh, fresh_env, _s = make_app()
    fresh.start(link)
    a = board(fresh)
    assert a.over is None and a.names == ("Player 1", "Player 2")
    assert fresh.place().screen == "analysis" and fresh.place().fragment == link
    assert len(a.verdicts[link].best) == 3


@pytest.mark.parametrize(
    ("damage", "sentence"),
    [
        (lambda t: t[:-2], "damaged"),
        (lambda t: t[:5] + ("A" if t[5] != "A" else "B") + t[6:], "changed or damaged"),
        (lambda t: "jp9." + t[4:], "another version"),
        (lambda t: "q" + t[1:], "a game this version of Bazaar does not know"),
        (lambda t: t.replace(".", ".%"), "not a Bazaar"),
    ],
)
def test_a_damaged_position_link_gives_a_sentence_and_keeps_the_game(
    damage: Any, sentence: str
) -> None:
    app, env, _store = make_app()
    midgame(app, 1)
    g = game_of(app)
    app.act("share-position")
    app.open_link(damage(env.clipboard.partition("#")[2]))
    assert app.message is not None and sentence in app.message.text
    assert "Your game in progress" in app.message.text
    assert isinstance(app.screen, Home) and app.screen.left is g


def test_a_position_that_cannot_happen_has_its_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core.errors import StateError

    app, env, _store = make_app()
    midgame(app, 1)
    app.act("share-position")
    link = env.clipboard.partition("#")[2]

    def impossible(self: Any, src: DigitReader) -> Any:
        raise StateError("the market holds six cards")

    monkeypatch.setattr(type(GAMES["jaipur"]), "read_position", impossible)
    app.open_link(link)
    assert app.message is not None
    assert "a position that cannot happen in the game" in app.message.text


def test_the_analysis_sees_nothing_the_view_hides() -> None:
    """Two games that differ only in what seat 0 cannot see (the other hand, the deck)
    give the same position link, hence the same analysis."""
    game = GAMES["jaipur"]
    options = game.options_from_ints((1,))
    state = game.new(options, 11)
    view = game.view(state, 0)
    other = game.determinize(view, Rng(5))
    assert other != state and game.view(other, 0) == view
    links = [encode_position(game, game.view(s, 0), GAMES) for s in (state, other)]
    assert links[0] == links[1]
    request = Request(links[0], 0, ANALYSE, 3, 0)
    first = answer(request, stop=lambda: False)
    assert first == answer(request, stop=lambda: False)
    assert len(first.best) == 3 and first.move == first.best[0][0][0]


def test_a_bombay_board_follows_the_seat_to_move_and_shows_whole_turns() -> None:
    game = GAMES["bombay"]
    state = game.new(game.options_from_ints((3, 0)), 4)
    seat = game.to_move(state)
    assert seat is not None
    link = encode_position(game, game.view(state, (seat + 1) % 3), GAMES)
    app, env, _store = make_app()
    app.start(link)
    a = board(app)
    assert a.line.view.seat == seat  # all is public: the seat to move's turn is analysed
    best = a.verdicts[env.thinking[-1].link].best
    assert len(best) == 3 and any(len(turn) > 1 for turn in best)
    app.act("try", ";".join(m for m, _c in best[0]))
    assert a.line.view.seat == a.line.view.to_move != seat


def test_the_answer_travels_as_json() -> None:
    best = ((("go 3", 0.4), ("buy O", 0.5)), (("wait", 0.3),))
    sent = Answer("go 3", 0.4, best[0], best)
    assert Answer.from_json(sent.to_json()) == sent
    assert Answer.from_json('{"move": "x"}') == Answer("x")  # an older worker's


def _act(n: Any) -> object:
    return attrs_of(n).get("data-act") if isinstance(n[1], dict) else None


def test_every_action_the_board_draws_is_in_its_row_of_the_table() -> None:
    from tests.test_web_transitions import check

    app, _env, _store = make_app()
    midgame(app)
    assert check(app) is Playing  # with "Share this position" and "Analyse"
    app.act("analyse")
    assert check(app) is Analysing  # the three best moves, back to the game
    app.act("try", str(board(app).line.view.legal_moves[0]))
    assert check(app) is Analysing  # the other's turn: its chance
    app.act("rules")
    app.act("close-rules")
    assert check(app) is Analysing


def test_a_finished_hot_seat_game_is_analysed_from_its_last_mover_at_any_point() -> None:
    """People sharing the device: the position is the last person's to move (the curtain
    is down once the game is over); the board of the end says the game is over there."""
    from tests.test_web_app import finished_match

    _state, texts = finished_match()
    seats = (Seat("human", "Ana"), Seat("human", "Ben"))
    app, env, _store = make_app()
    app.open_link(encode(Record("jaipur", (1,), 4, seats, tuple(texts)), GAMES))
    s = game_of(app).session
    assert s.over and s.screen_seat() is None
    last = s.mover(len(texts) - 1)
    assert s.own_seat() == last
    app.act("close-dialog")
    app.act("analyse")
    a = board(app)
    assert a.line.view.seat == last and a.line.view.outcome is not None
    assert "The game is over in this position." in text_of(app.render())
    app.act("play-from-here")
    assert board(app) is a  # nothing to play from the end
    app.act("back-to-game")
    app.act("goto", "3")
    app.act("analyse")
    assert board(app).line.view == s.game.view(s.states[3], s.mover(3))
    assert env.thinking[-1].link == board(app).line.link()


def test_a_game_of_computers_only_has_no_position_to_share() -> None:
    app, _env, _store = make_app()
    app.open_link(encode(Record("jaipur", (1,), 4, (Seat("greedy"), Seat("greedy"))), GAMES))
    assert game_of(app).session.own_seat() is None
    assert "Share this position" not in text_of(app.render())
    app.act("analyse")
    assert not isinstance(app.screen, Analysing)


def test_the_computers_move_thought_of_while_the_board_is_shown_is_not_lost() -> None:
    app, env, _store = make_app()
    start(app, ("human", "greedy"))
    g = game_of(app)
    env.deferred = True  # the worker answers later
    g.session.play(str(g.session.view().legal_moves[0]))
    play.after_change(app, g)  # the computer is asked
    app.act("analyse")
    env.answer_now()  # the computer's move and the board's verdict arrive
    assert len(board(app).verdicts) == 1
    app.computer()  # its pause is over
    app.act("back-to-game")
    assert app.screen is g and len(g.session.moves) == 2


def test_back_from_the_board_goes_home_with_the_game_and_forward_does_not_strand_it() -> None:
    app, _env, _store = make_app()
    midgame(app, 2)
    g = game_of(app)
    app.act("analyse")
    assert app.place().depth == 1  # the game's entry is replaced: Back goes home
    app.restore(Place("home"))
    assert isinstance(app.screen, Home) and app.screen.left is g
    app.restore(Place("analysis", "jaipur"))  # Forward: the board is opened from its link
    assert isinstance(app.screen, Home) and app.message is None
