"""Render caches bounded by what one screen shows, and emptied when their screen goes.

A cache here is a dict kept in use order (the last used last) and cut to its
limit at every store; `forget(group)` empties a group's caches and its
functools caches at once (the table's when the table is left: a results or a
menu screen needs none of them).
"""
from __future__ import annotations

_groups: dict = {}


def bounded(group: str) -> dict:
    """A new cache of `group`."""
    cache: dict = {}
    _groups.setdefault(group, []).append(cache)
    return cache


def register(group: str, cached_function) -> None:
    """A functools.lru_cache function emptied with `group`."""
    _groups.setdefault(group, []).append(cached_function)


def get(cache: dict, key, limit: int, make):
    """cache[key], made by `make()` if missing; the least recently used beyond `limit` go."""
    value = cache.pop(key, None)
    if value is None:
        while cache and len(cache) >= limit:    # room first: a zoo's picture (7 MB at 2560x1440)
            del cache[next(iter(cache))]        # is not made beside every one it replaces
        value = make()
    cache[key] = value
    return value


def forget(group: str) -> None:
    for cache in _groups.get(group, ()):
        (cache.cache_clear if hasattr(cache, "cache_clear") else cache.clear)()


def forget_all() -> None:
    """The window changed size: every picture made for the old one is of no more use."""
    for group in list(_groups):
        forget(group)


def size(group: str) -> int:
    """Entries held by `group` (tests)."""
    return sum(c.cache_info().currsize if hasattr(c, "cache_info") else len(c)
               for c in _groups.get(group, ()))


def return_freed_memory() -> None:
    """On Linux (glibc), give every large picture its own memory mapping, so that
    memory goes back to the system when the picture is freed; by default glibc
    raises that threshold after the first large free and keeps later ones."""
    import sys
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-3, 1 << 20)        # M_MMAP_THRESHOLD: pictures of 1 MB and more
    except (OSError, AttributeError):    # musl, or no libc by that name: nothing to tune
        pass
