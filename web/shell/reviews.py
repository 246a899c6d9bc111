"""The post-game review on the game screen: asking for it, its progress, keeping it.

The Review button of a finished game opens the review panel
(``web/shell/table/review/review_panel.py``); a game reviewed before shows its review at once (it is
kept in the save), otherwise the App asks ``main.py`` to make it (``Env.review``: the
computer's web worker, turn by turn, see ``web/shell/table/review/review_job.py``), shows its progress
and can cancel it. The review being made (``Reviews``) outlives its screen: one finished
after its player went elsewhere is still written into its game's save.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from web.core.i18n import _
from web.shell import play
from web.shell.page.message import Message
from web.shell.page.shell import Form, Shell
from web.shell.saves import Save
from web.shell.table.playing import Playing
from web.shell.table.review.review_job import ReviewRequest
from web.shell.table.review.review_state import Reviewing, ReviewState

_IDS = itertools.count(1)
_SHOWS = itertools.count(1)


def fresh(shell: Shell, g: Playing, save: Save | None) -> None:
    """The game ``g`` is opened (``save``: from its save, which keeps its review): a review
    being made for another game is cancelled."""
    humans = g.session.humans()
    g.review = ReviewState(data=save.review if save is not None else None)
    g.review.side = humans[0] if humans else 0  # the player's side first
    cancel_other(shell, save)


def cancel_other(shell: Shell, save: Save | None) -> None:
    """Another game is opened than the one whose review is being made: cancel it."""
    running = shell.reviews.running
    if running is not None and (save is None or running.save_id != save.id):
        shell.env.cancel_review(running.ident)
        shell.reviews.running = None


def review(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    s = g.session
    if not s.over:
        return
    g.dialog, g.review.open = None, True
    if g.review.of(s) is None and shell.reviews.of(g) is None:
        running = Reviewing(next(_IDS), s.save_id, len(s.moves))
        shell.reviews.running = running
        shell.env.review(running.ident, ReviewRequest(s.link(), shell.reviews.iterations))


def show(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    """A listed move or a point of the graph: the position before that turn, brought
    into view (web/shell/table/review/review_table.py draws the turn on it)."""
    s = g.session
    if arg.isdigit() and int(arg) <= len(s.moves):
        s.goto(int(arg))
        g.review.scroll = f"review-{next(_SHOWS)}"


def side(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    """Whose moves: one seat's (its turns on the graph, its costliest moves) or all."""
    seats = len(g.session.seats)
    g.review.side = int(arg) if arg.isdigit() and int(arg) < seats else None


def cancel(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    running = shell.reviews.of(g)
    if running is not None:
        shell.env.cancel_review(running.ident)
        shell.reviews.running = None
        shell.announce = _("Review cancelled.")
    g.review.open = False


def close(shell: Shell, g: Playing, arg: str, form: Form) -> None:
    if shell.reviews.of(g) is not None:
        cancel(shell, g, arg, form)
    g.review.open = False


def progress(shell: Shell, ident: int, done: int, total: int) -> None:
    """The worker judged ``done`` of ``total`` turns (called by main.py)."""
    running = shell.reviews.running
    if running is not None and running.ident == ident:
        shell.reviews.running = replace(running, done=done, total=total)


def reviewed(shell: Shell, g: Playing | None, ident: int, data: object) -> None:
    """The review is made (``data``: review_job.to_data's, or the worker's JSON of it): show
    it on ``g`` if that is its game and keep it in its game's save (called by main.py)."""
    running = shell.reviews.running
    if running is None or running.ident != ident:
        return
    shell.reviews.running = None
    if g is not None and (g.session.save_id, len(g.session.moves)) == (
        running.save_id,
        running.moves,
    ):
        g.review.data = data
        shell.announce = _("The review is ready.")
        play.save(shell, g)
        return
    save = shell.saves.get(running.save_id)  # its player went elsewhere meanwhile
    if isinstance(save, Save) and save.moves == running.moves:
        shell.saves.update(replace(save, review=data))


def failed(shell: Shell, g: Playing | None, ident: int) -> None:
    """The review could not be made (called by main.py): its panel on ``g`` closes."""
    running = shell.reviews.running
    if running is not None and running.ident == ident:
        shell.reviews.running = None
        if g is not None:
            g.review.open = False
        shell.message = Message(_("The review could not be made. The game is unchanged."))
