"""The shell's states as typed values: the screen shown, the dialog open over a game, and
the data of the invitation screen. mypy checks every comparison and assignment against
these (a misspelt screen is an error, not a blank page)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from web.games import GAMES

# home; the new-game dialog (loading: its game's files are being fetched first); the rules
# page; a game on this device; a game by links; an invitation opened on this device
Screen = Literal["home", "new", "loading", "rules", "game", "remote", "invited"]
SCREENS: tuple[Screen, ...] = get_args(Screen)

# over the game screen: a round ended, the game ended, undo after the end asks first
Dialog = Literal["round", "final", "reopen"]


def screen_named(text: str) -> Screen:
    """The screen called ``text`` (a history entry's words), home for anything else."""
    return next((s for s in SCREENS if s == text), "home")


@dataclass(frozen=True)
class Invitation:
    """An invitation to a game by links, opened on this device (the "invited" screen)."""

    link: str  # the link as opened (it is opened again from it)
    game: str
    host: str  # the inviting player's name
    players: int


@dataclass
class NewGame:
    """The new-game dialog (the "new" screen): its game and what the player chose so far."""

    game: str = GAMES[0].name  # the first game registered
    players: int = 0  # seats chosen (0: the game's first choice)
    far: bool = False  # the other players are far away (the game goes by links)
    people: bool = False  # every seat a person, on this device


@dataclass(frozen=True)
class Rules:
    """The rules page (the "rules" screen): whose, the screen it was opened over, and
    whether it shows the game's "How to play well" page instead (its history entry is the
    rules page's)."""

    game: str = GAMES[0].name  # the first game registered
    over: Screen = "home"
    tips: bool = False
