// PyScript's interpreter module (pyscript.toml's `interpreter`, copied by scripts/build.py
// to runtime/pyodide/boot.mjs with this build's snapshot id filled in): Pyodide's own
// `loadPyodide`, started from the build's memory snapshot (scripts/snapshot.mjs) when it
// can be. The computer's web worker (web/think-worker.mjs) starts the same way, through
// `startPython`: one snapshot holds the modules of both.
//
// - The snapshot is read from the service worker's cache only, never from the network: a
//   first visit starts the ordinary way and the service worker keeps the snapshot for the
//   next one.
// - Its 64-byte header must name this build (`bazaar-snapshot <id>`): a snapshot of another
//   build holds other modules in memory and is never used ("stale").
// - If restoring fails anyway, the ordinary start follows ("fallback").
//
// Which start ran is written on <html> as data-start: snapshot, plain, stale or fallback
// (read by e2e/test_snapshot.py and scripts/bench/bench_startup.py); the worker says it in
// its ready message.
import { loadPyodide as loadPlain, version } from "./pyodide.mjs";

export { version };

const SNAPSHOT_ID = "__SNAPSHOT_ID__";
const SNAPSHOT_URL = new URL("snapshot.bin", import.meta.url).href;
const HEADER_BYTES = 64;

async function cachedSnapshot() {
  if (!globalThis.caches) return ["plain", null];
  const response = await caches.match(SNAPSHOT_URL);
  if (!response) return ["plain", null];
  const bytes = new Uint8Array(await response.arrayBuffer());
  const header = new TextDecoder().decode(bytes.subarray(0, HEADER_BYTES)).trimEnd();
  if (header !== `bazaar-snapshot ${SNAPSHOT_ID}`) return ["stale", null];
  return ["snapshot", bytes.slice(HEADER_BYTES)];
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
      return [await loadPlain(options), "fallback"];
    }
  }
  return [await loadPlain(options), start];
}

/** PyScript's entry: startPython, with the start written on <html>. */
export async function loadPyodide(options) {
  const [pyodide, start] = await startPython(options);
  document.documentElement.setAttribute("data-start", start);
  return pyodide;
}
