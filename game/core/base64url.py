"""Base64url without padding: the text of links, remote-play messages and the names a
remote link carries (RFC 4648 section 5, the ``=`` padding left off)."""

from __future__ import annotations

import base64


def encode(data: bytes) -> str:
    """``data`` as base64url text without padding."""
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def decode(text: str) -> bytes:
    """The bytes of base64url ``text`` with or without its padding; raises ``ValueError``
    (``binascii.Error``) when it is not base64url. Characters outside the alphabet are
    skipped, as the standard library does: a caller that must refuse them checks first."""
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
