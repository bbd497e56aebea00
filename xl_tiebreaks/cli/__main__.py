"""``python -m xl_tiebreaks.cli``: the same as ``xl-tiebreaks``."""

import sys

from . import main

if __name__ == "__main__":  # (not when a tool walks the package's modules)
    sys.exit(main())
