"""The safety code two (or more) friends compare to know that no one sits between them.

Links travel through a channel the friends do not control: a relay that swapped the
public keys in the invitation and the answer could read and re-seal every link. Each
device derives a short code from the game id and every player's public key, in seat
order; the friends compare it by another channel (aloud, in person, by a call). Under
such a relay each device sees a different key of the other side, so the codes differ;
the relay cannot choose its keys to make them agree, because it must send its first
key on before it sees the friend's (a 53-bit second preimage, not a birthday search).
"""

from __future__ import annotations

import hashlib

from game.remote import ec

GROUPS = 4  # of 4 digits: 16 decimal digits, about 53 bits


def safety_code(game: bytes, publics: tuple[int, ...]) -> str:
    """The code for game ``game`` between the players of these public keys (seat order),
    as ``GROUPS`` groups of four digits ("0421 9930 1187 5502")."""
    h = hashlib.sha256(b"bazaar safety code " + game)
    for public in publics:
        h.update(ec.to_bytes(public))
    number = int.from_bytes(h.digest(), "big") % 10 ** (4 * GROUPS)
    digits = f"{number:0{4 * GROUPS}d}"
    return " ".join(digits[i : i + 4] for i in range(0, 4 * GROUPS, 4))
