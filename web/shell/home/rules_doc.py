"""The pieces every game's rules page is built from: sections with their headings, the
contents list made from them, pictures with captions, examples, tables, and the section
on the two kinds of link (the same for every game).

A section's heading carries the id ``r-<key>``; the contents list links to it with
``data-scroll`` (web/shell/browser/dom.py scrolls there without touching the address, which holds
the game). Each game keeps, beside its rules text, the map from the rule ids of its
``docs/rules-<game>.md`` to the section that states the rule (tests/test_rules_pages.py).
"""

from __future__ import annotations

from collections.abc import Iterable

from web.core.i18n import _
from web.core.vdom import Child, Node, attrs_of, children, elements, h


def section(key: str, title: str, *body: Child, level: int = 2) -> Node:
    """A section of the rules: its heading (``h2``, or ``h3`` inside another) and body."""
    return h(
        "section",
        {"class": f"rules-part l{level}", "aria-labelledby": f"r-{key}"},
        h(f"h{level}", {"id": f"r-{key}", "tabindex": "-1"}, title),
        *body,
    )


def _parts(node: Node) -> list[Node]:
    return [c for c in node[2:] if isinstance(c, list) and c[0] == "section"]


def _entry(part: Node) -> Node:
    heading = elements(part)[0]
    anchor = attrs_of(heading)["id"]
    subs = _parts(part)
    return h(
        "li",
        None,
        h("a", {"href": f"#{anchor}", "data-scroll": anchor}, children(heading)),
        h("ul", None, [_entry(s) for s in subs]) if subs else None,
    )


def page(parts: list[Node]) -> list[Node]:
    """The sections, after a short contents list linking to each of them."""
    contents = h(
        "nav",
        {"class": "rules-toc", "aria-labelledby": "r-contents"},
        h("h2", {"id": "r-contents"}, _("Contents")),
        h("ul", None, [_entry(p) for p in parts]),
    )
    return [contents, *parts]


def section_keys(nodes: Iterable[Child]) -> set[str]:
    """The keys of every section in a rules page (the tests check the rule map with it)."""
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, list) and node and isinstance(node[0], str):
            if node[0] == "section":
                found.add(attrs_of(elements(node)[0])["id"].removeprefix("r-"))
            found |= section_keys(children(node))
    return found


def p(*text: Child) -> Node:
    return h("p", None, *text)


def items(texts: Iterable[Child], ordered: bool = False) -> Node:
    return h("ol" if ordered else "ul", None, [h("li", None, t) for t in texts])


def example(text: str, *pictures: Child) -> Node:
    """A worked example: its sentence, then the pictures that show it."""
    return h(
        "div",
        {"class": "rules-example"},
        h("p", None, h("strong", None, _("Example:")), " ", text),
        *pictures,
    )


def figure(caption: str, *pictures: Child) -> Node:
    """Pictures in a row that wraps, with the caption under them."""
    return h(
        "figure",
        {"class": "rules-fig"},
        h("div", {"class": "rules-pics"}, *pictures),
        h("figcaption", None, caption),
    )


def table(caption: str, head: list[str], rows: list[list[Child]]) -> Node:
    """A small table; its first column names the row."""
    return h(
        "div",
        {"class": "rules-table"},
        h(
            "table",
            None,
            h("caption", None, caption),
            h("thead", None, h("tr", None, [h("th", {"scope": "col"}, c) for c in head])),
            h(
                "tbody",
                None,
                [
                    h(
                        "tr",
                        None,
                        h("th", {"scope": "row"}, row[0]),
                        [h("td", None, c) for c in row[1:]],
                    )
                    for row in rows
                ],
            ),
        ),
    )


def links(key: str = "links") -> Node:
    """The two kinds of link: a game to look at or continue, and playing far away."""
    return section(
        key,
        _("Two kinds of link"),
        section(
            "link-game",
            _("A link to look at or continue a game"),
            p(
                _(
                    "The address in your browser always holds the whole game: every move, "
                    "and also what is still hidden, such as the order of the cards in the "
                    "deck or of the bales in the bag. Open it on another device to go on "
                    "playing there, or keep it to look at a finished game again."
                )
            ),
            p(
                _(
                    "Because it holds the hidden cards, this link is not for sending to an "
                    "opponent while a game with hidden cards is being played."
                )
            ),
            level=3,
        ),
        section(
            "link-far",
            _("Playing with a friend far away"),
            p(
                _(
                    "To play against friends on their own devices, start a game with "
                    "“Friends far away”. Each move travels as a link that you send by "
                    "any messenger or e-mail, and your friend answers with a link of their "
                    "own. These links carry only what the receiver may know: each hand "
                    "stays secret, and a link that was changed is refused."
                )
            ),
            level=3,
        ),
    )
