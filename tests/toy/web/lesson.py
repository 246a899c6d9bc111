"""Nim's guided first game: one step, taking the last stones of a pile of three."""

from __future__ import annotations

from game import GAMES
from game.core.link import Record, Seat, encode
from web.shell.lesson import Lesson, Step

START = encode(Record("toy", (2,), 1, (Seat("human", ""), Seat("easy", ""))), GAMES)

LESSON = Lesson(
    "toy",
    START,
    (
        Step(
            "Take stones",
            "Point at a stone: you take it and every stone after it in its pile. Take them.",
        ),
    ),
    closing="Now play a whole game.",
)
