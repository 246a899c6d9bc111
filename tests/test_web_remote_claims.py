"""A stalled game on the page: the waiting panel says since when it waits, sends a
reminder (the last link again), and after 48 hours offers to claim the round; the claim's
file, opened on the silent player's device, says how it stands with the game there; on a
device without the game, whose key signed it and the safety code to compare."""

from __future__ import annotations

import json
import random
import secrets

import pytest

from tests.test_web_helpers import remote_of
from tests.test_web_remote import (
    invite,
    join,
    page,
    proven_links,  # noqa: F401  # autouse: format 2 here too
    send,
    shown,
)

HOUR = 3600 * 1000


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(43)
    monkeypatch.setattr(secrets, "token_bytes", rng.randbytes)


def test_a_stalled_game_reminds_then_claims_and_the_other_device_checks_the_claim() -> None:
    (ana, env), (ben, _) = page(), page()
    answer = join(ben, invite(ana), "Ben")
    env.clock += 49 * HOUR  # Ana's game has not started: there is no round to claim yet
    ana.act("remote-again")
    ana.act("remote-copy")
    assert "Waited so far: 2 days" in shown(ana) and "claim" not in shown(ana)
    ana.open_link(answer)
    first = send(ana)  # Ana's link opening Ben's cards: Ben starts, Ana waits
    assert remote_of(ana).status() == "wait" and "Waited so far" not in shown(ana)
    env.clock += 3 * HOUR
    ana.act("remote-again")  # the reminder: the last link again, to copy
    assert "Your last link, to send again to Ben" in shown(ana)
    ana.act("remote-copy")
    assert "\n".join(line.split("#", 1)[1] for line in env.clipboard.split("\n")) == first
    text = shown(ana)
    assert "Waited so far: 3 hours, since 2023-11-16 23:1" in text  # the page's clock, UTC
    assert "After 48 hours without an answer you can claim the round" in text
    assert "remote-claim" not in text
    env.clock += 46 * HOUR
    ana.act("remote-again")
    ana.act("remote-copy")
    assert "Waited so far: 2 days" in shown(ana) and "can check that it comes from you" in shown(
        ana
    )
    ana.act("remote-claim")
    name, record = env.downloaded
    assert name == f"bazaar-claim-jaipur-{remote_of(ana).save.id}.json"
    assert ana.message is not None and "Your claim was saved as a file" in ana.message.text
    assert remote_of(ana).status() == "wait"  # the game stays open

    def opened(app: object, text: str) -> str:
        app.message = None  # type: ignore[attr-defined]
        app.import_remote(text)  # type: ignore[attr-defined]
        message = app.message  # type: ignore[attr-defined]
        assert message is not None
        return str(message.text)

    assert "made on this device" in opened(ana, record)
    said = opened(ben, record)
    assert "Ana claims round 1" in said and "links this device has not opened" in said
    assert ben.screen.name == "remote"
    ben.open_link(first)
    assert "Ben waits" not in (said := opened(ben, record)) and "Ana waits for your link" in said
    ben.act("move", str(remote_of(ben).view().legal_moves[0]))  # type: ignore[union-attr]
    assert "had not received your later links" in opened(ben, record)
    changed = json.dumps({**json.loads(record), "since": 0})
    assert "signature does not hold" in opened(ben, changed)
    assert "not a claim record" in opened(ben, '{"format": "bazaar-claim"}')
    cleo, _env = page()
    said = opened(cleo, record)
    assert f"safety code for these keys is {remote_of(ana).safety_code()}" in said
    assert cleo.screen.name != "remote"
