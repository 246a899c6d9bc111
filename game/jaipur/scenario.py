"""Build a legal Jaipur position from the few facts a scenario cares about.

Writing a full position by hand means listing all 55 cards and keeping every
token pile consistent. :func:`scenario` takes the interesting parts (market,
hands, herds, the deck's top cards, tokens taken, finished rounds...) and
completes the rest: the deck holds every card not placed elsewhere (after the
given top cards, in D G S C P L M order), each goods sold is in the discard
pile, token piles lose what was taken, seals and round numbers follow from the
finished rounds. It returns the position *text*, so rule tests, the UI's
end-to-end tests and the command line all start from the notation.
"""

from __future__ import annotations

from collections import Counter

from game.core.errors import StateError
from game.jaipur.cards import BONUS_SIZES, BONUS_TOKENS, CAMEL, CARD_COUNTS, GOODS, GOODS_TOKENS
from game.jaipur.cards import sort_cards as _sort
from game.jaipur.notation import HEADER, parse_position, parse_result
from game.jaipur.rules import next_starter


def scenario(
    market: str = "MMMLL",
    hand0: str = "",
    hand1: str = "",
    herds: tuple[int, int] = (0, 0),
    deck_top: str = "",
    deck_size: int | None = None,
    discard: str = "",
    taken0: str = "",
    taken1: str = "",
    bonuses0: str = "",
    bonuses1: str = "",
    known0: str = "",
    known1: str = "",
    turn: int | None = 0,
    starter: int | None = None,
    results: tuple[str, ...] = (),
    rng: int = 1,
) -> str:
    """The position text for these facts (see the module docstring).

    ``taken0``/``taken1``: goods tokens like ``"D7,D7"``; ``bonuses0``/``1``:
    bonus tokens like ``"3:2,5:10"``; ``discard``: goods sold beyond the tokens
    taken; ``deck_size``: keep only that many cards in the deck, the others
    having been sold (their goods tokens go to seat 0 and seat 1 in turn);
    ``results``: finished rounds in the position text's ``start:...`` form;
    ``turn=None``: the game is over. Raises StateError when the facts cannot fit.
    """
    sold = Counter(t[0] for t in _split(taken0) + _split(taken1)) + Counter(discard)
    deck = _deck(market + hand0 + hand1, sum(herds), deck_top, sold)
    if deck_size is not None:
        deck, shed = deck[:deck_size], deck[deck_size:]
        if CAMEL in shed:
            raise StateError(
                "a scenario's deck may only shed goods: put the other camels in the herds"
            )
        taken0, taken1 = _sell_shed(shed, sold, taken0, taken1)
    fields = {
        **_history(results, starter, turn),
        "market": market or "-",
        "deck": deck or "-",
        "discard": _sort("".join(g * sold[g] for g in GOODS)) or "-",
        "hand0": _sort(hand0) or "-",
        "hand1": _sort(hand1) or "-",
        "herds": f"{herds[0]}-{herds[1]}",
        "known0": _sort(known0) or "-",
        "known1": _sort(known1) or "-",
        "tokens": _tokens(sold),
        **_bonus_piles(bonuses0, bonuses1),
        "taken0": taken0 or "-",
        "taken1": taken1 or "-",
        "bonuses0": bonuses0 or "-",
        "bonuses1": bonuses1 or "-",
        "rng": str(rng),
    }
    words = [HEADER, *(f"{k}={v}" for k, v in fields.items())]
    words += [f"result{i + 1}={r}" for i, r in enumerate(results)]
    text = " ".join(words)
    parse_position(text)  # the scenario must be a possible position
    return text


def _deck(placed: str, camels: int, top: str, sold: Counter[str]) -> str:
    """``top``, then every card not placed, herded or sold, in D..M order."""
    rest = Counter(CARD_COUNTS)
    rest.subtract(placed + top + "".join(g * n for g, n in sold.items()))
    rest[CAMEL] -= camels
    if any(n < 0 for n in rest.values()):
        raise StateError(f"the scenario uses more cards than the game has: {dict(rest)}")
    return top + "".join(card * rest[card] for card in GOODS + CAMEL)


def _history(results: tuple[str, ...], starter: int | None, turn: int | None) -> dict[str, str]:
    """Round, seals, starter and turn fields that agree with the finished rounds."""
    parsed = [parse_result(r) for r in results]
    seals = [sum(r.seal == p for r in parsed) for p in (0, 1)]
    if starter is None:
        starter = next_starter(parsed[-1]) if parsed else 0
    return {
        "round": str(len(parsed) + (turn is not None)),
        "seals": f"{seals[0]}-{seals[1]}",
        "starter": str(starter),
        "turn": "-" if turn is None else str(turn),
    }


def _sell_shed(shed: str, sold: Counter[str], *taken: str) -> tuple[str, str]:
    """Goods shed from the deck were sold: their tokens go to seat 0 and 1 in turn."""
    lists = [_split(taken[0]), _split(taken[1])]
    for i, card in enumerate(shed):
        full = GOODS_TOKENS[GOODS.index(card)]
        if sold[card] < len(full):
            lists[i % 2].append(f"{card}{full[sold[card]]}")
        sold[card] += 1
    return ",".join(lists[0]), ",".join(lists[1])


def _split(tokens: str) -> list[str]:
    return [t for t in tokens.split(",") if t]


def _tokens(sold: Counter[str]) -> str:
    piles = []
    for g, card in enumerate(GOODS):
        full = GOODS_TOKENS[g]
        piles.append(card + "".join(map(str, full[min(sold[card], len(full)) :])))
    return "/".join(piles)


def _bonus_piles(*taken: str) -> dict[str, str]:
    out = {}
    for b, size in enumerate(BONUS_SIZES):
        left = list(BONUS_TOKENS[b])
        for t in _split(taken[0]) + _split(taken[1]):
            n, v = t.split(":")
            if int(n) == size and int(v) in left:
                left.remove(int(v))
        out[f"bonus{size}"] = ".".join(map(str, left)) or "-"
    return out
