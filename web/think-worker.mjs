// The computer's web worker: its own Pyodide runs the engine (game/) and
// web/shell/think.py, so the page stays responsive while a computer player searches.
//
// The page (web/shell/thinker.py through web/shell/dom.py) starts it on demand: the first
// computer move, hint or review after the page is ready, or earlier at an idle moment once a
// table with a computer on it is shown (never on the home screen). It loads the
// same runtime the page uses (runtime/pyodide/) and runtime/think.zip (scripts/build/build.py:
// the engine's modules with their bytecode), from the build's memory snapshot when the
// service worker's cache holds it (web/pyodide-boot.mjs), then says {ready: true, start}
// (start: which start ran), or {failed: reason}
// when it cannot start (the page then thinks on the main thread and says so).
// Each question is {id, request} (a think.Request as JSON); each reply {id, answer} (a
// think.Answer as JSON) or {id, error}.
// A review (web/shell/review_job.py) is {id, review} (a ReviewRequest as JSON): the worker
// judges one turn at a time, posting {id, progress: [done, total]} after each and
// {id, reviewed} (the review's data as JSON) at the end, or {id, error}; between two turns
// it reads its messages, and {cancel: id} stops that review ({id, cancelled: true}).
import { startPython } from "../runtime/pyodide/boot.mjs";

const SITE = new URL("../", import.meta.url);
let pyodide = null; // set once started: the review imports its own module
let started = ""; // which start ran (web/pyodide-boot.mjs): said in the ready message
const cancelled = new Set(); // ids of reviews the page no longer wants

async function start() {
  const [py, how] = await startPython({ indexURL: new URL("runtime/pyodide/", SITE).href });
  started = how;
  const resp = await fetch(new URL("runtime/think.zip", SITE));
  if (!resp.ok) throw new Error(`runtime/think.zip: HTTP ${resp.status}`);
  py.unpackArchive(await resp.arrayBuffer(), "zip", { extractDir: "/home/pyodide" });
  py.runPython("import sys\nsys.path.insert(0, '/home/pyodide')");
  pyodide = py;
  return py.pyimport("web.shell.think").answer_json;
}

const thinker = start();
thinker.then(
  () => postMessage({ ready: true, start: started }),
  (error) => postMessage({ failed: String(error) }),
);

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

async function review(id, request) {
  await thinker;
  const job = pyodide.pyimport("web.shell.review_job").start_json(request);
  try {
    for (;;) {
      await pause(); // lets a cancel (or a computer's question) in between two turns
      if (cancelled.delete(id)) {
        postMessage({ id, cancelled: true });
        return;
      }
      const step = JSON.parse(job.step_json());
      if (step.review) {
        postMessage({ id, reviewed: JSON.stringify(step.review) });
        return;
      }
      postMessage({ id, progress: [step.done, step.total] });
    }
  } finally {
    job.destroy();
  }
}

onmessage = async (event) => {
  const { id, request } = event.data;
  if (event.data.cancel !== undefined) {
    cancelled.add(event.data.cancel);
    return;
  }
  if (event.data.review !== undefined) {
    review(id, event.data.review).catch((error) => postMessage({ id, error: String(error) }));
    return;
  }
  try {
    const answer = await thinker;
    postMessage({ id, answer: answer(request) });
  } catch (error) {
    postMessage({ id, error: String(error) });
  }
};
