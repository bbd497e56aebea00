#!/usr/bin/env node
// Offline check that the built wheel works in Pyodide (what xlwings Lite runs in Excel).
//
//   node scripts/pyodide_check.mjs --pyodide DIR --wheel WHEEL_OR_DIR [--json] [--probe-guard]
//
// DIR is a local copy of the npm package `pyodide` (e.g. node_modules/pyodide).  Nothing is
// fetched: remote URLs are refused, and every network entry point of Node (fetch, http(s),
// net, dns) is wrapped so that any attempt fails the check.  The wheel's bytes are written into
// the Pyodide file system and unpacked with Python's zipfile into a directory on sys.path (no
// micropip, no openpyxl, no xlwings), then seed 002 is computed with the Excel functions.
// Exit code 0 only if every value equals seed 002's published table.

import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);

// ------------------------------------------------------------------------------------------
// network guard: installed before Pyodide is loaded

const netAttempts = [];
const REMOTE = /^[a-z][a-z0-9+.-]*:\/\//i;

function isLocal(url) {
  const s = String(url && url.href ? url.href : url);
  return !REMOTE.test(s) || s.startsWith("file://");
}

function refuse(what) {
  netAttempts.push(what);
  throw new Error(`pyodide_check: network access refused: ${what}`);
}

{
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input && (input.url || input.href);
    if (!isLocal(url)) refuse(`fetch ${url}`);
    // a file: URL; Node's fetch cannot read those, so serve the bytes ourselves
    if (String(url).startsWith("file://")) {
      const bytes = fs.readFileSync(new URL(url));
      return new Response(bytes, { status: 200 });
    }
    return realFetch(input, init);
  };
  for (const mod of ["http", "https"]) {
    const m = require(mod);
    m.request = (...a) => refuse(`${mod}.request ${JSON.stringify(a[0] && (a[0].href || a[0].host || a[0]))}`);
    m.get = (...a) => refuse(`${mod}.get ${JSON.stringify(a[0] && (a[0].href || a[0].host || a[0]))}`);
  }
  const net = require("net");
  net.Socket.prototype.connect = function (...a) {
    refuse(`net.connect ${JSON.stringify(a[0])}`);
  };
  const dns = require("dns");
  dns.lookup = (host) => refuse(`dns.lookup ${host}`);
}

// Pyodide can fail outside the awaited promise (e.g. while it logs a failed package load):
// report it, with any refused network attempt, instead of a minified stack trace.
for (const ev of ["uncaughtException", "unhandledRejection"]) {
  process.on(ev, (e) => {
    console.log(`PYODIDE CHECK FAILED: ${ev}: ${String(e && e.message ? e.message : e).slice(0, 300)}`);
    console.log(`network attempts: ${netAttempts.length ? netAttempts.join(", ") : "none"}`);
    process.exit(1);
  });
}

// ------------------------------------------------------------------------------------------
// arguments

function parseArgs(argv) {
  const out = { json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--pyodide") out.pyodide = argv[++i];
    else if (a === "--wheel") out.wheel = argv[++i];
    else if (a === "--json") out.json = true;
    else if (a === "--probe-guard") out.probe = true;
    else if (a === "--grid") out.grid = argv[++i];
    else if (a === "-h" || a === "--help") out.help = true;
    else throw new Error(`unknown argument ${a}`);
  }
  return out;
}

function die(msg) {
  console.error(`pyodide_check: ${msg}`);
  process.exit(2);
}

const args = parseArgs(process.argv.slice(2));
if (args.help || !args.pyodide || !args.wheel) {
  console.error(
    "usage: node scripts/pyodide_check.mjs --pyodide NODE_MODULES/pyodide --wheel WHEEL_OR_DIR [--json] [--probe-guard]\n" +
      "  --probe-guard  afterwards ask Pyodide for micropip (not in the npm package, so Pyodide goes to its CDN)\n" +
      "                 and require that the network guard refused it\n" +
      "  --grid FILE    afterwards time the functions on a large grid: a JSON file {grid, settings, codes, ratings}\n" +
      "                 (benchmarks/bench_pyodide.py writes it): BUCHHOLZ cold and again, TIEBREAKS cold",
  );
  process.exit(args.help ? 0 : 2);
}
if (REMOTE.test(args.pyodide)) die(`remote Pyodide location refused: ${args.pyodide} (give a local directory)`);
if (REMOTE.test(args.wheel)) die(`remote wheel refused: ${args.wheel} (give a local file)`);
if (args.grid && REMOTE.test(args.grid)) die(`remote grid refused: ${args.grid} (give a local file)`);

const pyodideDir = path.resolve(args.pyodide);
for (const f of ["pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "package.json"]) {
  if (!fs.existsSync(path.join(pyodideDir, f))) die(`${pyodideDir} has no ${f}: not the npm package pyodide`);
}
const pyodideVersion = JSON.parse(fs.readFileSync(path.join(pyodideDir, "package.json"), "utf8")).version;

let wheelPath = path.resolve(args.wheel);
if (fs.statSync(wheelPath).isDirectory()) {
  const found = fs.readdirSync(wheelPath).filter((f) => /^xl_tiebreaks-.*\.whl$/.test(f));
  if (found.length !== 1) die(`expected one xl_tiebreaks-*.whl in ${wheelPath}, found ${found.length}`);
  wheelPath = path.join(wheelPath, found[0]);
}
const wheelName = path.basename(wheelPath);
if (!/-py3-none-any\.whl$/.test(wheelName)) die(`${wheelName} is not a py3-none-any wheel`);

// ------------------------------------------------------------------------------------------
// the check

const EXPECTED = {
  bh_c1: [[4], [4], [4], [4], [4], [4]],
  bh: [[5], [4], [5], [4], [4], [5]],
  sb: [[3.75], [2.75], [1.75], [0.75], [0], [0]],
};

// The promise (docs/pyodide.md): every module of the package loads without openpyxl except
// these, which write and read workbooks (the templates package: its __init__ imports the
// builder, so its modules are not walked); tests/test_pyodide.py reads this list.
const OPENPYXL_MODULES = ["xl_tiebreaks.templates", "xl_tiebreaks.workbook.compute", "xl_tiebreaks.workbook.evaluator",
  "xl_tiebreaks.workbook.formulas", "xl_tiebreaks.workbook.reader",
  "xl_tiebreaks.noaddin.builder", "xl_tiebreaks.noaddin.instructions", "xl_tiebreaks.noaddin.package"];
// ... and these, which run only inside LibreOffice's own Python (they need its uno / unohelper)
const UNO_MODULES = ["xl_tiebreaks.libreoffice.component", "xl_tiebreaks.libreoffice.driver"];

const PY_SETUP = String.raw`
import json, sys, time, zipfile, importlib.abc

class _Watch(importlib.abc.MetaPathFinder):
    """Records (and refuses) any import of openpyxl / xlwings / micropip."""
    names = ("openpyxl", "xlwings", "micropip", "et_xmlfile")
    seen = []
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in self.names:
            self.seen.append(name)
            raise ImportError(f"{name} is not available in this check")
        return None

sys.meta_path.insert(0, _Watch())

t = time.perf_counter()
with zipfile.ZipFile("/tmp/" + WHEEL_NAME) as z:
    tag = [l for l in z.read([n for n in z.namelist() if n.endswith(".dist-info/WHEEL")][0]).decode().splitlines()
           if l.startswith("Tag:")]
    binaries = [n for n in z.namelist() if n.endswith((".so", ".pyd", ".dylib", ".dll"))]
    z.extractall("/opt/xlt")
sys.path.insert(0, "/opt/xlt")
unpack_ms = (time.perf_counter() - t) * 1000
json.dumps({"tag": tag, "binaries": binaries, "unpack_ms": unpack_ms})
`;

const PY_RUN = String.raw`
import json, sys, time

t = time.perf_counter()
from xl_tiebreaks.udfs import *
import_ms = (time.perf_counter() - t) * 1000

rows = [['F','C Negras 1','A Blancas ½','B Blancas 1'],['A','D Blancas 1','F Negras ½','E Blancas 1'],['E','B Negras ½','C Blancas 1','A Negras 0'],['B','E Blancas ½','D Blancas 1','F Negras 0'],['C','F Blancas 0','E Negras 0','D Blancas 1'],['D','A Negras 0','B Negras 0','C Negras 0']]
t = time.perf_counter()
print(BUCHHOLZ(rows, 'FIDE', 1), BUCHHOLZ(rows), SONNEBORN_BERGER(rows))
first_ms = (time.perf_counter() - t) * 1000
t = time.perf_counter()
bh_c1, bh, sb = BUCHHOLZ(rows, 'FIDE', 1), BUCHHOLZ(rows), SONNEBORN_BERGER(rows)
second_ms = (time.perf_counter() - t) * 1000
try:  # the same, without the module's cache of parsed ranges (an internal; absent: skipped)
    from xl_tiebreaks.sheet import clear_cache
    clear_cache()
    t = time.perf_counter()
    BUCHHOLZ(rows, 'FIDE', 1), BUCHHOLZ(rows), SONNEBORN_BERGER(rows)
    uncached_ms = (time.perf_counter() - t) * 1000
except ImportError:
    uncached_ms = None

# what the functions tried to import (xlwings only, the optional decorators)
functions_tried = sorted(set(_Watch.seen))
functions_loaded = sorted(k for k in sys.modules if k.split(".")[0] in _Watch.names)

# every other module of the package imports too (CLI, TRF reader, ...), except the workbook
# writers and readers, which need openpyxl: OPENPYXL_MODULES, the promise of docs/pyodide.md
import importlib, pkgutil, xl_tiebreaks
bad = {}
modules = []
for m in pkgutil.walk_packages(xl_tiebreaks.__path__, "xl_tiebreaks."):
    modules.append(m.name)
    try:
        importlib.import_module(m.name)
    except Exception as e:
        bad[m.name] = f"{type(e).__name__}: {e}"

json.dumps({
    "python": sys.version.split()[0],
    "platform": sys.platform,
    "xlt_version": XLT_VERSION() if callable(XLT_VERSION) else XLT_VERSION,
    "bh_c1": bh_c1, "bh": bh, "sb": sb,
    "import_ms": import_ms, "first_call_ms": first_ms, "second_call_ms": second_ms, "uncached_call_ms": uncached_ms,
    "functions_tried": functions_tried,
    "functions_loaded": functions_loaded,
    "modules": modules,
    "blocked_imports": sorted(set(_Watch.seen)),
    "loaded_forbidden": sorted(k for k in sys.modules if k.split(".")[0] in _Watch.names),
    "module_import_errors": bad,
})
`;

// --grid: one call on a large grid (an event of 500 players x 9 rounds), after the check above
// (its lazy imports done): the functions' own time in Pyodide, cold (the range read) and again
const PY_GRID = String.raw`
import json, time
from xl_tiebreaks.sheet import clear_cache
from xl_tiebreaks.udfs import BUCHHOLZ, TIEBREAKS

g = json.load(open("/tmp/grid.json"))
def timed(f):
    t = time.perf_counter()
    v = f()
    return v, (time.perf_counter() - t) * 1000
clear_cache()
bh, cold = timed(lambda: BUCHHOLZ(g["grid"], None, None, None, None, g["settings"]))
_, warm = timed(lambda: BUCHHOLZ(g["grid"], None, None, None, None, g["settings"]))
clear_cache()
tb, tb_cold = timed(lambda: TIEBREAKS(g["grid"], g["codes"], g["ratings"], g["settings"]))
json.dumps({"grid_rows": len(g["grid"]), "grid_bh_cold_ms": cold, "grid_bh_warm_ms": warm, "grid_tb_cold_ms": tb_cold,
            "grid_bh": bh, "grid_tb_first": tb[:3]})
`;

function sameTable(a, b) {
  return (
    Array.isArray(a) && a.length === b.length &&
    a.every((r, i) => Array.isArray(r) && r.length === b[i].length && r.every((v, j) => Number(v) === b[i][j]))
  );
}

const report = { pyodide_version: pyodideVersion, pyodide_dir: pyodideDir, wheel: wheelPath, node: process.version };
const stdout = [];
let ok = true;
let pyodide;

try {
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
  let t = performance.now();
  pyodide = await loadPyodide({
    indexURL: pyodideDir + path.sep,
    packages: [],
    stdout: (s) => stdout.push(s),
    stderr: (s) => stdout.push(`[stderr] ${s}`),
  });
  report.load_ms = performance.now() - t;

  pyodide.FS.writeFile(`/tmp/${wheelName}`, fs.readFileSync(wheelPath));
  pyodide.globals.set("WHEEL_NAME", wheelName);
  Object.assign(report, JSON.parse(await pyodide.runPythonAsync(PY_SETUP)));

  t = performance.now();
  Object.assign(report, JSON.parse(await pyodide.runPythonAsync(PY_RUN)));
  report.run_total_ms = performance.now() - t;

  if (args.grid) {
    pyodide.FS.writeFile("/tmp/grid.json", fs.readFileSync(path.resolve(args.grid)));
    Object.assign(report, JSON.parse(await pyodide.runPythonAsync(PY_GRID)));
  }

  if (args.probe) {
    // the guard must catch Pyodide's own CDN fallback for a package missing from indexURL
    const before = netAttempts.length;
    const logFrom = stdout.length;
    let loaded = true;
    try {
      await pyodide.loadPackage("micropip", { messageCallback: () => {}, errorCallback: () => {} });
      loaded = pyodide.runPython("import importlib.util; importlib.util.find_spec('micropip') is not None");
    } catch (e) {
      loaded = false;
    }
    report.probe = { refused: netAttempts.slice(before), micropip_loaded: loaded, log: stdout.splice(logFrom) };
    netAttempts.length = before;
  }
} catch (e) {
  ok = false;
  // a PythonError's message is the Python traceback; other errors: the JS stack
  report.error = String(e && e.type ? e.message : e && e.stack ? e.stack : e).trim();
  try {
    report.blocked_imports = JSON.parse(pyodide.runPython("import json; json.dumps(sorted(set(_Watch.seen)))"));
  } catch {}
}

report.printed = stdout;
report.network_attempts = netAttempts;
const problems = [];
if (report.error) problems.push("error: " + report.error.split("\n").filter((l) => l.trim()).slice(-3).join(" | "));
if (netAttempts.length) problems.push(`network attempted: ${netAttempts.join(", ")}`);
if (report.tag && report.tag.join() !== "Tag: py3-none-any") problems.push(`wheel tag ${report.tag}`);
if (report.binaries && report.binaries.length) problems.push(`binary files in wheel: ${report.binaries}`);
if (report.loaded_forbidden && report.loaded_forbidden.length) problems.push(`loaded: ${report.loaded_forbidden}`);
if (report.functions_tried && report.functions_tried.some((n) => !n.startsWith("xlwings")))
  problems.push(`the functions tried to import ${report.functions_tried}`);
if (report.functions_loaded && report.functions_loaded.length)
  problems.push(`the functions loaded ${report.functions_loaded}`);
if (report.module_import_errors) {
  const failed = Object.keys(report.module_import_errors).sort();
  const unexpected = failed.filter((m) => !(OPENPYXL_MODULES.includes(m) &&
    /openpyxl is not available/.test(report.module_import_errors[m])) && !(UNO_MODULES.includes(m) &&
    /No module named '(uno|unohelper)'/.test(report.module_import_errors[m])));
  const missing = OPENPYXL_MODULES.filter((m) => !failed.includes(m));
  if (unexpected.length)
    problems.push(`modules that do not import without openpyxl: ${JSON.stringify(
      Object.fromEntries(unexpected.map((m) => [m, report.module_import_errors[m]])))}`);
  if (missing.length)
    problems.push(`${missing} imported without openpyxl: update OPENPYXL_MODULES and docs/pyodide.md`);
  report.openpyxl_modules = OPENPYXL_MODULES;
  report.uno_modules = UNO_MODULES;
  report.modules_without_openpyxl = (report.modules || []).filter((m) => !failed.includes(m));
}
for (const k of Object.keys(EXPECTED)) {
  if (!report.error && !sameTable(report[k], EXPECTED[k]))
    problems.push(`${k} = ${JSON.stringify(report[k])}, expected ${JSON.stringify(EXPECTED[k])}`);
}
if (report.probe && (report.probe.micropip_loaded || report.probe.refused.length === 0))
  problems.push(`guard probe: expected a refused fetch, got ${JSON.stringify(report.probe)}`);
ok = ok && problems.length === 0;
report.ok = ok;
report.problems = problems;

const ms = (v) => (typeof v === "number" ? `${v.toFixed(1)} ms` : "-");
console.log(`pyodide ${pyodideVersion} (Python ${report.python || "?"}, ${report.platform || "?"}) under Node ${process.version}`);
console.log(`wheel ${wheelName}`);
for (const line of stdout) console.log(`  python> ${line}`);
console.log(
  `timings: loadPyodide ${ms(report.load_ms)}, unpack ${ms(report.unpack_ms)}, import udfs ${ms(report.import_ms)}, ` +
    `first call (3 functions) ${ms(report.first_call_ms)}, second call (cached) ${ms(report.second_call_ms)}, ` +
    `after clear_cache ${ms(report.uncached_call_ms)}`,
);
if (report.grid_rows)
  console.log(`grid of ${report.grid_rows} rows: BUCHHOLZ cold (range read) ${ms(report.grid_bh_cold_ms)}, again (cached) ` +
    `${ms(report.grid_bh_warm_ms)}; TIEBREAKS cold ${ms(report.grid_tb_cold_ms)}`);
console.log(`imports refused by the check: ${(report.blocked_imports || []).join(", ") || "none"}; network attempts: ${netAttempts.length}`);
if (report.modules_without_openpyxl)
  console.log(`modules loaded without openpyxl: ${report.modules_without_openpyxl.length} of ${(report.modules || []).length}; ` +
    `need openpyxl (refused, as promised): ${OPENPYXL_MODULES.join(", ")}`);
if (report.probe)
  console.log(`guard probe: loadPackage("micropip") -> ${report.probe.refused.length} remote fetch(es) refused: ${report.probe.refused.join(", ")}`);
if (args.json) console.log("JSON " + JSON.stringify(report));
if (ok) console.log("PYODIDE CHECK OK");
else {
  for (const p of problems) console.log(`  problem: ${p}`);
  console.log("PYODIDE CHECK FAILED");
}
process.exit(ok ? 0 : 1);
