"""``python -m kappamcc``: the command line of :mod:`kappamcc.cli`."""

import sys

from .cli import main, run

__all__ = ["main", "run"]

if __name__ == "__main__":
    sys.exit(run())
