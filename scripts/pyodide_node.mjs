// The page's Pyodide (runtime/pyodide, built by scripts/build.py) under node, with the
// repository mounted at /repo: what the benchmark launchers (bench_bots.mjs,
// bench_remote.mjs) share. Usage: `const py = await repoPyodide();`
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export async function repoPyodide() {
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
  return py;
}
