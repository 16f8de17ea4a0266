"""A save that cannot be opened, told to the player in their language.

The loader's own sentence (English, precise) goes to the log for a bug
report; the player reads the translated sentence for its kind of problem.
"""
import logging

from .text import tr

log = logging.getLogger("zooloretto")


def describe(error) -> str:
    log.info("save refused: %s", error)
    return tr("saves.problem." + getattr(error, "kind", "damaged"))
