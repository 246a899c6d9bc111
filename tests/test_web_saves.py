"""Saved games: round trip, order, damaged entries kept, ids unique."""

from __future__ import annotations

from dataclasses import replace

from game import GAMES
from game.bots.match import play_match
from game.core.link import decode
from game.core.position import encode_position
from web.core import i18n
from web.core.vdom import text_of
from web.shell.home.saves_list import result, saves_list
from web.shell.saves import PREFIX, Damaged, MemoryStore, Save, Saves, parse


def save(sid: str, updated: int) -> Save:
    return Save(
        sid, "jaipur", "j1.xyz", ("Ana", "<b>Ben</b>"), ("human", "greedy"), 3, 1, False, updated
    )


def test_round_trip_and_most_recent_first() -> None:
    saves = Saves(MemoryStore())
    saves.put(save("a", 10))
    saves.put(save("b", 20))
    assert [s.id for s in saves.all()] == ["b", "a"]
    assert saves.get("a") == save("a", 10)
    assert saves.current() == "b"


def test_damaged_and_future_entries_are_reported_not_dropped() -> None:
    store = MemoryStore()
    store.set(PREFIX + "x", "[1, 2")
    store.set(PREFIX + "y", '{"format": 2}')
    store.set(PREFIX + "z", '{"format": 1, "names": "Ana"}')
    found = Saves(store).all()
    assert found == [Damaged("x", "format"), Damaged("y", "version"), Damaged("z", "format")]
    assert store.get(PREFIX + "x") == "[1, 2"


def test_delete_forgets_current() -> None:
    saves = Saves(MemoryStore())
    saves.put(save("a", 1))
    saves.delete("a")
    assert saves.all() == [] and saves.current() is None


def test_new_ids_never_collide() -> None:
    saves = Saves(MemoryStore())
    first = saves.new_id(1000)
    saves.put(save(first, 1))
    assert saves.new_id(1000) != first


def test_parse_rejects_wrong_types() -> None:
    assert isinstance(
        parse(
            "q",
            '{"format": 1, "names": [1], "kinds": [], "link": "",'
            ' "game": "jaipur", "moves": 0, "finished": false,'
            ' "updated": 0}',
        ),
        Damaged,
    )


def finished(winners: tuple[int, ...] | None, names: tuple[str, ...] = ("Ana", "Bea")) -> Save:
    kinds = ("human",) * len(names)
    return Save("f", "bombay", "b1.x", names, kinds, 40, 2, True, 5, winners=winners)


def test_a_finished_game_keeps_its_winners() -> None:
    saves = Saves(MemoryStore())
    saves.put(finished((1,)))
    assert saves.get("f") == finished((1,))
    unfinished = save("u", 1)
    assert "winners" not in unfinished.to_json()  # a game going on: no winners field


def test_the_list_says_who_won() -> None:
    assert result(finished((0,)), ("Ana", "Bea")) == "Ana won"
    assert result(finished((0, 1)), ("Ana", "Bea")) == "Ana and Bea shared the win"
    assert result(finished(None), ("Ana", "Bea")) == "finished"  # an older save
    row = text_of(saves_list([finished((1,), ("Ana", "<b>Bea</b>"))], [], 10))
    assert "<b>Bea</b> won" in row  # a name is text (a text node), never markup


def test_who_won_is_translated() -> None:
    from tests.test_web_i18n import compiled

    try:
        i18n.load("es", compiled("es"))
        assert result(finished((0, 1)), ("Ana", "Bea")) == "Ana y Bea compartieron la victoria"
        i18n.load("ja", compiled("ja"))
        assert result(finished((0,)), ("Ana", "Bea")) == "Anaの勝ち"
    finally:
        i18n.load("en")


def test_a_game_from_a_position_is_saved_and_found_with_its_start() -> None:
    bombay = GAMES["bombay"]
    state = decode(play_match(bombay, ["greedy", "greedy"], 3).link, GAMES).states[30]
    start = encode_position(bombay, bombay.view(state, bombay.to_move(state)), GAMES)
    game = play_match(bombay, ["greedy", "greedy"], 4, start=start)
    link = game.link
    saves = Saves(MemoryStore())
    saves.put(Save("g", "bombay", link, ("", ""), ("greedy", "greedy"), 12, 1, False, 5))
    saved = saves.get("g")
    assert isinstance(saved, Save) and decode(saved.link, GAMES).record.start == start
    earlier = replace(game.record, moves=game.record.moves[:5])
    assert saves.find_later(earlier) == saved
    assert saves.find_later(replace(earlier, start="")) is None  # another game: no start
