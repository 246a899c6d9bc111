"""The message catalogues, kept with Babel: extract, update, check (a developer tool).

Run ``.venv/bin/python -m scripts.tools.i18n_extract`` after changing a user-visible string: it
extracts every ``_()``/``ngettext()``/``pgettext()``/``N_()`` string of ``web/`` and the engine's
explanations (the UPPER_CASE sentences of ``game/*/explain.py``), the names of the Bombay
map and what ``index.html`` shows before Python starts (``web/first_paint.py``) into
``web/locale/messages.pot``, then merges the template into each language's ``.po``
(new messages arrive empty, changed ones fuzzy, with Babel's guess) and prints what is
left to translate. ``--check`` only reports. The unit tests fail while a catalogue is out
of date, has an empty or fuzzy entry, or a translation whose ``{placeholders}`` differ
from the source. ``scripts/build/build.py`` compiles the ``.po`` files to ``runtime/locale/``.

Extraction goes through Babel with extraction methods of our own (below): they read
the source with ``ast``, so a call such as ``_(TABLE["key"])`` is never mistaken for a
message and nested calls are all found. The page never loads this module.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Collection, Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

from web import first_paint
from web.shell.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "web" / "locale"
TEMPLATE = LOCALE / "messages.pot"
KEYWORDS = {
    "_": None,
    "N_": None,
    "gettext_noop": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),  # (context, message)
}
METHODS = [
    ("web/**.py", "scripts.tools.i18n_extract:extract_calls"),
    ("game/**/explain.py", "scripts.tools.i18n_extract:extract_constants"),
    ("index.html", "scripts.tools.i18n_extract:extract_first_paint"),
    ("game/bombay/board.py", "scripts.tools.i18n_extract:extract_place_names"),
]
# Fixed dates: regenerating the files changes them only where a message changed.
STAMP = datetime(2026, 1, 1, tzinfo=UTC)
HEADER = (
    "# The messages of Bazaar's page. Made by scripts/tools/i18n_extract.py: do not edit by hand."
)
PLACEHOLDER = re.compile(r"\{(\w*)\}")
Found = Iterator[tuple[int, str, str | tuple[str, ...], list[str]]]


def extract_calls(
    fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str], options: Any
) -> Found:
    """Babel extraction method: literal arguments of the gettext calls, found with ast."""
    for node in ast.walk(ast.parse(fileobj.read())):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        name = node.func.id
        if name not in keywords:
            continue
        count = 2 if isinstance(KEYWORDS.get(name), tuple) else 1
        args = node.args[:count]
        texts = tuple(a.value for a in args if isinstance(a, ast.Constant))
        if len(texts) == count and all(isinstance(s, str) for s in texts):
            strings = tuple(str(s) for s in texts)
            yield node.lineno, name, strings if count == 2 else strings[0], []


def extract_constants(
    fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str], options: Any
) -> Found:
    """Babel extraction method: module-level UPPER_CASE strings (the engine's sentences)."""
    for node in ast.parse(fileobj.read()).body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id.isupper()
            and _is_text(node.value)
        ):
            assert isinstance(node.value, ast.Constant)
            yield node.lineno, "", str(node.value.value), []


def extract_place_names(
    fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str], options: Any
) -> Found:
    """Babel extraction method: the names of the Bombay map, ``Space(index, kind, name, ...)``."""
    for node in ast.walk(ast.parse(fileobj.read())):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Space":
            name = node.args[2] if len(node.args) > 2 else None
            if isinstance(name, ast.Constant) and isinstance(name.value, str):
                yield node.lineno, "", name.value, []


def extract_first_paint(
    fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str], options: Any
) -> Found:
    """Babel extraction method: what index.html shows before Python starts."""
    for line, text in first_paint.messages(fileobj.read().decode("utf-8")):
        yield line, "", text, []


def _source_folder(path: str) -> bool:
    """Walk only the folders that hold messages (not node_modules, runtime, .venv...)."""
    rel = Path(path).relative_to(ROOT).parts
    return not rel or (rel[0] in ("web", "game") and "__pycache__" not in rel)


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def template() -> Catalog:
    """Every message of the sources, with where it is used."""
    catalog = Catalog(
        project="Bazaar",
        version="1",
        header_comment=HEADER,
        msgid_bugs_address="",
        creation_date=STAMP,
        revision_date=STAMP,
        fuzzy=False,
    )
    found = extract_from_dir(
        ROOT, METHODS, keywords=KEYWORDS, comment_tags=(), directory_filter=_source_folder
    )
    for filename, lineno, message, _comments, context in found:
        catalog.add(message, locations=[(filename, lineno)], context=context)
    return catalog


def read(language: str) -> Catalog:
    with open(LOCALE / f"{language}.po", "rb") as f:
        return read_po(f, locale=language)


def write(catalog: Catalog, path: Path) -> None:
    with open(path, "wb") as f:
        write_po(
            f, catalog, width=100, sort_output=True, include_lineno=False, ignore_obsolete=True
        )


def update(pot: Catalog, language: str) -> Catalog:
    """The language's catalogue merged with the template (Babel marks guesses fuzzy)."""
    catalog = read(language)
    catalog.update(pot, update_header_comment=False)
    catalog.revision_date = STAMP
    return catalog


def _ids(catalog: Catalog) -> set[tuple[str, ...]]:
    return {_key(m) for m in catalog if m.id}


def _key(message: Message) -> tuple[str, ...]:
    return tuple(message.id) if isinstance(message.id, (list, tuple)) else (message.id,)


def _strings(value: Any) -> list[str]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def problems(
    language: str, pot: Catalog | None = None, catalog: Catalog | None = None
) -> list[str]:
    """Everything wrong with one catalogue, one line each (empty when it is ready)."""
    pot = pot if pot is not None else template()
    catalog = catalog if catalog is not None else read(language)
    out = [f"{language}: out of date, missing {k[0]!r}" for k in sorted(_ids(pot) - _ids(catalog))]
    out += [f"{language}: obsolete {k[0]!r}" for k in sorted(_ids(catalog) - _ids(pot))]
    nplurals, rule = get_plural(language).num_plurals, get_plural(language).plural_expr
    if catalog.num_plurals != nplurals or catalog.plural_expr != rule:
        out.append(f"{language}: Plural-Forms should be nplurals={nplurals}; plural={rule}")
    for m in catalog:
        if m.id:
            out += [f"{language}: {p} {_key(m)[0]!r}" for p in _message_problems(m, nplurals)]
    return out


def _message_problems(m: Message, nplurals: int) -> list[str]:
    source = _strings(m.id)
    texts = _strings(m.string)
    wanted = set().union(*(placeholders(s) for s in source))
    out = ["is fuzzy" for _ in [1] if m.fuzzy]
    if len(source) == 2 and len(texts) != nplurals:
        out.append(f"has {len(texts)} plural forms, not {nplurals}")
    for text in texts:
        if not text:
            out.append("is empty")
        elif placeholders(text) != wanted:
            out.append(f"has placeholders {sorted(placeholders(text))}, not {sorted(wanted)}")
    return out


def main(argv: list[str]) -> int:
    pot = template()
    if "--check" not in argv:
        write(pot, TEMPLATE)
        for language in LANGUAGES:
            if language != "en":
                write(update(pot, language), LOCALE / f"{language}.po")
    found = [p for language in LANGUAGES if language != "en" for p in problems(language, pot)]
    print("\n".join(found) or f"{len(pot)} messages, every catalogue complete", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
