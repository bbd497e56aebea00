"""``python -m xl_tiebreaks.templates [folder]``: write the shipped templates (default folder:
``workbook_templates``), with the add-in and without it (:mod:`xl_tiebreaks.noaddin.shipped`),
and print their paths."""

from __future__ import annotations

import sys

from .workbooks import write_standard_templates


def main(argv: list[str]) -> int:
    from ..noaddin.shipped import write_noaddin_templates

    folder = argv[0] if argv else "workbook_templates"
    for path in [*write_standard_templates(folder), *write_noaddin_templates(folder)]:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
