"""The proof that goes with every public card a remote Jaipur device announces (link
format 5, ``wire.ANNOUNCED``).

A public card (the two first market cards, a card a move dealt into the market) is
opened by both devices: the one that dealt it removes its layer in its link, sending
``Q = k_other * P`` for the card's point ``P``; the other removes its own layer, sees
the card and announces its number in its next link. Before format 5 nothing proved
that number: a modified device could announce a card of its own hand instead, and
the honest table showed the wrong card until a count or the round's end check caught
it, or never (issue 43, finding 1).

In format 5 the announcer proves, with the same batched Chaum-Pedersen proof as its
unlocks (:mod:`game.remote.proofs`), that each announced card's point is the point
``Q`` it was sent at that position with the layer of its committed round key removed:
``log_G(K) = log_{P_e}(Q)``. The receiver knows ``Q`` (its own layer removed from the
dealt point) and ``P_e`` (the announced card's public point), so a card other than the
one dealt there is refused at the link that announces it, naming the device. The
proof is bound to the transcript before its link and to the positions, under a label of
its own, so it is never taken for an unlock proof.
"""

from __future__ import annotations

from game.jaipur.remote.cards import POINTS
from game.jaipur.remote.round import Round
from game.remote import ec, proofs, wire


def proven(version: int) -> bool:
    """Whether a game of link format ``version`` proves its announced cards."""
    return version >= wire.ANNOUNCED


def size(version: int, count: int) -> int:
    """The bytes of the proof for ``count`` announced cards (none before format 5)."""
    return proofs.size(count) if proven(version) and count else 0


def context(chain: str, positions: tuple[int, ...]) -> bytes:
    """What the proof is bound to: the transcript before its link, and the positions."""
    return b"announced" + bytes.fromhex(chain) + bytes(positions)


def prove(version: int, rnd: Round, positions: tuple[int, ...], chain: str) -> bytes:
    """The proof for the cards this device announces at ``positions`` (it opened them
    with the points the other device sent, ``rnd.removals``), for a link made now."""
    if not size(version, len(positions)):
        return b""
    sent = dict(rnd.removals)
    return proofs.unlock(rnd.key, tuple(sent[p] for p in positions), context(chain, positions))[1]


def holds(
    rnd: Round, positions: tuple[int, ...], elements: tuple[int, ...], proof: bytes, chain: str
) -> bool:
    """Whether ``proof`` shows that ``elements`` (card numbers) are the cards dealt at
    ``positions``: this device's layer removed from each dealt point is the announced
    card's point locked with the other device's committed key."""
    inverse = ec.inverse(rnd.key)
    sent = tuple(ec.mul(inverse, rnd.deck_fo[p]) for p in positions)
    cards = tuple(POINTS[e] for e in elements)
    return proofs.check(rnd.their_commit, sent, cards, proof, context(chain, positions))
