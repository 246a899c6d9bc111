"""The Jaipur renderer: the table drawn from a ``JaipurView``, move texts for the log,
round and match reports. A ``web.shell.renderers.Renderer`` (checked by mypy at the end).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.jaipur import explain_illegal, parse_move
from game.jaipur import rules as rules_
from game.jaipur.cards import EMPTY_PILES_TO_END, MARKET_SIZE
from game.jaipur.state import JaipurState
from game.jaipur.view import JaipurView
from web.core import i18n
from web.core.i18n import _, ngettext, pgettext
from web.core.vdom import Node, attrs_of, h
from web.jaipur import art as art
from web.jaipur import compare, moves
from web.jaipur import herd as herd_
from web.jaipur import last as last_
from web.jaipur import report as report
from web.jaipur.rules import rules as rules  # the rules page's content (the contract)
from web.shell.renderers import Action, Played, Renderer, TableContext

GAME = "jaipur"
PRIVATE = True  # each player's hand is hidden from the other: a curtain between people
LOG_NAMES = False  # describe_move names the mover only
MATCH = True  # a match of rounds: "End of the round", "The match is over."
REMOTE_OPTIONS = False  # by links, the invited friend starts round 1 (docs/remote-play.md)

Ctx = TableContext[JaipurView, moves.Selection]


def title() -> str:
    return _("Jaipur")


def seat_count_choices() -> tuple[int, ...]:
    return (2,)


# --- new-game options --------------------------------------------------------------


def options_form(players: int) -> list[Node]:
    """The 'who starts' field (Jaipur's only option)."""
    choices = [("0", _("Chosen at random"))] + [
        (str(i + 1), _("Seat {number}", number=i + 1)) for i in range(players)
    ]
    return [
        h(
            "label",
            {"class": "field"},
            h("span", None, _("Who starts")),
            h(
                "select",
                {"name": "first", "data-key": "opt-first"},
                [h("option", {"value": v}, text) for v, text in choices],
            ),
        )
    ]


def options_from_form(form: dict[str, str], players: int) -> tuple[int, ...]:
    first = form.get("first", "0")
    return (int(first),) if first in ("0", "1", "2") else (0,)


# --- pointing ------------------------------------------------------------------------


def new_selection() -> moves.Selection:
    return moves.Selection()


def select(selection: moves.Selection, view: JaipurView, arg: str) -> moves.Selection:
    return moves.toggle(selection, view, arg)


def hint_selection(view: JaipurView, move_text: str) -> moves.Selection:
    """The cards a hint's move takes, gives or sells, selected (its button lights up)."""
    return moves.selection_for(view, parse_move(move_text))


def actions(view: JaipurView, selection: moves.Selection) -> list[Action]:
    legal = moves.legal_actions(view, selection)
    labels = {
        "take": _("Take"),
        "camels": _("Take camels"),
        "exchange": _("Exchange"),
        "sell": _("Sell"),
    }
    picked = not selection.empty()  # Take camels is legal with nothing picked: not advice
    buttons = []
    for key in moves.ACTIONS:
        move = str(legal[key]) if key in legal else None
        buttons.append(Action(key, labels[key], move, picked))
    return buttons


def hint(view: JaipurView, selection: moves.Selection) -> str:
    return moves.hint(view, selection, explain_illegal)


# --- the table -----------------------------------------------------------------------


def render_table(ctx: Ctx) -> Node:
    v = ctx.view
    me = v.seat if v.seat is not None else 0
    c = ctx.compare  # a turn the review judged (web/jaipur/compare.py)
    table = h(
        "div",
        {"class": "jaipur", "data-motion-scene": f"jaipur-{v.round}"},  # web/shell/table/motion.py
        _status(ctx),
        last_.strip(ctx.last) if c is None else compare.caption(c),
        _player(ctx, 1 - me, top=True),
        _center(ctx),
        _player(ctx, me, top=False),
    )
    return table if c is None else compare.mark(table, v, c)


def _status(ctx: Ctx) -> Node:
    """The round being played and the seals won so far (two win the match)."""
    v = ctx.view
    seals = i18n.join(
        _("{name} {n}", name=ctx.names[s], n=v.seals[s]) for s in range(len(ctx.names))
    )
    text = (
        _("Round {number}", number=v.round)
        if v.outcome is None
        else _("The match is over after round {number}", number=v.round)
    )
    return h(
        "p",
        {"class": "jstatus"},
        h("strong", None, text),
        " · ",
        h(
            "span",
            {"title": _("Two Seals of Excellence win the match.")},
            _("Seals: {seals}", seals=seals),
        ),
        _finished_rounds(v, ctx.names),
    )


def _center(ctx: Ctx) -> Node:
    v = ctx.view
    picks = ctx.selection.market if ctx.interactive else frozenset()
    fresh = last_.fresh_slots(ctx.last if ctx.compare is None else ())  # not a review's turn
    market = [
        art.card(c, f"m{i}" if ctx.interactive else None, i in picks, f"card/{c}/m{i}")
        for i, c in enumerate(v.market)
    ]
    market = [last_.mark_fresh(c) if i in fresh else c for i, c in enumerate(market)]
    if ctx.last and ctx.last[-1].move.split()[0] in ("take", "camels"):  # drawn from the deck
        for i in fresh:
            attrs_of(market[i])["data-motion-from"] = f"deck#{v.round}.{v.deck_count}"
    deck_label = ngettext("Deck: {n} card", "Deck: {n} cards", v.deck_count)
    return h(
        "div",
        {"class": "center"},
        h(
            "div",
            {"class": "token-row", "data-motion-zone": "tokens"},
            h("span", {"class": "row-label", "id": "tokens-label"}, _("Goods tokens:")),
            h(
                "ul",
                {"class": "tokens", "aria-labelledby": "tokens-label"},
                [art.token_pile(g, tuple(vals)) for g, vals in v.tokens],
            ),
        ),
        h(
            "div",
            {"class": "bonus-row", "data-motion-zone": "bonuses"},
            h("span", {"class": "row-label", "id": "bonus-label"}, _("Sale bonus:")),
            h(
                "ul",
                {"class": "bonuses", "aria-labelledby": "bonus-label"},
                [art.bonus_pile(s, n) for s, n in zip((3, 4, 5), v.bonus_left, strict=True)],
            ),
        ),
        h(
            "div",
            {"class": "market-row", "data-motion-zone": "market"},
            h(
                "div",
                {
                    "class": "deck",
                    "role": "img",
                    "aria-label": deck_label,
                    "title": deck_label,
                    "data-motion": "deck",
                },
                h("span", {"class": "card back"}),
                h(
                    "span",
                    {"class": "count", "aria-hidden": "true"},
                    h("span", {"class": "n"}, str(v.deck_count)),
                    h("small", None, _("in deck")),
                ),
            ),
            h("div", {"class": "market", "role": "group", "aria-label": _("Market")}, market),
        ),
        _discard(v),
    )


def _finished_rounds(v: JaipurView, names: tuple[str, ...]) -> Node | None:
    """The finished rounds in one line: totals and who took the seal."""
    lines = []
    for i, r in enumerate(v.rounds):
        a, b = r.totals
        if r.seal is None:
            lines.append(_("Round {number}: {a}–{b}, no seal", number=i + 1, a=a, b=b))
        else:
            lines.append(
                _(
                    "Round {number}: {a}–{b}, seal to {name}",
                    number=i + 1,
                    a=a,
                    b=b,
                    name=names[r.seal],
                )
            )
    return h("span", {"class": "round-scores"}, " · ", "; ".join(lines)) if lines else None


def _discard(v: JaipurView) -> Node:
    parts = [art.count_of(g, n) for g, n in v.discard if n]
    text = i18n.join(parts) if parts else pgettext("discard pile", "empty")
    return h(
        "p",
        {"class": "discard", "data-motion": "discard", "data-motion-sink": "card"},
        _("Discard pile: {cards}", cards=text),
    )


def _round_over(v: JaipurView) -> bool:
    """The table behind the round-end dialog (``round_end_state``): the deck could not
    refill the market, or three goods sold out; nobody is to move there."""
    empty = sum(1 for _good, values in v.tokens if not values)
    return len(v.market) < MARKET_SIZE or empty >= EMPTY_PILES_TO_END


def _player(ctx: Ctx, seat: int, top: bool) -> Node:
    v = ctx.view
    mine = v.seat == seat and v.hand is not None
    to_move = v.to_move == seat and not _round_over(v)
    cls = "player " + ("top" if top else "bottom") + (" to-move" if to_move else "")
    hand: Node | list[Node]
    if mine:
        hand = _own_hand(ctx)
    elif v.camels_unknown == seat:  # its camels are told with its first link of the round
        hand = art.back(
            v.hand_counts[seat],
            ngettext(
                "{n} card dealt: how many of them are camels is not known yet",
                "{n} cards dealt: how many of them are camels is not known yet",
                v.hand_counts[seat],
            ),
            f"card/back/o{seat}",
            _("{n} dealt", n=v.hand_counts[seat]),
        )
    else:
        hand = art.back(
            v.hand_counts[seat],
            ngettext("{n} card in hand", "{n} cards in hand", v.hand_counts[seat]),
            f"card/back/o{seat}",
        )
    return h(
        "section",
        {"class": cls, "aria-label": ctx.names[seat], "data-motion-zone": f"player{seat}"},
        h(
            "header",
            {"class": "who"},
            h("span", {"class": "name"}, ctx.names[seat]),
            art.seals(v.seals[seat]),
            h("span", {"class": "turn"}, _("to move") if to_move else None),
            _points(v, seat, _last_mover(ctx) == seat),
        ),
        h(
            "div",
            {"class": "cards"},
            h("div", {"class": "hand", "role": "group", "aria-label": _("Hand")}, hand),
            _herd(ctx, seat, mine),
        ),
    )


def _own_hand(ctx: Ctx) -> list[Node]:
    v = ctx.view
    if not v.hand:
        return [h("span", {"class": "none"}, _("No cards in hand"))]
    picks = ctx.selection.hand if ctx.interactive else frozenset()
    return [
        art.card(c, f"h{i}" if ctx.interactive else None, i in picks, f"card/{c}/h")
        for i, c in enumerate(v.hand)
    ]


def _last_mover(ctx: Ctx) -> int | None:
    """Who made the last move: where the pieces that left the table go (web/shell/table/motion.py)."""
    return ctx.last[-1].mover if ctx.last else None


def _herd(ctx: Ctx, seat: int, mine: bool) -> Node:
    n = ctx.view.herds[seat]
    if ctx.view.camels_unknown == seat:
        label = _("Herd: not known yet")
    else:
        label = ngettext("Herd: {n} camel", "Herd: {n} camels", n)
    picks = ctx.selection.herd if mine and ctx.interactive else None
    return herd_.herd(n, seat, label, picks, _last_mover(ctx) == seat)


def _points(v: JaipurView, seat: int, sink: bool = False) -> Node:
    goods = sum(v.goods_taken[seat])
    bonus = v.bonus_taken[seat]
    known = sum(val for _size, val in bonus if val is not None)
    hidden = sum(1 for _size, val in bonus if val is None)
    text = _("{goods} in goods tokens", goods=goods)
    if bonus:
        text = _(
            "{goods} in goods tokens, {bonus}",
            goods=goods,
            bonus=(
                ngettext("{n} hidden bonus token", "{n} hidden bonus tokens", hidden)
                if hidden
                else ngettext(
                    "{n} bonus token worth {value}",
                    "{n} bonus tokens worth {value}",
                    len(bonus),
                    value=known,
                )
            ),
        )
    return h(
        "span",
        {
            "class": "points",
            "data-motion": f"points{seat}",
            "data-motion-sink": "token bonus" if sink else None,  # the tokens a sale won
        },
        text,
    )


# --- the log and reports -----------------------------------------------------------


def describe_move(
    before: JaipurView, move_text: str, name: str, names: tuple[str, ...] = ()
) -> str:
    return report.describe_move(before, move_text, name)


def round_report(
    view: JaipurView, names: tuple[str, ...], played: Sequence[Played[JaipurView]] = ()
) -> Node | None:
    return report.round_report(view, names, played)


def final_report(
    view: JaipurView, names: tuple[str, ...], played: Sequence[Played[JaipurView]] = ()
) -> Node:
    return report.final_report(view, names, played)


def round_end_state(before: JaipurState, move_text: str) -> JaipurState | None:
    """The position a round-ending move left, before the round is scored and the next
    dealt: the table behind the round-end dialog."""
    return rules_.play_in_round(before, parse_move(move_text))[0]


def hint_steps(view: JaipurView, plan: tuple[tuple[str, float], ...], done: int) -> None:
    """A Jaipur turn is one move: the hint is one line."""
    return None


def undo_safe(before: JaipurView, after: JaipurView) -> bool:
    """A move that drew cards from the deck showed the mover something hidden."""
    return before.deck_count == after.deck_count and before.round == after.round


if TYPE_CHECKING:  # mypy checks this module against the renderer contract
    from web.jaipur import ui as _this

    _renderer: Renderer[JaipurView, moves.Selection, JaipurState] = _this
