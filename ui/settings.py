"""Player settings: a small versioned JSON file in the data folder."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.i18n import _
from ui import storage
from ui.paths import data_dir

VERSION = 1
ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)
BOT_DELAYS = (0.2, 0.6, 1.0, 1.6)
EXPERT_SECONDS = (0.5, 1.0, 2.0)
ATTRACT_MIN_S, ATTRACT_MAX_S = 30, 3600
BIG_SCREEN = ("auto", "on", "off")


@dataclass
class Settings:
    fullscreen: bool = False
    window_w: int = 1280
    window_h: int = 720
    animation_speed: float = 1.0
    volume: float = 0.7
    muted: bool = False
    handoff_curtain: bool = True
    bot_delay: float = 0.6        # seconds a bot waits before its move, so humans can follow
    hints: bool = True
    kiosk: bool = False
    attract_after_s: int = 90
    expert_seconds: float = 1.0   # the expert computer's thinking time per move
    language: str = "system"      # "system" (the operating system's, else English) or a language's code
    big_screen: str = "auto"      # "on", "off", or "auto": on in kiosk mode (a screen watched from metres away)

    @classmethod
    def from_json(cls, data) -> "Settings":
        s = cls()
        if not isinstance(data, dict):
            return s
        for f in fields(cls):
            if f.name in data and isinstance(data[f.name], type(getattr(s, f.name))):
                setattr(s, f.name, data[f.name])
            elif f.name in data and isinstance(getattr(s, f.name), float) and isinstance(data[f.name], int):
                setattr(s, f.name, float(data[f.name]))
        s.window_w = max(640, min(7680, s.window_w))
        s.window_h = max(360, min(4320, s.window_h))
        s.volume = max(0.0, min(1.0, s.volume))
        s.animation_speed = max(0.25, min(8.0, s.animation_speed))
        s.bot_delay = max(0.0, min(5.0, s.bot_delay))
        s.expert_seconds = max(0.2, min(5.0, s.expert_seconds))
        # 0 is "never"; anything else is at least half a minute (a few seconds, or a negative number,
        # sent the menu into the demo after every click, and Settings could never be reached)
        s.attract_after_s = 0 if s.attract_after_s == 0 else max(ATTRACT_MIN_S, min(ATTRACT_MAX_S, s.attract_after_s))
        if s.big_screen not in BIG_SCREEN:
            s.big_screen = "auto"
        from ui.language import LANGUAGES, SYSTEM
        if s.language not in (SYSTEM, *LANGUAGES):
            s.language = SYSTEM
        return s


def settings_path() -> Path:
    return data_dir() / "settings.json"


def load() -> tuple[Settings, str | None]:
    """The saved settings (defaults if none) and a message for the player if the file was damaged."""
    try:
        data = storage.read_json(settings_path(), "settings file")
    except storage.Damaged as exc:
        return Settings(), exc.message + " " + _("Default settings are in use.")
    if data is None:
        return Settings(), None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        kept = storage.set_aside(settings_path())
        return Settings(), _("The settings file was from another version and was set aside.") if kept else None
    return Settings.from_json(data.get("settings")), None


def save(settings: Settings) -> str | None:
    try:
        storage.write_json(settings_path(), {"version": VERSION, "settings": asdict(settings)})
        return None
    except OSError as exc:
        # Translators: {why} is the system's own words for the failure (in brackets).
        return _("Settings could not be saved ({why}).").format(why=exc.strerror or exc)
