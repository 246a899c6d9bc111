"""Remote Jaipur between two devices that exchange only link text.

The inviter (seat 0) shuffles and locks the 70 secret elements with a key of
its own (:func:`invite`); the friend (seat 1) locks and shuffles them again and
removes its own lock from the inviter's five cards and the two market cards
(:func:`accept`). Each later message is a turn: the elements of public cards
the sender opened, the locks it removes for the receiver's private use (its
five cards, a bonus token it took), the move, the sender's lock removed from
the cards that move dealt into the market, and at the round's end the
sender's key. In link format 2 each shuffle carries a commitment to its key and
each link that removes layers carries a proof that it used that key, checked on
arrival with the repeated-point check (:mod:`game.remote.jaipur_checks`). The
receiver checks each move with the rules as far as its knowledge goes, and the
whole round once both keys are out
(:func:`game.remote.jaipur_round.verify`). Protocol and security argument:
docs/remote-play.md.
"""

from __future__ import annotations

from game.core.errors import GameError
from game.core.evolve import evolve
from game.jaipur.moves import parse_move
from game.jaipur.rules import next_starter
from game.jaipur.state import JaipurState
from game.remote import ec, wire
from game.remote.entropy import Entropy
from game.remote.errors import CheatDetected, LinkRefused, RemoteError
from game.remote.jaipur_cards import MARKET, POINTS, encrypt_shuffle, hand_positions
from game.remote.jaipur_checks import (
    check_shuffle,
    check_unlocks,
    distinct,
    open_private,
    read_commitment,
    read_opened,
    read_proof,
)
from game.remote.jaipur_device import (
    NO_HERD,
    JaipurDevice,
    after_turn_sent,
    bonus_taken,
    close_round,
    commitment,
    game_over,
    moves_between,
    protocol_error,
    prove_shuffle,
    round_results,
    seals,
    second_shuffle,
    send,
    turn_body,
    view,
)
from game.remote.jaipur_round import Round, drawn_positions, knows_deal, new_round, working_state
from game.remote.protocol import RemoteGame
from game.remote.safety import safety_code

# --- the invitation ---------------------------------------------------------------


NEW_GAMES = wire.SHUFFLED  # the link format of new games (see invite)


def invite(entropy: Entropy, version: int = NEW_GAMES) -> tuple[JaipurDevice, str]:
    """A new game on the inviter's device, and the invitation's link text.

    New games carry commitments and unlock proofs (format 2). Format 3 adds a shuffle
    proof to every shuffle, which makes the set-up links about 7,500 characters: it
    becomes the default when the page sends such a link as two (``wire.parts``)."""
    game, identity, key = entropy(4), ec.scalar(entropy(32)), ec.scalar(entropy(32))
    deck = tuple(encrypt_shuffle(list(POINTS), key, entropy))
    body = ec.to_bytes(ec.public_key(identity)) + ec.to_bytes(ec.public_key(key))
    body += wire.points_bytes(deck) + prove_shuffle(version, key, POINTS, deck, game, "")
    raw = wire.make("I", game, 0, 0, body, (), b"", version)
    device = JaipurDevice(
        game=game.hex(),
        seat=0,
        identity=identity,
        seal="",
        chain=wire.chain_after(b"", raw).hex(),
        digests=(wire.digest(raw),),
        sent=wire.text(raw),
        reply=True,
        results=(),
        round=new_round(1, 0, 1, key, deck),
        version=version,
    )
    return device, device.sent


def accept(message: str, entropy: Entropy) -> tuple[JaipurDevice, str]:
    """The invited friend's device for the invitation ``message``, and its answer."""
    frame = wire.read(message)
    if frame.kind != "I" or frame.number != 0:
        raise LinkRefused("This link is not an invitation to a remote game of Jaipur.", "format")
    reader = wire.Reader(frame.body)
    their_public = reader.point()
    their_commit = reader.point() if frame.version >= wire.PROVEN else 0
    deck_f = reader.points(len(POINTS))
    distinct(0, deck_f, "its shuffled deck")
    check_shuffle(frame.version, 0, (POINTS, deck_f, their_commit), reader, frame.game, "")
    reader.end()
    identity = ec.scalar(entropy(32))
    device = JaipurDevice(
        game=frame.game.hex(),
        seat=1,
        identity=0,
        seal=wire.shared_key(identity, their_public, frame.game).hex(),
        chain=wire.chain_after(b"", frame.raw).hex(),
        digests=(wire.digest(frame.raw),),
        sent="",
        reply=False,
        results=(),
        round=evolve(new_round(1, 0, 1, 0, deck_f), their_commit=their_commit),
        version=frame.version,
    )
    own_public = ec.public_key(identity)
    device = evolve(device, safety=safety_code(frame.game, (their_public, own_public)))
    device = second_shuffle(device, device.round, entropy, ec.to_bytes(own_public), "A")
    return device, device.sent


# --- receiving ------------------------------------------------------------------------


def receive(device: JaipurDevice, message: str, entropy: Entropy) -> JaipurDevice:
    """The device after opening the other player's link; raises RemoteError, changing nothing."""
    frame = wire.read(message)
    if frame.version != device.version:
        raise LinkRefused("This link was made by another version of remote play.", "format")
    if device.seal == "" and frame.kind == "A" and frame.body[:32]:
        device = _agree(device, frame)
    if (
        frame.kind == "A"
        and frame.game == device.game_id
        and len(device.digests) > 1
        and wire.digest(frame.raw) != device.digests[1]
    ):
        raise LinkRefused(
            "This invitation was already answered by another device: a game has one opponent.",
            "opened",
        )
    wire.check(
        frame,
        device.game_id,
        device.seat,
        device.digests,
        bytes.fromhex(device.seal),
        bytes.fromhex(device.chain),
    )
    chain = device.chain  # the transcript before this link, which its proofs are bound to
    device = evolve(
        device,
        chain=wire.chain_after(bytes.fromhex(device.chain), frame.raw).hex(),
        digests=(*device.digests, wire.digest(frame.raw)),
        reply=False,
    )
    reader = wire.Reader(frame.body)
    try:
        if frame.kind in "AE":
            return _on_second_shuffle(device, reader, frame.kind, chain)
        if frame.kind == "D":
            return _on_first_shuffle(device, reader, entropy, chain)
        if frame.kind == "T":
            return _on_turn(device, reader, entropy, chain)
    except GameError as error:
        if isinstance(error, RemoteError):
            raise
        raise CheatDetected(
            f"The other player's device sent a move the rules do not allow: {error}.",
            1 - device.seat,
        ) from None
    raise LinkRefused("This link is not part of a remote game of Jaipur.", "format")


def _agree(device: JaipurDevice, frame: wire.Frame) -> JaipurDevice:
    try:
        their_public = ec.from_bytes(frame.body[:32])
    except ec.PointError:
        raise LinkRefused("This link's contents are malformed.", "format") from None
    key = wire.shared_key(device.identity, their_public, device.game_id)
    code = safety_code(device.game_id, (ec.public_key(device.identity), their_public))
    return evolve(device, seal=key.hex(), identity=0, safety=code)


def _on_second_shuffle(
    device: JaipurDevice, reader: wire.Reader, kind: str, chain: str
) -> JaipurDevice:
    """The answer to this device's first shuffle: open its hand and the market."""
    rnd = device.round
    if device.seat != rnd.first or rnd.deck_fo or (kind == "A") != (rnd.number == 1):
        raise protocol_error(device, "it sent a deck when none was due")
    if kind == "A":
        reader.point()
    their_commit = read_commitment(device, reader)
    deck_fo = reader.points(len(POINTS))
    sender = 1 - device.seat
    distinct(sender, deck_fo, "its shuffled deck")
    shuffle = (rnd.deck_f, deck_fo, their_commit)
    check_shuffle(device.version, sender, shuffle, reader, device.game_id, chain)
    opened = (*hand_positions(device.seat, rnd.first), *MARKET)
    removals = reader.points(len(opened))
    proof = read_proof(device, reader, len(opened))
    reader.end()
    rnd = evolve(rnd, deck_fo=deck_fo, their_commit=their_commit)
    check_unlocks(device, rnd, opened, removals, proof, chain)
    rnd = open_private(device, rnd, opened, removals)
    rnd = evolve(
        rnd,
        owed_open=MARKET,
        owed_remove=tuple(hand_positions(1 - device.seat, rnd.first)),
    )
    device = evolve(device, round=rnd)  # the other player starts: unlock its hand now
    device = send(device, "T", turn_body(device, rnd, "", (), False), reply=True)
    return evolve(device, round=after_turn_sent(device.round, device.seat))


def _on_first_shuffle(
    device: JaipurDevice, reader: wire.Reader, entropy: Entropy, chain: str
) -> JaipurDevice:
    """The other device's first shuffle of the next round, with its key of the last one.

    The first shuffler is never the round's starter (so its first link carries no move).
    """
    rnd = device.round
    their_key = reader.scalar()
    their_commit = read_commitment(device, reader)
    deck_f = reader.points(len(POINTS))
    sender = 1 - device.seat
    distinct(sender, deck_f, "its shuffled deck")
    shuffle = (POINTS, deck_f, their_commit)
    check_shuffle(device.version, sender, shuffle, reader, device.game_id, chain)
    reader.end()
    if not rnd.their_key:
        if not rnd.key_sent:
            raise protocol_error(device, "it dealt a new round before this one was over")
        device = close_round(device, evolve(rnd, their_key=their_key))
    elif their_key != rnd.their_key:
        raise protocol_error(device, "it revealed two different keys for one round")
    starter = next_starter(round_results(device)[-1])
    if game_over(device) or starter != device.seat:
        raise protocol_error(device, "it dealt a round it should not have dealt")
    nxt = new_round(rnd.number + 1, 1 - device.seat, starter, 0, deck_f)
    nxt = evolve(nxt, their_commit=their_commit)
    return second_shuffle(device, nxt, entropy, b"", "E")


def _on_turn(
    device: JaipurDevice, reader: wire.Reader, entropy: Entropy, chain: str
) -> JaipurDevice:
    rnd = device.round
    herd = reader.byte()
    if herd != NO_HERD:
        if rnd.herd >= 0 or herd > 5:
            raise protocol_error(device, "it announced its camels twice")
        rnd = evolve(rnd, herd=herd)
    rnd = read_opened(device, rnd, reader)
    points = reader.points(reader.byte())
    proof = read_proof(device, reader, len(points))
    text = reader.short_text()
    key = reader.scalar() if reader.byte() else 0
    reader.end()
    awaited = rnd.awaiting
    if len(points) < len(awaited):
        raise protocol_error(device, "it did not unlock the cards it had to")
    drawn: tuple[int, ...] = ()
    if text:
        rnd, drawn = _their_move(device, rnd, text)
    if len(points) != len(awaited) + len(drawn):
        raise protocol_error(device, "it did not unlock exactly the cards its move dealt")
    check_unlocks(device, rnd, (*awaited, *drawn), points, proof, chain)
    rnd = evolve(open_private(device, rnd, awaited, points[: len(awaited)]), awaiting=())
    if drawn:
        rnd = _open_drawn(device, rnd, drawn, points[len(awaited) :])
    device = evolve(device, round=rnd)
    if key:
        return _on_key(device, key, entropy)
    return device


def _their_move(device: JaipurDevice, rnd: Round, text: str) -> tuple[Round, tuple[int, ...]]:
    """The round once the other player's move ``text`` is played, and the positions it
    dealt into the market (to be unlocked in the same link)."""
    if not knows_deal(rnd, device.seat) or rnd.herd < 0:
        raise protocol_error(device, "it moved before the cards were dealt")
    before, ended = working_state(rnd, device.seat, seals(device), round_results(device))
    if ended or before.to_move == device.seat:
        raise protocol_error(device, "it moved out of turn")
    move = parse_move(text)
    rnd = evolve(rnd, moves=(*rnd.moves, str(move)))
    after, ended = working_state(rnd, device.seat, seals(device), round_results(device))
    taken = bonus_taken(before, move)
    if taken is not None:
        rnd = evolve(rnd, owed_remove=(*rnd.owed_remove, taken))
    return rnd, drawn_positions(before, after)


def _open_drawn(
    device: JaipurDevice, rnd: Round, drawn: tuple[int, ...], points: tuple[int, ...]
) -> Round:
    """Open the cards the other device's move dealt; this device then owes their elements."""
    rnd = open_private(device, rnd, drawn, points)
    return evolve(rnd, owed_open=(*rnd.owed_open, *drawn))


def _on_key(device: JaipurDevice, key: int, entropy: Entropy) -> JaipurDevice:
    """The other device's key: check the round; then reveal this device's key if it has
    not yet, or, if the other player starts the next round, deal it (shuffle first)."""
    rnd = device.round
    _, ended = working_state(rnd, device.seat, seals(device), round_results(device))
    if not ended:
        raise protocol_error(device, "it revealed its key before the round was over")
    device = close_round(device, evolve(rnd, their_key=key))
    starter = next_starter(round_results(device)[-1])
    if game_over(device) or starter == device.seat:
        if rnd.key_sent:
            return device
        device = send(device, "T", turn_body(device, device.round, "", (), True), reply=True)
        return evolve(device, round=evolve(device.round, key_sent=True))
    new_key = ec.scalar(entropy(32))
    deck = tuple(encrypt_shuffle(list(POINTS), new_key, entropy))
    body = ec.to_bytes(rnd.key) + commitment(device, new_key) + wire.points_bytes(deck)
    body += prove_shuffle(device.version, new_key, POINTS, deck, device.game_id, device.chain)
    nxt = new_round(rnd.number + 1, device.seat, starter, new_key, deck)
    return send(evolve(device, round=nxt), "D", body, reply=True)


# --- playing ---------------------------------------------------------------------------


def play(device: JaipurDevice, text: str) -> tuple[JaipurDevice, str]:
    """This device's move ``text``: the device after it and the link to send."""
    rnd = device.round
    state = _my_turn(device)
    try:
        move = parse_move(text)
        after_rnd = evolve(rnd, moves=(*rnd.moves, str(move)))
        after, ended = working_state(after_rnd, device.seat, seals(device), round_results(device))
    except GameError as error:
        raise RemoteError(f"That move cannot be played: {error}.", "move") from None
    drawn = drawn_positions(state, after)
    taken = bonus_taken(state, move)
    body = turn_body(device, rnd, str(move), drawn, ended)
    after_rnd = evolve(
        after_turn_sent(after_rnd, device.seat),
        asked=(*after_rnd.asked, *drawn),
        awaiting=after_rnd.awaiting + ((taken,) if taken is not None else ()),
        key_sent=ended,
    )
    device = send(evolve(device, round=after_rnd), "T", body, reply=True)
    return device, device.sent


def _my_turn(device: JaipurDevice) -> JaipurState:
    rnd = device.round
    if game_over(device) or rnd.key_sent or not knows_deal(rnd, device.seat):
        raise RemoteError("It is not your turn: wait for the other player's link.", "turn")
    state, ended = working_state(rnd, device.seat, seals(device), round_results(device))
    if ended or state.to_move != device.seat:
        raise RemoteError("It is not your turn: wait for the other player's link.", "turn")
    return state


__all__ = [
    "JaipurDevice",
    "accept",
    "game_over",
    "invite",
    "play",
    "receive",
    "round_results",
    "seals",
    "view",
]


def _invite(players: int, bonus: bool, entropy: Entropy) -> tuple[JaipurDevice, str]:
    if players != 2:
        raise RemoteError("Jaipur is played by 2 players.", "options")
    return invite(entropy)


REMOTE = RemoteGame(
    name="jaipur",
    invite=_invite,
    accept=accept,
    receive=receive,
    play=lambda device, move, _entropy: play(device, move),
    view=view,
    moves_between=moves_between,
)
