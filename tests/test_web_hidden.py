"""Hidden information stays hidden on the page: only the screen seat's hand is drawn."""

from __future__ import annotations

from tests.test_web_helpers import make_app, start
from web.core.vdom import Node, attrs_of, find_all


def hands(tree: Node) -> list[Node]:
    return find_all(tree, lambda n: attrs_of(n).get("class") == "hand")


def faces(node: Node) -> list[Node]:
    return find_all(node, lambda n: attrs_of(n).get("class", "").startswith("card c-"))


def test_against_the_computer_only_my_hand_has_faces() -> None:
    app, env, _ = make_app()
    start(app)
    top, bottom = hands(app.render())
    assert faces(top) == []  # the computer's hand: backs only
    assert len(faces(bottom)) == len(app.session.view().hand)  # type: ignore[union-attr]


def test_behind_the_curtain_no_hand_is_drawn() -> None:
    app, env, _ = make_app()
    start(app, kinds=("human", "human"))
    tree = app.render()
    assert all(faces(hand) == [] for hand in hands(tree))
    app.act("reveal")
    top, bottom = hands(app.render())
    assert faces(top) == [] and faces(bottom)


def test_computer_against_computer_shows_no_hand() -> None:
    app, env, _ = make_app()
    start(app, kinds=("greedy", "random"))
    for _i in range(3):
        app.computer()
    assert all(faces(hand) == [] for hand in hands(app.render()))
