"""Every rule of docs/rules-<game>.md has its place in that game's rules page.

The docs mark each rule with an HTML comment, ``<!-- rule: id -->`` (invisible when the
Markdown is read). Each game's rules module keeps, beside its text, ``RULES``: rule id ->
the key of the section that states it. Checked both ways: every id in the docs is in the
map, every id of the map is in the docs, and every section named exists in the page.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest

from web.bombay import rules as bombay_rules
from web.jaipur import rules as jaipur_rules
from web.shell.home.rules_doc import section_keys

ROOT = Path(__file__).resolve().parent.parent
MARK = re.compile(r"<!-- rule: ([a-z0-9-]+) -->")
GAMES = {"jaipur": jaipur_rules, "bombay": bombay_rules}


def marked(game: str) -> list[str]:
    return MARK.findall((ROOT / "docs" / f"rules-{game}.md").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_the_docs_has_a_section_and_every_listed_rule_exists(game: str) -> None:
    ids = marked(game)
    assert len(ids) == len(set(ids)), "a rule id is marked twice"
    listed = GAMES[game].RULES
    assert set(ids) - set(listed) == set(), "rules of the docs missing from RULES"
    assert set(listed) - set(ids) == set(), "RULES lists ids the docs do not mark"


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_section_is_on_the_page(game: str) -> None:
    module: ModuleType = GAMES[game]
    keys = section_keys(module.rules())
    assert set(module.RULES.values()) - keys == set()


@pytest.mark.parametrize("game", GAMES)
def test_the_contents_link_to_every_top_section(game: str) -> None:
    page = GAMES[game].rules()
    nav = next(n for n in page if n[0] == "nav")
    targets = set(re.findall(r"'data-scroll': 'r-([a-z0-9-]+)'", repr(nav)))
    assert targets == section_keys(page), "the contents list every section, and only them"
