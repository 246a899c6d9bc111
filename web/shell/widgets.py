"""The shell's building blocks as element trees: button, page frame, message box,
history bar, browsing note, hot-seat curtain, dialog. Pure: callers pass in what to show.
"""

from __future__ import annotations

from web.core.i18n import _, ngettext
from web.core.vdom import Node, h
from web.shell import language


def button(
    label: str,
    act: str,
    arg: str = "",
    *,
    cls: str = "",
    disabled: bool = False,
    key: str | None = None,
    title: str | None = None,
    pressed: bool | None = None,
) -> Node:
    """A real button that sends ``act``/``arg`` to the App when pressed."""
    return h(
        "button",
        {
            "type": "button",
            "class": cls or None,
            "data-act": act,
            "data-arg": arg or None,
            "disabled": disabled,
            "data-key": key or f"{act}:{arg}",
            "title": title,
            "aria-label": title,
            "aria-pressed": None if pressed is None else str(pressed).lower(),
        },
        label,
    )


def frame(content: Node, message: Node | None, announce: str, modal: bool = False) -> Node:
    """The page: top bar, message, screen, live region; ``modal``: a dialog or the curtain
    is open on the screen, so the bar and the message are inert behind it."""
    return h(
        "div",
        {"class": "frame"},
        h(
            "header",
            {"class": "bar", "inert": modal},
            h(
                "button",
                {"type": "button", "class": "brand", "data-act": "home", "data-key": "brand"},
                _("Bazaar"),
            ),
            h("nav", None, button(_("Rules"), "rules"), language.menu()),
        ),
        h("div", {"inert": True}, message) if modal and message else message,
        h("main", {"id": "main"}, content),
        h("div", {"class": "sr-only", "aria-live": "polite", "role": "status"}, announce),
    )


def loading(game: str, progress: float | None) -> Node:
    """The screen shown while a lazily loaded game's files arrive."""
    label = _("Loading {game}…", game=game)
    bar = {"max": "100", "aria-label": label}
    if progress is not None:
        bar["value"] = str(round(100 * progress))
    return h(
        "div",
        {"class": "loading-game", "role": "status"},
        h("p", None, label),
        h("progress", bar),
    )


def message_box(text: str, actions: list[Node], kind: str = "error") -> Node:
    return h(
        "div",
        {"class": f"message {kind}", "role": "alert"},
        h("p", None, text),
        h("div", {"class": "row"}, actions, button(_("Dismiss"), "dismiss-message")),
    )


def history_bar(cursor: int, total: int) -> Node:
    at_end = cursor == total
    label = _("Move {cursor} of {total}", cursor=cursor, total=total)
    return h(
        "div",
        {"class": "history", "role": "group", "aria-label": _("History")},
        button("«", "goto", "0", disabled=cursor == 0, title=_("First position")),
        button(
            "‹", "goto", str(cursor - 1), disabled=cursor == 0, title=_("Back one move"), key="back"
        ),
        h("span", {"class": "where"}, label),
        button(
            "›",
            "goto",
            str(cursor + 1),
            disabled=at_end,
            title=_("Forward one move"),
            key="forward",
        ),
        button("»", "goto", str(total), disabled=at_end, title=_("Latest position")),
    )


def browsing_note(cursor: int, total: int, locked: str = "") -> Node:
    """Looking back; ``locked``: why the game cannot go on from here (no "play on" then)."""
    later = total - cursor
    play_on = button(
        ngettext(
            "Play on from here (drops {n} later move)",
            "Play on from here (drops {n} later moves)",
            later,
        ),
        "branch",
    )
    return h(
        "div",
        {"class": "message info"},
        h("p", None, _("You are looking at an earlier position.")),
        h("p", None, locked) if locked else None,
        h(
            "div",
            {"class": "row"},
            None if locked else play_on,
            button(_("Back to the latest move"), "goto", str(total), key="latest"),
        ),
    )


def curtain(name: str, undo: bool = False) -> Node:
    """The hot-seat cover; ``undo``: the player who just moved may still take it back."""
    return h(
        "div",
        {
            "class": "curtain",
            "role": "dialog",
            "aria-modal": "true",
            "aria-labelledby": "curtain-title",
        },
        h("h2", {"id": "curtain-title"}, _("Pass the device to {name}", name=name)),
        h("p", None, _("The table is hidden so nobody sees the other hand by accident.")),
        button(
            _("I am {name}: show my cards", name=name), "reveal", cls="primary big", key="reveal"
        ),
        button(_("Take back my move"), "undo", key="curtain-undo") if undo else None,
    )


def dialog(title: str, body: Node | list[Node] | None, actions: list[Node]) -> Node:
    return h(
        "div",
        {"class": "overlay"},
        h(
            "div",
            {
                "class": "dialog",
                "role": "dialog",
                "aria-modal": "true",
                "aria-labelledby": "dialog-title",
            },
            h("h2", {"id": "dialog-title"}, title),
            body,
            h("div", {"class": "row"}, actions),
        ),
    )


def stepper(label: str, count: int, arg: str, least: int = 0) -> Node:
    """A count with a button either side (the position editor's): ``label`` names what is
    counted, shown above and read with the count; the buttons send ``edit-tap`` with
    ``arg:-`` and ``arg:+`` (one less is not offered at ``least``)."""
    less, more = _("One less: {what}", what=label), _("One more: {what}", what=label)
    return h(
        "div",
        {"class": "stepper", "role": "group", "aria-label": label},
        h("span", {"class": "step-label"}, label),
        h(
            "span",
            {"class": "step-controls"},
            button("−", "edit-tap", f"{arg}:-", disabled=count <= least, title=less),
            h("output", {"class": "step-count"}, str(count)),
            button("+", "edit-tap", f"{arg}:+", title=more),
        ),
    )


def edit_section(title: str, body: Node | list[Node], note: str | None = None) -> Node:
    """A part of the position editor's controls: its heading, the controls, a note."""
    return h(
        "section",
        {"class": "edit-part"},
        h("h2", None, title),
        body,
        h("p", {"class": "edit-note"}, note) if note else None,
    )
