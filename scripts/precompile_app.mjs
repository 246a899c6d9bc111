// Precompile the page's own Python modules (game/, web/) to bytecode, in one zip.
//
// Why: PyScript writes the modules listed in pyscript.toml [files] into Pyodide's file
// system as sources, and Python compiles all of them at every start (~30 modules, a few
// hundred ms of CPU). This zip holds, for each of them, the .pyc that CPython 3.14 would
// write in __pycache__, as a *checked* hash-based pyc: Python uses it only while its
// recorded source hash matches the .py next to it, so a stale zip (a source edited without
// rebuilding) costs speed, never correctness. pyscript.toml unpacks it with
// `"runtime/app-pyc.zip" = "./*"`, beside the sources.
//
// Usage: node scripts/precompile_app.mjs [--bundle] <pyodide-dir> <repo-root> <output-zip> <path>...
// (paths relative to the repo root, written at the same relative place in Pyodide's FS).
// With --bundle the zip also holds every listed file itself (sources, stylesheets): one
// download that a lazily loaded game or the computer's web worker unpacks in one go.
// scripts/build.py runs it when a listed source or this script changes.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const bundle = args[0] === "--bundle";
const [pyodideDir, root, outZip, ...paths] = bundle ? args.slice(1) : args;
if (!pyodideDir || !root || !outZip) {
  console.error("usage: node scripts/precompile_app.mjs <pyodide-dir> <root> <zip> <path.py>...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(resolve(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
py.FS.mkdirTree("/src");
py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(root) }, "/src");
py.globals.set("PATHS_JSON", JSON.stringify(paths));
py.globals.set("BUNDLE", bundle);
const summary = py.runPython(`
import importlib._bootstrap_external as _be
import importlib.util
import json
import zipfile

HOME = "/home/pyodide/"  # PyScript's working directory: where [files] land
FIXED_DATE = (2020, 1, 1, 0, 0, 0)


def _pyc(path: str, source: bytes) -> bytes:
    code = compile(source, HOME + path, "exec", dont_inherit=True, optimize=0)
    return bytes(_be._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=True))


PATHS = sorted(json.loads(PATHS_JSON))
# The start-up zip is stored: the build writes its brotli and gzip copies, smaller than
# deflated entries (scripts/precompress.mjs). A later download stays deflated.
METHOD = zipfile.ZIP_DEFLATED if BUNDLE else zipfile.ZIP_STORED
with zipfile.ZipFile("/tmp/app-pyc.zip", "w", METHOD, compresslevel=9) as out:
    for path in PATHS:
        with open("/src/" + path, "rb") as f:
            source = f.read()
        if BUNDLE:
            out.writestr(zipfile.ZipInfo(path, FIXED_DATE), source, METHOD)
        if path.endswith(".py"):
            info = zipfile.ZipInfo(importlib.util.cache_from_source(path), FIXED_DATE)
            out.writestr(info, _pyc(path, source), METHOD)
f"{sum(p.endswith('.py') for p in PATHS)} modules compiled, {len(PATHS)} files"
`);
writeFileSync(outZip, py.FS.readFile("/tmp/app-pyc.zip"));
console.log(`wrote ${outZip}: ${summary}`);
