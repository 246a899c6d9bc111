"""The element tree's building blocks (web/core/vdom.py): what ``h`` keeps and drops,
and the typed accessors the renderers use to read and mark elements."""

import pytest

from web.core.vdom import attrs_of, by_attr, children, elements, h, text_of


def test_h_flattens_children_and_keeps_attributes_as_text() -> None:
    tree = h(
        "ul",
        {"class": "x", "data-n": 3, "hidden": True, "inert": False, "title": None},
        [h("li", None, "a"), None, False, (h("li", None, "b"), "c")],
        (x for x in ["d"]),
    )
    assert tree == ["ul", {"class": "x", "data-n": "3", "hidden": ""}, ["li", {}, "a"],
                    ["li", {}, "b"], "c", "d"]  # fmt: skip
    assert [text_of(e) for e in elements(tree)] == ["a", "b"]
    assert children(tree)[2:] == ["c", "d"]
    assert text_of(tree) == "abcd" and text_of(None) == "" and text_of([tree, "e"]) == "abcde"


def test_attributes_are_changed_in_place_and_found_again() -> None:
    tree = h("div", None, h("span", {"class": "a"}), h("span", {"class": "b"}))
    attrs_of(elements(tree)[1])["data-on"] = "5"
    assert by_attr(tree, "data-on") == [["span", {"class": "b", "data-on": "5"}]]
    assert by_attr(tree, "class", "a") == [["span", {"class": "a"}]]
    with pytest.raises(TypeError):
        attrs_of(["span", "no attributes"])
