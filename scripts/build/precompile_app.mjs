// Pack some of the page's files (game/, web/) with the bytecode of their Python modules,
// in one zip: one download that the page unpacks in one go.
//
// Why: Python would otherwise compile every module at every start (a few hundred ms of
// CPU). The zip holds, for each module, the .pyc that CPython 3.14 would write in
// __pycache__, as a *checked* hash-based pyc: Python uses it only while its recorded source
// hash matches the .py next to it, so a stale pyc costs speed, never correctness.
//
// Usage: node scripts/build/precompile_app.mjs --bundle|--stored [--pyscript=<core.js>] <pyodide-dir> <repo-root> <output-zip> <path>...
// (paths relative to the repo root, written at the same relative place in Pyodide's FS).
// --stored: the start-up zip (runtime/app.zip, unpacked by web/pyodide-boot.mjs), its
// entries stored, since the build sends it brotli-compressed; --bundle: a later download
// (a lazily loaded game, the computer's web worker), deflated.
// --pyscript=<PyScript's core-*.js>: also the bytecode of PyScript's own Python package
// (the `pyscript` modules PyScript writes into the working directory at every start, from
// strings in that script), so that Python does not compile them at start; only the .pyc,
// checked against the source PyScript writes (a different PyScript: compiled as before).
// --dataclasses=<module,...>: imports those modules (from the repo) and keeps, in the zip's
// `dataclass_code.marshal`, the compiled code of every function body the standard
// library's dataclasses generates for their classes ({source: code}). A dataclass is made
// by compiling generated source with exec (several ms each in the browser, ~40 at start):
// web/pyodide-boot.mjs hands dataclasses the code compiled here for the same source.
// scripts/build/build.py runs it when a listed source or this script changes.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const coreArg = args.find((a) => a.startsWith("--pyscript="));
const classesArg = args.find((a) => a.startsWith("--dataclasses="));
const rest = args.filter((a) => a !== coreArg && a !== classesArg);
const [kind, pyodideDir, root, outZip, ...paths] = rest;
const classModules = classesArg ? classesArg.slice("--dataclasses=".length).split(",") : [];
if (!["--bundle", "--stored"].includes(kind) || !pyodideDir || !root || !outZip) {
  console.error("usage: node scripts/build/precompile_app.mjs --bundle|--stored <pyodide-dir> <root> <zip> <path>...");
  process.exit(2);
}
/** PyScript's own Python package in its core script: { "pyscript/x.py": source }. The
 * script writes it from an object literal `{pyscript:{"__init__.py":"...",...}}` of strings. */
function pyscriptPackage(coreJs) {
  const text = readFileSync(coreJs, "utf-8");
  const start = text.indexOf('{pyscript:{"__init__.py":');
  if (start < 0) throw new Error(`${coreJs}: PyScript's Python package not found (another PyScript?)`);
  let depth = 0;
  let end = start;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) {
      end = i + 1;
      break;
    }
  }
  const tree = Function(`return (${text.slice(start, end)});`)();
  const files = {};
  const walk = (dir, node) => {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === "string") files[dir + name] = value;
      else walk(`${dir}${name}/`, value);
    }
  };
  walk("", tree);
  return files;
}

const pyscriptFiles = coreArg ? pyscriptPackage(coreArg.slice("--pyscript=".length)) : {};
const { loadPyodide } = await import(pathToFileURL(resolve(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
py.FS.mkdirTree("/src");
py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(root) }, "/src");
py.globals.set("PATHS_JSON", JSON.stringify(paths));
py.globals.set("STORED", kind === "--stored");
py.globals.set("PYSCRIPT_JSON", JSON.stringify(pyscriptFiles));
py.globals.set("CLASSES_JSON", JSON.stringify(classModules));
const summary = py.runPython(`
import dataclasses
import importlib
import importlib._bootstrap_external as _be
import importlib.util
import json
import marshal
import sys
import zipfile

HOME = "/home/pyodide/"  # PyScript's working directory: where [files] land
FIXED_DATE = (2020, 1, 1, 0, 0, 0)


def _pyc(path: str, source: bytes) -> bytes:
    code = compile(source, HOME + path, "exec", dont_inherit=True, optimize=0)
    return bytes(_be._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=True))


PATHS = sorted(json.loads(PATHS_JSON))
# The start-up zip is stored: the build writes its brotli and gzip copies, smaller than
# deflated entries (scripts/build/precompress.mjs). A later download stays deflated.
METHOD = zipfile.ZIP_STORED if STORED else zipfile.ZIP_DEFLATED
with zipfile.ZipFile("/tmp/out.zip", "w", METHOD, compresslevel=9) as out:
    for path in PATHS:
        with open("/src/" + path, "rb") as f:
            source = f.read()
        out.writestr(zipfile.ZipInfo(path, FIXED_DATE), source, METHOD)
        if path.endswith(".py"):
            info = zipfile.ZipInfo(importlib.util.cache_from_source(path), FIXED_DATE)
            out.writestr(info, _pyc(path, source), METHOD)
    # PyScript's package: its sources are written by PyScript itself (as UTF-8), the
    # bytecode comes from here.
    PYSCRIPT = json.loads(PYSCRIPT_JSON)
    for path, text in sorted(PYSCRIPT.items()):
        if path.endswith(".py"):
            info = zipfile.ZipInfo(importlib.util.cache_from_source(path), FIXED_DATE)
            out.writestr(info, _pyc(path, text.encode("utf-8")), METHOD)
    # The dataclasses' generated code: what dataclasses would compile (exec of a str, no
    # inherited future flags: dataclasses has none), recorded while importing the modules.
    CODES = {}

    def _recording(source, globals=None, locals=None, /):
        if isinstance(source, str):
            CODES[source] = source = compile(source, "<string>", "exec", dont_inherit=True)
        return exec(source, globals, locals)

    CLASS_MODULES = json.loads(CLASSES_JSON)
    if CLASS_MODULES:
        dataclasses.exec = _recording
        sys.path.insert(0, "/src")
        for name in CLASS_MODULES:
            importlib.import_module(name)
        del dataclasses.exec
        info = zipfile.ZipInfo("dataclass_code.marshal", FIXED_DATE)
        out.writestr(info, marshal.dumps(dict(sorted(CODES.items()))), METHOD)
modules = sum(p.endswith('.py') for p in PATHS)
f"{modules} modules compiled, {len(PATHS)} files, {len(PYSCRIPT)} of PyScript's modules compiled, {len(CODES)} dataclasses' code kept"
`);
writeFileSync(outZip, py.FS.readFile("/tmp/out.zip"));
console.log(`wrote ${outZip}: ${summary}`);
