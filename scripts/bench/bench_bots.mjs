// Run scripts/bench/bench_bots.py inside Pyodide under node: the bots' speed on the page's
// Python (the runtime the page serves, built by scripts/build/build.py), without a browser.
// Usage: node scripts/bench/bench_bots.mjs [bench_bots.py arguments...]
import { loadavg } from "node:os";
import { repoPyodide } from "../pyodide_node.mjs";

const py = await repoPyodide();
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
from scripts.bench import bench_bots
bench_bots.main(list(BENCH_ARGS), node_cpu_seconds)
`);
console.log(`load average after: ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
