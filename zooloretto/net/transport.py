"""The network itself: websockets (asyncio) in one daemon thread, queues to and from the
thread that owns the game (the frame loop, or the headless loops).

    server = HostServer(bind="", port=47123).start()   # .port: the port actually bound
    server.inbox.get(...)  # ("open", conn, address) ("frame", conn, text|bytes) ("closed", conn)
    server.send(conn, text); server.close(conn, code, reason); server.stop()

    link = ClientLink("192.168.1.23", 47123, hello=lambda: core.hello()).start()
    link.inbox.get(...)    # ("open",) ("frame", text) ("closed", code, reason) ("gave_up", why)
    link.send(text); link.stop()

Limits are the library's too: a joiner's frame above 4 KiB closes its connection (1009),
no compression (no decompression bombs), keepalive pings every 5 s (a dead peer is
found in 15 s), a handshake within 5 s. The client never goes through a proxy and
reconnects by itself (0.25 s doubling up to 4 s, with jitter) until told to stop.
`wake` (optional) is called after anything is queued, from the network thread: the
window's frame loop posts itself an event there, so it sleeps while nothing happens.
"""
from __future__ import annotations

import asyncio
import itertools
import logging
import queue
import random
import socket
import threading

from .messages import MAX_FROM_HOST, MAX_FROM_JOINER

log = logging.getLogger("zooloretto")
PING_INTERVAL, PING_TIMEOUT, OPEN_TIMEOUT = 5.0, 10.0, 5.0
PORT_TRIES = 10                   # the port asked for, then the next ones
BACKOFF_FIRST, BACKOFF_MAX = 0.25, 4.0


class NetworkUnavailable(OSError):
    """No port could be bound (every one tried is taken or forbidden)."""


class _Loop:
    """An asyncio loop in a daemon thread."""

    def __init__(self, name: str):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)

    def _run(self):
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def start(self):
        self.thread.start()

    def call(self, coro, timeout: float = 10.0):
        """Run a coroutine on the loop and wait for its answer."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def soon(self, fn, *args):
        if not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:          # the loop stopped meanwhile
                pass

    def stop(self, last=None, timeout: float = 5.0):
        """Stop the loop and its thread; `last`, a coroutine, is run on it first (what it
        raises, or a loop that takes too long, is let go: the loop stops all the same)."""
        if last is not None:
            if self.thread.is_alive():
                try:
                    self.call(last, timeout)
                except Exception:
                    pass
            else:
                last.close()              # a loop already gone runs nothing
        if self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(timeout)
        if not self.thread.is_alive() and not self.loop.is_closed():
            self.loop.close()


class HostServer:
    def __init__(self, bind: str | None = "", port: int = 0, wake=None, announce=None,
                 discovery_port: int | None = None):
        self.bind = bind or None           # None: every interface, IPv4 and IPv6
        self.announce = announce           # the table as discovery tells it (net/discovery.py)
        self.discovery_port = discovery_port
        self.responder = None
        self.wanted, self.port = port, None
        self.wake = wake or (lambda: None)
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._loop = _Loop("zooloretto-host")
        self._server = None
        self._conns: dict = {}             # conn -> (websocket, its outgoing asyncio.Queue)
        self._ids = itertools.count(1)

    def start(self) -> "HostServer":
        self._loop.start()
        try:
            self._loop.call(self._listen())
        except Exception:
            self._loop.stop()
            raise
        if self.announce is not None:
            try:
                self._loop.call(self._answer_queries())
            except Exception as e:         # another table answers here: joining by address works
                log.info("network: tables on this network will not find this one: %s", e)
        return self

    async def _answer_queries(self):
        from . import discovery
        port = discovery.PORT if self.discovery_port is None else self.discovery_port
        bind = self.bind if self.bind and ":" not in self.bind else "0.0.0.0"
        loop = asyncio.get_running_loop()
        _, self.responder = await loop.create_datagram_endpoint(
            lambda: discovery.Responder(self.announce), local_addr=(bind, port),
            family=socket.AF_INET)

    @property
    def discovery_address(self):
        """(address, port) the discovery answers on, or None."""
        t = self.responder.transport if self.responder is not None else None
        return t.get_extra_info("sockname") if t is not None else None

    async def _listen(self):
        from websockets.asyncio.server import serve
        ports = [0] if self.wanted == 0 else [self.wanted + k for k in range(PORT_TRIES)]
        last = None
        for port in ports:
            if not 0 <= port < 65536:
                continue
            try:
                self._server = await serve(
                    self._handle, self.bind, port, compression=None, max_size=MAX_FROM_JOINER,
                    max_queue=8, ping_interval=PING_INTERVAL, ping_timeout=PING_TIMEOUT,
                    open_timeout=OPEN_TIMEOUT, close_timeout=2, server_header=None)
            except OSError as e:           # taken, or forbidden (Windows' reserved ranges)
                last = e
                continue
            self.port = self._server.sockets[0].getsockname()[1]
            return
        raise NetworkUnavailable(f"no port could be opened ({last})")

    def addresses(self) -> list:
        return [s.getsockname()[0] for s in self._server.sockets] if self._server else []

    async def _handle(self, ws):
        conn = next(self._ids)
        out: asyncio.Queue = asyncio.Queue()
        self._conns[conn] = (ws, out)
        peer = ws.remote_address[0] if ws.remote_address else "?"
        self._put(("open", conn, str(peer)))
        writer = asyncio.ensure_future(self._write(ws, out))
        try:
            async for frame in ws:
                self._put(("frame", conn, frame))
        except Exception:                 # any close, clean or not, ends the same way
            pass
        finally:
            writer.cancel()
            self._conns.pop(conn, None)
            self._put(("closed", conn))

    async def _write(self, ws, out):
        """One writer per connection: frames go out in the order they were queued."""
        while True:
            item = await out.get()
            try:
                if isinstance(item, tuple):
                    await ws.close(item[0], item[1][:100])
                    return
                await ws.send(item)
            except Exception:
                return

    def _put(self, event):
        self.inbox.put(event)
        self.wake()

    def send(self, conn, text: str) -> None:
        self._loop.soon(self._enqueue, conn, text)

    def close(self, conn, code: int = 1000, reason: str = "") -> None:
        self._loop.soon(self._enqueue, conn, (code, reason))

    def _enqueue(self, conn, item):
        found = self._conns.get(conn)
        if found is not None:
            found[1].put_nowait(item)

    def stop(self) -> None:
        responder, self.responder = self.responder, None
        if responder is not None and responder.transport is not None:
            self._loop.soon(responder.transport.close)
        server, self._server = self._server, None

        async def shut():
            server.close()
            await asyncio.wait_for(server.wait_closed(), 3)
        self._loop.stop(shut() if server is not None else None)


class ClientLink:
    def __init__(self, host: str, port: int, hello, wake=None, seed=None):
        self.uri = f"ws://[{host}]:{port}/" if ":" in host else f"ws://{host}:{port}/"
        self.hello = hello                 # called at each (re)connection: the hello's text
        self.wake = wake or (lambda: None)
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._loop = _Loop("zooloretto-join")
        self._ws = None
        self._stopping = False
        self._task = None
        self._rng = random.Random(seed)
        self.connects = 0

    def start(self) -> "ClientLink":
        self._loop.start()
        self._loop.soon(self._begin)
        return self

    def _begin(self):
        self._task = asyncio.ensure_future(self._run())

    def _put(self, event):
        self.inbox.put(event)
        self.wake()

    async def _run(self):
        from websockets.asyncio.client import connect
        from websockets.exceptions import InvalidStatus
        delay = BACKOFF_FIRST
        while not self._stopping:
            try:
                async with connect(self.uri, compression=None, max_size=MAX_FROM_HOST,
                                   open_timeout=OPEN_TIMEOUT, ping_interval=PING_INTERVAL,
                                   ping_timeout=PING_TIMEOUT, close_timeout=2, proxy=None,
                                   user_agent_header=None) as ws:
                    self._ws, delay = ws, BACKOFF_FIRST
                    self.connects += 1
                    await ws.send(self.hello())
                    self._put(("open",))
                    async for frame in ws:
                        self._put(("frame", frame))
                    code, reason = ws.close_code, ws.close_reason
            except InvalidStatus as e:
                code, reason = 1002, f"not a Zooloretto table ({e})"
            except (OSError, asyncio.TimeoutError) as e:
                code, reason = 1006, str(e) or type(e).__name__
            except Exception as e:         # a closed connection, a protocol error
                code, reason = getattr(self._ws, "close_code", None) or 1006, type(e).__name__
            self._ws = None
            if self._stopping:
                break
            self._put(("closed", code, reason))
            await asyncio.sleep(delay * (0.8 + 0.4 * self._rng.random()))
            delay = min(BACKOFF_MAX, delay * 2)

    def send(self, text: str) -> None:
        self._loop.soon(self._send, text)

    def _send(self, text):
        ws = self._ws
        if ws is not None:
            asyncio.ensure_future(self._send_now(ws, text))

    @staticmethod
    async def _send_now(ws, text):
        try:
            await ws.send(text)
        except Exception:                 # the connection went: the reconnection syncs
            pass

    def stop(self) -> None:
        if self._stopping and not self._loop.thread.is_alive():
            return                         # stopped already
        self._stopping = True

        async def shut():
            ws = self._ws
            if ws is not None:
                await ws.close()
            if self._task is not None:
                self._task.cancel()
        self._loop.stop(shut())
