"""The toy game's renderer (Nim): piles of stones, take any number from one pile; who
takes the last stone wins. Test-only: it proves a game plugs into the page through its
own folders and one registry line (docs/adding-a-game.md), and is never shipped."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.toy import NimState, NimView, Take
from web.core.i18n import _
from web.core.vdom import Node, h
from web.shell.renderers import Action, Played, Renderer, TableContext

GAME = "toy"
PRIVATE = False  # nothing is hidden: no curtain between people
LOG_NAMES = False
MATCH = False  # one game, no scored rounds
REMOTE_OPTIONS = False

Selection = Take | None


def title() -> str:
    return "Nim"


def seat_count_choices() -> tuple[int, ...]:
    return (2, 3)


def options_form(players: int) -> list[Node]:
    return []


def options_from_form(form: dict[str, str], players: int) -> tuple[int, ...]:
    return (players,)


def new_selection() -> Selection:
    return None


def select(selection: Selection, view: NimView, arg: str) -> Selection:
    """``arg`` "pile:count" points at a stone: take it and the ones above it."""
    pile, _sep, count = arg.partition(":")
    take = Take(int(pile), int(count)) if pile.isdigit() and count.isdigit() else None
    if take is None or take not in view.legal_moves:
        return selection
    return None if take == selection else take


def hint_selection(view: NimView, move_text: str) -> Selection:
    count, _at, pile = move_text.partition("@")
    return Take(int(pile), int(count))


def actions(view: NimView, selection: Selection) -> list[Action]:
    legal = selection is not None and selection in view.legal_moves
    return [Action("take", _("Take"), str(selection) if legal else None)]


def hint(view: NimView, selection: Selection) -> str:
    if view.outcome is not None:
        return ""
    return "Point at a stone: you take it and every stone after it in its pile."


def render_table(ctx: TableContext[NimView, Selection]) -> Node:
    v = ctx.view
    return h(
        "div",
        {"class": "toy"},
        h("p", {"class": "toy-status"}, _status(ctx)),
        h("ol", {"class": "toy-piles"}, [_pile(ctx, i, n) for i, n in enumerate(v.piles)]),
    )


def _status(ctx: TableContext[NimView, Selection]) -> str:
    v = ctx.view
    if v.outcome is not None:
        return f"{ctx.names[v.outcome.winners[0]]} took the last stone and wins."
    mover = v.to_move if v.to_move is not None else 0
    return f"{ctx.names[mover]} to take."


def _pile(ctx: TableContext[NimView, Selection], pile: int, stones: int) -> Node:
    sel = ctx.selection
    picked = sel.count if sel is not None and sel.pile == pile else 0
    return h(
        "li",
        {"class": "toy-pile", "aria-label": f"Pile {pile + 1}: {stones} stones"},
        [_stone(ctx, pile, stones, k, k >= stones - picked) for k in range(stones)],
    )


def _stone(ctx: TableContext[NimView, Selection], pile: int, stones: int, k: int, on: bool) -> Node:
    count = stones - k
    attrs = {
        "class": "toy-stone" + (" picked" if on else ""),
        "aria-label": f"Take {count} from pile {pile + 1}",
        "aria-pressed": "true" if on else "false",
    }
    if ctx.interactive:
        return h(
            "button",
            {**attrs, "type": "button", "data-act": "pick", "data-arg": f"{pile}:{count}"},
            "●",
        )
    return h("span", attrs, "●")


def hint_steps(view: NimView, plan: tuple[tuple[str, float], ...], done: int) -> None:
    return None


def describe_move(before: NimView, move_text: str, name: str, names: tuple[str, ...] = ()) -> str:
    count, _at, pile = move_text.partition("@")
    return f"{name} takes {count} from pile {int(pile) + 1}."


def round_report(view: NimView, names: tuple[str, ...], played: Sequence[Played[NimView]]) -> None:
    return None


def final_report(view: NimView, names: tuple[str, ...], played: Sequence[Played[NimView]]) -> Node:
    winner = view.outcome.winners[0] if view.outcome is not None else 0
    return h("p", {"class": "toy-result"}, f"{names[winner]} took the last stone and wins.")


def rules() -> list[Node]:
    return [h("p", None, "Take one or more stones from one pile. Who takes the last stone wins.")]


def undo_safe(before: NimView, after: NimView) -> bool:
    return True


def round_end_state(before: NimState, move_text: str) -> None:
    return None


if TYPE_CHECKING:
    from web.toy import ui as _this

    _renderer: Renderer[NimView, Selection, NimState] = _this
