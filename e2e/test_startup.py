"""Start-up: the page becomes interactive from a plain static server, quietly and locally.

The autouse ``browser_problems`` guard (conftest) fails these tests on any console error,
page error or request leaving 127.0.0.1, so "starts cleanly" is checked as well as "starts".
"""

from __future__ import annotations

import _imp
import io
import json
import subprocess
import zipfile
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, Request, Response, expect

from e2e.conftest import quick_computer
from game.core.link import Record, Seat, encode

OpenApp = Callable[..., Page]  # the conftest fixture: open_app(page, path="") -> page
ROOT = Path(__file__).resolve().parent.parent
PYSCRIPT_PACKAGE = '{pyscript:{"__init__.py":'  # in PyScript's core-*.js (scripts/build/build.py)
WORKER_MS = 60_000  # the worker starts its own Pyodide: seconds on a loaded machine


def test_the_page_becomes_ready_and_loads_its_runtime_locally(
    page: Page, open_app: OpenApp, base_url: str
) -> None:
    requested: list[str] = []

    def record(request: Request) -> None:
        requested.append(request.url)

    page.on("request", record)
    open_app(page)
    assert page.locator("html").get_attribute("data-ready") is not None
    assert page.title(), "the page has a title"
    wasm = [url for url in requested if url.split("?")[0].endswith("pyodide.asm.wasm")]
    assert wasm and all(url.startswith(base_url) for url in wasm), requested
    assert any(url.endswith("runtime/pyodide/python_stdlib.zip") for url in requested)
    # PyScript's plugins the page does not use are neither fetched nor run (pyscript.toml's
    # plugins, index.html's <mpy-config>); its error plugin stays.
    unused = ("py-editor-", "py-terminal-", "py-game-", "donkey-", "deprecations-manager-")
    assert not [url for url in requested if url.rsplit("/", 1)[-1].startswith(unused)]
    # The page's modules come in one download (runtime/app.zip), none one by one.
    assert [url for url in requested if url.endswith("runtime/app.zip")]
    assert not [url for url in requested if url.endswith(".py")]


def test_served_stdlib_is_precompiled(page: Page, base_url: str) -> None:
    """The stdlib zip the page loads holds bytecode only (the build's precompiled zip):
    without it every start compiles ~200 modules and start-up doubles; and only the
    modules the page may import (2.9 MB of a first visit's 6.6 MB before the trim)."""
    response = page.request.get(base_url + "runtime/pyodide/python_stdlib.zip")
    assert response.ok
    names = zipfile.ZipFile(io.BytesIO(response.body())).namelist()
    assert "json/__init__.pyc" in names
    assert not [name for name in names if name.endswith(".py")]
    # Trimmed to what the page, PyScript and Pyodide may import (scripts/build/trim_stdlib.mjs):
    # PyScript's own package needs html; no browser page runs a test runner or a REPL.
    assert {"html/__init__.pyc", "asyncio/__init__.pyc", "zipfile/__init__.pyc"} <= set(names)
    assert not [n for n in names if n.startswith(("unittest/", "_pyrepl/", "multiprocessing/"))]


def pyscript_package() -> dict[str, str]:
    """PyScript's own Python package, as its core script writes it into the working
    directory at every start: {"pyscript/x.py": source}."""
    core = next(
        text
        for path in sorted((ROOT / "runtime" / "pyscript").glob("core-*.js"))
        if PYSCRIPT_PACKAGE in (text := path.read_text(encoding="utf-8"))
    )
    at = core.index(PYSCRIPT_PACKAGE) + len("{pyscript:")
    tree, _end = json.JSONDecoder().raw_decode(core, at)  # a literal of strings

    def files(node: dict[str, object], folder: str) -> dict[str, str]:
        found: dict[str, str] = {}
        for name, value in node.items():
            if isinstance(value, str):
                found[folder + name] = value
            else:
                assert isinstance(value, dict)
                found |= files(value, f"{folder}{name}/")
        return found

    return files(tree, "pyscript/")


def test_the_start_up_zip_carries_the_bytecode_of_pyscripts_package(
    page: Page, base_url: str
) -> None:
    """PyScript writes its own package's sources at every start; the start-up zip holds
    their bytecode, checked against those very sources (Python uses a checked pyc only
    while the hash it records matches the source), so the page does not compile them."""
    response = page.request.get(base_url + "runtime/app.zip")
    assert response.ok
    archive = zipfile.ZipFile(io.BytesIO(response.body()))
    package = pyscript_package()
    assert {"pyscript/__init__.py", "pyscript/web.py", "pyscript/ffi.py"} <= set(package)
    for path, source in package.items():
        folder, name = path.rsplit("/", 1)
        pyc = archive.read(f"{folder}/__pycache__/{name[:-3]}.cpython-314.pyc")
        assert int.from_bytes(pyc[4:8], "little") == 0b11  # hash-based, checked
        magic = int.from_bytes(pyc[:4], "little")  # the key CPython hashes sources with
        assert _imp.source_hash(magic, source.encode()) == pyc[8:16], path


# Under node: the runtime's Pyodide with app.zip unpacked and boot.mjs's PREPARE run, then
# the start-up modules imported, counting the dataclasses made and those compiled anew.
DATACLASSES_JS = """
import { readFileSync } from "node:fs";
const [runtime, appZip, bootSrc, modulesJson] = process.argv.slice(2);
const { loadPyodide } = await import(runtime + "/pyodide/pyodide.mjs");
const py = await loadPyodide({ indexURL: runtime + "/pyodide/" });
py.unpackArchive(new Uint8Array(readFileSync(appZip)), "zip", { extractDir: "/home/pyodide" });
const prepare = readFileSync(bootSrc, "utf-8").match(/const PREPARE = `([^`]*)`/)[1];
const globals = py.globals.get("dict")();
globals.set("RESTORED", false); // an ordinary start, as a first visit's
py.runPython(prepare, { globals });
py.globals.set("MODULES_JSON", modulesJson);
console.log(py.runPython(`
import dataclasses, importlib, json, sys
compiled = dataclasses.exec
codes = compiled.__defaults__[-1]
made, missed = [], []
def counting(source, globals=None, locals=None, /):
    made.append(source)
    if isinstance(source, str) and source not in codes:
        missed.append(source)
    return compiled(source, globals, locals)
dataclasses.exec = counting
for name in json.loads(MODULES_JSON):
    importlib.import_module(name)
json.dumps({"kept": len(codes), "made": len(made), "missed": len(missed)})
`));
"""


def test_the_dataclasses_made_at_start_up_come_compiled(tmp_path: Path) -> None:
    """A dataclass is made by compiling generated source (several ms each in the browser,
    ~45 at start-up): the build keeps their code in app.zip and boot.mjs hands it to
    dataclasses, so that none of the start-up modules' classes is compiled at start."""
    from scripts.build import build  # the modules the build imports for their classes

    modules = build.snapshot_modules([m for m in build.page_modules() if (ROOT / m).is_file()])
    script = tmp_path / "dataclasses.mjs"
    script.write_text(DATACLASSES_JS)
    boot = ROOT / "web" / "pyodide-boot.mjs"
    args = [str(ROOT / "runtime"), str(ROOT / "runtime" / "app.zip"), str(boot)]
    run = subprocess.run(
        ["node", str(script), *args, json.dumps(modules)], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr[-2000:]
    counts = json.loads(run.stdout.strip().splitlines()[-1])
    assert counts["made"] >= 40  # the page's dataclasses (46 when this was written)
    assert counts["missed"] == 0 and counts["kept"] == counts["made"]


COUNT_WORKERS = """
window.bazaarWorkersMade = 0;
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(...args) {
    super(...args);
    window.bazaarWorkersMade += 1;
  }
};
"""


def test_the_home_screen_starts_no_worker(page: Page, open_app: OpenApp) -> None:
    """The computer's worker (a second Pyodide) starts on demand: never with the page, so
    it does not compete with the page's own start on the home screen."""
    workers: list[str] = []
    page.on("worker", lambda worker: workers.append(worker.url))
    page.add_init_script(COUNT_WORKERS)
    open_app(page)
    # A warm-up waits for the browser to be idle (requestIdleCallback, web/shell/dom.py's
    # when_idle): one asked for now runs after any the page asked for, which would have
    # made its worker by then.
    page.evaluate("() => new Promise((done) => requestIdleCallback(() => done()))")
    assert page.evaluate("() => window.bazaarWorkersMade") == 0
    assert workers == []
    assert page.locator("html").get_attribute("data-thinker") is None
    expect(page.locator("#app button").first).to_be_enabled()


def test_the_computer_moves_and_hints_when_its_worker_starts_late(
    page: Page, open_app: OpenApp
) -> None:
    """A game against the computer opened from the home screen: the worker starts then,
    the computer's question waits for it, and a person's hint is answered by it too."""
    workers: list[str] = []
    page.on("worker", lambda worker: workers.append(worker.url))
    quick_computer(page)
    open_app(page)
    assert workers == []
    record = Record("jaipur", (2,), 11, (Seat("human", "Ana"), Seat("greedy")))
    page.evaluate("(link) => { location.hash = link; }", encode(record))
    expect(page.locator(".log-list li")).to_have_count(1, timeout=WORKER_MS)
    expect(page.locator("html")).to_have_attribute("data-thinker", "worker")
    page.locator('[data-key="hint"]').click()
    expect(page.locator(".hint-row")).to_contain_text("% chance of winning", timeout=WORKER_MS)
    assert [url for url in workers if url.endswith("think-worker.mjs")] == workers
    assert len(workers) == 1


def test_the_large_runtime_files_arrive_compressed(page: Page, open_app: OpenApp) -> None:
    """scripts/build/serve.py sends the build's brotli copies (the wasm keeps its type, which
    streaming compilation needs), and the page starts from them."""
    encodings: dict[str, tuple[str | None, str | None]] = {}

    def record(response: Response) -> None:
        name = response.url.split("?")[0].rsplit("/", 1)[-1]
        headers = response.headers
        encodings[name] = (headers.get("content-encoding"), headers.get("content-type"))

    page.on("response", record)
    open_app(page)
    assert encodings["pyodide.asm.wasm"] == ("br", "application/wasm")
    assert encodings["python_stdlib.zip"][0] == "br"
    assert encodings["app.zip"][0] == "br"  # the start-up modules, in one download


# Under node: boot.mjs's reader of a zip's stored entries, on each zip given: {name: sha256}
# of every entry, or null (a zip it leaves to Pyodide's unpackArchive).
ENTRIES_JS = """
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
const [boot, ...zips] = process.argv.slice(2);
const { storedEntries } = await import(boot);
console.log(JSON.stringify(zips.map((path) => {
  const entries = storedEntries(new Uint8Array(readFileSync(path)));
  return entries && Object.fromEntries(entries.map(([name, data]) =>
    [name, createHash("sha256").update(data).digest("hex")]));
})));
"""


def test_boot_unpacks_the_start_up_zip_itself_and_leaves_a_compressed_one_to_pyodide(
    tmp_path: Path,
) -> None:
    """boot.mjs writes app.zip's files from JavaScript (Pyodide's unpackArchive runs Python's
    zipfile in the page, ~0.1 s of a start): every entry, its bytes as stored. A zip with
    compressed entries (a lazy game's) is not its to read."""
    import hashlib

    script = tmp_path / "entries.mjs"
    script.write_text(ENTRIES_JS)
    zips = [ROOT / "runtime" / "app.zip", ROOT / "runtime" / "bombay.zip"]
    boot = ROOT / "runtime" / "pyodide" / "boot.mjs"
    run = subprocess.run(
        ["node", str(script), str(boot), *map(str, zips)], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr[-2000:]
    app, bombay = json.loads(run.stdout)
    archive = zipfile.ZipFile(zips[0])
    assert app == {
        name: hashlib.sha256(archive.read(name)).hexdigest() for name in archive.namelist()
    }
    assert len(app) > 100  # sources and bytecode of the start-up modules, PyScript's package
    assert bombay is None
