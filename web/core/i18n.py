"""Translation layer: every user-visible string of the page goes through ``_()``.

English is the source language and needs no catalogue. Japanese, Vietnamese and Spanish
are gettext catalogues: ``web/locale/<code>.po`` in the sources (kept with Babel, see
``scripts/tools/i18n_extract.py``), compiled by the build to ``runtime/locale/<code>.mo``, which
the page fetches for the chosen language only and reads with the standard library's
``gettext`` (plural forms come from the catalogue's own ``Plural-Forms`` header).

Messages use named placeholders (``_("{name} sold {cards}.")``) so a translation may
reorder them; sentences are never built by concatenation.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterable

LANGUAGES: dict[str, str] = {
    "en": "English",
    "ja": "日本語",
    "vi": "Tiếng Việt",
    "es": "Español",
}
"""The languages of the page, each named in itself, in the order of the menu."""
DEFAULT = "en"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT


def catalog_path(language: str) -> str | None:
    """Where the page fetches a language's compiled catalogue (None: English needs none)."""
    return None if language == DEFAULT else f"runtime/locale/{language}.mo"


def choose(stored: str | None, preferred: Iterable[str]) -> str:
    """The language to use: the remembered choice, else the first of the browser's
    languages that we have (``es-AR`` -> ``es``), else English."""
    if stored in LANGUAGES:
        return stored
    for tag in preferred:
        code = str(tag).split("-")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def load(language: str, mo: bytes | None = None) -> None:
    """Use ``language``, translated by the compiled catalogue ``mo`` (English: none)."""
    global _translations, _language
    if language == DEFAULT or mo is None:
        _translations, _language = gettext.NullTranslations(), DEFAULT
        return
    _translations = gettext.GNUTranslations(io.BytesIO(mo))
    _language = language


def language() -> str:
    """The code of the language in use."""
    return _language


def _(message: str, **values: object) -> str:
    """``message`` translated, with ``{name}`` placeholders filled from ``values``."""
    text = _translations.gettext(message)
    return text.format(**values) if values else text


def pgettext(context: str, message: str) -> str:
    """``message`` translated as it is meant in ``context``: the same English word may need
    two translations (``pgettext("market", "empty")``, ``pgettext("discard pile", "empty")``:
    Spanish "vacío", "vacía")."""
    return _translations.pgettext(context, message)


def ngettext(singular: str, plural: str, n: int, **values: object) -> str:
    """The form for ``n`` in the language in use (also given as ``{n}``), translated."""
    return _translations.ngettext(singular, plural, n).format(n=n, **values)


def join(items: Iterable[str]) -> str:
    """Items as a list in the language in use: "a, b, c"; in Japanese "a、b、c"."""
    return _(", ").join(items)


def gettext_noop(message: str) -> str:
    """Marks a string for extraction where it is translated later (module constants)."""
    return message


N_ = gettext_noop
