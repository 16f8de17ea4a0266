"""`zooloretto FILE.json` means `zooloretto play FILE.json`, so that a file manager can open
saves with the game (cli.py parses and checks the arguments; this only names the command)."""
from __future__ import annotations

import os

COMMANDS = ("play", "new", "legal", "apply", "show", "score", "bench", "arena", "history", "stats")


def with_command(argv: list) -> list:
    """`zooloretto FILE.json` means `zooloretto play FILE.json` (a file manager opens saves
    so). Only a word naming a file (.json, a path, an existing file) gets "play" before it:
    a mistyped command is still told as one. --saves-dir is the one option with a value."""
    argv, i = list(argv), 0
    while i < len(argv) and argv[i].startswith("-") and argv[i] not in ("-", "--"):
        i += 2 if argv[i] == "--saves-dir" else 1
    i += i < len(argv) and argv[i] == "--"
    word = argv[i] if i < len(argv) else None
    if word is None or word in COMMANDS or not (word.lower().endswith(".json") or "/" in word
                                                or os.sep in word or os.path.isfile(word)):
        return argv
    return argv[:i] + ["play"] + argv[i:]
