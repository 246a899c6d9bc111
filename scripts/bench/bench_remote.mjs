// Run scripts/bench/bench_remote.py inside Pyodide under node: remote play's speeds on the
// browser's Python (the runtime the page serves, built by scripts/build/build.py).
//
// Usage: node scripts/bench/bench_remote.mjs [--games N]
import { repoPyodide, runRepoScript } from "../pyodide_node.mjs";

runRepoScript(await repoPyodide(), "scripts/bench/bench_remote.py", process.argv.slice(2));
