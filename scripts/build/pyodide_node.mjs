// The page's Pyodide (runtime/pyodide, built by scripts/build/build.py) under node, with the
// repository mounted at /repo: what the benchmark launchers (bench_bots.mjs,
// bench_remote.mjs, bench_shuffle.mjs) share. Usage: `const py = await repoPyodide();`
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

export async function repoPyodide() {
  const runtime = resolve(repo, "runtime", "pyodide");
  if (!existsSync(resolve(runtime, "pyodide.mjs"))) {
    console.error("runtime/pyodide is missing: run `python3 -m scripts.build.build` first");
    process.exit(2);
  }
  const { loadPyodide } = await import(pathToFileURL(resolve(runtime, "pyodide.mjs")).href);
  // The whole precompiled standard library when the build made it (the page's copy is
  // trimmed to what the page imports; the scripts run here need argparse and the like).
  const full = resolve(repo, ".cache", "python_stdlib-full.zip");
  const py = await loadPyodide({
    indexURL: runtime + "/",
    ...(existsSync(full) ? { stdLibURL: full } : {}),
  });
  py.setStdout({ batched: (line) => console.log(line) });
  py.setStderr({ batched: (line) => console.error(line) });
  py.FS.mkdirTree("/repo");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
  return py;
}

// Run the repository's Python script `script` (a path from the repository's root) as
// `__main__` with `args` as its arguments, exiting 1 with the error if it raises.
export function runRepoScript(py, script, args) {
  py.globals.set("SCRIPT_ARGS", py.toPy(args));
  try {
    py.runPython(`
import sys
path = "/repo/${script}"
sys.argv = [path, *SCRIPT_ARGS]
sys.path.insert(0, "/repo")
with open(path) as source:
    code = compile(source.read(), path, "exec")
exec(code, {"__name__": "__main__", "__file__": path})
`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
