"""Entry point of the built program (PyInstaller freezes this file)."""
import multiprocessing
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner for players
    multiprocessing.freeze_support()     # `arena --jobs N` starts worker processes of this program
    from zooloretto.cli import main
    sys.exit(main())
