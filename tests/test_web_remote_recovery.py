"""Remote play's recovery, through the App: what the page says when something went wrong
(an older backup, a second friend at one invitation, a damaged or reordered link, one's
own link opened again, a friend who stopped answering), and that each sentence says
what to do next. Pages exchange only link text, as in test_web_remote.py."""

from __future__ import annotations

import json
import random
import secrets

import pytest

from game.jaipur.remote import device as jaipur_device
from game.jaipur.remote import play as jaipur
from game.jaipur.remote.cards import encrypt_shuffle
from game.remote import api, wire
from game.remote.entropy import Entropy
from tests.test_web_helpers import FakeEnv, remote_of, remote_view
from tests.test_web_i18n import compiled
from tests.test_web_remote import (
    fragment,
    invite,
    join,
    page,
    proven_links,  # noqa: F401  # autouse: format 2 here too
    send,
    shown,
)
from web.app import App
from web.core import i18n
from web.remote import control, parts
from web.shell.saves import REMOTE


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replayable games; with proven_links (imported, autouse) in link format 2."""
    rng = random.Random(31)
    monkeypatch.setattr(secrets, "token_bytes", rng.randbytes)


def test_an_older_backup_is_refused_and_says_the_game_here_is_newer() -> None:
    (ana, env), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")
    ana.act("remote-export")
    _name, older = env.downloaded
    ana.open_link(answer)  # the game here goes further than the file
    game_id = remote_of(ana).save.id
    stored = ana.saves.store.get(REMOTE + game_id)
    ana.act("home")
    ana.import_remote(older)
    assert ana.message is not None
    assert "saved on this device is newer than this file" in ana.message.text
    assert "unchanged" in ana.message.text
    assert ana.saves.store.get(REMOTE + game_id) == stored
    ana.message = None
    ana.act("remote-continue", game_id)
    ana.act("remote-export")
    ana.import_remote(env.downloaded[1])  # the same copy again: nothing newer here
    assert ana.message is None and ana.screen.name == "remote"


def test_a_second_friend_at_one_invitation_is_told_the_seat_is_taken() -> None:
    (ana, _), (ben, _), (cleo, _) = page(), page(), page()
    invitation = invite(ana)
    first, late = join(ben, invitation, "Ben"), join(cleo, invitation, "Cleo")
    ana.open_link(first)
    assert ana.message is None
    to_ben = send(ana)
    stored = ana.saves.store.get(REMOTE + remote_of(ana).save.id)
    ana.open_link(late)
    text = ana.message.text if ana.message else ""
    assert "Cleo also answered this invitation" in text and "seat was already taken" in text
    assert "already opened here" not in text  # what it said before: false
    assert ana.saves.store.get(REMOTE + remote_of(ana).save.id) == stored
    cleo.open_link(to_ben)  # Ana's link to Ben reaches Cleo
    text = cleo.message.text if cleo.message else ""
    assert "seat" in text and "Ask Ana" in text, text


@pytest.fixture
def shuffled(monkeypatch: pytest.MonkeyPatch) -> None:
    """This test's game in link format 3, whose answer is two links (proven_links: 2)."""
    monkeypatch.setattr(jaipur.invite, "__defaults__", (wire.SHUFFLED,))


@pytest.mark.usefixtures("shuffled")
def test_a_typo_in_a_links_first_characters_is_a_damaged_link() -> None:
    (ana, _), (ben, _) = page(), page()
    first, second = join(ben, invite(ana), "Ben").split("\n")
    answer = parts.join((first, second))  # the whole message: one link of any length opens
    at = len("remote.") + 5  # a letter of the game id
    typo = answer[:at] + ("B" if answer[at] != "B" else "C") + answer[at + 1 :]
    ana.open_link(typo)
    text = ana.message.text if ana.message else ""
    assert "first characters of this link were changed" in text
    assert "not on this device" not in text


def test_refusals_say_what_to_do_next() -> None:
    (ana, _), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")
    ana.open_link(answer)
    first = send(ana)
    ben.open_link(first)
    second = send(ben) if remote_of(ben).status() == "send" else None
    assert second is not None or remote_of(ben).status() == "move"
    if second is None:
        ben.act("move", str(remote_view(ben).legal_moves[0]))
        second = send(ben)
    head = len("remote.")
    cut = head + (len(second) - head) * 2 // 3 // 4 * 4  # whole base64 groups: it still reads
    ana.open_link(second[:cut])  # cut short: copy all of it
    text = ana.message.text if ana.message else ""
    assert "Ask Ben to send their last link again, and copy all of it" in text
    ana.message = None
    ana.open_link(second)
    assert ana.message is None
    ana.open_link(second)  # opened twice: nothing to do
    text = ana.message.text if ana.message else ""
    assert "Wait for Ben's next link" in text
    ana.open_link(first[: len(first) // 2])  # her own link, cut
    text = ana.message.text if ana.message else ""
    assert "copy all of it" in text


def test_links_opened_out_of_order_say_open_them_in_order() -> None:
    (ana, _), (ben, _), (old_ben, _) = page(), page(), page()
    answer = join(ben, invite(ana), "Ben")
    ana.open_link(answer)
    first = send(ana)
    ben.act("remote-export")
    old_ben.import_remote(ben.env.downloaded[1])  # type: ignore[attr-defined]
    ben.open_link(first)
    if remote_of(ben).status() == "move":
        ben.act("move", str(remote_view(ben).legal_moves[0]))
    second = send(ben)
    ana.open_link(second)
    if remote_of(ana).status() == "move":
        ana.act("move", str(remote_view(ana).legal_moves[0]))
    third = send(ana)
    old_ben.open_link(third)  # "first" never opened on this device
    text = old_ben.message.text if old_ben.message else ""
    assert "open Ana's links in the order they were sent" in text, text


@pytest.mark.usefixtures("shuffled")
def test_opening_ones_own_earlier_link_shows_it_again_to_send() -> None:
    (ana, _), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")
    ben.act("home")
    ben.open_link(answer)
    assert ben.screen.name == "remote" and ben.message is not None
    assert ben.message.kind == "info" and "a link you sent before" in ben.message.text
    assert "Your earlier links, to send again to Ana" in shown(ben)  # its two links
    ben.act("remote-copy")
    copied = ben.env.clipboard.split("\n")  # type: ignore[attr-defined]
    assert "\n".join(fragment(url) for url in copied) == answer


def test_a_game_waiting_too_long_shows_the_wait_and_can_be_abandoned() -> None:
    (ana, env), (ben, _) = page(), page()
    join(ben, invite(ana), "Ben")
    assert "Waited so far" not in shown(ana)
    env.clock += 3 * 3600 * 1000
    ana.act("remote-again")  # any action draws the panel again at the page's time
    ana.act("remote-copy")
    assert "Waited so far: 3 hours, since " in shown(ana)
    ana.act("remote-abandon")
    assert remote_of(ana).status() == "abandoned"
    assert "You marked this game abandoned." in shown(ana)
    ana.act("home")
    assert "abandoned" in shown(ana) and len(ana.saves.remote_all()) == 1
    ana.act("remote-continue", ana.saves.remote_all()[0].id)
    ana.act("remote-resume")
    assert remote_of(ana).status() == "wait"


def test_the_last_move_is_on_the_table_after_a_reload() -> None:
    (ana, _), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")
    ana.open_link(answer)
    ben.open_link(send(ana))
    assert remote_of(ben).status() == "move"
    ben.act("move", str(remote_view(ben).legal_moves[0]))
    ana.open_link(send(ben))
    assert "Last move:" in shown(ana)
    game_id = remote_of(ana).save.id
    ana.act("home")
    ana.act("remote-continue", game_id)  # as after a reload: the game read from its save
    assert "Last move:" in shown(ana) and "No move yet." not in shown(ana)
    i18n.load("es", compiled("es"))
    ana.announce = ""  # what the screen reader was told before the switch (spoken once)
    try:  # the last move and the log follow the language: no English line is left
        text = shown(ana)
        assert "Última jugada:" in text and " took " not in text and "Ben tomó" in text
    finally:
        i18n.load("en")


@pytest.mark.parametrize("language", ["en", "es", "vi", "ja"])
def test_a_sentence_naming_several_players_agrees_with_them(language: str) -> None:
    pages = [page()[0] for _ in range(3)]
    host = pages[0]
    host.act("new", "bombay")
    host.act("where", "far")
    host.act("start", "", {"where": "far", "players": "3", "name0": "Ana"})
    i18n.load(language, compiled(language))
    try:
        text = shown(host)
        several = i18n.ngettext(
            "When {name} answers, open the answer on this device.",
            "When {name} answer, open their answers on this device.",
            2,
            name=i18n._("your friends"),
        )
        assert several in text
        if language == "en":
            assert "When your friends answer, open their answers" in text
        else:  # translated, not the English fallback
            assert "answer, open their answers" not in text
    finally:
        i18n.load("en")


def _to_move(ana_env_share: bool) -> tuple[App, FakeEnv]:
    """Ben's page, his turn (Ana's answer opened, her first link opened on his)."""
    (ana, _), (ben, env) = page(), page()
    answer = join(ben, invite(ana), "Ben")
    ana.open_link(answer)
    if ana_env_share:
        env.can_share = lambda: True  # type: ignore[method-assign]
    ben.open_link(send(ana))
    assert remote_of(ben).status() == "move"
    return ben, env


def test_a_moves_link_is_copied_at_once_on_a_laptop() -> None:
    ben, env = _to_move(False)
    copied = env.copied
    ben.act("move", str(remote_view(ben).legal_moves[0]))
    assert env.copied == copied + 1 and fragment(env.clipboard) == remote_of(ben).link()
    text = shown(ben)
    assert "Link copied: paste it to Ana in your messenger" in text
    assert "If it did not reach Ana, copy it from here." in text
    assert remote_of(ben).save.status == "wait"  # sent: the home screen says it waits
    assert '"remote-link"' in text  # the link stays in the panel, with Copy


def test_a_moves_link_opens_the_share_menu_where_there_is_one() -> None:
    ben, env = _to_move(True)
    copied = env.copied
    ben.act("move", str(remote_view(ben).legal_moves[0]))
    assert env.copied == copied and fragment(env.clipboard) == remote_of(ben).link()  # shared
    assert "Link shared: send it to Ana from your share menu" in shown(ben)


def test_a_late_friend_at_a_full_bombay_invitation_is_told_the_seat_is_taken() -> None:
    (ana, _), (ben, _), (cleo, _) = page(), page(), page()
    invitation = invite(ana, "bombay", players=2)
    first, late = join(ben, invitation, "Ben"), join(cleo, invitation, "Cleo")
    ana.open_link(first)  # the only seat: the game starts
    start = send(ana)
    ana.open_link(late)
    text = ana.message.text if ana.message else ""
    assert "Cleo also answered this invitation" in text and "this game is full" in text
    cleo.open_link(start)
    text = cleo.message.text if cleo.message else ""
    assert "Ana started this game with another player" in text, text
    assert "another remote game" not in text  # what it said before: false


def _round_between(ana: App, ben: App, answer: str) -> App:
    """Ana and Ben play the first round by links; the page that opened its report."""
    rng, pages, pending = random.Random(8), {0: ana, 1: ben}, (0, answer)
    for _step in range(300):
        seat, link = pending
        app = pages[seat]
        app.open_link(link)
        assert app.message is None, app.message
        if remote_of(app).dialog == "round":
            return app
        if remote_of(app).status() == "move":
            app.act("move", str(rng.choice(remote_view(app).legal_moves)))
        pending = (1 - seat, send(app))
    raise AssertionError("the round did not end")


def _ended_row(tree: object) -> list[str]:
    """The texts of the round report's "Ended:" row."""
    found: list[str] = []

    def walk(node: object, inside: bool) -> None:
        if isinstance(node, str):
            if inside:
                found.append(node)
        elif isinstance(node, list):
            attrs = node[1] if len(node) > 1 and isinstance(node[1], dict) else {}
            here = inside or (node[:1] == ["tr"] and attrs.get("class") == "ended")
            for child in node[1:]:
                walk(child, here)

    walk(tree, False)
    return found


def test_the_round_report_says_why_the_round_ended_and_the_log_follows_the_language() -> None:
    (ana, _), (ben, _) = page(), page()
    app = _round_between(ana, ben, join(ben, invite(ana), "Ben"))
    row = _ended_row(app.render())
    assert row[:1] == ["Ended:"] and len(row) == 2 and row[1], row  # the reason is there
    english = remote_of(app).log_texts()
    assert any(" took " in t for t in english)
    i18n.load("es", compiled("es"))
    try:
        spanish = remote_of(app).log_texts()
        assert len(spanish) == len(english)
        assert not any(" took " in t or " sold " in t or " gave " in t for t in spanish)
        assert all(s != e for s, e in zip(spanish, english, strict=True))
        assert spanish[-1] in json.dumps(app.render(), ensure_ascii=False)
    finally:
        i18n.load("en")


def test_a_strangers_bad_answer_is_set_aside_and_the_friends_answer_opens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 43's finding 2 on the page: an answer to Ana's invitation that breaks the
    protocol (a repeated point) from a key the game has not taken: the page says what was
    refused and the safety code of the device that sent it, the game keeps waiting (not
    stopped, its save unchanged), and Ben's genuine answer then opens."""
    (ana, _), (ben, _) = page(), page()
    invitation = invite(ana)
    real = encrypt_shuffle

    def copied(deck: list[int], key: int, entropy: Entropy) -> list[int]:
        out = real(deck, key, entropy)
        out[20] = out[21]
        return out

    with monkeypatch.context() as patch:
        patch.setattr(jaipur_device, "encrypt_shuffle", copied)
        stranger, bad = api.accept(invitation.split(".")[1])
    saved = ana.saves.remote_get(remote_of(ana).save.id)
    ana.open_link(control.fragment(bad, ("Eve",)))
    text = ana.message.text if ana.message else ""
    assert "An answer to your invitation was refused and set aside" in text, text
    assert "same point twice" in text and api.safety_code(stranger) in text
    assert "Eve" not in text and "unchanged" in text
    assert remote_of(ana).status() == "wait" and "this game stops here" not in shown(ana)
    assert ana.saves.remote_get(remote_of(ana).save.id) == saved
    ana.act("dismiss-message")
    ana.open_link(join(ben, invitation, "Ben"))
    assert ana.message is None, ana.message
    assert remote_of(ana).save.names == ("Ana", "Ben")
    assert remote_of(ana).safety_code() == remote_of(ben).safety_code() != ""
