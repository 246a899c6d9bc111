// Run scripts/bench/bench_shuffle.py inside Pyodide under node: the shuffle proof's speed
// and size on the browser's Python (the runtime the page serves, built by scripts/build/build.py).
//
// Usage: node scripts/bench/bench_shuffle.mjs [--runs N] [--matches N --format 4]
import { repoPyodide, runRepoScript } from "../pyodide_node.mjs";

runRepoScript(await repoPyodide(), "scripts/bench/bench_shuffle.py", process.argv.slice(2));
