"""The command line: bot matches, legal moves, applying a move, benchmarks, links.

    python -m game play  --game jaipur --players greedy,random --matches 100 --seed 7 [--json]
    python -m game moves --game jaipur POSITION
    python -m game apply --game jaipur POSITION MOVE
    python -m game open  LINK
    python -m game analyse POSITION_OR_LINK [--game jaipur] [--level hard] [--seed 1]
    python -m game view  LINK [--seat N]
    python -m game bench --game jaipur [--seconds 3]
    python -m game arena --game jaipur --players hard,greedy --matches 400 --seed 1 [--json]

Errors in the input print one sentence and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from game import GAMES
from game.bots import BOTS
from game.bots.levels import LEVELS, best_moves
from game.bots.match import play_match, series_match
from game.core.errors import GameError
from game.core.link import decode
from game.core.position import decode_position, is_position_link
from game.core.protocol import AnyGame
from game.core.rng import Rng
from game.core.viewtext import view_text

BEST = 3  # moves ``analyse`` prints


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        return int(args.run(args))
    except GameError as e:
        print("error: " + " ".join(str(e).splitlines()), file=sys.stderr)
        return 2


class _Parser(argparse.ArgumentParser):
    """Bad arguments raise GameError, so they print one line like any bad input."""

    def error(self, message: str) -> NoReturn:
        raise GameError(f"{message} (see: {self.prog} --help)")


def _number(kind: type[int] | type[float], low: float, high: float) -> Callable[[str], int | float]:
    """An argument type: a ``kind`` number from ``low`` to ``high``."""
    what = "a whole number" if kind is int else "a number"

    def read(text: str) -> int | float:
        try:
            value = kind(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what} from {low} to {high}")
        return value

    return read


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m game", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(required=True, metavar="COMMAND")
    games = sorted(GAMES)

    play = sub.add_parser("play", help="play bot matches and print statistics")
    play.add_argument("--game", choices=games, default="jaipur")
    play.add_argument("--players", default="greedy,random", help="bots, comma-separated")
    play.add_argument("--matches", type=_number(int, 1, 10**6), default=100)
    play.add_argument("--seed", type=_number(int, 0, 2**63), default=1)
    play.add_argument("--json", action="store_true", help="one JSON object")
    play.add_argument("--links", action="store_true", help="print every match's link")
    play.set_defaults(run=_play)

    moves = sub.add_parser("moves", help="list the legal moves of a position")
    moves.add_argument("--game", choices=games, default="jaipur")
    moves.add_argument("position")
    moves.set_defaults(run=_moves)

    apply = sub.add_parser("apply", help="print the position after a move")
    apply.add_argument("--game", choices=games, default="jaipur")
    apply.add_argument("position")
    apply.add_argument("move")
    apply.set_defaults(run=_apply)

    link = sub.add_parser("open", help="open a game link: check it, print its moves")
    link.add_argument("link")
    link.set_defaults(run=_open)

    study = sub.add_parser(
        "analyse", help="the three best moves of a position with their chances of winning"
    )
    study.add_argument(
        "position",
        metavar="POSITION_OR_LINK",
        help="a position link, a game link or (--game) a position text",
    )
    study.add_argument("--game", choices=games, help="the game of a position text")
    study.add_argument("--level", choices=LEVELS, default="hard", help="how hard the search thinks")
    study.add_argument("--seed", type=_number(int, 0, 2**63), default=1, help="the search's seed")
    study.set_defaults(run=_analyse)

    view = sub.add_parser("view", help="print what one seat sees of a link's position")
    view.add_argument("link", help="a position link or a game link (its last position)")
    view.add_argument(
        "--seat",
        type=_number(int, 0, 99),
        help="the seat (default: the link's, or the one to move)",
    )
    view.set_defaults(run=_view)

    arena = sub.add_parser("arena", help="paired bot matches with 95 %% intervals and timings")
    arena.add_argument("--game", choices=games, default="jaipur")
    arena.add_argument("--players", default="hard,greedy", help="bots, comma-separated")
    arena.add_argument("--matches", type=int, default=400)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--workers", type=int, default=0, help="processes (default: one per core)")
    arena.add_argument("--json", action="store_true", help="one JSON object")
    arena.add_argument(
        "--log", metavar="FILE", help="append each match to FILE; matches already there are kept"
    )
    arena.set_defaults(run=_arena)

    bench = sub.add_parser("bench", help="random playouts per second and per-move costs")
    bench.add_argument("--game", choices=games, default="jaipur")
    bench.add_argument(
        "--players", type=_number(int, 0, 99), default=0, help="seats (default: the minimum)"
    )
    bench.add_argument("--seconds", type=_number(float, 0.01, 3600), default=3.0)
    bench.set_defaults(run=_bench)
    return p


def _seats(game: AnyGame) -> str:
    low, high = game.min_players, game.max_players
    return str(low) if low == high else f"{low} to {high}"


def _play(args: argparse.Namespace) -> int:
    game = GAMES[args.game]
    players = args.players.split(",")
    unknown = [p for p in players if p not in BOTS]
    if unknown or not game.min_players <= len(players) <= game.max_players:
        raise GameError(
            f"--players {args.players!r}: give {_seats(game)} of {', '.join(sorted(BOTS))}"
        )
    n = len(players)
    wins = [0.0] * n
    scores: list[list[int]] = [[] for _ in range(n)]
    rounds: list[list[int]] = [[] for _ in range(n)]
    link_chars: list[int] = []
    illegal = 0
    for k in range(args.matches):
        order, seed = series_match(list(range(n)), k, args.seed)  # order[seat]: entry
        result = play_match(game, [players[i] for i in order], seed)
        for seat, i in enumerate(order):
            wins[i] += (seat in result.outcome.winners) / len(result.outcome.winners)
            scores[i].append(result.outcome.scores[seat])
            rounds[i].extend(r[seat] for r in game.round_scores(result.final))
        illegal += result.illegal_moves
        link_chars.append(len(result.link))
        if args.links:
            print(result.link)
    summary = {
        "game": args.game,
        "players": players,
        "matches": args.matches,
        "seed": args.seed,
        "wins": [int(w) if w == int(w) else round(w, 2) for w in wins],
        "mean_score": [round(statistics.fmean(s), 2) for s in scores],
        "mean_round_score": [round(statistics.fmean(r), 2) if r else None for r in rounds],
        "illegal_moves": illegal,
        "link_chars": {"max": max(link_chars), "median": statistics.median(link_chars)},
    }
    if args.json:
        print(json.dumps(summary))
    else:
        _print_summary(summary)
    return 0


def _print_summary(s: dict[str, Any]) -> None:
    print(f"{s['matches']} {s['game']} matches, seed {s['seed']}, seat order rotating")
    for i, name in enumerate(s["players"]):
        line = (
            f"  {name:>8} (#{i + 1}): {s['wins'][i]:g} wins, mean final score {s['mean_score'][i]}"
        )
        if s["mean_round_score"][i] is not None:
            line += f", mean round score {s['mean_round_score'][i]}"
        print(line)
    print(f"  illegal moves: {s['illegal_moves']}")
    lc = s["link_chars"]
    print(f"  link length: longest {lc['max']} characters, median {lc['median']}")


def _arena(args: argparse.Namespace) -> int:
    from game.arena import format_report, run_arena
    from game.bots import ARENA_BOTS

    game = GAMES[args.game]
    players = args.players.split(",")
    unknown = [p for p in players if p not in ARENA_BOTS]
    if unknown or not game.min_players <= len(players) <= game.max_players:
        raise GameError(
            f"--players {args.players!r}: give {game.min_players} to {game.max_players} "
            f"of {', '.join(sorted(ARENA_BOTS))}"
        )
    if args.matches < 1 or args.workers < 0:
        raise GameError("--matches must be at least 1 and --workers at least 0")

    def progress(done: int, wins: list[float]) -> None:
        print(f"{done}/{args.matches} matches, wins {wins}", file=sys.stderr, flush=True)

    report = run_arena(
        args.game, players, args.matches, args.seed, args.workers, progress, args.log
    )
    print(json.dumps(report) if args.json else format_report(report))
    return 0


def _moves(args: argparse.Namespace) -> int:
    game = GAMES[args.game]
    for move in game.legal_moves(game.parse_position(args.position)):
        print(move)
    return 0


def _apply(args: argparse.Namespace) -> int:
    game = GAMES[args.game]
    state = game.parse_position(args.position)
    print(game.format_position(game.apply(state, game.parse_move(args.move))))
    return 0


def _open(args: argparse.Namespace) -> int:
    rep = decode(args.link, GAMES)
    game = GAMES[rep.record.game]
    seats = ", ".join(s.kind + (f" {s.name!r}" if s.name else "") for s in rep.record.seats)
    print(f"{game.title}, seed {rep.record.seed}, options {rep.record.options}, seats: {seats}")
    print(f"{len(rep.record.moves)} moves: {'; '.join(rep.record.moves)}")
    print(game.format_position(rep.states[-1]))
    outcome = game.outcome(rep.states[-1])
    if outcome:
        print(f"over: scores {outcome.scores}, winners {outcome.winners}")
    return 0


def _seat_view(text: str, name: str | None, seat: int | None) -> tuple[AnyGame, Any]:
    """The game and ``seat``'s view of ``text``: a position link (its seat's), a game
    link's last position or, with a game's ``name``, its position text (``seat``
    None: the seat to move, or seat 0 once the game is over)."""
    if is_position_link(text) and name is None:
        position = decode_position(text, GAMES)
        game, view = GAMES[position.game], position.view
        if seat is not None and seat != view.seat:
            raise GameError(
                f"this position link shows seat {view.seat}'s position, not seat {seat}'s"
            )
        return game, view
    if name is None:
        replay = decode(text, GAMES)
        game, state = GAMES[replay.record.game], replay.states[-1]
    else:
        game = GAMES[name]
        state = game.parse_position(text)
    if seat is None:
        to_move = game.to_move(state)
        seat = 0 if to_move is None else to_move
    if not 0 <= seat < game.players(state):
        raise GameError(
            f"--seat {seat}: this {game.title} game has seats 0 to {game.players(state) - 1}"
        )
    return game, game.view(state, seat)


def _analyse(args: argparse.Namespace) -> int:
    game, view = _seat_view(args.position, args.game, None)
    if view.to_move is None:
        raise GameError("the game is over: there is no move to analyse")
    if view.to_move != view.seat:
        raise GameError(
            f"this is seat {view.seat}'s position and seat {view.to_move} is to move: "
            "only the position of the seat to move can be analysed"
        )
    turns = best_moves(game, view, Rng(args.seed), BEST, level=args.level)
    print(f"{game.title}, seat {view.seat} to move, {args.level} search")
    for i, turn in enumerate(turns, 1):
        print(f"{i}. {turn[0].move}: {turn[0].chance:.0%} chance of winning")
        if len(turn) > 1:
            print("   the whole turn: " + "; ".join(str(step.move) for step in turn))
    return 0


def _view(args: argparse.Namespace) -> int:
    game, view = _seat_view(args.link, None, args.seat)
    print(f"game={game.name}")
    print(view_text(view))
    return 0


def _bench(args: argparse.Namespace) -> int:
    game = GAMES[args.game]
    seats = args.players or game.min_players
    if not game.min_players <= seats <= game.max_players:
        raise GameError(f"--players {seats}: {game.title} is played by {_seats(game)} players")
    options = game.default_options(seats)
    rng = Rng(12345)
    t_legal = t_apply = 0.0
    games = moves = rounds = 0
    clock = time.process_time  # CPU time: fair on a loaded machine, one core
    end = clock() + args.seconds
    while clock() < end:
        state = game.new(options, games)
        while game.to_move(state) is not None:
            t0 = clock()
            legal = game.legal_moves(state)
            t1 = clock()
            state = game.apply_unchecked(state, rng.choice(legal))
            t_apply += clock() - t1
            t_legal += t1 - t0
            moves += 1
        games += 1
        rounds += len(game.round_scores(state))
    total = t_legal + t_apply
    print(
        f"{game.title}, {seats} players, random playouts for {args.seconds:g} s of CPU (one core)"
    )
    print(f"  games: {games} ({games / total:.1f} per CPU second in legal_moves + apply)")
    if rounds:
        print(f"  rounds: {rounds} ({rounds / total:.1f} per CPU second)")
    print(f"  moves: {moves} ({moves / games:.1f} per game)")
    print(f"  legal_moves: {t_legal / moves * 1e6:.1f} us per move")
    print(f"  apply:       {t_apply / moves * 1e6:.1f} us per move")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader stopped early (``| head``): what it read stands
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
