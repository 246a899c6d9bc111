"""Remote play through the App: two (or three) pages that exchange only link text.

Each page is an App with its own store, as two devices would be; links pass as the text
a player would copy. Every screen on the way is rendered, so a crash anywhere fails.
"""

from __future__ import annotations

import json
import random
import secrets
from pathlib import Path
from typing import Any

import pytest

from game.jaipur.remote import play as jaipur
from game.remote import api
from game.remote.errors import CheatDetected
from tests.remote_sim import PROTOCOL_FORMAT
from tests.test_web_helpers import FakeEnv, make_app, remote_of, remote_view
from web.app import App
from web.remote.refusals import refusal_of
from web.shell.saves import REMOTE, MemoryStore


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replayable games: the engine's keys come from a seeded generator here."""
    rng = random.Random(12)
    monkeypatch.setattr(secrets, "token_bytes", rng.randbytes)


@pytest.fixture(autouse=True)
def proven_links(monkeypatch: pytest.MonkeyPatch) -> None:
    """New Jaipur games here in link format 2 (tests/remote_sim.py says why); the page's
    links of format 3 are tested in tests/test_web_remote_parts.py."""
    monkeypatch.setattr(jaipur.invite, "__defaults__", (PROTOCOL_FORMAT,))


def page(store: MemoryStore | None = None) -> tuple[App, FakeEnv]:
    app, env, _store = make_app(store=store)
    return app, env


def shown(app: App) -> str:
    """The whole screen as text (a render that fails fails the test)."""
    return json.dumps(app.render(), ensure_ascii=False)


def fragment(url: str) -> str:
    return url.split("#", 1)[1]


def invite(app: App, game: str = "jaipur", players: int = 2, name: str = "Ana") -> str:
    app.act("new", game)
    app.act("where", "far")
    assert "Make the invitation" in shown(app)
    app.act("start", "", {"where": "far", "players": str(players), "name0": name})
    assert app.screen.name == "remote"
    assert "Send this link to your friend" in shown(app) or "two links" in shown(app)
    return send(app)


def send(app: App) -> str:
    """Press Copy on the link panel; the link copied (a move's link: copied at once); a
    message too long for one link: both, one a line (the page opens them together)."""
    env: Any = app.env
    if remote_of(app).status() == "move":  # format 4: the inviter's first move sends its unlocks
        app.act("move", str(remote_view(app).legal_moves[0]))
    if not remote_of(app).auto:
        assert remote_of(app).status() == "send", remote_of(app).status()
        app.act("remote-copy")
    return "\n".join(fragment(line) for line in env.clipboard.split("\n"))


def join(app: App, link: str, name: str) -> str:
    app.open_link(link)
    assert app.screen.name == "invited", app.message
    assert "invites you" in shown(app)
    app.act("remote-join", "", {"name": name})
    assert app.screen.name == "remote"
    assert "Send this link to Ana" in shown(app) or "two links to Ana" in shown(app)
    return send(app)


def test_a_remote_jaipur_match_by_links() -> None:
    (ana, _), (ben, _) = page(), page()
    invitation = invite(ana)
    assert "Waiting for your friend's link" in shown(ana)
    answer = join(ben, invitation, "Ben")
    rng, pages, pending = random.Random(3), {0: ana, 1: ben}, (0, answer)
    longest = 0
    for _step in range(600):
        seat, link = pending
        app = pages[seat]
        app.open_link(link)
        assert app.message is None, app.message
        text = shown(app)
        game = remote_of(app)
        if game.dialog:
            app.act("close-dialog")
        if game.status() == "move":  # a sale where one is legal: rounds end sooner
            view = game.view()
            assert view is not None  # set up: this seat is to move
            moves = [str(move) for move in view.legal_moves]
            app.act("move", rng.choice([m for m in moves if m.startswith("sell ")] or moves))
        if game.status() != "send" and not game.auto:
            break
        out = send(app)
        longest = max(longest, *(len(line) for line in out.split("\n")))
        pending = (1 - seat, out)
    assert remote_of(ana).status() == remote_of(ben).status() == "over"
    assert "Ana vs Ben" in text
    assert remote_of(ana).save.names == remote_of(ben).save.names == ("Ana", "Ben")
    assert (
        remote_of(ana).log_texts() == remote_of(ben).log_texts()
        and len(remote_of(ana).save.log) > 20
    )
    assert longest < 4000
    ana.act("home")
    assert "finished" in shown(ana)


def test_a_tampered_or_repeated_link_is_refused_and_the_game_kept() -> None:
    (ana, _), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")
    body = answer[: len("remote.") + 60]
    flipped = "A" if answer[len(body)] != "A" else "B"
    tampered = body + flipped + answer[len(body) + 1 :]
    saved = ana.saves.store.get(REMOTE + remote_of(ana).save.id)
    ana.open_link(tampered)
    assert (
        ana.message is not None
        and "changed on its way or came from someone else" in ana.message.text
    )
    assert "unchanged" in ana.message.text
    assert ana.saves.store.get(REMOTE + remote_of(ana).save.id) == saved
    ana.message = None
    ana.open_link(answer)
    assert ana.message is None
    ana.open_link(answer)
    assert ana.message is not None and "already opened" in ana.message.text


def test_a_link_of_a_game_not_on_this_device_says_so() -> None:
    (ana, _), (ben, _), (cleo, _) = page(), page(), page()
    answer = join(ben, invite(ana), "Ben")
    cleo.open_link(answer)
    assert cleo.screen.name == "home" and cleo.message is not None
    assert "not on this device" in cleo.message.text
    cleo.open_link("remote.not-a-link")
    assert "not a link of a remote game" in cleo.message.text


def test_opening_ones_own_invitation_shows_the_game() -> None:
    (ana, _) = page()
    invitation = invite(ana)
    ana.act("home")
    ana.open_link(invitation)
    assert ana.screen.name == "remote" and ana.message is not None
    assert "already open on this device" in ana.message.text


def test_export_and_import_move_a_game_to_another_device() -> None:
    (ana, env), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")
    ana.act("remote-export")
    name, text = env.downloaded
    assert name.endswith(".json") and remote_of(ana).save.id in name
    (other, _) = page()
    other.import_remote(text)
    assert other.screen.name == "remote" and remote_of(other).save.id == remote_of(ana).save.id
    other.open_link(answer)  # the moved game goes on where the first device left it
    assert other.message is None and remote_of(other).status() == "send"
    other.import_remote("{not a game")
    assert other.message is not None and "not a remote game" in other.message.text


def test_the_home_screen_lists_remote_games_and_what_they_wait_for() -> None:
    (ana, _), (ben, _) = page(), page()
    join(ben, invite(ana), "<b>Ben</b>")
    ben.act("home")
    text = shown(ben)
    assert "By links" in text and "waiting for Ana's link" in text
    ana_row = json.loads(text)
    assert "<b>Ben</b>" in json.dumps(ana_row)  # a name from a link is text, never markup
    ben.act("remote-continue", ben.saves.remote_all()[0].id)
    assert ben.screen.name == "remote"


def test_another_tab_opening_a_link_updates_this_one() -> None:
    store = MemoryStore()
    (ana, _), (tab, _), (ben, _) = page(store), page(store), page()
    answer = join(ben, invite(ana), "Ben")
    tab.act("remote-continue", remote_of(ana).save.id)
    ana.open_link(answer)
    assert tab.remote_changed(REMOTE + remote_of(ana).save.id)
    assert remote_of(tab).save == remote_of(ana).save


def test_a_remote_bombay_game_among_three_pages() -> None:
    pages = [page()[0] for _ in range(3)]
    host = pages[0]
    invitation = invite(host, "bombay", 3, "Ana")
    start = ""
    for app, name in zip(pages[1:], ("Ben", "Cleo"), strict=True):
        answer = join(app, invitation, name)
        host.open_link(answer)
        assert host.message is None, host.message
    start = send(host)
    assert "each sends one back after opening your start link (0 of 2)" in shown(host)
    for app in pages[1:]:
        app.open_link(start)
        assert app.message is None, app.message
        assert remote_of(app).send_to() == "Ana"  # its share of the set-up: to the host alone
        assert "Send this link to Ana" in shown(app) and "When Ana answers," in shown(app)
        host.open_link(send(app))
        assert host.message is None, host.message
    assert remote_of(host).status() == "move"  # every share known: the host starts
    names = {remote_of(p).save.names for p in pages}  # the friends are seated by the draw
    assert len(names) == 1 and sorted(names.pop()) == ["Ana", "Ben", "Cleo"]
    rng, actions = random.Random(5), 0
    for _turn in range(12):
        mover = next(p for p in pages if remote_of(p).status() == "move")
        while remote_of(mover).status() == "move":
            view = remote_view(mover)
            mover.act("move", str(rng.choice(view.legal_moves)))
            actions += 1
        queue = [(mover, send(mover))]
        while queue:  # every page opens every link; a restock secret is passed on the same way
            sender, link = queue.pop(0)
            for app in pages:
                if app is not sender:
                    app.open_link(link)
                    assert app.message is None, app.message
                    shown(app)
                    if remote_of(app).status() == "send":
                        queue.append((app, send(app)))
    logs = {remote_of(p).save.log for p in pages}
    assert len(logs) == 1 and len(next(iter(logs))) == actions  # one sentence per action
    texts = {remote_of(p).log_texts() for p in pages}  # written from the moves when shown
    assert len(texts) == 1 and all(t and t[0] not in "\x1e[" for t in texts.pop())


def test_a_device_caught_cheating_is_named_and_the_game_stops(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (ana, _), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")

    def lying(device: object, message: str) -> object:
        raise CheatDetected("it announced a diamond where a camel was dealt.", 1)

    ana.open_link(answer)  # Ana learns Ben's name
    monkeypatch.setattr(api, "receive", lying)
    ana.open_link(answer)  # (any link of this game: the engine says it proves a lie)
    assert remote_of(ana).status() == "cheat"
    text = shown(ana)
    assert "Ben's device broke the rules, so this game stops here" in text
    assert "a diamond where a camel was dealt" in text
    saved = ana.saves.remote_get(remote_of(ana).save.id)
    assert saved is not None and saved.status == "cheat"  # kept, with the reason
    assert saved.device == remote_of(ana).save.device  # the engine's device is unchanged
    ana.act("home")
    assert "stopped: a device broke the rules" in shown(ana)


def test_a_failed_proof_or_seal_never_says_the_friend_did_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 43, finding 4: a proof bound to the transcript fails the same way for a
    relay passing on one friend's link (tests/test_remote_proofs.py), and a seal for any
    link changed or made by someone else: the page says so and does not blame Ben."""
    (ana, _), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")

    def relayed(device: object, message: str) -> object:
        raise CheatDetected("its shuffle is not proven.", 1, relayed=True)

    ana.open_link(answer)  # Ana learns Ben's name
    monkeypatch.setattr(api, "receive", relayed)
    ana.open_link(answer)
    assert remote_of(ana).status() == "cheat"
    text = shown(ana)
    assert "changed on its way or came from someone else" in text and "safety codes" in text
    assert "Ben's device broke the rules, so" not in text
    sealed = refusal_of("sealed", "Ben")
    assert "changed on its way or came from someone else" in sealed
    assert "Ben's" not in sealed and "cheat" not in sealed


GOLDEN = Path(__file__).parent / "data" / "golden_remote_save.json"


def test_a_remote_game_saved_by_the_first_version_still_opens() -> None:
    """A remote save of format 1 (Ben's device in a Jaipur game three moves in, written by
    the version that introduced remote play) and Ana's next link: the save imports, the
    link opens, Ben moves. A format change needs a new version."""
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    (app, _) = page()
    app.import_remote(golden["save"])
    assert app.screen.name == "remote" and app.message is None
    game = remote_of(app)
    assert game.save.names == ("Ana", "Ben") and len(game.save.log) == 3
    app.open_link(golden["next_link"])
    game = remote_of(app)  # opening a link loads the game from its save again
    assert app.message is None and len(game.save.log) == 4
    assert game.status() == "move" and "Jaipur: Ana vs Ben" in shown(app)
    view = game.view()
    assert view is not None  # set up: Ben is to move
    app.act("move", str(view.legal_moves[0]))
    assert len(game.save.log) == 5 and game.auto == "copy"  # its link copied at once
