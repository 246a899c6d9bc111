"""Bombay position text: readable, one fact per line, every field of the state.

Example (a 2-player game at its start; see docs/notation.md)::

    bombay players 2
    turn round:1/4 gameturn:1/4 seat:0 ap:3 bought:no pick:no
    rng 15998078693348208394
    demand Bombay:YPO Indore:PBO Nagpur:PBY Hyderabad:YOB
    citytokens Bombay:1 Indore:1 Nagpur:1 Hyderabad:1
    markets left:P3 centre:Y2B2O2 right:-
    posts 10:P 11:Y 12:O 13:B
    markers 14:F 15:W 16:F 17:C 18:R 19:C 20:Y 21:R
    palaces -
    player 0 at:0 bales:- rupees:2 customers:0 tokens:- palaces:5
    player 1 at:0 bales:- rupees:2 customers:0 tokens:- palaces:5

A finished game has ``turn over``. :func:`parse_position` checks every rule
invariant (:func:`check_invariants`) so a text that reads but cannot arise
raises StateError.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import zip_longest
from typing import NoReturn, TypeVar

from game.bombay.board import CITY_NAMES, SPACES
from game.bombay.invariants import check_invariants
from game.bombay.state import (
    ACTION_POINTS,
    COLOURS,
    MARKER_LETTERS,
    MARKETS,
    SCHEDULE,
    TOKEN_LETTERS,
    Player,
    State,
)
from game.core.errors import NotationError
from game.core.protocol import position_text

T = TypeVar("T")

_KEYS = ("bombay", "turn", "rng", "demand", "citytokens", "markets", "posts", "markers", "palaces")


def _letters(colours: tuple[int, ...] | list[int]) -> str:
    return "".join(COLOURS[c] for c in colours) or "-"


def _pairs(items: list[str]) -> str:
    return " ".join(items) or "-"


def format_position(s: State) -> str:
    """The text of ``s`` (see the module docstring)."""
    n = len(s.players)
    rounds, per = SCHEDULE[n]
    yes = {True: "yes", False: "no"}
    turn = (
        "over"
        if s.over
        else f"round:{s.round + 1}/{rounds} gameturn:{s.game_turn}/{per} seat:{s.seat} "
        f"ap:{s.ap} bought:{yes[s.bought]} pick:{yes[s.picking]}"
    )
    markets = [
        f"{name}:"
        + ("".join(f"{COLOURS[c]}{s.stock[c]}" for c in range(4) if s.market[c] == m) or "-")
        for m, name in enumerate(MARKETS)
    ]
    lines = [
        f"bombay players {n}",
        f"turn {turn}",
        f"rng {s.rng}",
        "demand " + " ".join(f"{CITY_NAMES[i]}:{_letters(col)}" for i, col in enumerate(s.demand)),
        "citytokens " + " ".join(f"{CITY_NAMES[i]}:{k}" for i, k in enumerate(s.city_tokens)),
        "markets " + " ".join(markets),
        "posts " + _pairs([f"{i}:{COLOURS[c]}" for i, c in enumerate(s.posts) if c >= 0]),
        "markers "
        + _pairs([f"{i}:{MARKER_LETTERS[k]}" for i, k in enumerate(s.markers) if k >= 0]),
        "palaces " + _pairs([f"{i}:{o}" for i, o in enumerate(s.palaces) if o >= 0]),
    ]
    lines += [_format_player(i, p) for i, p in enumerate(s.players)]
    return "\n".join(lines)


def _format_player(i: int, p: Player) -> str:
    tokens = "".join(ch for b, ch in enumerate(TOKEN_LETTERS) if p.tokens >> b & 1) or "-"
    return (
        f"player {i} at:{p.space} bales:{_letters(p.bales)} rupees:{p.rupees} "
        f"customers:{p.customers} tokens:{tokens} palaces:{p.palaces}"
    )


# --- parsing --------------------------------------------------------------------


class _Fields:
    """The lines of a position text, by keyword, for one parse.

    The layout is strict (lines in the documented order, separated by one
    newline, words by one space) so that accepted text reads back exactly.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines: dict[str, list[str]] = {}
        self.players: list[list[str]] = []
        odd = next((ch for ch in text if ch.isspace() and ch not in " \n"), None)
        if odd is not None:
            self.fail(f"{odd!r}: words are separated by single spaces, lines by newlines")
        for i, raw in enumerate(text.split("\n")):
            words = raw.split(" ")
            if not raw:
                self.fail(f"line {i + 1} is empty")
            if "" in words:
                self.fail(f"line {i + 1}: words are separated by single spaces, lines by newlines")
            key = _KEYS[i] if i < len(_KEYS) else "player"
            if words[0] != key:
                self.fail(f"line {i + 1} must start with {key!r}, not {words[0]!r}")
            if key == "player":
                self.players.append(words[1:])
            else:
                self.lines[key] = words[1:]
        if len(self.lines) < len(_KEYS):
            self.fail(f"missing line(s): {', '.join(_KEYS[len(self.lines) :])}")

    def fail(self, why: str) -> NoReturn:
        raise NotationError(f"bad Bombay position ({why}): {self.text[:300]!r}")

    def pairs(self, key: str) -> dict[str, str]:
        """``k:v`` words of a line (``-`` alone means none)."""
        words = self.lines[key]
        if words == ["-"]:
            return {}
        out: dict[str, str] = {}
        for w in words:
            k, colon, v = w.partition(":")
            if not colon or not k or k in out:
                self.fail(f"{key}: bad item {w!r}")
            out[k] = v
        return out

    def number(self, word: str, what: str, low: int = 0, high: int = 2**64 - 1) -> int:
        if not (word.isascii() and word.isdigit()) or not low <= int(word) <= high:
            self.fail(f"{what} must be a whole number {low}..{high}, not {word!r}")
        return int(word)

    def colours(self, word: str, what: str) -> tuple[int, ...]:
        if word == "-":
            return ()
        if any(ch not in COLOURS for ch in word):
            self.fail(f"{what}: {word!r} is not a list of colours (Y P B O)")
        return tuple(COLOURS.index(ch) for ch in word)


def parse_position(text: str) -> State:
    """The state written ``text``; raises NotationError (unreadable) or StateError.
    Text copied from a file is read as written there: spaces and ``\r`` at the end of
    a line, and line ends at the end of the text, are not part of the position."""
    text = position_text(text)
    f = _Fields(text)
    head = f.lines["bombay"]
    if len(head) != 2 or head[0] != "players":
        f.fail("the first line must be 'bombay players N'")
    n = f.number(head[1], "players", 2, 5)
    players = _parse_players(f, n)
    rnd, turn, ap, bought, picking = _parse_turn(f, n)
    if len(f.lines["rng"]) != 1:
        f.fail("rng takes one number")
    stock, market = _parse_markets(f)
    state = State(
        players=players,
        round=rnd,
        turn=turn,
        ap=ap,
        bought=bought,
        picking=picking,
        demand=_parse_per_city(f, "demand", lambda w: f.colours(w, "demand")),
        city_tokens=_parse_per_city(f, "citytokens", lambda w: f.number(w, "city tokens", 0, 4)),
        stock=stock,
        market=market,
        posts=_parse_per_space(f, "posts", lambda w: f.colours(w, "posts")),
        markers=_parse_per_space(f, "markers", lambda w: _marker(f, w)),
        palaces=_parse_per_space(f, "palaces", lambda w: f.number(w, "palace owner", 0, n - 1)),
        rng=f.number(f.lines["rng"][0], "rng"),
    )
    check_invariants(state)
    canonical = format_position(state)
    if canonical != text:
        f.fail(_difference(canonical, text))
    return state


def _difference(canonical: str, text: str) -> str:
    """Where ``text`` departs from the one way to write its position."""
    lines = zip_longest(canonical.split("\n"), text.split("\n"), fillvalue="")
    return next(
        f"line {i + 1} must be written {want!r}, not {got!r}"
        for i, (want, got) in enumerate(lines)
        if want != got
    )


def _parse_turn(f: _Fields, n: int) -> tuple[int, int, int, bool, bool]:
    rounds, per = SCHEDULE[n]
    if f.lines["turn"] == ["over"]:
        return rounds, 0, ACTION_POINTS, False, False
    d = f.pairs("turn")
    if set(d) != {"round", "gameturn", "seat", "ap", "bought", "pick"}:
        f.fail("turn needs round, gameturn, seat, ap, bought and pick (or 'over')")
    rnd = f.number(d["round"].removesuffix(f"/{rounds}"), "round", 1, rounds) - 1
    gt = f.number(d["gameturn"].removesuffix(f"/{per}"), "game turn", 1, per) - 1
    seat = f.number(d["seat"], "seat", 0, n - 1)
    ap = f.number(d["ap"], "ap", 0, ACTION_POINTS)
    flags = {"yes": True, "no": False}
    if d["bought"] not in flags or d["pick"] not in flags:
        f.fail("bought and pick are 'yes' or 'no'")
    turn = gt * n + (seat - rnd) % n
    return rnd, turn, ap, flags[d["bought"]], flags[d["pick"]]


def _parse_markets(f: _Fields) -> tuple[tuple[int, ...], tuple[int, ...]]:
    d = f.pairs("markets")
    if list(d) != list(MARKETS):
        f.fail("markets lists left, centre and right, in that order")
    stock, market = [0] * 4, [-1] * 4
    for m, name in enumerate(MARKETS):
        word = d[name]
        if word == "-":
            continue
        if len(word) % 2 or not word:
            f.fail(f"market {name}: {word!r} is not colour-count pairs like Y2B3")
        for k in range(0, len(word), 2):
            if word[k] not in COLOURS:
                f.fail(f"market {name}: {word!r} is not colour-count pairs like Y2B3")
            c = COLOURS.index(word[k])
            if market[c] >= 0:
                f.fail(f"colour {word[k]} is in two markets")
            stock[c], market[c] = f.number(word[k + 1], "market bales", 1, 9), m
    return tuple(stock), tuple(market)


def _parse_per_city(f: _Fields, key: str, read: Callable[[str], T]) -> tuple[T, ...]:
    d = f.pairs(key)
    if list(d) != list(CITY_NAMES):
        f.fail(f"{key} lists {', '.join(CITY_NAMES)}, in that order")
    return tuple(read(d[name]) for name in CITY_NAMES)


def _parse_per_space(
    f: _Fields, key: str, read: Callable[[str], int | tuple[int, ...]]
) -> tuple[int, ...]:
    out = [-1] * len(SPACES)
    for k, v in f.pairs(key).items():
        value = read(v)
        if isinstance(value, tuple):
            if len(value) != 1:
                f.fail(f"{key}: one colour per space, not {v!r}")
            value = value[0]
        out[f.number(k, f"{key} space", 0, len(SPACES) - 1)] = value
    return tuple(out)


def _marker(f: _Fields, word: str) -> int:
    if len(word) != 1 or word not in MARKER_LETTERS:
        f.fail(f"markers: {word!r} is not one of {', '.join(MARKER_LETTERS)}")
    return MARKER_LETTERS.index(word)


def _parse_players(f: _Fields, n: int) -> tuple[Player, ...]:
    if [w[0] if w else "" for w in f.players] != [str(i) for i in range(n)]:
        f.fail(f"expected lines 'player 0' .. 'player {n - 1}' in order")
    return tuple(_parse_player(f, words[1:]) for words in f.players)


def _parse_player(f: _Fields, words: list[str]) -> Player:
    d: dict[str, str] = {}
    for w in words:
        k, colon, v = w.partition(":")
        if not colon or k in d:
            f.fail(f"player: bad item {w!r}")
        d[k] = v
    if set(d) != {"at", "bales", "rupees", "customers", "tokens", "palaces"}:
        f.fail("a player line needs at, bales, rupees, customers, tokens and palaces")
    tokens = d["tokens"]
    if tokens != "-" and (
        any(t not in TOKEN_LETTERS for t in tokens) or len(set(tokens)) < len(tokens)
    ):
        f.fail(f"tokens {tokens!r}: letters from {TOKEN_LETTERS}, each at most once")
    return Player(
        space=f.number(d["at"], "space", 0, len(SPACES) - 1),
        bales=f.colours(d["bales"], "bales"),
        rupees=f.number(d["rupees"], "rupees", 0, 10**6),
        customers=f.number(d["customers"], "customers", 0, 10**6),
        tokens=sum(1 << TOKEN_LETTERS.index(t) for t in tokens if t != "-"),
        palaces=f.number(d["palaces"], "palaces", 0, 5),
    )
