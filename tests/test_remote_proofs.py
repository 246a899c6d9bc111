"""Unlock proofs and repeated points: each cheat refused at the link that carries it.

The cheating devices here run the real code with one function changed (as a modified
client could) or re-seal a link they made with changed contents (the sender knows the
sealing key and the transcript). Each cheat must be refused by the honest device at the
link that carries it, naming the cheater, with the honest device unchanged; the numbers
in the test names are the cheats of issue 26.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.jaipur.remote import device as jaipur_device
from game.jaipur.remote import play as jaipur
from game.jaipur.remote.cards import (
    DRAW,
    ELEMENT,
    FIRST_HAND,
    POINTS,
    SECOND_HAND,
    encrypt_shuffle,
    hand_positions,
)
from game.remote import api, ec, proofs, wire
from game.remote.entropy import Entropy
from game.remote.errors import CheatDetected
from tests.remote_sim import PROTOCOL_FORMAT, JaipurTable, bombay_game, seeded
from tests.test_remote_strangers import set_aside

Unlock = Callable[..., tuple[tuple[int, ...], bytes]]
REAL_UNLOCK: Unlock = jaipur_device.unlock


def refused(device: jaipur.JaipurDevice, link: str) -> CheatDetected:
    """The CheatDetected ``device`` raises on ``link``; its save must not change."""
    before = api.to_json(device)
    with pytest.raises(CheatDetected) as caught:
        jaipur.receive(device, link, seeded(99))
    assert api.to_json(device) == before
    assert str(caught.value).startswith("The other player's device cheated")
    return caught.value


def _chain_before(table: JaipurTable, index: int) -> bytes:
    chain = b""
    for _, text in table.links[:index]:
        chain = wire.chain_after(chain, wire.read(text).raw)
    return chain


def forged(table: JaipurTable, change: Callable[[bytes], bytes]) -> str:
    """The link in flight with its body changed by its sender and sealed again."""
    assert table.pending is not None
    frame = wire.read(table.pending[1])
    key = bytes.fromhex(table.devices[frame.sender].seal)
    chain = _chain_before(table, len(table.links) - 1)
    raw = wire.make(
        frame.kind,
        frame.game,
        frame.number,
        frame.sender,
        change(frame.body),
        (key,),
        chain,
        frame.version,
    )
    return wire.text(raw)


def until(table: JaipurTable, ready: Callable[[wire.Frame], bool]) -> wire.Frame:
    """Deliver links until the one in flight satisfies ``ready``; that link's frame."""
    while table.pending is not None:
        frame = wire.read(table.pending[1])
        if ready(frame):
            return frame
        table.step()
    raise AssertionError("no such link in the whole match")


# --- cheat 1: disguised copies in the second shuffle ----------------------------------------


def disguising(monkeypatch: pytest.MonkeyPatch) -> int:
    """Make this process's next shuffles cheat 1: the second shuffler's hand positions get
    copies of the first player's five cards, locked under a key of its own; in format 3
    the shuffle proof sent is the one of the honest shuffle. The cheater's other key."""
    real, real_prove = encrypt_shuffle, jaipur_device.prove_shuffle
    other, honest = ec.scalar(seeded(30)(32)), []

    def disguised(deck: list[int], key: int, entropy: Entropy) -> list[int]:
        out = real(deck, key, entropy)
        honest.append(tuple(out))
        for mine, theirs in zip(SECOND_HAND, FIRST_HAND, strict=True):
            out[mine] = ec.mul(other, ec.mul(ec.inverse(key), out[theirs]))
        return out

    def proof_of_the_honest_deck(*args: Any) -> bytes:
        version, key, deck, _, *rest = args  # the disguised deck is proven as the honest one
        return real_prove(version, key, deck, honest[-1], *rest)

    monkeypatch.setattr(jaipur_device, "encrypt_shuffle", disguised)
    monkeypatch.setattr(jaipur_device, "prove_shuffle", proof_of_the_honest_deck)
    return other


def test_cheat_1_remains_possible_in_games_of_link_format_2(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In format 2 (no shuffle proof) the same cheat passes at the deal: the inviter's
    unlock (honest, its proof holds) shows the friend the inviter's hand. The end-of-round
    check (the second shuffle is no permutation) would name it, if the friend went on."""
    inviter, invitation = jaipur.invite(seeded(31), wire.PROVEN)
    with monkeypatch.context() as patch:
        other = disguising(patch)
        _, answer = jaipur.accept(invitation, seeded(32))
    inviter = jaipur.receive(inviter, answer, seeded(33))  # accepted: no alarm
    body = wire.read(inviter.sent).body
    assert body[4] == 5  # the inviter unlocks the friend's five cards, with its proof
    unlocked = [int.from_bytes(body[5 + 32 * i : 37 + 32 * i], "big") for i in range(5)]
    read = sorted(ELEMENT[ec.mul(ec.inverse(other), x)] for x in unlocked)
    assert read == sorted(inviter.round.cards[p] for p in FIRST_HAND)  # the inviter's hand


# --- cheat 3: a player picks the card its move deals to the market ----------------------


def _draw_first(shown: object, rng: random.Random) -> str:
    moves = shown.legal_moves  # type: ignore[attr-defined]
    takes = [m for m in moves if str(m).startswith("take") or str(m) == "camels"]
    return str(rng.choice(takes or list(moves)))


@pytest.mark.parametrize("version", [PROTOCOL_FORMAT, wire.FOLDED])
@pytest.mark.parametrize("cheater", [0, 1])
def test_cheat_3_a_player_cannot_deal_a_copy_of_its_own_card_into_the_market(
    monkeypatch: pytest.MonkeyPatch, cheater: int, version: int
) -> None:
    """In format 4 seat 0's first move of round 1 carries the friend's hand too (the
    unlocks are checked before that hand is opened to judge the move)."""
    cheats: list[str] = []

    def own_card(device: jaipur.JaipurDevice, key: int, points: tuple[int, ...], positions):  # type: ignore[no-untyped-def]
        rnd = device.round
        drawn = [i for i, p in enumerate(positions) if DRAW <= p < 52]
        if device.seat == cheater and drawn and not cheats:
            mine = rnd.deck_fo[hand_positions(cheater, rnd.first)[0]]
            points = tuple(mine if i == drawn[0] else x for i, x in enumerate(points))
            cheats.append("")
        return REAL_UNLOCK(device, key, points, positions)

    monkeypatch.setattr(jaipur_device, "unlock", own_card)
    table = JaipurTable(11 + cheater, _draw_first, version=version)
    until(table, lambda frame: bool(cheats))
    assert table.pending is not None and table.links[-1][0] == cheater
    error = refused(table.devices[1 - cheater], table.pending[1])
    assert error.seat == cheater and "proof" in str(error)


# --- cheat 6: a repeated point in a deck or in a batch of unlocks -----------------------


def test_cheat_6_an_invitation_whose_deck_repeats_a_point_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = encrypt_shuffle

    def one_point(deck: list[int], key: int, entropy: Entropy) -> list[int]:
        out = real(deck, key, entropy)
        return [out[0]] * len(out)  # one point 70 times

    monkeypatch.setattr(jaipur, "encrypt_shuffle", one_point)
    _, invitation = jaipur.invite(seeded(1), wire.PROVEN)  # format 3: its proof fails first
    monkeypatch.setattr(jaipur, "encrypt_shuffle", real)
    with pytest.raises(CheatDetected) as caught:
        jaipur.accept(invitation, seeded(2))
    assert caught.value.seat == 0 and "same point twice" in str(caught.value)


def test_cheat_6_an_answer_whose_deck_repeats_a_point_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = encrypt_shuffle

    def copied(deck: list[int], key: int, entropy: Entropy) -> list[int]:
        out = real(deck, key, entropy)
        out[20] = out[21]  # a card replaced by a copy of another
        return out

    inviter, invitation = jaipur.invite(seeded(1), wire.PROVEN)  # format 3: proof fails first
    monkeypatch.setattr(jaipur_device, "encrypt_shuffle", copied)
    friend, answer = jaipur.accept(invitation, seeded(2))
    monkeypatch.setattr(jaipur_device, "encrypt_shuffle", real)
    error = set_aside(inviter, answer)  # the answer's key is not the game's yet: set aside
    assert error.safety == friend.safety and "same point twice" in error.detail


def test_cheat_6_a_next_round_deck_that_repeats_a_point_is_refused() -> None:
    table = JaipurTable(5, version=wire.SHUFFLED)  # format 4: tests/test_remote_jaipur_fold.py
    frame = until(table, lambda frame: frame.kind == "D")

    def repeat(body: bytes) -> bytes:
        deck = 64  # the finished round's key, then the new commitment
        return body[: deck + 32] + body[deck : deck + 32] + body[deck + 64 :]

    error = refused(table.devices[1 - frame.sender], forged(table, repeat))
    assert error.seat == frame.sender and "same point twice" in str(error)


def test_cheat_6_a_batch_of_unlocks_that_repeats_a_point_is_refused() -> None:
    table = JaipurTable(5)
    frame = until(table, lambda frame: frame.kind == "T" and frame.body[2] == 5)

    def repeat(body: bytes) -> bytes:  # herd, 0 cards announced, 5 unlocks: the 2nd = the 1st
        return body[:35] + body[3:35] + body[67:]

    assert frame.body[1] == 0
    error = refused(table.devices[1 - frame.sender], forged(table, repeat))
    assert error.seat == frame.sender and "same point twice" in str(error)


# --- the proofs' soundness ----------------------------------------------------------------

KEY = ec.scalar(seeded(21)(32))


def _statement(n: int) -> tuple[int, tuple[int, ...], tuple[int, ...], bytes]:
    dealt = tuple(ec.mul(KEY, x) for x in POINTS[:n])
    unlocked, proof = proofs.unlock(KEY, dealt, b"context")
    assert unlocked == POINTS[:n]
    return proofs.commitment(KEY), dealt, unlocked, proof


@pytest.mark.parametrize("n", [1, 5, 9])
def test_an_honest_proof_holds_and_flipping_any_bit_of_it_breaks_it(n: int) -> None:
    committed, dealt, unlocked, proof = _statement(n)
    assert len(proof) == proofs.size(n)
    assert proofs.check(committed, dealt, unlocked, proof, b"context")
    for i in range(len(proof)):  # the sign bits, the challenge, the response
        for bit in (0, 7) if i < len(proof) - 64 else (0, 3):
            flipped = proof[:i] + bytes([proof[i] ^ (1 << bit)]) + proof[i + 1 :]
            assert not proofs.check(committed, dealt, unlocked, flipped, b"context"), (i, bit)


@pytest.mark.parametrize("n", [1, 5])
def test_a_proof_holds_for_its_own_statement_only(n: int) -> None:
    committed, dealt, unlocked, proof = _statement(n)
    other = POINTS[60]
    assert not proofs.check(proofs.commitment(KEY + 1), dealt, unlocked, proof, b"context")
    assert not proofs.check(committed, dealt, unlocked, proof, b"another transcript")
    for i in range(n):
        moved = dealt[:i] + (ec.mul(KEY, other),) + dealt[i + 1 :]
        assert not proofs.check(committed, moved, unlocked, proof, b"context")
        changed = unlocked[:i] + (other,) + unlocked[i + 1 :]
        assert not proofs.check(committed, dealt, changed, proof, b"context")
    assert not proofs.check(committed, dealt[:-1], unlocked[:-1], proof, b"context")
    if n > 1:
        swapped = (unlocked[1], unlocked[0], *unlocked[2:])
        assert not proofs.check(committed, dealt, swapped, proof, b"context")
    assert not proofs.check(committed, dealt, unlocked, proof[:-1], b"context")


def test_a_turn_whose_proof_was_changed_is_refused_naming_its_sender() -> None:
    table = JaipurTable(6)
    frame = until(table, lambda frame: frame.kind == "T" and frame.body[2] == 5)
    at = 3 + 5 * 32 + 1  # the challenge's first byte

    def flip(body: bytes) -> bytes:
        return body[:at] + bytes([body[at] ^ 1]) + body[at + 1 :]

    error = refused(table.devices[1 - frame.sender], forged(table, flip))
    assert error.seat == frame.sender and "proof" in str(error)
    table.step()  # the real link still opens


def _key_flag(body: bytes) -> int:
    """A turn's last field but the key: 1 when the turn reveals the sender's round key."""
    at = 2 + body[1]
    unlocks = body[at]
    at += 1 + 32 * unlocks + (proofs.size(unlocks) if unlocks else 0)
    return body[at + 1 + body[at]]


def test_a_round_key_other_than_the_committed_one_is_refused() -> None:
    table = JaipurTable(5)
    frame = until(table, lambda f: f.kind == "T" and _key_flag(f.body) == 1)
    other = ec.scalar(seeded(8)(32)).to_bytes(32, "big")
    error = refused(table.devices[1 - frame.sender], forged(table, lambda b: b[:-32] + other))
    assert error.seat == frame.sender and "committed" in str(error)


# --- links of format 1 ----------------------------------------------------------------------

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("version", [1, 2, 3, 4, 5])
def test_recorded_games_of_each_link_format_keep_playing_as_before(version: int) -> None:
    """Saves and links recorded by the version that made them (format 1: no commitments,
    no proofs, before s30; format 2: with them; format 3: with shuffle proofs; format 4:
    round set-ups folded into the moves, s33; format 5: announced cards proven, issue 43)
    open as they did, and the turn a device answers with is the one it made then. Never
    rewrite these files."""
    path = DATA / f"golden_remote_v{version}_links.json"
    for entry in json.loads(path.read_text(encoding="utf-8"))["links"]:
        device = api.from_json(entry["before"])
        assert isinstance(device, jaipur.JaipurDevice) and device.version == version
        after = jaipur.receive(device, entry["link"], seeded(entry["index"]))
        made = after.sent if after.reply else ""
        if made and wire.read(made).kind == "T":
            assert made == entry["reply"], entry["index"]
        assert wire.read(made or entry["link"]).version == version


def test_new_games_make_links_of_format_5() -> None:
    assert jaipur.invite.__defaults__ == (jaipur.NEW_GAMES,) == (wire.ANNOUNCED,)
    table = JaipurTable(2, version=jaipur.NEW_GAMES)
    for _ in range(6):
        table.step()
    assert {wire.read(text).version for _, text in table.links} == {wire.ANNOUNCED}


# --- safety codes ---------------------------------------------------------------------------


def test_both_honest_jaipur_devices_show_the_same_safety_code() -> None:
    table = JaipurTable(4)
    table.step()  # the inviter opens the answer
    codes = {api.safety_code(d) for d in table.devices}
    assert len(codes) == 1 and re.fullmatch(r"\d{4} \d{4} \d{4} \d{4}", codes.pop())
    assert api.safety_code(jaipur.invite(seeded(1))[0]) == ""  # not before the answer


def test_a_relay_that_swaps_the_keys_makes_the_safety_codes_differ() -> None:
    """A relay answers Ana's invitation itself and invites Ben with its own key, then
    carries links between two games of its own: each device sees the relay's key."""
    entropy = seeded(6)
    ana, invitation = jaipur.invite(entropy, PROTOCOL_FORMAT)
    relay_b, answer_to_ana = jaipur.accept(invitation, entropy)  # the relay, Ana's side
    relay_a, relay_invitation = jaipur.invite(entropy, PROTOCOL_FORMAT)  # to Ben, its own
    ben, _ = jaipur.accept(relay_invitation, entropy)
    ana = jaipur.receive(ana, answer_to_ana, entropy)
    assert api.safety_code(ana) != api.safety_code(ben)
    assert api.safety_code(ana) == api.safety_code(relay_b)  # each side with the relay agrees


def test_every_bombay_device_shows_the_same_safety_code() -> None:
    devices, _ = bombay_game(3, 2)
    codes = {api.safety_code(d) for d in devices}
    assert len(codes) == 1 and "" not in codes


@pytest.mark.parametrize("version", [wire.PROVEN, jaipur.NEW_GAMES])
def test_a_relay_cannot_pass_one_friends_unlocks_on_to_the_other(version: int) -> None:
    """The relay swaps its own keys into the invitation and the answer (same game, every
    other byte kept) and re-seals the answer for Ana: Ben's unlock proof (from format 3 on
    his shuffle proof first) was bound to the transcript Ben saw, so Ana refuses it (set
    aside: a key the game has not taken yet); the relay would have to deal Ana's game
    itself. Ana's device cannot tell this from Ben's lie, so what it says was wrong does not
    blame Ben alone (issue 43, finding 4; a later link's refusal is ``relayed``,
    tests/test_web_remote.py)."""
    entropy = seeded(7)
    ana, invitation = jaipur.invite(entropy, version)
    frame = wire.read(invitation)
    r1, r2 = ec.scalar(entropy(32)), ec.scalar(entropy(32))
    swapped = ec.to_bytes(ec.public_key(r1)) + frame.body[32:]
    ben, answer = jaipur.accept(
        wire.text(wire.make("I", frame.game, 0, 0, swapped, (), b"", frame.version)), entropy
    )
    key = wire.shared_key(r2, int.from_bytes(frame.body[:32], "big"), frame.game)
    body = ec.to_bytes(ec.public_key(r2)) + wire.read(answer).body[32:]
    chain = wire.chain_after(b"", frame.raw)
    forged_answer = wire.text(wire.make("A", frame.game, 1, 1, body, (key,), chain, frame.version))
    error = set_aside(ana, forged_answer)
    assert "passed on a link made for another" in error.detail
    assert ("proof" if version == wire.PROVEN else "shuffle is not proven") in error.detail


def test_every_test_the_threat_model_names_exists_in_the_file_it_names() -> None:
    """docs/remote-play.md's threat model points to tests: each it names is defined in the
    file named before it in its row or paragraph (else in tests/test_remote_proofs.py)."""
    doc = (DATA.parents[1] / "docs" / "remote-play.md").read_text(encoding="utf-8")
    model = doc.split("## Threat model", 1)[1].split("\n## ", 1)[0]
    checked = 0
    for part in re.split(r"\n\| |\n\n|(?=`(?:tests/)?test_[a-z_]+\.py`)", model):
        named = re.match(r"`(?:tests/)?(test_[a-z_]+\.py)`", part)
        source = (DATA.parent / (named.group(1) if named else "test_remote_proofs.py")).read_text(
            encoding="utf-8"
        )
        for name in re.findall(r"`(test_\w+)`", part):
            if not name.endswith(("_", ".py")):
                assert f"def {name}(" in source, (named and named.group(1), name)
                checked += 1
    assert checked > 30
