"""``python -m xl_tiebreaks.libreoffice regenerate | build FILE.oxt``."""

from __future__ import annotations

import sys

from .build import BuildError, build_oxt, regenerate


def main(argv: list[str]) -> int:
    if argv[:1] == ["regenerate"] and len(argv) == 1:
        try:
            for p in regenerate():
                print(f"wrote {p}")
        except BuildError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        return 0
    if argv[:1] == ["build"] and len(argv) == 2:
        try:
            print(f"wrote {build_oxt(argv[1])}")
        except BuildError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        return 0
    print("usage: python -m xl_tiebreaks.libreoffice regenerate | build FILE.oxt", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
