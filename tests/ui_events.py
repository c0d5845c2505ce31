"""Synthetic input for scene tests: what a mouse (or a finger, through SDL's emulation) sends."""
import pygame


def click(pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def motion(pos):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))]


def finger(kind, pos, size, finger_id=0, copies=True):
    """A finger event at window pixel `pos` as SDL posts it, with SDL's mouse copy of it when `copies`
    (many systems send both; the app must act once): tools.monkey's, the one maker of them."""
    from tools.monkey import finger_events
    return finger_events(kind, pos, size, finger=finger_id, copies=copies)


def tap(pos, size, **kw):
    return finger(pygame.FINGERDOWN, pos, size, **kw) + finger(pygame.FINGERUP, pos, size, **kw)


class Pointer:
    """What a player's hand sends for a click or a hover: a mouse's events, or a finger's (a tap for a
    click, SDL's mouse copies with every other one; nothing for a hover, which a finger cannot do)."""

    def __init__(self, kind: str, app):
        self.kind, self.app, self.taps = kind, app, 0

    @property
    def touch(self) -> bool:
        return self.kind == "touch"

    def click(self, pos, button=1):
        if not self.touch or button != 1:
            return click(pos, button)
        self.taps += 1
        return tap(pos, self.app.size, copies=self.taps % 2 == 0)

    def motion(self, pos):
        return [] if self.touch else motion(pos)


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


def open_table(app, state, kinds, *, scene_class=None):
    """The game's table over `state` (seat i played by kinds[i]: "human" or "bot"), over a fresh
    menu; checks it is `scene_class` when given."""
    from scenes.table.game_scene import open_game_scene, seat_defaults
    seats = seat_defaults(state.num_players)
    for i, k in enumerate(kinds):
        seats[i]["kind"] = k
    app.reset("menu")
    scene = open_game_scene(app, state, seats)
    if scene_class is not None:
        assert isinstance(scene, scene_class)
    return scene


def settle(app, scene, frames=3):
    """A few frames, each animation skipped to its end as soon as it starts."""
    for _ in range(frames):
        app.step(1 / 60, [])
        scene.animator.skip_all()


def settle_skipping_first(app, scene, frames=2):
    """The same, but what is already moving is finished before each frame, and after the last."""
    for _ in range(frames):
        scene.animator.skip_all()
        app.step(1 / 60, [])
    scene.animator.skip_all()
