"""Slow remote steps (a shuffle made and proven, another's shuffle checked) are shown as
they happen: the page paints a box saying what it does before the work starts, the
screen under it is busy with its controls disabled and the typed name still in its field,
a second press is ignored, and afterwards the focus is on the control to go on with.

The fake browser holds the work until ``paint()`` (``FakeEnv.hold_paint``), as the page
holds it until the box has been painted (``Env.after_paint``)."""

from __future__ import annotations

import random
import secrets
from dataclasses import replace
from typing import Any

import pytest

from game.jaipur.remote import play as jaipur
from game.remote import wire
from tests.test_web_helpers import remote_of, remote_view
from tests.test_web_remote import fragment, join, page
from web.app import App
from web.core.vdom import Node, attrs_of, by_attr, find_all, text_of
from web.shell import registry
from web.shell.page.states import Invited, Remote
from web.shell.saves import REMOTE


@pytest.fixture(autouse=True)
def shuffled(monkeypatch: pytest.MonkeyPatch) -> None:
    """New Jaipur games in format 3 (every shuffle proven), with replayable keys."""
    monkeypatch.setattr(jaipur.invite, "__defaults__", (wire.SHUFFLED,))
    monkeypatch.setattr(secrets, "token_bytes", random.Random(5).randbytes)


def _box(app: App) -> Node | None:
    found = by_attr(app.render(), "class", "busy-box")
    return found[0] if found else None


def _remote_saves(app: App) -> list[str]:
    return [k for k in app.saves.store.all_keys() if k.startswith(REMOTE)]


def _held(app: App) -> Any:
    env: Any = app.env
    env.hold_paint = True
    return env


def _focused(tree: Node) -> list[Node]:
    return find_all(tree, lambda n: "data-focus" in attrs_of(n))


def _fragments(copied: str) -> str:
    """Both links copied, as their fragments one a line (opened together)."""
    return "\n".join(fragment(u) for u in copied.split("\n"))


def _start_far(app: App, name: str) -> None:
    app.act("new", "jaipur")
    app.act("where", "far")
    app.act("start", "", {"where": "far", "players": "2", "name0": name})


def test_making_the_invitation_paints_a_busy_box_before_the_shuffle() -> None:
    ana, _ = page()
    env = _held(ana)
    _start_far(ana, "Ana")
    assert not isinstance(ana.screen, Remote) and not _remote_saves(
        ana
    )  # nothing made before the paint
    tree = ana.render()
    box = _box(ana)
    assert box is not None and "Shuffling the cards and proving the shuffle…" in text_of(box)
    assert attrs_of(box)["role"] == "status" and _focused(tree) == [box]  # focus waits there
    region = by_attr(tree, "aria-busy", "true")
    assert len(region) == 1
    under = by_attr(region[0], "class", "busy-under")[0]
    assert "inert" in attrs_of(under)
    controls = find_all(under, lambda n: n[0] in ("button", "input", "select"))
    assert controls and all("disabled" in attrs_of(c) for c in controls)
    typed = [c for c in controls if attrs_of(c).get("name") == "name0"]
    assert [attrs_of(c).get("value") for c in typed] == ["Ana"]  # the name is not emptied
    bar = find_all(tree, lambda n: n[0] == "header")[0]
    assert "inert" in attrs_of(bar)  # Home and the language menu wait too
    ana.act("start", "", {"where": "far", "players": "2", "name0": "Ana"})  # pressed again
    ana.act("home")
    assert len(env.unpainted) == 1 and ana.screen.name == "new"  # both ignored
    env.paint()  # the box is on screen: the shuffle runs
    assert ana.screen.name == "remote" and len(_remote_saves(ana)) == 1  # one game, not two
    tree = ana.render()
    assert _box(ana) is None and not by_attr(tree, "aria-busy")
    focused = _focused(tree)
    assert [text_of(n) for n in focused] == ["Copy both links"]  # not lost to <main>
    assert not _focused(ana.render())  # once: a later render leaves the focus alone
    copied = env.copied
    ana.act("remote-copy")  # a press queued behind the work, before its screen was painted
    assert env.copied == copied
    env.paint()
    ana.act("remote-copy")
    assert env.copied == copied + 1 and remote_of(ana).status() == "wait"


def test_joining_and_opening_the_answer_say_whose_shuffle_is_checked() -> None:
    (ana, ana_env), (ben, _) = page(), page()
    _start_far(ana, "Ana")
    ana.act("remote-copy")
    ben.open_link(_fragments(ana_env.clipboard))
    assert ben.screen.name == "invited"
    ben_env = _held(ben)
    ben.act("remote-join", "", {"name": "Ben"})
    box = _box(ben)
    assert box is not None
    assert "Checking Ana's shuffle, then shuffling the cards and proving yours…" in text_of(box)
    typed = by_attr(ben.render(), "name", "name")
    assert [attrs_of(n).get("value") for n in typed] == ["Ben"]
    assert all("disabled" in attrs_of(n) for n in typed)
    assert ben.screen.name == "invited" and not isinstance(ben.screen, Remote)
    ben_env.paint()
    assert ben.screen.name == "remote" and remote_of(ben).status() == "send"
    assert [text_of(n) for n in _focused(ben.render())] == ["Copy both links"]
    ben_env.paint()
    ben.act("remote-copy")
    first, second = (fragment(u) for u in ben_env.clipboard.split("\n"))
    _held(ana)
    ana.open_link(first)  # one half: kept at once, nothing slow
    assert ana.message is not None and "open the other one too" in ana.message.text
    assert _box(ana) is None
    ana.open_link(second)
    box = _box(ana)
    assert box is not None and text_of(box) == "Checking Ben's shuffle…"
    assert ana.message is None  # "open the other one too" is stale: both are here
    assert remote_of(ana).status() == "wait"  # not opened yet
    ana_env.paint()
    assert remote_of(ana).status() == "send" and remote_of(ana).save.names == ("Ana", "Ben")
    assert [text_of(n) for n in _focused(ana.render())] == ["Copy the link"]


def test_a_refused_join_ends_the_busy_state_with_the_refusal() -> None:
    (ana, ana_env), (ben, _), (cleo, _) = page(), page(), page()
    _start_far(ana, "Ana")
    ana.act("remote-copy")
    invitation = _fragments(ana_env.clipboard)
    join(ben, invitation, "Ben")
    cleo.open_link(invitation)
    env = _held(cleo)
    assert isinstance(cleo.screen, Invited)
    damaged = cleo.screen.link[:-80] + "A" * 80  # the link damaged on the way
    cleo.screen = replace(cleo.screen, link=damaged)
    cleo.act("remote-join", "", {"name": "Cleo"})
    assert _box(cleo) is not None
    env.paint()
    env.paint()
    assert cleo.busy is None and _box(cleo) is None
    assert cleo.screen.name == "home" and cleo.message is not None
    cleo.act("dismiss-message")  # the page answers again
    assert cleo.message is None


def test_bombay_set_up_shuffles_nothing_and_shows_no_box() -> None:
    ana, _ = page()
    env = _held(ana)
    ana.act("new", "bombay")
    ana.act("where", "far")
    ana.act("start", "", {"where": "far", "players": "3", "name0": "Ana"})
    assert ana.screen.name == "remote" and not env.unpainted and _box(ana) is None


def test_while_remote_play_is_fetched_the_box_is_over_the_form(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fetched: list[str] = []
    monkeypatch.setattr(registry, "loaded", lambda name: name != "remote" or bool(fetched))
    ana, _ = page()
    env = _held(ana)
    _start_far(ana, "Ana")
    assert env.loading == ["remote"] and ana.screen.name == "new"  # not the loading screen
    box = _box(ana)
    assert box is not None and "Shuffling the cards" in text_of(box)
    typed = by_attr(ana.render(), "name", "name0")
    assert [attrs_of(n).get("value") for n in typed] == ["Ana"]
    ana.act("home")  # ignored while it waits
    assert ana.screen.name == "new"
    fetched.append("remote")
    ana.game_loaded("remote")
    assert _box(ana) is not None and env.unpainted  # the box stays; the shuffle waits for it
    env.paint()
    assert ana.screen.name == "remote" and remote_of(ana).status() == "send"


def test_remote_play_that_cannot_be_fetched_leaves_no_box(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(registry, "loaded", lambda name: name != "remote")
    ana, _ = page()
    _start_far(ana, "Ana")
    ana.game_failed("remote")
    assert ana.busy is None and _box(ana) is None
    assert ana.screen.name == "home" and ana.message is not None
    ana.act("new", "jaipur")  # the page answers again
    assert ana.screen.name == "new"


def test_the_panel_after_a_move_is_short_and_the_waiting_one_explains() -> None:
    (ana, ana_env), (ben, ben_env) = page(), page()
    _start_far(ana, "Ana")
    ana.act("remote-copy")
    ben.open_link(_fragments(ana_env.clipboard))
    ben.act("remote-join", "", {"name": "Ben"})
    ben.act("remote-copy")
    ana.open_link(_fragments(ben_env.clipboard))
    ana.act("remote-copy")
    waiting = text_of(by_attr(ana.render(), "class", "remote-panel s-wait")[0])
    assert "clearing the browser's data" in waiting and "by another channel" in waiting
    ben.open_link(_fragments(ana_env.clipboard))
    assert remote_of(ben).status() == "move"
    ben.act("move", str(remote_view(ben).legal_moves[0]))
    panel = text_of(by_attr(ben.render(), "class", "remote-panel s-wait")[0])
    assert "Link copied: paste it to Ana" in panel
    assert "If it did not reach Ana, copy it from here." in panel
    assert "Safety code:" in panel  # the code stays, its explanation waits for later
    assert "by another channel" not in panel and "clearing the browser's data" not in panel
    assert "Send it by any messenger" not in panel  # it was sent already


def other_name(app: App) -> str:
    return remote_of(app).save.names[1 - remote_of(app).device.seat]


def test_the_move_that_ends_a_round_and_its_link_show_the_box_in_format_4(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Link format 4: the move that ends a round makes the next round's shuffle, and the
    other device checks it and shuffles in turn: both paint the box first."""
    monkeypatch.setattr(jaipur.invite, "__defaults__", (wire.FOLDED,))
    (ana, ana_env), (ben, _) = page(), page()
    _start_far(ana, "Ana")
    ana.act("remote-copy")
    answer = join(ben, _fragments(ana_env.clipboard), "Ben")
    rng, pages, link = random.Random(8), (ana, ben), answer
    for turn in range(200):
        app, other = pages[turn % 2], pages[1 - turn % 2]
        app.open_link(link)
        assert app.message is None and remote_of(app).status() == "move", app.message
        move = str(rng.choice(remote_view(app).legal_moves))
        if remote_of(app).shuffles(move):
            break
        app.act("move", move)
        link = _fragments(app.env.clipboard)  # type: ignore[attr-defined]
    else:
        raise AssertionError("no round ended")
    env = _held(app)
    app.act("move", move)
    box = _box(app)
    assert box is not None and "Shuffling the cards and proving the shuffle…" in text_of(box)
    assert remote_of(app).status() == "move"  # not played before the paint
    app.act("move", move)  # pressed again: ignored
    env.paint()
    assert remote_of(app).status() == "wait" and remote_of(app).auto == "copy"  # copied at once
    assert len(env.clipboard.split("\n")) == 2  # the shuffle: two links
    focused = [text_of(n) for n in _focused(app.render())]  # the heading saying so
    assert focused == [f"Both links copied: paste them to {other_name(app)} in your messenger"]
    env.paint()
    other_env = _held(other)
    other.open_link(_fragments(env.clipboard))
    name = other_name(other)
    box = _box(other)
    assert box is not None
    assert f"Checking {name}'s shuffle, then shuffling the cards and proving yours…" in text_of(box)
    other_env.paint()
    assert other.message is None and remote_of(other).status() == "send"  # its E, to send back
