"""A remote game's backup file: the page's save as text, and reading one back, refused
when the game of the same id on this device has gone further (an older backup never
replaces a newer game). Pure; loaded with web/remote/control.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.remote import api
from game.remote.errors import LinkRefused, RemoteError
from web.shell import registry
from web.shell.saves import RemoteSave, parse_remote


def to_file(save: RemoteSave) -> str:
    """The text of an exported remote game (the page's save, the device's keys in it)."""
    return save.to_json()


def from_file(
    text: str, now: int, saved: Callable[[str], RemoteSave | None] = lambda _id: None
) -> RemoteSave:
    """An exported remote game, checked: LinkRefused("format") when it cannot be read,
    ("older") when the game of the same id saved here (``saved``) has gone further."""
    save = parse_remote(text)
    if save is None or save.game not in registry.ENTRIES:
        raise LinkRefused("This file is not a remote game.", "format")
    device = api.from_json(save.device)
    if device.game != save.id:
        raise LinkRefused("This file is not a remote game.", "format")
    here = saved(save.id)
    if here is not None and _progress(here) > api.progress(device):
        raise LinkRefused("The game saved here is newer than this file.", "older")
    return replace(save, updated=now)


def _progress(save: RemoteSave) -> tuple[int, int, int]:
    try:
        return api.progress(api.from_json(save.device))
    except RemoteError:  # a damaged save here: the file may replace it
        return (-1, 0, 0)
