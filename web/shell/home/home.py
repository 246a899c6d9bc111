"""The home screen (a card per game, the saved games) and the rules page around a
game's rules (each renderer's ``rules()``)."""

from __future__ import annotations

from web.core.i18n import N_, _
from web.core.vdom import Node, h
from web.games import HEADING, Game
from web.shell import registry
from web.shell.home import home_art
from web.shell.home.saves_list import saves_list
from web.shell.registry import lesson
from web.shell.saves import Damaged, RemoteSave, Save
from web.shell.widgets import button


def home(saves: list[Save | Damaged], remote: list[RemoteSave | Damaged], now_ms: int) -> Node:
    cards = [_game_card(e) for e in registry.ENTRIES.values()]
    return h(
        "div",
        {"class": "home"},
        h("div", {"class": "home-head"}, home_art.banner()),
        h("h1", None, _(HEADING)),
        h(
            "section",
            {"class": "games", "aria-labelledby": "h-games"},
            # "New game" names the section for screen readers; the covers say it to the eye
            h("h2", {"id": "h-games", "class": "sr-only"}, _("New game")),
            h("div", {"class": "cards"}, cards),
        ),
        h(
            "section",
            {"class": "saves", "aria-labelledby": "h-saves"},
            h("h2", {"id": "h-saves"}, _("Saved games")),
            saves_list(saves, remote, now_ms),
            h(
                "label",
                {"class": "import"},
                h("span", None, _("Import a remote game from a file:")),
                # the browser's own button would speak the browser's language, not the page's
                h("span", {"class": "pick", "aria-hidden": "true"}, _("Choose a file…")),
                h(
                    "input",
                    {
                        "type": "file",
                        "class": "sr-only",
                        "accept": ".json,application/json",
                        "data-change": "import",
                        "data-key": "import",
                    },
                ),
            ),
        ),
    )


# The ways to start a game, after the main one (against the computer): the new-game
# dialog opens set for people sharing this device, or for friends far away (by links).
MODES = (("here", N_("On this device")), ("far", N_("Friends far away")))


def _game_card(entry: Game) -> Node:
    """A game's cover, name, players and length, blurb, and the buttons that start it."""
    card = registry.card(entry.name)
    title = _(card.title)
    main = h(
        "button",
        {
            "type": "button",
            "class": "primary play-main",
            "data-act": "new",
            "data-arg": entry.name,
            "data-key": f"new:{entry.name}",
        },
        h("span", None, _("Play {game}", game=title)),
        " ",
        h("span", {"class": "sub"}, _("against the computer")),
    )
    others = [
        button(_(label), "new", f"{entry.name}:{mode}", cls="play-with")
        for mode, label in MODES
        if mode != "far" or registry.has_remote(entry.name)  # by links: a game with remote play
    ]
    return h(
        "article",
        {"class": f"game-card g-{entry.name}"},
        home_art.cover(entry.name),
        h(
            "div",
            {"class": "game-body"},
            h("h3", None, title),
            h("p", {"class": "facts"}, f"{_(card.players)} · {_(card.length)}"),
            h("p", {"class": "blurb"}, _(card.blurb)),
            h(
                "div",
                {
                    "class": "row starts",
                    "role": "group",
                    "aria-label": _("New game of {game}", game=title),
                },
                main,
                others,
            ),
            h(
                "div",
                {"class": "row more"},
                button(
                    _("Learn to play"),
                    "learn",
                    entry.name,
                    cls="play-learn",
                    key=f"learn:{entry.name}",
                ),
                button(
                    _("Set up a position"),
                    "edit",
                    entry.name,
                    cls="play-learn",
                    key=f"edit:{entry.name}",
                )
                if entry.editor
                else None,
            ),
        ),
    )


def rules_page(name: str, over_game: bool, tips: bool = False) -> Node:
    """The rules of ``name`` (its renderer's ``rules()``), with its "How to play well" page
    and the other games' rules a click away at the top (the top bar's Rules opens the game
    on screen, else the first) and a way back to what was under them; or, with ``tips``,
    that page."""
    back = _("Back to the game") if over_game else _("Back")
    if tips:
        return _tips_page(name, back)
    others = [
        button(_("Rules of {game}", game=registry.title(n)), "rules", n, key=f"rules:{n}")
        for n in registry.ENTRIES
        if n != name
    ]
    well = _("How to play {game} well", game=registry.title(name))
    return h(
        "article",
        {"class": "rules", "aria-labelledby": "rules-title"},
        h("h1", {"id": "rules-title"}, _("How to play {game}", game=registry.title(name))),
        h(
            "div",
            {"class": "row rules-games"},
            button(well, "tips", name, key=f"tips:{name}"),
            others,
        ),
        registry.renderer(name).rules(),
        h("div", {"class": "row"}, button(back, "close-rules", cls="primary", key="close-rules")),
    )


def _tips_page(name: str, back: str) -> Node:
    """The game's "How to play well" page: the few ideas of its lesson's ``tips``."""
    title = registry.title(name)
    return h(
        "article",
        {"class": "rules tips", "aria-labelledby": "rules-title"},
        h("h1", {"id": "rules-title"}, _("How to play {game} well", game=title)),
        h(
            "ol",
            {"class": "tips-list"},
            [
                h("li", None, h("h2", None, _(t)), h("p", None, _(text)))
                for t, text in lesson(name).tips
            ],
        ),
        h(
            "div",
            {"class": "row"},
            button(back, "close-rules", cls="primary", key="close-rules"),
            button(_("Rules of {game}", game=title), "rules", name, key=f"rules:{name}"),
        ),
    )
