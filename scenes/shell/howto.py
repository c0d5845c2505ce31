"""How to play: a few short illustrated pages per game, reachable from the menu, setup and pause menu.

Tabs pick the game, Previous/Next (or the arrow keys, the mouse wheel, the page dots) turn the pages.
Each page is a heading, a few short sentences and a picture drawn with the game's own pieces
(scenes/<id>/howto.py). Pictures are drawn once per window size and kept; the page being read is
drawn first, the rest of that game's pages follow one per frame so turning a page never waits.
"""
from __future__ import annotations

import math

import pygame

from game import registry
from game.i18n import N_, _
from scenes.table import howto_art
from scenes.base import Scene
from ui import assets, theme
from ui.anim import Tween, ease_out_cubic
from ui.widgets import Button, blit_centered, panel, paper

PAGE_KEYS_NEXT = (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE, pygame.K_d)
PAGE_KEYS_PREV = (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_a)
GAME_KEYS_NEXT = (pygame.K_DOWN, pygame.K_TAB)
GAME_KEYS_PREV = (pygame.K_UP,)


def game_title(gid: str) -> str:
    """The game's title in the language of the moment."""
    try:
        return _(registry.get(gid).title)
    except KeyError:
        return gid.capitalize()


class HowToScene(Scene):
    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_ids = [g.id for g in registry.all_games() if howto_art.pages_for(g.id)]
        self.game = game_id if game_id in self.game_ids else self.game_ids[0]
        self.page = 0
        self.bg = None
        self.art: dict[tuple[str, int], pygame.Surface] = {}
        self.art_size = (0, 0)
        self.slide: Tween | None = None
        self.slide_dir = 1
        self.dots: list[pygame.Rect] = []
        self.back = Button(N_("Back"), app.scenes.pop, style="secondary", hotkey=pygame.K_ESCAPE)
        self.prev = Button(N_("< Previous"), lambda: self.turn(-1), style="secondary")
        self.next = Button(N_("Next >"), self._next_or_done, style="primary")
        self.tabs = [Button((lambda g=gid: game_title(g)), (lambda g=gid: self.pick(g)), style="secondary")
                     for gid in self.game_ids]

    # ---- model --------------------------------------------------------------------------------
    @property
    def pages(self):
        return howto_art.pages_for(self.game)

    def pick(self, gid: str) -> None:
        if gid != self.game:
            self.slide_dir = 1 if self.game_ids.index(gid) > self.game_ids.index(self.game) else -1
            self.game, self.page = gid, 0
            # keep only this game's pictures (a 4K page is ~12 MB)
            self.art = {k: v for k, v in self.art.items() if k[0] == gid}
            self._start_slide()
            if self.size[0] and self.size[1]:
                self.layout(self.size)       # its pages may want a wider column of words
        self.app.dirty = True

    def go(self, page: int) -> None:
        page = max(0, min(len(self.pages) - 1, page))
        if page != self.page:
            self.slide_dir = 1 if page > self.page else -1
            self.page = page
            self._start_slide()
        self.app.dirty = True

    def turn(self, step: int) -> None:
        self.go(self.page + step)

    def step_game(self, step: int) -> None:
        i = self.game_ids.index(self.game)
        self.pick(self.game_ids[(i + step) % len(self.game_ids)])

    def _next_or_done(self) -> None:
        if self.page >= len(self.pages) - 1:
            self.app.scenes.pop()
        else:
            self.turn(1)

    def _start_slide(self) -> None:
        speed = getattr(self.app.settings, "animation_speed", 1.0) or 1.0
        self.slide = Tween(1.0, 0.0, 0.3 / max(0.25, speed), ease_out_cubic) if speed < 4 else None

    # ---- layout -------------------------------------------------------------------------------
    def language_changed(self):
        self.art = {}               # the pictures' labels are words too
        super().language_changed()

    def layout(self, size):
        super().layout(size)
        w, h = size
        m = max(8, int(h * 0.03))
        self.margin = m
        bar_h = int(h * 0.075)
        top = int(h * 0.03)
        gap = max(4, int(h * 0.012))
        self.back.rect = pygame.Rect(m, top, int(h * 0.2), bar_h)
        region_x = self.back.rect.right + m
        region_w = w - m - region_x
        n = max(1, len(self.tabs))
        tw = min(int(h * 0.26), (region_w - (n - 1) * gap) // n)
        total = n * tw + (n - 1) * gap
        x = max(region_x, (w - total) // 2)
        for i, t in enumerate(self.tabs):
            t.rect = pygame.Rect(x + i * (tw + gap), top, tw, bar_h)
        bottom_y = h - m - bar_h
        box_top = top + bar_h + int(h * 0.025)
        self.box = pygame.Rect(m, box_top, w - 2 * m, bottom_y - int(h * 0.02) - box_top)
        bw = int(h * 0.27)
        self.prev.rect = pygame.Rect(m, bottom_y, bw, bar_h)
        self.next.rect = pygame.Rect(w - m - bw, bottom_y, bw, bar_h)
        self.dots_y = bottom_y + bar_h // 2
        pad = int(h * 0.04)
        self.pad = pad
        inner = self.box.inflate(-2 * pad, -2 * pad)
        self.place_words_and_picture(inner, pad, wide=w / max(1, h) >= 1.3)
        if self.art_rect.size != self.art_size:
            self.art = {}
            self.art_size = self.art_rect.size
        self.bg = None

    # ---- input --------------------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.KEYDOWN and self._handle_key(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            if event.y:
                self.turn(-1 if event.y > 0 else 1)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.dots):
                if r.collidepoint(event.pos):
                    self.go(i)
                    return
        for b in [self.back, self.prev, self.next] + self.tabs:
            if b.handle(event, self.app):
                return

    def _handle_key(self, event) -> bool:
        """Pages and games from the keyboard; True when the key did something (a key this screen has
        no use for may still be a button's)."""
        if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
            self.step_game(-1)
        elif event.key in PAGE_KEYS_NEXT:
            self.turn(1)
        elif event.key in PAGE_KEYS_PREV:
            self.turn(-1)
        elif event.key in GAME_KEYS_NEXT:
            self.step_game(1)
        elif event.key in GAME_KEYS_PREV:
            self.step_game(-1)
        elif event.key == pygame.K_HOME:
            self.go(0)
        elif event.key == pygame.K_END:
            self.go(len(self.pages) - 1)
        elif event.key == pygame.K_BACKSPACE:
            self.app.scenes.pop()
        elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(self.game_ids):
            self.pick(self.game_ids[event.key - pygame.K_1])
        else:
            return False
        return True

    # ---- time ---------------------------------------------------------------------------------
    def update(self, dt):
        if self.slide is not None:
            self.slide.elapsed += dt
            if self.slide.done:
                self.slide = None
            self.app.dirty = True
            return
        # while idle, draw the game's other pages ahead of time (one per frame, after the page shown)
        if (self.game, self.page) not in self.art:
            return
        for i in range(len(self.pages)):
            j = (self.page + 1 + i) % len(self.pages)
            if (self.game, j) not in self.art:
                self.picture(self.game, j)
                break

    def animating(self):
        return self.slide is not None

    # ---- drawing ------------------------------------------------------------------------------
    def place_words_and_picture(self, inner: pygame.Rect, pad: int, wide: bool) -> None:
        """The words' column and the picture's box: side by side in a wide window, the picture under
        the words in a narrow one. The words get two fifths of the width (or half the height), and
        more while one of the game's pages (in a longer language) would not fit even at its least
        sizes; the picture keeps the rest. Where that leaves the picture much smaller than the other
        arrangement would, the other one is used. Measured at the least sizes only: one render of
        each page per width tried."""
        kick = self.kicker().get_height()

        def needs(width: int) -> int:
            return kick + max(self.words(page, width, *self.least_sizes())[3] for page in self.pages)

        def side_by_side():
            for share in (0.40, 0.45, 0.50, 0.55):
                tw_ = int(inner.w * share)
                if needs(tw_) <= inner.h:
                    return (pygame.Rect(inner.x, inner.y, tw_, inner.h),
                            pygame.Rect(inner.x + tw_ + pad, inner.y, inner.w - tw_ - pad, inner.h))
            return None

        def one_under_the_other():
            th = max(int(inner.h * 0.52), needs(inner.w) + 2)
            if th > inner.h * 0.72:
                return None
            return (pygame.Rect(inner.x, inner.y, inner.w, th),
                    pygame.Rect(inner.x, inner.y + th + pad // 2, inner.w, inner.h - th - pad // 2))

        def scale(art: pygame.Rect) -> float:
            return min(art.w / howto_art.Canvas.W, art.h / howto_art.Canvas.H)

        usual, other = (side_by_side(), one_under_the_other()) if wide else (one_under_the_other(), side_by_side())
        if usual is None or (other is not None and scale(usual[1]) < 0.85 * scale(other[1])):
            usual = other
        if usual is None:     # words longer than any room: the widest column of words
            tw_ = int(inner.w * 0.55)
            usual = (pygame.Rect(inner.x, inner.y, tw_, inner.h),
                     pygame.Rect(inner.x + tw_ + pad, inner.y, inner.w - tw_ - pad, inner.h))
        self.text_rect, self.art_rect = usual

    def least_sizes(self) -> tuple[int, int]:
        """The sentences' and the heading's least sizes (a 40th of the window height: read from two
        metres; the heading two thirds of its usual size)."""
        return max(12, math.ceil(self.h / 40)), int(self.h * 0.042)

    def words(self, page, width: int, px: int, head_px: int):
        """(heading, [sentences], gap, height) of a page's words at these sizes in a column `width` wide."""
        head = theme.text(_(page.heading), "title", head_px, theme.TERRACOTTA_DARK, wrap=width)
        bullet = int(px * 1.1)
        lines = [theme.text(_(s), "serif", px, theme.INK, wrap=width - bullet) for s in page.lines]
        gap = int(px * 0.55)
        height = head.get_height() + int(self.h * 0.025) + sum(s.get_height() for s in lines) + gap * (len(lines) - 1)
        return head, lines, gap, height

    def words_bottom(self, page) -> int:
        """Where the page's words end (the kicker, the heading and the sentences as body_layout fits
        them)."""
        head, lines, gap, _px = self.body_layout(page)
        return (self.text_rect.y + self.kicker().get_height() + head.get_height() + int(self.h * 0.025)
                + sum(s.get_height() for s in lines) + gap * (len(lines) - 1))

    def picture(self, gid: str, index: int) -> pygame.Surface:
        page = howto_art.pages_for(gid)[index]
        size = self.art_rect.size
        key = (gid, index)
        surf = self.art.get(key)
        if surf is not None and surf.get_size() != size:     # drawn for another place
            surf = None
        if surf is None:
            try:
                surf = howto_art.render(gid, page.art, size, self.h)
            except Exception as exc:  # a broken picture must not take the rules away
                self.app.log_problem(f"how-to picture {gid}/{page.art}: {exc!r}")
                surf = assets.svg(f"art/menu_{gid}", size)
                if surf.get_size() != size:
                    surf = pygame.transform.smoothscale(surf, size)
            self.art[key] = surf
        return surf

    def kicker(self):
        # Translators: the line above a how-to page's heading (shown in capitals)
        return theme.text(_("How to play {game}").format(game=game_title(self.game)).upper(), "bold",
                          max(12, math.ceil(self.h / 36)), (150, 104, 40))

    def body_layout(self, page):
        """(heading surface, [sentence surfaces], gap, body px) fitted into the text column (under the
        kicker line)."""
        h = self.h
        tr = self.text_rect.copy()
        k = self.kicker().get_height()
        tr.h -= k
        least, least_head = self.least_sizes()
        head_px = int(h * 0.062)
        px = int(h * 0.04)
        while True:
            # the sentences shrink first, down to the least readable size; then the heading, to two thirds
            head, lines, gap, total = self.words(page, tr.w, px, head_px)
            if total <= tr.h or (px <= least and head_px <= least_head):
                return head, lines, gap, px
            if px > least:
                px = max(least, px - max(1, h // 720))
            else:
                head_px -= max(1, h // 360)

    def draw(self, surface):
        w, h = self.size
        paper(self, surface)
        for t, gid in zip(self.tabs, self.game_ids):
            t.selected = gid == self.game
            t.draw(surface)
        panel(surface, self.box, radius=max(8, int(h * 0.022)))
        page = self.pages[self.page]
        # words
        head, lines, gap, px = self.body_layout(page)
        x, y = self.text_rect.x, self.text_rect.y
        kick = self.kicker()
        surface.blit(kick, (x, y - int(h * 0.012)))
        y += kick.get_height()
        surface.blit(head, (x, y))
        y += head.get_height() + int(h * 0.025)
        bullet_w = int(px * 1.1)
        for s in lines:
            c = (x + int(px * 0.35), y + int(px * 0.62))
            r = max(3, int(px * 0.17))
            diamond = [(c[0], c[1] - r), (c[0] + r, c[1]), (c[0], c[1] + r), (c[0] - r, c[1])]
            pygame.draw.polygon(surface, theme.OCHRE, diamond)
            surface.blit(s, (x + bullet_w, y))
            y += s.get_height() + gap
        # the picture (sliding in after a page turn)
        art = self.picture(self.game, self.page)
        dest = art.get_rect(center=self.art_rect.center)
        if self.slide is not None:
            v = self.slide.value
            dest.x += int(v * self.slide_dir * w * 0.06)
            clip = surface.get_clip()
            surface.set_clip(self.box.inflate(-4, -4))
            if v > 0.02:
                faded = art.copy()
                faded.set_alpha(int(255 * (1 - v)))
                surface.blit(faded, dest)
            else:
                surface.blit(art, dest)
            surface.set_clip(clip)
        else:
            surface.blit(art, dest)
        # page dots and count
        n = len(self.pages)
        dr = max(5, int(h * 0.012))
        step = dr * 4
        cx0 = w // 2 - (n - 1) * step // 2
        self.dots = []
        for i in range(n):
            c = (cx0 + i * step, self.dots_y)
            hit = pygame.Rect(0, 0, step, step)
            hit.center = c
            self.dots.append(hit)
            if i == self.page:
                pygame.draw.circle(surface, theme.TERRACOTTA, c, int(dr * 1.25))
            else:
                pygame.draw.circle(surface, theme.PAPYRUS, c, dr)
                pygame.draw.circle(surface, theme.SAND_DARK, c, dr, max(2, dr // 3))
        count = theme.text(f"{self.page + 1} / {n}", "bold", max(12, int(h * 0.028)), theme.INK_SOFT)
        blit_centered(surface, count, (w // 2, self.dots_y + dr * 3 + count.get_height() // 3))
        self.prev.enabled = self.page > 0
        last = self.page >= n - 1
        self.next.label = N_("Done") if last else N_("Next >")
        for b in (self.back, self.prev, self.next):
            b.draw(surface)
