#!/usr/bin/env python3
"""Draw the program's icon: zooloretto/assets/icon.png (256 px, window and Linux menu)
and icon.ico (16-256 px, the Windows program). A cream tile card with the Twemoji
elephant, as the game draws its tiles. Reproducible: python3 tools/make_icon.py"""
from __future__ import annotations

import io
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _venv import ROOT, ensure  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_bytes(surface) -> bytes:
    import pygame
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(pngs: list[tuple[int, bytes]]) -> bytes:
    """An .ico whose images are PNGs (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in pngs:
        side = 0 if size >= 256 else size          # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icon_surface(size: int):
    from zooloretto.ui import art
    return art.tile("elephant", size)


def main() -> int:
    if os.environ.get("ZOOLORETTO_ICON_CHILD") != "1":    # run inside .venv, where pygame is
        import subprocess
        py = ensure()
        env = dict(os.environ, ZOOLORETTO_ICON_CHILD="1", SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        return subprocess.run([str(py), __file__], env=env, cwd=ROOT).returncode
    import pygame
    sys.path.insert(0, str(ROOT))
    pygame.init()
    out = ROOT / "zooloretto" / "assets"
    (out / "icon.png").write_bytes(png_bytes(icon_surface(256)))
    (out / "icon.ico").write_bytes(ico_bytes([(s, png_bytes(icon_surface(s))) for s in ICO_SIZES]))
    print(f"wrote {out / 'icon.png'} and {out / 'icon.ico'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
