"""The hint's turn in Bombay: the route it rides and each step it takes, on the map and
in a numbered list beside the actions, each step with its chance of winning.

Drawn from ``TableContext.plan`` (the steps of the turn not played yet, each a move text
and a chance), in the hint's own style: a solid magenta road on a white halo and
numbered round badges, where the last turn (:mod:`web.bombay.last`) uses the mover's
colour, dashes and square tags. Consecutive rides are one step ("Ride to Kalyan").
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bombay.board import SPACES
from game.bombay.moves import BombayMove, Build, Buy, End, Go, Pick, Sell, Wait, parse_move
from game.bombay.view import BombayView
from web.bombay import art as art
from web.bombay import layout as lay
from web.core.i18n import _
from web.core.vdom import Node, h

BADGE_R = 15


@dataclass(frozen=True)
class Step:
    """One step of the planned turn as a player reads it."""

    text: str
    chance: float
    path: tuple[int, ...]  # a ride: the spaces from the start to the end; a deed: its space
    moves: str  # the move texts, joined by ";" (what playing the step sends)


def steps(view: BombayView, plan: tuple[tuple[str, float], ...]) -> list[Step]:
    """The plan's moves as steps, from the space the elephant stands on now."""
    if view.to_move is None:
        return []
    here = view.players[view.to_move].space
    out: list[Step] = []
    ride: list[int] = [here]
    texts: list[str] = []
    for text, chance in plan:
        move = parse_move(text)
        if isinstance(move, Go):
            ride.append(move.to)
            texts.append(text)
            if out and len(ride) > 2:  # one more space of the same ride
                out.pop()
            place = art.place_name(move.to)
            out.append(
                Step(_("Ride to {place}", place=place), chance, tuple(ride), ";".join(texts))
            )
            here = move.to
            continue
        ride, texts = [here], []
        out.append(Step(_label(move), chance, (here,), text))
    return out


def _label(move: BombayMove) -> str:
    if isinstance(move, Buy):
        return _("Buy {colour}", colour=art.silk_name(move.colour))
    if isinstance(move, Sell):
        return _("Sell {colour}", colour=art.silk_name(move.colour))
    if isinstance(move, Build):
        return _("Build a palace with {colour}", colour=art.silk_name(move.colour))
    if isinstance(move, Pick):
        return _("Free bale: {colour}", colour=art.silk_name(move.colour))
    if isinstance(move, Wait):
        return _("Wait: +1 ₹")
    assert isinstance(move, End)
    return _("End the turn")


def route(view: BombayView, plan: tuple[tuple[str, float], ...]) -> Node | None:
    """The road the hint rides (under the spaces, which stay readable)."""
    path: list[int] = []
    for step in steps(view, plan):
        path += step.path[1:] if path else step.path
    if len(path) < 2:
        return None
    points = " ".join(f"{SPACES[i].x},{SPACES[i].y}" for i in path)
    return h(
        "g",
        {"class": "hint-plan", "aria-hidden": "true"},
        h("polyline", {"points": points, "class": "hp-halo"}),
        h("polyline", {"points": points, "class": "hp-route"}),
    )


def badges(
    view: BombayView, plan: tuple[tuple[str, float], ...], placer: lay.Placer
) -> Node | None:
    """A numbered badge where each step ends, beside the space in the first place that
    meets nothing already on the map (``placer``: its names, pieces and badges)."""
    found = steps(view, plan)
    if not found:
        return None
    out = []
    for n, step in enumerate(found, 1):
        spots = lay.badge_spots(SPACES[step.path[-1]])
        x, y = spots[placer.take([lay.circle_box(x, y, BADGE_R + 1) for x, y in spots])]
        out.append(
            h(
                "g",
                {"class": "hp-badge", "data-step": n},
                h("circle", {"cx": x, "cy": y, "r": BADGE_R}),
                h("text", {"x": x, "y": y + 6}, str(n)),
            )
        )
    return h("g", {"class": "hint-badges", "aria-hidden": "true"}, out)


def hint_steps(view: BombayView, plan: tuple[tuple[str, float], ...], done: int) -> list[Node]:
    """The plan beside the actions: a sentence with the turn's chance, then the steps
    numbered as on the map; the next step is a button that plays it."""
    found = steps(view, plan)
    if not found:
        return []
    percent = round(100 * found[-1].chance)
    title = (
        _(
            "Hint: the rest of this turn gives you about {percent} % chance of winning.",
            percent=percent,
        )
        if done
        else _("Hint: this turn gives you about {percent} % chance of winning.", percent=percent)
    )
    items = []
    for n, step in enumerate(found, 1):
        text: Node | str = step.text
        if n == 1:
            text = h(
                "button",
                {
                    "type": "button",
                    "class": "hp-next",
                    "data-act": "move",
                    "data-arg": step.moves,
                    "data-key": "hint-next",
                },
                step.text,
            )
        items.append(
            h(
                "li",
                {"data-step": n},
                h("span", {"class": "hp-num", "aria-hidden": "true"}, str(n)),
                text,
                h(
                    "span",
                    {"class": "hp-chance"},
                    _("{percent} %", percent=round(100 * step.chance)),
                ),
            )
        )
    return [h("p", {"class": "hp-title"}, title), h("ol", {"class": "hint-plan-list"}, items)]
