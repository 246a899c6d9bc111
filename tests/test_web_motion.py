"""Motion between two renders (web/shell/table/motion.py), and the keys the tables give their
pieces (Jaipur's cards and tokens, Bombay's elephants and restocked bales): pure parts.
The browser side is e2e/test_motion.py."""

from __future__ import annotations

from typing import Any

from game.bombay import BOMBAY
from game.bombay.board import SPACES
from game.bombay.view import BombayView
from game.bots import BOTS
from game.core.rng import Rng
from game.jaipur import JAIPUR
from tests.test_web_tables import bombay_turn, jaipur_played
from web.bombay import motion as bmotion
from web.bombay import ui as bui
from web.bombay.last import path
from web.core.vdom import Node, attrs_of, find_all
from web.jaipur import ui as jui
from web.shell.renderers import Played, TableContext
from web.shell.table import motion


def piece(key: str, x: float = 0, origin: str = "", sink: str = "") -> motion.Piece:
    return motion.Piece(key, motion.Rect(x, 0, 10, 10), origin, sink)


def test_the_same_piece_is_found_again_by_its_key() -> None:
    old = [piece("card/L/m0"), piece("card/L/m1", 20), piece("card/D/m2", 40)]
    new = [piece("card/L/m0"), piece("card/L/m1", 20), piece("card/L/m2", 40, "deck#1.30")]
    new += [piece("card/D/h", 100)]
    plan = motion.match(old, new)
    assert plan.moves == ((0, 0), (1, 1), (3, 2))  # the diamond went to the hand
    assert plan.arrivals == ()  # no old element keyed "deck"


def test_an_arrival_comes_from_its_origin_once_not_at_every_render() -> None:
    old = [piece("deck", -50), piece("card/L/m2", 40)]
    new = [piece("deck", -50), piece("card/L/m2", 40, "deck#1.29"), piece("card/L/h", 90)]
    plan = motion.match(old, new)
    assert plan.arrivals == ((1, 0),)  # the drawn card slides from the deck
    assert (2, 1) in plan.moves  # the old leather went to the hand, though its slot matches
    again = motion.match(new, new)  # the same table rendered again (a card pointed at)
    assert again.arrivals == () and again.moves == ((0, 0), (1, 1), (2, 2))


def test_a_piece_with_no_new_place_flies_to_the_longest_matching_sink() -> None:
    old = [piece("card/S/h"), piece("card/S/h", 10), piece("card/M/m1", 30), piece("token-S-5")]
    new = [
        piece("discard", 200, sink="card"),
        piece("herd1", 300, sink="card/M"),
        piece("points0", 400, sink="token bonus"),
        piece("token-S-3"),
    ]
    plan = motion.match(old, new)
    assert plan.ghosts == ((0, 0), (1, 0), (2, 1), (3, 2))
    assert plan.moves == ()


def test_a_walk_goes_on_from_the_nearest_point_of_its_road() -> None:
    road = [(-100.0, 0.0), (-50.0, 0.0), (0.0, 0.0)]
    assert motion.walk((-100.0, 0.0), road) == road  # the whole road
    assert motion.walk((-49.0, 1.0), road) == [(-49.0, 1.0), (0.0, 0.0)]  # its last step
    back = [(0.0, 0.0), (-50.0, 0.0), (0.0, 0.0)]  # out and back: the latest of equals
    assert motion.walk((-50.0, 0.0), back) == [(-50.0, 0.0), (0.0, 0.0)]
    assert motion.walk((5.0, 5.0), []) == [(5.0, 5.0), (0.0, 0.0)]
    assert motion.parse_path("1,2 x 3,4") == [(1.0, 2.0), (3.0, 4.0)]


def test_every_motion_is_short() -> None:
    assert all(150 <= motion.duration(n) <= 300 for n in range(2, 30))
    assert motion.offset(motion.Rect(0, 0, 10, 10), motion.Rect(100, 50, 20, 20)) == (-105, -55)
    assert not motion.moved(1, 1) and motion.moved(0, 3)


def keyed(tree: Node, prefix: str) -> list[Node]:
    return find_all(tree, lambda n: str(attrs_of(n).get("data-motion", "")).startswith(prefix))


def test_jaipur_keys_its_cards_tokens_and_the_places_they_go() -> None:
    state = JAIPUR.new(JAIPUR.options_from_ints((1,)), 8)
    good = next(c for c in state.market if c != "M")
    p = jaipur_played(state, f"take {good}")
    after = JAIPUR.apply(state, JAIPUR.parse_move(f"take {good}"))
    view = JAIPUR.view(after, 0)
    tree = jui.render_table(TableContext(view, jui.new_selection(), ("Ann", "Bo"), True, [], (p,)))
    assert attrs_of(tree)["data-motion-scene"] == f"jaipur-{view.round}"
    slot = state.market.index(good)
    drawn = [n for n in keyed(tree, "card/") if attrs_of(n).get("data-motion-from")]
    assert [attrs_of(n)["data-motion"] for n in drawn] == [f"card/{view.market[slot]}/m{slot}"]
    assert attrs_of(drawn[0])["data-motion-from"] == f"deck#{view.round}.{view.deck_count}"
    assert len(keyed(tree, f"card/{good}/h")) == view.hand.count(good) if view.hand else False
    assert len(keyed(tree, "card/back/o1")) == view.hand_counts[1]
    assert len(keyed(tree, "token-")) == 6 and len(keyed(tree, "bonus-")) == 3
    sinks = {
        attrs_of(n)["data-motion"]: attrs_of(n)["data-motion-sink"] for n in find_all(tree, _sink)
    }
    assert sinks == {"discard": "card", "herd0": "card/M", "points0": "token bonus"}  # Ann moved


def _sink(n: Node) -> bool:
    return "data-motion-sink" in n[1]


def test_bombay_the_mover_walks_the_road_of_the_last_turn() -> None:
    last, view = bombay_turn()
    road = path(last)
    assert road == [last[0].before.players[0].space] + [int(p.move.split()[1]) for p in last[:2]]
    tree = bui.render_table(
        TableContext(view, bui.new_selection(), ("Ana", "Bea", "Cy"), True, [], last)
    )
    assert attrs_of(tree)["data-motion-scene"] == "bombay"
    elephants = {attrs_of(n)["data-motion"]: attrs_of(n) for n in keyed(tree, "elephant-")}
    assert set(elephants) == {"elephant-0", "elephant-1", "elephant-2"}
    end = SPACES[road[-1]]
    assert elephants["elephant-0"]["data-motion-path"] == " ".join(
        f"{SPACES[i].x - end.x:g},{SPACES[i].y - end.y:g}" for i in road
    )
    assert "data-motion-path" not in elephants["elephant-1"]
    assert keyed(tree, "bag") and len(keyed(tree, "bale/")) == sum(
        len(m.bales) for m in view.markets
    )


def restock_turn(seed: int = 3) -> tuple[tuple[Played[BombayView], ...], Any]:
    """The last turn of a greedy game's first round, with its restock."""
    state, rng = BOMBAY.new(BOMBAY.default_options(2), seed), Rng(seed)
    turn: list[Played[BombayView]] = []
    while True:
        before = BOMBAY.view(state, None)
        mover = BOMBAY.to_move(state)
        move = BOTS["greedy"](BOMBAY, BOMBAY.view(state, mover), rng)
        state = BOMBAY.apply(state, move)
        if turn and turn[-1].mover != mover:
            turn = []
        turn.append(Played(before, BOMBAY.view(state, None), str(move), mover, ""))
        if BOMBAY.view(state, None).round != before.round:
            return tuple(turn), BOMBAY.view(state, 0)


def test_bombay_a_restock_brings_its_bales_from_the_bag() -> None:
    last, view = restock_turn()
    round_, gained = bmotion.restocked(last) or (0, {})
    assert round_ == view.round and any(n > 0 for m in gained.values() for n in m.values())
    tree = bui.render_table(TableContext(view, bui.new_selection(), ("Ana", "Bo"), True, [], last))
    drawn = {
        attrs_of(n)["data-motion"]
        for n in keyed(tree, "bale/")
        if attrs_of(n).get("data-motion-from")
    }
    assert drawn == {f"bale/{m}/{c}" for m, cs in gained.items() for c, n in cs.items() if n > 0}
    assert bmotion.restocked(last[:-1]) is None


def test_pieces_move_along_with_their_zone() -> None:
    old = [
        motion.Piece("card/G/h", motion.Rect(10, 100, 5, 5), zone="player0"),
        motion.Piece("deck", motion.Rect(0, 50, 5, 5), zone="market"),
        motion.Piece("discard", motion.Rect(0, 70, 5, 5)),
    ]
    moved = motion.follow(old, {"player0": (0, 90), "market": (0, 40)}, {"player0": (0, 110)})
    assert [p.rect.y for p in moved] == [120, 50, 70]  # a zone gone (or new) carries nothing
    assert moved[0].zone == "player0" and moved[0].key == "card/G/h"
