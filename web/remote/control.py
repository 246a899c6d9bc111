"""A remote game on the page: links in and out, moves, the log. Pure; loaded lazily.

The engine (``game.remote.api``) keeps the cards secret and checks every link; this
module turns its device into what the page shows and saves (a ``RemoteSave``): the
players' names, the move log, the status the home screen lists. The set-up links
(the invitation, the answers, the host's start of a game of more players) also carry the sender's name (or, for the
start, every name) after the engine's message; names are labels only, outside the seal,
and a name once known is never replaced by a later link.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from game.core import base64url
from game.remote import api
from game.remote.errors import AnswerRefused, CheatDetected, LinkRefused, RemoteError
from web.core.i18n import _
from web.remote import movelog, refusals
from web.remote.backup import from_file, to_file
from web.remote.refusals import NOT_HERE, Named, SetAside, near_id, refusal, refusal_of
from web.shell import registry, renderers
from web.shell.home.new_game import clip_name
from web.shell.renderers import AnyPlayed, AnyRenderer, GameView, Played
from web.shell.saves import REMOTE_LINK as PREFIX
from web.shell.saves import RemoteSave


def own_again(game: RemoteGame) -> str:
    """What the page says when its player opened one of this device's earlier links."""
    return _(refusals.OWN_AGAIN, name=game.send_to())


# --- links -----------------------------------------------------------------------------


def fragment(message: str, names: tuple[str, ...] = ()) -> str:
    """The URL fragment of a link: the engine's message, then any names it carries."""
    if not names:
        return PREFIX + message
    packed = json.dumps(list(names), ensure_ascii=False).encode()
    return f"{PREFIX}{message}.{base64url.encode(packed)}"


def split(text: str) -> tuple[str, tuple[str, ...]]:
    """A fragment's engine message and the names it carries (unreadable names: none)."""
    message, _dot, extra = text.strip()[len(PREFIX) :].partition(".")
    try:
        names = json.loads(base64url.decode(extra))
    except ValueError:
        names = []
    ok = isinstance(names, list) and all(isinstance(n, str) for n in names)
    return message, tuple(clip_name(n) for n in names[:5]) if ok else ()


# --- the game on screen ----------------------------------------------------------------


@dataclass
class RemoteGame:
    """The remote game on screen: its device, the save, and what only the screen keeps."""

    save: RemoteSave
    device: api.Device
    selection: object = None  # the renderer's (renderers.Renderer.new_selection)
    last: tuple[AnyPlayed, ...] = ()  # the last turn, drawn on the table
    dialog: str | None = None  # "round" or "final"
    again: bool = False  # the player asked to see the last link again
    resend: str = ""  # an earlier link of this device's, opened again to send again
    auto: str = ""  # the link a move made went at once to "share" or "copy"
    rounds: int = 0  # finished rounds shown so far (a new one opens its report)
    clock: int = 0  # the page's time when last drawn (how long a link has been awaited)
    _shown: tuple[api.Device, GameView | None] | None = None  # devices never change
    _log_shown: tuple[object, movelog.Shown] | None = None

    @classmethod
    def load(cls, save: RemoteSave) -> RemoteGame:
        """The game of a save (LinkRefused("format") if its device cannot be read), its
        last turn on the table as before the reload."""
        game = cls(save, api.from_json(save.device))
        game.selection = game.renderer.new_selection()
        game.rounds = game._rounds()
        game.last = game._described(api.last_turn(game.device))
        return game

    @property
    def renderer(self) -> AnyRenderer:
        return registry.renderer(self.save.game)

    @property
    def players(self) -> int:
        return api.players(self.device)

    def view(self) -> GameView | None:
        """This seat's view, computed once per device (one that replays its whole game does so once)."""
        if self._shown is None or self._shown[0] is not self.device:
            self._shown = (self.device, api.view(self.device))
        return self._shown[1]

    def names(self) -> tuple[str, ...]:
        """Every seat's name: the one known, else "Player <n>"."""
        known = self.save.names + ("",) * (self.players - len(self.save.names))
        return tuple(n or _("Player {number}", number=i + 1) for i, n in enumerate(known))

    def status(self) -> str:
        return self.save.status

    def safety_code(self) -> str:
        """The code to compare with the other players ("" until the keys are agreed)."""
        return api.safety_code(self.device)

    def waiting_for(self) -> str:
        """Whose link this device waits for (a name, or "" when nobody's in particular)."""
        seat = self._next_sender()
        known = self.save.names + ("",) * self.players
        return (known[seat] or _("your friend")) if seat is not None else ""

    def _next_sender(self) -> int | None:
        if self.players == 2:
            return 1 - self.save.seat if self.save.seat >= 0 else 0
        view = self.view()
        if view is None:  # a game not started yet: its host starts it
            return 0 if self.save.seat != 0 else None
        seat = view.to_move
        return seat if isinstance(seat, int) and seat != self.save.seat else None

    def send_to(self) -> str:
        """Who gets the link to send now: "Ana", "Ana and Ben", or "your friend(s)"."""
        me, known = self.save.seat, self.save.names + ("",) * self.players
        if me < 0 or self.players == 2 or self.to_host():
            return known[0 if me != 0 else 1] or _("your friend")
        others = [known[i] for i in range(self.players) if i != me]
        return _(" and ").join(others) if all(others) else _("your friends")

    def to_host(self) -> bool:
        """Whether the link to send goes to the host alone (an answer, a share of the set-up)."""
        return api.to_host(self.device)

    def primary(self) -> str:
        """The control (data-key) the player goes on with: Copy while there are links to
        send, else the panel's heading (web/remote/screen.py)."""
        return "remote-copy" if self.status() == "send" else "remote-title"

    def link(self) -> str:
        """The fragment of the link to send: the last this device made, or an earlier one
        its player opened again."""
        if self.resend:
            return self.resend
        message = self.device.sent
        info = api.peek(message)
        names: tuple[str, ...] = ()
        if info.kind == "S":  # the host's start: everyone, for everyone
            names = self.save.names
        elif info.number <= 1:  # an invitation or an answer to one: who sends it
            names = (self.save.names[self.save.seat] if self.save.seat >= 0 else self._mine(),)
        return fragment(message, names)

    def _mine(self) -> str:
        """A friend's own name before it knows its seat (kept as the last name)."""
        return self.save.names[-1] if self.save.names else ""

    # --- changes ----------------------------------------------------------------------
    def _rounds(self) -> int:
        """The match's scored rounds (none in a game whose rounds are not scored)."""
        return api.scored_rounds(self.device) if self.renderer.MATCH else 0

    def _over(self) -> bool:
        view = self.view()  # None: a game by links not started yet
        return view is not None and view.outcome is not None

    def _commit(self, device: api.Device, now: int, names: tuple[str, ...] | None = None) -> None:
        """Take the engine's new device: the save; a report when a round or the game ended."""
        was_over = self._over()
        self.device = device
        status = "cheat" if self.save.problem else api.status(device).kind
        self.save = replace(
            self.save,
            device=api.to_json(device),
            names=self.save.names if names is None else names,
            seat=device.seat,
            status=status,
            updated=now,
        )
        self.save = replace(self.save, awaiting=self.waiting_for() if status == "wait" else "")
        self.selection = self.renderer.new_selection()
        self.again, self.resend, self.auto = False, "", ""
        rounds = self._rounds()
        if self._over() and not was_over:
            self.dialog = "final"
        elif rounds > self.rounds:
            self.dialog = "round"
        self.rounds = rounds

    def receive(self, text: str, now: int) -> None:
        """Open another player's link (RemoteError: refused, nothing changed; an answer to
        this device's invitation that broke the protocol is set aside, ``SetAside``, and the
        game waits for the genuine one: only a key the game has taken can stop it)."""
        message, carried = split(text)
        old, self.resend = self.device, ""
        try:
            new = api.receive(old, message)
        except AnswerRefused as aside:  # a key the game has not taken: the game goes on
            raise SetAside(self.waiting_for(), aside.detail, aside.safety) from None
        except CheatDetected as cheat:
            name = self.names()[cheat.seat] if 0 <= cheat.seat < self.players else "?"
            problem = refusals.cheat_problem(cheat, name)
            self.save = replace(self.save, status="cheat", problem=problem, updated=now)
            raise
        except LinkRefused as refused:
            if refused.reason == "own" and api.sent_before(old, message):
                self.resend, self.again = text.strip(), True  # shown again, to send again
            raise self._explained(refused, message, carried) from None
        names = self._learn(old, new, message, carried)
        self.save = replace(self.save, names=names)
        played = self._played(old, new)
        self._log(played)
        self._commit(new, now, names)
        self.last = played or self.last

    def _explained(
        self, refused: LinkRefused, message: str, carried: tuple[str, ...]
    ) -> LinkRefused:
        """The engine's refusal of another player's link, as the page says it: naming that
        player, and telling a late answer (the seat was taken) from a damaged link."""
        old, info = self.device, api.peek(message)
        host = self.save.names[0] if self.save.names else ""
        if refused.reason == "opened" and api.seat_taken(old, message):
            return Named("taken", carried[0] if carried else "")
        if refused.reason == "game" and old.seat < 0 and info.game_id == old.game:
            return Named("started", host)  # a start that has no seat for this device
        if refused.reason == "sealed" and info.sender == 0 and api.just_answered(old):
            return Named("started_or_damaged", host)
        if refused.reason == "own" and not self.resend:  # not one it sent: damaged
            return Named("own_damaged", "")
        known = self.save.names + ("",) * self.players
        name = known[info.sender] if 0 <= info.sender < self.players else ""
        name = name or self.waiting_for()
        return Named(refused.reason, name if refused.reason != "own" else self.send_to())

    def _learn(
        self, old: api.Device, new: api.Device, message: str, carried: tuple[str, ...]
    ) -> tuple[str, ...]:
        """The names after a link: the ones it carries fill the seats still unnamed."""
        names = list(self.save.names) + [""] * (self.players - len(self.save.names))
        if old.seat < 0 <= new.seat:  # a friend learns its seat
            names = [""] * self.players
            names[new.seat] = self._mine()
        info = api.peek(message)
        if len(carried) == self.players:
            pairs = list(enumerate(carried))
        elif len(carried) == 1:  # a friend's answer takes the next seat
            joined = api.joined(new)
            pairs = [(joined if info.kind == "J" else info.sender, carried[0])]
        else:
            pairs = []
        for seat, name in pairs:
            if 0 <= seat < self.players and not names[seat]:
                names[seat] = name
        seats = api.seats_by_arrival(new) if info.kind == "J" else ()
        if seats:  # the host starts: its friends' names, known by arrival, go to their seats
            out = list(names)
            for i, seat in enumerate(seats):
                out[seat] = names[1 + i]
            names = out
        return tuple(names)

    def shuffles(self, text: str) -> bool:
        """Whether this device's move ``text`` (a path: its steps) makes a shuffle."""
        return any(api.shuffles(self.device, step) for step in text.split(";"))

    def play(self, text: str, now: int) -> None:
        """This device's move (RemoteError: refused, nothing changed)."""
        old = self.device
        new, _link = api.play(old, text)
        played = self._played(old, new)
        self._log(played)
        self._commit(new, now)
        self.last = played

    def abandon(self, now: int) -> None:
        """Either player gave up waiting: the game stays listed, marked abandoned (a link
        opened later, or Resume, takes it up again)."""
        self.save = replace(self.save, status="abandoned", updated=now)

    def resume(self, now: int) -> None:
        """The game abandoned here goes on where it was."""
        self.save = replace(self.save, status=api.status(self.device).kind, updated=now)

    def sent(self, now: int) -> None:
        """The player copied or shared the link to send."""
        self._commit(api.mark_sent(self.device), now)

    # --- the log ---------------------------------------------------------------------
    def _played(self, old: api.Device, new: api.Device) -> tuple[AnyPlayed, ...]:
        """The moves between two devices, as the table and the log show them."""
        return self._described(api.moves_between(old, new))

    def _described(self, moves: tuple[api.Moved[GameView], ...]) -> tuple[AnyPlayed, ...]:
        """Moves with their log sentences, in the page's language."""
        r, names = self.renderer, self.names()
        out = []
        for m in moves:
            name = names[m.mover] if m.mover is not None else ""
            text = renderers.describe(r, m.before, m.move, name, names)
            out.append(Played(m.before, m.after, m.move, m.mover, text))
        return tuple(out)

    def _log(self, played: tuple[AnyPlayed, ...]) -> None:
        if played:
            log = (*self.save.log, *(movelog.entry(self.save.game, p) for p in played))
            self.save = replace(self.save, log=log[-movelog.KEEP :])

    def shown_log(self) -> movelog.Shown:
        """The move log in the page's language (made again when the log, the language or
        a name changes)."""
        key = movelog.cache_key(self.save.log, self.names())
        if self._log_shown is None or self._log_shown[0] != key:
            shown = movelog.show(self.save.log, self.save.game, self.device, self.names())
            self._log_shown = (key, shown)
        return self._log_shown[1]

    def last_shown(self) -> tuple[AnyPlayed, ...]:
        """The last turn on the table, its sentences in the page's language."""
        r, names = self.renderer, self.names()
        return tuple(
            replace(p, text=renderers.describe(r, p.before, p.move, self._name(p.mover), names))
            for p in self.last
        )

    def _name(self, seat: int | None) -> str:
        return self.names()[seat] if seat is not None and 0 <= seat < self.players else ""

    def log_texts(self) -> tuple[str, ...]:
        """The move log's sentences, oldest first."""
        return self.shown_log().texts


def create(game: str, options: tuple[int, ...], name: str, now: int) -> RemoteGame:
    """A new remote game on this device and its invitation to send. ``options`` are the
    new-game dialog's, as a link holds them (the game's card reads what the engine's
    invitation takes from them: by links the inviter starts, link format 4)."""
    players, bonus = registry.remote(game).invite(options)
    device, _link = api.invite(game, players, bonus)
    names = (clip_name(name),) + ("",) * (players - 1)
    save = RemoteSave(device.game, game, api.to_json(device), names, 0, "send", now)
    return RemoteGame.load(save)


def accept(text: str, name: str, now: int) -> RemoteGame:
    """This device joins the game of an invitation (RemoteError: refused)."""
    message, carried = split(text)
    device, _link = api.accept(message)
    game = api.invitation_game(message)
    players = api.players(device)
    host = carried[0] if carried else ""
    mine = clip_name(name)
    if device.seat >= 0:
        names = tuple(host if i == 0 else mine if i == device.seat else "" for i in range(players))
    else:
        names = (host, mine)  # a friend: its own name last until it learns its seat
    save = RemoteSave(device.game, game, api.to_json(device), names, device.seat, "send", now)
    return RemoteGame.load(save)


def invitation(text: str) -> tuple[str, str, int] | None:
    """An invitation's game, its host's name and its number of players (None: the link
    is no invitation; LinkRefused("format") if it cannot be read)."""
    message, names = split(text)
    info = api.peek(message)
    if not info.invitation:
        return None
    host = names[0] if names else ""
    return api.invitation_game(message), host, api.invitation_players(message)


def game_id(text: str) -> str:
    """The game id a link belongs to (LinkRefused("format") if it is unreadable)."""
    return api.peek(split(text)[0]).game_id


__all__ = [
    "NOT_HERE",
    "LinkRefused",
    "RemoteError",
    "RemoteGame",
    "accept",
    "create",
    "fragment",
    "from_file",
    "game_id",
    "invitation",
    "near_id",
    "own_again",
    "refusal",
    "refusal_of",
    "split",
    "to_file",
]
