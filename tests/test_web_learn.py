"""The guided first games ("Learn to play"): every lesson played to its end by clicking
what it points at, through the real engine and renderer; what else the learner tries is
refused and changes nothing; leaving, Back, and the end's offer of a real game."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game import GAMES
from game.jaipur import JaipurView
from game.jaipur.cards import CAMEL, HAND_DEAL, MARKET_CAMELS, MARKET_SIZE
from tests.test_web_helpers import dialog_of, game_of, lesson_of, make_app, rules_of
from web.app import App
from web.core.vdom import Node, attrs_of, by_attr, find_all, text_of
from web.shell.lesson import AREA, POINT
from web.shell.page.places import Place
from web.shell.registry import lesson
from web.shell.saves import Saves

NAMES = ("jaipur", "bombay")


def pointed(app: App) -> list[Node]:
    """The elements the lesson outlines on the screen."""
    return find_all(app.render(), lambda n: POINT in attrs_of(n).get("class", "").split())


def said(app: App, key: str, value: str) -> str:
    """The text of the lesson panel's element whose ``key`` is ``value`` (its words for
    the step shown, not the invisible ones that keep its height)."""
    (node,) = find_all(app.render(), lambda n: attrs_of(n).get(key) == value)
    return text_of(node)


def follow_step(app: App) -> None:
    """Click what the step points at until its move is made (at most 8 clicks)."""
    run = lesson_of(app)
    assert run is not None
    for _click in range(8):
        if not run.waiting():
            return
        marks = pointed(app)
        assert marks, f"step {run.step + 1} of {run.lesson.game} points at nothing"
        assert all("lesson-text" in attrs_of(m)["aria-describedby"] for m in marks)  # says why
        app.act(attrs_of(marks[0])["data-act"], attrs_of(marks[0])["data-arg"])
        assert not run.refused, run.refused
    raise AssertionError(f"step {run.step + 1} of {run.lesson.game} never ends")


@pytest.mark.parametrize("name", NAMES)
def test_each_lesson_is_played_to_its_end_by_following_it(name: str) -> None:
    app, _env, store = make_app()
    app.act("learn", name)
    run = lesson_of(app)
    assert run is not None and app.screen.name == "game"
    steps = lesson(name).steps
    assert 7 <= len(steps) <= 14
    for k, step in enumerate(steps):
        assert run.step == k and said(app, "id", "lesson-title") == step.title
        follow_step(app)
        s = app.session
        assert s is not None
        if step.moves:  # the taught moves and the computer's reply are the engine's game
            taught = [m for click in step.moves for m in click.split(";")]
            assert s.moves[-len(taught) - len(step.reply) :] == [*taught, *step.reply]
        app.act("close-dialog")  # a round's report, if one opened
        app.act("learn-next")
    assert run.current is None
    tree = app.render()
    assert find_all(tree, lambda n: attrs_of(n).get("data-act") == "learn-play")
    assert Saves(store).all() == []  # a lesson writes no save


def test_the_jaipur_round_end_is_won_by_the_learner_as_its_text_says() -> None:
    app, _env, _store = make_app()
    app.act("learn", "jaipur")
    while (run := lesson_of(app)) is not None and run.current is not None:
        follow_step(app)
        if game_of(app).dialog == "round":
            view = game_of(app).session.game.view(game_of(app).session.states[-1], 0)
            assert isinstance(view, JaipurView)
            assert view.rounds[0].seal == 0 and view.rounds[0].camel_token == 0
            after = game_of(app).session.game.view(game_of(app).session.states[-1], 0)
            assert isinstance(after, JaipurView)
            assert after.round == 2 and after.round_starter == 1  # the loser begins it
        app.act("close-dialog")
        app.act("learn-next")


def test_other_moves_and_cards_are_refused_and_change_nothing() -> None:
    app, _env, _store = make_app()
    app.act("learn", "jaipur")
    app.act("learn-next")  # past the welcome and the tour of the table
    app.act("learn-next")
    s, run = app.session, lesson_of(app)
    assert s is not None and run is not None
    camels = find_all(app.render(), lambda n: attrs_of(n).get("data-key") == "action:camels")
    assert "ready" not in attrs_of(camels[0])["class"]  # legal, but not what this step teaches
    before = (list(s.moves), game_of(app).selection)
    app.act("pick", "m4")  # the spice, not the diamond the step points at
    assert run.refused and game_of(app).selection == before[1]
    app.act("move", "take P")
    assert run.refused and s.moves == before[0]
    assert said(app, "class", "lesson-refused").startswith("Not this move")
    for act in ("undo", "hint", "copy", "goto"):
        app.act(act, "0")
    assert s.moves == before[0] and lesson_of(app) is run
    follow_step(app)
    assert s.moves == ["take D", "take P"]


def test_leaving_or_going_back_ends_the_lesson_at_home() -> None:
    app, _env, store = make_app()
    app.act("learn", "jaipur")
    assert app.place() == Place("learn", "jaipur")
    app.act("learn-leave")
    assert app.screen.name == "home" and lesson_of(app) is None and Saves(store).all() == []
    app.act("learn", "jaipur")
    app.restore(Place("home"))  # the browser's Back
    assert app.screen.name == "home" and lesson_of(app) is None
    app.restore(Place("learn", "jaipur"))  # Forward: the lesson starts over
    assert (run := lesson_of(app)) is not None and run.step == 0


def test_the_rules_open_over_a_lesson_and_return_to_it() -> None:
    app, _env, _store = make_app()
    app.act("learn", "jaipur")
    app.act("learn-next")
    app.act("rules")
    assert app.screen.name == "rules" and app.place() == Place("rules", "jaipur", "", "learn")
    app.act("close-rules")
    assert app.screen.name == "game" and (run := lesson_of(app)) is not None and run.step == 1


def test_the_end_offers_a_real_game() -> None:
    app, _env, _store = make_app()
    app.act("learn", "jaipur")
    lesson_of(app).step = len(lesson_of(app).lesson.steps)  # type: ignore[union-attr]
    app.act("learn-play")
    assert app.screen.name == "new" and dialog_of(app).game == "jaipur" and lesson_of(app) is None


def test_the_home_screen_offers_each_lesson() -> None:
    app, _env, _store = make_app()
    tree = app.render()
    args = [
        attrs_of(n)["data-arg"]
        for n in find_all(tree, lambda n: attrs_of(n).get("data-act") == "learn")
    ]
    assert args == list(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_prepared_position_is_one_the_engine_reads(name: str) -> None:
    game = GAMES[name]
    assert lesson(name).closing  # each lesson says what the learner can do now
    for text in [lesson(name).start, *(s.start for s in lesson(name).steps if s.start)]:
        assert game.parse_position(text) is not None


def test_the_bombay_lesson_pays_what_its_texts_say() -> None:
    app, _env, _store = make_app()
    app.act("learn", "bombay")
    seen: dict[str, tuple[int, str, int]] = {}
    ranked: dict[str, tuple[int, int]] = {}  # palaces built plus customers, each seat's
    bales: dict[str, str] = {}
    while (run := lesson_of(app)) is not None and (step := run.current) is not None:
        title = step.title
        if title == "A closed trading post":  # Dewas, outlined: yellow is not on sale
            posts = app.session.game.view(app.session.states[-1], 0).posts  # type: ignore[union-attr]
            assert [p.space for p in posts if not p.open] == [11]
        follow_step(app)
        players = app.session.game.view(app.session.states[-1], 0).players  # type: ignore[union-attr]
        me = players[0]
        seen[title] = (me.rupees, me.tokens, me.customers)
        ranked[title] = (
            players[0].palaces_built + me.customers,
            players[1].palaces_built + players[1].customers,
        )
        bales[title] = me.bales
        if title == "Final scoring":  # the real final report, with no rematch nor review
            acts = {attrs_of(n).get("data-act") for n in find_all(app.render(), lambda n: True)}
            assert game_of(app).dialog == "final" and "rematch" not in acts and "review" not in acts
            app.act("close-dialog")
        app.act("learn-next")
    assert seen["Sell"][:2] == (4, "H")  # 4 rupees for the top colour, Hyderabad's token
    assert seen["Build a palace"][2] == 1  # the marker's customer token
    assert seen["A toll"][0] == 5  # the computer rode through the palace: 1 rupee
    assert seen["A closed trading post"][1:] == ("NH", 3)  # Nagpur's token, a customer
    assert bales["A free bale"] == "B"  # the free bale picked
    assert seen["A bonus city token"][1] == "NHy"  # three different, the yellow one a bonus
    assert ranked["What palaces and city tokens are worth"] == (6, 2)
    outcome = app.session.game.outcome(app.session.states[-1])  # type: ignore[union-attr]
    # 21 + yellow on top 5 + blue, moved up to the middle, 3 + 4 for three different city
    # tokens + 4 for the most palaces and customers
    assert outcome is not None and outcome.winners == (0,) and outcome.scores == (37, 24)


def test_back_closes_a_lessons_report_and_no_computer_is_asked() -> None:
    app, env, _store = make_app()
    app.act("learn", "jaipur")
    while game_of(app).dialog is None:  # to the round's end (the computer starts the next round)
        follow_step(app)
        app.act("learn-next")
    app.restore(Place("home"))  # the browser's Back closes the dialog first
    assert game_of(app).dialog is None and app.screen.name == "game" and lesson_of(app) is not None
    assert env.thinking == [] and not env.scheduled  # the lesson scripts every reply


def test_any_camel_of_the_herd_does_for_the_one_pointed_at() -> None:
    app, _env, _store = make_app()
    app.act("learn", "jaipur")
    while (run := lesson_of(app)) is not None and (step := run.current) is not None:
        if step.title == "Exchange":
            break
        follow_step(app)
        app.act("learn-next")
    run = lesson_of(app)
    assert run is not None and "c2" in run.current.clicks  # type: ignore[union-attr]
    app.act("pick", "c0")  # the first camel, not the outlined one: camels are alike
    assert not run.refused and run.clicked == {"c2"}
    follow_step(app)
    assert app.session is not None and app.session.moves[-2] == "swap LL for CM"


def test_the_jaipur_lesson_is_dealt_as_the_rules_deal() -> None:
    view = GAMES["jaipur"].view(GAMES["jaipur"].parse_position(lesson("jaipur").start), 0)
    for seat in (0, 1):  # five cards each, its camels in the herd
        assert view.hand_counts[seat] + view.herds[seat] == HAND_DEAL
    assert view.market.count(CAMEL) >= MARKET_CAMELS and len(view.market) == MARKET_SIZE


@pytest.mark.parametrize("name", NAMES)
def test_each_area_a_step_names_is_outlined_on_the_table(name: str) -> None:
    app, _env, _store = make_app()
    app.act("learn", name)
    run = lesson_of(app)
    assert run is not None
    while (step := run.current) is not None:
        for area in step.areas:
            assert find_all(app.render(), outlined(area)), (step.title, area)
        follow_step(app)
        app.act("close-dialog")
        app.act("learn-next")
    assert lesson("jaipur").steps[1].areas  # the tour of Jaipur's table names its parts


def outlined(area: str) -> Callable[[Node], bool]:
    """Whether an element is outlined as ``area``."""

    def found(node: Node) -> bool:
        classes = attrs_of(node).get("class", "").split()
        return AREA in classes and area in [*classes, attrs_of(node).get("data-key")]

    return found


@pytest.mark.parametrize("name", NAMES)
def test_how_to_play_well_is_a_click_from_the_rules_and_from_a_lessons_end(name: str) -> None:
    app, _env, _store = make_app()
    app.act("rules", name)
    assert by_attr(app.render(), "data-act", "tips")  # the rules page's button
    app.act("tips", name)
    assert app.screen.name == "rules" and rules_of(app).tips
    page = app.render()
    assert said(app, "id", "rules-title") == f"How to play {GAMES[name].title} well"
    ideas = find_all(page, lambda n: n[0] == "li")
    assert 3 <= len(ideas) <= 4 and all(text_of(i) for i in ideas)
    app.act("rules", name)  # and back to the rules from there
    assert app.screen.name == "rules" and not rules_of(app).tips
    app.act("close-rules")
    assert app.screen.name == "home"
    app.act("learn", name)
    lesson_of(app).step = len(lesson_of(app).lesson.steps)  # type: ignore[union-attr]
    assert by_attr(app.render(), "data-act", "tips")  # the closing panel's button
    app.act("tips", name)
    assert rules_of(app).tips and app.place() == Place("rules", name, "", "learn")
    app.act("close-rules")  # back to the lesson's end
    assert app.screen.name == "game" and (run := lesson_of(app)) is not None and run.current is None
