// Run scripts/bench_bots.py inside Pyodide under node: the bots' speed on the page's
// Python (the runtime the page serves, built by scripts/build.py), without a browser.
// Usage: node scripts/bench_bots.mjs [bench_bots.py arguments...]
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
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
py.globals.set("BENCH_ARGS", py.toPy(process.argv.slice(2)));
// CPU seconds of this process: the fair clock on a shared machine (Pyodide's own clocks are
// wall clocks under Emscripten).
py.globals.set("node_cpu_seconds", () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
});
console.log(`load average before: ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
py.runPython(`
import os, sys
os.chdir("/repo")
sys.path.insert(0, "/repo")
sys.path.insert(1, "/repo/scripts")
import bench_bots
bench_bots.main(list(BENCH_ARGS), node_cpu_seconds)
`);
console.log(`load average after: ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
