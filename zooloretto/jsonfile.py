"""Reading a small JSON file that anyone may have put there (settings and the
like): the same guards the save loader has. Only a regular file is read (a
pipe, a device or a link to /dev/zero is refused at once, never waited on or
read for ever), at most `max_bytes` of it, as UTF-8 (a leading byte-order mark
is forgiven) holding plain JSON nested at most `max_depth` deep.
"""
from __future__ import annotations

import json
import os
import stat

BOM = b"\xef\xbb\xbf"


class FileProblem(ValueError):
    """Why a file cannot be used; `kind` is one of KINDS."""

    KINDS = ("missing", "unreadable", "not_a_file", "too_large", "not_json", "too_deep")

    def __init__(self, message: str, kind: str):
        super().__init__(message)
        self.kind = kind


def read_bytes(path, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most max_bytes; FileProblem otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)      # non-blocking: opening a pipe returns at once
    except FileNotFoundError:
        raise FileProblem(f"there is no file {str(path)!r}", "missing") from None
    except (OSError, ValueError) as e:
        raise FileProblem(f"cannot open {str(path)!r}: {getattr(e, 'strerror', None) or e}", "unreadable") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(f"{str(path)!r} is not an ordinary file", "not_a_file")
        if info.st_size > max_bytes:
            raise FileProblem(f"{str(path)!r} is {info.st_size} bytes, more than {max_bytes}", "too_large")
        chunks, size = [], 0
        while size <= max_bytes:
            chunk = os.read(fd, max_bytes + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:
            raise FileProblem(f"{str(path)!r} grew past {max_bytes} bytes while read", "too_large")
        return b"".join(chunks)
    except OSError as e:
        raise FileProblem(f"cannot read {str(path)!r}: {e.strerror or e}", "unreadable") from None
    finally:
        os.close(fd)


def _no_constant(word):
    raise FileProblem(f"holds {word}, which is not a number", "not_json")


def loads(raw: bytes, max_depth: int):
    """Plain JSON from UTF-8 bytes: no NaN or Infinity, no number of thousands of
    digits, nested at most max_depth deep; FileProblem otherwise."""
    if raw.startswith(BOM):
        raw = raw[len(BOM):]
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise FileProblem("not UTF-8 text", "not_json") from None
    except RecursionError:
        raise FileProblem(f"nested more than {max_depth} deep", "too_deep") from None
    except FileProblem:
        raise
    except ValueError as e:      # a JSON syntax error, or an integer of thousands of digits
        raise FileProblem(f"not valid JSON ({str(e)[:80]})", "not_json") from None
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > max_depth:
            raise FileProblem(f"nested more than {max_depth} deep", "too_deep")
        if isinstance(value, dict):
            stack += [(v, depth + 1) for v in value.values()]
        elif isinstance(value, list):
            stack += [(v, depth + 1) for v in value]
    return data


def read_json(path, max_bytes: int, max_depth: int):
    return loads(read_bytes(path, max_bytes), max_depth)
