"""The end of a game: the winner celebrated (a laurel and a burst of confetti that settles), everyone's
score, the score breakdown as a stacked bar chart (one bar per player, one segment per part, each part
with its own colour *and* pattern, named in the legend), Rematch (same seats), Watch the replay (the
viewer of scenes/shell/replay.py, above this screen) or Menu."""
from __future__ import annotations

import math
import random
import re

import pygame

from game.i18n import N_, _, _n, pgettext
from scenes.base import Scene
from ui.seats import as_match, level_name
from ui import theme
from ui.widgets import Button, blit_centered, panel, tooltip, vertical_gradient

# one colour and one pattern per score part (colour is never the only cue)
PART_COLOURS = [(184, 92, 56), (38, 70, 140), (204, 150, 52), (58, 140, 76), (128, 84, 150), (70, 150, 160),
                (150, 110, 70), (110, 110, 110)]
PART_PATTERNS = ["solid", "diagonal", "dots", "cross", "horizontal", "vertical", "backslash", "grid"]
CONFETTI_COLOURS = [(204, 150, 52), (184, 92, 56), (38, 70, 140), (58, 140, 76), (236, 212, 150), (196, 58, 48)]
CELEBRATION_S = 4.0   # the confetti has settled by then and the screen goes idle


# the score parts the games' breakdowns name (game/<id>/state.py score_breakdown), as the legend says them
PART_LABELS = {
    "total": N_("Total"),
    # Thebes
    "artifacts": N_("Artifacts"), "exhibitions": N_("Exhibitions"), "congress": N_("Congress"),
    "majority": N_("Majority"),
    # Faras
    "pottery": N_("Pottery"), "paintings": N_("Paintings"), "bones": N_("Bones"), "misc": N_("Misc"),
    "sand": N_("Sand"), "scorpions": N_("Scorpions"),
    # Artifakes
    "path position": N_("Path position"), "overflow": N_("Overflow"),
    # Scarabya
    "scarabs covered": N_("Scarabs covered"),
}
_AREAS = re.compile(r"areas of (\d+)")


def part_label(key) -> str:
    """A score part's name in the legend, in the language of the moment (a part no table here
    names is its key, capitalized)."""
    key = str(key)
    if key in PART_LABELS:
        return _(PART_LABELS[key])
    areas = _AREAS.fullmatch(key)
    if areas:
        # Translators: Scarabya's score part: the closed excavation areas of {n} squares ("Areas of 3")
        return _n("Areas of {n}", "Areas of {n}", int(areas.group(1)))
    return key.replace("_", " ").capitalize()


def draw_pattern(surface, rect, pattern: str, colour) -> None:
    """A light pattern over a filled rect, clipped to it."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0 or pattern == "solid":
        return
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    step = max(6, rect.h // 3)
    width = max(1, rect.h // 14)
    paint = _PATTERN_PAINTERS.get(pattern)
    if paint is not None:
        paint(surface, rect, colour, step, width)
    surface.set_clip(clip)


def _slashes(surface, rect, colour, step, width):
    for x in range(rect.left - rect.h, rect.right + step, step):
        pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.top), width)


def _backslashes(surface, rect, colour, step, width):
    for x in range(rect.left - rect.h, rect.right + step, step):
        pygame.draw.line(surface, colour, (x, rect.top), (x + rect.h, rect.bottom), width)


def _cross(surface, rect, colour, step, width):
    _slashes(surface, rect, colour, step, width)
    _backslashes(surface, rect, colour, step, width)


def _grid(surface, rect, colour, step, width):
    for x in range(rect.left, rect.right, step):
        pygame.draw.line(surface, colour, (x, rect.top), (x, rect.bottom), width)
    for y in range(rect.top, rect.bottom, step):
        pygame.draw.line(surface, colour, (rect.left, y), (rect.right, y), width)


def _horizontal(surface, rect, colour, step, width):
    for y in range(rect.top + step // 2, rect.bottom, step):
        pygame.draw.line(surface, colour, (rect.left, y), (rect.right, y), width)


def _vertical(surface, rect, colour, step, width):
    for x in range(rect.left + step // 2, rect.right, step):
        pygame.draw.line(surface, colour, (x, rect.top), (x, rect.bottom), width)


def _dots(surface, rect, colour, step, width):
    r = max(1, rect.h // 12)
    for y in range(rect.top + step // 2, rect.bottom, step):
        for x in range(rect.left + step // 2 + (step // 2 if (y // step) % 2 else 0), rect.right, step):
            pygame.draw.circle(surface, colour, (x, y), r)


# each pattern's painter: (surface, rect, colour, the lines' spacing, their width)
_PATTERN_PAINTERS = {"diagonal": _slashes, "backslash": _backslashes, "cross": _cross, "grid": _grid,
                     "horizontal": _horizontal, "vertical": _vertical, "dots": _dots}


def nice_axis(top: float) -> tuple[int, int]:
    """(step, axis maximum) with round steps (1, 2, 5 x 10^k) and about four to six ticks."""
    top = max(1, top)
    raw = top / 4
    mag = 10 ** int(math.floor(math.log10(raw))) if raw >= 1 else 1
    step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
    return int(step), int(math.ceil(top / step) * step)


def _lighter(c, k=0.45):
    return tuple(int(v + (255 - v) * k) for v in c)


def draw_laurel(surface, centre, radius: int, progress: float, colour=(190, 150, 50)) -> None:
    """Two branches of leaves curving up around `centre` from the bottom, grown to `progress` (0..1)."""
    if progress <= 0:
        return
    cx, cy = centre
    leaves = 7
    dark = tuple(int(v * 0.7) for v in colour)
    shown = int(math.ceil(leaves * min(1.0, progress)))
    length, width = radius * 0.46, radius * 0.2
    for i in range(shown):
        theta = math.radians(112 + i * 21)           # left branch: from the bottom up the left side
        px, py = cx + radius * math.cos(theta), cy + radius * math.sin(theta)
        tx, ty = -math.sin(theta), math.cos(theta)   # along the branch (towards the top)
        tx, ty = -tx, -ty
        nx, ny = -ty, tx
        pts = []
        for t in range(10):
            u = t / 10 * 2 * math.pi
            a, b = length / 2 * math.cos(u), width / 2 * math.sin(u)
            pts.append((px + tx * a + nx * b + tx * length * 0.3, py + ty * a + ny * b + ty * length * 0.3))
        for side in (pts, [(2 * cx - x, y) for x, y in pts]):
            pygame.draw.polygon(surface, colour, side)
            pygame.draw.polygon(surface, dark, side, max(1, radius // 40))


class Confetti:
    """A one-off burst of paper flakes that fall, sway and fade; done after CELEBRATION_S."""

    def __init__(self, size, seed: int, count: int = 110):
        w, h = size
        rng = random.Random(seed)
        self.size = size
        self.flakes = []
        for _unused in range(count):
            self.flakes.append({
                "x": rng.uniform(0.15, 0.85) * w, "y": rng.uniform(-0.05, 0.25) * h,
                "vx": rng.uniform(-0.25, 0.25) * h, "vy": rng.uniform(-0.55, -0.1) * h,
                "spin": rng.uniform(-8, 8), "phase": rng.uniform(0, 6.28), "size": rng.uniform(0.006, 0.012) * h,
                "colour": rng.choice(CONFETTI_COLOURS), "delay": rng.uniform(0.0, 0.5),
            })

    def draw(self, surface, age: float) -> None:
        h = self.size[1]
        g = 0.55 * h
        for f in self.flakes:
            t = age - f["delay"]
            if t <= 0 or t > CELEBRATION_S - f["delay"]:
                continue
            drag = 1.0 - math.exp(-1.5 * t)
            x = f["x"] + f["vx"] * drag / 1.5 + math.sin(f["phase"] + t * 3) * h * 0.012
            y = f["y"] + f["vy"] * drag / 1.5 + 0.5 * g * t * t * 0.35
            if y > h:
                continue
            fade = max(0.0, min(1.0, (CELEBRATION_S - f["delay"] - t) / 0.8))
            s = f["size"]
            a = f["phase"] + f["spin"] * t
            squash = abs(math.cos(a * 0.7))
            dx, dy = math.cos(a) * s, math.sin(a) * s * 0.5
            ex, ey = -math.sin(a) * s * 0.5 * squash, math.cos(a) * s * 0.5 * squash
            pts = [(x - dx - ex, y - dy - ey), (x + dx - ex, y + dy - ey), (x + dx + ex, y + dy + ey),
                   (x - dx + ex, y - dy + ey)]
            colour = f["colour"] if fade >= 1 else tuple(int(c * fade + b * (1 - fade))
                                                         for c, b in zip(f["colour"], (236, 218, 180)))
            pygame.draw.polygon(surface, colour, pts)


class ResultsScene(Scene):
    def __init__(self, app, match, seats=None, network: bool = False):
        super().__init__(app)
        self.network = network        # a networked game: its host sets up the next one (no Rematch)
        self.match = match = as_match(match, seats)
        self.seats = match.seats
        self.scores = match.scores()
        self.winners = match.winners()
        self.breakdown = match.score_breakdown()
        from scenes.table.game_log import ending_for
        last = match.history[-1][1] if match.history else []
        self.ending = ending_for(match.game_id, last) if match.is_over else ""   # why the game ended
        self.rematch_button = None if network else Button(N_("Rematch"), self.rematch, style="primary",
                                                          hotkey=pygame.K_r,
                                                          tooltip=N_("Play again with the same players"))
        self.menu_button = Button(N_("Menu"), self.to_menu, style="secondary", hotkey=pygame.K_ESCAPE)
        self.replay_button = Button(N_("Watch the replay"), self.watch_replay, style="secondary", hotkey=pygame.K_w,
                                    tooltip=N_("Play this game again move by move (W)"))
        self.buttons = [b for b in (self.rematch_button, self.menu_button, self.replay_button) if b is not None]
        self.bg = None
        self.age = 0.0
        self.confetti: Confetti | None = None
        self.hover_pos = (0, 0)
        self.segments: list[tuple[pygame.Rect, str]] = []   # hover areas of the chart, with their text
        self.cards: list[pygame.Rect] = []
        self.chart = pygame.Rect(0, 0, 0, 0)
        app.audio.play("score")

    def language_changed(self):
        """Why the game ended is worded again (the rest is worded as it is drawn)."""
        if self.match.is_over and self.match.history:
            from scenes.table.game_log import ending_for
            self.ending = ending_for(self.match.game_id, self.match.history[-1][1])
        super().language_changed()

    def rematch(self):
        from game.match import Match
        m = self.match
        again = Match.new(m.game_id, m.num_players, random.SystemRandom().randrange(1, 2**31), m.options,
                          self.seats)
        self.app.start("game", again, replace=True)

    def watch_replay(self):
        """The viewer over this game, above the results (leaving it comes back here)."""
        from ui import replays
        try:
            viewer = self.app.build("replay", replays.Replay.of_game(self.match))
        except Exception as exc:   # never expected: the game was just played by the rules
            self.app.log_problem(f"replay of a finished {self.match.game_id} game failed: {exc!r}")
            self.app.toast(_("This game cannot be replayed."))
            return
        self.app.scenes.push(viewer)

    def to_menu(self):
        self.app.reset("menu")

    # ---- data ------------------------------------------------------------------------------
    def seat(self, i: int) -> dict:
        return self.seats[i] if i < len(self.seats) else {"name": _("Player {n}").format(n=i + 1), "colour": i}

    def name(self, i: int) -> str:
        seat = self.seat(i)
        return seat["name"] if "name" in seat else _("Player {n}").format(n=i + 1)

    def parts(self) -> list[str]:
        """The breakdown's parts in order, leaving out those nobody scored in (a legend of zeros
        helps nobody); a breakdown of zeros only keeps its parts so the chart still says what counts."""
        keys: list[str] = []
        for part in self.breakdown:
            for k in part:
                if k not in keys:
                    keys.append(k)
        scored = [k for k in keys if any(isinstance(p.get(k), (int, float)) and p.get(k) for p in self.breakdown)]
        return scored or keys

    def part_style(self, key) -> tuple:
        """(colour, pattern) of a score part: by its place among all the game's parts, so a part keeps
        its look from one game to the next whichever parts happen to be left out of the legend."""
        keys: list[str] = []
        for part in self.breakdown:
            for k in part:
                if k not in keys:
                    keys.append(k)
        i = keys.index(key) if key in keys else 0
        return PART_COLOURS[i % len(PART_COLOURS)], PART_PATTERNS[i % len(PART_PATTERNS)]

    def headline(self) -> str:
        names = [self.seats[i]["name"] if i < len(self.seats) else _("Player {n}").format(n=i + 1)
                 for i in self.winners]
        if not names:
            return _("No winner this time")
        if len(names) == 1:
            return _("{player} wins!").format(player=names[0])
        from game.logtext import join_words
        # Translators: {players} are two or more names ("Anna and Ben")
        return _("{players} share the win!").format(players=join_words(names))

    def celebrates(self) -> bool:
        """Confetti for a win worth cheering at this screen: a human seat won, or nobody human played
        (a computer beating the people at the table is no party)."""
        if not self.winners:
            return False
        humans = [i for i in range(len(self.seats)) if self.seat(i).get("kind") != "bot"]
        return not humans or any(i in humans for i in self.winners)

    # ---- scene -------------------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        w, h = size
        bw, bh = int(h * 0.28), int(h * 0.075)
        y = h - bh - int(h * 0.04)
        gap = int(h * 0.03)
        wide = int(bw * 1.25)
        self.replay_button.rect = pygame.Rect((w - wide) // 2, y, wide, bh)   # Watch the replay, in the middle
        if self.rematch_button is not None:
            self.rematch_button.rect = pygame.Rect(self.replay_button.rect.right + gap, y, bw, bh)
        self.menu_button.rect = pygame.Rect(self.replay_button.rect.x - gap - bw, y, bw, bh)
        n = max(1, len(self.scores))
        col_w = min(int(w * 0.84 / n), int(h * 0.5))
        x0 = (w - col_w * n) // 2
        top, card_h = int(h * 0.17), int(h * 0.25)
        self.cards = [pygame.Rect(x0 + i * col_w + int(h * 0.012), top, col_w - int(h * 0.024), card_h) for i in range(n)]
        cw = min(int(w * 0.9), int(h * 1.7))
        self.chart = pygame.Rect((w - cw) // 2, top + card_h + int(h * 0.03), cw, y - (top + card_h) - int(h * 0.06))
        self.bg = None
        if self.celebrates():
            self.confetti = Confetti(size, seed=self.match.seed)

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        for b in self.buttons:
            if b.handle(event, self.app):
                return

    def update(self, dt):
        self.age += dt

    def animating(self):
        return self.age < (CELEBRATION_S if self.confetti is not None else 1.6)

    def draw(self, surface):
        w, h = self.size
        if self.bg is None or self.bg.get_size() != self.size:
            self.bg = vertical_gradient(self.size, (246, 232, 200), (214, 184, 140))
        surface.blit(self.bg, (0, 0))
        grow = min(1.0, self.age / 0.6)
        pop = 1.0 + 0.12 * math.sin(min(1.0, self.age / 0.6) * math.pi)
        title = theme.text(self.headline(), "title", max(12, int(h * 0.075 * (0.6 + 0.4 * grow) * pop)),
                           theme.TERRACOTTA_DARK)
        blit_centered(surface, title, (w // 2, int(h * 0.09)))
        if self.ending:
            why = theme.fit_line(self.ending, "serif", max(12, round(h / 40)), theme.INK, int(w * 0.92),
                                 theme.everyday_px(h))
            blit_centered(surface, why, (w // 2, int(h * 0.148)))
        self.draw_cards(surface)
        self.draw_chart(surface)
        if self.confetti is not None and self.age < CELEBRATION_S:
            self.confetti.draw(surface, self.age)
        for b in self.buttons:
            b.hover = b.rect.collidepoint(self.hover_pos)
            b.draw(surface)
        # a tooltip keeps off the buttons it does not speak of (Rematch stays in sight)
        self.tip_rect = None
        others = [b.rect for b in self.buttons if not b.rect.collidepoint(self.hover_pos)]
        for r, text in self.segments:
            if r.collidepoint(self.hover_pos):
                self.tip_rect = tooltip(surface, self.hover_pos, text, others)
                break
        else:
            for b in self.buttons:
                if b.tooltip and b.rect.collidepoint(self.hover_pos):
                    self.tip_rect = tooltip(surface, self.hover_pos, b.tooltip, others)
                    break

    def draw_cards(self, surface):
        h = self.size[1]
        for i, r in enumerate(self.cards):
            seat = self.seat(i)
            colour, symbol = theme.seat_look(seat.get("colour", i))
            won = i in self.winners
            panel(surface, r, fill=(255, 247, 226) if won else (244, 234, 212),
                  border=theme.OCHRE if won else theme.SAND_DARK, width=4 if won else 2, radius=14)
            name_px = int(h * 0.036)
            theme.draw_symbol(surface, symbol, (r.x + int(h * 0.035), r.y + int(h * 0.04)), int(h * 0.018), colour)
            # a long name shrinks a little, then is cut with "…" (never shrunk to an unreadable size)
            room = r.w - int(h * 0.08)
            name = theme.fit_text(seat.get("name", "?"), "title", name_px, theme.INK, max_w=room,
                                  min_px=max(10, int(name_px * 0.75)))
            if name.get_width() > room:
                name = theme.ellipsize(seat.get("name", "?"), "title", max(10, int(name_px * 0.75)), theme.INK, room)
            surface.blit(name, name.get_rect(midleft=(r.x + int(h * 0.065), r.y + int(h * 0.04))))
            if seat.get("kind") == "bot":
                # Translators: under a computer player's name on the results: its level ("computer, hard")
                tag = theme.text(_("computer, {level}").format(level=level_name(seat.get("level", "normal"))), "text",
                                 max(10, int(h * 0.02)), theme.INK_SOFT)
                surface.blit(tag, tag.get_rect(topleft=(r.x + int(h * 0.065), r.y + int(h * 0.065))))
            centre = (r.centerx, r.y + int(h * 0.155))
            if won:
                draw_laurel(surface, centre, int(h * 0.07), (self.age - 0.25) / 0.9)
            score = theme.text(str(self.scores[i]) if i < len(self.scores) else "-", "title", int(h * 0.075),
                               theme.TERRACOTTA_DARK if won else theme.INK)
            blit_centered(surface, score, centre)
            if won:
                # Translators: the ribbon on the winner's score card; a word that suits any player
                # (in a language whose "winner" has a gender, rather "victory")
                ribbon = theme.text(pgettext("ribbon on the winner's card", "Winner"), "bold", int(h * 0.026),
                                    theme.WHITE)
                box = ribbon.get_rect(midbottom=(r.centerx, r.bottom - int(h * 0.012))).inflate(int(h * 0.03), int(h * 0.008))
                pygame.draw.rect(surface, theme.OCHRE, box, border_radius=box.h // 2)
                surface.blit(ribbon, ribbon.get_rect(center=box.center))

    def draw_chart(self, surface):
        h = self.size[1]
        self.segments = []
        keys = self.parts()
        n = len(self.scores)
        if not keys or n == 0:
            return
        c = self.chart
        panel(surface, c, fill=(250, 242, 222), border=theme.SAND_DARK, radius=12)
        pad = int(h * 0.018)
        px = max(12, int(h * 0.025))
        head = theme.text(_("Score breakdown"), "title", max(12, int(h * 0.032)), theme.INK)
        surface.blit(head, (c.x + pad, c.y + pad // 2))
        legend_bottom = self._draw_legend(surface, keys, head, pad, px)
        # one bar per player
        tick_px = max(10, int(px * 0.85))
        area = pygame.Rect(c.x + pad, legend_bottom + pad, c.w - 2 * pad,
                           c.bottom - legend_bottom - 2 * pad - int(tick_px * 1.3))
        label_w = int(area.w * 0.2)
        total_w = int(px * 3.6)
        bar_x = area.x + label_w
        bar_w = area.w - label_w - total_w
        row = area.h / n
        bar_h = int(min(row * 0.68, h * 0.075))
        totals = [sum(max(0, v) for k, v in p.items() if k in keys and isinstance(v, (int, float)))
                  for p in self.breakdown]
        step, top = nice_axis(max(totals + [1]))
        # a light grid with round values so lengths can be read and compared
        for g in range(0, top + 1, step):
            gx = bar_x + int(bar_w * g / top)
            pygame.draw.line(surface, (226, 208, 174), (gx, area.y), (gx, area.bottom), 1)
            tick = theme.text(str(g), "text", tick_px, theme.INK_SOFT)
            surface.blit(tick, tick.get_rect(midtop=(gx, area.bottom + 2)))
        for i in range(n):
            cy = int(area.y + row * (i + 0.5))
            self._draw_bar_label(surface, i, area, cy, label_w, px)
            x = self._draw_bar(surface, i, keys, bar_x, bar_w, bar_h, cy, top)
            pygame.draw.rect(surface, theme.INK_SOFT, (bar_x, cy - bar_h // 2, max(1, x - bar_x), bar_h), 1)
            tot = theme.text(str(self.scores[i]) if i < len(self.scores) else "", "title", int(px * 1.3),
                             theme.TERRACOTTA_DARK if i in self.winners else theme.INK)
            surface.blit(tot, tot.get_rect(midleft=(x + px // 2, cy)))

    def _draw_legend(self, surface, keys, head, pad, px) -> int:
        """Swatch (colour and pattern) and name of each part, flowing right of the title and wrapping;
        returns the legend's bottom."""
        c = self.chart
        x, y = c.x + pad + head.get_width() + pad * 2, c.y + pad // 2 + (head.get_height() - px) // 2
        sw = int(px * 1.5)
        legend_bottom = c.y + pad // 2 + head.get_height()
        for key in keys:
            label = theme.text(part_label(key), "text", px, theme.INK)
            need = sw + px // 2 + label.get_width() + pad
            if x + need > c.right - pad:
                x = c.x + pad
                y += int(px * 1.6)
            sr = pygame.Rect(x, y + (label.get_height() - px) // 2, sw, px)
            fill, pattern = self.part_style(key)
            pygame.draw.rect(surface, fill, sr, border_radius=3)
            draw_pattern(surface, sr, pattern, _lighter(fill))
            pygame.draw.rect(surface, theme.INK_SOFT, sr, 1, border_radius=3)
            surface.blit(label, (x + sw + px // 2, y))
            x += need
            legend_bottom = max(legend_bottom, y + label.get_height())
        return legend_bottom

    def _draw_bar_label(self, surface, i, area, cy, label_w, px):
        """The player's symbol and name left of their bar (the winners' in bold)."""
        seat = self.seat(i)
        colour, symbol = theme.seat_look(seat.get("colour", i))
        theme.draw_symbol(surface, symbol, (area.x + px // 2 + 2, cy), max(4, px // 2), colour)
        name = theme.ellipsize(self.name(i), "bold" if i in self.winners else "text", px, theme.INK,
                               label_w - px * 2)
        surface.blit(name, name.get_rect(midleft=(area.x + px * 1.4, cy)))

    def _draw_bar(self, surface, i, keys, bar_x, bar_w, bar_h, cy, top) -> int:
        """Player i's bar, a segment per part, each growing in turn left to right; returns its right end."""
        part = self.breakdown[i] if i < len(self.breakdown) else {}
        x = bar_x
        for k_i, key in enumerate(keys):
            v = part.get(key, 0)
            if not isinstance(v, (int, float)) or v <= 0:
                continue
            t = max(0.0, min(1.0, (self.age - 0.2 - 0.12 * k_i) / 0.45))
            seg_w = int(bar_w * v / top * t)
            if seg_w <= 0:
                continue
            rect = pygame.Rect(x, cy - bar_h // 2, seg_w, bar_h)
            self._draw_segment(surface, rect, key, v, t >= 1)
            # Translators: over a part of a player's bar: {part} is the score part, {points} its points
            self.segments.append((rect, _("{player}: {part} {points}").format(player=self.name(i), part=part_label(key),
                                                                               points=v)))
            x += seg_w
        return x

    def _draw_segment(self, surface, rect, key, v, grown):
        """One part of a bar in its colour and pattern; its value on it once grown, where it fits."""
        fill, pattern = self.part_style(key)
        pygame.draw.rect(surface, fill, rect)
        draw_pattern(surface, rect, pattern, _lighter(fill, 0.3))
        pygame.draw.line(surface, (250, 242, 222), (rect.right - 1, rect.y), (rect.right - 1, rect.bottom - 1), 2)
        value = theme.text(str(v), "bold", max(10, int(rect.h * 0.45)), theme.WHITE)
        if value.get_width() + 6 < rect.w and grown:
            plate = value.get_rect(center=rect.center).inflate(6, 2)
            shade = pygame.Surface(plate.size, pygame.SRCALPHA)
            shade.fill((30, 20, 10, 80))
            surface.blit(shade, plate)
            surface.blit(value, value.get_rect(center=rect.center))
