"""What a player's name may hold, and text from a file made safe to draw.

A name is at most NAME_MAX characters of letters, marks, digits, punctuation,
symbols and single spaces, in any script. It never holds control characters
(NUL, tabs, newlines), invisible format characters (bidi overrides, zero-width
spaces), unpaired surrogates, private-use or unassigned code points, nor long
runs of combining marks stacked on one letter.

A name read from a file is cleaned with clean_name() (nothing of the game is
lost over an invisible character); a name typed on the command line is
checked with name_problem() and refused with a sentence.

Any other text that comes from a file (a file name, say) goes through
safe_text() before it is drawn: fonts refuse NUL and lone surrogates, and a
text of thousands of characters would make a surface far wider than a screen.
"""
from __future__ import annotations

import unicodedata

NAME_MAX = 24              # the new-game screen allows 16; files and the command line a little more
MARKS_PER_LETTER = 3       # combining marks kept on one letter (more is "zalgo" text)
SAFE_TEXT_MAX = 120        # characters of a file's text drawn on one line
_DROPPED = {"Cc", "Cf", "Cs", "Co", "Cn"}      # control, format (bidi, zero width), surrogate, private, unassigned
_SPACES = {"Zs", "Zl", "Zp"}


def _visible(text: str, keep_marks: int) -> str:
    """Text without invisible or unprintable characters; any space or line break becomes
    one plain space; at most keep_marks combining marks in a row."""
    out, marks = [], 0
    for ch in unicodedata.normalize("NFC", text):
        cat = unicodedata.category(ch)
        if ch in "\t\n\r\v\f" or cat in _SPACES:
            if out and out[-1] != " ":
                out.append(" ")
            marks = 0
        elif cat in _DROPPED:
            continue
        elif cat.startswith("M"):
            marks += 1
            if marks <= keep_marks and out and out[-1] != " ":
                out.append(ch)
        else:
            marks = 0
            out.append(ch)
    return "".join(out).strip()


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def clean_name(text, fallback: str = "Player") -> str:
    """The name as it may be shown: see the module's rules. An empty result gives `fallback`."""
    name = _visible(text if isinstance(text, str) else "", MARKS_PER_LETTER)
    if len(name) > NAME_MAX:
        name = name[:NAME_MAX].rstrip()
    return name or fallback


def name_problem(text: str) -> str | None:
    """Why `text` cannot be a player's name as typed (an English phrase), or None if it can."""
    stripped = text.strip()
    if not stripped:
        return "is empty"
    if not _encodable(stripped):
        return "is not valid text"
    if len(stripped) > NAME_MAX:
        return f"is longer than {NAME_MAX} characters"
    if _visible(stripped, MARKS_PER_LETTER) != " ".join(unicodedata.normalize("NFC", stripped).split()):
        return "holds control or invisible characters"
    return None


def safe_text(text, limit: int = SAFE_TEXT_MAX) -> str:
    """Any text from a file (or the file system) made safe to draw on one line:
    undecodable bytes and lone surrogates shown as U+FFFD, control and invisible
    characters dropped, at most `limit` characters (then an ellipsis)."""
    if not isinstance(text, str):
        text = str(text)
    if not _encodable(text):
        if _only_escapes(text):     # os.fsdecode's escapes: the bytes, decoded with U+FFFD
            text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        else:                       # ("replace" in encode would give "?", not U+FFFD)
            text = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)
    text = _visible(text, MARKS_PER_LETTER)
    if len(text) > limit:
        text = text[:max(1, limit - 1)].rstrip() + "…"
    return text


def _only_escapes(text: str) -> bool:
    """True when every surrogate is one of os.fsdecode's escapes of a byte (U+DC80-U+DCFF)."""
    return all(not 0xD800 <= ord(c) <= 0xDFFF or 0xDC80 <= ord(c) <= 0xDCFF for c in text)


# Names Windows gives to devices, in any case and with any extension: a file
# called "con.json" or "NUL" opens the console or nothing, never a file.
WINDOWS_RESERVED = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"} | {
    f"{port}{n}" for port in ("COM", "LPT") for n in "123456789\u00b9\u00b2\u00b3"}


def windows_reserved(file_name: str) -> bool:
    """True if Windows would take `file_name` (a name, not a path) for a device."""
    return file_name.split(".")[0].rstrip(" .").upper() in WINDOWS_RESERVED
