"""Whole Bombay games: invariants after every move, notation, links, bot strength."""

from __future__ import annotations

import pytest

from game import GAMES
from game.bombay import BOMBAY, check_invariants
from game.bombay.rules import ends_turn
from game.bots.match import play_match
from game.core.link import Record, Seat, decode, encode
from game.core.rng import Rng


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant_and_round_trip(players: int) -> None:
    rng = Rng(players)
    for seed in range(3):
        s = BOMBAY.new(BOMBAY.default_options(players), seed)
        turns = [0] * players
        while BOMBAY.to_move(s) is not None:
            check_invariants(s)
            assert BOMBAY.parse_position(BOMBAY.format_position(s)) == s
            seat, turn = s.seat, (s.round, s.turn)
            move = rng.choice(BOMBAY.legal_moves(s))
            after = BOMBAY.apply(s, move)
            passed = (after.round, after.turn) != turn
            assert ends_turn(s, move) == passed, (str(move), BOMBAY.format_position(s))
            turns[seat] += passed
            s = after
        check_invariants(s)
        expected = s.rounds * s.turns_per_round
        assert turns == [expected] * players


def test_a_five_player_game_fits_in_a_short_link() -> None:
    for players in (["greedy"] * 5, ["random"] * 5):
        result = play_match(BOMBAY, players, 3)
        assert len(result.link) <= 600
        assert decode(result.link, GAMES).states[-1] == result.final


def test_a_link_replays_moves_by_their_text() -> None:
    record = Record("bombay", (2, 1), 42, (Seat(), Seat()), ("go 18", "go 6", "end", "wait"))
    replay = decode(encode(record, GAMES), GAMES)
    assert (
        replay.record.moves == record.moves and replay.states[-1].players[1].rupees == 3 + 1
    )  # the last player's start bonus


def test_greedy_beats_random() -> None:
    wins = sum(
        0 in play_match(BOMBAY, ["greedy", "random"], seed).outcome.winners for seed in range(10)
    )
    assert wins >= 8
