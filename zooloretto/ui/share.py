"""Results -> Share: a finished game's talk as a text file anyone can read, and its final
table (every zoo or score sheet with its points) as a PNG, side by side in the shared
folder (paths.shared_dir()). The talk is the table's own, rebuilt from the record
(ui/record_talk.py; each game's portrait.py says which), in the player's language."""
from __future__ import annotations

import logging
import time
from pathlib import Path

import pygame

from .. import paths
from ..zoo.rules.names import safe_text
from .text import tr

log = logging.getLogger("zooloretto")


def talk_lines(session) -> list:
    """Every sentence said at the table during the game, oldest first."""
    return session.rules.portrait().talk_lines(session.record, [s.name for s in session.seats])


def talk_text(session, when: float | None = None) -> str:
    """The text file: the game, its date, who played and scored what, then the talk."""
    game = tr(session.rules.portrait().TITLE)
    date = time.strftime("%Y-%m-%d %H:%M", time.localtime(time.time() if when is None else when))
    lines = [f"{game} · {date}", ""]
    scores = session.rules.final_scores(session.state)
    for i, seat in enumerate(session.seats):
        who = safe_text(seat.name, 40)
        if seat.is_bot:
            who = tr("history.bot_seat", name=who, level=tr(f"menu.level_{seat.level}")
                     if seat.level in ("easy", "medium", "hard") else "?")
        points = tr("history.points", count=scores["players"][i]["total"])
        lines.append(tr("history.share_seat_won" if i in scores["winners"] else "history.share_seat",
                        name=who, points=points))
    lines += ["", tr("history.share_talk"), ""]
    lines += [safe_text(line, 400) for line in talk_lines(session)]
    return "\n".join(lines) + "\n"


def _free_stem(folder: Path, stem: str) -> str:
    n, candidate = 1, stem
    while (folder / f"{candidate}.txt").exists() or (folder / f"{candidate}.png").exists():
        n += 1
        candidate = f"{stem}-{n}"
    return candidate


def export(app, session) -> tuple:
    """Write the talk (.txt) and the final table (.png); their paths. OSError if impossible."""
    from .final_table import table_picture
    folder = paths.ensure(paths.shared_dir())
    now = time.time()
    stem = _free_stem(folder, f"{session.rules.portrait().FILE_STEM}-{time.strftime('%Y-%m-%d-%H%M', time.localtime(now))}")
    text_path, picture_path = folder / f"{stem}.txt", folder / f"{stem}.png"
    text_path.write_text(talk_text(session, now), encoding="utf-8")
    try:
        pygame.image.save(table_picture(app, session), str(picture_path))
    except pygame.error as e:          # a picture that cannot be written is a failed write too
        raise OSError(str(e)) from None
    return text_path, picture_path


def offer(scene) -> None:
    """The Share button of a results screen: export, then say where the files are."""
    try:
        text_path, picture_path = export(scene.app, scene.session)
    except OSError as e:
        log.warning("sharing the game failed: %s", e)
        scene.message("history.share_failed_title",
                      tr("history.share_failed", reason=safe_text(getattr(e, "strerror", None) or str(e), 120)))
        return
    scene.message("history.shared_title", tr("history.shared", folder=safe_text(str(text_path.parent), 200),
                                              text=safe_text(text_path.name, 80),
                                              picture=safe_text(picture_path.name, 80)))
