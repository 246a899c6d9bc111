"""Saved games in a small key/value store (localStorage on the page).

Each game is one key, ``bazaar.save.<id>``, holding JSON with a format version
and the game's link (compact, checksummed, replayed through the rules when
opened). ``bazaar.current`` names the game in progress. A save that cannot be
read is reported as damaged and kept: the player decides to delete it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Protocol

from game import GAMES
from game.core.link import Record, decode

FORMAT = 1
PREFIX = "bazaar.save."
CURRENT = "bazaar.current"
REMOTE = "bazaar.remote."  # a remote game (played by links with friends far away), by game id
REMOTE_FORMAT = 1
REMOTE_LINK = "remote."  # what a remote game's link holds after the "#"


class Store(Protocol):
    """The part of localStorage the page uses."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def delete(self, key: str) -> None: ...
    def all_keys(self) -> list[str]: ...


class MemoryStore:
    """A dict-backed Store (tests; and the page's fallback when storage is blocked)."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def delete(self, key: str) -> None:
        self.data.pop(key, None)

    def all_keys(self) -> list[str]:
        return list(self.data)


@dataclass(frozen=True)
class Save:
    """One readable saved game."""

    id: str
    game: str
    link: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    moves: int
    round: int | None
    finished: bool
    updated: int  # milliseconds since 1970, from the page's clock
    barrier: int = 0
    hints: tuple[int, ...] = ()  # the moves a person made after asking for a hint
    # The finished game's review (web/shell/table/review/review_job.py's data), once made: optional, so
    # saves made before reviews existed read as they are, and stay the same bytes unreviewed.
    review: object = None  # the JSON as kept, read only by review_job.from_data
    # A finished game's winning seats (several: a shared win); None while it goes on, and
    # in saves written before the winner was kept.
    winners: tuple[int, ...] | None = None

    def to_json(self) -> str:
        data = {
            "format": FORMAT,
            **self.__dict__,
            "names": list(self.names),
            "kinds": list(self.kinds),
            "hints": list(self.hints),
        }
        if self.review is None:
            del data["review"]
        if self.winners is None:
            del data["winners"]
        else:
            data["winners"] = list(self.winners)
        return json.dumps(data, ensure_ascii=False)


@dataclass(frozen=True)
class Damaged:
    """A stored entry that cannot be read; kept until the player deletes it."""

    id: str
    reason: str  # "format" (not JSON / missing fields) or "version" (a newer format)
    remote: bool = False  # a remote game's entry (REMOTE), deleted by "remote-delete"


def parse(save_id: str, text: str) -> Save | Damaged:
    """A Save from its stored text, or Damaged saying why not."""
    try:
        data: object = json.loads(text)
    except ValueError:
        return Damaged(save_id, "format")
    if not isinstance(data, dict):
        return Damaged(save_id, "format")
    if data.get("format") != FORMAT:
        return Damaged(save_id, "version")
    try:
        return _fields(save_id, data)
    except (KeyError, TypeError, ValueError):
        return Damaged(save_id, "format")


def _int(value: object) -> int:
    """A number read from JSON (an int, or the text or float of one); TypeError otherwise."""
    if isinstance(value, int | str | float):
        return int(value)
    raise TypeError("not a number")


def _ints(value: object) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise TypeError("not a list")
    return tuple(_int(v) for v in value)


def _fields(save_id: str, d: dict[str, object]) -> Save:
    names, kinds = d["names"], d["kinds"]
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise ValueError("names")
    if not (isinstance(kinds, list) and all(isinstance(k, str) for k in kinds)):
        raise ValueError("kinds")
    if not isinstance(d["link"], str) or not isinstance(d["game"], str):
        raise ValueError("link")
    rnd, won, review = d.get("round"), d.get("winners"), d.get("review")
    link, game = d["link"], d["game"]
    if not isinstance(link, str) or not isinstance(game, str):
        raise ValueError("link")
    return Save(
        save_id,
        game,
        link,
        tuple(names),
        tuple(kinds),
        _int(d["moves"]),
        None if rnd is None else _int(rnd),
        bool(d["finished"]),
        _int(d["updated"]),
        _int(d.get("barrier", 0)),
        _ints(d.get("hints", [])),
        review if isinstance(review, dict) else None,
        _ints(won) if isinstance(won, list) else None,
    )


@dataclass(frozen=True)
class RemoteSave:
    """A remote game on this device: the engine's device as its own JSON text
    (``game.remote.api.to_json``, which holds this device's secret keys) and what the page
    adds: the players' names, the move log, and the status the home screen lists."""

    id: str  # the game id, hex
    game: str  # the game's registry name
    device: str
    names: tuple[str, ...]  # by seat ("": not known yet)
    seat: int  # this device's seat (-1: a friend's device before the host starts the game)
    status: str  # "move", "send", "wait", "over" or "cheat" (a device was caught lying)
    updated: int
    log: tuple[str, ...] = ()  # the move log's sentences, newest last
    problem: str = ""  # why the game stopped ("cheat")
    awaiting: str = ""  # whose link this device waits for (a name), for the home screen

    def to_json(self) -> str:
        data = {"format": REMOTE_FORMAT, **self.__dict__}
        return json.dumps({**data, "names": list(self.names), "log": list(self.log)})


def parse_remote(text: str) -> RemoteSave | None:
    """A RemoteSave from its stored text (None: damaged or another format)."""
    try:
        d: object = json.loads(text)
        if not isinstance(d, dict) or d.get("format") != REMOTE_FORMAT:
            return None
        ident, game, device, status, problem = (
            d[k] for k in ("id", "game", "device", "status", "problem")
        )
        awaiting, names, log = d.get("awaiting", ""), d["names"], d["log"]
        if not (isinstance(names, list) and isinstance(log, list)):
            return None
        strings = (ident, game, device, status, problem, awaiting, *names, *log)
        if not all(isinstance(x, str) for x in strings):
            return None
        return RemoteSave(
            ident,
            game,
            device,
            tuple(names),
            _int(d["seat"]),
            status,
            _int(d["updated"]),
            tuple(log),
            problem,
            awaiting,
        )
    except (ValueError, KeyError, TypeError):
        return None


class Saves:
    """The saved games of this browser."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def all(self) -> list[Save | Damaged]:
        """Every stored game, most recently played first (damaged ones last)."""
        items = [
            parse(k[len(PREFIX) :], self.store.get(k) or "")
            for k in self.store.all_keys()
            if k.startswith(PREFIX)
        ]
        good = sorted((s for s in items if isinstance(s, Save)), key=lambda s: -s.updated)
        bad = sorted((s for s in items if isinstance(s, Damaged)), key=lambda s: s.id)
        return [*good, *bad]

    def get(self, save_id: str) -> Save | Damaged | None:
        text = self.store.get(PREFIX + save_id)
        return None if text is None else parse(save_id, text)

    def put(self, save: Save) -> None:
        self.store.set(PREFIX + save.id, save.to_json())
        self.store.set(CURRENT, save.id)

    def update(self, save: Save) -> None:
        """Rewrite a stored game without making it the game in progress (a review made
        after its player went elsewhere)."""
        self.store.set(PREFIX + save.id, save.to_json())

    def delete(self, save_id: str) -> None:
        self.store.delete(PREFIX + save_id)
        if self.store.get(CURRENT) == save_id:
            self.store.delete(CURRENT)

    def leave(self) -> None:
        """No game is in progress any more (the player went back home)."""
        self.store.delete(CURRENT)

    def current(self) -> str | None:
        """The id of the game last played, if it is still stored."""
        cur = self.store.get(CURRENT)
        return cur if cur and self.store.get(PREFIX + cur) is not None else None

    def find_link(self, link: str) -> Save | None:
        """The save holding exactly this link, if any."""
        return next((s for s in self.all() if isinstance(s, Save) and s.link == link), None)

    def find_later(self, record: Record) -> Save | None:
        """A save of the same game (options, seed, seats) that went further than ``record``."""
        n = len(record.moves)
        for save in self.all():
            if not isinstance(save, Save) or save.game != record.game or save.moves <= n:
                continue
            try:
                saved = decode(save.link, GAMES).record
            except Exception:  # noqa: BLE001 - a save that cannot be read matches nothing
                continue
            if replace(saved, moves=saved.moves[:n]) == record:
                return save
        return None

    def remote_all(self) -> list[RemoteSave | Damaged]:
        """Every remote game, most recently changed first (damaged ones last)."""
        keys = sorted(k for k in self.store.all_keys() if k.startswith(REMOTE))
        found = [(k[len(REMOTE) :], parse_remote(self.store.get(k) or "")) for k in keys]
        good = sorted((r for _, r in found if r is not None), key=lambda r: -r.updated)
        return [*good, *(Damaged(i, "format", remote=True) for i, r in found if r is None)]

    def remote_get(self, game_id: str) -> RemoteSave | None:
        text = self.store.get(REMOTE + game_id)
        return None if text is None else parse_remote(text)

    def remote_put(self, save: RemoteSave) -> None:
        self.store.set(REMOTE + save.id, save.to_json())

    def remote_delete(self, game_id: str) -> None:
        self.store.delete(REMOTE + game_id)

    def new_id(self, now: int) -> str:
        """A fresh id (time-based, made unique against what is stored)."""
        base, n = f"{now:x}", 0
        while self.store.get(PREFIX + (base if n == 0 else f"{base}-{n}")) is not None:
            n += 1
        return base if n == 0 else f"{base}-{n}"
