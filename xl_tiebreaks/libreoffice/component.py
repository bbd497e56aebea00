"""The UNO component of the LibreOffice extension (shipped as ``xl_tiebreaks_calc.py``).

Runs inside LibreOffice, on its Python (bundled on Windows and macOS, the system's on
Linux); imports ``uno`` and the interface types of the extension's own type library, so it
is never imported outside LibreOffice. Two implementations:

* ``org.xltiebreaks.Functions`` (service ``com.sun.star.sheet.AddIn``): one method per
  function of ``udfs.REGISTRY``, each a call through :func:`calc_args.call` (Calc's
  argument shapes -> xlwings', the result back, errors as the one-line message);
* ``org.xltiebreaks.RebindJob``: a job run on ``OnLoadFinished`` / ``OnViewCreated``
  (``Jobs.xcu``) that gives every formula calling one of our functions by its plain name
  (``BUCHHOLZ(...)``, as Excel writes it and LibreOffice cannot bind on import) to Calc
  again, so it binds to the add-in (:func:`rebind_document`).
"""

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_PYTHONPATH = os.path.join(_HERE, "pythonpath")
if _PYTHONPATH in sys.path:  # ours first: a copy of xl_tiebreaks installed elsewhere must not shadow it
    sys.path.remove(_PYTHONPATH)
sys.path.insert(0, _PYTHONPATH)

import unohelper  # noqa: E402
from com.sun.star.task import XJob  # noqa: E402
from org.xltiebreaks import XFunctions  # noqa: E402

IMPLEMENTATION = "org.xltiebreaks.Functions"
JOB = "org.xltiebreaks.RebindJob"
_FORMULA = 16  # com.sun.star.sheet.CellFlags.FORMULA
_MIN_PYTHON = (3, 10)


def _host_messages():
    """The errors of xl_tiebreaks/messages/hosts.tsv read on their own (this runs on older
    Pythons than the package, and when the package cannot load): code -> (English, Spanish)."""
    errors = {}
    path = os.path.join(_PYTHONPATH, "xl_tiebreaks", "messages", "hosts.tsv")
    with open(path, encoding="utf-8-sig") as f:
        for line in f:
            cells = line.rstrip("\r\n").split("\t")
            if len(cells) == 4 and cells[0] == "error":
                errors[cells[1]] = (cells[2], cells[3])
    return errors


def _problem_text(code, lang, **params):
    """A message of the hosts' part of the catalogue in ``lang``, for when the package cannot load."""
    try:
        en, es = _host_messages()[code]
        return (es if lang == "es" else en).format(**params)
    except Exception:  # the messages file itself unreadable: the extension is damaged
        return ("la extensión xl-tiebreaks está dañada: vuelva a instalarla" if lang == "es"
                else "the xl-tiebreaks extension is damaged: install it again")


_PROBLEM = None  # (message code, parameters): why the package cannot answer
udfs = calc_args = plan_rebind = None
if sys.version_info < _MIN_PYTHON:
    _PROBLEM = ("lo_python_too_old", {"version": "%d.%d" % sys.version_info[:2], "needed": "%d.%d" % _MIN_PYTHON})
else:
    try:
        from xl_tiebreaks import udfs
        from xl_tiebreaks.libreoffice import calc_args
        from xl_tiebreaks.libreoffice.rebind import plan_rebind
    except Exception:  # every cell that calls a function says so, not a silent #NAME?
        import traceback

        traceback.print_exc()  # the details for whoever starts LibreOffice from a terminal; not in a cell
        _PROBLEM = ("lo_component_failed", {})


def _problem_answer(lang, args):
    """The reason in the first cell of an answer as tall as the first argument (the results
    range) and wide enough for a template's array formulas, every other cell empty."""
    rows = len(args[0]) if args and isinstance(args[0], tuple) else 1
    out = [[""] * 12 for _ in range(max(2, rows + 1))]
    out[0][0] = _problem_text(_PROBLEM[0], lang, **_PROBLEM[1])
    return tuple(tuple(r) for r in out)


def _config(ctx, path):
    """A read-only view of LibreOffice's configuration node ``path`` (it follows later changes)."""
    from com.sun.star.beans import PropertyValue

    provider = ctx.ServiceManager.createInstanceWithContext("com.sun.star.configuration.ConfigurationProvider", ctx)
    arg = PropertyValue()
    arg.Name, arg.Value = "nodepath", path
    return provider.createInstanceWithArguments("com.sun.star.configuration.ConfigurationAccess", (arg,))


class Functions(unohelper.Base, XFunctions):
    """The add-in: its methods are added from the registry below."""

    def __init__(self, ctx, *args):
        self.ctx = ctx
        self._nodes = None

    def __getattr__(self, name):  # only when the package could not load: every function says why
        if name.startswith("_") or _PROBLEM is None:
            raise AttributeError(name)
        return lambda *args: _problem_answer(self.language(), args)

    def language(self):
        """LibreOffice's language (:func:`calc_args.language_of`), read from its configuration at
        each call (a changed locale setting counts at once); English when it cannot be read."""
        try:
            if self._nodes is None:
                self._nodes = (_config(self.ctx, "/org.openoffice.Setup/L10N"),
                               _config(self.ctx, "/org.openoffice.System/L10N"))
            setup, system = self._nodes
            tags = (setup.getByName("ooLocale"), setup.getByName("ooSetupSystemLocale"),
                    system.getByName("Locale") if system.hasByName("Locale") else "")
        except Exception:  # a function must answer whatever the configuration holds
            return "en"
        if calc_args is not None:
            return calc_args.language_of(*tags)
        return "es" if any(str(t or "").lower().startswith("es") for t in (tags[0], tags[1] or tags[2])) else "en"


#: a file to which each call's function and Python time are appended, one line a call
#: (benchmarks/bench_libreoffice.py --calls: where a recalculation's time goes); unset: nothing
_TRACE = os.environ.get("XLT_TRACE_CALLS") or None


def _method(info):
    shared = calc_args.shares_its_name(info)

    def method(self, *args):
        if _TRACE is None:
            return calc_args.call(info, args, self.language() if shared else None)
        import time

        start = time.perf_counter()
        answer = calc_args.call(info, args, self.language() if shared else None)
        try:
            with open(_TRACE, "a", encoding="utf-8") as f:
                f.write("%s\t%.6f\n" % (info.name, time.perf_counter() - start))
        except OSError:  # (a trace that cannot be written changes no answer)
            pass
        return answer

    method.__name__ = info.name
    method.__doc__ = info.doc
    return method


if udfs is not None:
    for _info in udfs.REGISTRY:
        if not getattr(_info, "same_name", False):  # one method per name: the English entry
            setattr(Functions, _info.name, _method(_info))


def rebind_document(model):
    """Set again, in Calc's own grammar, every formula of ``model`` (a spreadsheet document)
    that names one of our functions but is not bound to the add-in; returns how many cells
    (an array formula counts once) were set. The document's modified flag is kept."""
    if model is None or plan_rebind is None or not hasattr(model, "getSheets"):
        return 0
    try:
        if not model.supportsService("com.sun.star.sheet.SpreadsheetDocument"):
            return 0
    except Exception:
        return 0
    was_modified = model.isModified()
    auto = model.isAutomaticCalculationEnabled()
    model.enableAutomaticCalculation(False)
    done = 0
    try:
        sheets = model.getSheets()
        for i in range(sheets.getCount()):
            sheet = sheets.getByIndex(i)
            arrays_done = set()
            for addr in sheet.queryContentCells(_FORMULA).getRangeAddresses():
                block = sheet.getCellRangeByPosition(addr.StartColumn, addr.StartRow, addr.EndColumn, addr.EndRow)
                for (r, c), text, is_array in plan_rebind(block.getFormulaArray()):
                    cell = sheet.getCellByPosition(addr.StartColumn + c, addr.StartRow + r)
                    if is_array:
                        cursor = sheet.createCursorByRange(cell)
                        cursor.collapseToCurrentArray()
                        a = cursor.getRangeAddress()
                        if (a.StartColumn, a.StartRow) in arrays_done:
                            continue
                        arrays_done.add((a.StartColumn, a.StartRow))
                        cursor.setArrayFormula(text)
                    else:
                        cell.setFormula(text)
                    done += 1
    finally:
        model.enableAutomaticCalculation(auto)
        if done and not was_modified:
            try:
                model.setModified(False)
            except Exception:
                pass
    return done


class RebindJob(unohelper.Base, XJob):
    """Runs :func:`rebind_document` on the document of a document event."""

    def __init__(self, ctx, *args):
        self.ctx = ctx

    def execute(self, arguments):
        model = None
        for nv in arguments or ():
            if nv.Name == "Environment":
                for env in nv.Value or ():
                    if env.Name == "Model":
                        model = env.Value
        try:
            rebind_document(model)
        except Exception:  # a job must never break opening a document
            pass
        return None


g_ImplementationHelper = unohelper.ImplementationHelper()
g_ImplementationHelper.addImplementation(Functions, IMPLEMENTATION, ("com.sun.star.sheet.AddIn",))
g_ImplementationHelper.addImplementation(RebindJob, JOB, ("com.sun.star.task.Job",))
