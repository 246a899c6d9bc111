"""The post-game review (game/bots/review.py): honest, deterministic, the right moves."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from typing import Any

from game import GAMES
from game.bots.match import play_match
from game.bots.review import Decision, Review, costliest, review, turns
from game.core.budget import Settings
from game.core.errors import GameError
from game.core.link import decode
from web.shell.table.review.review_job import Job, ReviewRequest, from_data, to_data

SMALL = Settings(40, worlds=8)  # a few iterations: the figures' properties, not their quality


@cache
def finished(name: str, players: tuple[str, ...], seed: int) -> Any:
    return decode(play_match(GAMES[name], players, seed).link, GAMES)


def replay_from(game: Any, start: Any, moves: tuple[str, ...]) -> list[Any]:
    """The states from ``start`` through ``moves``, as far as they stay legal."""
    states = [start]
    for text in moves:
        try:
            states.append(game.apply(states[-1], game.parse_move(text)))
        except GameError:
            break
    return states


def test_a_figure_depends_only_on_what_the_mover_could_see() -> None:
    """The counterfactual test: the same game with the deck's lower cards in another order
    gives the same figures for every turn whose player saw the same thing; the cards
    reach the market later, and from there on the figures may differ."""
    game = GAMES["jaipur"]
    rep = finished("jaipur", ("greedy", "greedy"), 3)
    real = rep.states[0]
    other = dataclasses.replace(real, deck=real.deck[:12] + real.deck[12:][::-1])
    assert other.deck != real.deck
    states = replay_from(game, other, rep.record.moves)
    k = len(states) - 1
    assert k >= 12  # enough turns before a reordered card is seen
    a = review(game, rep.states[: k + 1], rep.record.moves[:k], 99, SMALL)
    b = review(game, states, rep.record.moves[:k], 99, SMALL)
    same_view = 0
    for da, db in zip(a.decisions, b.decisions, strict=True):
        seat = da.seat
        if game.view(rep.states[da.at], seat) == game.view(states[da.at], seat):
            assert da == db, f"move {da.at + 1} changed with cards its player could not see"
            same_view += 1
            assert rep.states[da.at] != states[da.at]  # the hidden cards did differ
    assert same_view >= 8


def test_the_other_hand_changes_nothing_before_it_is_seen() -> None:
    """Swapping a card of seat 1's hand with one deep in the deck changes no figure of
    seat 0's turns while seat 0's view is the same."""
    game = GAMES["jaipur"]
    rep = finished("jaipur", ("greedy", "greedy"), 5)
    real = rep.states[0]
    hand = list(real.hands[1])
    deck = real.deck
    give = next(g for g in range(len(hand)) if hand[g] > 0)
    letters = "DGSCPL"
    take = next(
        i for i in range(20, len(deck)) if deck[i] in letters and letters.index(deck[i]) != give
    )
    hand[give] -= 1
    hand[letters.index(deck[take])] += 1
    deck = deck[:take] + letters[give] + deck[take + 1 :]
    other = dataclasses.replace(real, hands=(real.hands[0], tuple(hand)), deck=deck)
    states = replay_from(game, other, rep.record.moves)
    k = len(states) - 1
    assert k >= 2
    a = review(game, rep.states[: k + 1], rep.record.moves[:k], 4, SMALL)
    b = review(game, states, rep.record.moves[:k], 4, SMALL)
    compared = 0
    for da, db in zip(a.decisions, b.decisions, strict=True):
        if da.seat == 0 and game.view(rep.states[da.at], 0) == game.view(states[da.at], 0):
            assert da == db
            compared += 1
    assert compared >= 1


def test_the_review_is_the_same_for_the_same_seed() -> None:
    game = GAMES["bombay"]
    rep = finished("bombay", ("greedy", "greedy", "greedy"), 8)
    states, moves = rep.states[:40], rep.record.moves[:39]
    one = review(game, states, moves, 12, SMALL)
    assert one == review(game, states, moves, 12, SMALL)
    assert one != review(game, states, moves, 13, SMALL)  # the seed does draw the worlds


def test_every_turn_is_judged_once_with_chances_summing_to_one() -> None:
    game = GAMES["bombay"]
    rep = finished("bombay", ("greedy", "random", "greedy"), 4)
    moves = rep.record.moves
    spans = turns(game, rep.states, moves)
    assert spans[0][0] == 0 and spans[-1][1] == len(moves)
    assert all(a < b for a, b in spans) and all(
        spans[i][1] == spans[i + 1][0] for i in range(len(spans) - 1)
    )
    assert any(b - a > 1 for a, b in spans)  # a Bombay turn is several moves
    for a, b in spans:  # one seat per turn
        assert len({game.to_move(rep.states[k]) for k in range(a, b)}) == 1
    result = review(game, rep.states, moves, 1, Settings(16, worlds=4))
    assert [(d.at, d.end) for d in result.decisions] == spans
    assert result.moves == len(moves)
    for d in result.decisions:
        assert abs(sum(d.chances) - 1) < 1e-9
        assert d.chances[d.seat] == d.chance
        assert d.best_chance >= d.chance
        assert d.better[0] == d.best  # the better turn, from the better move on
    assert any(len(d.better) > 1 for d in result.decisions)  # a whole better turn planned
    assert abs(sum(result.final) - 1) < 1e-9


def _d(at: int, chance: float, best: float) -> Decision:
    return Decision(at, at + 1, at % 2, f"m{at}", chance, f"b{at}", best, (chance, 1 - chance))


def test_the_three_costliest_are_the_largest_losses_earlier_first() -> None:
    ds = (
        _d(0, 0.5, 0.5),  # the best move: costs nothing
        _d(1, 0.40, 0.50),  # 0.10
        _d(2, 0.30, 0.55),  # 0.25
        _d(3, 0.60, 0.70),  # 0.10, later than move 1
        _d(4, 0.20, 0.22),  # 0.02
        _d(5, 0.10, 0.40),  # 0.30
    )
    r = Review(40, 6, ds, (1.0, 0.0))
    assert [d.at for d in costliest(r)] == [5, 2, 1]
    assert [d.at for d in costliest(r, 5)] == [5, 2, 1, 3, 4]
    assert costliest(Review(40, 1, (ds[0],), ())) == []


def test_the_review_travels_as_json_and_damage_is_refused() -> None:
    game = GAMES["jaipur"]
    rep = finished("jaipur", ("greedy", "greedy"), 3)
    r = review(game, rep.states[:9], rep.record.moves[:8], 2, SMALL)
    back = from_data(json.loads(json.dumps(to_data(r))))
    assert back is not None and len(back.decisions) == 8
    assert [d.played for d in back.decisions] == list(rep.record.moves[:8])
    assert abs(back.decisions[3].chance - r.decisions[3].chance) < 1e-4
    assert from_data({"turns": [[1, 2]], "final": [], "iterations": 1, "moves": 1}) is None
    assert from_data("nonsense") is None
    good = to_data(r)
    damaged: list[object] = [
        {**good, "iterations": True},  # a flag where a count belongs
        {**good, "moves": "8"},
        {**good, "turns": "abcdefghi"},  # nine letters are not nine fields
        {**good, "turns": [list(good["turns"][0])[:8]]},
        {**good, "final": [None]},
        {k: v for k, v in good.items() if k != "final"},
    ]
    assert [from_data(json.loads(json.dumps(d))) for d in damaged] == [None] * len(damaged)
    # A review kept before the better turn was (9 fields a turn) still opens, without it.
    older = {**good, "turns": [list(t)[:9] for t in good["turns"]]}
    kept = from_data(json.loads(json.dumps(older)))
    assert kept is not None and [d.better for d in kept.decisions] == [()] * 8
    assert [d.best for d in kept.decisions] == [d.best for d in r.decisions]
    assert (
        from_data(
            {
                "turns": [[0, 1, 0, 5, 0.5, "x", 0.5, [0.5], 0]],
                "final": [],
                "iterations": 1,
                "moves": 1,
            }
        )
        is None
    )


def test_a_job_steps_through_every_turn_then_returns_the_review() -> None:
    rep = finished("jaipur", ("greedy", "greedy"), 3)
    job = Job(ReviewRequest(play_match(GAMES["jaipur"], ["greedy", "greedy"], 3).link, 8))
    seen = []
    while job.result is None:
        out = job.step()
        if job.result is None:
            seen.append(out)
    assert seen[0] == (0, len(rep.record.moves)) and seen[-1] == (len(rep.record.moves),) * 2
    assert job.result.iterations == 8 and job.result.moves == len(rep.record.moves)
    assert ReviewRequest.from_json(ReviewRequest("j1", 5).to_json()) == ReviewRequest("j1", 5)
