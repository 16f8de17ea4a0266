"""A seat's new view as the changes from the view the host last sent that seat, so that
an `applied` frame carries a few hundred bytes instead of the whole view (a 5-player
Zoomaka view is about 3 KB, and most moves change one player's zoo or hand).

    ops = diff(old_view, new_view)      # the host: [] when nothing changed
    view = apply(old_view, ops)         # the joiner: equal to new_view (PatchError if not)

An op is ["=", path, value] (set), ["-", path] (remove a key) or ["+", path, items]
(append to a list); a path is the keys and list indices from the view's root. Both views
are the same seat's, so a patch tells that seat nothing its views do not: the secret
stays where view_json put it. `apply` copies only the lists and objects on the changed
paths: an older view the table still holds (a move not yet shown) is never changed.
Views are the rules' to_json: each field keeps its JSON type, so == is their equality.
"""
from __future__ import annotations


class PatchError(ValueError):
    """A patch that does not fit the view it was meant for."""


def diff(old, new) -> list:
    ops: list = []
    if old != new:
        _diff(old, new, [], ops)
    return ops


def _diff(old, new, path: list, ops: list) -> None:
    if type(old) is not type(new) or not isinstance(new, (dict, list)):
        ops.append(["=", path, new])
    elif isinstance(new, dict):
        for key in old:
            if key not in new:
                ops.append(["-", path + [key]])
        for key, value in new.items():
            if key not in old:
                ops.append(["=", path + [key], value])
            elif old[key] != value:
                _diff(old[key], value, path + [key], ops)
    elif len(new) > len(old) and new[:len(old)] == old:
        ops.append(["+", path, new[len(old):]])           # a pile or a zoo grew
    elif len(new) == len(old) and len(new) > 1:
        changed = [i for i, (a, b) in enumerate(zip(old, new)) if a != b]
        if 2 * len(changed) > len(new) and not isinstance(new[changed[0]], (dict, list)):
            ops.append(["=", path, new])                  # mostly new words: one value is shorter
        else:
            for i in changed:
                _diff(old[i], new[i], path + [i], ops)
    else:
        ops.append(["=", path, new])


def apply(view, ops):
    """`view` changed by `ops`, as a new object (`view` itself is left as it was)."""
    if not isinstance(ops, list):
        raise PatchError("a patch is a list")
    root = {"": view}
    fresh: set = set()           # ids of the containers copied for this patch
    for op in ops:
        if not isinstance(op, list) or len(op) not in (2, 3) or op[0] not in ("=", "-", "+") \
                or not isinstance(op[1], list) or (op[0] == "-") != (len(op) == 2):
            raise PatchError(f"not a patch op: {str(op)[:80]}")
        kind, path = op[0], [""] + op[1]
        parent = _walk(root, path[:-1], fresh)
        key = _key(parent, path[-1], kind == "=" and isinstance(parent, dict))
        if kind == "=":
            parent[key] = op[2]
        elif kind == "-":
            if not isinstance(parent, dict):
                raise PatchError("only an object's key is removed")
            del parent[key]
        else:
            target = _own(parent, key, fresh)
            if not isinstance(target, list) or not isinstance(op[2], list):
                raise PatchError("only a list is appended to")
            target.extend(op[2])
    return root[""]


def _key(parent, key, new_key_ok: bool):
    if isinstance(parent, dict) and isinstance(key, str) and (new_key_ok or key in parent):
        return key
    if isinstance(parent, list) and type(key) is int and 0 <= key < len(parent):
        return key
    raise PatchError(f"no {str(key)[:40]} in the view")


def _own(parent, key, fresh: set):
    """parent[key], copied once for this patch (so the old view keeps its own)."""
    child = parent[key]
    if id(child) not in fresh and isinstance(child, (dict, list)):
        child = parent[key] = child.copy()
        fresh.add(id(child))
    return child


def _walk(root, path: list, fresh: set):
    node = root
    for key in path:
        node = _own(node, _key(node, key, False), fresh)
        if not isinstance(node, (dict, list)):
            raise PatchError("a path through a value")
    return node
