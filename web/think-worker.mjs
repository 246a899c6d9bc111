// The computer's web worker: its own Pyodide runs the engine (game/) and
// web/shell/think.py, so the page stays responsive while a computer player searches.
//
// The page (web/main.py through web/shell/dom.py) starts it once it is ready. It loads the
// same runtime the page uses (runtime/pyodide/) and runtime/think.zip (scripts/build.py:
// the engine's modules with their bytecode), then says {ready: true}, or {failed: reason}
// when it cannot start (the page then thinks on the main thread and says so).
// Each question is {id, request} (a think.Request as JSON); each reply {id, answer} (a
// think.Answer as JSON) or {id, error}.
import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";

const SITE = new URL("../", import.meta.url);

async function start() {
  const py = await loadPyodide({ indexURL: new URL("runtime/pyodide/", SITE).href });
  const resp = await fetch(new URL("runtime/think.zip", SITE));
  if (!resp.ok) throw new Error(`runtime/think.zip: HTTP ${resp.status}`);
  py.unpackArchive(await resp.arrayBuffer(), "zip", { extractDir: "/home/pyodide" });
  py.runPython("import sys\nsys.path.insert(0, '/home/pyodide')");
  return py.pyimport("web.shell.think").answer_json;
}

const thinker = start();
thinker.then(
  () => postMessage({ ready: true }),
  (error) => postMessage({ failed: String(error) }),
);

onmessage = async (event) => {
  const { id, request } = event.data;
  try {
    const answer = await thinker;
    postMessage({ id, answer: answer(request) });
  } catch (error) {
    postMessage({ id, error: String(error) });
  }
};
