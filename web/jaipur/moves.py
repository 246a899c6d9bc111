"""Jaipur by pointing: a selection of cards, the moves it could mean, and why not.

The player toggles cards in the market (``m<slot>``), in the hand (``h<index>``,
index into the sorted hand) and in the herd (``c<index>``, camels are alike, so
only the number selected matters). A camel in the market stands for the whole
"take camels" action: pointing at one lights every camel there (and nothing else). Each action button builds its candidate move
from the selection; it is enabled only when that candidate is in
``view.legal_moves``. When no action fits, :func:`hint` gives one sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.jaipur.cards import CAMEL, INDEX
from game.jaipur.moves import Exchange, Move, Sell, Take, TakeCamels
from game.jaipur.view import JaipurView
from web.core.i18n import _

ACTIONS = ("take", "camels", "exchange", "sell")


@dataclass(frozen=True)
class Selection:
    """Which cards are picked: market slots, hand indices, herd camel indices."""

    market: frozenset[int] = frozenset()
    hand: frozenset[int] = frozenset()
    herd: frozenset[int] = frozenset()

    def empty(self) -> bool:
        return not (self.market or self.hand or self.herd)


def toggle(sel: Selection, view: JaipurView, arg: str) -> Selection:
    """The selection after pointing at ``arg`` (unknown or stale args change nothing)."""
    kind, index = arg[:1], arg[1:]
    if not index.isdigit():
        return sel
    i = int(index)
    sizes = {"m": len(view.market), "h": len(view.hand or ()), "c": _herd(view)}
    if kind not in sizes or i >= sizes[kind]:
        return sel
    camels = frozenset(k for k, c in enumerate(view.market) if c == CAMEL)
    if kind == "m" and i in camels:
        # camels are taken all together: one click lights (or puts back) the whole herd
        return Selection() if i in sel.market else Selection(market=camels)
    if sel.market & camels:
        sel = Selection(sel.market - camels, sel.hand, sel.herd)  # pointing elsewhere: not that
    field = {"m": "market", "h": "hand", "c": "herd"}[kind]
    current: frozenset[int] = getattr(sel, field)
    new = current - {i} if i in current else current | {i}
    return Selection(**{**sel.__dict__, field: new})


def _herd(view: JaipurView) -> int:
    return int(view.herds[view.seat]) if view.seat is not None else 0


def picked(view: JaipurView, sel: Selection) -> tuple[list[str], list[str], int]:
    """(market cards, hand cards, camels from the herd) selected, sorted D..L M."""
    market = sorted((view.market[i] for i in sel.market), key=INDEX.__getitem__)
    hand = sorted((view.hand[i] for i in sel.hand), key=INDEX.__getitem__) if view.hand else []
    return market, hand, len(sel.herd)


def candidates(view: JaipurView, sel: Selection) -> dict[str, Move | None]:
    """The move each action button would make from this selection (None: no move)."""
    market, hand, camels = picked(view, sel)
    giving = bool(hand) or camels > 0
    only_market = not giving
    out: dict[str, Move | None] = dict.fromkeys(ACTIONS)
    if only_market and len(market) == 1 and market[0] != CAMEL:
        out["take"] = Take(market[0])
    if only_market and all(c == CAMEL for c in market) and CAMEL in view.market:
        out["camels"] = TakeCamels()
    if market and giving:
        out["exchange"] = Exchange(tuple(market), tuple(hand) + (CAMEL,) * camels)
    if hand and not market and not camels and len(set(hand)) == 1:
        out["sell"] = Sell(hand[0], len(hand))
    return out


def legal_actions(view: JaipurView, sel: Selection) -> dict[str, Move | None]:
    """Only the candidates that are legal moves (the enabled buttons)."""
    return {
        k: m for k, m in candidates(view, sel).items() if m is not None and m in view.legal_moves
    }


def hint(
    view: JaipurView, sel: Selection, explain: Callable[[JaipurView, Move], str | None]
) -> str:
    """One sentence for the player about the current selection.

    ``explain`` is the engine's ``explain_illegal(view, move)``; its English
    sentences are msgids, translated here.
    """
    if not view.legal_moves:
        return ""
    if sel.empty():
        return _(
            "Select one good in the market to take it, goods in your hand to sell them, "
            "or cards on both sides to exchange them."
        )
    if legal_actions(view, sel):
        return _("Ready: press the highlighted button.")
    cands = candidates(view, sel)
    for key in ("exchange", "take", "sell", "camels"):
        move = cands[key]
        if move is not None:
            reason = explain(view, move)
            return _(reason) if reason else ""
    return _shape_hint(view, sel)


def _shape_hint(view: JaipurView, sel: Selection) -> str:
    """Why no action matches the kinds of cards selected at all."""
    market, hand, camels = picked(view, sel)
    if market and not hand and not camels:
        if CAMEL in market:
            return _("Camels are taken all together: select only camels, or press Take camels.")
        return _("To exchange, also select the cards to give back from your hand or herd.")
    if hand and not market and not camels:
        return _("A sale is of one type of goods: select cards of a single type.")
    if camels and not market and not hand:
        return _("Camels cannot be sold; give them back in an exchange for goods from the market.")
    return _("To exchange, also select the goods to take from the market.")


def selection_for(view: JaipurView, move: Move) -> Selection:
    """The selection that makes ``move`` (a hint shows it so), else an empty selection."""
    want: list[str] = []
    give: list[str] = []
    if isinstance(move, Take):
        want = [move.good]
    elif isinstance(move, TakeCamels):
        want = [c for c in view.market if c == CAMEL]
    elif isinstance(move, Exchange):
        want, give = list(move.take), list(move.give)
    elif isinstance(move, Sell):
        give = [move.good] * move.count
    camels = give.count(CAMEL)
    sel = Selection(
        frozenset(_slots(view.market, want)),
        frozenset(_slots(view.hand or (), [c for c in give if c != CAMEL])),
        frozenset(range(camels)),
    )
    return sel if candidates(view, sel).get(_action(move)) == move else Selection()


def _slots(cards: Sequence[str], wanted: list[str]) -> list[int]:
    """Distinct indices of ``cards`` holding each card of ``wanted`` in turn."""
    free = list(range(len(cards)))
    out = []
    for card in wanted:
        i = next((i for i in free if cards[i] == card), None)
        if i is not None:
            free.remove(i)
            out.append(i)
    return out


def _action(move: Move) -> str:
    kinds = {Take: "take", TakeCamels: "camels", Exchange: "exchange", Sell: "sell"}
    return kinds.get(type(move), "")
