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
arrival with the repeated-point check (:mod:`game.jaipur.remote.checks`). The
receiver checks each move with the rules as far as its knowledge goes, and the
whole round once both keys are out
(:func:`game.jaipur.remote.round.verify`). Protocol and security argument:
docs/remote-play.md.
"""

from __future__ import annotations

from game.core.errors import GameError
from game.core.evolve import evolve
from game.jaipur.moves import Move, parse_move
from game.jaipur.remote.cards import DRAW, POINTS, encrypt_shuffle
from game.jaipur.remote.checks import (
    check_shuffle,
    check_unlocks,
    distinct,
    open_private,
    read_opened,
    read_proof,
)
from game.jaipur.remote.device import (
    NO_HERD,
    JaipurDevice,
    after_turn_sent,
    bonus_taken,
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
from game.jaipur.remote.fold import (
    first_starter,
    folded,
    next_shuffle,
    on_first_shuffle,
    on_key,
    on_second_shuffle,
    read_next_shuffle,
    surely_over,
)
from game.jaipur.remote.round import Round, drawn_positions, knows_deal, new_round, working_state
from game.jaipur.state import JaipurState
from game.jaipur.view import JaipurView
from game.remote import ec, wire
from game.remote.entropy import Entropy, system_entropy
from game.remote.errors import AnswerRefused, CheatDetected, LinkRefused, RemoteError
from game.remote.protocol import Moved, RemoteGame
from game.remote.safety import safety_code

# --- the invitation ---------------------------------------------------------------


NEW_GAMES = wire.ANNOUNCED  # the link format of new games (see invite)


def invite(entropy: Entropy, version: int = NEW_GAMES) -> tuple[JaipurDevice, str]:
    """A new game on the inviter's device, and the invitation's link text.

    Format 2 added commitments and unlock proofs; format 3 a shuffle proof to every
    shuffle (a set-up message is about 7,500 characters, sent as two links,
    ``wire.parts``); format 4 (s33) folds each round's set-up into its moves
    (game.jaipur.remote.fold): the inviter starts round 1; format 5, new games' since
    issue 43, proves every announced public card (game.jaipur.remote.announce)."""
    game = entropy(4)
    identity = ec.scalar(entropy(32))
    key = ec.scalar(entropy(32))
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
        round=new_round(1, 0, first_starter(version), key, deck),
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
        identity=identity,
        seal=wire.shared_key(identity, their_public, frame.game).hex(),
        chain=wire.chain_after(b"", frame.raw).hex(),
        digests=(wire.digest(frame.raw),),
        sent="",
        reply=False,
        results=(),
        round=evolve(
            new_round(1, 0, first_starter(frame.version), 0, deck_f), their_commit=their_commit
        ),
        version=frame.version,
    )
    own_public = ec.public_key(identity)
    publics = (their_public, own_public)
    device = evolve(device, safety=safety_code(frame.game, publics), publics=publics)
    device = second_shuffle(device, device.round, entropy, ec.to_bytes(own_public), "A")
    return device, device.sent


# --- receiving ------------------------------------------------------------------------


def receive(device: JaipurDevice, message: str, entropy: Entropy) -> JaipurDevice:
    """The device after opening the other player's link; raises RemoteError, changing nothing."""
    frame = wire.read(message)
    if frame.version != device.version:
        raise LinkRefused("This link was made by another version of remote play.", "format")
    answer = device.seal == "" and frame.kind == "A" and bool(frame.body[:32])
    if answer:
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
            return on_second_shuffle(device, reader, frame.kind, chain)
        if frame.kind == "D":
            return on_first_shuffle(device, reader, entropy, chain)
        if frame.kind == "T":
            return _on_turn(device, reader, entropy, chain)
    except GameError as error:
        if answer and isinstance(error, CheatDetected):  # a key not taken yet: set aside
            raise AnswerRefused(str(error), device.safety) from None
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
    publics = (ec.public_key(device.identity), their_public)
    code = safety_code(device.game_id, publics)
    return evolve(device, seal=key.hex(), safety=code, publics=publics)


def _on_turn(
    device: JaipurDevice, reader: wire.Reader, entropy: Entropy, chain: str
) -> JaipurDevice:
    rnd = device.round
    herd = reader.byte()
    if herd != NO_HERD:
        if rnd.herd >= 0 or herd > 5:
            raise protocol_error(device, "it announced its camels twice")
        rnd = evolve(rnd, herd=herd)
    rnd = read_opened(device, rnd, reader, chain)
    points = reader.points(reader.byte())
    proof = read_proof(device, reader, len(points))
    text = reader.short_text()
    flag = reader.byte()
    if flag > (2 if folded(device) else 1):
        raise LinkRefused("This link's contents are malformed.", "format")
    key = reader.scalar() if flag else 0
    nxt = read_next_shuffle(device, reader, chain) if flag == 2 else None
    reader.end()
    awaited = rnd.awaiting
    if len(points) < len(awaited):
        raise protocol_error(device, "it did not unlock the cards it had to")
    if text and folded(device) and not rnd.moves and not knows_deal(rnd, device.seat):
        rnd = _first_move_with_deal(device, rnd, text, points, proof, chain)
    else:
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
        return on_key(device, key, entropy, nxt)
    return device


def _first_move_with_deal(
    device: JaipurDevice,
    rnd: Round,
    text: str,
    points: tuple[int, ...],
    proof: bytes,
    chain: str,
) -> Round:
    """Format 4: the round's first move, whose link also unlocks this device's hand. The
    cards a first move deals are the draw pile's first, so every unlock is checked
    before this device opens its hand to judge the move."""
    awaited = rnd.awaiting
    guess = tuple(range(DRAW, DRAW + len(points) - len(awaited)))
    check_unlocks(device, rnd, (*awaited, *guess), points, proof, chain)
    rnd = evolve(open_private(device, rnd, awaited, points[: len(awaited)]), awaiting=())
    rnd, drawn = _their_move(device, rnd, text)
    if drawn != guess:
        raise protocol_error(device, "it did not unlock exactly the cards its move dealt")
    return _open_drawn(device, rnd, drawn, points[len(awaited) :]) if drawn else rnd


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


# --- playing ---------------------------------------------------------------------------


def _after(device: JaipurDevice, text: str) -> tuple[JaipurState, Move, Round, JaipurState, bool]:
    """The state before the move ``text``, the move, the round after it, its state from
    this seat and whether it ends the round (RemoteError: not this device's turn, or not a
    legal move)."""
    state = _my_turn(device)
    try:
        move = parse_move(text)
        after_rnd = evolve(device.round, moves=(*device.round.moves, str(move)))
        after, ended = working_state(after_rnd, device.seat, seals(device), round_results(device))
    except GameError as error:
        raise RemoteError(f"That move cannot be played: {error}.", "move") from None
    return state, move, after_rnd, after, ended


def shuffles(device: JaipurDevice, text: str) -> bool:
    """Whether playing ``text`` makes the next round's shuffle (format 4: a move that ends
    a round of a match that goes on), which takes a second or two; False for a move that
    cannot be played."""
    try:
        _state, _move, _rnd, after, ended = _after(device, text)
    except RemoteError:
        return False
    return ended and folded(device) and not surely_over(device, after)


def play(
    device: JaipurDevice, text: str, entropy: Entropy = system_entropy
) -> tuple[JaipurDevice, str]:
    """This device's move ``text``: the device after it and the link to send (in format
    4 a move that ends a round shuffles the next one with ``entropy``)."""
    rnd = device.round
    state, move, after_rnd, after, ended = _after(device, text)
    drawn = drawn_positions(state, after)
    taken = bonus_taken(state, move)
    shuffle, nxt = b"", None
    if ended and folded(device) and not surely_over(device, after):
        shuffle, nxt = next_shuffle(device, entropy)
    body = turn_body(device, rnd, str(move), drawn, ended, shuffle)
    after_rnd = evolve(
        after_turn_sent(after_rnd, device.seat),
        asked=(*after_rnd.asked, *drawn),
        awaiting=after_rnd.awaiting + ((taken,) if taken is not None else ()),
        key_sent=ended,
    )
    device = send(evolve(device, round=after_rnd, next=nxt), "T", body, reply=True)
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


def last_turn(device: JaipurDevice) -> tuple[Moved[JaipurView], ...]:
    """The newest move this device knows, with the views around it (what the table shows
    as the last move after a reload); () before the first move of the match."""
    rnd, previous = device.round, device.previous
    if rnd.moves:
        old = evolve(device, round=evolve(rnd, moves=rnd.moves[:-1]))
    elif previous is not None and previous.moves:  # the move that ended the last round
        before = evolve(previous, moves=previous.moves[:-1], their_key=0)
        old = evolve(device, round=before, previous=None)
    else:
        return ()
    try:
        return moves_between(old, device)
    except (ValueError, KeyError, IndexError, LinkRefused):  # a state the views cannot show
        return ()


def _just_answered(device: JaipurDevice) -> bool:
    """The friend's device holds the invitation and its own answer alone."""
    return device.seat == 1 and len(device.digests) == 2


def _seat_taken(device: JaipurDevice, _frame: wire.Frame) -> bool:
    """An answer the host opens after another friend's answer took the seat."""
    return len(device.digests) > 1


REMOTE = RemoteGame(
    name="jaipur",
    device=JaipurDevice,
    view_type=JaipurView,
    answer="A",
    invite=_invite,
    accept=accept,
    receive=receive,
    play=play,
    view=view,
    moves_between=moves_between,
    shuffles=shuffles,
    last_turn=last_turn,
    history=lambda _device: (),  # the device forgets finished rounds: the page keeps them
    players=lambda _device: 2,
    joined=lambda _device: 0,
    seats_by_arrival=lambda _device: (),
    scored_rounds=lambda device: len(device.results),
    progress=lambda _device: (0, 0),
    just_answered=_just_answered,
    seat_taken=_seat_taken,
    keys=lambda device: (device.identity, device.publics),
)
