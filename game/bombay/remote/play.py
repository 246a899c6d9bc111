"""Remote Bombay for 2 to 5 devices: no hidden hands, a bag nobody can read or steer.

The host's invitation carries a commitment to its share of the set-up
randomness; each friend answers the host alone with its own share and public key (sealed with
the key of the host's and its Diffie-Hellman keys); once everyone has joined,
the host's start message gives every seat's public key and share, its own share
(which must match its commitment) included. From then on every link carries one
seal per receiver, under the key its sender shares with that receiver: a link
shows which player made it. The set-up (demand, posts, markers, first restock) is drawn from the
hash of all shares. In link format 3 (new games) the answers carry pledges, not shares:
each seated friend reveals its share to the host once the start link has fixed every
pledge, and the host's first turn passes them on (game.bombay.remote.setup).

Each later restock is drawn from the hash of one secret per player: each
commits to it in its first turn of the round and reveals it after its last
turn's actions, except the round's *closer*, who reveals only once the
round's last action is played: the next round's first player with three or
more players (at the start of its turn), or with two players the round's
first player (in a message of its own). So nobody knows the draw before the
round's last action, and nobody can steer it. Every message is sealed and
chained like Jaipur's (game.remote.wire); each device checks every action
with the rules and every revealed secret against its commitment.
"""

from __future__ import annotations

from game.bombay.game import BOMBAY
from game.bombay.remote.setup import (
    COMMITTED,
    SHARE,
    BombayDevice,
    dealt,
    invite,
    join,
    on_join,
    on_reveal,
    on_shares,
    on_start,
    passed_shares,
    reveal,
    seated,
    send,
    sha,
)
from game.bombay.state import State
from game.bombay.view import BombayView
from game.core.errors import GameError
from game.core.evolve import evolve
from game.remote import wire
from game.remote.entropy import Entropy
from game.remote.errors import CheatDetected, LinkRefused, RemoteError
from game.remote.protocol import Moved, RemoteGame

# --- the game as this device knows it ------------------------------------------------


def _closer(round_: int, players: int) -> int:
    """Who reveals last for the restock after ``round_``."""
    return (round_ + 1) % players if players >= 3 else round_ % players


def _seed(device: BombayDevice, round_: int) -> int | None:
    """The restock seed after ``round_``, once every secret of that round is revealed."""
    if round_ >= len(device.reveals) or "" in device.reveals[round_]:
        return None
    parts = b"".join(bytes.fromhex(s) for s in device.reveals[round_])
    digest = sha(b"bombay restock ", device.game_id, bytes([round_]), parts)
    return int.from_bytes(digest[:8], "big")


def replay(device: BombayDevice, extra: tuple[str, ...] = ()) -> tuple[State, bool]:
    """The position after every turn (and ``extra`` actions), and whether a restock is
    still waiting for its last secret (its markets are then shown empty)."""
    state, pending = _first(device), False
    for turn in (*device.turns, *((extra,) if extra else ())):
        state, pending = _play_turn(device, state, turn)
    return state, pending


def _first(device: BombayDevice) -> State:
    """The position the set-up shares deal, before the first turn (every share known)."""
    setup = b"".join(bytes.fromhex(s) for s in device.shares)
    seed = int.from_bytes(sha(b"bombay setup seed ", device.game_id, setup)[:8], "big")
    return BOMBAY.new(device.options, seed)


def arrival_seats(device: BombayDevice) -> tuple[int, ...]:
    """A host that has started its game: each friend's seat, in the order their answers
    were opened (the page learnt their names in that order); () on any other device."""
    if not device.pairs or device.seat != 0:
        return ()
    order = [public for public, _share in seated(device)]
    return tuple(1 + order.index(public) for public, _share in device.joins)


def history(device: BombayDevice) -> tuple[Moved[BombayView], ...]:
    """Every action of the game so far (this device's turn in progress too), with the
    public views around each, in one pass over the turns (the page's move log)."""
    if not dealt(device):
        return ()
    state, pending, out = _first(device), False, []
    for turn in (*device.turns, *((device.actions,) if device.actions else ())):
        views = [_public(state, pending)]
        views += [_public(*_play_turn(device, state, turn[:j])) for j in range(1, len(turn) + 1)]
        out += [
            Moved(views[j], views[j + 1], move, views[j].to_move) for j, move in enumerate(turn)
        ]
        state, pending = _play_turn(device, state, turn)
    return tuple(out)


def _play_turn(device: BombayDevice, state: State, turn: tuple[str, ...]) -> tuple[State, bool]:
    round_ = state.round
    last = state.turn == state.turns_per_round * device.players - 1
    seed = _seed(device, round_) if last else None
    if last and round_ < state.rounds - 1:
        state = evolve(state, rng=seed or 0)
    for text in turn:
        state = BOMBAY.apply(state, BOMBAY.parse_move(text))
    return state, seed is None and round_ < state.round < state.rounds


def _expected_flags(device: BombayDevice, state: State, seat: int) -> tuple[bool, bool, bool]:
    """(reveal for the last round, commit, reveal for this round) in ``seat``'s turn message."""
    n, r = device.players, state.round
    game_turn = state.turn // n
    more = r < state.rounds - 1
    prev = n >= 3 and r >= 1 and game_turn == 0 and seat == _closer(r - 1, n)
    commit = game_turn == 0 and more
    now = game_turn == state.turns_per_round - 1 and more and seat != _closer(r, n)
    return prev, commit, now


# --- turns ------------------------------------------------------------------------------


def play(device: BombayDevice, action: str, entropy: Entropy) -> tuple[BombayDevice, str]:
    """One action of this device's turn: the device, and the link to send once the turn
    is over ("" while it goes on)."""
    if not dealt(device):
        raise RemoteError("It is not your turn: wait for the other players' links.", "turn")
    state, pending = replay(device, device.actions)
    if state.over or state.seat != device.seat or pending:
        raise RemoteError("It is not your turn: wait for the other players' links.", "turn")
    try:
        move = BOMBAY.parse_move(action)
        ends = move in BOMBAY.legal_moves(state) and BOMBAY.ends_turn(state, move)
        BOMBAY.apply(state, move)
    except GameError as error:
        raise RemoteError(f"That move cannot be played: {error}.", "move") from None
    actions = (*device.actions, str(move))
    if not ends:
        return evolve(device, actions=actions), ""
    start, _ = replay(device)
    device, body = _turn_body(device, start, entropy)
    body += bytes([len(actions)]) + b"".join(wire.short_text(a) for a in actions)
    device = evolve(device, turns=(*device.turns, actions), actions=())
    device = send(device, "T", body, reply=True)
    return device, device.sent


def _turn_body(device: BombayDevice, start: State, entropy: Entropy) -> tuple[BombayDevice, bytes]:
    prev, commit, now = _expected_flags(device, start, device.seat)
    body = passed_shares(device) + bytes([prev | commit << 1 | now << 2])
    r = start.round
    if prev:
        body += bytes.fromhex(device.secrets[r - 1])
    if commit:
        secret = entropy(SHARE)
        device = evolve(device, secrets=(*device.secrets, secret.hex()))
        device = _record(
            device, "commits", r, device.seat, _commit(device, r, device.seat, secret).hex()
        )
        body += _commit(device, r, device.seat, secret)
    if now:
        body += bytes.fromhex(device.secrets[r])
        device = _record(device, "reveals", r, device.seat, device.secrets[r])
    if prev:
        device = _record(device, "reveals", r - 1, device.seat, device.secrets[r - 1])
    return device, body


def _commit(device: BombayDevice, round_: int, seat: int, secret: bytes) -> bytes:
    return sha(b"bombay commit ", device.game_id, bytes([round_, seat]), secret)


def _record(device: BombayDevice, field: str, round_: int, seat: int, value: str) -> BombayDevice:
    """The device with ``value`` as ``seat``'s commitment or reveal (``field``) for ``round_``."""
    table = [list(row) for row in (device.commits if field == "commits" else device.reveals)]
    while len(table) <= round_:
        table.append([""] * device.players)
    table[round_][seat] = value
    rows = tuple(tuple(row) for row in table)
    return evolve(device, commits=rows) if field == "commits" else evolve(device, reveals=rows)


def receive(device: BombayDevice, message: str, entropy: Entropy) -> BombayDevice:
    """The device after opening another player's link; raises RemoteError, changing nothing."""
    kind = wire.read(message).kind
    frame = wire.read(message, 1 if kind in "JV" else device.players - 1)
    if frame.version != device.version:
        raise LinkRefused("This link was made by another version of remote play.", "format")
    if frame.game != device.game_id:
        wire.check(frame, device.game_id, device.seat, device.digests, b"", b"")
    if frame.kind == "J":
        return on_join(device, frame, entropy)
    if frame.kind == "S" and device.seat < 0:
        started = _advance(on_start(device, frame), frame)
        return reveal(started) if device.version >= COMMITTED else started
    if frame.kind == "V":
        return on_reveal(device, frame)
    if not device.pairs:
        raise LinkRefused("This game has not started yet: wait for the host's start link.", "early")
    if frame.sender >= device.players:  # no key to check it with: never an empty one
        raise LinkRefused(
            "This link was altered or damaged: it names a sender who is not in this game.",
            "sealed",
        )
    sender = frame.sender
    wire.check(
        frame,
        device.game_id,
        device.seat,
        device.digests,
        bytes.fromhex(device.pairs[sender]),
        bytes.fromhex(device.chain),
        device.seat - (device.seat > sender),
    )
    if frame.kind not in "TR":
        raise LinkRefused("This link is not part of a remote game of Bombay.", "format")
    try:
        device = _on_message(device, frame)
    except GameError as error:
        if isinstance(error, RemoteError):
            raise
        raise CheatDetected(
            f"Player {frame.sender + 1}'s device sent a move the rules do not allow: {error}.",
            frame.sender,
        ) from None
    device = _advance(device, frame)
    return _maybe_close(device)


def _advance(device: BombayDevice, frame: wire.Frame) -> BombayDevice:
    return evolve(
        device,
        chain=wire.chain_after(bytes.fromhex(device.chain), frame.raw).hex(),
        digests=(*device.digests, wire.digest(frame.raw)),
        reply=False,
    )


def _expected_sender(device: BombayDevice) -> tuple[int, State, bool]:
    state, pending = replay(device)
    if pending and device.players == 2:
        return _closer(state.round - 1, 2), state, True
    return state.seat, state, False


def _on_message(device: BombayDevice, frame: wire.Frame) -> BombayDevice:
    reader = wire.Reader(frame.body)
    if device.version >= COMMITTED and not device.turns:  # the host's first turn: the shares
        device = on_shares(device, reader, frame.sender)
    sender, state, closing = _expected_sender(device)
    if state.over or frame.sender != sender or (frame.kind == "R") != closing:
        raise CheatDetected(
            f"Player {frame.sender + 1}'s device broke the protocol: it sent a link out of turn.",
            frame.sender,
        )
    if closing:
        device = _take_reveal(device, reader, state.round - 1, sender)
        reader.end()
        return device
    flags = reader.byte()
    prev, commit, now = _expected_flags(device, state, sender)
    if flags != (prev | commit << 1 | now << 2):
        raise CheatDetected(
            f"Player {sender + 1}'s device broke the protocol: it did not commit or reveal "
            "its secret for the bag when it had to.",
            sender,
        )
    r = state.round
    if prev:
        device = _take_reveal(device, reader, r - 1, sender)
    if commit:
        device = _record(device, "commits", r, sender, reader.take(32).hex())
    if now:
        device = _take_reveal(device, reader, r, sender)
    actions = tuple(reader.short_text() for _ in range(reader.byte()))
    reader.end()
    return _take_turn(device, actions, sender)


def _take_reveal(device: BombayDevice, reader: wire.Reader, round_: int, seat: int) -> BombayDevice:
    secret = reader.take(SHARE)
    committed = device.commits[round_][seat] if round_ < len(device.commits) else ""
    if _commit(device, round_, seat, secret).hex() != committed:
        raise CheatDetected(
            f"Player {seat + 1}'s device cheated: the secret it revealed for the bag is not "
            "the one it committed to.",
            seat,
        )
    return _record(device, "reveals", round_, seat, secret.hex())


def _take_turn(device: BombayDevice, actions: tuple[str, ...], sender: int) -> BombayDevice:
    state, _ = replay(device)
    for i, text in enumerate(actions):
        move = BOMBAY.parse_move(text)
        if move not in BOMBAY.legal_moves(state) or (
            BOMBAY.ends_turn(state, move) != (i == len(actions) - 1)
        ):
            raise CheatDetected(
                f"Player {sender + 1}'s device sent a move the rules do not allow: '{text}'.",
                sender,
            )
        state = BOMBAY.apply(state, move)
    if not actions:
        raise CheatDetected(f"Player {sender + 1}'s device sent an empty turn.", sender)
    return evolve(device, turns=(*device.turns, actions))


def _maybe_close(device: BombayDevice) -> BombayDevice:
    """Once the round's last action is in, its closer reveals its secret: at once with
    two players (a message of its own), else in its next turn's message."""
    state, pending = replay(device)
    r = state.round - 1
    if not pending or _closer(r, device.players) != device.seat:
        return device
    device = _record(device, "reveals", r, device.seat, device.secrets[r])
    if device.players == 2:
        device = send(device, "R", bytes.fromhex(device.secrets[r]), reply=True)
    return device


def moves_between(old: BombayDevice, new: BombayDevice) -> tuple[Moved[BombayView], ...]:
    """The actions ``new`` has and ``old`` had not (whole turns of others, this device's own
    action), with the public views around each."""
    turns = [(k, new.turns[k]) for k in range(len(old.turns), len(new.turns))]
    if new.actions:
        turns.append((len(new.turns), new.actions))
    out = []
    for k, turn in turns:
        head = evolve(new, turns=new.turns[:k], actions=())
        views = [_public(*replay(head, turn[:j])) for j in range(len(turn) + 1)]
        out += [
            Moved(views[j], views[j + 1], move, views[j].to_move) for j, move in enumerate(turn)
        ]
    own = len(old.actions) if len(new.turns) > len(old.turns) or new.actions else 0
    return tuple(out[own:])  # this device's earlier actions were listed as it played them


def _public(state: State, pending: bool) -> BombayView:
    """The spectator view (markets empty while a restock waits for its last secret)."""
    if pending:
        state = evolve(state, stock=(0, 0, 0, 0), market=(-1, -1, -1, -1))
    return BOMBAY.view(state, None)


def view(device: BombayDevice) -> BombayView | None:
    """This seat's view (markets empty while a restock waits for its last secret); None
    until the game has started (format 3: with every share known)."""
    if not dealt(device):
        return None
    state, pending = replay(device, device.actions)
    if pending:
        state = evolve(state, stock=(0, 0, 0, 0), market=(-1, -1, -1, -1))
    shown = BOMBAY.view(state, device.seat)
    if pending or state.seat != device.seat:
        shown = evolve(shown, legal_moves=())
    return shown


def last_turn(device: BombayDevice) -> tuple[Moved[BombayView], ...]:
    """The newest turn this device knows (its own turn in progress, else the last one
    finished), with the views around each action; () before the first."""
    turns, actions = device.turns, device.actions
    if not turns and not actions:
        return ()
    old = evolve(device, actions=()) if actions else evolve(device, turns=turns[:-1])
    return moves_between(old, device)


def _seat_taken(device: BombayDevice, frame: wire.Frame) -> bool:
    """A friend's answer the host opens once every seat is filled and the game started."""
    try:
        public = wire.Reader(frame.body).point()
    except LinkRefused:
        return False
    joined = {p for p, _share in device.joins}
    return bool(device.pairs) and public not in joined


REMOTE = RemoteGame(
    name="bombay",
    device=BombayDevice,
    view_type=BombayView,
    answer="J",
    invite=invite,
    accept=join,
    receive=receive,
    play=play,
    view=view,
    moves_between=moves_between,
    shuffles=lambda _device, _move: False,  # Bombay shuffles only at the start
    last_turn=last_turn,
    history=history,
    players=lambda device: device.players,
    joined=lambda device: len(device.joins),
    seats_by_arrival=arrival_seats,
    scored_rounds=lambda _device: 0,
    progress=lambda device: (
        len(device.joins) + sum(map(bool, device.shares)),
        len(device.actions),
    ),
    just_answered=lambda device: device.seat < 0,  # a friend before the start
    seat_taken=_seat_taken,
    keys=lambda device: (device.identity, device.publics),
    reveal="V",
)

__all__ = [
    "REMOTE",
    "BombayDevice",
    "invite",
    "join",
    "moves_between",
    "play",
    "receive",
    "replay",
    "view",
]
