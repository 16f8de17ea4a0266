"""What every save-reading module shares: the format's name and version, and
SaveError (kept apart so that saves.py and migrations.py need not import each other)."""
from __future__ import annotations

FORMAT = "zooloretto-save"
VERSION = 2
MAX_BYTES = 4 * 1024 * 1024    # a real save is a few tens of kilobytes


class SaveError(ValueError):
    """A save cannot be read; the message says why, in one (English) sentence.

    `kind` sorts the problem for a translated message on screen: missing,
    unreadable, not_a_file, too_large, empty, not_json, not_a_save, newer,
    older, breaks_rules, history, or damaged (any other damage)."""

    KINDS = ("missing", "unreadable", "not_a_file", "too_large", "empty", "not_json",
             "not_a_save", "newer", "older", "breaks_rules", "history", "damaged")

    def __init__(self, message: str, kind: str = "damaged"):
        super().__init__(message)
        self.kind = kind if kind in self.KINDS else "damaged"
