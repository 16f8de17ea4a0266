"""Tables on this network, without a new dependency: one small UDP question and its answers.

While a table is hosted, and only then, the host answers on UDP port PORT (47122, beside
the table's 47123) a query of exactly QUERY with one JSON datagram: the table's name, its
game, its free seats, the table's port and the program's version. Never the join code, a
token or anything of the game: a table found still needs its code to be joined. Join a
table sends the query once to the broadcast address (255.255.255.255; where to is an
argument, so tests ask 127.0.0.1) and lists what answers within WAIT seconds.

    responder = Responder(lambda: {"name": ..., "game": ..., "free": 2, "port": 47123})
    # (opened on the host's network loop: transport.HostServer(announce=...))
    finder = Finder(address="255.255.255.255").start()
    ... finder.poll() each frame until finder.done() -> finder.tables: [{host, port, ...}]

Bad packets are ignored (anything but the query, at the host; anything but an answer of
the right shape, at the joiner). Only a private, loopback or link-local address is
answered (never one from the internet: no amplified replies), and at most RATE answers
a second. Broadcast stays on the local network: a VPN (Tailscale) or a router does not
carry it, and joining by address always works.
"""
from __future__ import annotations

import ipaddress
import json
import logging
import os
import select
import socket
import time

from .. import __version__
from .guards import Bucket
from .rules import PACKAGES

log = logging.getLogger("zooloretto")
PORT = 47122
BROADCAST = os.environ.get("ZOOLORETTO_DISCOVERY_ADDRESS") or "255.255.255.255"
QUERY = b'{"t":"zooloretto_tables?","v":1}'
WAIT = 1.5                  # seconds Join a table listens for answers
# The query is sent again this long after the first while no table has answered: a datagram
# may be lost (a busy host's full buffer, Wi-Fi), and a query is cheap.
ASK_AGAIN = (0.3, 0.8)
MAX_PACKET = 1024
MAX_TABLES = 16             # answers kept (a flood of answers lists no more)
RATE, BURST = 20.0, 40      # answers a second at most, at once


def answer(info: dict) -> bytes:
    """The host's answer: what a player choosing a table needs, and no more."""
    body = {"t": "zooloretto_table", "v": 1, "name": str(info.get("name", ""))[:64],
            "game": info.get("game"), "free": int(info.get("free", 0)),
            "port": int(info.get("port", 0)), "app": str(info.get("app", __version__))[:32]}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")[:MAX_PACKET]


def read_answer(packet: bytes, host: str) -> dict | None:
    """A table from an answer that came from `host`, or None for anything else."""
    if not isinstance(packet, bytes) or len(packet) > MAX_PACKET:
        return None
    try:
        m = json.loads(packet.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(m, dict) or m.get("t") != "zooloretto_table" or m.get("v") != 1:
        return None
    name, game, free, port, app = (m.get(k) for k in ("name", "game", "free", "port", "app"))
    if not (isinstance(name, str) and game in PACKAGES and _int(free, 0, 15)
            and _int(port, 1, 65535) and isinstance(app, str) and len(app) <= 32):
        return None
    return {"host": host, "port": port, "name": name[:64], "game": game, "free": free, "app": app}


def _int(value, lo: int, hi: int) -> bool:
    return type(value) is int and lo <= value <= hi


def nearby(address: str) -> bool:
    """Is `address` on this computer or a local network (never one from the internet)?"""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    return not ip.is_global and not ip.is_multicast and not ip.is_unspecified


class Responder:
    """The host's side, an asyncio datagram protocol: `info()` gives the table as it is
    now (read from the network thread, so the owner hands it a finished dict)."""

    def __init__(self, info, clock=time.monotonic):
        self.info, self.clock = info, clock
        self.bucket = Bucket(clock(), RATE, BURST)
        self.transport = None
        self.answered = 0

    def connection_made(self, transport):
        self.transport = transport

    def datagram_received(self, data, addr):
        if data != QUERY or not nearby(str(addr[0])) or not self.bucket.allow(self.clock()):
            return
        try:
            table = self.info()
            if table is None:
                return
            self.transport.sendto(answer(table), addr)
            self.answered += 1
        except Exception:               # a table half torn down: no answer, nothing raised
            log.debug("discovery: no answer", exc_info=True)

    def error_received(self, exc):
        pass

    def connection_lost(self, exc):
        self.transport = None


class Finder:
    """The joiner's side: one query, then the answers, read without blocking the window."""

    def __init__(self, address: str | None = None, port: int | None = None,
                 wait: float | None = None, clock=time.monotonic):
        self.address, self.wait = address or BROADCAST, WAIT if wait is None else wait
        self.port = PORT if port is None else port
        self.clock = clock
        self.tables: list = []
        self.sock = None
        self.until = 0.0
        self.again: list = []               # when to send the query again

    def start(self) -> "Finder":
        try:
            sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            sock.setblocking(False)
            sock.sendto(QUERY, (self.address, self.port))
        except OSError as e:            # no network at all: nothing found, joining by address works
            log.info("discovery: no query sent: %s", e)
            self.close()
            return self
        self.sock, self.until = sock, self.clock() + self.wait
        self.again = [self.clock() + after for after in ASK_AGAIN]
        return self

    def _ask_again(self) -> None:
        """The query once more, at the next ASK_AGAIN time, while nobody has answered."""
        if self.tables or not self.again or self.clock() < self.again[0]:
            return
        self.again.pop(0)
        try:
            self.sock.sendto(QUERY, (self.address, self.port))
        except OSError as e:
            log.info("discovery: query not sent again: %s", e)

    def done(self) -> bool:
        if self.sock is not None and self.clock() >= self.until:
            self.close()
        return self.sock is None

    def poll(self, timeout: float = 0.0) -> bool:
        """Read the answers that came; True when a table was added. `timeout`: wait that
        long at most for the first (tests; the window passes 0)."""
        if self.done():
            return False
        added = False
        self._ask_again()
        try:
            ready = select.select([self.sock], [], [], max(0.0, timeout))[0]
            while ready and len(self.tables) < MAX_TABLES:
                packet, addr = self.sock.recvfrom(MAX_PACKET + 1)
                table = read_answer(packet, str(addr[0]))
                if table is not None and all((t["host"], t["port"]) != (table["host"], table["port"])
                                             for t in self.tables):
                    self.tables.append(table)
                    added = True
        except (BlockingIOError, InterruptedError):
            pass
        except OSError as e:            # e.g. a refused port on loopback: nothing more comes
            log.info("discovery: %s", e)
        return added

    def close(self) -> None:
        sock, self.sock = self.sock, None
        if sock is not None:
            sock.close()
