"""The Thebes dig dialog: the time wheel as a dial, the rumor / assistant / shovel / permission /
car / Zeppelin choices, cost and bag count, all from the match's preview of the dig (the dig's
animation stage is in anim.py)."""
from __future__ import annotations

import math

import pygame

from game.core import Action
from game.i18n import N_, _, _n
from game.thebes import data as D
from scenes.thebes.pieces import site_chip
from ui import theme
from ui.widgets import Button, blit_centered, panel


def when(t: int) -> str:
    """A time on the track as a player reads it ("1902, week 14")."""
    if t >= D.END_T:
        return _("the end (1904)")
    # Translators: a time on the time track: the year and the week in it
    return _("{year}, week {week}").format(year=D.year_of(t), week=D.square_of(t))


POINTER_BASE = 1.16     # the wheel's pointer: its base, as a multiple of the wheel's radius
POINTER_REACH = 1.22    # what the title and the caption keep clear of (the pointer and a margin)


class DigDialog:
    """Choices for one dig at `site` by the seat to act. Builds the Action; never applies it."""

    # what drawing may change (tests/scenes/test_draw_pure.py): the match's answers kept per choice, and
    # where this frame drew the toggles (a click reads them: they are drawn where the layout says)
    DRAW_CACHES = frozenset({"_asked", "toggles", "title_rect", "caption_rect", "pointer_rect"})

    def __init__(self, scene, site: str):
        self.scene = scene
        self.site = site
        self._asked: dict = {}   # (the choices made) -> the match's preview and reason, asked once each
        self.seat = scene.match.current_player
        facts = scene.dig_facts(site)
        d = facts["dig"]
        self.start_T = facts["from_T"]
        self.n_rumors = d["rumors_held"]
        self.n_assist = d["assistants"]
        self.n_shovel = d["shovels"]
        self.permit_valid = d["permit_valid"]
        self.zep_offered = facts["zeppelin_offered"]    # a Zeppelin held and a journey to make
        self.rumors = 0
        self.la = self.ls = False
        self.sp = not self.permit_valid
        self.zeppelin = False
        self.car_offered = facts["car_offered"]         # a car held and a journey of 3+ routes
        self.car = self.car_offered                     # on by default, the player may leave it
        # spend the rumor when the dig needs it for the one site point
        if d["books"] == 0 and self.n_rumors:
            self.rumors = 1
        legal = [a for a in scene.match.legal_actions() if a.kind == "dig" and a["site"] == site]
        if legal and not any(not a["zeppelin"] for a in legal):
            self.zeppelin = True
        self.weeks = 1                                  # the preview does not depend on it
        self.weeks = self.best_weeks()
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.toggles: list[tuple[pygame.Rect, str, str, bool, bool]] = []  # rect, key, label, on, enabled
        self.confirm = Button(self._confirm_label, None, style="primary", refusal=self.reason)
        self.cancel = Button(N_("Cancel"), None, style="quiet")
        self.minus = Button("-", None, style="secondary")
        self.plus = Button("+", None, style="secondary")

    # ---- the choice ---------------------------------------------------------------------------
    def use_car(self) -> bool:
        """The car as the action takes it: chosen, and it applies (never with the Zeppelin)."""
        return self.car and self.car_offered and not self.zeppelin

    def _ask(self) -> tuple:
        """The match's preview and reason for the dig as chosen now (asked once per choice)."""
        key = (self.weeks, self.rumors, self.la, self.ls, self.sp, self.zeppelin, self.car)
        got = self._asked.get(key)
        if got is None:
            action = self.action()
            got = self._asked[key] = (self.scene.match.preview(action)["dig"], self.scene.match.reason(action))
        return got

    def preview(self) -> dict:
        """What the dialog shows for the choices made (the match's preview of the dig)."""
        return self._ask()[0]

    def _confirm_label(self) -> str:
        if self.reason() is not None:
            return _("Cannot dig")
        opt = self.preview()["weeks_options"][self.weeks - 1]
        # Translators: the Dig button: {weeks} weeks ("wk") of digging draw {n} tokens
        return _n("Dig {weeks} wk: {n} token", "Dig {weeks} wk: {n} tokens", opt['tokens'], weeks=self.weeks)

    def best_weeks(self) -> int:
        """The first setting: the cheapest weeks that draw at least one token and fit in the time
        left (or, when none fits, the cheapest that draws one, so the reason shows)."""
        options = self.preview()["weeks_options"]
        fits = [o["weeks"] for o in options if o["tokens"] > 0 and o["affordable"]]
        if fits:
            return min(fits)
        drawing = [o["weeks"] for o in options if o["tokens"] > 0]
        return min(drawing) if drawing else D.MAX_WEEKS

    def action(self) -> Action:
        return Action.make("dig", site=self.site, weeks=self.weeks, rumors=self.rumors,
                           lone_assistant=self.la, lone_shovel=self.ls, special_permission=self.sp,
                           zeppelin=self.zeppelin, car=self.use_car())

    def reason(self) -> str | None:
        return self._ask()[1]

    # ---- layout and drawing -------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, unit: int):
        self.rect = pygame.Rect(rect)
        self.unit = unit
        r = self.rect
        pad = unit
        self.title_y = r.y + pad
        # the wheel takes what the choices, the summary (some lines may wrap) and the buttons leave
        px = max(10, self.scene.min_px, int(unit * 0.9))
        below = len(self._toggle_specs()) * (max(unit * 1.3, px * 1.25) + unit * 0.4) + 7 * px * 1.5 \
            + unit * 2.2 + pad * 4
        # the pointer stands outside the ring (to POINTER_REACH of the radius): the title above and
        # the caption below keep clear of it wherever it points
        reach = POINTER_REACH
        radius = int(max(unit * 3, min(r.w * 0.3, r.h * 0.23, (r.h - below - pad * 4 - unit * 2.4) / (2 * reach))))
        self.dial_c = (r.centerx, r.y + pad * 3 + int(radius * reach) + int(unit * 0.8))
        self.dial_r = radius
        bh = int(unit * 2.2)
        self.minus.rect = pygame.Rect(0, 0, bh, bh)
        self.minus.rect.center = (self.dial_c[0] - radius - bh, self.dial_c[1])
        self.plus.rect = pygame.Rect(0, 0, bh, bh)
        self.plus.rect.center = (self.dial_c[0] + radius + bh, self.dial_c[1])
        self.caption_y = self.dial_c[1] + int(radius * reach) + int(unit * 0.7)
        self.opts_y = self.dial_c[1] + int(radius * reach) + int(unit * 1.6)
        bw = int(r.w * 0.36)
        self.confirm.rect = pygame.Rect(r.right - pad - bw, r.bottom - pad - bh, bw, bh)
        self.cancel.rect = pygame.Rect(r.x + pad, r.bottom - pad - bh, int(bw * 0.7), bh)

    def _toggle_specs(self):
        name = _(D.LOCATION_NAME[self.site])
        out = []
        if self.n_rumors:
            # Translators: {site}: the dig site the rumor card is about ("Egypt")
            out.append(("rumors", _("Spend the {site} rumor (+2 knowledge)").format(site=name), self.rumors > 0, True))
        if self.n_assist == 1:
            out.append(("la", _("Discard your lone assistant (+1 knowledge)"), self.la, True))
        if self.n_shovel == 1:
            out.append(("ls", _("Discard your lone shovel (+1 token)"), self.ls, True))
        if not self.permit_valid:
            out.append(("sp", _("Special permission (permit used this year)"), self.sp, False))
        if self.car_offered:
            out.append(("car", _("Drive your car (1 week less travel)"), self.use_car(), not self.zeppelin))
        if self.zep_offered:
            out.append(("zeppelin", _("Fly by Zeppelin (journey free, card spent)"), self.zeppelin, True))
        return out

    def toggle_rows(self) -> list[tuple[pygame.Rect, pygame.Rect, str, str, bool, bool]]:
        """Per choice: (its box, its whole clickable row, key, label, on, enabled)."""
        u = self.unit
        r = self.rect
        y = self.opts_y + u
        out = []
        for key, label, on, enabled in self._toggle_specs():
            box = pygame.Rect(r.x + u * 1.2, y, int(u * 1.3), int(u * 1.3))
            h = max(box.h, self.label(label, theme.INK).get_height())   # a long label wraps
            out.append((box, pygame.Rect(box.x, box.y, r.w - 2 * u, h), key, label, on, enabled))
            y += h + int(u * 0.4)
        return out

    def text_px(self) -> int:
        return max(10, self.scene.min_px, int(self.unit * 0.9))

    def label(self, text: str, colour, kind: str = "text") -> pygame.Surface:
        """A choice's label at the dialog's text size, wrapped to the room right of its box."""
        u = self.unit
        room = self.rect.right - u - int(self.rect.x + u * 1.2 + u * 1.3 + u * 0.5)
        return theme.text(text, kind, self.text_px(), colour, wrap=max(40, room))

    def dial_rect(self) -> pygame.Rect:
        R = self.dial_r
        box = pygame.Rect(0, 0, int(R * 2.3), int(R * 2.3))
        box.center = self.dial_c
        return box

    def interactive_rects(self) -> list[pygame.Rect]:
        """Dig, Cancel, the time wheel with its - and + buttons, and every choice row."""
        return ([self.confirm.rect.copy(), self.cancel.rect.copy(), self.dial_rect(), self.minus.rect.copy(),
                 self.plus.rect.copy()] + [row for _box, row, *_unused in self.toggle_rows()])

    def draw(self, surface):
        u = self.unit
        r = self.rect
        panel(surface, r, fill=(248, 238, 212), border=theme.OCHRE, radius=max(8, u), width=3)
        p = self.preview()
        name = _(D.LOCATION_NAME[self.site])
        site_chip(surface, self.site, (r.x + u * 2, self.title_y + u), u)
        title = theme.text(_("Dig at {site}").format(site=name), "title", int(u * 1.9), theme.INK)
        self.title_rect = surface.blit(title, (r.x + u * 3.6, self.title_y - u // 3))
        legend = self._draw_wheel(surface, p)
        # outer legend
        caption = theme.text(legend, "text", max(10, self.scene.min_px, int(u * 0.8)), theme.INK_SOFT)
        self.caption_rect = caption.get_rect(center=(self.dial_c[0], self.caption_y))
        surface.blit(caption, self.caption_rect)
        for b in (self.minus, self.plus):
            b.draw(surface)
        y = self._draw_toggles(surface)
        y = self._draw_summary(surface, p, y + int(u * 0.3))
        why = self.reason()
        if why:
            px = max(10, self.scene.min_px, int(u * 0.9))
            s = theme.text(why, "bold", px, theme.BAD, wrap=r.w - 2 * u)
            at = (r.x + u * 1.2, min(y, self.confirm.rect.y - s.get_height() - u // 2))
            surface.blit(s, at)
            self.scene.note_text(why, s.get_rect(topleft=at), r)
        self.confirm.draw(surface)
        self.cancel.draw(surface)

    def _draw_wheel(self, surface, p) -> str:
        """The time wheel: a sector per number of weeks (tokens drawn inside), the pointer at the chosen
        weeks, the knowledge in the hub. Returns the caption's wording (it says what the hub has no
        room for)."""
        u = self.unit
        cx, cy = self.dial_c
        R = self.dial_r
        pygame.draw.circle(surface, (70, 50, 32), (cx + u // 4, cy + u // 3), R + u // 3)
        pygame.draw.circle(surface, (226, 204, 160), (cx, cy), R + u // 3)
        for o in p["weeks_options"]:
            self._draw_sector(surface, o)
        # pointer at the chosen weeks
        am = math.radians(-90 + (self.weeks - 0.5) * 30)
        tip = (cx + math.cos(am) * R * 1.02, cy + math.sin(am) * R * 1.02)
        base = [(cx + math.cos(am + d) * R * POINTER_BASE, cy + math.sin(am + d) * R * POINTER_BASE)
                for d in (-0.09, 0.09)]
        self.pointer_rect = pygame.draw.polygon(surface, (60, 30, 20), [tip] + base)
        pygame.draw.circle(surface, (90, 60, 36), (cx, cy), int(R * 0.38))
        pygame.draw.circle(surface, (236, 214, 170), (cx, cy), int(R * 0.34))
        # Translators: in the hub of the time wheel: K stands for knowledge (as in "K: knowledge" below)
        blit_centered(surface, theme.text(_("K {n}").format(n=p['K']), "bold", int(R * 0.2), theme.INK),
                      (cx, cy - R * 0.08))
        word = theme.text(_("knowledge"), "text", max(self.scene.min_px, int(R * 0.085)), theme.INK_SOFT)
        if word.get_width() <= int(R * 0.62):
            blit_centered(surface, word, (cx, cy + R * 0.13))
            return _("weeks (outer) / tokens drawn (inner)")
        # a small wheel has no legible room for the word in its hub: the caption says it
        # Translators: K stands for knowledge (the figure in the hub of the time wheel)
        return _("weeks (outer) / tokens drawn (inner), K: knowledge")

    def _draw_sector(self, surface, o):
        """One number of weeks on the wheel: chosen, possible, or greyed out; weeks outside, tokens inside."""
        u = self.unit
        cx, cy = self.dial_c
        R = self.dial_r
        w = o["weeks"]
        a0 = math.radians(-90 + (w - 1) * 30)
        a1 = math.radians(-90 + w * 30)
        ok = o["tokens"] > 0 and o["affordable"]
        sel = w == self.weeks
        fill = theme.TERRACOTTA if sel else ((250, 242, 222) if ok else (196, 184, 164))
        pts = [(cx + math.cos(a0 + (a1 - a0) * i / 8) * R, cy + math.sin(a0 + (a1 - a0) * i / 8) * R) for i in range(9)]
        pts += [(cx + math.cos(a1 - (a1 - a0) * i / 8) * R * 0.4, cy + math.sin(a1 - (a1 - a0) * i / 8) * R * 0.4) for i in range(9)]
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, (110, 84, 56), pts, max(1, u // 10))
        am = (a0 + a1) / 2
        fg = theme.WHITE if sel else (theme.INK if ok else (130, 118, 100))
        wl = theme.text(f"{w}", "bold", int(R * 0.14), fg)
        blit_centered(surface, wl, (cx + math.cos(am) * R * 0.84, cy + math.sin(am) * R * 0.84))
        tokens = o["tokens"]
        tl = theme.text(str(tokens) if tokens else "-", "bold", int(R * 0.17), fg)
        blit_centered(surface, tl, (cx + math.cos(am) * R * 0.6, cy + math.sin(am) * R * 0.6))

    def _draw_toggles(self, surface) -> int:
        """The choices (rumor, lone assistant, car...) as tick boxes; returns the y below them."""
        u = self.unit
        r = self.rect
        y = self.opts_y + u
        self.toggles = []
        for box, row, key, label, on, enabled in self.toggle_rows():
            pygame.draw.rect(surface, (255, 250, 236), box, border_radius=4)
            pygame.draw.rect(surface, theme.INK if enabled else theme.SAND_DARK, box, max(2, u // 8), border_radius=4)
            if on:
                pygame.draw.lines(surface, theme.GOOD, False, [(box.x + box.w * 0.2, box.centery),
                                                               (box.x + box.w * 0.42, box.bottom - box.h * 0.2),
                                                               (box.right - box.w * 0.15, box.y + box.h * 0.15)], max(2, u // 5))
            lab = self.label(label, theme.INK if enabled else theme.INK_SOFT)
            at = (box.right + u * 0.5, box.centery - min(box.h, lab.get_height()) // 2)
            surface.blit(lab, at)
            self.scene.note_text(label, lab.get_rect(topleft=at), r)
            self.toggles.append((row, key, label, on, enabled))
            y = row.bottom + int(u * 0.4)
        return y

    def _summary_lines(self, p) -> list[str]:
        """Knowledge, tokens, bag and time of the dig as chosen (line 3, the time, turns red when it
        runs past the end of the game)."""
        # the terms of the sum of knowledge points, each with where its points come from
        # Translators: knowledge points from the books about the site (a term of a sum: "3 site + 2 rumor")
        parts = [_("{n} site").format(n=p['books'])]
        if p["rumor_points"]:
            # Translators: knowledge points from a rumor card (a term of a sum: "3 site + 2 rumor")
            parts.append(_("{n} rumor").format(n=p['rumor_points']))
        if p["assistant_points"]:
            # Translators: knowledge points from assistants (a term of a sum)
            parts.append(_("{n} from assistants").format(n=p['assistant_points']))
        if p["usable_G"]:
            if p["G"] > p["usable_G"]:
                # Translators: general knowledge points that count, of all those held (a term of a sum)
                parts.append(_("{n} general (of {held})").format(n=p['usable_G'], held=p['G']))
            else:
                # Translators: general knowledge points (a term of a sum)
                parts.append(_("{n} general").format(n=p['usable_G']))
        opt = p["weeks_options"][self.weeks - 1]
        # Translators: {terms}: the knowledge points by where they come from ("3 site + 2 rumor"), {n}: their sum
        lines = [_("Knowledge: {terms} = {n}").format(terms=" + ".join(parts), n=p['K'])]
        wheel = opt["wheel"]
        # "wheel 3" (not "from the wheel": at small sizes its "e w" closes up into "thewheel")
        if p["shovel_bonus"] and wheel:
            # Translators: the tokens the dig draws: from the time wheel, more for the shovels, {n} in all
            lines.append(_("Tokens: wheel {wheel} + shovel {shovel} = {n}").format(
                wheel=wheel, shovel=p['shovel_bonus'], n=opt['tokens']))
        else:
            # Translators: the tokens the dig draws: from the time wheel, {n} in all
            lines.append(_("Tokens: wheel {wheel} = {n}").format(wheel=wheel, n=opt['tokens']))
        if p["bonus_on_site"]:
            lines.append(_n("Bag: {n} token (16 of them debris)  (+ the first-dig bonus artifact)",
                            "Bag: {n} tokens (16 of them debris)  (+ the first-dig bonus artifact)", p['bag_count']))
        else:
            lines.append(_n("Bag: {n} token (16 of them debris)", "Bag: {n} tokens (16 of them debris)",
                            p['bag_count']))
        tw = p["travel_weeks"]
        total = tw + self.weeks
        t_end = self.start_T + total
        if self.use_car():
            # Translators: weeks of travel by car and of digging, {n} weeks in all, and the time it ends
            # ("1902, week 14")
            lines.append(_n("Time: {travel} travel (car) + {weeks} digging = {n} week, to {when}",
                            "Time: {travel} travel (car) + {weeks} digging = {n} weeks, to {when}", total,
                            travel=tw, weeks=self.weeks, when=when(t_end)))
        else:
            # Translators: weeks of travel and of digging, {n} weeks in all, and the time it ends ("1902, week 14")
            lines.append(_n("Time: {travel} travel + {weeks} digging = {n} week, to {when}",
                            "Time: {travel} travel + {weeks} digging = {n} weeks, to {when}", total,
                            travel=tw, weeks=self.weeks, when=when(t_end)))
        return lines

    def _draw_summary(self, surface, p, y) -> int:
        """The summary lines from `y` down; returns the y below them."""
        u = self.unit
        r = self.rect
        px = max(10, self.scene.min_px, int(u * 0.9))
        affordable = p["weeks_options"][self.weeks - 1]["affordable"]
        for i, line in enumerate(self._summary_lines(p)):
            col = theme.INK if i != 3 or affordable else theme.BAD
            # a long line wraps (at the same, legible size) instead of shrinking
            s = theme.text(line, "bold" if i in (1, 3) else "text", px, col, wrap=int(r.w - u * 2.2))
            surface.blit(s, (r.x + u * 1.2, y))
            self.scene.note_text(line, s.get_rect(topleft=(r.x + u * 1.2, y)), r)
            y += s.get_height() + int(px * 0.3)
        return y

    # ---- input ------------------------------------------------------------------------------
    def handle(self, event) -> str | None:
        """'confirm', 'cancel' or None. Disabled choices toast their reason."""
        app = self.scene.app
        for b in (self.confirm, self.cancel, self.minus, self.plus):
            if event.type == pygame.MOUSEMOTION:
                b.handle(event)
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return None
        pos = event.pos
        if self.cancel.rect.collidepoint(pos):
            return "cancel"
        if self.confirm.rect.collidepoint(pos):
            why = self.reason()
            if why:
                app.toast(why)
                app.audio.play("error")
                return None
            return "confirm"
        if self.minus.rect.collidepoint(pos):
            self._set_weeks(self.weeks - 1)
            return None
        if self.plus.rect.collidepoint(pos):
            self._set_weeks(self.weeks + 1)
            return None
        cx, cy = self.dial_c
        d = math.hypot(pos[0] - cx, pos[1] - cy)
        if self.dial_r * 0.38 <= d <= self.dial_r * 1.08:
            ang = (math.degrees(math.atan2(pos[1] - cy, pos[0] - cx)) + 90) % 360
            self._set_weeks(int(ang // 30) + 1)
            return None
        for rect, key, label, on, enabled in self.toggles:
            if rect.collidepoint(pos):
                if not enabled:
                    app.toast(_("The Zeppelin already makes this journey free: no car needed.") if key == "car" else
                              _("Your permit for this site is used this year: the Special Permission card is needed."),
                              "info")
                    return None
                if key == "rumors":
                    self.rumors = 0 if self.rumors else 1
                else:
                    setattr(self, key, not getattr(self, key))
                app.audio.play("click")
                return None
        return None

    def _set_weeks(self, w: int):
        w = max(1, min(12, w))
        self.weeks = w
        opt = self.preview()["weeks_options"][w - 1]
        if opt["tokens"] <= 0 or not opt["affordable"]:
            why = self.reason()
            if why:
                self.scene.app.toast(why, "info")
        self.scene.app.audio.play("click")
