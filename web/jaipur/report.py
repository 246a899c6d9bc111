"""Jaipur's words: one sentence per move for the log, why a round ended, and the
round and match breakdowns. Everything is computed from public views.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.jaipur.cards import CAMEL, CAMEL_TOKEN, EMPTY_PILES_TO_END
from game.jaipur.state import RoundResult
from game.jaipur.view import JaipurView
from web.core import i18n
from web.core.i18n import _
from web.core.vdom import Node, h
from web.jaipur import art as art
from web.shell.renderers import Played

# --- the log ----------------------------------------------------------------------------


def describe_move(before: JaipurView, move_text: str, name: str) -> str:
    """One readable sentence for a move, from the public view before it; a move that
    ends the round says so, and why, so the log shows where each round starts."""
    text = _sentence(before, move_text, name)
    reason = end_reason(before, move_text)
    if reason is None:
        return text
    return _(
        "{text} Round {number} is over: {reason}",
        text=text,
        number=before.round,
        reason=reason,
    )


def _sentence(before: JaipurView, move_text: str, name: str) -> str:
    words = move_text.split()
    if words[0] == "take":
        return _("{name} took {cards}.", name=name, cards=art.count_of(words[1], 1))
    if words[0] == "camels":
        n = sum(1 for c in before.market if c == CAMEL)
        return _("{name} took {cards}.", name=name, cards=art.count_of(CAMEL, n))
    if words[0] == "sell":
        return _("{name} sold {cards}.", name=name, cards=art.count_of(words[2], int(words[1])))
    return _(
        "{name} gave {given} for {taken}.",
        name=name,
        given=cards_text(words[3]),
        taken=cards_text(words[1]),
    )


def cards_text(codes: str) -> str:
    """ "2 camels, 1 leather": the cards of a move, grouped by type in order of appearance."""
    seen = sorted(set(codes), key=codes.index)
    return i18n.join(art.count_of(c, codes.count(c)) for c in seen)


def end_reason(before: JaipurView, move_text: str) -> str | None:
    """Why ``move_text`` ends the round (a sentence), or None when it does not."""
    words = move_text.split()
    drawn = {"take": 1, "camels": sum(1 for c in before.market if c == CAMEL)}.get(words[0], 0)
    if drawn and before.deck_count < drawn:  # the market cannot be refilled
        return _("the deck ran out.")
    if words[0] != "sell":
        return None
    piles = dict(before.tokens)
    empty = [g for g, vals in before.tokens if not vals]
    if words[2] not in empty and len(piles.get(words[2], ())) <= int(words[1]):
        empty.append(words[2])
    if len(empty) < EMPTY_PILES_TO_END:
        return None
    return _(
        "three goods are sold out ({goods}).",
        goods=i18n.join(art.card_name(g) for g in empty),
    )


def round_reasons(played: Sequence[Played[JaipurView]]) -> list[str | None]:
    """The reason each finished round ended, in order, from the moves played."""
    return [
        end_reason(p.before, p.move)
        for p in played
        if p.before.outcome is None
        and p.after.round + (p.after.outcome is not None) > p.before.round
    ]


# --- reports ---------------------------------------------------------------------------


def _verdict(result: RoundResult, names: tuple[str, ...]) -> str:
    if result.seal is None:
        return _("A complete tie: nobody takes a seal this round.")
    msgs = {
        "score": _("{name} is richer and takes a Seal of Excellence.", name=names[result.seal]),
        "bonus_count": _(
            "Equal totals: {name} has more bonus tokens and takes the seal.",
            name=names[result.seal],
        ),
        "goods_count": _(
            "Equal totals and bonus tokens: {name} has more goods tokens and takes the seal.",
            name=names[result.seal],
        ),
    }
    return msgs.get(result.decided_by, msgs["score"])


def _rows(result: RoundResult) -> list[tuple[str, list[str]]]:
    """The points of one round, line by line: every figure adds up to the total."""
    camel = [CAMEL_TOKEN if result.camel_token == s else 0 for s in (0, 1)]
    return [
        (
            _("Goods tokens"),
            [f"{result.goods[s]} ({result.goods_count[s]})" for s in (0, 1)],
        ),
        (
            _("Bonus tokens"),
            [f"{result.bonus[s]} ({result.bonus_count[s]})" for s in (0, 1)],
        ),
        (
            _("Camel bonus"),
            [f"{camel[s]} ({result.camels[s]})" for s in (0, 1)],
        ),
    ]


def _player_rows(results: Sequence[RoundResult], seat: int, name: str) -> list[Node]:
    """One player's points, a column per round: each line adds up to the total (★: seal)."""
    per_round = [_rows(r) for r in results]
    lines = [
        (label, [rows[k][1][seat] for rows in per_round])
        for k, (label, _cells) in enumerate(per_round[0])
    ]
    totals = [
        _("{points} ★", points=r.totals[seat]) if r.seal == seat else str(r.totals[seat])
        for r in results
    ]
    return [
        h(
            "tr",
            {"class": "who-head"},
            h("th", {"scope": "rowgroup", "colspan": len(results) + 1}, name),
        ),
        [
            h("tr", None, h("th", {"scope": "row"}, label), [h("td", None, c) for c in cells])
            for label, cells in lines
        ],
        h(
            "tr",
            {"class": "total"},
            h("th", {"scope": "row"}, _("Total")),
            [h("td", None, c) for c in totals],
        ),
    ]


def breakdown(
    results: Sequence[RoundResult],
    first: int,
    reasons: Sequence[str | None],
    names: tuple[str, ...],
) -> Node:
    """One table for the given rounds (numbered from ``first``), a column each: why the
    round ended, then each player's points, line by line; ★ marks the seal. With two
    rounds or more, its rows stack on a phone (``stacks``, assets/bazaar.css): each line's
    name above its figures, so every round and the totals fit the width in any language."""
    reasons = list(reasons) + [None] * (first + len(results))
    numbers = range(first, first + len(results))
    stacks = {"class": "breakdown jbreakdown stacks", "style": f"--cols: {len(results)}"}
    return h(
        "table",
        stacks if len(results) > 1 else {"class": "breakdown jbreakdown"},
        h("caption", {"class": "sr-only"}, _("Points per round; ★ marks the Seal of Excellence")),
        h(
            "thead",
            None,
            h(
                "tr",
                None,
                h("td", None),
                [
                    h("th", {"scope": "col", "class": "round-head"}, _("Round {number}", number=n))
                    for n in numbers
                ],
            ),
            h(
                "tr",
                {"class": "ended"},
                h("th", {"scope": "row"}, _("Ended:")),
                [h("td", None, reasons[n - 1] or "") for n in numbers],
            ),
        ),
        [h("tbody", None, _player_rows(results, s, names[s])) for s in range(len(names))],
    )


def _note() -> Node:
    return h(
        "p",
        {"class": "note"},
        _(
            "Token values, with the number of tokens in brackets; the camel bonus ({points}) "
            "goes to the bigger herd (camels in brackets). ★: the round's Seal of Excellence.",
            points=CAMEL_TOKEN,
        ),
    )


def round_report(
    view: JaipurView, names: tuple[str, ...], played: Sequence[Played[JaipurView]] = ()
) -> Node | None:
    if not view.rounds:
        return None
    n = len(view.rounds)
    reasons = round_reasons(played)
    return h(
        "div",
        {"class": "round-report"},
        breakdown(view.rounds[-1:], n, reasons, names),
        _note(),
        h("p", {"class": "verdict"}, _verdict(view.rounds[-1], names)),
    )


def final_report(
    view: JaipurView, names: tuple[str, ...], played: Sequence[Played[JaipurView]] = ()
) -> Node:
    out = view.outcome
    winner = out.winners[0] if out and out.winners else None
    head = (
        _("{name} wins the match with two Seals of Excellence.", name=names[winner])
        if winner is not None
        else _("The match is over.")
    )
    return h(
        "div",
        {"class": "final-report"},
        h("p", {"class": "verdict big"}, head),
        breakdown(view.rounds, 1, round_reasons(played), names),
        _note(),
    )
