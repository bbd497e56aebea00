"""Manual tie-break criteria from a CSV file (``standings --manual FILE.csv``): one column per
criterion, a row per player by start number."""

from __future__ import annotations

from pathlib import Path

from ..errors import TiebreakError


def _read_manual(path: Path, t=None) -> dict[str, dict[int, str]]:
    """The values of :func:`_read_manual_lines`, every start number a player of ``t``."""
    values, lines = _read_manual_lines(path)
    if t is not None:
        _check_manual_players(path, lines, t)
    return values


def _read_manual_lines(path: Path) -> tuple[dict[str, dict[int, str]], dict[int, int]]:
    """Manual criteria from a CSV: ``start_no`` plus one column per criterion, separated by
    commas, semicolons (as a Spanish Excel saves CSV) or tabs; each start number once.
    Returns (criterion -> start number -> value, start number -> line).

    Raises:
        TiebreakError: ``manual_no_column``, ``manual_bad_row``, ``manual_duplicate``,
            ``manual_unknown_player``; those of :func:`xl_tiebreaks.files.read_input`.
    """
    import csv
    import io

    from ..files import read_input
    from ..readers.trf import decode_bytes
    from ..validate import shown

    content, _ = decode_bytes(read_input(path, "csv"))
    content = content.lstrip("\ufeff")
    head = content.split("\n", 1)[0]
    delimiter = max(",;\t", key=head.count) if any(d in head for d in ",;\t") else ","
    reader = csv.DictReader(io.StringIO(content, newline=""), delimiter=delimiter)
    fields = ["start_no" if f.strip().lower() in ("n_inicial", "start_no") else f.strip()
              for f in (reader.fieldnames or [])]
    if "start_no" not in fields:
        raise TiebreakError("manual_no_column", path.name, found=", ".join(f or "''" for f in fields[:8]) or "-")
    reader.fieldnames = fields
    out: dict[str, dict[int, str]] = {}
    lines: dict[int, int] = {}
    for row in reader:
        n = reader.line_num
        sn = (row.get("start_no") or "").strip()
        if not all(v is None or not str(v).strip() for v in row.values()) and not (sn.isascii() and sn.isdigit()):
            raise TiebreakError("manual_bad_row", f"{path.name}, line {n}", text=sn)
        if not sn:
            continue
        if len(sn) > 4:  # a start number has four digits at most (never converted: Python refuses 4,300)
            raise TiebreakError("manual_bad_row", f"{path.name}, line {n}", text=shown(sn))
        k = int(sn)
        if k in lines:
            raise TiebreakError("manual_duplicate", f"{path.name}, line {n}", start_no=k, other=lines[k])
        lines[k] = n
        for key, val in row.items():
            if key and key != "start_no" and isinstance(val, str) and val.strip():
                out.setdefault(key.strip(), {})[k] = val.strip().replace(",", ".")
    return out, lines


def _check_manual_players(path: Path, lines: dict[int, int], t) -> None:
    """Every start number of the manual-criteria file a player of ``t``."""
    known = {p.start_no for p in t.participants}
    for k, line in sorted(lines.items(), key=lambda x: x[1]):
        if k not in known:
            raise TiebreakError("manual_unknown_player", f"{path.name}, line {line}", start_no=k)
