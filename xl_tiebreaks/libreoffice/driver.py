"""Drive a running headless LibreOffice through UNO: open workbooks as a person's open does,
compute them, read every formula cell, save them; type formulas into a blank sheet.

Run by a Python that has ``uno`` (LibreOffice's own on Windows and macOS, the system's
``python3-uno`` on Linux), started by :class:`xl_tiebreaks.libreoffice.office.Office`::

    python driver.py PIPE_NAME

It connects to ``uno:pipe,name=PIPE_NAME`` and answers one JSON request per line on stdin
with one JSON line on stdout: ``{"ok": true, ...}`` or ``{"ok": false, "error": "..."}``.
Standard library and ``uno`` only (no xl_tiebreaks import): it runs on LibreOffice's Python.

Requests (``cmd``):

* ``load`` ``{path, save_as?, filter?, only_sheet?, shown?}``: load hidden (the events a person's
  open sends fire: the extension's rebind job runs), ``calculateAll``, and answer every
  formula cell of every sheet: ``cells: [[sheet, row, col, value, formula], ...]`` (row and
  col from 1; ``value`` a number, a text or ``{"error": "#NAME?"}``; ``shown``: two more, the
  formula as the user interface shows it, ``FormulaLocal``, and the cell's text as shown,
  formatted in the profile's locale). With ``save_as`` the document is also stored there
  (``filter``: LibreOffice's filter name, default by extension; ``only_sheet``: a PDF of that
  sheet's print area, else its used area, only).
* ``typed`` ``{data: [[row values...]], formulas: [[ref, formula, local?, array?]...]}``: a
  new blank spreadsheet; ``data`` written from A1, each formula set (``local``: as typed in
  the input line, ``FormulaLocal``; ``array``: over the range ``ref`` as Ctrl+Shift+Enter
  does; else Calc's API grammar), and the answer ``values: [[value, formula], ...]`` (an
  array formula's value: its rows; ``shown``: two more, the first cell's formula and text as
  the user interface shows them).
* ``functions`` ``{names}``: the Function Wizard's entries of those functions.
* ``version``: the running office's own account of itself: ``version`` (``ooSetupVersionAboutBox``,
  e.g. ``7.4.7.2``), ``ui_locale`` and ``locale`` (the user interface's language and the locale
  setting it runs with).
* ``quit``: close LibreOffice.
"""

import json
import sys
import time

import uno
from com.sun.star.beans import PropertyValue

ERRORS = {
    501: "#NAME?", 502: "#VALUE!", 503: "#NUM!", 504: "#VALUE!", 507: "#VALUE!", 508: "#VALUE!",
    511: "#VALUE!", 519: "#VALUE!", 522: "#REF!", 523: "#NUM!", 524: "#REF!", 525: "#NAME?", 532: "#DIV/0!",
    32767: "#N/A",
}
FILTERS = {".xlsx": "Calc MS Excel 2007 XML", ".xlsm": "Calc MS Excel 2007 VBA XML", ".ods": "calc8",
           ".xls": "MS Excel 97", ".csv": "Text - txt - csv (StarCalc)", ".pdf": "calc_pdf_Export"}
_FORMULA = 16  # CellFlags.FORMULA


def _props(**kw):
    out = []
    for k, v in kw.items():
        p = PropertyValue()
        p.Name = k
        p.Value = v
        out.append(p)
    return tuple(out)


def connect(pipe, timeout=60.0):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    deadline = time.time() + timeout
    while True:
        try:
            return resolver.resolve(f"uno:pipe,name={pipe};urp;StarOffice.ComponentContext")
        except Exception:
            if time.time() > deadline:
                raise
            time.sleep(0.2)


def _value(cell):
    err = cell.getError()
    if err:
        return {"error": ERRORS.get(err, f"Err:{err}")}
    t = cell.getType().value  # EMPTY VALUE TEXT FORMULA
    if t == "FORMULA":
        rt = cell.FormulaResultType2  # com.sun.star.sheet.FormulaResult: VALUE 1, STRING 2, ERROR 4
        if rt == 2:
            return cell.getString()
        return cell.getValue()
    if t == "TEXT":
        return cell.getString()
    if t == "VALUE":
        return cell.getValue()
    return None


def formula_cells(doc, shown=False):
    out = []
    sheets = doc.getSheets()
    for i in range(sheets.getCount()):
        sheet = sheets.getByIndex(i)
        name = sheet.getName()
        errors = {}
        for a in sheet.queryFormulaCells(4).getRangeAddresses():  # FormulaResult.ERROR
            for r in range(a.StartRow, a.EndRow + 1):
                for c in range(a.StartColumn, a.EndColumn + 1):
                    errors[(r, c)] = _value(sheet.getCellByPosition(c, r))
        for a in sheet.queryContentCells(_FORMULA).getRangeAddresses():
            block = sheet.getCellRangeByPosition(a.StartColumn, a.StartRow, a.EndColumn, a.EndRow)
            data = block.getDataArray()
            forms = block.getFormulaArray()
            for r in range(a.EndRow - a.StartRow + 1):
                for c in range(a.EndColumn - a.StartColumn + 1):
                    v = errors.get((a.StartRow + r, a.StartColumn + c), data[r][c])
                    out.append([name, a.StartRow + r + 1, a.StartColumn + c + 1, v, forms[r][c]])
                    if shown:
                        cell = block.getCellByPosition(c, r)
                        out[-1] += [cell.FormulaLocal, cell.getString()]
    return out


class Driver:
    def __init__(self, ctx):
        self.ctx = ctx
        self.desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)

    def load(self, path, save_as=None, filter=None, only_sheet=None, shown=False):
        url = uno.systemPathToFileUrl(path)
        tl = time.perf_counter()
        doc = self.desktop.loadComponentFromURL(url, "_blank", 0, _props(Hidden=True, ReadOnly=False))
        if doc is None:
            raise RuntimeError(f"LibreOffice could not open {path}")
        try:
            t0 = time.perf_counter()
            doc.calculateAll()
            t1 = time.perf_counter()
            cells = formula_cells(doc, shown)
            t2 = time.perf_counter()
            if save_as:
                ext = save_as[save_as.rfind("."):].lower()
                props = {"FilterName": filter or FILTERS[ext]}
                if only_sheet:  # a PDF of one sheet: its print area (else its used area) as the selection
                    sheet = doc.getSheets().getByName(only_sheet)
                    printed = sheet.getPrintAreas()
                    if printed:
                        a = printed[0]
                        area = sheet.getCellRangeByPosition(a.StartColumn, a.StartRow, a.EndColumn, a.EndRow)
                    else:
                        cursor = sheet.createCursor()
                        cursor.gotoEndOfUsedArea(False)
                        end = cursor.getRangeAddress()
                        area = sheet.getCellRangeByPosition(0, 0, end.EndColumn, end.EndRow)
                    props["FilterData"] = uno.Any("[]com.sun.star.beans.PropertyValue", _props(Selection=area))
                doc.storeToURL(uno.systemPathToFileUrl(save_as), _props(**props))
        finally:
            doc.close(True)
        return {"cells": cells, "seconds": {"open": t0 - tl, "calculate": t1 - t0, "read": t2 - t1}}

    def typed(self, data, formulas, shown=False):
        doc = self.desktop.loadComponentFromURL("private:factory/scalc", "_blank", 0, _props(Hidden=True))
        try:
            sheet = doc.getSheets().getByIndex(0)
            if data:
                width = max(len(r) for r in data)
                rows = tuple(tuple("" if v is None else v for v in list(r) + [None] * (width - len(r))) for r in data)
                sheet.getCellRangeByPosition(0, 0, width - 1, len(rows) - 1).setDataArray(rows)
            targets = []
            for spec in formulas:
                ref, text = spec[0], spec[1]
                local = len(spec) > 2 and spec[2]
                array = len(spec) > 3 and spec[3]
                rng = sheet.getCellRangeByName(ref)
                if array:  # Ctrl+Shift+Enter over the range
                    rng.setArrayFormula(text)
                elif local:  # as typed in the input line
                    rng.getCellByPosition(0, 0).FormulaLocal = text
                else:
                    rng.getCellByPosition(0, 0).setFormula(text)
                targets.append((rng, array))
            doc.calculateAll()
            out = []
            for rng, array in targets:
                first = rng.getCellByPosition(0, 0)
                if array:
                    vals = [list(r) for r in rng.getDataArray()]
                    a = rng.getRangeAddress()
                    for e in rng.queryFormulaCells(4).getRangeAddresses():  # FormulaResult.ERROR
                        for r in range(e.StartRow, e.EndRow + 1):
                            for c in range(e.StartColumn, e.EndColumn + 1):
                                vals[r - a.StartRow][c - a.StartColumn] = _value(sheet.getCellByPosition(c, r))
                    out.append([vals, first.getFormula()])
                else:
                    out.append([_value(first), first.getFormula()])
                if shown:
                    out[-1] += [first.FormulaLocal, first.getString()]
            return {"values": out}
        finally:
            doc.close(True)

    def functions(self, names):
        """The Function Wizard's view of the functions ``names``: name, description, category
        and arguments (name, description, optional), in the user interface's language."""
        descs = self.ctx.ServiceManager.createInstanceWithContext("com.sun.star.sheet.FunctionDescriptions",
                                                                  self.ctx)
        wanted = set(names)
        out = []
        for i in range(descs.getCount()):
            props = {p.Name: p.Value for p in (descs.getByIndex(i) or ())}
            if props.get("Name") in wanted:
                out.append({"name": props["Name"], "description": props.get("Description", ""),
                            "category": props.get("Category"),
                            "arguments": [{"name": a.Name, "description": a.Description, "optional": a.IsOptional}
                                          for a in props.get("Arguments") or ()]})
        return {"functions": out}

    def version(self):
        """What the running office says it is: its version and the languages it runs with."""
        provider = self.ctx.ServiceManager.createInstanceWithContext(
            "com.sun.star.configuration.ConfigurationProvider", self.ctx)

        def read(path, *names):
            node = provider.createInstanceWithArguments("com.sun.star.configuration.ConfigurationAccess",
                                                        _props(nodepath=path))
            return [node.getByName(n) for n in names]

        about, = read("/org.openoffice.Setup/Product", "ooSetupVersionAboutBox")
        ui, locale = read("/org.openoffice.Setup/L10N", "ooLocale", "ooSetupSystemLocale")
        return {"version": about, "ui_locale": ui, "locale": locale}

    def quit(self):
        try:
            self.desktop.terminate()
        except Exception:  # the bridge goes away with the office
            pass
        return {}


def main(argv):
    ctx = connect(argv[1])
    drv = Driver(ctx)
    out = sys.stdout
    out.write(json.dumps({"ok": True, "ready": True}) + "\n")
    out.flush()
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        cmd = req.pop("cmd")
        try:
            ans = getattr(drv, cmd)(**req)
            ans["ok"] = True
        except Exception as e:  # answered, never a dead driver
            import traceback

            where = traceback.extract_tb(e.__traceback__)[-1]
            ans = {"ok": False, "error": f"{type(e).__name__}: {e} (driver line {where.lineno})"}
        out.write(json.dumps(ans) + "\n")
        out.flush()
        if cmd == "quit":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
