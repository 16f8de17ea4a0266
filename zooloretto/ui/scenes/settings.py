"""Settings: animation speed, sound, full screen, language, whether money
actions ask first, whether a turn waits for "End turn" and whether Zoomaka offers the people at this
screen a chance to answer others' actions. Every change is saved and takes effect at once."""
from __future__ import annotations

import pygame

from ..settings import ANIMATION_SPEEDS
from ..text import LANGUAGES, LOCALES_DIR
from ..kit import MenuScene, draw_card, unit
from ..navigation import screen


def available_languages() -> list:
    """Languages whose menu catalog exists (the others are not translated yet)."""
    return [lang for lang in LANGUAGES if (LOCALES_DIR / f"menu.{lang}.json").exists()]


def language_name(lang: str) -> str:
    """A language's name in that language itself."""
    import i18n
    return i18n.t("menu.language_name", locale=lang)


@screen("settings")
class SettingsScene(MenuScene):
    background_seed = 13

    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        s = self.app.settings
        rows = [
            ("menu.animation_speed", [(f"menu.speed_{v}", v == s.animation_speed,
                                       lambda v=v: self.set("animation_speed", v), f"speed_{v}")
                                      for v in ANIMATION_SPEEDS]),
            ("menu.sound", self.on_off("sound", s.sound)),
            ("menu.fullscreen", [("menu.on", s.fullscreen, lambda: self.fullscreen(True), "fullscreen_on"),
                                 ("menu.off", not s.fullscreen, lambda: self.fullscreen(False), "fullscreen_off")]),
            ("menu.language", [(language_name(lang), lang == s.language, lambda lang=lang: self.language(lang),
                                f"lang_{lang}") for lang in available_languages()]),
            ("menu.confirm_money", self.on_off("confirm_money_actions", s.confirm_money_actions)),
            ("menu.confirm_turn", self.on_off("confirm_turn", s.confirm_turn)),
            ("menu.answer_offers", self.on_off("answer_offers", s.answer_offers)),
        ]
        card_w = int(min(w - 48 * u, 980 * u))
        row_h = int(72 * u)
        card_h = int(100 * u) + row_h * len(rows)
        self.card = pygame.Rect((w - card_w) // 2, max(int(90 * u), (h - card_h) // 2 - int(30 * u)), card_w, card_h)
        self.label((self.card.x, int(20 * u), self.card.w, int(56 * u)), "menu.settings_heading", cls="@heading")
        pad = int(24 * u)
        label_w = int(card_w * 0.40)
        for i, (key, choices) in enumerate(rows):
            y = self.card.y + pad + i * row_h
            self.label((self.card.x + pad, y, label_w - pad, row_h - int(12 * u)), key, cls="@label")
            space = self.card.w - label_w - pad
            gap = int(10 * u)
            bw = int(min(170 * u, (space - gap * (len(choices) - 1)) / max(1, len(choices))))
            for j, (text, chosen, action, name) in enumerate(choices):
                b = self.button((self.card.x + label_w + j * (bw + gap), y + int(6 * u), bw, row_h - int(24 * u)),
                                text, action, cls="@soft", name=name)
                if chosen:
                    b.select()
        bw, bh = int(220 * u), int(54 * u)
        self.button(((w - bw) // 2, self.card.bottom + int(20 * u), bw, bh), "menu.back", self.back,
                    cls="@menu", name="back")

    def on_off(self, field, value):
        return [("menu.on", value, lambda: self.set(field, True), f"{field}_on"),
                ("menu.off", not value, lambda: self.set(field, False), f"{field}_off")]

    def set(self, field, value):
        setattr(self.app.settings, field, value)
        self.app.settings.save()
        self.rebuild()

    def fullscreen(self, on: bool):
        if self.app.settings.fullscreen != on:
            self.app.set_fullscreen(on)         # as F11 does: saves and rebuilds the top scene
        else:
            self.rebuild()

    def language(self, lang):
        self.app.set_language(lang)             # saves, retranslates and rebuilds

    def paint(self, surface):
        draw_card(surface, self.card, alpha=235, radius=int(20 * unit(self.app)))
