"""Entry point of the built program (PyInstaller freezes this file)."""
import multiprocessing
import os
import sys


def console_streams():
    """On Windows the built program is windowed: it has no console, and sys.stdout and
    sys.stderr are None. `zooloretto --smoke` (or a subcommand) typed into a console
    should still print there, so borrow the console of whoever started the program; a
    program started from the desktop has none, and its output goes nowhere (a crash
    still shows its report in a window and in the log folder)."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    console = None
    if os.name == "nt":
        import ctypes
        if ctypes.windll.kernel32.AttachConsole(-1):      # ATTACH_PARENT_PROCESS
            console = "CONOUT$"
    target = console or os.devnull
    if sys.stdout is None:
        sys.stdout = open(target, "w", encoding="utf-8", errors="replace")
    if sys.stderr is None:
        sys.stderr = open(target, "w", encoding="utf-8", errors="replace")


if __name__ == "__main__":
    console_streams()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner for players
    multiprocessing.freeze_support()     # `arena --jobs N` starts worker processes of this program
    from zooloretto.cli import main
    sys.exit(main())
