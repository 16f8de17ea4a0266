"""Work that would stop the window's frames, done on a thread: reading the saves for the
History and the Statistics. The screen looks at `done` at each wake-up and takes `result`;
tests wait for it (`wait()`, a join: no clock)."""
from __future__ import annotations

import logging
import threading

log = logging.getLogger("zooloretto")


class Job:
    """`work(progress)` on its own daemon thread; `progress(done, total)` may be called by it.
    With `Job.inline` (tests that replay a run from a seed) the work is done at once, here:
    a thread's timing would change what the screen shows at a given frame."""

    inline = False

    def __init__(self, work, name: str = "history"):
        self.result = None
        self.failed: BaseException | None = None
        self.progress = (0, 0)
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(work,), name=name, daemon=True)
        if self.inline:
            self._thread.run()
        else:
            self._thread.start()

    def _run(self, work):
        try:
            self.result = work(self._told)
        except Exception as e:          # told on the screen as a failed reading, never raised
            log.exception("reading the games failed")
            self.failed = e
        finally:
            self._finished.set()

    def _told(self, done: int, total: int) -> None:
        self.progress = (done, total)

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def wait(self) -> None:
        self._finished.wait()
