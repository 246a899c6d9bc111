// Run scripts/bench/bench_shuffle.py inside Pyodide under node: the shuffle proof's speed
// and size on the browser's Python (the runtime the page serves, built by scripts/build.py).
//
// Usage: node scripts/bench/bench_shuffle.mjs [--runs N]
import { repoPyodide } from "../pyodide_node.mjs";

const py = await repoPyodide();
py.globals.set("ARGS", py.toPy(process.argv.slice(2)));
try {
  py.runPython(`
import runpy, sys
sys.argv = ["scripts/bench/bench_shuffle.py", *ARGS]
sys.path.insert(0, "/repo")
runpy.run_path("/repo/scripts/bench/bench_shuffle.py", run_name="__main__")
`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
