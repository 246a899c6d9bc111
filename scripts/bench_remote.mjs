// Run scripts/bench_remote.py inside Pyodide under node: remote play's speeds on the
// browser's Python (the runtime the page serves, built by scripts/build.py).
//
// Usage: node scripts/bench_remote.mjs [--games N]
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const runtime = resolve(repo, "runtime", "pyodide");
if (!existsSync(resolve(runtime, "pyodide.mjs"))) {
  console.error("runtime/pyodide is missing: run `python3 scripts/build.py` first");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: runtime + "/" });
py.setStdout({ batched: (line) => console.log(line) });
py.setStderr({ batched: (line) => console.error(line) });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
py.globals.set("ARGS", py.toPy(process.argv.slice(2)));
try {
  py.runPython(`
import runpy, sys
sys.argv = ["scripts/bench_remote.py", *ARGS]
sys.path.insert(0, "/repo")
runpy.run_path("/repo/scripts/bench_remote.py", run_name="__main__")
`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
