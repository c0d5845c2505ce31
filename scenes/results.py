"""The end of a game: the winner celebrated, everyone's score with its breakdown, Rematch or Menu."""
from __future__ import annotations

import random

import pygame

from scenes.base import Scene
from ui import theme
from ui.widgets import Button, blit_centered, panel, vertical_gradient


class ResultsScene(Scene):
    def __init__(self, app, state, seats):
        super().__init__(app)
        self.state = state
        self.seats = seats
        self.scores = state.scores()
        self.winners = state.winners()
        self.breakdown = state.score_breakdown()
        self.buttons = [
            Button("Rematch", self.rematch, style="primary", hotkey=pygame.K_r),
            Button("Menu", self.to_menu, style="secondary", hotkey=pygame.K_ESCAPE),
        ]
        self.bg = None
        self.age = 0.0
        app.audio.play("score")

    def rematch(self):
        from scenes.game_scene import open_game_scene
        from game import registry
        info = registry.get(self.state.game_id)
        state = info.new_game(self.state.num_players, random.SystemRandom().randrange(1, 2**31), self.state.options)
        open_game_scene(self.app, state, self.seats, replace=True)

    def to_menu(self):
        from scenes.menu import MenuScene
        self.app.scenes.reset(MenuScene(self.app))

    def layout(self, size):
        super().layout(size)
        w, h = size
        bw, bh = int(h * 0.28), int(h * 0.075)
        y = h - bh - int(h * 0.05)
        self.buttons[0].rect = pygame.Rect(w // 2 + int(h * 0.02), y, bw, bh)
        self.buttons[1].rect = pygame.Rect(w // 2 - bw - int(h * 0.02), y, bw, bh)
        self.bg = None

    def handle(self, event):
        for b in self.buttons:
            if b.handle(event, self.app):
                return

    def update(self, dt):
        self.age += dt

    def animating(self):
        return self.age < 1.5

    def headline(self) -> str:
        names = [self.seats[i]["name"] if i < len(self.seats) else f"Player {i + 1}" for i in self.winners]
        if not names:
            return "No winner this time"
        if len(names) == 1:
            return f"{names[0]} wins!"
        return " and ".join([", ".join(names[:-1]), names[-1]]) + " share the win!"

    def draw(self, surface):
        w, h = self.size
        if self.bg is None or self.bg.get_size() != self.size:
            self.bg = vertical_gradient(self.size, (246, 232, 200), (214, 184, 140))
        surface.blit(self.bg, (0, 0))
        grow = min(1.0, self.age / 0.6)
        title = theme.text(self.headline(), "title", max(12, int(h * 0.08 * (0.6 + 0.4 * grow))), theme.TERRACOTTA_DARK)
        blit_centered(surface, title, (w // 2, int(h * 0.11)))
        n = len(self.scores)
        keys: list[str] = []
        for part in self.breakdown:
            for k in part:
                if k not in keys:
                    keys.append(k)
        col_w = min(int(w * 0.8 / max(1, n)), int(h * 0.5))
        x0 = (w - col_w * n) // 2
        top = int(h * 0.2)
        card_h = int(h * 0.6)
        best = max(self.scores) if self.scores else 0
        for i in range(n):
            seat = self.seats[i] if i < len(self.seats) else {"name": f"Player {i + 1}", "colour": i}
            colour, symbol = theme.PLAYER_COLOURS[seat.get("colour", i) % len(theme.PLAYER_COLOURS)]
            r = pygame.Rect(x0 + i * col_w + 8, top, col_w - 16, card_h)
            won = i in self.winners
            panel(surface, r, fill=(255, 247, 226) if won else (244, 234, 212),
                  border=theme.OCHRE if won else theme.SAND_DARK, width=4 if won else 2, radius=14)
            theme.draw_symbol(surface, symbol, (r.centerx, r.y + int(h * 0.05)), int(h * 0.025), colour)
            blit_centered(surface, theme.text(seat.get("name", "?"), "title", int(h * 0.045), theme.INK),
                          (r.centerx, r.y + int(h * 0.11)))
            blit_centered(surface, theme.text(str(self.scores[i]), "title", int(h * 0.09),
                                              theme.TERRACOTTA_DARK if won else theme.INK),
                          (r.centerx, r.y + int(h * 0.2)))
            if won:
                blit_centered(surface, theme.text("Winner", "bold", int(h * 0.03), theme.OCHRE),
                              (r.centerx, r.y + int(h * 0.27)))
            y = r.y + int(h * 0.31)
            px = max(11, int(h * 0.026))
            part = self.breakdown[i] if i < len(self.breakdown) else {}
            top_val = max([abs(v) for p in self.breakdown for v in p.values() if isinstance(v, (int, float))] or [1])
            for k in keys:
                v = part.get(k, 0)
                label = theme.text(str(k).replace("_", " ").capitalize(), "text", px, theme.INK_SOFT)
                surface.blit(label, (r.x + px, y))
                val = theme.text(str(v), "bold", px, theme.INK)
                surface.blit(val, val.get_rect(topright=(r.right - px, y)))
                bar_w = int((r.w - 2 * px) * grow * (abs(v) / top_val if top_val else 0))
                pygame.draw.rect(surface, colour, (r.x + px, y + int(px * 1.25), bar_w, max(3, px // 3)),
                                 border_radius=2)
                y += int(px * 1.9)
                if y > r.bottom - px * 2:
                    break
        for b in self.buttons:
            b.draw(surface)
