"""The command line on bad input: a typed error, one line on stderr, exit status 2.

Never a traceback, whatever the arguments: bad options, unreadable or impossible
positions, illegal moves, damaged links. Fuzzed with hypothesis from real
positions and links, edited.
"""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import GAMES
from game.__main__ import main
from game.bombay import BOMBAY
from game.bots.match import play_match
from game.core.protocol import position_text
from game.core.rng import Rng
from game.jaipur import JAIPUR

ROOT = Path(__file__).resolve().parent.parent


def run(*argv: str) -> tuple[int, str, str]:
    """``main(argv)``: the exit status, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(list(argv))
        except SystemExit as done:  # --help (Python 3.14 also reads "-h2" as -h)
            status = done.code if isinstance(done.code, int) else 1
    return status, out.getvalue(), err.getvalue()


def refused_or_fine(*argv: str) -> tuple[int, str]:
    """Runs the command; a refusal must be one line starting with ``error:``."""
    status, out, err = run(*argv)
    assert status in (0, 2), (argv, status)
    if status == 2:
        assert err.startswith("error: ") and err.count("\n") == 1, (argv, err)
        assert out == ""
    else:
        assert err == ""
    return status, err


def positions(game_name: str, seeds: range) -> list[str]:
    """Position texts along random games."""
    game = GAMES[game_name]
    out = []
    for seed in seeds:
        rng = Rng(seed)
        state = game.new(game.default_options(min(game.min_players + seed, game.max_players)), seed)
        while game.to_move(state) is not None:
            if rng.below(6) == 0:
                out.append(game.format_position(state))
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        out.append(game.format_position(state))
    return out


BOMBAY_TEXTS = positions("bombay", range(3))
JAIPUR_TEXTS = positions("jaipur", range(3))
ALL_MOVE_TEXTS = {
    "bombay": sorted(
        {str(m) for t in BOMBAY_TEXTS for m in BOMBAY.legal_moves(BOMBAY.parse_position(t))}
    ),
    "jaipur": sorted(
        {str(m) for t in JAIPUR_TEXTS for m in JAIPUR.legal_moves(JAIPUR.parse_position(t))}
    ),
}
LINKS = [
    play_match(GAMES[name], ["greedy", "random"], seed).link
    for name in ("jaipur", "bombay")
    for seed in (1, 2)
]


# --- the repros --------------------------------------------------------


@pytest.mark.parametrize(
    "markets", ["left:-3 centre:Y2B2O2 right:-", "left:P3-3 centre:Y2B2O2 right:-"]
)
@pytest.mark.parametrize("command", ["moves", "apply"])
def test_a_dash_inside_a_bombay_market_is_one_line(markets: str, command: str) -> None:
    start = BOMBAY.format_position(BOMBAY.new(BOMBAY.default_options(2), 1))
    text = start.replace("left:P3 centre:Y2B2O2 right:-", markets)
    argv = ["--game", "bombay", text] + (["end"] if command == "apply" else [])
    status, err = refused_or_fine(command, *argv)
    assert status == 2 and "market left" in err


@pytest.mark.parametrize(
    ("game", "move", "why"),
    [
        ("bombay", "go 5", "You can only ride to a neighbouring space: Hyderabad is not next to"),
        ("bombay", "buy Y", "There is no trading post here."),
        ("jaipur", "take M", "You cannot take a camel on its own: take all the camels."),
        ("jaipur", "sell 9 L", "You do not hold that many cards of that type."),
    ],
)
def test_an_illegal_move_says_why_in_the_words_of_the_page(game: str, move: str, why: str) -> None:
    g = GAMES[game]
    start = g.format_position(g.new(g.default_options(2), 1))
    status, err = refused_or_fine("apply", "--game", game, start, move)
    assert status == 2 and err.startswith(f"error: {move} is not legal here: {why}")


def test_the_real_process_exits_with_status_2_and_one_line() -> None:
    bad = BOMBAY.format_position(BOMBAY.new(BOMBAY.default_options(2), 1)).replace("P3", "P3-3")
    done = subprocess.run(
        [sys.executable, "-m", "game", "moves", "--game", "bombay", bad],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: bad Bombay position") and done.stderr.count("\n") == 1


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["frob"],
        ["moves"],
        ["moves", "--game", "chess", "x"],
        ["apply", "x"],
        ["play", "--matches", "0"],
        ["play", "--matches", "x"],
        ["play", "--seed", "-1"],
        ["play", "--players", "greedy"],
        ["play", "--game", "bombay", "--players", "random,random,random,random,random,random"],
        ["bench", "--seconds", "nan"],
        ["bench", "--seconds", "inf"],
        ["bench", "--seconds", "0"],
        ["bench", "--players", "3"],
        ["bench", "--game", "bombay", "--players", "9"],
        ["open"],
        ["open", "j1."],
        ["moves", "--game", "jaipur", ""],
        ["moves", "--game", "bombay", "\n"],
    ],
)
def test_bad_arguments_are_one_line(argv: list[str]) -> None:
    assert refused_or_fine(*argv)[0] == 2


# --- fuzzing ---------------------------------------------------------------------


def edited(text: str, data: st.DataObject) -> str:
    """``text`` with one edit: a slice replaced, two lines or words swapped, a space doubled."""
    kind = data.draw(st.sampled_from(["replace", "swap", "double"]))
    sep = "\n" if "\n" in text else " "
    if kind == "swap":
        parts = text.split(sep)
        i, j = data.draw(st.integers(0, len(parts) - 1)), data.draw(st.integers(0, len(parts) - 1))
        parts[i], parts[j] = parts[j], parts[i]
        return sep.join(parts)
    at = data.draw(st.integers(0, len(text)))
    if kind == "double":
        return text[:at] + " " + text[at:]
    alphabet = st.sampled_from(sorted(set(text)) + ["-", "\t", "\r", "0", "9", "٣", "x"])
    insert = data.draw(st.text(alphabet, max_size=5))
    return text[:at] + insert + text[at + data.draw(st.integers(0, 5)) :]


def mutated(unit: str, data: st.DataObject) -> str:
    """One word of ``unit`` with one to three characters of its value (after ``:`` or
    ``=``) inserted, deleted or replaced, drawn from its own characters and a few
    troublemakers."""
    words = unit.split(" ")
    w = data.draw(st.integers(0, len(words) - 1))
    cut = min((words[w].find(c) + 1 for c in ":=" if c in words[w]), default=0)
    key, value = words[w][:cut], words[w][cut:]
    alphabet = st.sampled_from(sorted(set(value)) + ["-", " ", "0", "9", "x", "٣", "\t"])
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(value)))
        drop = data.draw(st.integers(0, 1))
        value = value[:at] + data.draw(st.text(alphabet, max_size=2)) + value[at + drop :]
    words[w] = key + value
    return " ".join(words)


def read_back_exactly(game: str, text: str) -> None:
    """What ``moves`` accepted is a position written exactly that way, less whitespace at
    the end of a line or of the text (docs/notation.md)."""
    g = GAMES[game]
    assert g.format_position(g.parse_position(text)) == position_text(text)


MOVE_WORDS = ["go", "buy", "sell", "build", "pick", "wait", "end", "take", "camels", "swap"]
MOVE_WORDS += ["for", "1", "12", "99", "Y", "D", "M", "LL", "-1"]


def moves_and_apply(game: str, text: str, data: st.DataObject) -> None:
    """``moves`` and ``apply`` on ``text`` refuse in one line or succeed."""
    if refused_or_fine("moves", "--game", game, text)[0] == 0:
        read_back_exactly(game, text)
    move = data.draw(
        st.one_of(
            st.sampled_from(ALL_MOVE_TEXTS[game]),
            st.lists(st.sampled_from(MOVE_WORDS), max_size=4).map(" ".join),
            st.text(max_size=12),
        )
    )
    refused_or_fine("apply", "--game", game, text, move)


@pytest.mark.parametrize("game", ["bombay", "jaipur"])
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_edited_positions_and_moves_never_escape(game: str, data: st.DataObject) -> None:
    texts = BOMBAY_TEXTS if game == "bombay" else JAIPUR_TEXTS
    moves_and_apply(game, edited(data.draw(st.sampled_from(texts)), data), data)


def mutate_one_unit(game: str, unit: int, data: st.DataObject) -> None:
    texts = BOMBAY_TEXTS if game == "bombay" else JAIPUR_TEXTS
    sep = "\n" if game == "bombay" else " "
    units = data.draw(st.sampled_from(texts)).split(sep)
    unit %= len(units)  # Jaipur: the round results are fields too, when there are some
    units[unit] = mutated(units[unit], data)
    moves_and_apply(game, sep.join(units), data)


@pytest.mark.parametrize("line", range(11))
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_each_bombay_line_mutated_never_escapes(line: int, data: st.DataObject) -> None:
    """One line at a time, so every line gets its share (a market entry like ``-3``
    used to raise IndexError)."""
    mutate_one_unit("bombay", line, data)


@pytest.mark.parametrize("field", range(23))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_each_jaipur_field_mutated_never_escapes(field: int, data: st.DataObject) -> None:
    mutate_one_unit("jaipur", field, data)


@settings(max_examples=250, deadline=None)
@given(st.sampled_from(LINKS), st.data())
def test_edited_links_never_escape(link: str, data: st.DataObject) -> None:
    refused_or_fine("open", edited(link, data))


OPTIONS = {
    "play": ["--game", "--players", "--matches", "--seed", "--json", "--links"],
    "moves": ["--game"],
    "apply": ["--game"],
    "open": [],
    "bench": ["--game", "--players", "--seconds"],
}
VALUES = ["jaipur", "bombay", "toy", "", "-", "-1", "0", "1", "2", "x", "nan", "inf", "1e3", "0.01"]
VALUES += ["greedy,random", "random", "greedy,,random", "random," * 6, "٣", "--", "-h2"]


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_random_command_lines_never_escape(data: st.DataObject) -> None:
    command = data.draw(st.sampled_from(sorted(OPTIONS)))
    words = OPTIONS[command] + VALUES
    argv = [command, *data.draw(st.lists(st.sampled_from(words), max_size=5))]
    if "--matches" in argv or "--seconds" in argv:  # keep each run short
        at = argv.index("--matches" if "--matches" in argv else "--seconds")
        argv[at + 1 : at + 2] = [data.draw(st.sampled_from(["0", "1", "x", "-1", "nan", "0.01"]))]
    elif command == "play":
        argv += ["--matches", "1"]
    elif command == "bench":
        argv += ["--seconds", "0.01"]
    refused_or_fine(*argv)
