"""``python -m xl_tiebreaks.templates [folder]``: write the shipped templates (default folder:
``workbook_templates``) and print their paths."""

from __future__ import annotations

import sys

from .workbooks import write_standard_templates


def main(argv: list[str]) -> int:
    for path in write_standard_templates(argv[0] if argv else "workbook_templates"):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
