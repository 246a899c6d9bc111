"""The position editor: the shell's screen (opened from home and from a game, taps, the
verdict, Analyse / Play / Share) and each game's editing model (taps -> position, every
refusal the editor can reach gives the engine's sentence, hidden parts never revealed).
"""

from __future__ import annotations

import pytest

from game import GAMES
from game.bombay.view import BombayView
from game.core.errors import StateError
from game.core.position import decode_position, encode_position
from game.jaipur.cards import GOODS_TOKENS
from game.jaipur.invariants import check_invariants as jaipur_invariants
from game.jaipur.position import canonical
from game.jaipur.view import JaipurView
from tests.test_web_helpers import game_of, jaipur_state, make_app, start
from web.app import App
from web.bombay import edit_model as bombay
from web.bombay import editor as bombay_editor
from web.core.vdom import attrs_of, find_all, text_of
from web.jaipur import edit_model as jaipur
from web.jaipur import editor as jaipur_editor
from web.shell.page.states import Analysing, Editing, Home
from web.shell.table.playing import Playing


def editing(app: App) -> Editing:
    assert isinstance(app.screen, Editing), app.screen
    return app.screen


def taps(app: App, *args: str) -> Editing:
    for arg in args:
        app.act("edit-tap", arg)
    return editing(app)


def disabled(app: App, act: str) -> bool:
    (found,) = find_all(app.render(), lambda n: attrs_of(n).get("data-act") == act)
    return "disabled" in attrs_of(found)


# --- the shell's screen ------------------------------------------------------------------
@pytest.mark.parametrize("game", ["jaipur", "bombay"])
def test_set_up_a_position_opens_on_a_new_games_first_position(game: str) -> None:
    app, _env, _store = make_app()
    app.act("edit", game)
    e = editing(app)
    assert e.game == game and e.problem == "" and e.view is not None
    assert e.view.round == 1 and e.view.to_move == e.view.seat == 0
    page = text_of(app.render())
    assert "This position can happen." in page and not disabled(app, "edit-analyse")
    assert app.place().screen == "edit" and app.place().depth == 1


def test_an_impossible_position_is_refused_with_the_engines_sentence() -> None:
    app, _env, _store = make_app()
    app.act("edit", "jaipur")
    e = taps(app, *["hand:L:+"] * 4)  # 8 cards in hand
    assert e.view is None and e.problem.endswith("seat 0 holds 8 cards, the limit is 7")
    page = text_of(app.render())
    assert "This position cannot happen: You hold 8 cards: the limit is 7." in page
    assert all(disabled(app, act) for act in ("edit-analyse", "edit-play", "edit-share"))
    assert not disabled(app, "edit-opening")
    e = taps(app, "hand:L:-")
    assert isinstance(e.view, JaipurView) and e.problem == "" and len(e.view.hand or ()) == 7
    app.act("edit-tap", "hand:L:-")
    app.act("edit-opening")
    assert editing(app).model == jaipur.opening()


def test_a_stale_or_foreign_tap_changes_nothing() -> None:
    app, _env, _store = make_app()
    app.act("edit", "bombay")
    before = editing(app).model
    for arg in ("", "fly", "market:9", "space:99", "rupees:7:+", "bale:0:X:+", "round:x"):
        assert taps(app, arg).model == before, arg


def test_edit_this_position_starts_from_the_position_shown_never_its_secrets() -> None:
    app, _env, _store = make_app()
    start(app, ("human", "greedy"))
    g = game_of(app)
    g.session.play(str(g.session.view().legal_moves[0]))
    app.act("edit-here")
    e = editing(app)
    assert e.problem == "" and e.view is not None
    shown = g.session.view()
    assert isinstance(shown, JaipurView)
    same: tuple[str, ...] = ("seat", "to_move", "round", "seals", "market", "deck_count")
    same += (
        "hand",
        "hand_counts",
        "herds",
        "discard",
        "tokens",
        "bonus_left",
        "goods_tokens_taken",
        "bonus_taken",
    )
    assert all(getattr(e.view, f) == getattr(canonical(shown), f) for f in same)
    # the model holds the other hand's size only: the game's secrets never reach it
    assert e.model == jaipur.from_view(shown)


def _cards(counts: tuple[int, ...]) -> str:
    return "".join(g * n for g, n in zip("DGSCPL", counts, strict=True))


def test_two_games_differing_only_in_the_hidden_cards_give_the_same_editor() -> None:
    app, _env, _store = make_app()
    start(app, ("human", "greedy"))
    real = jaipur_state(app)
    hidden = _cards(real.hands[1]) + real.deck.replace("M", "")
    swapped = real.__class__(**{**real.__dict__, "deck": real.deck[::-1]})
    a = jaipur.from_view(GAMES["jaipur"].view(real, 0))
    b = jaipur.from_view(GAMES["jaipur"].view(swapped, 0))
    assert a == b and hidden  # the deck's order is not the editor's to know


def test_the_rules_over_the_editor_and_back_keep_the_position() -> None:
    app, _env, _store = make_app()
    app.act("edit", "jaipur")
    e = taps(app, "market:0")
    app.act("rules")
    assert app.place().parent == "edit"
    app.act("close-rules")
    assert app.screen is e
    app.act("home")
    assert isinstance(app.screen, Home)


def test_share_copies_the_position_link_or_says_why_there_is_none() -> None:
    app, env, _store = make_app()
    app.act("edit", "jaipur")
    app.act("edit-share")
    e = editing(app)
    if GAMES["jaipur"].has_positions:
        assert env.clipboard == f"{env.page_url()}#{e.link}"
        assert decode_position(e.link, GAMES).view == e.view
    else:
        assert env.copied == 0 and app.message is not None
        assert "no link" in app.message.text


EDITS = {
    "jaipur": (
        *("market:0", "hand:D:+", "herd:1:+", "goods:1:C:+", "goods:1:D:+", "goods:0:C:+"),
        *("goods:1:C:+", "bonus:0:1:+", "bonus:1:0:+", "seal:1", "turn"),
    ),
    "bombay": ("players:5", "choose:3", "space:22", "bale:3:O:+", "token:2:1", "round:+", "turn:+"),
}


@pytest.mark.parametrize("game", ["jaipur", "bombay"])
def test_the_position_set_up_round_trips_through_its_link_and_opens_on_the_board(
    game: str,
) -> None:
    app, _env, _store = make_app()
    app.act("edit", game)
    e = taps(app, *EDITS[game])
    assert e.problem == "" and e.view is not None
    link = encode_position(GAMES[game], e.view, GAMES)
    assert decode_position(link, GAMES).view == e.view
    app.act("edit-analyse")
    board = app.screen
    assert isinstance(board, Analysing) and board.line.game_name == game
    assert encode_position(GAMES[game], board.line.views[0], GAMES) == link
    assert "edit-here" in {
        str(attrs_of(n).get("data-act"))
        for n in find_all(app.render(), lambda n: "data-act" in attrs_of(n))
    }
    app.act("edit-here")  # from the board back to the editor: the same position
    assert editing(app).view == e.view


def test_play_from_the_editor_starts_a_game_from_the_position_against_the_computer() -> None:
    app, _env, _store = make_app()
    app.act("edit", "bombay")
    e = taps(app, "players:2", "rupees:0:+", "rupees:1:+")
    app.act("edit-play")
    assert isinstance(app.screen, Playing)
    s = app.screen.session
    assert decode_position(s.start, GAMES).view == e.view
    assert [seat.kind for seat in s.seats] == ["human", "medium"]
    assert GAMES["bombay"].view(s.states[0], 0).players == e.view.players  # type: ignore[union-attr]


# --- Jaipur's editing ----------------------------------------------------------------------
def test_jaipur_taps_set_the_position() -> None:
    m = jaipur.opening()
    m = jaipur.tap(m, "market:4")  # spice -> leather
    m = jaipur.tap(m, "herd:1:+")
    m = jaipur.tap(m, "other:-")
    m = jaipur.tap(m, "turn")
    v = jaipur.view(m)
    assert v.market[4] == "L" and v.herds == (1, 1) and v.hand_counts == (4, 4)
    assert v.to_move == 1 and v.seat == 0 and v.deck_count == 55 - 5 - 4 - 4 - 2
    assert not v.legal_moves  # the other player is to move


def test_jaipur_goods_tokens_taken_come_off_the_top_and_go_back_consistently() -> None:
    m = jaipur.opening()
    for arg in ("goods:0:D:+", "goods:0:D:+", "goods:1:D:+"):
        m = jaipur.tap(m, arg)
    assert m.goods == ((("D", 7), ("D", 7)), (("D", 5),))
    m = jaipur.tap(m, "goods:0:D:-")  # the pile takes back a 5: the other seat's 5 becomes a 7
    assert m.goods == ((("D", 7),), (("D", 7),))
    state = jaipur.position(m)
    jaipur_invariants(state)
    assert state.discard[0] == 2 and state.pile(0) == GOODS_TOKENS[0][2:]


def test_jaipur_seals_make_up_the_rounds_and_who_starts() -> None:
    m = jaipur.tap(jaipur.opening(), "seal:0")
    v = jaipur.view(m)
    assert v.round == 2 and v.seals == (1, 0) and v.round_starter == 1  # the loser starts
    v = jaipur.view(jaipur.tap(m, "seal:1"))
    assert v.round == 3 and v.seals == (1, 1)


def test_jaipur_bonus_tokens_the_seat_sees_its_own_values_only() -> None:
    m = jaipur.opening()
    m = jaipur.tap(jaipur.tap(m, "bonus:0:2:+"), "bonus:1:0:+")
    v = jaipur.view(m)
    assert v.bonus_left == (6, 6, 4)
    assert v.bonus_taken[0] == ((5, 9),) and v.bonus_taken[1] == ((3, None),)


THREE_GONE = ("hand:G:-", "hand:S:-", "hand:S:-")  # then every diamond, gold, silver sold
JAIPUR_REACHED = {  # the engine's sentence -> taps from the opening that lead to it
    "7 cards D in play, the game has 6": ("market:0", *["hand:D:+"] * 6),
    "seat 0 holds 8 cards, the limit is 7": ("hand:L:+",) * 4,
    "the 3-card bonus tokens are not conserved": ("bonus:1:0:+",) * 8,
    "a round that should have ended goes on": (
        *THREE_GONE,
        *[f"goods:0:{g}:+" for g in "DGS" for _ in range(5)],
    ),
    "13 cards M in play, the game has 11": ("herd:0:+",) * 9,
}


def jaipur_refusal(args: tuple[str, ...]) -> tuple[jaipur.Setup, str]:
    m = jaipur.opening()
    for arg in args:
        m = jaipur.tap(m, arg)
    with pytest.raises(StateError) as err:
        jaipur.view(m)
    return m, str(err.value)


def test_every_jaipur_refusal_the_editor_can_reach_gives_its_sentence_in_a_players_words() -> None:
    for sentence, args in JAIPUR_REACHED.items():
        m, problem = jaipur_refusal(args)
        assert problem == f"impossible Jaipur position: {sentence}"
        assert jaipur_editor.refusal(m, sentence) != sentence, sentence


# --- Bombay's editing ----------------------------------------------------------------------
def test_bombay_taps_set_the_position() -> None:
    b = bombay.tap(bombay.opening(), "players:4")
    assert len(b.state.players) == 4
    b = bombay.tap(b, "choose:2")
    b = bombay.tap(b, "space:14")  # player 3's elephant to Kalyan
    for arg in ("rupees:2:+", "customers:2:+", "bale:2:B:+", "round:+", "turn:+", "turn:+"):
        b = bombay.tap(b, arg)
    v = bombay.view(b)
    p = v.players[2]
    assert (p.space, p.rupees, p.customers, p.bales) == (14, 3, 1, "B")
    assert v.round == 2 and v.to_move == (1 + 2) % 4 and v.seat == v.to_move


def test_bombay_a_palace_on_a_marker_site_takes_its_marker_and_gives_it_back() -> None:
    b = bombay.tap(bombay.opening(), "tool:palace")
    site = next(i for i in range(24) if b.sites[i] == 0)  # a "2 rupees" marker
    built = bombay.tap(b, f"space:{site}")
    v = bombay.view(built)
    assert (site, 0) in v.palaces and v.players[0].palaces_left == 4
    assert all(space != site for space, _letter in v.markers)
    assert bombay.position(bombay.tap(built, f"space:{site}")) == bombay.position(b)


def bombay_refusal(b: bombay.Board, args: tuple[str, ...]) -> tuple[bombay.Board, str]:
    for arg in args:
        b = bombay.tap(b, arg)
    with pytest.raises(StateError) as err:
        bombay.view(b)
    return b, str(err.value)


YELLOW = next(i for i in range(24) if bombay.opening().sites[i] == 2)  # its bonus marker
BOMBAY_REACHED = {  # the engine's sentence -> taps from the opening that lead to it
    "every city demands 3 different colours": ("demand:0:0",),
    "player 0's elephant holds (2, 2, 2) (at most 2, sorted)": ("bale:0:B:+",) * 3,
    "more than the 3 bales of colour 0 in play": ("bale:0:Y:+", "bale:0:Y:+", "bale:1:Y:+"),
    "11 bales in the markets (at most 9 are drawn)": ("stock:Y:+",) * 2,
    "Bombay: 0 city tokens left and 3 held, of 2": ("token:0:0", "token:1:0", "token:2:0"),
    "a bonus city token must be on its marker or with exactly one player": (
        "tool:palace",
        f"space:{YELLOW}",
    ),
    "a palace on space 2, which holds a city or a trading post": ("tool:palace", "space:2"),
    "every colour must be missing from exactly one city": ("demand:0:2",) * 3,  # O to B
}


def test_every_bombay_refusal_the_editor_can_reach_gives_its_sentence_in_a_players_words() -> None:
    for sentence, args in BOMBAY_REACHED.items():
        b, problem = bombay_refusal(bombay.opening(), args)
        assert problem == f"impossible Bombay position: {sentence}", sentence
        assert bombay_editor.refusal(b, sentence) != sentence, sentence
    _b, problem = bombay_refusal(bombay.opening(), ("token:0:4", "token:1:4"))  # two hold it
    assert problem.endswith("a bonus city token must be on its marker or with exactly one player")


def test_bombay_edit_this_position_is_the_position_shown() -> None:
    app, _env, _store = make_app()
    app.act("new", "bombay")
    app.act("start", "", {"players": "3", "kind0": "human", "kind1": "greedy", "kind2": "greedy"})
    g = game_of(app)
    app.act("edit-here")
    e = editing(app)
    shown = g.session.view()
    assert isinstance(e.view, BombayView) and isinstance(shown, BombayView)
    assert e.view.public == shown.public


def test_the_refusals_the_editors_know_are_said_in_a_players_words() -> None:
    j = jaipur.opening()
    said = {
        "seat 0 holds 8 cards, the limit is 7": "You hold 8 cards: the limit is 7.",
        "seat 1 holds 9 cards, the limit is 7": "The other player holds 9 cards: the limit is 7.",
        "8 cards D in play, the game has 6": "8 diamonds in play, but the game has 6.",
        "the 5-card bonus tokens are not conserved": (
            "More bonus tokens for selling 5+ cards are taken than the game has."
        ),
    }
    for engine, words in said.items():
        assert jaipur_editor.refusal(j, engine) == words
    b = bombay.opening()
    said = {
        "player 1's elephant holds (2, 2, 2) (at most 2, sorted)": (
            "Player 2 (pink)'s elephant carries more than two bales."
        ),
        "more than the 3 bales of colour 0 in play": (
            "More than the 3 yellow bales of the game are on elephants and in the markets."
        ),
        "Nagpur: 0 city tokens left and 3 held, of 2": (
            "Nagpur: 3 city tokens are held, but the game has 2."
        ),
        "a palace on space 2, which holds a city or a trading post": (
            "Bombay has a city or a trading post: no palace can stand there."
        ),
    }
    for engine, words in said.items():
        assert bombay_editor.refusal(b, engine) == words
    assert bombay_editor.refusal(b, "turn 99 outside the round") == "turn 99 outside the round"


def test_back_from_the_editor_shows_the_game_and_forward_an_editor_again() -> None:
    app, _env, _store = make_app()
    start(app)
    game = app.place()
    app.act("edit-here")
    edited = app.place()
    assert edited.screen == "edit" and edited.depth == game.depth == 1
    app.restore(game)  # Back
    assert isinstance(app.screen, Playing) and app.screen.session.save_id == game.save
    app.restore(edited)  # Forward: the editor of that game (at its opening)
    assert editing(app).game == "jaipur"
