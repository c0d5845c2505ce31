"""The application: window, settings, audio, toasts, the scene stack and the one main loop."""
from __future__ import annotations

import os
import sys
import time

import pygame

from scenes.shell import screens
from ui import assets
from ui import datalock
from ui import dirty
from ui import savegame
from ui import settings as settings_mod
from ui import stopping
from ui import surfcache
from ui import audio as audio_mod
from ui import language
from ui import theme
from ui import touch as touch_mod
from game.i18n import _
from ui.audio import Audio
from ui.paths import data_dir, resource
from ui.widgets import Toasts

from ui.version import VERSION  # noqa: F401  (kept importable here)

PROBE = bool(os.environ.get("DIGSITE_PROBE"))   # the end-to-end tests read each frame's state
MIN_SIZE = (960, 540)   # the smallest window every screen is laid out for (README: any shape above it)


SWITCH_INTERVAL_S = 0.001


class App:
    curtain_gate_s = 0.5    # the handoff curtain ignores input this long after it shows
    handoff_hold_s = 0.35   # the table ignores presses this long after the seat to act changed
    def __init__(self, *, size=None, fullscreen=None, headless=False, surface_size=None):
        # the data folder is this window's, or another running copy's (then this one only reads it)
        self.data_holder = datalock.acquire()
        # a settings file that cannot be used gives way to the defaults, whose language is the
        # system's: what is said about it is said in that language
        language.use(language.SYSTEM)
        self.settings, settings_problem = settings_mod.load()
        # what the command line chose for this run only: setting -> (the run's value, the saved value)
        self.run_only: dict[str, tuple] = {}
        if size:
            self.override("window_w", size[0])
            self.override("window_h", size[1])
        if fullscreen is not None:
            self.override("fullscreen", fullscreen)
        self.headless = headless
        self.problems: list[str] = []
        self.language = language.use(self.settings.language, self.log_problem)
        audio_mod.pre_init()
        pygame.init()
        dirty.note_drawing()     # pygame.draw on the off-screen picture notes where it draws
        if not getattr(pygame, "IS_CE", False):
            raise SystemExit("Dig Site needs pygame-ce (pip install pygame-ce), not plain pygame.")
        pygame.display.set_caption(_("Dig Site"))
        try:
            pygame.display.set_icon(pygame.image.load(str(resource("icon.png"))))
        except (pygame.error, FileNotFoundError, OSError):
            pass
        self.window = None
        self.screen = None
        self.view = None     # (scale, offset, size) when a small window shows a scaled picture
        self._shown: tuple = ()         # the screens the last frame drew (ui/dirty.py)
        self._flashed: list = []        # DIGSITE_DIRTY=flash: the outlines to put right
        if headless:
            # A real (dummy) display is still set so convert() works; we draw off-screen.
            self.window = pygame.display.set_mode((1, 1))
            self.screen = pygame.Surface(surface_size or (self.settings.window_w, self.settings.window_h))
            self.settings.window_w, self.settings.window_h = self.screen.get_size()
        else:
            self._set_mode()
        self.audio = Audio(self.settings.volume, self.settings.muted)
        self.toasts = Toasts()
        self.touch = touch_mod.Touch(self)   # fingers as the pointer (ui/touch.py)
        self.net_host = None                 # this app's host for network tables, once one is opened
        self.net_address = ""                # the network address typed last on the Join a table screen
        self.net_port: int | None = None     # the port to host on (None: net.protocol.PORT; tests: 0, any free one)
        from scenes.base import SceneManager
        self.scenes = SceneManager(self)
        theme.big_screen(self.big_screen_on())
        self.clock = pygame.time.Clock()
        # A computer's search runs in a worker thread and holds the interpreter until the switch
        # interval (5 ms by default) runs out whenever the drawing thread wants it back; a frame asks
        # for it several times, so frames drawn while the expert thinks waited up to 5 ms each time.
        sys.setswitchinterval(SWITCH_INTERVAL_S)
        self.running = True
        self.dirty = True
        self.now = time.monotonic          # the clock for idle timers (tests put a fake one here)
        self.last_input = self.now()
        self.featured_game: str | None = None   # the game attract mode showed last ("Play now")
        self.frames = 0
        self.wakeups: list[float] = []      # app.now() times at which something is due (see wake_at)
        self.was_busy = False               # the frame after the last busy one is drawn too
        if settings_problem:
            self.toast(settings_problem, "info", 7)
        if not self.data_holder.owner:
            self.toast(self.data_holder.message, "warn", 12)
        else:
            self._settle_finished_game()

    @property
    def read_only(self) -> bool:
        """Another running copy owns the data folder: this window saves nothing (ui/datalock.py)."""
        return not self.data_holder.owner

    def _settle_finished_game(self) -> None:
        """A game that ended while the app was being stopped is still in the autosave: count it and
        keep it for replay now (once), then the autosave goes."""
        try:
            problem = savegame.settle_finished()
        except Exception as exc:   # never a dead start
            problem = None
            self.log_problem(f"recording a finished game at start failed: {exc!r}")
        if problem:
            self.toast(problem, "warn", 6)

    # ---- window -----------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _set_mode(self):
        if self.settings.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            w, h = self.settings.window_w, self.settings.window_h
            self.window = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            try:   # a window manager keeps it from being dragged smaller than the smallest layout
                pygame.Window.from_display_module().minimum_size = (min(w, MIN_SIZE[0]), min(h, MIN_SIZE[1]))
            except Exception:
                pass
        self._fit_screen()

    # Below MIN_SIZE (a small screen, a window asked for that small, or no window manager to keep
    # it from shrinking) the screens are not squeezed: they are laid out on a picture of at least
    # MIN_SIZE with the window's shape, scaled down into the window (with bands if the shape is
    # extreme), and the pointer is scaled back.
    MAX_SHAPE = 3.0   # widest (and, inverted, tallest) shape the picture takes before bands

    def _fit_screen(self) -> None:
        ww, wh = (max(1, v) for v in self.window.get_size())
        if ww >= MIN_SIZE[0] and wh >= MIN_SIZE[1]:
            # drawn off-screen, only the changed places presented (ui/dirty.py); or, turned off, on
            # the window itself
            self.screen = dirty.DirtyScreen(self.window.get_size(), self.window) if dirty.ON else self.window
            self.view = None
            return
        f = max(MIN_SIZE[0] / ww, MIN_SIZE[1] / wh)
        lw, lh = max(MIN_SIZE[0], round(ww * f)), max(MIN_SIZE[1], round(wh * f))
        lw = min(lw, int(lh * self.MAX_SHAPE))
        lh = min(lh, int(lw * self.MAX_SHAPE))
        if self.screen is self.window or self.screen is None or self.screen.get_size() != (lw, lh):
            self.screen = pygame.Surface((lw, lh)).convert()
        scale = min(ww / lw, wh / lh)
        tw, th = max(1, round(lw * scale)), max(1, round(lh * scale))
        self.view = (scale, ((ww - tw) // 2, (wh - th) // 2), (tw, th))

    def to_screen(self, pos) -> tuple[int, int]:
        """A point of the window on the picture the screens draw (the same point unless scaled)."""
        if self.view is None:
            return int(pos[0]), int(pos[1])
        scale, (ox, oy), _unused = self.view
        return int((pos[0] - ox) / scale), int((pos[1] - oy) / scale)

    def mouse_pos(self) -> tuple[int, int]:
        """Where the pointer is on the picture: the mouse, or the finger that touched last."""
        return self.to_screen(self.touch.pos if self.touch.in_use else pygame.mouse.get_pos())

    def _scaled_event(self, event):
        if self.view is None or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return event
        data = dict(event.dict)
        data["pos"] = self.to_screen(event.pos)
        if "rel" in data:
            scale = self.view[0]
            data["rel"] = (int(data["rel"][0] / scale), int(data["rel"][1] / scale))
        return pygame.event.Event(event.type, data)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if not self.headless:
            self._set_mode()
        self.scenes.relayout()
        self.dirty = True

    def set_window_size(self, w: int, h: int) -> None:
        self.settings.window_w, self.settings.window_h = w, h
        if self.headless:
            self.screen = pygame.Surface((w, h))
        elif not self.settings.fullscreen:
            self._set_mode()
        self.scenes.relayout()
        self.dirty = True

    def override(self, name: str, value) -> None:
        """Use `value` for the setting `name` in this run only (a command-line flag such as --kiosk):
        the settings file keeps what it had, unless the player changes that setting themselves."""
        stored = self.run_only[name][1] if name in self.run_only else getattr(self.settings, name)
        self.run_only[name] = (value, stored)
        setattr(self.settings, name, value)

    def settings_to_keep(self) -> settings_mod.Settings:
        """The settings as they are written: a setting still at its command-line value keeps the
        value it had in the file."""
        import dataclasses
        kept = dataclasses.replace(self.settings)
        for name, (value, stored) in self.run_only.items():
            if getattr(kept, name) == value:
                setattr(kept, name, stored)
        return kept

    def save_settings(self) -> None:
        problem = settings_mod.save(self.settings_to_keep())
        if problem:
            self.toast(problem, "warn")

    # ---- messages ---------------------------------------------------------------------------
    # ---- screens by name (scenes/shell/screens.py) ----------------------------------------------
    def build(self, name: str, *args, **kwargs):
        """A new scene of the named screen (not shown yet)."""
        return screens.build(self, name, *args, **kwargs)

    def push(self, name: str, *args, **kwargs):
        """Show the named screen above the current one; returns it."""
        scene = self.build(name, *args, **kwargs)
        self.scenes.push(scene)
        return scene

    def replace(self, name: str, *args, **kwargs):
        """Show the named screen in place of the current one; returns it."""
        scene = self.build(name, *args, **kwargs)
        self.scenes.replace(scene)
        return scene

    def reset(self, name: str, *args, **kwargs):
        """Clear the stack and show the named screen; returns it."""
        scene = self.build(name, *args, **kwargs)
        self.scenes.reset(scene)
        return scene

    def start(self, name: str, *args, **kwargs):
        """Begin something that arranges the stack itself (a demo game, a tutorial...)."""
        return screens.start(self, name, *args, **kwargs)

    def toast(self, message: str, kind: str = "warn", seconds: float = 3.5) -> None:
        self.toasts.show(message, kind, seconds)
        if kind == "warn":
            self.audio.play("error")
        self.dirty = True

    def set_language(self, choice: str) -> None:
        """Speak `choice` ("system" or a language's code) from now on: every screen is laid out and
        drawn again in its words at once; a game in progress goes on (it holds no text)."""
        self.language = language.use(choice, self.log_problem)
        pygame.display.set_caption(_("Dig Site"))
        surfcache.drop_all()          # pictures with words in them are made again
        self.scenes.language_changed()
        self.dirty = True

    def log_problem(self, text: str) -> None:
        """Append to the log file in the data folder (never raises)."""
        self.problems.append(text)
        try:
            path = data_dir() / "digsite.log"
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "a", encoding="utf-8") as fh:
                fh.write(f"[{time.strftime('%Y-%m-%dT%H:%M:%S')}] {text}\n")
        except OSError:
            pass

    # ---- loop ---------------------------------------------------------------------------------
    def wake_at(self, when: float) -> None:
        """Ask for a redraw at `when` (on the app's clock): a timer, a delayed dialog, a gate that
        opens. The idle loop sleeps only until the earliest of these, so nothing waits for the mouse."""
        if when not in self.wakeups:
            self.wakeups.append(when)
            self.wakeups.sort()

    def wake_in(self, seconds: float) -> None:
        self.wake_at(self.now() + max(0.0, seconds))

    def _due_wakeups(self) -> bool:
        now = self.now()
        due = False
        while self.wakeups and self.wakeups[0] <= now:
            self.wakeups.pop(0)
            due = True
        return due

    def idle_timeout_ms(self) -> int:
        """How long the idle loop may sleep: until the next wake-up, at most a quarter second (the
        idle timers of kiosk and demo mode are checked that often)."""
        if not self.wakeups:
            return 250
        return max(1, min(250, int((self.wakeups[0] - self.now()) * 1000) + 1))

    def handle_global(self, event) -> bool:
        """Window-level input; True if consumed."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_q and \
                (event.mod & pygame.KMOD_CTRL) and (event.mod & pygame.KMOD_SHIFT):
            self.quit(force=True)   # the one way out of kiosk mode
            return True
        if event.type == pygame.QUIT:
            if not self.settings.kiosk:
                self.quit()
            return True
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.headless:
            self.window = pygame.display.get_surface()
            self._fit_screen()
            if not self.settings.fullscreen:
                self.settings.window_w, self.settings.window_h = self.window.get_size()
            self.scenes.relayout()
            self.dirty = True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11 and not self.settings.kiosk:
            self.set_fullscreen(not self.settings.fullscreen)
            self.save_settings()
            return True
        return False

    def quit(self, force: bool = False, *, keep_art: bool = True):
        if self.settings.kiosk and not force:
            return
        top = self.scenes.top
        if top is not None and hasattr(top, "before_quit"):
            top.before_quit()
        if keep_art:   # the art rendered this session is kept for the next start (a shutdown skips it)
            assets.flush_pending(None)
        self.stop_network()
        self.running = False

    def network_host(self):
        """This app's host for network tables (net/server.py's Embedded), started at the first table
        opened: on port 8765 for every address of the machine, or on any free port if another
        program has that one. Its tables are written to the data folder after every move, so a host
        restarted with the app continues them."""
        if self.net_host is None:
            from net.protocol import PORT
            from net.server import Embedded
            from ui import paths
            save = paths.data_dir() / "tables"
            try:
                self.net_host = Embedded(port=self.net_port if self.net_port is not None else PORT,
                                         save_dir=save).start()
            except OSError:
                self.net_host = Embedded(port=0, save_dir=save).start()
        return self.net_host

    def stop_network(self) -> None:
        if self.net_host is not None:
            host, self.net_host = self.net_host, None
            try:
                host.stop(timeout=2.0)
            except Exception as exc:   # leaving never fails over the network's ending
                self.log_problem(f"stopping the network host failed: {exc!r}")

    def big_screen_on(self) -> bool:
        """Texts sized for a screen watched from across a room: the Big screen setting, which by
        default follows kiosk mode."""
        s = self.settings
        return s.big_screen == "on" or (s.big_screen == "auto" and s.kiosk)

    def step(self, dt: float, events) -> None:
        """One frame: input, update, draw. Used by the loop, the smoke test and the tests."""
        self.scenes.collect_left()
        if self.big_screen_on() != theme.big_screen():   # the setting, or kiosk mode, changed
            theme.big_screen(self.big_screen_on())
            self.scenes.relayout()
            self.dirty = True
        for event in [e for raw in events for e in self.touch.translate(raw)]:
            event = self._scaled_event(event)
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEMOTION,
                              pygame.MOUSEWHEEL, pygame.FINGERDOWN):
                self.last_input = self.now()
                self.dirty = True
            if self.handle_global(event):
                continue
            top = self.scenes.top
            if top is not None:
                top.handle(event)
            if not self.running:
                return
        self.touch.update()
        if self._due_wakeups():
            self.dirty = True
        problem = savegame.take_problem()   # a background autosave that failed
        if problem:
            self.toast(problem, "warn", 5)
        self.toasts.update(dt)
        top = self.scenes.top
        if top is not None:
            top.update(dt)
        busy = self.busy()
        # the frame after the last busy one is drawn as well: an animation's end state, a dialog that
        # update() opened when the animation finished, a toast that just faded out
        if busy or self.was_busy:
            self.draw()
        self.was_busy = busy

    def draw(self) -> None:
        screen = self.screen
        tracked = isinstance(screen, dirty.DirtyScreen)
        visible = self.scenes.visible()
        if tracked:
            shown = tuple(id(s) for s in visible)
            if shown != self._shown:          # another screen, or one more or less over it
                screen.redraw_whole()
                self._shown = shown
            screen.begin_frame()
        for scene in visible:
            scene.draw(screen)
        # the messages keep off what the top screen says must stay readable (a tutorial's note)
        keep = getattr(self.scenes.top, "toast_keep_clear", None)
        self.toasts.draw(screen, keep() if callable(keep) else ())
        self.touch.draw(screen)
        self.frames += 1
        self.dirty = False
        if tracked:
            places = screen.end_frame()
            if not self.headless:
                self._flashed = dirty.present(self.window, screen, places, self._flashed)
        else:
            if self.view is not None and self.window is not None:
                _scale, offset, size = self.view
                self.window.fill((0, 0, 0))
                self.window.blit(pygame.transform.smoothscale(self.screen, size), offset)
            if not self.headless:
                pygame.display.flip()
        # the e2e tests' state dump (ui/probe.py): loaded only when DIGSITE_PROBE asks for it (or a
        # test has loaded it); it writes only when its PATH names a file
        probe = sys.modules.get("ui.probe")
        if probe is None and PROBE:
            from ui import probe
        if probe is not None:
            probe.after_frame(self)
        if self.frames == 1 and os.environ.get("DIGSITE_FIRST_FRAME_EXIT"):
            # start-up benchmark: the first menu frame is on screen; say when, and leave at once
            print(f"first-frame {time.time():.4f}", flush=True)
            if self.scenes.top is not None:
                self.scenes.top.update(0.0)   # what the next loop turn would do (e.g. cache the menu)
            assets.flush_pending(None)        # and the idle turns after it (the art cache)
            os._exit(0)
        if self.frames == 1:
            # after the first frame, not before it (ctypes costs a few milliseconds to load): the
            # big pictures made from now on give their memory back when freed
            surfcache.tune_allocator()

    def busy(self) -> bool:
        return self.dirty or self.toasts.active or self.touch.pressing() or \
            any(s.animating() for s in self.scenes.visible())

    IDLE_SLICE_S = 0.025   # while idle, look for input this often (a player cannot feel 25 ms)

    def _idle_wait(self, timeout_ms: int) -> list:
        """Sleep until input arrives or `timeout_ms` passes, in short slices. pygame's own wait with a
        time-out polls every millisecond (and SDL's dummy driver has nothing to block on), which alone
        costs a few percent of a core; a dozen wake-ups a second per 0.1 s cost next to nothing."""
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            events = pygame.event.get()
            if events or stopping.requested() is not None:
                return events
            left = deadline - time.monotonic()
            if left <= 0:
                return []
            time.sleep(min(self.IDLE_SLICE_S, left))

    def run(self) -> None:
        last = time.monotonic()
        cap = 0     # the first frame at once (the 60 Hz cap held it back up to 16 ms at start-up)
        while self.running:
            if stopping.requested() is not None:
                # SIGTERM and friends (ui/stopping.py): saved and gone, in kiosk mode too
                self.quit(force=True, keep_art=False)
                break
            if self.busy():
                self.clock.tick(cap)
                cap = 60
                events = pygame.event.get()
            else:
                # idle: a waiting art-cache file first (one per turn, so input never waits long),
                # else sleep until input arrives, waking a few times a second for timers
                if assets.has_pending():
                    assets.flush_pending(1)
                    events = pygame.event.get()
                else:
                    events = self._idle_wait(self.idle_timeout_ms())
            now = time.monotonic()
            dt, last = min(0.1, now - last), now
            try:
                self.step(dt, events)
            except Exception:
                import traceback
                self.crashed(traceback.format_exc())

    def crashed(self, tb: str) -> None:
        """Never a dead screen: log it, keep the game (autosaved after every move), show a way back."""
        record = ""
        saved = None    # no game that is ever saved (none, or a replay, demo or tutorial)
        try:
            game_scene = next((s for s in reversed(self.scenes.stack) if hasattr(s, "match")), None)
            if game_scene is not None:
                keeps = bool(getattr(game_scene, "keeps_records", False))
                saved = False if keeps else None
                import json
                record = "\ngame: " + json.dumps(game_scene.match.to_record())
                saved = savegame.holds(game_scene.match) if keeps else None
        except Exception:
            pass
        self.log_problem("unexpected error:\n" + tb + record)
        try:
            self.reset("error", tb, saved=saved)
        except Exception:
            self.running = False
