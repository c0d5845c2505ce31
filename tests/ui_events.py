"""Synthetic input for scene tests: what a mouse (or a finger, through SDL's emulation) sends."""
import pygame


def click(pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def motion(pos):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))]


class FakeClock:
    """A clock for app.now that moves only when a test moves it (`clock.t += seconds`)."""

    def __init__(self, start: float = 1000.0):
        self.t = start

    def __call__(self):
        return self.t


def headless_app(tmp_path, monkeypatch, *, menu=True):
    """A headless 1280x720 app in its own data folder, on the menu unless told otherwise."""
    from scenes.shell.app import App
    from scenes.shell.menu import MenuScene
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    a = App(headless=True, surface_size=(1280, 720))
    if menu:
        a.scenes.push(MenuScene(a))
    return a


def clocked_app(tmp_path, monkeypatch, *, menu=True, kiosk=False):
    """The same on a fake clock, computers without a pause (and kiosk mode if asked)."""
    a = headless_app(tmp_path, monkeypatch, menu=False)
    a.now = FakeClock()
    a.last_input = a.now()
    a.settings.bot_delay = 0.0
    a.settings.kiosk = kiosk
    if menu:
        from scenes.shell.menu import MenuScene
        a.scenes.push(MenuScene(a))
    return a
