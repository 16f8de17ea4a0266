"""What every save-reading module shares: the format's name and version, and
SaveError (kept apart so that saves.py and migrations.py need not import each other);
the check of meta.lesson, a guided game's progress, which either game's save may hold."""
from __future__ import annotations

FORMAT = "zooloretto-save"
VERSION = 3
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


def _short_text(v) -> bool:
    return isinstance(v, str) and 0 < len(v) <= 40


def check_lesson(meta: dict, name: str) -> dict:
    """meta.lesson, where a guided game keeps its progress (zooloretto/lessons): the
    lesson's name, the step reached and the names of the tips told, nothing else; any
    other value is damage. Returns meta (the loader reads its seats next)."""
    lesson = meta.get("lesson")
    if lesson is None:
        return meta
    told = lesson.get("told", []) if isinstance(lesson, dict) else None
    if not (isinstance(lesson, dict) and set(lesson) <= {"name", "step", "told"}
            and _short_text(lesson.get("name")) and type(lesson.get("step")) is int
            and 0 <= lesson["step"] <= 999 and isinstance(told, list) and len(told) <= 50
            and all(_short_text(t) for t in told)):
        raise SaveError(f"{name} has a damaged meta section: meta.lesson should hold a guided "
                        "game's name, step and tips told")
    return meta
