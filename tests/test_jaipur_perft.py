"""Legal-move counts from tests/data/jaipur_perft.txt, checked two ways: against the
engine and against a brute-force enumeration written straight from the rules."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from game.jaipur import JAIPUR, Exchange, JaipurState, Sell, Take, TakeCamels

DATA = Path(__file__).parent / "data" / "jaipur_perft.txt"
ORDER = "DGSCPLM"


def cases() -> list[tuple[int, tuple[int, ...], str]]:
    out = []
    for line in DATA.read_text().splitlines():
        if line and not line.startswith("#"):
            total, kinds, text = line.split("\t")
            out.append((int(total), tuple(int(k) for k in kinds.split()), text))
    return out


def brute_force(state: JaipurState) -> set[str]:
    """Every legal move's text, by trying every choice of cards the rules could allow."""
    seat = state.to_move
    assert seat is not None
    hand = "".join(g * n for g, n in zip("DGSCPL", state.hands[seat], strict=True))
    herd = state.herds[seat]
    moves = {f"take {c}" for c in state.market if c != "M" and len(hand) < 7}
    if "M" in state.market:
        moves.add("camels")
    slots = [c for c in state.market if c != "M"]
    offer = hand + "M" * herd
    for k in range(2, len(slots) + 1):
        takes = {"".join(sorted(t, key=ORDER.index)) for t in combinations(slots, k)}
        gives = {"".join(sorted(g, key=ORDER.index)) for g in combinations(offer, k)}
        for take in takes:
            for give in gives:
                if not set(take) & set(give) and len(hand) + give.count("M") <= 7:
                    moves.add(f"swap {take} for {give}")
    for g in "DGSCPL":
        for n in range(2 if g in "DGS" else 1, hand.count(g) + 1):
            moves.add(f"sell {n} {g}")
    return moves


@pytest.mark.parametrize(("total", "kinds", "text"), cases())
def test_perft_counts(total: int, kinds: tuple[int, ...], text: str) -> None:
    state = JAIPUR.parse_position(text)
    legal = JAIPUR.legal_moves(state)
    assert len(legal) == total
    assert kinds == tuple(
        sum(isinstance(m, k) for m in legal) for k in (Take, TakeCamels, Exchange, Sell)
    )
    assert {str(m) for m in legal} == brute_force(state)


def test_the_data_file_holds_varied_positions() -> None:
    totals = [total for total, _, _ in cases()]
    assert len(totals) >= 10 and max(totals) >= 150 and min(totals) == 1


def test_legal_moves_come_in_the_documented_order() -> None:
    order = {Take: 0, TakeCamels: 1, Exchange: 2, Sell: 3}
    letters = {c: i for i, c in enumerate(ORDER)}
    for _, _, text in cases():
        legal = JAIPUR.legal_moves(JAIPUR.parse_position(text))
        keys = [(order[type(m)], *_detail(m, letters)) for m in legal]
        assert keys == sorted(keys)


def _detail(move: object, letters: dict[str, int]) -> tuple[object, ...]:
    if isinstance(move, Take):
        return (letters[move.good],)
    if isinstance(move, Exchange):
        return (len(move.take), [letters[c] for c in move.take], [letters[c] for c in move.give])
    if isinstance(move, Sell):
        return (letters[move.good], move.count)
    return ()


def test_the_notation_doc_example_is_what_the_engine_says() -> None:
    from game.jaipur.scenario import scenario

    doc = (Path(__file__).parent.parent / "docs" / "notation.md").read_text()
    block = doc.split("give these 43 moves:\n\n```\n")[1].split("```")[0]
    listed = [m.strip() for m in block.replace("\n", " ").split(",")]
    state = JAIPUR.parse_position(scenario(market="DDGLM", hand0="SSCL", herds=(1, 0)))
    assert listed == [str(m) for m in JAIPUR.legal_moves(state)]
