"""The main menu: the four games with a picture and a line each, Continue, How to play, Settings,
Statistics, Quit."""
from __future__ import annotations

import pygame

from game import registry
from game.i18n import N_, _, _n, language
from scenes.base import Scene
from scenes.table.games import has_tutorial
from ui.version import VERSION
from ui import assets, savegame, theme
from ui.paths import cache_tag
from ui.widgets import Button, blit_centered, finger_px, panel, vertical_gradient


def card_pitch(text: str, px: int, width: int, room: int) -> pygame.Surface:
    """A game card's pitch wrapped to `width`, a size smaller at a time (down to 10 px) until it
    stands above the card's player count, `room` px below its top (a long French pitch ran onto the
    count's line)."""
    while True:
        pitch = theme.text(text, "text", px, theme.INK_SOFT, wrap=width)
        if pitch.get_height() <= room or px <= 10:
            return pitch
        px -= 1


def players_tag(info) -> str:
    """'2-4 players', '2 players', '1 player' (a game card's player count)."""
    if info.min_players != info.max_players:
        # Translators: how many play a game, on its card in the menu ("2-4 players")
        return _("{least}-{most} players").format(least=info.min_players, most=info.max_players)
    return _n("{n} player", "{n} players", info.min_players)


class MenuScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = registry.all_games()
        self.hover_game: int | None = None
        self.cards: list[pygame.Rect] = []
        self.buttons: list[Button] = []
        self.play_now: Button | None = None
        self.static = None
        self.rest = None            # the whole menu at rest (no card hovered), see _at_rest
        self.rest_unsaved = False
        self.card_cache: dict = {}
        self.can_continue = savegame.exists()
        self.saved: dict | None = None      # what Continue resumes (savegame.describe)
        self.learn_buttons: dict[int, Button] = {}   # card index -> its "Learn to play" (games with a tutorial)

    def enter(self):
        self.saved, problem = savegame.summary()   # a damaged file is set aside, with a message
        if problem:
            self.app.toast(problem, "warn", 6)
        self.can_continue = savegame.exists()
        self._build_buttons()
        self.app.audio.music("menu_theme")

    def resume(self):
        self.enter()

    def language_changed(self):
        """The words on the menu's pictures, its buttons' tooltips and the saved game's line anew."""
        if self.size != (0, 0):
            self.saved, _unused = savegame.summary()
        self.hidden()               # the pictures at rest are made again, in the new words
        self._build_buttons()

    def _build_buttons(self):
        # the screens behind these buttons load when first opened (start-up time)
        def open_scene(name: str):
            return lambda: self.app.push(name)
        kiosk = self.app.settings.kiosk
        self.play_now = (Button(N_("Play now"), self.play_now_game, style="primary", hotkey=pygame.K_p)
                         if kiosk else None)
        self.continue_button = Button(N_("Continue"), self.continue_game, style="primary", enabled=self.can_continue,
                                      reason=N_("There is no game in progress to continue."), hotkey=pygame.K_c)
        self.buttons = [
            self.continue_button,
            Button(N_("How to play"), lambda: self.app.push("howto", self.app.featured_game), style="secondary",
                   hotkey=pygame.K_h),
            Button(N_("Settings"), open_scene("settings"), style="secondary",
                   hotkey=pygame.K_s),
            Button(N_("Statistics"), open_scene("stats"), style="secondary",
                   hotkey=pygame.K_t),
        ]
        if not kiosk:
            self.buttons.insert(2, Button(N_("Join a table"), open_scene("join"), style="secondary",
                                          hotkey=pygame.K_j,
                                          tooltip=N_("Play at a table another screen opened over the network (J)")))
            self.buttons.append(Button(N_("Quit"), self.app.quit, style="quiet", hotkey=pygame.K_q))
        if self.play_now:
            self.buttons.insert(0, self.play_now)
        self.learn_buttons = {i: Button(N_("Learn to play"), (lambda g=g.id: self.learn(g)), style="secondary",
                                        tooltip=_("A guided first game of {game}, step by step").format(
                                            game=_(g.title)))
                              for i, g in enumerate(self.games) if has_tutorial(g.id)}
        self.layout(self.size if self.size != (0, 0) else self.app.size)

    def layout(self, size):
        super().layout(size)
        w, h = size
        n = max(1, len(self.games))
        margin = int(w * 0.05)
        gap = int(w * 0.02)
        y0 = int(h * 0.25)
        bh = int(h * 0.07)
        bgap = int(h * 0.03)
        # the cards end where the line naming the saved game and the button row still fit below
        # them (a wide window used to give them the width's size, and the buttons covered their feet)
        caption = int(h * 0.06)
        lowest_by = h - bh - int(h * 0.05)
        if self.play_now is not None:   # the kiosk's row sits higher, above the big Play now
            lowest_by = int(h * 0.85) - int(bh * 0.8) - int(h * 0.01) + int(h * 0.03)
            caption += int(h * 0.03)    # that row is lifted by as much: the saved game's line keeps its room
        card_w = min(int((w - 2 * margin - gap * (n - 1)) / n), int(h * 0.52),
                     int((lowest_by - caption - y0) / 1.32))
        total = card_w * n + gap * (n - 1)
        x0 = (w - total) // 2
        card_h = int(card_w * 1.32)
        self.cards = [pygame.Rect(x0 + i * (card_w + gap), y0, card_w, card_h) for i in range(n)]

        def button_w(count):   # as wide as before while they fit, narrower in a tall window
            return max(1, min(int(h * 0.27), int((w - 2 * margin - (count - 1) * bgap) / max(1, count))))

        bw = button_w(len(self.buttons))
        by = min(lowest_by, y0 + card_h + caption)
        total_b = len(self.buttons) * bw + (len(self.buttons) - 1) * bgap
        bx = (w - total_b) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(bx + i * (bw + bgap), by, bw, bh)
        for i, b in self.learn_buttons.items():   # over the foot of the card's picture (never its text)
            r = self.cards[i]
            pad = max(6, r.w // 22)
            art_bottom = r.y + pad + int((r.w - 2 * pad) * 0.75)
            b.rect = pygame.Rect(0, 0, int(r.w * 0.62), max(24, int(r.w * 0.12), finger_px(h)))
            b.rect.midbottom = (r.centerx, art_bottom - pad)
        if self.play_now is not None:  # the kiosk's one-click start: big, above everything else
            self.play_now.rect = pygame.Rect(0, 0, int(h * 0.5), int(h * 0.1))
            self.play_now.rect.center = (w // 2, int(h * 0.9))
            rest = [b for b in self.buttons if b is not self.play_now]
            bw = button_w(len(rest))
            total_b = len(rest) * bw + (len(rest) - 1) * bgap
            bx = (w - total_b) // 2
            for i, b in enumerate(rest):
                b.rect = pygame.Rect(bx + i * (bw + int(h * 0.03)), by - int(h * 0.03), bw, max(int(bh * 0.8), finger_px(h)))

    def continue_game(self):
        match, problem = savegame.load_match()
        if problem:
            self.app.toast(problem, "warn", 6)
            self.enter()
            return
        if match is None:
            self.app.toast(_("There is no game in progress to continue."))
            self.enter()
            return
        self.app.start("game", match)

    def play_now_game(self):
        """Kiosk: choose one of the games, then play it at once against the computer (asking first
        if that would replace a saved game): scenes/shell/playnow.py."""
        self.app.push("play_now")

    def continue_rect(self) -> pygame.Rect | None:
        """Where the line naming the saved game goes: just above the button row."""
        b = getattr(self, "continue_button", None)
        return b.rect if b is not None and b in self.buttons else None

    def update(self, dt):
        if self.rest_unsaved and self.rest is not None and self.rest.get_size() == self.size:
            self._save_rest()
        elif self._hover_pending():
            # what a hover shows, made ahead of the pointer, one piece a frame: the first hover of a
            # card made it in the frame that showed it (4-7 ms at 3840x2160)
            self._hover_pending()[0]()
        limit = self.app.settings.attract_after_s
        if limit and self.app.scenes.top is self and self.app.now() - self.app.last_input > limit:
            ids = [g.id for g in self.games]
            start = ids.index(self.app.featured_game) + 1 if self.app.featured_game in ids else 0
            self.app.start("attract", start)

    def learn(self, game_id: str):
        self.app.start("tutorial", game_id)

    def choose_game(self, i: int):
        self.app.push("setup", self.games[i])

    def handle(self, event):
        for b in self.buttons + list(self.learn_buttons.values()):
            if b.handle(event, self.app):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and any(b.rect.collidepoint(event.pos)
                                                         for b in self.learn_buttons.values()):
            return
        if event.type == pygame.MOUSEMOTION:
            hit = next((i for i, r in enumerate(self.cards) if r.collidepoint(event.pos)), None)
            if hit != self.hover_game:
                self.hover_game = hit
                self.app.dirty = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.cards):
                if r.collidepoint(event.pos):
                    self.app.audio.play("click")
                    self.choose_game(i)
                    return
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.games):
                self.choose_game(i)

    def _background(self) -> pygame.Surface:
        """A new picture of the background (the gradient and the art): only the still layer built on
        it is kept, so the menu holds one full-screen picture fewer (33 MB at 4K)."""
        bg = vertical_gradient(self.size, (244, 230, 198), (214, 184, 138))
        bg = bg.convert() if pygame.display.get_surface() else bg.copy()   # the cached one stays plain
        # the background is soft and low-contrast: drawn at half size and scaled up, it costs a
        # quarter of the start-up time and looks the same
        half = (max(1, self.size[0] // 2), max(1, self.size[1] // 2))
        art = pygame.transform.smoothscale(assets.svg_cover("art/menu_bg", half), self.size)
        bg.blit(art, (0, 0))
        return bg

    def hidden(self):
        """Under a game the menu keeps none of its full-screen layers (a 4K screen is 33 MB each):
        they are made again (the picture at rest from its cached file) when the menu shows."""
        self.static = self.rest = None
        self.card_cache = {}
        self.rest_unsaved = False

    def _card(self, i: int, hover: bool) -> pygame.Surface:
        """One game's card (panel, art, title, pitch, players), drawn once per size and state."""
        info, r = self.games[i], self.cards[i]
        key = (i, hover, r.size)
        surf = self.card_cache.get(key)
        if surf is None:
            pad_shadow = 8
            surf = pygame.Surface((r.w + pad_shadow, r.h + pad_shadow), pygame.SRCALPHA)
            rr = pygame.Rect(0, 0, r.w, r.h)
            panel(surf, rr, fill=(252, 244, 224), border=theme.OCHRE if hover else theme.SAND_DARK,
                  radius=max(8, r.w // 20), width=3 if hover else 2)
            pad = max(6, r.w // 22)
            art_rect = pygame.Rect(rr.x + pad, rr.y + pad, rr.w - 2 * pad, int((rr.w - 2 * pad) * 0.75))
            surf.blit(assets.svg(f"art/menu_{info.id}", art_rect.size), art_rect)
            pygame.draw.rect(surf, theme.SAND_DARK, art_rect, 1)
            name = theme.text(_(info.title), "title", int(r.w * 0.12), theme.INK)
            blit_centered(surf, name, (rr.centerx, art_rect.bottom + int(r.w * 0.1)))
            players = players_tag(info)
            tag = theme.text(players, "bold", max(11, int(r.w * 0.048)), theme.TERRACOTTA)
            tag_rect = surf.blit(tag, tag.get_rect(midbottom=(rr.centerx, rr.bottom - pad)))
            top = art_rect.bottom + int(r.w * 0.19)
            pitch = card_pitch(_(info.pitch), max(12, int(r.w * 0.052)), rr.w - 2 * pad, tag_rect.top - top)
            surf.blit(pitch, pitch.get_rect(midtop=(rr.centerx, top)))
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self.card_cache[key] = surf
        return surf

    def _static(self) -> pygame.Surface:
        """Background, title and version: everything that only changes with the window size."""
        if self.static is None or self.static.get_size() != self.size:
            w, h = self.size
            layer = self._background()
            title = theme.text(_("Dig Site"), "title", int(h * 0.11), theme.TERRACOTTA_DARK)
            blit_centered(layer, title, (w // 2, int(h * 0.11)))
            sub = theme.fit_line(_("Four archaeology board games. Choose one to play."), "serif", int(h * 0.034),
                                 theme.INK_SOFT, int(w * 0.96), max(10, h // 60))
            blit_centered(layer, sub, (w // 2, int(h * 0.19)))
            ver = theme.text(f"v{VERSION}", "text", max(10, h // 60), theme.INK_SOFT)
            layer.blit(ver, ver.get_rect(bottomright=(w - h // 80, h - h // 100)))
            self.static = layer
            self.card_cache = {}
        return self.static

    # The menu at rest (background, title and the four cards) is also kept as one picture in the data
    # folder's cache, so the next start shows its first frame from one file instead of rendering art
    # and text (start-up time). The file name carries everything that changes the picture. It is an
    # uncompressed BMP: decoding the PNG took 14 ms of the start at 1280x720, the BMP 2 ms.
    def _rest_key(self) -> str:
        from ui.paths import resource
        # the words drawn on it are in the language of the moment: each language has its picture
        parts = [VERSION, f"{self.size}", repr([r for r in self.cards]), language(), _("Dig Site"),
                 _("Four archaeology board games. Choose one to play.")]
        for info in self.games:
            parts += [info.id, _(info.title), _(info.pitch), players_tag(info)]
            try:
                parts.append(str(resource("art", f"menu_{info.id}.svg").stat().st_mtime_ns))
            except OSError:
                parts.append("?")
        return cache_tag("|".join(parts))

    def _rest_file(self):
        from ui.paths import data_dir
        return data_dir() / "cache" / f"menu-{self.size[0]}x{self.size[1]}-{self._rest_key()}.bmp"

    def _at_rest(self) -> pygame.Surface:
        if self.rest is not None and self.rest.get_size() == self.size:
            return self.rest
        rest = None
        try:
            f = self._rest_file()
            if f.is_file():
                rest = pygame.image.load(str(f))
                rest = rest.convert() if pygame.display.get_surface() is not None else rest
                if rest.get_size() != self.size:
                    rest = None
        except (pygame.error, OSError):
            rest = None
        if rest is None:
            rest = self._static().copy()
            for i, r in enumerate(self.cards):
                rest.blit(self._card(i, False), r)
            self.rest_unsaved = True
        self.rest = rest
        return rest

    def _save_rest(self) -> None:
        """Write the picture at rest (after the first frame, never delaying it)."""
        self.rest_unsaved = False
        from ui import diskcache
        try:
            f = self._rest_file()
            if f.parent.is_dir():
                for old in f.parent.glob(f"menu-{self.size[0]}x{self.size[1]}-*.*"):   # older pictures, PNGs too
                    old.unlink()
        except OSError:
            return
        rest = self.rest
        # within the cache's budget, never on a nearly full disk, no temp file left (ui/diskcache.py)
        diskcache.write(f, lambda tmp: pygame.image.save(rest, tmp), (pygame.error,))

    def _hover_pending(self) -> list:
        """What a hover needs that is not made yet (once the menu's first frame is out): the layer
        under the cards, each card at rest and lifted."""
        if self.rest is None or self.rest.get_size() != self.size or self.app.scenes.top is not self:
            return []
        if self.static is None or self.static.get_size() != self.size:
            return [self._static]
        return [lambda i=i, up=up: self._card(i, up) for up in (False, True) for i, r in enumerate(self.cards)
                if (i, up, r.size) not in self.card_cache]

    def animating(self) -> bool:
        return bool(self._hover_pending())

    def draw(self, surface):
        h = self.h
        surface.blit(self._at_rest(), (0, 0))
        if self.hover_game is not None:
            # the picture at rest, with the hovered card's place painted again: the background
            # there, the cards its shadow reaches, and the card itself lifted
            i = self.hover_game
            r = self.cards[i]
            lifted = r.move(0, -int(h * 0.01))
            area = r.union(lifted).inflate(24, 24)
            clip = surface.get_clip()
            surface.set_clip(area.clip(clip))
            surface.blit(self._static(), area, area)
            for j, rj in enumerate(self.cards):      # in order: a later card lies over an earlier's shadow
                if j == i:
                    surface.blit(self._card(i, True), lifted)
                elif rj.inflate(24, 24).colliderect(area):
                    surface.blit(self._card(j, False), rj)
            surface.set_clip(clip)
        for i, b in self.learn_buttons.items():
            lifted = b.rect.move(0, -int(h * 0.01)) if i == self.hover_game else b.rect
            real, b.rect = b.rect, lifted
            b.draw(surface)
            b.rect = real
        for b in self.buttons:
            b.draw(surface)
        self._draw_saved(surface)
        if getattr(self.app, "read_only", False):   # another window owns the data folder (ui/datalock.py)
            note = theme.text(self.app.data_holder.note, "bold", max(12, h // 45), theme.TERRACOTTA_DARK)
            surface.blit(note, note.get_rect(bottomleft=(h // 80, h - h // 100)))

    def _draw_saved(self, surface):
        rect = self.continue_rect()
        if not (self.saved and self.can_continue and rect is not None):
            return
        h = self.h
        row = [b.rect for b in self.buttons if b is not self.play_now]
        left = min(r.x for r in row)
        right = max(r.right for r in row)
        # Translators: the line above the menu's buttons naming the saved game ("Continue: Thebes with
        # Anna and Ben, round 3")
        line = _("Continue: {game}").format(game=savegame.continue_line(self.saved))
        top = min(r.y for r in row)
        gap = top - (max(c.bottom for c in self.cards) if self.cards else 0)   # between the cards and the buttons
        px = max(10, min(int(h * 0.026), int(gap * 0.62)))
        # measured to fit the row (smaller, then cut with "…"): only the line drawn is rendered
        label = theme.fit_line(line, "bold", px, theme.INK, max_w=right - left, min_px=10)
        box = label.get_rect(center=((left + right) // 2, top - gap // 2))
        back = box.inflate(px, max(2, min(px // 3, gap - box.h - 2)))
        panel(surface, back, fill=(252, 244, 224), border=theme.SAND_DARK, radius=max(4, back.h // 3), shadow=False)
        surface.blit(label, box)
