// Bazaar's service worker: makes the page work offline after one visit.
//
// Source: web/sw.template.js. `python3 -m scripts.build.build` writes sw.js at the site
// root from it, filling in PRECACHE (every file the page needs, relative to this
// script) and CACHE_NAME (a hash of those files' contents, so any change to any
// file gives a new cache and a new sw.js, which the browser then installs).
//
// - install: download every file once into the new cache, as the server sent it (a file
//   the server sent compressed is kept as the browser decoded it). Requests use
//   cache: "no-cache" so the browser revalidates against its HTTP cache instead of
//   downloading again what the page itself just loaded.
// - activate: delete older Bazaar caches and take control of open pages.
// - fetch: same-origin GETs are served cache-first; a navigation to the site root
//   (whatever its query or fragment, which carry game links) is served the cached
//   index.html. Anything not precached goes to the network as usual.
// - Pyodide's wasm is cached under its address with `?http` and never answered by this
//   worker: web/pyodide-boot.mjs fetches it itself from the browser's HTTP cache (which this
//   install refreshes) and takes the cached copy when that fails (offline) or is another file.
//   Chrome keeps V8's compiled code of a wasm module only beside the HTTP cache's copy of a
//   response no service worker answered: compiled from a Cache Storage response, or from one
//   this worker fetched, the ~1,700 functions a start calls are compiled again at every
//   visit (scripts/bench/trace_startup.py: V8's `wasm.CompileLazy` events, or one
//   `v8.wasm.moduleCacheHit`). For the same reason install takes the HTTP cache's copy as it
//   is ("force-cache": revalidating it there, after the page compiled it, lost the compiled
//   code in Chromium 156), when it is this build's file (its sha256, DIGESTS, written by
//   the build); else the server's.
"use strict";

const CACHE_NAME = "__CACHE_NAME__";
const PRECACHE = ["__PRECACHE__"];
const CACHE_PREFIX = "bazaar-";
const SCOPE = new URL(self.registration.scope);
const INDEX_URL = new URL("index.html", SCOPE).href;
const COMPILED = /\.wasm$/; // fetched by the page through the HTTP cache, where V8 keeps its code
const HTTP = "?http"; // web/pyodide-boot.mjs's query for it
const DIGESTS = { __DIGESTS__: "" }; // the sha256 of each COMPILED file of this build

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      const others = PRECACHE.filter((path) => !COMPILED.test(path));
      await cache.addAll(others.map((path) => new Request(new URL(path, SCOPE), { cache: "no-cache" })));
      for (const path of PRECACHE.filter((path) => COMPILED.test(path))) {
        const [url, response] = await thisBuilds(path);
        await cache.put(url, response);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const stale = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** The sha256 of a response's body, in hex. */
async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** [its `?http` address, a response] of a COMPILED file: the HTTP cache's copy as it is
 * when it is this build's, else the server's (which must be). */
async function thisBuilds(path) {
  const url = new URL(path + HTTP, SCOPE);
  for (const mode of ["force-cache", "no-cache"]) {
    const response = await fetch(url, { cache: mode });
    if (response.ok && (await sha256(response.clone())) === DIGESTS[path]) return [url, response];
  }
  throw new Error(`${path}: the server has another build's file`);
}

function isRootNavigation(request, url) {
  if (request.mode !== "navigate") return false;
  return url.pathname === SCOPE.pathname || url.href.split(/[?#]/)[0] === INDEX_URL;
}

async function respond(request) {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE_NAME);
  const key = isRootNavigation(request, url) ? INDEX_URL : request;
  // What the server sent, as the browser decoded it: a brotli or gzip copy was cached
  // decoded, so the Vary: Accept-Encoding it came with does not matter here.
  const cached = await cache.match(key, { ignoreVary: true });
  return cached || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== SCOPE.origin) return;
  if (url.search === HTTP && COMPILED.test(url.pathname)) return; // the HTTP cache's
  event.respondWith(respond(request));
});
