// Trim the precompiled standard library to what the page, its worker, PyScript and Pyodide
// may import (issue 27: the stdlib zip was 2.85 MB of a first visit's 6.6 MB).
//
// Why: Pyodide's zip holds the whole standard library (email, multiprocessing, unittest,
// the REPL, xml, http...), which a page in a browser never imports. Which modules it may
// import is found from the sources, conservatively: starting from the modules named in
// `roots` (scripts/build/build.py passes every module an import statement of game/ and web/
// names, and every `import x` / `from x import` found in the JavaScript of PyScript,
// Pyodide and the page, which run Python snippets of their own), it follows every import
// statement of every module reached, those inside functions and `try` blocks too (but from
// inside a function not into AWAY below: the REPL, test runners, mail...), and every
// `import_module("name")` / `__import__("name")` with a literal name. Kept whole:
// `encodings` (codecs are looked up by name), Pyodide's own packages, and the modules
// CPython itself imports at start.
//
// The sources are parsed inside Pyodide (CPython 3.14 parses its own stdlib; the build's
// Python may be older). The output keeps the precompiled zip's entries of the modules
// reached, in its order: still deterministic.
//
// Usage: node scripts/build/trim_stdlib.mjs <npm-pyodide-dir> <precompiled-zip> <out-zip> <root>...
import { loadPyodide } from "pyodide";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [pyodideDir, inZip, outZip, ...roots] = process.argv.slice(2);
if (!pyodideDir || !inZip || !outZip) {
  console.error("usage: node scripts/build/trim_stdlib.mjs <npm-pyodide-dir> <precompiled-zip> <out-zip> <root>...");
  process.exit(2);
}

const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.writeFile("/tmp/sources.zip", readFileSync(join(pyodideDir, "python_stdlib.zip")));
py.FS.writeFile("/tmp/in.zip", readFileSync(inZip));
py.globals.set("ROOTS_JSON", JSON.stringify(roots));
const summary = py.runPython(`
import ast
import json
import zipfile

# Always kept, whatever the imports say: looked up by name, or imported by CPython itself.
WHOLE = ("encodings", "pyodide", "_pyodide")
STARTUP = ("site", "sitecustomize", "_sitebuiltins", "sysconfig", "__future__", "_sysconfigdata__emscripten_wasm32-emscripten")
DYNAMIC = ("import_module", "__import__")
# Not followed into from inside a function: what a page in a browser has no use for
# (processes, terminals, test runners, debuggers, mail and web servers), though a module
# reached imports it in a function (site's REPL, asyncio's subprocesses...). Kept when a
# root names it or a module reached imports it as it is imported.
AWAY = (
    "multiprocessing", "_pyrepl", "unittest", "doctest", "pdb", "bdb", "pydoc", "pydoc_data",
    "email", "http", "xmlrpc", "wsgiref", "mailbox", "imaplib", "smtplib", "ftplib", "poplib",
    "xml", "curses", "tkinter", "idlelib", "ensurepip", "venv", "turtle", "turtledemo",
    "sqlite3", "dbm", "code", "codeop", "cProfile", "profile", "pstats", "trace", "timeit",
    "tabnanny", "pyclbr", "pickletools", "webbrowser", "socketserver", "mimetypes",
    "urllib.request", "urllib.robotparser", "concurrent.futures.process",
    "argparse",
)


def away(name: str) -> bool:
    return any(name == a or name.startswith(a + ".") for a in AWAY)


def module_of(name: str) -> str | None:
    if name.endswith("/__init__.py"):
        return name[: -len("/__init__.py")].replace("/", ".")
    if name.endswith(".py"):
        return name[:-3].replace("/", ".")
    return None


with zipfile.ZipFile("/tmp/sources.zip") as src:
    sources = {module_of(i.filename): i.filename for i in src.infolist() if module_of(i.filename)}
    texts = {m: src.read(f) for m, f in sources.items()}
packages = {m for m, f in sources.items() if f.endswith("/__init__.py")}


def nested(tree: ast.AST) -> set[int]:
    """ids of the nodes inside a function of tree (run only when it is called) or under
    if __name__ == "__main__" (run only as a script)."""
    inside = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            inside.update(id(n) for n in ast.walk(node) if n is not node)
        elif isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
            inside.update(id(n) for n in ast.walk(node) if n is not node)  # run as a script
    return inside


def imported(module: str) -> tuple[set[str], set[str]]:
    """The modules this module's imports name (absolute names): (when it is imported,
    inside its functions)."""
    try:
        tree = ast.parse(texts[module])
    except SyntaxError:
        return set(), set()
    here = module if module in packages else module.rpartition(".")[0]
    later = nested(tree)
    found: tuple[set[str], set[str]] = (set(), set())
    for node in ast.walk(tree):
        names = found[id(node) in later]
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = here
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            name = node.module or ""
            if node.level:
                name = f"{base}.{name}" if name else base
            names.add(name)
            for alias in node.names:
                if alias.name == "*":
                    names.update(m for m in sources if m.startswith(name + "."))
                else:
                    names.add(f"{name}.{alias.name}")
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in DYNAMIC and isinstance(node.args[0].value, str):
                names.add(node.args[0].value)
    return found


todo = [*json.loads(ROOTS_JSON), *STARTUP]
todo += [m for m in sources if m.split(".")[0] in WHOLE]
keep = set()
while todo:
    name = todo.pop()
    if name not in sources or name in keep:
        continue
    keep.add(name)
    parts = name.split(".")
    todo += [".".join(parts[:i]) for i in range(1, len(parts))]  # parents run first
    now, later = imported(name)
    todo += now  # what importing it imports: always
    todo += [m for m in later if not away(m)]

kept = size = 0
with zipfile.ZipFile("/tmp/in.zip") as zin, zipfile.ZipFile("/tmp/out.zip", "w") as zout:
    for info in zin.infolist():
        name = info.filename
        stem = name[:-1] if name.endswith(".pyc") else name
        module = module_of(stem)
        if module is None and not name.endswith("/"):
            module = name.rpartition("/")[0].replace("/", ".")  # a data file: its package
        if module is None or module in keep or name.endswith("/"):
            if name.endswith("/") and not any(m.startswith(name[:-1].replace("/", ".")) for m in keep):
                continue
            zout.writestr(info, zin.read(info))
            kept += 1
            size += info.file_size
total = len(zipfile.ZipFile("/tmp/in.zip").infolist())
f"{len(keep)} modules reached, {kept} of {total} entries kept, {size} bytes"
`);
writeFileSync(outZip, py.FS.readFile("/tmp/out.zip"));
console.log(`wrote ${outZip}: ${summary}`);
