"""The words index.html shows before Python starts, in the reader's language.

index.html paints the home screen and the start-up progress at once, as plain HTML; the
texts it shows are marked ``data-i18n`` (elements) or ``N_("...")`` (script strings). They
are messages like any other: ``scripts/tools/i18n_extract.py`` puts them in the catalogues, and the
build (``scripts/build/build.py``, standard library only) writes ``runtime/locale/first-paint.js``,
their translations in every language, which index.html loads before it paints and uses for
the language it picks (the remembered choice, else the browser's, as ``web/shell/i18n.py``).
The page never imports this module.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Mapping

MARKED = re.compile(r"<(\w+)\b[^>]*\bdata-i18n\b[^>]*>([^<]+)</\1>")
SCRIPT = re.compile(r'\bN_\("((?:[^"\\]|\\.)*)"\)')


def messages(html: str) -> list[tuple[int, str]]:
    """(line, message) of every marked text of index.html, in order."""
    found = [(m.start(), " ".join(m.group(2).split())) for m in MARKED.finditer(html)]
    found += [(m.start(), json.loads(f'"{m.group(1)}"')) for m in SCRIPT.finditer(html)]
    return [(html.count("\n", 0, at) + 1, text) for at, text in sorted(found)]


def script(html: str, translators: Mapping[str, Callable[[str], str]]) -> str:
    """The JavaScript that gives index.html its words in every language."""
    wanted = sorted({text for _line, text in messages(html)})
    table = {code: {m: gettext(m) for m in wanted} for code, gettext in translators.items()}
    body = json.dumps(table, ensure_ascii=False, indent=1, sort_keys=True)
    return f"// Made by scripts/build/build.py from the catalogues.\nwindow.bazaarFirstPaint = {body};\n"


def markup(node: object) -> str:
    """An element tree (``web/shell/vdom.py``) as the HTML index.html writes for it: how the
    static home paints the artwork of ``web/shell/home_art.py`` before Python starts."""
    if isinstance(node, str):
        return html.escape(node, quote=False)
    assert isinstance(node, list)
    tag, attrs, *children = node
    names = "".join(f' {k}="{html.escape(v)}"' for k, v in attrs.items())
    return f"<{tag}{names}>{''.join(markup(c) for c in children)}</{tag}>"


if __name__ == "__main__":  # python -m web.first_paint --covers: the artwork's markup
    import sys

    from web.shell import home_art

    if sys.argv[1:] == ["--covers"]:
        print(markup(home_art.banner()))
        for name in home_art.COVERS:
            print(markup(home_art.cover(name)))
