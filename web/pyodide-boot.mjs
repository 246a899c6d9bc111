// PyScript's interpreter module (pyscript.toml's `interpreter`, copied by scripts/build/build.py
// to runtime/pyodide/boot.mjs with this build's snapshot id filled in): Pyodide's own
// `loadPyodide`, started from the build's memory snapshot (scripts/build/snapshot.mjs) when it
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
// - Pyodide's wasm is fetched past the service worker (`wasmResponse`), so that V8 finds the
//   code it compiled at the last visit, its cached copy used offline.
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
const WASM_URL = new URL("pyodide.asm.wasm", import.meta.url).href;
const HTTP = "?http"; // the wasm's address past the service worker (web/sw.template.js)
const pageFetch = globalThis.fetch?.bind(globalThis);
const HEADER_BYTES = 64;
const FAILED = "bazaar.snapshot-failed"; // sessionStorage: this tab's restore failed, reloaded

/** A performance mark (the page's phases, read by scripts/bench/trace_startup.py). */
function mark(name) {
  globalThis.performance?.mark?.(`bazaar:${name}`);
}

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
    if (done) {
      mark("snapshot-read");
      return joined(chunks, size);
    }
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

/** The HTTP cache's validator of a response (the same file on the server as in the cache). */
function validator(response) {
  return response.headers.get("ETag") || response.headers.get("Last-Modified");
}

/** Pyodide's wasm, fetched past the service worker (`?http`, see web/sw.template.js) so that
 * V8 finds the code it compiled at the last visit beside the HTTP cache's copy, taken as it
 * is ("force-cache": no round trip to the server; the service worker's install refreshed
 * it, and the check below refuses a copy of another build); the service
 * worker's copy when the browser is offline, the network fails, answers with an error or
 * brings another file than the one cached (the server has a newer build: the cached copy
 * matches the rest of the cache, the scripts that load it included). */
async function wasmResponse() {
  const [cached, response] = await Promise.all([
    globalThis.caches?.match(WASM_URL + HTTP).catch(() => undefined),
    globalThis.navigator?.onLine === false
      ? null
      : pageFetch(WASM_URL + HTTP, { cache: "force-cache" }).catch(() => null),
  ]);
  const same = cached && response?.ok && validator(response) && validator(response) === validator(cached);
  if (response && (same || (!cached && response.ok))) {
    mark("wasm-http"); // e2e/test_wasm_cache.py reads which copy was used
    return response;
  }
  response?.body?.cancel().catch(() => {});
  mark(cached ? "wasm-cached" : "wasm-plain");
  return cached ?? pageFetch(WASM_URL);
}

/** `loadPyodide`, its request for the wasm answered by `wasmResponse` (Pyodide fetches it by
 * its address through the global `fetch` and compiles it as it streams in). */
async function loadWithWasm(options) {
  const before = globalThis.fetch;
  globalThis.fetch = (resource, init) =>
    String(resource?.url ?? resource) === WASM_URL ? readEarly("wasm", wasmResponse) : pageFetch(resource, init);
  try {
    return await loadPlain(options);
  } finally {
    globalThis.fetch = before;
  }
}

/** Pyodide, from the snapshot if it can be: [pyodide, which start ran]. */
export async function startPython(options) {
  const [start, snapshot] = await readEarly("snapshot", cachedSnapshot).catch(() => ["plain", null]);
  mark("snapshot-header");
  if (snapshot) {
    try {
      const pyodide = await loadWithWasm({ ...options, _loadSnapshot: snapshot });
      mark("python-started");
      // Every restore holds the same memory: Python's own `random` would repeat itself.
      pyodide.runPython("import random; random.seed()");
      return [pyodide, start];
    } catch (error) {
      console.warn("Bazaar: the saved start could not be used, starting the ordinary way", error);
      if (await reloadWithout()) return new Promise(() => {}); // the page goes away
      return [await loadWithWasm(options), "fallback"];
    }
  }
  const pyodide = await loadWithWasm(options);
  mark("python-started");
  return [pyodide, start];
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

/** Python, once app.zip is unpacked: the import system sees the new files (the path
 * finders forget the folders they listed; not `importlib.invalidate_caches()`, which also
 * imports `importlib.metadata` and its dozen modules: 80 ms of a restored start), and (unless the
 * snapshot was restored, its modules imported) dataclasses gets the code the build
 * compiled for the classes the page's modules make
 * (`dataclass_code.marshal`, {generated source: code}, scripts/build/precompile_app.mjs), instead
 * of compiling it again at every start: the same source gives the same code, and any
 * other source (a class the build did not see) is compiled as usual. */
const PREPARE = `
import dataclasses, marshal, sys
for finder in list(sys.path_importer_cache.values()):
    if hasattr(finder, "invalidate_caches"):
        finder.invalidate_caches()
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

const u16 = (view, at) => view.getUint16(at, true);
const u32 = (view, at) => view.getUint32(at, true);

/** The entries of a zip whose files are all stored (not compressed), as [name, bytes]
 * (views into `zip`), or null for any other zip. Read from its central directory. */
export function storedEntries(zip) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22; // the end-of-central-directory record (no zip comment)
  while (end >= 0 && u32(view, end) !== 0x06054b50) end -= 1;
  if (end < 0) return null;
  const count = u16(view, end + 10);
  let at = u32(view, end + 16);
  const entries = [];
  const names = new TextDecoder();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || u32(view, at) !== 0x02014b50) return null;
    const [method, size, stored] = [u16(view, at + 10), u32(view, at + 20), u32(view, at + 24)];
    const [nameLength, extra, comment] = [u16(view, at + 28), u16(view, at + 30), u16(view, at + 32)];
    const local = u32(view, at + 42);
    if (method !== 0 || size !== stored || u32(view, local) !== 0x04034b50) return null;
    const data = local + 30 + u16(view, local + 26) + u16(view, local + 28);
    if (data + size > zip.length) return null;
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength));
    entries.push([name, zip.subarray(data, data + size)]);
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** Unpack runtime/app.zip into `dir`: written from JavaScript when its files are stored, as
 * the build makes it (Pyodide's `unpackArchive` runs Python's zipfile and shutil in the
 * page, ~0.1 s of a start); any other zip through `unpackArchive`. */
function unzip(pyodide, zip, dir) {
  const entries = storedEntries(zip);
  if (!entries) {
    pyodide.unpackArchive(zip, "zip", { extractDir: dir });
    return;
  }
  const FS = pyodide.FS;
  const made = new Set();
  for (const [name, data] of entries) {
    if (name.endsWith("/") || name.split("/").some((part) => part === ".." || part === "")) continue;
    const folder = name.includes("/") ? `${dir}/${name.slice(0, name.lastIndexOf("/"))}` : dir;
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    FS.writeFile(`${dir}/${name}`, data);
  }
}

/** The page's start, a promise of [pyodide, start]: begun by index.html, else by PyScript. */
let early = null;

/** Begin the page's start now (index.html, before PyScript's own script has loaded). */
export function prestart() {
  early ??= (async () => {
    mark("prestart");
    const files = readEarly("files", appFiles);
    files.catch(() => {}); // reported below, once Python has started
    const [pyodide, start] = await startPython({ indexURL: INDEX_URL });
    unzip(pyodide, await files, HOME);
    mark("app-unpacked");
    const globals = pyodide.globals.get("dict")();
    globals.set("RESTORED", start === "snapshot"); // its classes are made already
    pyodide.runPython(PREPARE, { globals });
    globals.destroy();
    mark("prepared");
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

/** What a page's start reads, begun as this module runs (index.html imports it before the
 * first frame), by name: only reading (the snapshot's header and body from the cache, the
 * wasm, app.zip), which costs the main thread next to nothing, while Python's start waits
 * for the first frame (`prestart`). Each is taken once; the worker reads its own later. */
const reads = globalThis.document ? { snapshot: cachedSnapshot(), wasm: wasmResponse(), files: appFiles() } : {};
for (const read of Object.values(reads)) read.catch(() => {}); // reported where it is used

/** The read begun early under `name` (once), else `read()` now. */
function readEarly(name, read) {
  const begun = reads[name];
  delete reads[name];
  return begun ?? read();
}
