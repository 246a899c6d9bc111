// Make the memory snapshot a returning visit starts from (issue 27): Pyodide initialised,
// with the page's own modules that do not touch the browser already imported.
//
// Why: a page start spends most of its time initialising Python and importing ~60 modules
// of game/ and web/. Pyodide can save its whole memory after that work and restore it
// instead (loadPyodide's private `_makeSnapshot` / `_loadSnapshot`, made here under node
// with the very runtime the page loads). web/pyodide-boot.mjs restores it when the service
// worker's cache holds it, and only if its header names this build.
//
// The files land where PyScript's [files] puts them (/home/pyodide, its working
// directory), so the imported modules' paths are the page's. Modules that import the
// browser (`js`, `pyscript`, `pyodide`) are left for the page: scripts/build/build.py passes only
// the others. A module that fails to import fails the build.
//
// Usage: node scripts/build/snapshot.mjs <pyodide-dir> <repo-root> <app-pyc-zip> <out> <id> <module>... -- <path>...
// (modules as dotted names; paths relative to the repo root, the sources written into the
// file system). The output is a 64-byte header `bazaar-snapshot <id>` (padded with
// spaces) followed by the snapshot.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const HEADER_BYTES = 64;
const args = process.argv.slice(2);
const cut = args.indexOf("--");
const [pyodideDir, root, appZip, out, id, ...modules] = cut < 0 ? args : args.slice(0, cut);
const paths = cut < 0 ? [] : args.slice(cut + 1);
if (!pyodideDir || !root || !appZip || !out || !id) {
  console.error("usage: node scripts/build/snapshot.mjs <pyodide-dir> <root> <app-pyc-zip> <out> <id> <module>... -- <path>...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(resolve(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", _makeSnapshot: true });
const HOME = "/home/pyodide/";
for (const path of paths) {
  py.FS.mkdirTree(HOME + path.slice(0, path.lastIndexOf("/")));
  py.FS.writeFile(HOME + path, new Uint8Array(readFileSync(resolve(root, path))));
}
py.unpackArchive(new Uint8Array(readFileSync(appZip)), "zip", { extractDir: HOME });
py.globals.set("MODULES_JSON", JSON.stringify(modules));
py.runPython(`
import importlib, json, os, random, sys  # random: reseeded by boot.mjs after each restore
os.chdir("${HOME}")
if "" not in sys.path:
    sys.path.insert(0, "")
for name in json.loads(MODULES_JSON):
    importlib.import_module(name)
del MODULES_JSON
`);
const snapshot = py.makeMemorySnapshot();
const header = new TextEncoder().encode(`bazaar-snapshot ${id}`.padEnd(HEADER_BYTES, " "));
if (header.length !== HEADER_BYTES) throw new Error(`snapshot id too long: ${id}`);
const file = new Uint8Array(HEADER_BYTES + snapshot.length);
file.set(header);
file.set(snapshot, HEADER_BYTES);
writeFileSync(out, file);
console.log(`${modules.length} modules imported, snapshot ${(file.length / 1e6).toFixed(1)} MB`);
