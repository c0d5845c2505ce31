"""Settings: fullscreen, window size, animation speed, sound, curtain, bot pace, hints.

In kiosk mode (events) every setting is locked for staff: each one lasts beyond the visitor who
changed it (the handoff curtain guards the next players' secrets, the pace and hints shape their
game, the mode and fullscreen keep the kiosk a kiosk). Visitors may look, not change. Staff unlock
them for one visit of the screen with a held key chord (StaffLock); the screen only says they are
locked for staff, never how to unlock them (the chord is documented for staff in the README)."""
from __future__ import annotations

import pygame

from scenes.base import Scene
from ui.staff import StaffLock
from game.i18n import N_, _
from ui import language
from ui import settings as settings_mod
from ui import theme
from ui.widgets import Button, draw_lines, finger_px, fit_lines, panel, paper

SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]


LOCKED_REASON = N_("Locked for staff while the kiosk is running.")


def draw_label(surface, label: str, pos, room: int, px: int, row_h: int) -> None:
    """A setting's label at `pos` (its mid-left), `room` wide: shrunk to stay clear of its button,
    and where that would make it much smaller, on two lines."""
    lines, size = fit_lines(label, "text", px, room, row_h, split_under=px * 0.8)
    draw_lines(surface, lines, "text", size, theme.INK, pos)


def language_name(choice: str) -> str:
    """A language as the Settings list names it: in its own language; "System" with the one it means."""
    if choice in language.LANGUAGES:
        return language.LANGUAGES[choice]
    return _("System ({language})").format(language=language.LANGUAGES[language.system_language()])


def on_off(v: bool) -> str:
    # Translators: a setting's state, on its button
    return _("On") if v else _("Off")


def big_screen_word(value: str) -> str:
    """The Big screen setting's state on its button."""
    if value == "auto":
        # Translators: the Big screen setting's state: on in kiosk mode, off otherwise
        return _("Auto (on in kiosk mode)")
    return on_off(value == "on")


def seconds(value: float) -> str:
    """"0.6 s": a number of seconds on a setting's button."""
    # Translators: a number of seconds
    return _("{n} s").format(n=f"{value:g}")


def percent(value: int) -> str:
    """"70%": the sound volume on its button."""
    # Translators: a percentage (the sound volume)
    return _("{n}%").format(n=value)


def times(value: float) -> str:
    """"1.5x": the animation speed on its button."""
    # Translators: how many times the usual speed ("1.5x")
    return _("{n}x").format(n=f"{value:g}")


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.rows: list[tuple[str, Button, Button | None]] = []
        self.back = Button(N_("Back"), self.close, style="primary", hotkey=pygame.K_ESCAPE)
        self.bg = None
        self.staff = StaffLock(app)

    def language_changed(self):
        self.rebuild()

    def close(self):
        self.app.save_settings()
        self.app.audio.set_volume(self.app.settings.volume, self.app.settings.muted)
        self.app.scenes.pop()

    def enter(self):
        self.rebuild()

    def rebuild(self):
        s = self.app.settings

        def cycle(values, current, apply):
            def go():
                idx = values.index(current) if current in values else -1
                apply(values[(idx + 1) % len(values)])
                self.app.save_settings()
                self.rebuild()
            return go

        def set_attr(name):
            return lambda v: setattr(s, name, v)

        size_now = (s.window_w, s.window_h)
        locked = self.staff.locked

        def staff_only(button: Button) -> Button:
            """In kiosk mode a setting waits for the staff gesture."""
            if locked:
                button.enabled = False
                button.reason = LOCKED_REASON
            return button

        def choose_language(code):
            s.language = code
            self.app.set_language(code)

        choices = [language.SYSTEM, *language.LANGUAGES]
        self.rows = [
            (_("Language"), Button(language_name(s.language), cycle(choices, s.language, choose_language),
                                   style="secondary"), None),
            (_("Fullscreen") if s.kiosk else _("Fullscreen (F11)"),
             staff_only(Button(on_off(s.fullscreen), lambda: (self.app.set_fullscreen(not s.fullscreen),
                                                             self.app.save_settings(), self.rebuild()),
                               style="secondary")), None),
            (_("Window size"), staff_only(Button(f"{size_now[0]} x {size_now[1]}",
                                              cycle(SIZES, size_now, lambda v: self.app.set_window_size(*v)),
                                              style="secondary", enabled=not s.fullscreen,
                                              reason=N_("Leave fullscreen to choose a window size."))),
             None),
            (_("Animation speed"), Button(times(s.animation_speed), cycle(list(settings_mod.ANIMATION_SPEEDS),
                                                                        s.animation_speed, set_attr("animation_speed")),
                                       style="secondary"), None),
            (_("Sound volume"), Button(percent(round(s.volume * 100)),
                                       cycle([0.0, 0.2, 0.4, 0.6, 0.7, 0.8, 1.0], s.volume, set_attr("volume")),
                                       style="secondary"), None),
            (_("Mute"), Button(on_off(s.muted), lambda: (setattr(s, "muted", not s.muted), self.app.save_settings(),
                                                       self.rebuild()), style="secondary"), None),
            (_("Handoff curtain between players"), Button(on_off(s.handoff_curtain), lambda: (
                setattr(s, "handoff_curtain", not s.handoff_curtain), self.app.save_settings(), self.rebuild()),
                style="secondary"), None),
            (_("Computer pace (seconds per move)"), Button(seconds(s.bot_delay), cycle(list(settings_mod.BOT_DELAYS),
                                                                                  s.bot_delay, set_attr("bot_delay")),
                                                       style="secondary"), None),
            (_("Expert computer: thinking time"), Button(seconds(s.expert_seconds), cycle(
                list(settings_mod.EXPERT_SECONDS), s.expert_seconds, set_attr("expert_seconds")),
                style="secondary"), None),
            # in kiosk mode the label does not tell visitors the way out
            (_("Kiosk mode (for events)") if s.kiosk else _("Kiosk mode (events; Ctrl+Shift+Q quits)"),
             staff_only(Button(on_off(s.kiosk), lambda: (setattr(s, "kiosk", not s.kiosk), self.app.save_settings(),
                                                          self.rebuild()), style="secondary")), None),
            (_("Demo after the menu sits idle"),
             staff_only(Button(seconds(s.attract_after_s) if s.attract_after_s else N_("Never"),
                               cycle([30, 60, 90, 180, 0], s.attract_after_s, set_attr("attract_after_s")),
                               style="secondary")), None),
            # the texts sized for a screen watched from across a room (a 40th of the height at least)
            (_("Big screen (read from across the room)"),
             staff_only(Button(big_screen_word(s.big_screen), cycle(list(settings_mod.BIG_SCREEN), s.big_screen,
                                                                   set_attr("big_screen")), style="secondary")),
             None),
            (_("First-game hints"), Button(on_off(s.hints), lambda: (setattr(s, "hints", not s.hints),
                                                                  self.app.save_settings(), self.rebuild()),
                                        style="secondary"), None),
        ]
        if locked:   # a visitor's change would outlast their visit: every row waits for staff
            for _unused, button, _unused in self.rows:
                staff_only(button)
        self.app.audio.set_volume(s.volume, s.muted)
        self.layout(self.size if self.size != (0, 0) else self.app.size)
        self.app.dirty = True

    def layout(self, size):
        super().layout(size)
        w, h = size
        self.bg = None
        # every row fits above Back, its button a fingertip high (widgets.finger_px): in two columns
        # when one would be too tall for that
        finger = finger_px(h)
        cols = 1 if len(self.rows) * (finger + 6) <= h * 0.66 else 2
        per_col = -(-len(self.rows) // cols)
        row_h = int(min(h * 0.068, h * 0.66 / max(1, per_col)))
        self.row_h = row_h
        bh = max(row_h - row_h // 4, min(row_h - 4, finger))
        pad = int(h * 0.03)
        label_px = int(h * 0.032)
        widest = max((theme.width(label, "text", label_px) for label, _b, _unused in self.rows), default=0)
        if cols == 1:
            # three fifths of the width, or as much more (up to nearly all of it) as the longest label
            # wants at its size beside its button
            bw, margins = int(w * 0.2), int(h * 0.04) + int(h * 0.015) + pad
            box_w = max(int(w * 0.6), min(int(w * 0.94), widest + bw + margins))
        else:
            box_w = int(w * 0.94)
            bw = min(int(w * 0.2), int((box_w - pad) / 2 * 0.42))
        col_w = (box_w - pad * (cols - 1)) // cols
        self.box = pygame.Rect((w - box_w) // 2, int(h * 0.14), box_w, row_h * per_col + pad)
        self.label_pos = []
        for i, (label, b, _unused) in enumerate(self.rows):
            col, row = divmod(i, per_col)
            left = self.box.x + col * (col_w + pad)
            y = self.box.y + int(h * 0.015) + row * row_h
            b.rect = pygame.Rect(left + col_w - bw - pad, y + (row_h - bh) // 2, bw, bh)
            self.label_pos.append((left + int(h * 0.04), y + row_h // 2))
        self.back.rect = pygame.Rect(w // 2 - int(h * 0.14), h - int(h * 0.13), int(h * 0.28), int(h * 0.075))

    def update(self, dt):
        if self.staff.update():
            self.app.toast(_("Staff settings unlocked."), "info", 3)
            self.rebuild()

    def animating(self):
        return self.staff.holding()   # keep the loop turning while the chord is held

    def handle(self, event):
        if self.staff.handle(event):
            return
        if self.back.handle(event, self.app):
            return
        for _unused, b, _unused in self.rows:
            if b.handle(event, self.app):
                return

    def draw(self, surface):
        w, h = self.size
        paper(self, surface)
        title = theme.text(_("Settings"), "title", int(h * 0.08), theme.TERRACOTTA_DARK)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.09))))
        panel(surface, self.box, radius=14)
        for (label, b, _unused), pos in zip(self.rows, self.label_pos):
            room = b.rect.x - pos[0] - int(h * 0.015)
            draw_label(surface, label, pos, room, int(h * 0.032), self.row_h)
            b.draw(surface)
        if self.staff.locked:
            note = theme.text(_("Settings are locked for staff while the kiosk is running."), "text",
                              max(12, int(h * 0.026)), theme.INK_SOFT)
            surface.blit(note, note.get_rect(midtop=(w // 2, self.box.bottom + int(h * 0.015))))
        self.back.draw(surface)
