// PyScript's interpreter module (pyscript.toml's `interpreter`, copied by scripts/build.py
// to runtime/pyodide/boot.mjs with this build's snapshot id filled in): Pyodide's own
// `loadPyodide`, started from the build's memory snapshot (scripts/snapshot.mjs) when it
// can be. The computer's web worker (web/think-worker.mjs) starts the same way, through
// `startPython`: one snapshot holds the modules of both.
//
// - index.html calls `prestart()` as soon as it runs, so that Pyodide's files download and
//   the snapshot is read while PyScript's own script and config still load; PyScript's
//   later call to `loadPyodide` gets that start (with PyScript's output streams set on it).
//   The page's start also fetches runtime/app.zip (the page's modules) beside Pyodide and
//   unpacks it before PyScript runs anything: pyscript.toml has no [files].
// - The snapshot is read from the service worker's cache only, never from the network: a
//   first visit starts the ordinary way and the service worker keeps the snapshot for the
//   next one. Only its header is read before Pyodide starts loading; the rest streams in
//   while Pyodide's script and wasm load.
// - Its 64-byte header must name this build (`bazaar-snapshot <id>`): a snapshot of another
//   build holds other modules in memory and is never used ("stale").
// - If restoring fails anyway, the page forgets the cached snapshot and reloads, and that
//   start is the ordinary one ("fallback"): a second Pyodide is never started beside a
//   failed one in the same page (the failed one's memory goes with the old document). The
//   worker, which cannot reload, starts the ordinary way in place.
//
// Which start ran is written on <html> as data-start: snapshot, plain, stale or fallback
// (read by e2e/test_snapshot.py and scripts/bench/bench_startup.py); the worker says it in
// its ready message.
import { loadPyodide as loadPlain, version } from "./pyodide.mjs";

export { version };

const SNAPSHOT_ID = "__SNAPSHOT_ID__";
const INDEX_URL = new URL("./", import.meta.url).href;
const SNAPSHOT_URL = new URL("snapshot.bin", import.meta.url).href;
const APP_URL = new URL("../app.zip", import.meta.url).href;
const HOME = "/home/pyodide"; // Python's working directory (PyScript's too)
const HEADER_BYTES = 64;
const FAILED = "bazaar.snapshot-failed"; // sessionStorage: this tab's restore failed, reloaded

/** Join byte chunks into one array of `size` bytes. */
function joined(chunks, size) {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The rest of a snapshot's body after its header: `first` already read, then the reader's. */
async function body(reader, first) {
  const chunks = [first];
  let size = first.length;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return joined(chunks, size);
    chunks.push(value);
    size += value.length;
  }
}

/** [start, the snapshot's body (a promise) or null]: only the header is read here. */
async function cachedSnapshot() {
  if (!globalThis.caches) return ["plain", null];
  const response = await caches.match(SNAPSHOT_URL);
  if (!response || !response.body) return ["plain", null];
  const reader = response.body.getReader();
  const chunks = [];
  let size = 0;
  while (size < HEADER_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  const head = joined(chunks, size);
  const header = new TextDecoder().decode(head.subarray(0, HEADER_BYTES)).trimEnd();
  if (header !== `bazaar-snapshot ${SNAPSHOT_ID}`) {
    reader.cancel().catch(() => {});
    return ["stale", null];
  }
  return ["snapshot", body(reader, head.slice(HEADER_BYTES))];
}

/** Delete the cached snapshot from every Bazaar cache (a restore of it failed). */
async function forgetSnapshot() {
  const names = (await caches.keys()).filter((name) => name.startsWith("bazaar-"));
  await Promise.all(names.map(async (name) => (await caches.open(name)).delete(SNAPSHOT_URL)));
}

/** A page whose restore failed: forget the snapshot and reload (true), once per tab. */
async function reloadWithout() {
  if (!globalThis.location || !globalThis.sessionStorage) return false;
  try {
    if (sessionStorage.getItem(FAILED)) return false; // already reloaded once: start in place
    await forgetSnapshot();
    sessionStorage.setItem(FAILED, "1");
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** Pyodide, from the snapshot if it can be: [pyodide, which start ran]. */
export async function startPython(options) {
  const [start, snapshot] = await cachedSnapshot().catch(() => ["plain", null]);
  if (snapshot) {
    try {
      const pyodide = await loadPlain({ ...options, _loadSnapshot: snapshot });
      // Every restore holds the same memory: Python's own `random` would repeat itself.
      pyodide.runPython("import random; random.seed()");
      return [pyodide, start];
    } catch (error) {
      console.warn("Bazaar: the saved start could not be used, starting the ordinary way", error);
      if (await reloadWithout()) return new Promise(() => {}); // the page goes away
      return [await loadPlain(options), "fallback"];
    }
  }
  return [await loadPlain(options), start];
}

/** The page's start-up modules (runtime/app.zip: sources and bytecode, and the bytecode of
 * PyScript's own package), fetched while Python starts: unpacked into the working
 * directory, where PyScript's [files] used to put them (a snapshot holds the modules in
 * memory, not their files, which later imports read). */
async function appFiles() {
  const response = await fetch(APP_URL);
  if (!response.ok) throw new Error(`runtime/app.zip: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Python, once app.zip is unpacked: the import system sees the new files, and (unless the
 * snapshot was restored, its modules imported) dataclasses gets the code the build
 * compiled for the classes the page's modules make
 * (`dataclass_code.marshal`, {generated source: code}, scripts/precompile_app.mjs), instead
 * of compiling it again at every start: the same source gives the same code, and any
 * other source (a class the build did not see) is compiled as usual. */
const PREPARE = `
import dataclasses, importlib, marshal
importlib.invalidate_caches()
try:
    with open("dataclass_code.marshal", "rb") as f:
        codes = {} if RESTORED else marshal.load(f)
except (OSError, EOFError, ValueError, TypeError):
    codes = {}
if codes:
    def compiled(source, globals=None, locals=None, /, codes=codes):
        return exec(codes.get(source, source) if isinstance(source, str) else source, globals, locals)
    dataclasses.exec = compiled
`;

/** The page's start, a promise of [pyodide, start]: begun by index.html, else by PyScript. */
let early = null;

/** Begin the page's start now (index.html, before PyScript's own script has loaded). */
export function prestart() {
  early ??= (async () => {
    const files = appFiles();
    files.catch(() => {}); // reported below, once Python has started
    const [pyodide, start] = await startPython({ indexURL: INDEX_URL });
    pyodide.unpackArchive(await files, "zip", { extractDir: HOME });
    const globals = pyodide.globals.get("dict")();
    globals.set("RESTORED", start === "snapshot"); // its classes are made already
    pyodide.runPython(PREPARE, { globals });
    globals.destroy();
    return [pyodide, start];
  })();
  return early;
}

/** The start this tab reloaded after (a failed restore), said once; else `start`. */
function named(start) {
  try {
    if (globalThis.sessionStorage?.getItem(FAILED)) {
      sessionStorage.removeItem(FAILED);
      return "fallback";
    }
  } catch {
    /* no storage: the start as it ran */
  }
  return start;
}

/** PyScript's entry: the page's start (PyScript's output streams set on it), written on
 * <html>. PyScript passes its indexURL (this folder) and its stdout and stderr. */
export async function loadPyodide({ stdout, stderr } = {}) {
  const [pyodide, start] = await prestart();
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  document.documentElement.setAttribute("data-start", named(start));
  return pyodide;
}
