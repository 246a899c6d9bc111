"""Jaipur's position text: every field of a state on one line, read back exactly.

The line starts with the header ``jaipur/1`` (the format's version) followed by
``key=value`` fields separated by spaces, always in the order of :data:`KEYS`.
Cards are letter strings (``-`` for none), per-seat pairs are ``a-b``, token
piles list values top first. See docs/notation.md for the full format.

Parsing is strict: text that does not follow the format raises NotationError
quoting it; a readable position the rules cannot produce (cards or tokens not
conserved, an impossible round history) raises StateError.
"""

from __future__ import annotations

import re
from itertools import zip_longest

from game.core.errors import NotationError, StateError
from game.core.protocol import position_text
from game.jaipur.cards import BONUS_SIZES, GOODS, GOODS_TOKENS, INDEX, cards_of, counts_of
from game.jaipur.invariants import check_invariants
from game.jaipur.rules import make_result
from game.jaipur.state import BonusToken, Counts, GoodsToken, JaipurState, Pair, RoundResult

HEADER = "jaipur/1"
KEYS = (
    ("round", "seals", "starter", "turn", "market", "deck", "discard")
    + ("hand0", "hand1", "herds", "known0", "known1", "tokens", "bonus3", "bonus4", "bonus5")
    + ("taken0", "taken1", "bonuses0", "bonuses1", "rng")
)
MAX_NUMBER = 1 << 64
_NUM = r"(0|[1-9][0-9]{0,19})"
_CARDS = re.compile(r"-|[DGSCPLM]+")
_PAIR = re.compile(rf"{_NUM}-{_NUM}")
_NUMBER = re.compile(_NUM)
_VALUES = re.compile(rf"-|{_NUM}(\.{_NUM})*")
_RESULT = re.compile(
    rf"start:([01]),goods:{_NUM}-{_NUM},bonus:{_NUM}-{_NUM},"
    rf"goods_count:{_NUM}-{_NUM},bonus_count:{_NUM}-{_NUM},camels:{_NUM}-{_NUM}"
)


# --- writing ----------------------------------------------------------------------


def format_position(state: JaipurState) -> str:
    """The one-line text of ``state`` (see the module docstring)."""
    s = state
    fields = {
        "round": str(s.round),
        "seals": _pair(s.seals),
        "starter": str(s.round_starter),
        "turn": "-" if s.to_move is None else str(s.to_move),
        "market": s.market or "-",
        "deck": s.deck or "-",
        "discard": cards_of(s.discard) or "-",
        "hand0": cards_of(s.hands[0]) or "-",
        "hand1": cards_of(s.hands[1]) or "-",
        "herds": _pair(s.herds),
        "known0": cards_of(s.known[0]) or "-",
        "known1": cards_of(s.known[1]) or "-",
        "tokens": "/".join(g + "".join(map(str, s.pile(i))) for i, g in enumerate(GOODS)),
        **{f"bonus{size}": _values(s.bonus[b]) for b, size in enumerate(BONUS_SIZES)},
        **{f"taken{p}": ",".join(f"{g}{v}" for g, v in s.goods_taken[p]) or "-" for p in (0, 1)},
        **{f"bonuses{p}": ",".join(f"{n}:{v}" for n, v in s.bonus_taken[p]) or "-" for p in (0, 1)},
        "rng": str(s.rng),
    }
    rounds = [f"result{i + 1}={_result(r)}" for i, r in enumerate(s.rounds)]
    return " ".join([HEADER, *(f"{k}={v}" for k, v in fields.items()), *rounds])


def _pair(pair: Pair) -> str:
    return f"{pair[0]}-{pair[1]}"


def _values(values: tuple[int, ...]) -> str:
    return ".".join(map(str, values)) or "-"


def _result(r: RoundResult) -> str:
    return (
        f"start:{r.starter},goods:{_pair(r.goods)},bonus:{_pair(r.bonus)},"
        f"goods_count:{_pair(r.goods_count)},bonus_count:{_pair(r.bonus_count)},"
        f"camels:{_pair(r.camels)}"
    )


# --- reading ----------------------------------------------------------------------


def parse_position(text: str) -> JaipurState:
    """The state written by :func:`format_position`; NotationError or StateError otherwise."""
    if not isinstance(text, str):
        raise NotationError(f"a Jaipur position must be text, not {text!r}")
    text = position_text(text)
    try:
        state = _read(text)
    except StateError as e:
        raise StateError(f"{e} (position: {text!r})") from None
    check_invariants(state)
    canonical = format_position(state)
    if canonical != text:  # e.g. a field written another way than format_position writes it
        pairs = zip_longest(text.split(" "), canonical.split(" "), fillvalue="")
        word = next(w for w, c in pairs if w != c)
        raise NotationError(f"{word!r} is not how the position writes it, in {text!r}")
    return state


def _read(text: str) -> JaipurState:
    words = text.split(" ")
    if not words or words[0] != HEADER:
        raise NotationError(f"a Jaipur position starts with {HEADER!r}: {text[:60]!r}")
    if "" in words:
        raise NotationError(f"the fields are separated by single spaces: {text!r}")
    fields = _fields(words[1:], text)
    rounds = _rounds(words[1 + len(KEYS) :], text)
    f = _Reader(fields, text)
    turn = fields["turn"]
    return JaipurState(
        round=f.number("round"),
        seals=f.pair("seals"),
        round_starter=f.seat("starter"),
        to_move=None if turn == "-" else f.seat("turn"),
        market=f.cards("market"),
        deck=f.cards("deck"),
        discard=f.goods("discard"),
        hands=(f.goods("hand0"), f.goods("hand1")),
        herds=f.pair("herds"),
        known=(f.goods("known0"), f.goods("known1")),
        tokens=f.tokens("tokens"),
        bonus=(f.values("bonus3"), f.values("bonus4"), f.values("bonus5")),
        goods_taken=(f.goods_tokens("taken0"), f.goods_tokens("taken1")),
        bonus_taken=(f.bonus_tokens("bonuses0"), f.bonus_tokens("bonuses1")),
        rounds=rounds,
        rng=f.number("rng"),
    )


def _fields(words: list[str], text: str) -> dict[str, str]:
    if len(words) < len(KEYS):
        raise NotationError(f"a Jaipur position needs the fields {' '.join(KEYS)}: {text!r}")
    fields: dict[str, str] = {}
    for key, word in zip(KEYS, words, strict=False):
        name, eq, value = word.partition("=")
        if name != key or not eq:
            raise NotationError(f"expected the field {key}=... but found {word!r} in {text!r}")
        fields[key] = value
    return fields


def _rounds(words: list[str], text: str) -> tuple[RoundResult, ...]:
    out = []
    for i, word in enumerate(words):
        name, eq, value = word.partition("=")
        if name != f"result{i + 1}" or not eq:
            raise NotationError(f"expected result{i + 1}=start:..., found {word!r} in {text!r}")
        out.append(parse_result(value))
    return tuple(out)


def parse_result(text: str) -> RoundResult:
    """A finished round from its ``start:0,goods:23-20,...`` text (the tallies; the rest follows)."""
    m = _RESULT.fullmatch(text)
    if m is None:
        raise NotationError(f"not a round result like {_EXAMPLE!r}: {text!r}")
    n = [int(x) for x in m.groups()]
    return make_result(n[0], (n[1], n[2]), (n[3], n[4]), (n[5], n[6]), (n[7], n[8]), (n[9], n[10]))


_EXAMPLE = "start:0,goods:23-20,bonus:5-8,goods_count:8-7,bonus_count:2-3,camels:4-6"


class _Reader:
    """Reads typed values from the fields, quoting the text on error."""

    def __init__(self, fields: dict[str, str], text: str) -> None:
        self.fields, self.text = fields, text

    def _bad(self, key: str, what: str) -> NotationError:
        return NotationError(f"{key}={self.fields[key]!r} is not {what} in {self.text!r}")

    def number(self, key: str) -> int:
        value = self.fields[key]
        if not _NUMBER.fullmatch(value) or int(value) >= MAX_NUMBER:
            raise self._bad(key, "a number")
        return int(value)

    def seat(self, key: str) -> int:
        if self.fields[key] not in ("0", "1"):
            raise self._bad(key, "a seat (0 or 1)")
        return int(self.fields[key])

    def pair(self, key: str) -> Pair:
        m = _PAIR.fullmatch(self.fields[key])
        if m is None:
            raise self._bad(key, "a pair like 2-1")
        return (int(m.group(1)), int(m.group(2)))

    def cards(self, key: str) -> str:
        value = self.fields[key]
        if not _CARDS.fullmatch(value):
            raise self._bad(key, "a list of card letters (D G S C P L M) or -")
        return "" if value == "-" else value

    def goods(self, key: str) -> Counts:
        cards = self.cards(key)
        if "M" in cards:
            raise self._bad(key, "a list of goods (camels do not belong here)")
        if list(cards) != sorted(cards, key=INDEX.__getitem__):
            raise self._bad(key, "a list of goods in D G S C P L order")
        return counts_of(cards)

    def values(self, key: str) -> tuple[int, ...]:
        value = self.fields[key]
        if not _VALUES.fullmatch(value):
            raise self._bad(key, "a list of token values like 8.10.9 or -")
        return () if value == "-" else tuple(int(v) for v in value.split("."))

    def tokens(self, key: str) -> tuple[int, ...]:
        piles = self.fields[key].split("/")
        if len(piles) != len(GOODS) or any(p[:1] != g for p, g in zip(piles, GOODS, strict=False)):
            raise self._bad(key, "six goods-token piles D.../G.../S.../C.../P.../L...")
        left = []
        for g, pile in enumerate(piles):
            full = "".join(map(str, GOODS_TOKENS[g]))
            if not full.endswith(pile[1:]):
                raise StateError(
                    f"the {GOODS[g]} goods tokens {pile[1:]!r} are not a full pile's tail"
                )
            left.append(len(pile) - 1)
        return tuple(left)

    def goods_tokens(self, key: str) -> tuple[GoodsToken, ...]:
        value = self.fields[key]
        if value == "-":
            return ()
        if not re.fullmatch(r"[DGSCPL][1-7](,[DGSCPL][1-7])*", value):
            raise self._bad(key, "a list of goods tokens like D7,L4 or -")
        return tuple((t[0], int(t[1])) for t in value.split(","))

    def bonus_tokens(self, key: str) -> tuple[BonusToken, ...]:
        value = self.fields[key]
        if value == "-":
            return ()
        if not re.fullmatch(r"[345]:[0-9]{1,2}(,[345]:[0-9]{1,2})*", value):
            raise self._bad(key, "a list of bonus tokens like 3:2,5:10 or -")
        return tuple((int(t[0]), int(t[2:])) for t in value.split(","))
