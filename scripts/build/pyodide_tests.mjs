// Run the engine's pytest suite inside Pyodide under node: proof that game/ runs on
// the browser's Python (CPython 3.14 compiled to WebAssembly), not only on CPython.
//
// Usage: node scripts/build/pyodide_tests.mjs <wheel-dir> [pytest args...]
// <wheel-dir> holds pure-Python wheels of pytest, hypothesis and their dependencies
// (scripts/build/pyodide_tests.py downloads them); the repository is mounted read-write at
// /repo through NODEFS and pytest runs there. The exit code is pytest's.
//
// pytest-timeout's per-test alarm: while Python runs, node's event loop is blocked, so no
// timer of this thread can fire. A watchdog thread holds the deadline that Python sets
// (globalThis.bazaarAlarm, called by scripts/build/pytest_in_pyodide.py's signal.setitimer) and,
// when it passes, writes SIGALRM into Pyodide's interrupt buffer: Python then runs
// pytest-timeout's SIGALRM handler, which fails the test and goes on with the next.
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
// The runtime the page serves (with its precompiled stdlib), built by scripts/build/build.py.
const runtime = resolve(repo, "runtime", "pyodide");
if (!existsSync(resolve(runtime, "pyodide.mjs"))) {
  console.error("runtime/pyodide is missing: run `python3 -m scripts.build.build` first");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
const [wheelDir, ...pytestArgs] = process.argv.slice(2);
if (!wheelDir) {
  console.error("usage: node scripts/build/pyodide_tests.mjs <wheel-dir> [pytest args...]");
  process.exit(2);
}

// The whole precompiled standard library (the build's; the page's copy is trimmed to what
// the page imports, and pytest needs more).
const full = resolve(repo, ".cache", "python_stdlib-full.zip");
const py = await loadPyodide({
  indexURL: runtime + "/",
  ...(existsSync(full) ? { stdLibURL: full } : {}),
});
const SIGALRM = 14;
const interrupt = new Int32Array(new SharedArrayBuffer(4));
const deadline = new Float64Array(new SharedArrayBuffer(8)); // Date.now() ms; 0: none
py.setInterruptBuffer(interrupt);
const WATCHDOG = `
const { workerData: [interrupt, deadline, signal] } = require("node:worker_threads");
const tick = new Int32Array(new SharedArrayBuffer(4));
for (;;) {
  Atomics.wait(tick, 0, 0, 200);
  const due = deadline[0];
  if (due && Date.now() >= due) {
    deadline[0] = 0;
    Atomics.store(interrupt, 0, signal);
  }
}`;
new Worker(WATCHDOG, { eval: true, workerData: [interrupt, deadline, SIGALRM] }).unref();
globalThis.bazaarAlarm = (seconds) => {
  deadline[0] = seconds > 0 ? Date.now() + seconds * 1000 : 0;
};
// Raw writes, so pytest's progress dots stay on one line.
const writer = (stream) => ({
  write: (bytes) => {
    stream.write(bytes);
    return bytes.length;
  },
});
py.setStdout(writer(process.stdout));
py.setStderr(writer(process.stderr));
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
py.FS.mkdirTree("/wheels");
py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(wheelDir) }, "/wheels");

py.globals.set("PYTEST_ARGS", py.toPy(pytestArgs));
const RUN = `
import os, sys, sysconfig, zipfile
from pathlib import Path

site = sysconfig.get_paths()["purelib"]
for wheel in sorted(Path("/wheels").glob("*.whl")):
    zipfile.ZipFile(wheel).extractall(site)

os.chdir("/repo")
sys.path.insert(0, "/repo")  # the repository's packages, as python -m finds them from its root
from scripts.build import pytest_in_pyodide  # the plugin: skips, with a reason, what Pyodide cannot run
import pytest
print(f"pytest {pytest.__version__} on Python {sys.version.split()[0]} ({sys.platform})")
args = list(PYTEST_ARGS) or ["tests/"]
int(pytest.main(["-p", "no:cacheprovider", *args], plugins=[pytest_in_pyodide]))
`;
let code;
try {
  code = py.runPython(RUN);
} catch (error) {
  // A Python exception outside pytest (bad wheel, import error): print it, not the wasm glue.
  console.error(`the Pyodide test run failed before pytest could report:\n${error.message}`);
  code = 3;
}
process.exit(code);
