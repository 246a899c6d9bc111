"""Bombay's renderer, pure parts: routes with costs, pointing, actions and their
explanations, the log, the final breakdown, the board's elements, and text safety."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from game.bombay import BOMBAY, Go, State
from game.bombay.board import CITIES, DISTANCE, ENTRY_COST, NEIGHBOURS, ROADS, SPACES
from game.bombay.explain import buy_cost
from game.bombay.state import COLOURS
from game.bots import BOTS
from game.core.rng import Rng
from scripts.build import startup_files as walk
from web.bombay import moves as bm
from web.bombay import report as report
from web.bombay import ui as ui
from web.bombay.files import FILES
from web.bombay.spots import BOX
from web.core.vdom import attrs_of, by_attr, find_all, text_of
from web.shell.renderers import TableContext
from web.shell.table import game_screen

ROOT = Path(__file__).resolve().parent.parent

NAMES = ("Ana", "Bea", "Cy", "Dee", "Eve")


def new(players: int = 2, seed: int = 3) -> State:
    return BOMBAY.new(BOMBAY.default_options(players), seed)


def at(state: State, seat: int, **changes: Any) -> State:
    """``state`` with one player's fields changed."""
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def mover_view(state: State) -> Any:
    return BOMBAY.view(state, BOMBAY.to_move(state))


def play(state: State, texts: str) -> State:
    for text in texts.split(";"):
        state = BOMBAY.apply(state, BOMBAY.parse_move(text))
    return state


def greedy_states(players: int, seed: int) -> list[State]:
    """Every position of a greedy game (the last one finished)."""
    state, rng, out = new(players, seed), Rng(seed), []
    while BOMBAY.outcome(state) is None:
        out.append(state)
        seat = BOMBAY.to_move(state)
        state = BOMBAY.apply(state, BOTS["greedy"](BOMBAY, BOMBAY.view(state, seat), rng))
    return [*out, state]


def table(view: Any, names: tuple[str, ...] = NAMES, interactive: bool = True) -> list[Any]:
    n = len(view.players)
    return ui.render_table(TableContext(view, ui.new_selection(), names[:n], interactive))


# --- routes -----------------------------------------------------------------------------


def test_routes_from_the_start_cost_what_the_map_says() -> None:
    view = mover_view(new())
    routes = bm.reach(view)
    start = view.players[0].space
    expected = {s.index for s in SPACES if 0 < DISTANCE[start][s.index] <= 3}
    assert set(routes) == expected
    for space, route in routes.items():
        assert route.cost == DISTANCE[start][space] == sum(ENTRY_COST[s] for s in route.path)
        assert Go(route.path[0]) in view.legal_moves
        steps = (start, *route.path)
        assert all(b in NEIGHBOURS[a] for a, b in zip(steps, steps[1:], strict=False))


def test_every_route_plays_as_legal_one_step_moves_and_arrives() -> None:
    for state in greedy_states(3, 11)[:60:7]:
        view = mover_view(state)
        for space, route in bm.reach(view).items():
            after = play(state, route.move_text)  # raises if any step is illegal
            assert after.players[view.to_move].space == space


def test_routes_avoid_other_players_palaces_when_it_costs_nothing() -> None:
    # Nashik (18) and Khandwa (19) both lead from the start hill towards Thana/Ujjain;
    # Thana (6) is 2 points away through Nashik only, Ujjain (7) through Khandwa only.
    state = replace(new(), palaces=tuple(1 if i == 18 else -1 for i in range(len(SPACES))))
    routes = bm.reach(mover_view(state))
    assert routes[6].path == (18, 6) and routes[6].tolls == (1,)  # unavoidable: one toll
    assert routes[7].tolls == ()
    assert routes[18].tolls == (1,)


def test_of_two_equal_routes_the_one_without_a_toll_is_taken() -> None:
    # Wardha (8) is 3 points from the start hill through Khandwa and Akola, or through the Ghats.
    def palace_on(space: int) -> State:
        return replace(new(), palaces=tuple(1 if i == space else -1 for i in range(len(SPACES))))

    assert bm.reach(mover_view(palace_on(20)))[8].path == (1, 8)
    assert bm.reach(mover_view(palace_on(1)))[8].path == (19, 20, 8)
    assert bm.reach(mover_view(palace_on(1)))[8].tolls == ()


def test_no_routes_for_a_spectator_or_while_a_free_bale_is_owed() -> None:
    state = new()
    assert bm.reach(BOMBAY.view(state, None)) == {}
    assert bm.reach(BOMBAY.view(state, 1)) == {}  # not their turn
    assert bm.reach(mover_view(replace(state, picking=True))) == {}


def test_routes_never_cost_more_than_the_points_left() -> None:
    state = replace(new(), ap=1)
    routes = bm.reach(mover_view(state))
    assert routes and all(r.cost == 1 for r in routes.values())
    assert 1 not in routes  # the Ghats are a hill: 2 points


# --- pointing and actions -------------------------------------------------------------------


def test_pointing_selects_a_space_and_pointing_again_clears_it() -> None:
    view = mover_view(new())
    sel = ui.select(ui.new_selection(), view, "s12")
    assert sel.space == 12
    assert ui.select(sel, view, "s12").space is None
    for junk in ("x1", "s", "s99", "s-1", "12"):
        assert ui.select(sel, view, junk) == sel


def test_actions_are_exactly_the_legal_moves_other_than_riding() -> None:
    for state in greedy_states(4, 5)[:120:5]:
        view = mover_view(state)
        offered = [a.move for a in ui.actions(view, ui.new_selection())]
        assert offered == [str(m) for m in view.legal_moves if not isinstance(m, Go)]
    assert ui.actions(BOMBAY.view(new(), None), ui.new_selection()) == []


def test_only_deeds_are_drawn_as_the_move_to_make_never_wait_or_end() -> None:
    """Wait and End the turn are offered on every turn: a plain button each (issue 40, 8),
    while a buy, a sale or a palace where the elephant stands is the suggested one."""
    seen = set()
    for state in greedy_states(4, 5)[:120:5]:
        view = mover_view(state)
        for a in ui.actions(view, ui.new_selection()):
            seen.add((a.key.split(":")[0], a.composed))
    assert ("wait", False) in seen and ("end", False) in seen
    assert ("wait", True) not in seen and ("end", True) not in seen
    assert ("buy", True) in seen and ("buy", False) not in seen
    start = ui.actions(mover_view(new()), ui.new_selection())
    drawn = game_screen.action_buttons(start, enabled=True)
    assert start and "ready" not in str(drawn)  # a turn opens with no filled button


def in_city(colours: tuple[int, ...], city: int = 0) -> tuple[State, str]:
    """The first player in a city with ``colours`` on the elephant; the city's column."""
    state = new()
    state = at(state, 0, space=CITIES[city], bales=tuple(sorted(colours)))
    return state, "".join(COLOURS[c] for c in state.demand[city])


def test_a_sale_says_what_it_earns_by_the_demand_column() -> None:
    state, column = in_city((0, 1))
    view = mover_view(state)
    labels = {a.move: a.label for a in ui.actions(view, ui.new_selection())}
    for colour in "YP":
        if colour not in column:
            assert f"sell {colour}" not in labels
            continue
        place = column.index(colour)
        rupees = (4, 3, 1)[place] + (colour == "Y")
        customers = (place == 2) + (colour == "P")
        label = labels[f"sell {colour}"]
        assert f"+{rupees} ₹" in label and "city token" in label
        assert ("customer" in label) == bool(customers)


def asked_here(view: Any) -> str:
    """The hint once the player points at the elephant's own space."""
    here = view.players[view.seat].space
    return str(ui.hint(view, ui.select(ui.new_selection(), view, f"s{here}")))


def test_missing_actions_are_explained_when_the_player_points_at_the_elephant() -> None:
    state, column = in_city((0, 0))
    missing = next(c for c in "YPBO" if c not in column)
    state = at(state, 0, bales=(COLOURS.index(missing),))
    assert "does not buy" in asked_here(mover_view(state))
    state = at(state, 0, bales=())
    assert asked_here(mover_view(state)).endswith("Your elephant carries no silk to sell.")
    post = next(p for p, c in enumerate(state.posts) if c >= 0)
    full = at(state, 0, space=post, bales=(2, 3))
    assert asked_here(mover_view(full)).endswith("Your elephant already carries two bales.")
    bought = replace(at(state, 0, space=post), bought=True)
    assert "already bought" in asked_here(mover_view(bought))
    poor = at(state, 0, space=post, rupees=0)
    assert "costs" in asked_here(mover_view(poor))
    for view in map(mover_view, (state, full, bought, poor)):  # unasked: what to do next
        assert ui.hint(view, ui.new_selection()).startswith("3 action points left: click")


def test_the_sentence_says_what_to_do_next_after_an_action() -> None:
    state, _column = in_city((0, 0))
    post = next(p for p, c in enumerate(state.posts) if c >= 0)
    bought = replace(at(state, 0, space=post), bought=True, ap=1)
    text = ui.hint(mover_view(bought), ui.new_selection())
    assert text == "1 action point left: click a lit space to ride there."
    spent = mover_view(replace(bought, ap=0))
    assert ui.hint(spent, ui.new_selection()) == "Nothing more to do this turn: end it."
    selling = mover_view(at(state, 0, bales=(state.demand[0][0],)))
    assert ui.hint(selling, ui.new_selection()) == (
        "3 action points left: click a lit space to ride there, or choose an action."
    )


def test_action_points_are_counted_in_the_singular_and_the_plural() -> None:
    state = new()
    one = mover_view(replace(state, ap=1))
    here = one.players[0].space
    far = next(s for s in CITIES if s not in bm.reach(one) and s != here)
    text = ui.hint(one, ui.select(ui.new_selection(), one, f"s{far}"))
    assert "you have 1 action point left." in text
    near = next(s for s, r in bm.reach(one).items() if r.cost == 1)
    assert ": 1 action point away." in ui.hint(one, ui.select(ui.new_selection(), one, f"s{near}"))
    assert "1 action point left" in text_of(table(one))
    assert "3 action points left" in text_of(table(mover_view(state)))
    post = next(p for p, c in enumerate(state.posts) if c >= 0)
    colour = COLOURS[state.posts[post]]
    points = buy_cost(mover_view(at(state, 0, space=post)), colour)
    assert points is not None
    short = mover_view(replace(at(state, 0, space=post), ap=points[0] - 1))
    words = "takes 1 action point;" if points[0] == 1 else f"takes {points[0]} action points;"
    assert words in asked_here(short)


def test_the_first_hint_invites_to_ride_and_a_marker_site_explains_building() -> None:
    state = new()
    assert ui.hint(mover_view(state), ui.new_selection()).startswith("3 action points left")
    site = next(s for s, k in enumerate(state.markers) if k >= 0)
    assert asked_here(mover_view(at(state, 0, space=site))).endswith(
        "Building a palace here takes a bale from your elephant."
    )


def test_a_pointed_space_out_of_reach_is_explained() -> None:
    view = mover_view(new())
    far = CITIES[0]
    text = ui.hint(view, ui.select(ui.new_selection(), view, f"s{far}"))
    assert "out of reach" in text and "Demand" in text


# --- the board ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_board_has_one_element_per_space_and_road(players: int) -> None:
    view = mover_view(new(players))
    svg = by_attr(table(view), "class", "bombay-map")[0]
    spaces = by_attr(svg, "data-space")
    assert [int(attrs_of(s)["data-space"]) for s in spaces] == [s.index for s in SPACES]
    roads = by_attr(svg, "data-road")
    assert sorted(attrs_of(r)["data-road"] for r in roads) == sorted(f"{a}-{b}" for a, b in ROADS)
    assert len(by_attr(svg, "class", "elephant p0 moving")) == 1
    assert (
        len(find_all(svg, lambda n: attrs_of(n).get("class", "").startswith("elephant"))) == players
    )
    posts = find_all(svg, lambda n: attrs_of(n).get("class", "").startswith("post"))
    assert len(posts) == (4 if players <= 3 else 8)


def test_reachable_spaces_are_lit_with_their_cost_and_play_their_route() -> None:
    view = mover_view(new())
    routes = bm.reach(view)
    lit = by_attr(table(view), "class", "space k-marker reach") + by_attr(
        table(view), "class", "space k-hill reach"
    )
    assert lit
    spots = {
        attrs_of(b)["data-space"]: b
        for b in find_all(
            table(view), lambda n: n[0] == "button" and "spot" in attrs_of(n).get("class", "")
        )
    }
    for g in lit:
        route = routes[int(attrs_of(g)["data-space"])]
        button = spots[attrs_of(g)["data-space"]]  # the real button laid over the space
        assert (
            attrs_of(button)["data-act"] == "move"
            and attrs_of(button)["data-arg"] == route.move_text
        )
        assert str(route.cost) in text_of(by_attr(g, "class", "cost")[0])
    idle = table(view, interactive=False)
    assert by_attr(idle, "data-act") == []  # nothing to click when it is not your turn


def test_every_space_is_a_button_that_explains_itself_as_pointing_does() -> None:
    view = mover_view(new())
    routes = bm.reach(view)
    buttons = find_all(
        table(view), lambda n: n[0] == "button" and "spot" in attrs_of(n).get("class", "")
    )
    assert [attrs_of(b)["data-space"] for b in buttons] == [str(i) for i in range(len(SPACES))]
    for b in buttons:
        space = int(attrs_of(b)["data-space"])
        assert attrs_of(b)["aria-label"] and attrs_of(b)["data-key"] == f"space:{space}"
        if space in routes:
            continue
        assert attrs_of(b)["data-act"] == "pick"
        picked = ui.select(ui.new_selection(), view, attrs_of(b)["data-arg"])
        assert ui.hint(view, picked) == bm.about_space(view, space)


def test_names_from_a_link_stay_text() -> None:
    evil = '<img src=x onerror="alert(1)">'
    view = mover_view(new())
    tree = table(view, names=(evil, "Bea"))
    assert find_all(tree, lambda n: n[0] in ("img", "script", "iframe")) == []
    assert evil in text_of(tree)
    texts = find_all(tree, lambda n: any(isinstance(c, str) and evil in c for c in n[2:]))
    assert {n[0] for n in texts} >= {"span", "title"}  # text children: text nodes in the page
    assert find_all(tree, lambda n: any(evil in k for k in n[1])) == []  # never an attribute name


# --- the log and the end ---------------------------------------------------------------------


def test_the_log_names_the_palace_owner_who_takes_a_toll() -> None:
    state = replace(new(), palaces=tuple(1 if i == 18 else -1 for i in range(len(SPACES))))
    before = BOMBAY.view(state, None)
    text = ui.describe_move(before, "go 18", "Ana", ("Ana", "Bea"))
    assert text == "Ana rode to Nashik; Bea takes a toll of 1 ₹."
    assert ui.describe_move(before, "go 19", "Ana", ("Ana", "Bea")) == "Ana rode to Khandwa."


def test_the_log_gives_a_sale_its_price() -> None:
    state, column = in_city((COLOURS.index("B"),))
    if "B" not in column:
        state, column = in_city((COLOURS.index("O"),))
    colour = next(c for c in column if COLOURS.index(c) in state.players[0].bales)
    text = ui.describe_move(BOMBAY.view(state, None), f"sell {colour}", "Ana", ("Ana", "Bea"))
    assert f"for {(4, 3, 1)[column.index(colour)]} ₹" in text and "Ana sold" in text


def test_the_log_says_when_a_round_ends() -> None:
    states = greedy_states(2, 4)
    for before, after in zip(states, states[1:], strict=False):
        ended = after.round != before.round and BOMBAY.outcome(after) is None
        move = next(m for m in BOMBAY.legal_moves(before) if BOMBAY.apply(before, m) == after)
        text = ui.describe_move(BOMBAY.view(before, None), str(move), "Ana", NAMES[:2])
        assert ("markets are restocked" in text) == ended


def finished(rupees: tuple[int, ...], customers: tuple[int, ...], tokens: tuple[int, ...]) -> Any:
    """The final view of a 3-player game with these final numbers (no palaces built)."""
    state = new(3)
    for seat in range(3):
        state = at(state, seat, rupees=rupees[seat], customers=customers[seat], tokens=tokens[seat])
    return BOMBAY.view(replace(state, round=state.rounds), None)


def test_the_final_breakdown_adds_up_and_shares_tied_ranks() -> None:
    view = finished((14, 14, 9), (2, 2, 0), (0b111, 0b1, 0b1111))
    lines = report.final_lines(view)
    assert [(x.token_bonus, x.rank_bonus) for x in lines] == [(4, 4), (0, 4), (8, 0)]
    assert [x.earned for x in lines] == [6, 10, 1]
    assert all(x.earned + x.token_bonus + x.rank_bonus == x.total for x in lines)
    names = ("Ana", "Bea", "Cy")
    assert report.verdict(view, names) == "Ana and Bea share the win."
    tree = ui.final_report(view, names)
    rows = [[text_of(c) for c in tr[2:]] for tr in find_all(tree, lambda n: n[0] == "tr")[1:]]
    assert rows == [  # best first; Ana before Bea (equal in everything: seat order)
        ["Ana", "6", "3 → +4", "0+2 → +4", "14"],
        ["Bea", "10", "1 → +0", "0+2 → +4", "14"],
        ["Cy", "1", "4 → +8", "0+0 → +0", "9"],
    ]
    assert len(by_attr(tree, "class", "winner")) == 2


def test_the_verdict_says_when_customers_broke_a_tie() -> None:
    view = finished((14, 14, 9), (3, 2, 0), (0, 0, 0))
    assert report.verdict(view, ("Ana", "Bea", "Cy")) == (
        "Ana wins: equal rupees, but more customers."
    )
    view = finished((15, 14, 9), (0, 2, 0), (0, 0, 0))
    assert report.verdict(view, ("Ana", "Bea", "Cy")) == "Ana wins with 15 ₹."


def test_undo_is_unsafe_only_across_a_restock() -> None:
    states = greedy_states(2, 8)
    for before, after in zip(states, states[1:-1], strict=False):
        assert ui.undo_safe(BOMBAY.view(before, None), BOMBAY.view(after, None)) == (
            before.round == after.round
        )


# --- options and files -------------------------------------------------------------------------


def test_options_from_the_new_game_form() -> None:
    assert ui.options_from_form({}, 4) == (4, 0)
    assert ui.options_from_form({"bonus": "1"}, 5) == (5, 1)
    assert ui.options_from_form({"bonus": "yes"}, 9) == (2, 0)
    BOMBAY.options_from_ints(ui.options_from_form({"bonus": "1"}, 3))  # the engine accepts them


def test_bombay_files_are_fetched_lazily_not_at_start_up() -> None:
    wanted = {p.relative_to(ROOT).as_posix() for p in (ROOT / "game" / "bombay").rglob("*.py")}
    wanted |= {p.relative_to(ROOT).as_posix() for p in (ROOT / "web" / "bombay").glob("*.py")}
    card = {"web/bombay/__init__.py", "web/bombay/card.py"}  # at start-up: the home shows it
    assert set(FILES) == wanted - card | {"assets/bombay.css"}
    # The generated start-up list (runtime/app.zip's modules) holds none of them.
    assert not set(FILES) & set(walk.startup_files())
    assert ui.stylesheet().startswith("/* Bombay")


def test_a_free_bale_choice_offers_only_the_colours_on_offer() -> None:
    state = replace(new(), picking=True)
    view = mover_view(state)
    offered = ui.actions(view, ui.new_selection())
    assert [a.move for a in offered] == [str(m) for m in view.legal_moves]
    assert offered and all(a.move.startswith("pick ") for a in offered)  # type: ignore[union-attr]
    assert all(a.label.startswith("Free bale: ") for a in offered)
    assert ui.hint(view, ui.new_selection()).startswith("Your palace marker gives a free bale")


def test_no_curtain_because_every_seat_sees_the_same_table() -> None:
    """The hot-seat decision: seats' views differ only in whose they are and the moves."""
    for state in greedy_states(3, 2)[::25]:
        views = [replace(BOMBAY.view(state, s), seat=None, legal_moves=()) for s in range(3)]
        assert views[0] == views[1] == views[2] == BOMBAY.view(state, None)
    assert ui.PRIVATE is False


def test_silks_and_players_differ_by_more_than_colour() -> None:
    from web.bombay import art as art

    assert len(set(art.SILK_GLYPH.values())) == 4
    assert len(set(art.PLAYER_SHAPES)) == len(art.PLAYER_FILL) == 5
    defs = art.defs()
    badges = [text_of(n) for n in by_attr(defs, "id") if attrs_of(n)["id"].startswith("bp-")]
    assert badges == ["1", "2", "3", "4", "5"]  # a number on every badge


def test_a_phone_map_opens_on_the_hinted_route_with_the_elephant() -> None:
    """With a hint's turn shown, the zoomed map (a phone) opens on the middle of the box round
    the elephant and the spaces the hint rides through, not on the elephant alone, so the
    whole road it draws is in the frame (newcomer report 20); a kept scroll is not reused."""
    from web.bombay import legend

    view = mover_view(new())
    here = view.players[view.seat].space
    far = max(range(len(SPACES)), key=lambda i: abs(SPACES[i].x - SPACES[here].x))

    def focus(route: tuple[int, ...]) -> tuple[str, str]:
        tree = legend.frame(view, ["svg", {}], None, route)
        spot = attrs_of(by_attr(tree, "class", "map-focus")[0])["style"]
        return spot, attrs_of(by_attr(tree, "class", "map-scroll")[0])["data-keep-scroll"]

    alone, kept = focus(())
    middle, hinted = focus((far,))
    assert alone != middle and kept != hinted
    x0, _y0, w, _h = BOX
    left = float(middle.split(";")[0].removeprefix("left:").removesuffix("%"))
    assert abs(left - ((SPACES[here].x + SPACES[far].x) / 2 - x0) / w * 100) < 0.01
