"""Build the served runtime and the service worker (standard library only).

What it does, in order, each step skipped when its output is already current:

1. checks that ``npm ci`` installed the exact versions pinned in package.json, and writes
   the lazy file lists (``web/<name>/files.py``) from the page's imports
   (``scripts/build/startup_files.py``), ``pyscript.toml`` without ``[files]``;
2. copies Pyodide (``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``,
   ``pyodide-lock.json``) into ``runtime/pyodide/``, precompiles the standard library
   (``.cache/python_stdlib-full.zip``, see ``scripts/build/precompile_stdlib.mjs``; the Pyodide
   test run uses it whole) and writes ``runtime/pyodide/python_stdlib.zip``: only the
   modules the page, its worker, PyScript and Pyodide may import (``scripts/build/trim_stdlib.mjs``,
   from the imports of game/, web/ and of the JavaScript that runs Python);
3. copies PyScript's ``dist/`` (without ``.map`` files) into ``runtime/pyscript/``;
4. writes ``runtime/app.zip``: the page's start-up modules (``scripts/build/startup_files.py``)
   and their bytecode, and the bytecode of PyScript's own Python package, one stored zip
   that ``web/pyodide-boot.mjs`` fetches while Python starts and unpacks (one request
   instead of one per module), see ``scripts/build/precompile_app.mjs``;
5. writes ``runtime/<game>.zip`` for each lazily loaded game (``web/<game>/files.py``): its
   files and their bytecode, fetched in one request when the game is first opened; and
   ``runtime/think.zip``, the engine for the computer's web worker (``web/think-worker.mjs``);
6. writes ``runtime/pyodide/boot.mjs`` (PyScript's interpreter module, from
   ``web/pyodide-boot.mjs``) and ``runtime/pyodide/snapshot.bin``: Pyodide's memory with
   the modules of the page and of the computer's worker that do not touch the browser
   imported, which a returning visit restores instead of starting Python (see
   ``scripts/build/snapshot.mjs``);
7. writes brotli and gzip copies (``.br``, ``.gz`` beside each) of the start-up's large
   files and of the snapshot, for a server to send when the browser accepts them
   (``scripts/build/serve.py``; the README says how for a static host), see
   ``scripts/build/precompress.mjs``;
8. compiles the message catalogues ``web/locale/<code>.po`` to ``runtime/locale/<code>.mo``
   with Babel (``pybabel compile``; Babel is pinned in pyproject.toml and installed into
   ``.venv`` by ``scripts/setup.sh``: the step runs whichever of this Python and
   ``.venv/bin/python`` has it, and is skipped while the ``.mo`` files are current);
9. writes ``sw.js`` at the top level from ``web/sw.template.js``: the list of every
   file the page needs and a cache name derived from a hash of their contents.

Why: the page must run offline and from any static host, so nothing may come from a
CDN; ``runtime/`` and ``sw.js`` are build outputs and git-ignored.

Usage: ``python3 -m scripts.build.build [--quiet]``
"""

from __future__ import annotations

import argparse
import filecmp
import gettext
import hashlib
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from scripts.build import startup_files  # the page's files, from its imports

ROOT = Path(__file__).resolve().parents[2]
NODE_MODULES = ROOT / "node_modules"
RUNTIME = ROOT / "runtime"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
STDLIB = "python_stdlib.zip"
PRECOMPILER = ROOT / "scripts" / "build" / "precompile_stdlib.mjs"
FULL_STDLIB = ROOT / ".cache" / "python_stdlib-full.zip"  # precompiled, whole: for tools
TRIMMER = ROOT / "scripts" / "build" / "trim_stdlib.mjs"
# An import statement in JavaScript's Python snippets (PyScript's, Pyodide's, the page's).
JS_IMPORT = re.compile(
    r"\b(?:from\s+([A-Za-z_][\w.]*)\s+import\b|import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*))"
)
COMMAND_LINE = ("game/__main__.py", "game/arena.py")  # never run in the page
APP_PRECOMPILER = ROOT / "scripts" / "build" / "precompile_app.mjs"
SNAPSHOT_MAKER = ROOT / "scripts" / "build" / "snapshot.mjs"
BOOT_SRC = ROOT / "web" / "pyodide-boot.mjs"
BOOT = "boot.mjs"
SNAPSHOT = "snapshot.bin"
BROWSER_MODULES = ("js", "pyscript", "pyodide")  # what the snapshot may not import
APP_ZIP = RUNTIME / "app.zip"  # fetched and unpacked by web/pyodide-boot.mjs
PYSCRIPT_PACKAGE = '{pyscript:{"__init__.py":'  # in PyScript's core-*.js
THINK_ZIP = "think.zip"
PYSCRIPT_TOML = ROOT / "pyscript.toml"
SW_TEMPLATE = ROOT / "web" / "sw.template.js"
LOCALE_SRC = ROOT / "web" / "locale"
LOCALE_OUT = RUNTIME / "locale"
INDEX_HTML = ROOT / "index.html"
FIRST_PAINT_PY = ROOT / "web" / "first_paint.py"
FIRST_PAINT_JS = LOCALE_OUT / "first-paint.js"
SW_OUT = ROOT / "sw.js"
# What the page loads: the shell, its config, the engine, the client, the assets, the runtime.
PRECACHE_FILES = ("index.html", "pyscript.toml")
PRECACHE_DIRS = ("game", "web", "assets", "runtime")
PY_IN_ZIPS = ("game", "web")  # their .py files reach the page in runtime/'s zips only
SKIP_PARTS = {"__pycache__", "tests", ".pytest_cache", ".mypy_cache", ".ruff_cache"}
# The page reads compiled catalogues (runtime/locale/*.mo), never the .po sources.
SKIP_SUFFIXES = (".pyc", ".map", ".stamp", ".tmp", ".po", ".pot", ".br", ".gz")
PRECOMPRESSOR = ROOT / "scripts" / "build" / "precompress.mjs"
# What a server may send compressed (.br and .gz copies beside each): the start-up's large
# files. A later download (a game's zip, the worker's) stays as it is: its deflated zip
# is small, and its progress bar reads Content-Length as the body's size.
ENCODINGS = (".br", ".gz")
PRECOMPRESS_MIN_BYTES = 1024
PRECOMPRESS_SUFFIXES = (".wasm", ".mjs", ".js", ".json", ".css")
SKIP_NAMES = {SW_TEMPLATE.name, BOOT_SRC.name, ".DS_Store", ".gitkeep", "first_paint.py"}


class BuildError(Exception):
    """A build step cannot proceed; the message says what to do."""


QUIET = False


def log(message: str) -> None:
    if not QUIET:
        print(f"build: {message}")


def check_npm_pins() -> None:
    """Refuse to build from node_modules that do not match package.json's exact pins."""
    wanted = json.loads((ROOT / "package.json").read_text())["dependencies"]
    for name, version in wanted.items():
        manifest = NODE_MODULES / name / "package.json"
        if not manifest.is_file():
            raise BuildError(f"{name} is not installed: run `npm ci` first")
        found = json.loads(manifest.read_text())["version"]
        if found != version:
            raise BuildError(f"{name} {found} installed but {version} pinned: run `npm ci`")


def sync_file(src: Path, dst: Path) -> bool:
    """Copy src to dst unless dst already has the same bytes; True if copied."""
    if dst.is_file() and filecmp.cmp(src, dst, shallow=False):
        return False
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)
    return True


def prune(folder: Path, keep: set[str]) -> None:
    """Delete files in folder (not recursive) that the build no longer produces (a kept
    file's compressed copies stay)."""
    keep = keep | {name + suffix for name in keep for suffix in ENCODINGS}
    for path in folder.iterdir():
        if path.is_file() and path.name not in keep:
            path.unlink()
            log(f"removed stale {path.relative_to(ROOT)}")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_pyodide() -> None:
    src, dst = NODE_MODULES / "pyodide", RUNTIME / "pyodide"
    copied = [name for name in PYODIDE_FILES if sync_file(src / name, dst / name)]
    log(f"runtime/pyodide: {len(copied)} of {len(PYODIDE_FILES)} files updated")
    precompile_stdlib(src, dst)
    prune(dst, {*PYODIDE_FILES, STDLIB, STDLIB + ".stamp", BOOT, SNAPSHOT, SNAPSHOT + ".stamp"})


def precompile_stdlib(src: Path, dst: Path) -> None:
    """Run the precompiler when the input zip or the precompiler changed, then the trim."""
    stamp_file = FULL_STDLIB.with_name(FULL_STDLIB.name + ".stamp")
    stamp = f"{sha256(src / STDLIB)} {sha256(PRECOMPILER)}\n"
    if FULL_STDLIB.is_file() and stamp_file.is_file() and stamp_file.read_text() == stamp:
        log(".cache/python_stdlib-full.zip: precompiled zip is current")
    else:
        log("precompiling the standard library inside Pyodide (about 10 s)...")
        FULL_STDLIB.parent.mkdir(parents=True, exist_ok=True)
        tmp = FULL_STDLIB.with_name(FULL_STDLIB.name + ".tmp")
        log(run_node(PRECOMPILER, [str(src), str(tmp)], "precompiling the stdlib"))
        tmp.replace(FULL_STDLIB)
        stamp_file.write_text(stamp)
    trim_stdlib(src, dst)


def stdlib_roots() -> list[str]:
    """Every module outside game/ and web/ that an import of the page's Python (game/ and
    web/ but the command line's) or of the JavaScript that runs Python names."""
    names: set[str] = set()
    for folder in ("game", "web"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if wanted(path) and path.relative_to(ROOT).as_posix() not in COMMAND_LINE:
                names |= startup_files.imports_of(path)
    scripts = sorted((NODE_MODULES / "@pyscript" / "core" / "dist").glob("*.js"))
    scripts += [NODE_MODULES / "pyodide" / n for n in ("pyodide.mjs", "pyodide.asm.mjs")]
    scripts += [*sorted((ROOT / "web").glob("*.mjs")), SNAPSHOT_MAKER, APP_PRECOMPILER]
    for path in scripts:
        text = path.read_text(encoding="utf-8").replace("\\n", "\n").replace("\\t", "\t")
        for found in JS_IMPORT.finditer(text):  # Python in JS strings: escapes undone
            names.update(n.strip() for n in (found[1] or found[2]).split(","))
    return sorted(n for n in names if n.split(".")[0] not in ("game", "web"))


def trim_stdlib(src: Path, dst: Path) -> None:
    """runtime/pyodide/python_stdlib.zip: the precompiled stdlib without the modules no
    root may import (scripts/build/trim_stdlib.mjs), when its inputs changed."""
    roots = stdlib_roots()
    stamp = "\n".join([sha256(FULL_STDLIB), sha256(TRIMMER), *roots]) + "\n"
    out, stamp_file = dst / STDLIB, dst / (STDLIB + ".stamp")
    if out.is_file() and stamp_file.is_file() and stamp_file.read_text() == stamp:
        log("runtime/pyodide/python_stdlib.zip: trimmed zip is current")
        return
    tmp = dst / (STDLIB + ".tmp")
    args = [str(src), str(FULL_STDLIB), str(tmp), *roots]
    log(run_node(TRIMMER, args, "trimming the stdlib"))
    tmp.replace(out)
    stamp_file.write_text(stamp)


def build_pyscript() -> None:
    src, dst = NODE_MODULES / "@pyscript" / "core" / "dist", RUNTIME / "pyscript"
    names = {p.name for p in src.iterdir() if p.is_file() and not p.name.endswith(".map")}
    copied = [n for n in sorted(names) if sync_file(src / n, dst / n)]
    log(f"runtime/pyscript: {len(copied)} of {len(names)} files updated")
    prune(dst, names)


def write_file_lists() -> None:
    """pyscript.toml (no ``[files]``: boot.mjs fetches the start-up zip) and each
    ``web/<name>/files.py``'s ``FILES``, from the page's imports
    (``scripts/build/startup_files.py``); each written only when it changes."""
    startup, lazy = startup_files.lazy_walks()
    targets = {PYSCRIPT_TOML: startup_files.pyscript_toml(PYSCRIPT_TOML.read_text())}
    for name, files in lazy.items():
        listing = ROOT / "web" / name / "files.py"
        targets[listing] = startup_files.files_py(listing.read_text(), files)
    for path, text in targets.items():
        if path.read_text() != text:
            path.write_text(text)
            log(f"{path.relative_to(ROOT)}: file list rewritten from the page's imports")
    log(f"runtime/app.zip: {len(startup)} start-up modules")


_STARTUP: list[str] = []


def page_modules() -> list[str]:
    """The page's start-up modules (``scripts/build/startup_files.py``), in ``runtime/app.zip``."""
    if not _STARTUP:
        _STARTUP.extend(startup_files.startup_files())
    return list(_STARTUP)


def run_node(script: Path, args: list[str], what: str) -> str:
    result = subprocess.run(["node", str(script), *args], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError(f"{what} failed:\n{result.stdout}{result.stderr}")
    return result.stdout.strip()


def pyscript_core() -> Path:
    """PyScript's core script, which holds PyScript's own Python package."""
    for path in sorted((RUNTIME / "pyscript").glob("core-*.js")):
        if PYSCRIPT_PACKAGE in path.read_text(encoding="utf-8"):
            return path
    raise BuildError("PyScript's Python package not found in runtime/pyscript/core-*.js")


def build_app_zip() -> None:
    """The page's start-up modules and their bytecode in runtime/app.zip, stored (its
    brotli copy is smaller than deflated entries), with the bytecode of PyScript's own
    package (its sources PyScript writes at start)."""
    paths = [m for m in page_modules() if (ROOT / m).is_file()]
    classes = f"--dataclasses={','.join(snapshot_modules(paths))}"  # those run at import
    precompile(APP_ZIP, paths, "--stored", [f"--pyscript={pyscript_core()}", classes])


def lazy_listings() -> dict[str, tuple[str, ...]]:
    """Each lazily loaded game's files (``FILES`` of ``web/<game>/files.py``), by game."""
    found = {}
    for listing in sorted((ROOT / "web").glob("*/files.py")):
        names: dict[str, Any] = {}
        exec(listing.read_text(), names)  # a plain tuple of paths, no imports
        found[listing.parent.name] = tuple(str(p) for p in names["FILES"])
    return found


def think_files() -> list[str]:
    """What the computer's web worker runs: the whole engine (but the command line's
    modules), web/shell/table/think.py and the review's steps (web/shell/table/review/review_job.py)."""
    engine = [p.relative_to(ROOT).as_posix() for p in (ROOT / "game").rglob("*.py") if wanted(p)]
    engine = [p for p in engine if p not in COMMAND_LINE]
    shell = [
        "web/shell/__init__.py",
        "web/shell/table/__init__.py",
        "web/shell/table/review/__init__.py",
        "web/shell/table/review/review_job.py",
        "web/shell/table/think.py",
    ]
    return sorted(engine) + ["web/__init__.py", *shell]


def build_bundles() -> None:
    """One zip per later download, files and bytecode: runtime/<game>.zip for each lazy
    game, runtime/think.zip for the computer's web worker."""
    bundles = {f"{game}.zip": list(files) for game, files in lazy_listings().items()}
    bundles[THINK_ZIP] = think_files()
    for name, files in bundles.items():
        precompile(RUNTIME / name, files, "--bundle")
    prune_bundles(set(bundles))


def prune_bundles(keep: set[str]) -> None:
    for path in RUNTIME.glob("*.zip"):
        if path != APP_ZIP and path.name not in keep:
            path.unlink()
            for suffix in (".stamp", *ENCODINGS):
                path.with_name(path.name + suffix).unlink(missing_ok=True)
            log(f"removed stale {path.relative_to(ROOT)}")


def precompile(out: Path, paths: list[str], kind: str, options: Sequence[str] = ()) -> None:
    """Write ``out`` when stale: ``paths`` and their bytecode, deflated (``--bundle``, a
    later download) or stored (``--stored``, the start-up zip, sent brotli-compressed);
    ``options``: the bytecode of PyScript's package (``--pyscript=``), the dataclasses'
    generated code (``--dataclasses=``), see scripts/build/precompile_app.mjs."""
    stamp_file = out.with_name(out.name + ".stamp")
    parts = [sha256(APP_PRECOMPILER), sha256(RUNTIME / "pyodide" / STDLIB), f"kind={kind}"]
    parts += [*options, *(sha256(Path(o.split("=", 1)[1])) for o in options if "pyscript" in o)]
    parts += [f"{m}:{file_digest(ROOT / m).hex()}" for m in paths]
    stamp = "\n".join(parts) + "\n"
    name = out.relative_to(ROOT)
    if out.is_file() and stamp_file.is_file() and stamp_file.read_text() == stamp:
        log(f"{name}: current")
        return
    tmp = out.with_name(out.name + ".tmp")
    args = [kind, *options, str(RUNTIME / "pyodide"), str(ROOT), str(tmp), *paths]
    log(run_node(APP_PRECOMPILER, args, f"writing {name}"))
    tmp.replace(out)
    stamp_file.write_text(stamp)


def precompressed() -> list[Path]:
    """The files that get .br and .gz copies: the stdlib zip, the start-up zip,
    the memory snapshot, and Pyodide's and PyScript's scripts, wasm and lock file (1 kB or
    more)."""
    found = [RUNTIME / "pyodide" / STDLIB, APP_ZIP, RUNTIME / "pyodide" / SNAPSHOT]
    for folder in (RUNTIME / "pyodide", RUNTIME / "pyscript"):
        found += [
            p
            for p in sorted(folder.iterdir())
            if p.suffix in PRECOMPRESS_SUFFIXES and p.stat().st_size >= PRECOMPRESS_MIN_BYTES
        ]
    return [p for p in found if p.is_file()]


def build_precompressed() -> None:
    """Write the brotli and gzip copies that are missing or older than their file
    (scripts/build/precompress.mjs; brotli at its best takes a minute for the wasm and stdlib)."""
    stale = []
    for path in precompressed():
        copies = [path.with_name(path.name + suffix) for suffix in ENCODINGS]
        if not all(c.is_file() and c.stat().st_mtime_ns >= path.stat().st_mtime_ns for c in copies):
            stale.append(path)
    if not stale:
        log("precompressed copies (.br, .gz): current")
        return
    log(f"compressing {len(stale)} files (brotli and gzip)...")
    log(run_node(PRECOMPRESSOR, [str(p) for p in stale], "precompressing"))


def babel_python() -> str:
    """A Python that can import Babel: this one, else the project's .venv."""
    for python in (sys.executable, str(ROOT / ".venv" / "bin" / "python")):
        check = [python, "-c", "import babel.messages.frontend"]
        if Path(python).is_file() and subprocess.run(check, capture_output=True).returncode == 0:
            return python
    raise BuildError(
        "Babel is needed to compile the message catalogues: run ./scripts/play or "
        "./scripts/test once (they install it into .venv), then build again"
    )


def build_catalogs() -> None:
    """Compile each web/locale/<code>.po to runtime/locale/<code>.mo when any changed,
    and write the words of index.html's first paint in every language."""
    sources = sorted(LOCALE_SRC.glob("*.po"))
    stamp_file = LOCALE_OUT / "catalogs.stamp"
    inputs = [*sources, INDEX_HTML, FIRST_PAINT_PY]
    stamp = "".join(f"{p.name}:{file_digest(p).hex()}\n" for p in inputs)
    outputs = [LOCALE_OUT / (po.stem + ".mo") for po in sources]
    current = stamp_file.is_file() and stamp_file.read_text() == stamp
    if current and all(mo.is_file() for mo in outputs):
        log(f"runtime/locale: {len(sources)} catalogues current")
        return
    python = babel_python()
    LOCALE_OUT.mkdir(parents=True, exist_ok=True)
    for po, mo in zip(sources, outputs, strict=True):
        tmp = mo.with_name(mo.name + ".tmp")
        args = ["compile", "--statistics", "-l", po.stem, "-i", str(po), "-o", str(tmp)]
        result = subprocess.run(
            [python, "-m", "babel.messages.frontend", *args], capture_output=True, text=True
        )
        if result.returncode != 0 or not tmp.is_file():
            raise BuildError(f"compiling {po.relative_to(ROOT)} failed:\n{result.stderr}")
        tmp.replace(mo)
        log(f"runtime/locale/{mo.name}: {result.stderr.strip().splitlines()[0]}")
    write_first_paint(outputs)
    prune(LOCALE_OUT, {mo.name for mo in outputs} | {stamp_file.name, FIRST_PAINT_JS.name})
    stamp_file.write_text(stamp)


def write_first_paint(catalogs: list[Path]) -> None:
    """runtime/locale/first-paint.js: index.html's words, read from the compiled catalogues."""
    from web import first_paint  # standard library only

    translators = {}
    for mo in catalogs:
        with open(mo, "rb") as f:
            translators[mo.stem] = gettext.GNUTranslations(f).gettext
    FIRST_PAINT_JS.write_text(first_paint.script(INDEX_HTML.read_text(), translators))
    log(f"runtime/locale/{FIRST_PAINT_JS.name}: {len(translators)} languages")


def snapshot_modules(paths: list[str]) -> list[str]:
    """The page's modules that import nothing of the browser, even through another."""
    names = {p.removesuffix(".py").removesuffix("/__init__").replace("/", "."): p for p in paths}
    imports = {n: startup_files.imports_of(ROOT / p, at_import=True) for n, p in names.items()}
    browser: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, uses in imports.items():
            touches = any(u.split(".")[0] in BROWSER_MODULES or u in browser for u in uses)
            if name not in browser and touches:
                browser.add(name)
                changed = True
    return sorted(set(names) - browser)


def build_snapshot() -> None:
    """Write runtime/pyodide/snapshot.bin and boot.mjs (its id filled in) when stale."""
    dst = RUNTIME / "pyodide"
    page = [m for m in page_modules() if (ROOT / m).is_file()]
    paths = sorted({*page, *think_files()})  # one snapshot for the page and its worker
    modules = snapshot_modules(paths)
    parts = [sha256(SNAPSHOT_MAKER), *(sha256(dst / n) for n in (*PYODIDE_FILES, STDLIB))]
    parts += [sha256(APP_ZIP), *modules, *(f"{m}:{file_digest(ROOT / m).hex()}" for m in paths)]
    stamp = "\n".join(parts) + "\n"
    ident = hashlib.sha256(stamp.encode()).hexdigest()[:32]
    out, stamp_file = dst / SNAPSHOT, dst / (SNAPSHOT + ".stamp")
    if not (out.is_file() and stamp_file.is_file() and stamp_file.read_text() == stamp):
        tmp = out.with_name(out.name + ".tmp")
        args = [str(dst), str(ROOT), str(APP_ZIP), str(tmp), ident, *modules, "--", *paths]
        log(run_node(SNAPSHOT_MAKER, args, "writing runtime/pyodide/snapshot.bin"))
        tmp.replace(out)
        stamp_file.write_text(stamp)
    else:
        log("runtime/pyodide/snapshot.bin: current")
    boot = BOOT_SRC.read_text().replace("__SNAPSHOT_ID__", ident)
    if not (dst / BOOT).is_file() or (dst / BOOT).read_text() != boot:
        (dst / BOOT).write_text(boot)


def wanted(path: Path) -> bool:
    rel = path.relative_to(ROOT)
    return (
        path.is_file()
        and not SKIP_PARTS.intersection(rel.parts)
        and not path.name.endswith(SKIP_SUFFIXES)
        and path.name not in SKIP_NAMES
    )


def precache_list() -> list[str]:
    """Every file the page needs, as paths relative to the site root, sorted. Not the
    Python sources of game/ and web/: the page and its worker get them in the zips of
    runtime/ (app.zip at start, a game's or the worker's zip later), never one by one."""
    files = [ROOT / name for name in PRECACHE_FILES if (ROOT / name).is_file()]
    for folder in PRECACHE_DIRS:
        if (ROOT / folder).is_dir():
            found = (p for p in (ROOT / folder).rglob("*") if wanted(p))
            files.extend(p for p in found if not (folder in PY_IN_ZIPS and p.suffix == ".py"))
    return sorted(p.relative_to(ROOT).as_posix() for p in files)


_DIGESTS: dict[tuple[str, int, int], bytes] = {}


def file_digest(path: Path) -> bytes:
    """sha256 of a file, remembered while its size and mtime stay the same."""
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _DIGESTS:
        _DIGESTS[key] = hashlib.sha256(path.read_bytes()).digest()
    return _DIGESTS[key]


def cache_name(paths: list[str]) -> str:
    digest = hashlib.sha256()
    for rel in paths:
        digest.update(rel.encode() + b"\0" + file_digest(ROOT / rel))
    return "bazaar-" + digest.hexdigest()[:16]


def build_service_worker() -> None:
    """Write sw.js (atomically, and only when its text changes)."""
    paths = precache_list()
    name = cache_name(paths)
    text = SW_TEMPLATE.read_text()
    digests = {p: file_digest(ROOT / p).hex() for p in paths if p.endswith(".wasm")}
    for marker in ("__CACHE_NAME__", "__PRECACHE__", "__DIGESTS__"):
        if marker not in text:
            raise BuildError(f"{SW_TEMPLATE.relative_to(ROOT)} lacks the marker {marker}")
    text = text.replace('"__CACHE_NAME__"', json.dumps(name))
    text = text.replace('["__PRECACHE__"]', json.dumps(paths, indent=2))
    text = text.replace('{ __DIGESTS__: "" }', json.dumps(digests))  # the wasm's (sw.template.js)
    if not SW_OUT.is_file() or SW_OUT.read_text() != text:
        tmp = SW_OUT.with_name(SW_OUT.name + ".tmp")
        tmp.write_text(text)
        tmp.replace(SW_OUT)
    log(f"sw.js: cache {name}, {len(paths)} files")


def main(argv: list[str] | None = None) -> int:
    global QUIET
    QUIET = parse_args(argv).quiet
    try:
        check_npm_pins()
        write_file_lists()
        build_pyodide()
        build_pyscript()
        build_app_zip()
        build_bundles()
        build_snapshot()
        build_precompressed()
        build_catalogs()
        build_service_worker()
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    return 0


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Build runtime/ and sw.js for the page.")
    parser.add_argument("--quiet", action="store_true", help="print errors only")
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(main())
