"""Where one page start's time goes: a traced visit, phase by phase (issue 27).

Times one visit of the page (cold: a fresh profile; returning: a profile visited once
beforehand, the service worker installed) with Chrome's tracing through CDP, and prints a
timeline in milliseconds since navigation start:

- the page's own marks (``performance.mark``: ``bazaar:*`` from web/pyodide-boot.mjs and
  web/main.py) and PyScript's progress events (``py:progress``);
- resource timings (when each file was asked for and arrived, and from where);
- V8's WebAssembly events (streaming compile, code cache hit or miss, deserialization)
  and the main thread's longest tasks.

Times on a loaded machine stretch; read the phases as fractions of the whole (the last
column), and compare two builds in the same run (``--before DIR``, the visits of the two
taking turns).

Usage: ``.venv/bin/python -m scripts.bench.trace_startup [--visit returning|cold] [--runs 1]
[--before DIR] [--raw FILE]`` (serves the repo root itself; run the build first).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserType, sync_playwright

from scripts.bench.bench_startup import wait_for_code_cache
from scripts.build import serve
from scripts.build.chromium import CHROMIUM, CHROMIUM_ARGS

TIMEOUT_MS = 60_000
CATEGORIES = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "blink.user_timing",
    "v8.wasm",
    "disabled-by-default-v8.wasm.detailed",
    "v8",
    "loading",
]
# Runs before any page script: PyScript's progress events and the ready marker, timed.
WATCH = """
window.__bazaarTrace = [];
addEventListener("py:progress", (e) => __bazaarTrace.push([performance.now(), "py:progress " + e.detail]));
addEventListener("py:ready", () => __bazaarTrace.push([performance.now(), "py:ready"]));
new MutationObserver((_, observer) => {
  const html = document.documentElement;
  if (html && html.hasAttribute("data-ready")) {
    __bazaarTrace.push([performance.now(), "data-ready"]);
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""
COLLECT = """() => {
  const out = [...window.__bazaarTrace];
  for (const m of performance.getEntriesByType("mark")) out.push([m.startTime, "mark " + m.name]);
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  if (paint) out.push([paint.startTime, "first paint"]);
  for (const r of performance.getEntriesByType("resource")) {
    const name = r.name.replace(location.origin + "/", "");
    const via = r.transferSize ? (r.transferSize / 1e6).toFixed(2) + " MB" : (r.deliveryType || "cache/sw");
    out.push([r.startTime, "asked  " + name]);
    out.push([r.responseEnd, "loaded " + name + " (" + via + ", " + r.workerStart.toFixed(0) + " sw)"]);
  }
  out.sort((a, b) => a[0] - b[0]);
  return {events: out, start: document.documentElement.getAttribute("data-start") || "-"};
}"""
WASM_EVENTS = ("wasm", "Wasm")
PROFILE = False  # --profile: sample the main thread's JS and wasm until ready
TAIL_MS = 300  # traced after ready (--tail)
WAIT_MS = 500  # after the first visit, before its profile closes (--wait)
# V8's and Blink's events that say whether the compiled wasm came from the code cache.
CACHE_EVENTS = ("moduleCache", "cachedModule", "compiledModule", "Deserializ", "Serializ")
NOISY = (
    "CompileLazy",
    "ExecuteCompilationUnits",
    "TopTierCompilation",
    "PublishCode",
    "AddCompiledCode",
    "CompileBaseline",
    "ReportLiveCode",
    "LogCode",
    "SyncCompile",
    "SyncInstantiate",
    "InstanceBuilder",
    "ExecuteStartFunction",
    "DecodeWasmModule",
    "ValidateFunctions",
    "GetNativeModuleFromCache",
    "NewNativeModule",
    "BaselineFinished",
    "OnFinishedUnits",
    "compileConsume",
    "OnBytesReceived",
)


def traced_visit(chromium: BrowserType, profile: Path, url: str) -> dict[str, Any]:
    """One visit with tracing on: the page's events and V8's trace events."""
    context = chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    page = context.pages[0] if context.pages else context.new_page()
    page.add_init_script(WATCH)
    cdp = context.new_cdp_session(page)
    chunks: list[dict[str, Any]] = []
    done: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda params: chunks.extend(params["value"]))
    cdp.on("Tracing.tracingComplete", lambda params: done.append(True))
    cdp.send(
        "Tracing.start",
        {"traceConfig": {"includedCategories": CATEGORIES}, "transferMode": "ReportEvents"},
    )
    if PROFILE:
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 250})
        cdp.send("Profiler.start")
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    samples = cdp.send("Profiler.stop")["profile"] if PROFILE else None
    page.wait_for_timeout(TAIL_MS)  # the last tasks after ready (V8 caches compiled wasm later)
    found = page.evaluate(COLLECT)
    nav = page.evaluate("performance.timeOrigin")
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(50)
    context.close()
    return {"page": found, "trace": chunks, "origin_ms": nav, "profile": samples}


def hot(visit: dict[str, Any], between: tuple[str, str] | None, top: int = 30) -> str:
    """The main thread's self time until ready (or between two of the page's marks), by
    function (sampled), largest first."""
    profile = visit["profile"]
    nodes = {n["id"]: n for n in profile["nodes"]}
    deltas = profile["timeDeltas"]
    marks = {what.removeprefix("mark "): t for t, what in visit["page"]["events"]}
    clock = [e["ts"] for e in visit["trace"] if e.get("name") == "navigationStart"]
    t0, t1 = (marks[between[0]], marks[between[1]]) if between and clock else (-1e9, 1e9)
    at = profile["startTime"] - (clock[0] if clock else 0)  # microseconds since navigation
    self_ms: dict[str, float] = {}
    for sample, delta in zip(profile["samples"], deltas[1:] + [0], strict=True):
        at += delta
        if not t0 <= at / 1000 <= t1:
            continue
        frame = nodes[sample]["callFrame"]
        where = frame["url"].rsplit("/", 1)[-1]
        key = f"{frame['functionName'] or '(anonymous)'} {where}"
        self_ms[key] = self_ms.get(key, 0.0) + delta / 1000
    total = sum(self_ms.values())
    rows = sorted(self_ms.items(), key=lambda kv: -kv[1])[:top]
    return "\n".join(f"{ms:7.1f} ms {ms / total:5.1%}  {name}" for name, ms in rows)


def installed(chromium: BrowserType, profile: Path, url: str, wait_ms: int = WAIT_MS) -> None:
    """Visit once, until the service worker controls the page with its cache full."""
    context = chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_function(
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=TIMEOUT_MS,
    )
    wait_for_code_cache(profile, page)
    page.wait_for_timeout(wait_ms)  # the cache written to the disk
    context.close()


def v8_lines(trace: list[dict[str, Any]], origin_ms: float) -> list[tuple[float, str]]:
    """V8's wasm events and the renderer main thread's long tasks, in page time (ms)."""
    clock = [e for e in trace if e.get("name") == "navigationStart"]
    base = clock[0]["ts"] / 1000 if clock else None
    if base is None:
        return []
    main_tids = {
        (e["pid"], e["tid"])
        for e in trace
        if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"
    }
    lines = []
    for e in trace:
        name = e.get("name", "")
        at = e["ts"] / 1000 - base if "ts" in e else 0.0
        dur = e.get("dur", 0) / 1000
        if any(w in name for w in NOISY):
            continue
        if any(w in name or w in e.get("cat", "") for w in WASM_EVENTS) and (
            dur >= 1 or e.get("ph") in ("i", "I", "n", "b", "e")
        ):
            args = json.dumps(e.get("args", {}))[:120]
            lines.append((at, f"v8     {name} {dur:.0f} ms {args}"))
        elif name == "RunTask" and (e["pid"], e["tid"]) in main_tids and dur >= 40 and at >= 0:
            lines.append((at, f"task   main thread busy {dur:.0f} ms"))
    return lines


def wasm_summary(trace: list[dict[str, Any]]) -> str:
    """Main-thread and background wasm compile time, and the code cache's events."""
    total: dict[str, float] = {}
    count: dict[str, int] = {}
    for e in trace:
        name = e.get("name", "")
        if name.startswith("wasm.") or any(w in name for w in CACHE_EVENTS):
            total[name] = total.get(name, 0.0) + e.get("dur", 0) / 1000
            count[name] = count.get(name, 0) + 1
    keep = ("wasm.CompileLazy", "wasm.TopTierCompilation", "wasm.FinishStreaming")
    shown = [n for n in total if n in keep or any(w in n for w in CACHE_EVENTS)]
    return "wasm: " + ", ".join(f"{n} x{count[n]} {total[n]:.0f} ms" for n in sorted(shown))


def cpu_ms(trace: list[dict[str, Any]], ready_ms: float) -> float:
    """The renderer main thread's CPU time until ready, in ms: its tasks' thread time
    (``tdur``), less swayed by other load on the machine than the clock."""
    clock = [e["ts"] for e in trace if e.get("name") == "navigationStart"]
    main = {
        (e["pid"], e["tid"])
        for e in trace
        if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"
    }
    if not clock:
        return 0.0
    end = clock[0] + ready_ms * 1000
    return sum(
        float(e.get("tdur", e.get("dur", 0))) / 1000
        for e in trace
        if e.get("name") == "RunTask"
        and (e.get("pid"), e.get("tid")) in main
        and clock[0] <= e["ts"] <= end
    )


def report(visit: dict[str, Any], label: str) -> str:
    events = [(t, what) for t, what in visit["page"]["events"]]
    events += v8_lines(visit["trace"], visit["origin_ms"])
    events.sort()
    ready = next((t for t, what in events if what == "data-ready"), None) or max(
        t for t, _ in events
    )
    out = [f"## {label}: start {visit['page']['start']}, ready {ready:.0f} ms"]
    out += [f"{t:7.0f} {t / ready:5.2f}  {what}" for t, what in events if t <= ready + 300]
    out.append(wasm_summary(visit["trace"]))
    main_cpu = cpu_ms(visit["trace"], ready)
    out[-1] += f"\ncpu until ready: main thread {main_cpu:.0f} ms (tasks' thread time)"
    return "\n".join(out)


def phase_line(line: str) -> bool:
    """The lines --quiet keeps: the page's marks and events, the wasm's and snapshot's loads."""
    keep = (
        "mark bazaar:",
        "py:ready",
        "py:progress Loading interpreter",
        "first paint",
        "data-ready",
        "pyodide.asm.wasm",
        "snapshot.bin",
        "app.zip",
    )
    return any(k in line for k in keep) and "v8 " not in line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Trace one start of the page.")
    parser.add_argument("--visit", choices=("returning", "cold"), default="returning")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--before", type=Path, help="also trace this folder (another build)")
    parser.add_argument("--wait", type=int, default=WAIT_MS, help="ms after the first visit")
    parser.add_argument("--profile", action="store_true", help="print the hottest functions")
    parser.add_argument(
        "--between", nargs=2, metavar="MARK", help="--profile only between two marks"
    )
    parser.add_argument("--quiet", action="store_true", help="only each visit's summary")
    parser.add_argument("--raw", type=Path, help="write the last visit's trace here (JSON)")
    args = parser.parse_args(argv)
    root = Path(__file__).resolve().parents[2]
    global PROFILE
    PROFILE = args.profile
    with ExitStack() as stack, sync_playwright() as playwright:
        sites = {"after": stack.enter_context(serve.serving(root))}
        if args.before:
            sites["before"] = stack.enter_context(serve.serving(args.before))
        profiles = {
            name: Path(stack.enter_context(tempfile.TemporaryDirectory())) for name in sites
        }
        chromium = playwright.chromium
        if args.visit == "returning":
            for name, url in sites.items():
                installed(chromium, profiles[name], url, args.wait)
        for run in range(args.runs):
            for name, url in sites.items():
                with tempfile.TemporaryDirectory() as fresh:
                    profile = profiles[name] if args.visit == "returning" else Path(fresh)
                    visit = traced_visit(chromium, profile, url)
                text = report(visit, f"{name}, {args.visit} visit {run + 1}")
                lines = text.splitlines()
                if args.quiet:
                    lines = [lines[0], *filter(phase_line, lines[1:-2]), *lines[-2:]]
                print("\n".join(lines) + "\n")
                if visit["profile"]:
                    print(hot(visit, args.between) + "\n")
                if args.raw:
                    args.raw.write_text(json.dumps(visit["trace"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
