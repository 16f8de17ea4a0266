"""The host's limits on what one connection or one address may do, on an injected clock
(seconds, any origin): a token bucket per connection and a lockout after wrong codes."""
from __future__ import annotations

RATE = 20.0                 # messages per second a connection may keep up
BURST = 40                  # and this many at once
WRONG_CODES = 5             # wrong join codes per address in WRONG_WINDOW seconds...
WRONG_WINDOW = 60.0
LOCKOUT = 60.0              # ...then its hellos are refused this long
HELLO_WITHIN = 5.0          # seconds a new connection has to say hello
MAX_CONNECTIONS = 16


class Bucket:
    """A token bucket: allow() says whether one more message fits now."""

    def __init__(self, now: float, rate: float = RATE, burst: int = BURST):
        self.rate, self.burst = rate, burst
        self.tokens, self.at = float(burst), now

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class CodeGuard:
    """Counts wrong join codes per address; an address past the limit is locked out."""

    def __init__(self):
        self._wrong: dict = {}          # address -> times of wrong codes in the window
        self._locked: dict = {}         # address -> until when

    def locked(self, address: str, now: float) -> bool:
        until = self._locked.get(address)
        if until is None:
            return False
        if now >= until:
            del self._locked[address]
            return False
        return True

    def wrong(self, address: str, now: float) -> None:
        times = [t for t in self._wrong.get(address, []) if now - t < WRONG_WINDOW]
        times.append(now)
        if len(times) >= WRONG_CODES:
            self._locked[address] = now + LOCKOUT
            times = []
        self._wrong[address] = times
        if len(self._wrong) > 4096:         # a flood of addresses cannot grow it for ever
            self._wrong.clear()
