"""A TCP proxy that makes network faults on purpose, for the tests and
tools/soak_network.py (loopback only): each joiner goes through a port of its own, and
its connections may be cut (both ends reset) or black-holed (nothing is forwarded any
more, the sockets stay open: only the keepalive pings find it).

    proxy = FaultProxy("127.0.0.1", host_port, count=3).start()
    ClientLink("127.0.0.1", proxy.ports[k], ...)
    proxy.cut(k); proxy.hole(k); proxy.stop()

A new connection after a fault is forwarded again (the joiner reconnecting)."""
from __future__ import annotations

import asyncio

from .transport import _Loop


class _Pair:
    __slots__ = ("writers", "holed")

    def __init__(self, writers):
        self.writers, self.holed = writers, False


class FaultProxy:
    def __init__(self, host: str, port: int, count: int = 1, bind: str = "127.0.0.1"):
        self.target, self.bind, self.count = (host, port), bind, count
        self.ports: list = []
        self.pairs: dict = {k: [] for k in range(count)}
        self._servers: list = []
        self._loop = _Loop("zooloretto-faults")

    def start(self) -> "FaultProxy":
        self._loop.start()
        self._loop.call(self._listen())
        return self

    async def _listen(self):
        for k in range(self.count):
            server = await asyncio.start_server(
                lambda r, w, k=k: self._accept(k, r, w), self.bind, 0)
            self._servers.append(server)
            self.ports.append(server.sockets[0].getsockname()[1])

    async def _accept(self, k, reader, writer):
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.target)
        except OSError:                    # the host is down (killed): the joiner retries
            writer.transport.abort()
            return
        pair = _Pair((writer, up_writer))
        self.pairs[k].append(pair)
        try:
            await asyncio.gather(self._pipe(reader, up_writer, pair),
                                 self._pipe(up_reader, writer, pair))
        finally:
            if pair in self.pairs[k]:
                self.pairs[k].remove(pair)
            for w in pair.writers:
                w.transport.abort()

    @staticmethod
    async def _pipe(reader, writer, pair):
        try:
            while True:
                data = await reader.read(65536)
                if not data:
                    break
                if not pair.holed:         # a black hole swallows everything
                    writer.write(data)
                    await writer.drain()
        except (OSError, asyncio.CancelledError):
            pass
        finally:
            if not pair.holed:
                writer.transport.abort()

    def cut(self, k: int) -> int:
        """Reset joiner k's connections; 1 when there was one."""
        return self._loop.call(self._cut(k))

    async def _cut(self, k):
        pairs, self.pairs[k] = list(self.pairs[k]), []
        for pair in pairs:
            for w in pair.writers:
                w.transport.abort()
        return int(bool(pairs))

    def hole(self, k: int) -> int:
        """Stop forwarding joiner k's connections, leaving them open; 1 when there was one."""
        return self._loop.call(self._hole(k))

    async def _hole(self, k):
        live = [p for p in self.pairs[k] if not p.holed]
        for pair in live:
            pair.holed = True
        return int(bool(live))

    def stop(self) -> None:
        async def shut():
            for server in self._servers:
                server.close()
            for pairs in self.pairs.values():
                for pair in pairs:
                    for w in pair.writers:
                        w.transport.abort()
        self._loop.stop(shut())
