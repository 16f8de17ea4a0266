"""Join codes, seat tokens and the invite a host copies to its friends.

A join code is 8 characters from 31 that cannot be mistaken for each other (no 0/O,
1/I/L), shown as two groups of four (`K7QX-M2PA`); it is the table's password and is
checked case-blind with spaces and dashes ignored. A seat token (128 random bits) lets
a joiner take its seat back after a cut.
"""
from __future__ import annotations

import re
import secrets

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
TOKEN_BYTES = 16
DEFAULT_PORT = 47123


def new_code(rng=None) -> str:
    """A fresh join code, without its dash (`rng`: an object with choice(), for tests)."""
    pick = (rng or secrets).choice
    return "".join(pick(ALPHABET) for _ in range(CODE_LENGTH))


def new_token(rng=None) -> str:
    """A fresh seat token: 128 bits, URL-safe text."""
    if rng is None:
        return secrets.token_urlsafe(TOKEN_BYTES)
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(22))


def shown(code: str) -> str:
    """The code as a person reads it: K7QX-M2PA."""
    return f"{code[:4]}-{code[4:]}"


def normalize(text) -> str | None:
    """A typed or pasted code as the host compares it (upper case, no spaces or dashes),
    or None when it cannot be a code at all."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    code = re.sub(r"[\s\-]", "", text).upper()
    if len(code) != CODE_LENGTH or any(c not in ALPHABET for c in code):
        return None
    return code


def same_code(a: str, b: str) -> bool:
    """Compared in constant time: a guesser learns nothing from how long a refusal took."""
    return secrets.compare_digest(a.encode(), b.encode())


def invite(table: str, addresses: list, port: int, code: str) -> str:
    """The line a host copies: Zooloretto table "Anna's table" — 192.168.1.23:47123 — code K7QX-M2PA."""
    where = ", ".join(join_address(a, port) for a in addresses)
    return f'Zooloretto table "{table}" — {where} — code {shown(code)}'


def my_addresses(resolve=None, route=None) -> list:
    """This computer's addresses others may reach (asked of the system: no packet leaves
    the machine); 127.0.0.1 when it knows none.

    Two questions, because each alone misses on common machines: the name's addresses (a
    Debian or Ubuntu desktop's /etc/hosts gives only 127.0.1.1 for its own name), and the
    address the system would send from towards a local network (a UDP socket "connected"
    to a private address sends nothing, it only picks its route)."""
    import socket

    def by_name():
        return [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]

    def by_route():
        out = []
        for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
            sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            try:
                sock.connect((probe, 9))
                out.append(sock.getsockname()[0])
            except OSError:
                pass
            finally:
                sock.close()
        return out

    found = []
    for ask in (route or by_route, resolve or by_name):
        try:
            addresses = ask()
        except OSError:
            continue
        for address in addresses:
            if not address.startswith(("127.", "0.")) and address not in found:
                found.append(address)
    return found or ["127.0.0.1"]


def join_address(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


_CODE_IN_TEXT = re.compile(r"(?<![A-Za-z0-9])([A-Za-z0-9]{4})-?([A-Za-z0-9]{4})(?![A-Za-z0-9])")
_ADDRESS = re.compile(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9][A-Za-z0-9.\-]*)(?::(\d{1,5}))?")


def parse_address(text: str, default_port: int = DEFAULT_PORT):
    """(host, port) from "192.168.1.23:47123", "[fe80::1]:47123", "anna-pc" or
    "anna-pc.tailnet.ts.net"; None when it is none of these."""
    text = (text or "").strip()
    if not text or len(text) > 255:
        return None
    if text.count(":") > 1 and not text.startswith("["):       # a bare IPv6 address
        return (text, default_port) if re.fullmatch(r"[0-9A-Fa-f:.]+", text) else None
    m = _ADDRESS.fullmatch(text)
    if not m:
        return None
    port = int(m.group(2)) if m.group(2) else default_port
    if not 0 < port < 65536:
        return None
    return m.group(1).strip("[]"), port


def parse_invite(text: str):
    """(host, port, code) from a pasted invite; None when no address and code are in it."""
    if not isinstance(text, str) or len(text) > 1000:
        return None
    parts = [p.strip() for p in re.split(r"\s+—\s+|\s+-\s+|\n", text) if p.strip()]
    code = address = None
    for part in parts:
        if part.lower().startswith("code"):
            code = normalize(part[4:])
        elif address is None and not part.lower().startswith("zooloretto"):
            first = part.split(",")[0].strip()
            address = parse_address(first)
    if code is None:
        for m in _CODE_IN_TEXT.finditer(text):
            code = normalize(m.group(1) + m.group(2))
            if code:
                break
    if code is None or address is None:
        return None
    return address[0], address[1], code
