"""The kit every screen shares: drawing (paint), the one dialog, the menu base."""
from .paint import (ACCENT, CREAM, ERROR, INK, INK_SOFT, arrow, display_font, draw_background,  # noqa: F401
                    draw_card, draw_paragraphs, draw_text, fitting_font, heading_h, large, oid,
                    paragraphs_height, player_colours, safe_art, shade, text_font, unit, wrap)
from .dialog import Dialog  # noqa: F401
from .menu import MenuScene, start_game, to_title  # noqa: F401
