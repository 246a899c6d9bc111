"""Extract every ``_()``/``ngettext()``/``N_()`` string of web/ (and the engine's
illegal-move sentences) into ``web/locale/messages.pot``.

Run ``python3 -m web.i18n_extract`` after changing a user-visible string; a test
fails while the template is out of date. A developer tool: the page never loads it.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("web", "game/jaipur/explain.py", "game/bombay/explain.py")
HEADER = (
    '# Bazaar: the strings of the page.\nmsgid ""\nmsgstr ""\n'
    '"Content-Type: text/plain; charset=UTF-8\\n"\n'
    '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n'
)


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _strings(call: ast.Call) -> tuple[str, ...] | None:
    name = call.func.id if isinstance(call.func, ast.Name) else ""
    args = [a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    if name in ("_", "N_", "gettext_noop") and args:
        return (args[0],)
    if name == "ngettext" and len(args) >= 2:
        return (args[0], args[1])
    return None


def _files() -> list[Path]:
    out: list[Path] = []
    for src in SOURCES:
        path = ROOT / src
        if path.is_dir():
            out += sorted(p for p in path.rglob("*.py") if p.name != "i18n_extract.py")
        elif path.exists():
            out.append(path)
    return out


def _constants(tree: ast.Module) -> list[tuple[str, int]]:
    """Module-level UPPER_CASE string constants (the engine's sentences are msgids)."""
    out = []
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id.isupper()
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            out.append((node.value.value, node.lineno))
    return out


def messages() -> dict[tuple[str, ...], list[str]]:
    """Each message (1 or 2 strings) -> where it occurs, in source order."""
    found: dict[tuple[str, ...], list[str]] = {}
    for path in _files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = str(path.relative_to(ROOT))
        if not rel.startswith("web/"):
            for text, line in _constants(tree):
                found.setdefault((text,), []).append(f"{rel}:{line}")
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and (msg := _strings(node)):
                found.setdefault(msg, []).append(f"{rel}:{node.lineno}")
    return found


def template() -> str:
    """The text of messages.pot (sorted by message, so it is stable)."""
    parts = [HEADER]
    for msg, where in sorted(messages().items()):
        lines = [f"#: {w}" for w in sorted(where)[:3]]
        lines.append(f"msgid {_quote(msg[0])}")
        if len(msg) == 2:
            lines += [f"msgid_plural {_quote(msg[1])}", 'msgstr[0] ""', 'msgstr[1] ""']
        else:
            lines.append('msgstr ""')
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


def main() -> int:
    out = ROOT / "web" / "locale" / "messages.pot"
    out.write_text(template(), encoding="utf-8")
    en = ROOT / "web" / "locale" / "en.po"
    en.write_text(template().replace("# Bazaar: the strings", "# Bazaar (English)", 1))
    print(f"wrote {out.relative_to(ROOT)} and {en.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
