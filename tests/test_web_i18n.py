"""Translation layer: every string goes through _(); the template is current."""

from __future__ import annotations

import ast
from pathlib import Path

from web import i18n_extract
from web.shell import i18n

ROOT = Path(__file__).resolve().parent.parent


def test_template_is_current() -> None:
    def ids(text: str) -> set[tuple[str, str]]:
        return {(e["msgid"], e.get("msgid_plural", "")) for e in i18n.parse_po(text)}

    current = ids((ROOT / "web" / "locale" / "messages.pot").read_text(encoding="utf-8"))
    wanted = ids(i18n_extract.template())
    assert wanted - current == set(), "missing from messages.pot: run python3 -m web.i18n_extract"
    assert current - wanted == set(), "obsolete in messages.pot: run python3 -m web.i18n_extract"


def test_template_holds_the_engine_sentences_and_page_strings() -> None:
    ids = {e["msgid"] for e in i18n.parse_po(i18n_extract.template())}
    assert "Your hand may hold at most 7 cards." in ids  # from explain_illegal
    assert "Pass the device to {name}" in ids
    assert "This link has been changed or damaged, so it cannot be trusted." in ids


def test_a_catalog_translates_with_named_placeholders_and_plurals() -> None:
    po = """
msgid "Pass the device to {name}"
msgstr "Pasa el dispositivo a {name}"

msgid "{n} move"
msgid_plural "{n} moves"
msgstr[0] "{n} jugada"
msgstr[1] "{n} jugadas"
"""
    try:
        i18n.load("es", po)
        assert i18n._("Pass the device to {name}", name="Ana") == "Pasa el dispositivo a Ana"
        assert i18n.ngettext("{n} move", "{n} moves", 1) == "1 jugada"
        assert i18n.ngettext("{n} move", "{n} moves", 3) == "3 jugadas"
        assert i18n._("Untranslated") == "Untranslated"
    finally:
        i18n.load("en")


def _visible_literals(path: Path) -> list[str]:
    """Text children passed straight to h(): they would bypass translation."""
    bad = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "h":
            for arg in node.args[2:]:
                if (
                    isinstance(arg, ast.Constant)
                    and isinstance(arg.value, str)
                    and any(ch.isalpha() for ch in arg.value)
                ):
                    bad.append(f"{path.name}:{node.lineno}: {arg.value!r}")
    return bad


def test_no_untranslated_text_in_element_trees() -> None:
    bad = [b for p in sorted((ROOT / "web").glob("*.py")) for b in _visible_literals(p)]
    assert bad == []


def test_english_catalog_exists_for_every_template_message() -> None:
    en = {e["msgid"] for e in i18n.parse_po((ROOT / "web/locale/en.po").read_text())}
    pot = {e["msgid"] for e in i18n.parse_po(i18n_extract.template())}
    assert pot <= en


def test_po_escapes_round_trip() -> None:
    text = 'Say "hi"\n\tand a \\ backslash'
    po = f"msgid {i18n_extract._quote(text)}\nmsgstr {i18n_extract._quote(text.upper())}\n"
    (entry,) = i18n.parse_po(po)
    assert entry["msgid"] == text and entry["msgstr"] == text.upper()
