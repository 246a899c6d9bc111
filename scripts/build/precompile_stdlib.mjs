// Precompile Pyodide's python_stdlib.zip to unchecked hash-based .pyc files.
//
// Why: npm's pyodide ships the standard library as .py sources only, so every
// page start compiles ~200 modules (CPU-bound, more than half the start-up
// time). Compiling them once at build time, with the very Pyodide that will load
// them (same CPython 3.14, same magic number), removes that work. Unchecked
// hash-based .pyc never look at a source file or a timestamp, so the zip holds
// only .pyc files and the output is deterministic (sorted entries, fixed dates).
// The entries are stored, not deflated: the build writes brotli and gzip copies of the
// whole zip (scripts/build/precompress.mjs), which then come out about a third smaller than
// brotli over deflated entries, and zipimport reads them without inflating.
//
// Usage: node scripts/build/precompile_stdlib.mjs <pyodide-dir> <output-zip>
// Redo on every Pyodide upgrade (scripts/build/build.py does it when the input changes).
import { loadPyodide } from "pyodide";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [pyodideDir, outZip] = process.argv.slice(2);
if (!pyodideDir || !outZip) {
  console.error("usage: node scripts/build/precompile_stdlib.mjs <pyodide-dir> <output-zip>");
  process.exit(2);
}

const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.writeFile("/tmp/stdlib-in.zip", readFileSync(join(pyodideDir, "python_stdlib.zip")));
const summary = py.runPython(`
import importlib._bootstrap_external as _be
import importlib.util
import zipfile

PREFIX = "/lib/python314.zip/"  # where Pyodide mounts the zip: tracebacks name these paths
FIXED_DATE = (2020, 1, 1, 0, 0, 0)


def _pyc(name: str, source: bytes) -> bytes:
    code = compile(source, PREFIX + name, "exec", dont_inherit=True, optimize=0)
    return bytes(_be._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def _precompile(src_path: str, dst_path: str) -> str:
    compiled = copied = 0
    with zipfile.ZipFile(src_path) as src, zipfile.ZipFile(
        dst_path, "w", zipfile.ZIP_STORED
    ) as dst:
        for info in sorted(src.infolist(), key=lambda i: i.filename):
            data = src.read(info)
            name = info.filename
            if name.endswith(".py"):
                data, name = _pyc(name, data), name + "c"
                compiled += 1
            else:
                copied += 1
            out = zipfile.ZipInfo(name, FIXED_DATE)
            out.external_attr = info.external_attr
            out.compress_type = zipfile.ZIP_STORED
            dst.writestr(out, data)
    return f"{compiled} modules compiled, {copied} other entries copied"


_precompile("/tmp/stdlib-in.zip", "/tmp/stdlib-out.zip")
`);
writeFileSync(outZip, py.FS.readFile("/tmp/stdlib-out.zip"));
console.log(`precompiled stdlib -> ${outZip}: ${summary}`);
