"""Saved games: round trip, order, damaged entries kept, ids unique."""

from __future__ import annotations

from web.shell.saves import PREFIX, Damaged, MemoryStore, Save, Saves, parse


def save(sid: str, updated: int) -> Save:
    return Save(
        sid, "jaipur", "j1.xyz", ("Ana", "<b>Ben</b>"), ("human", "greedy"), 3, 1, False, updated
    )


def test_round_trip_and_most_recent_first() -> None:
    saves = Saves(MemoryStore())
    saves.put(save("a", 10))
    saves.put(save("b", 20))
    assert [s.id for s in saves.all()] == ["b", "a"]  # type: ignore[union-attr]
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
