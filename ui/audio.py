"""Sound effects with a silent fallback: no audio device, no file, no mixer -> no sound, no crash."""
from __future__ import annotations

import pygame

from ui.paths import resource

SOUNDS = ("click", "flip", "dig", "place", "score", "error", "dam")

# Samples per mixing buffer. The mixer wakes once a buffer even in silence: at pygame's 512 that was
# about half of the idle app's CPU (1.3% of a core against 0.7% without a mixer); 2048 (46 ms at
# 44.1 kHz) costs a third as much and still plays a click with the press that made it.
BUFFER = 2048


def pre_init() -> None:
    """Set the mixer's buffer before pygame.init opens the audio device."""
    try:
        pygame.mixer.pre_init(buffer=BUFFER)
    except (pygame.error, AttributeError):
        pass


class Audio:
    def __init__(self, volume: float = 0.7, muted: bool = False):
        self.volume = volume
        self.muted = muted
        self.available = False
        self.sounds: dict[str, pygame.mixer.Sound | None] = {}   # loaded on first use (_sound)
        self.problem = ""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(buffer=BUFFER)
            self.available = True
        except (pygame.error, NotImplementedError, OSError) as exc:
            self.problem = str(exc) or "no audio device"
            return
        self.set_volume(volume, muted)

    def _sound(self, name: str):
        """The effect `name`, loaded when first played (loading all of them delayed the first frame);
        None when it is missing or unreadable (asked once)."""
        if name not in self.sounds:
            s = None
            if name in SOUNDS:
                try:
                    s = pygame.mixer.Sound(str(resource("sounds", name + ".wav")))
                    s.set_volume(0.0 if self.muted else self.volume)
                except (pygame.error, FileNotFoundError, OSError):
                    s = None
            self.sounds[name] = s
        return self.sounds[name]

    def set_volume(self, volume: float, muted: bool) -> None:
        self.volume, self.muted = volume, muted
        for s in self.sounds.values():
            if s is not None:
                s.set_volume(0.0 if muted else volume)
        if self.available:
            try:
                pygame.mixer.music.set_volume(0.0 if muted else volume * 0.5)
            except pygame.error:
                pass

    def music(self, name: str | None) -> None:
        """Loop assets/sounds/<name>.wav as background music (None stops it); silent without audio."""
        if not self.available:
            return
        try:
            if name is None:
                pygame.mixer.music.fadeout(400)
                self.current_music = None
                return
            if getattr(self, "current_music", None) == name and pygame.mixer.music.get_busy():
                return
            pygame.mixer.music.load(str(resource("sounds", name + ".wav")))
            pygame.mixer.music.set_volume(0.0 if self.muted else self.volume * 0.5)
            pygame.mixer.music.play(-1, fade_ms=800)
            self.current_music = name
        except (pygame.error, FileNotFoundError, OSError):
            pass

    def play(self, name: str) -> None:
        if not self.available or self.muted:
            return
        s = self._sound(name)
        if s is not None:
            try:
                s.play()
            except pygame.error:
                pass
