"""Translation layer: every user-visible string of the page goes through ``_()``.

Catalogs are gettext ``.po`` files in ``web/locale/`` (``messages.pot`` is the
template extracted from the sources by ``python3 -m web.i18n_extract``). Messages
use named placeholders (``_("{name} sold {count} {good}")``) so a translation may
reorder them; sentences are never built by concatenation. English is the source
language: an empty ``msgstr`` means "use the msgid".
"""

from __future__ import annotations

import os
from typing import Any

LOCALE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "locale")
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}

_catalog: dict[str, str] = {}
_plurals: dict[tuple[str, str], list[str]] = {}
_language = "en"


def _unquote(text: str) -> str:
    """The string value of one quoted .po token (escapes: \\n \\t \\" \\\\)."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"not a quoted string in a .po file: {text!r}")
    body = text[1:-1]
    if "\\" not in body:
        return body
    out, i = [], 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(_ESCAPES.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def parse_po(text: str) -> list[dict[str, Any]]:
    """The entries of a .po file: dicts with msgid, msgid_plural, msgstr, msgstr[n]."""
    entries: list[dict[str, Any]] = []
    entry: dict[str, Any] = {}
    key = ""
    for raw in text.splitlines() + [""]:
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line and entry:
                entries.append(entry)
                entry = {}
            continue
        if line.startswith('"'):
            entry[key] += _unquote(line)
            continue
        key, _, rest = line.partition(" ")
        if key == "msgid" and "msgid" in entry and "msgstr" in entry:
            entries.append(entry)
            entry = {}
        entry[key] = _unquote(rest.strip())
    return entries


def load(language: str, po_text: str | None = None) -> None:
    """Use the catalog of ``language`` (read from ``web/locale/<language>.po``)."""
    global _language
    if po_text is None:
        path = os.path.join(LOCALE_DIR, f"{language}.po")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                po_text = f.read()
        else:
            po_text = ""
    _catalog.clear()
    _plurals.clear()
    for entry in parse_po(po_text):
        msgid = entry.get("msgid", "")
        if not msgid:
            continue
        if "msgid_plural" in entry:
            forms = [entry[k] for k in sorted(entry) if k.startswith("msgstr[")]
            if all(forms):
                _plurals[(msgid, entry["msgid_plural"])] = forms
        elif entry.get("msgstr"):
            _catalog[msgid] = entry["msgstr"]
    _language = language


def language() -> str:
    """The code of the language in use."""
    return _language


def _(message: str, **values: Any) -> str:
    """``message`` translated, with ``{name}`` placeholders filled from ``values``."""
    text = _catalog.get(message, message)
    return text.format(**values) if values else text


def ngettext(singular: str, plural: str, n: int, **values: Any) -> str:
    """The singular or plural form for ``n`` (also given as ``{n}``), translated."""
    forms = _plurals.get((singular, plural))
    default = singular if n == 1 else plural
    text = forms[_plural_index(n, len(forms))] if forms else default
    return text.format(n=n, **values)


def _plural_index(n: int, forms: int) -> int:
    """The plural form of ``n`` for the languages planned (ja/vi: 1 form; en/es: 2)."""
    if forms == 1:
        return 0
    return 0 if n == 1 else 1


def gettext_noop(message: str) -> str:
    """Marks a string for extraction where it is translated later (module constants)."""
    return message


N_ = gettext_noop
