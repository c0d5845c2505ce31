"""Game setup: seats (names, colours, human or bot level), rule options with their defaults, Start."""
from __future__ import annotations

import random

import pygame

from game.bots import LEVELS
from game import i18n
from game.i18n import N_, _, _n
from scenes.base import Scene
from scenes.table.games import has_tutorial
from ui import savegame, theme
from ui.clean import NAME_MAX
from ui.seats import DEFAULT_NAMES, computer_name, remember, remembered
from ui.widgets import Button, blit_centered, dialog_frame, panel, paper, typed

KINDS = ["human"] + [f"bot:{lvl}" for lvl in LEVELS]
# one line per computer level, shown under the seats when a seat's level is chosen (translated where
# drawn; each starts with the level's name as the seat's box shows it)
LEVEL_LINES = {
    "human": N_("human: a person at this screen"),
    "random": N_("random: any legal move, for trying things out"),
    "easy": N_("easy: plays simply and forgets things; a newcomer can win"),
    "normal": N_("normal: plays sensibly"),
    "hard": N_("hard: plays to win, one move at a time"),
    "expert": N_("expert: thinks up to a second a move, looking ahead"),
}


def kinds_for(info) -> list[str]:
    """Human and the computer levels this game offers, weakest first."""
    levels = [lv for lv in LEVELS if lv in getattr(info, "bot_levels", LEVELS)]
    return ["human"] + [f"bot:{lv}" for lv in levels]


def kind_label(kind: str) -> str:
    if kind == "human":
        # Translators: a seat played by a person at the screen (the other choice is "Computer: normal")
        return _("Human")
    return computer_name(kind.split(":")[1])


def seat_from_kind(name: str, colour: int, kind: str) -> dict:
    if kind == "human":
        return {"name": name, "colour": colour, "kind": "human", "level": None}
    return {"name": name, "colour": colour, "kind": "bot", "level": kind.split(":")[1]}


class ConfirmScene(Scene):
    """A question with Yes and No over the screen below (Esc or N is No, Y is Yes)."""
    light = True

    overlay = True

    def __init__(self, app, question, detail, on_yes, on_no=None):
        """`question` and `detail`: English marked with N_ or made with _(), or functions returning the
        text in the language of the moment (it is read again when the language changes)."""
        super().__init__(app)
        self._question, self._detail = question, detail
        self.on_yes, self.on_no = on_yes, on_no
        self.yes = Button(N_("Yes"), self._yes, style="primary", hotkey=pygame.K_y)
        self.no = Button(N_("No"), self._no, style="secondary", hotkey=pygame.K_n)
        self.box = pygame.Rect(0, 0, 10, 10)

    @property
    def question(self) -> str:
        """The question in the language of the moment."""
        return _(self._question() if callable(self._question) else self._question)

    @property
    def detail(self) -> str:
        """What it means, in the language of the moment."""
        return _(self._detail() if callable(self._detail) else self._detail)

    def words(self) -> tuple[str, str]:
        """(question, detail) in the language of the moment."""
        return self.question, self.detail

    def _yes(self):
        self.app.scenes.pop()
        self.on_yes()

    def _no(self):
        self.app.scenes.pop()
        if self.on_no:
            self.on_no()

    def _texts(self):
        h = self.h
        wrap = self.box.w - 2 * int(h * 0.04)
        question, detail = self.words()
        q = theme.text(question, "title", int(h * 0.042), theme.TERRACOTTA_DARK, wrap=wrap)
        d = theme.text(detail, "text", int(h * 0.028), theme.INK, wrap=wrap)
        return q, d

    def layout(self, size):
        super().layout(size)
        w, h = size
        self.box = pygame.Rect(0, 0, min(int(w * 0.9), int(h * 0.95)), int(h * 0.36))
        q, d = self._texts()
        pad = int(h * 0.04)
        bw, bh = int(h * 0.2), int(h * 0.075)
        self.box.h = pad + q.get_height() + int(h * 0.015) + d.get_height() + int(h * 0.04) + bh + pad
        self.box.center = (w // 2, h // 2)
        y = self.box.bottom - bh - pad
        self.yes.rect = pygame.Rect(self.box.centerx - bw - int(h * 0.02), y, bw, bh)
        self.no.rect = pygame.Rect(self.box.centerx + int(h * 0.02), y, bw, bh)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._no()
            return
        for b in (self.yes, self.no):
            if b.handle(event, self.app):
                return

    def draw(self, surface):
        h = self.h
        dialog_frame(surface, self.box)
        pad = int(h * 0.04)
        question, detail = self.words()
        q = theme.text(question, "title", int(h * 0.042), theme.TERRACOTTA_DARK, wrap=self.box.w - 2 * pad)
        surface.blit(q, q.get_rect(midtop=(self.box.centerx, self.box.y + pad)))
        d = theme.text(detail, "text", int(h * 0.028), theme.INK, wrap=self.box.w - 2 * pad)
        surface.blit(d, d.get_rect(midtop=(self.box.centerx, self.box.y + pad + q.get_height() + int(h * 0.015))))
        self.yes.draw(surface)
        self.no.draw(surface)


def replace_question(saved: dict | None, new_title: str | None) -> tuple[str, str]:
    """(question, detail) asked before a new game takes the place of the saved one: both games
    named, so "the saved Faras game" is never read as the Thebes game about to start. `new_title` is
    the game's title as the registry gives it (English); both come in the language of the moment."""
    new = _(new_title) if new_title else new_title
    if not saved:
        if new:
            return (_("Start {game} in place of the saved game?").format(game=new),
                    _("Only one game is kept: the saved game cannot be continued after this."))
        return (_("Replace the saved game?"),
                _("Only one game is kept: the saved game cannot be continued after this."))
    old = saved["title"]
    # Translators: the saved game, before the question whether to give it up: {game} its title,
    # {players} the players' names or their number, {progress} how far it is ("round 3")
    where = _("Saved: {game} with {players}, {progress}.").format(game=old, players=saved["players"],
                                                                    progress=saved["progress"])
    if new is None:
        return (_("Replace the saved {game} game?").format(game=old),
                # Translators: {saved} is the sentence that names the saved game ("Saved: Thebes with ...")
                _("{saved} Only one game is kept: it cannot be continued once the new game starts.").format(
                    saved=where))
    if new == old:
        return (_("Start a new {game} game in place of the saved one?").format(game=old),
                # Translators: {saved} is the sentence that names the saved game ("Saved: Thebes with ...")
                _("{saved} Only one game is kept: it cannot be continued once the new {game} game starts.").format(
                    saved=where, game=old))
    return (_("Start {new} and give up the saved {old} game?").format(new=new, old=old),
            # Translators: {saved} is the sentence that names the saved game ("Saved: Thebes with ..."); {old}
            # is that game's title, {new} the title of the game about to start
            _("{saved} Only one game is kept: the {old} game cannot be continued once {new} starts.").format(
                saved=where, old=old, new=new))


def confirm_replacing_save(app, start, new_title: str | None = None) -> None:
    """Call `start()` at once when no game is saved; otherwise ask first, naming the saved game and
    (when given) the one about to start (there is one saved game: a new game takes its place)."""
    if not savegame.exists():
        start()
        return
    saved, problem = savegame.summary()
    if problem:
        app.toast(problem, "warn", 6)
    if saved is None and not savegame.exists():   # it was damaged and has been set aside
        start()
        return
    asked: dict = {}     # language -> (question, detail): worded again, the saved game too, in another

    def words():
        code = i18n.language()
        if code not in asked:
            fresh = savegame.summary()[0] if asked else saved
            asked[code] = replace_question(fresh or saved, new_title)
        return asked[code]
    app.scenes.push(ConfirmScene(app, lambda: words()[0], lambda: words()[1], start))


class SetupScene(Scene):
    def __init__(self, app, info, seed: int | None = None):
        super().__init__(app)
        self.info = info
        self.seed = seed
        self.options = info.default_options()
        allowed = info.allowed_players(self.options)
        n = 2 if 2 in allowed else allowed[0]
        self.names = list(DEFAULT_NAMES)
        self.colours = list(range(len(DEFAULT_NAMES)))
        self.kinds = ["human"] + ["bot:normal"] * (len(DEFAULT_NAMES) - 1)
        self.count = n
        self.recall_seats()
        self.editing: int | None = None
        self.picker: int | None = None      # the seat whose list of players (human, levels) is open
        self.picker_hover: int | None = None
        self.picker_rects: list[pygame.Rect] = []   # the open list as last drawn (and its choices),
        self.picker_kinds: list[str] = []           # for whoever reads the screen: tests, the probe
        self.rows: list[dict] = []
        self.buttons: list[Button] = []
        self.option_buttons: list[tuple[Button, object]] = []
        self.learn_button: Button | None = None   # "Learn to play" for a game that has a tutorial
        self.network_button: Button | None = None  # "Play over the network" (not in kiosk mode)
        self.bg = None

    # ---- model ------------------------------------------------------------------------------
    def recall_seats(self):
        """The seats last started for this game (a kiosk keeps nothing for the next visitor)."""
        if self.app.settings.kiosk:
            return
        last, problem = remembered(self.info.id, self.info.bot_levels)
        if problem:
            self.app.toast(problem, "warn", 6)
        if last is None:
            return
        kinds = kinds_for(self.info)
        for i, seat in enumerate(last["seats"]):
            self.names[i] = seat.get("name") or DEFAULT_NAMES[i]
            self.colours[i] = seat.get("colour", self.colours[i])
            kind = "human" if seat.get("kind", "human") == "human" else f"bot:{seat.get('level') or 'normal'}"
            self.kinds[i] = kind if kind in kinds else self.kinds[i]
        self.count = last["count"]
        self.fix_count()

    def keep_seats(self):
        if self.app.settings.kiosk:
            return
        every = [seat_from_kind(self.names[i].strip() or DEFAULT_NAMES[i], self.colours[i], self.kinds[i])
                 for i in range(len(DEFAULT_NAMES))]
        problem = remember(self.info.id, self.count, every)
        if problem:
            self.app.log_problem(problem)

    def allowed(self):
        return self.info.allowed_players(self.options)

    def fix_count(self):
        allowed = self.allowed()
        if self.count not in allowed:
            self.count = min(allowed, key=lambda k: abs(k - self.count))

    def seats(self) -> list[dict]:
        return [seat_from_kind(self.names[i].strip() or DEFAULT_NAMES[i], self.colours[i], self.kinds[i])
                for i in range(self.count)]

    def cycle_colour(self, i):
        used = {self.colours[j] for j in range(self.count) if j != i}
        c = self.colours[i]
        for _unused in range(len(theme.PLAYER_COLOURS)):
            c = (c + 1) % len(theme.PLAYER_COLOURS)
            if c not in used:
                break
        self.colours[i] = c
        self.rebuild()

    def set_kind(self, i, kind):
        self.kinds[i] = kind
        self.level_line = LEVEL_LINES.get(kind.split(":")[-1], "") if kind != "human" else ""
        self.rebuild()

    # ---- the list of players a seat can have (human, or a computer level) -------------------------
    def open_picker(self, i):
        self.picker = i
        kinds = kinds_for(self.info)
        self.picker_hover = kinds.index(self.kinds[i]) if self.kinds[i] in kinds else None
        self.app.dirty = True

    def close_picker(self):
        self.picker = self.picker_hover = None
        self.picker_rects, self.picker_kinds = [], []
        self.app.dirty = True

    def picker_items(self) -> list[tuple[pygame.Rect, str]]:
        """Where each choice of the open list is: under the seat's box, or above it when the window
        has no room below."""
        if self.picker is None or self.picker >= len(self.rows):
            return []
        box = self.rows[self.picker]["kind"]
        kinds = kinds_for(self.info)
        item_h = max(18, int(box.h * 0.82))
        total = item_h * len(kinds)
        top = box.bottom + 2
        if top + total > self.size[1] - 4:
            top = max(4, box.y - total - 2)
        return [(pygame.Rect(box.x, top + n * item_h, box.w, item_h), kind) for n, kind in enumerate(kinds)]

    def handle_picker(self, event) -> None:
        items = self.picker_items()
        if event.type == pygame.MOUSEMOTION:
            hit = next((n for n, (r, _unused) in enumerate(items) if r.collidepoint(event.pos)), None)
            if hit is not None and hit != self.picker_hover:
                self.picker_hover = hit
                self.app.dirty = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            hit = next((kind for r, kind in items if r.collidepoint(event.pos)), None)
            seat = self.picker
            self.close_picker()
            if hit is not None:
                self.set_kind(seat, hit)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN) and items:
                step = 1 if event.key == pygame.K_DOWN else -1
                now = self.picker_hover if self.picker_hover is not None else (-1 if step > 0 else len(items))
                self.picker_hover = max(0, min(len(items) - 1, now + step))
                self.app.dirty = True
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.picker_hover is not None:
                seat, kind = self.picker, items[self.picker_hover][1]
                self.close_picker()
                self.set_kind(seat, kind)
            elif event.key == pygame.K_ESCAPE:
                self.close_picker()

    def draw_picker(self, surface) -> None:
        items = self.picker_items()
        self.picker_rects, self.picker_kinds = [r for r, _unused in items], [k for _unused, k in items]
        if not items:
            return
        area = items[0][0].unionall([r for r, _unused in items[1:]]).inflate(8, 8)
        panel(surface, area, fill=(252, 245, 228), radius=8)
        for n, (r, kind) in enumerate(items):
            chosen = kind == self.kinds[self.picker]
            if n == self.picker_hover:
                pygame.draw.rect(surface, (250, 226, 170), r, border_radius=6)
                pygame.draw.rect(surface, theme.OCHRE, r, 2, border_radius=6)
            dot = max(3, r.h // 7)       # the seat's player now: bold, with a dot at the end
            t = theme.fit_line(kind_label(kind), "bold" if chosen else "text", int(r.h * 0.5), theme.INK,
                               max_w=r.w - 26 - 2 * dot)
            surface.blit(t, t.get_rect(midleft=(r.x + 10, r.centery)))
            if chosen:
                pygame.draw.circle(surface, theme.TERRACOTTA, (r.right - 10 - dot, r.centery), dot)

    def cycle_option(self, opt, step=1):
        values = [v for v, _unused in opt.choices]
        idx = values.index(self.options[opt.id]) if self.options[opt.id] in values else 0
        self.options[opt.id] = values[(idx + step) % len(values)]
        self.fix_count()
        self.rebuild()

    def change_count(self, delta):
        allowed = self.allowed()
        target = self.count + delta
        if target in allowed:
            self.count = target
        self.rebuild()

    def start(self):
        confirm_replacing_save(self.app, self._start, self.info.title)

    def _start(self):
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1, 2**31)
        from game.match import Match
        try:
            match = Match.new(self.info.id, self.count, seed, self.options, self.seats())
        except Exception as exc:  # a rules bug must not take the app down
            self.app.log_problem(f"could not start {self.info.id}: {exc!r}")
            self.app.toast(_("That game could not be started. The problem was logged."))
            return
        self.keep_seats()                 # the next setup of this game opens with these seats
        problem = savegame.write(match)   # from now on Continue resumes the new game
        if problem:
            self.app.toast(problem, "warn", 5)
        self.app.start("game", match, replace=True)

    # ---- layout -------------------------------------------------------------------------------
    def enter(self):
        self.rebuild()

    def language_changed(self):
        if self.buttons:
            self.rebuild()          # the seat buttons' reasons are worded when made
        else:
            super().language_changed()

    def rebuild(self):
        allowed = self.allowed()
        title = _(self.info.title)
        self.buttons = [
            Button(N_("Start game"), self.start, style="primary", hotkey=pygame.K_RETURN),
            Button(N_("Back"), self.app.scenes.pop, style="quiet", hotkey=pygame.K_ESCAPE),
            Button(N_("How to play"), lambda: self.app.push("howto", self.info.id), style="secondary"),
            Button(N_("+ Seat"), lambda: self.change_count(1), style="secondary", enabled=self.count + 1 in allowed,
                   reason=_n("{game} takes at most {n} player with these options.",
                             "{game} takes at most {n} players with these options.", max(allowed), game=title)),
            Button(N_("- Seat"), lambda: self.change_count(-1), style="secondary", enabled=self.count - 1 in allowed,
                   reason=_n("{game} needs at least {n} player with these options.",
                             "{game} needs at least {n} players with these options.", min(allowed), game=title)),
        ]
        self.learn_button = (Button(N_("Learn to play"), self.learn, style="secondary",
                                    tooltip=N_("A guided first game, step by step"))
                             if has_tutorial(self.info.id) else None)
        self.network_button = (None if self.app.settings.kiosk else
                               Button(N_("Play over the network"), self.host, style="secondary",
                                      tooltip=N_("Open this game as a table others join from their own screens")))
        self.option_buttons = []
        for opt in self.info.options:
            b = Button(opt.label_for(self.options[opt.id]), (lambda o=opt: self.cycle_option(o)), style="secondary",
                       tooltip=opt.help)
            self.option_buttons.append((b, opt))
        self.layout(self.size if self.size != (0, 0) else self.app.size)
        self.app.dirty = True

    def layout(self, size):
        super().layout(size)
        w, h = size
        # sizes follow the window height, but never more than a 4:3 window of this width allows,
        # so a square or tall window does not get text too wide for its boxes
        u = self.unit = max(1, min(h, int(w * 0.75)))
        self.bg = None
        left = int(w * 0.06)
        col_w = int(w * 0.44)
        row_h = int(u * 0.085)
        gap = int(u * 0.015)
        top = int(h * 0.27)
        self.rows = []
        for i in range(self.count):
            y = top + i * (row_h + gap)
            row = pygame.Rect(left, y, col_w, row_h)
            pad = row_h // 6
            self.rows.append({
                "row": row,
                "colour": pygame.Rect(row.x + pad, row.y + pad, row_h - 2 * pad, row_h - 2 * pad),
                "name": pygame.Rect(row.x + row_h + pad, row.y + pad, int(col_w * 0.4), row_h - 2 * pad),
                "kind": pygame.Rect(row.x + row_h + int(col_w * 0.4) + 2 * pad, row.y + pad,
                                    row.right - (row.x + row_h + int(col_w * 0.4) + 3 * pad), row_h - 2 * pad),
            })
        if not self.buttons:
            return
        bh = int(u * 0.065)
        seat_y = top + 5 * (row_h + gap)
        b_start, b_back, b_howto, b_add, b_remove = self.buttons
        sw = max(int(w * 0.1), int(u * 0.14))
        b_add.rect = pygame.Rect(left, seat_y, sw, bh)
        b_remove.rect = pygame.Rect(left + sw + int(u * 0.02), seat_y, sw, bh)
        ox = int(w * 0.56)
        ow = int(w * 0.38)
        self.option_rects = []
        oy = top
        for b, opt in self.option_buttons:
            b.rect = pygame.Rect(ox + ow // 2, oy, ow // 2, int(u * 0.06))
            self.option_rects.append((pygame.Rect(ox, oy - int(u * 0.005), ow // 2 - int(u * 0.015),
                                                  int(u * 0.07)), opt))
            oy += int(u * 0.085)
        by = h - bh - int(h * 0.05)
        b_back.rect = pygame.Rect(left, by, int(u * 0.2), bh)
        b_howto.rect = pygame.Rect(left + int(u * 0.23), by, int(u * 0.26), bh)
        b_start.rect = pygame.Rect(w - left - int(u * 0.32), by, int(u * 0.32), bh)
        if self.learn_button is not None:
            self.learn_button.rect = pygame.Rect(b_howto.rect.right + int(u * 0.03), by, int(u * 0.28), bh)
        if self.network_button is not None:   # above Start game, as wide
            self.network_button.rect = pygame.Rect(b_start.rect.x, seat_y, b_start.rect.w, bh)

    def more_buttons(self) -> list[Button]:
        """The buttons beside the fixed five: Learn to play and Play over the network, where offered."""
        return [b for b in (self.learn_button, self.network_button) if b is not None]

    def host(self):
        """The hosting screen for these seats and options (scenes/shell/network.py)."""
        self.keep_seats()
        self.app.push("host", self.info, self.seats(), self.options)

    def learn(self):
        self.app.start("tutorial", self.info.id)

    # ---- input ----------------------------------------------------------------------------------
    def handle(self, event):
        if self.picker is not None:     # an open list takes every click and key until it closes
            self.handle_picker(event)
            return
        if self.editing is not None:
            name = typed(self.names[self.editing], event, NAME_MAX)
            if name is not None:
                self.names[self.editing] = name
                self.app.dirty = True
                return
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                    self.stop_editing()
                self.app.dirty = True
                return
        for b in self.buttons + self.more_buttons():
            if b.handle(event, self.app):
                return
        for b, _unused in self.option_buttons:
            if b.handle(event, self.app):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            for i, r in enumerate(self.rows):
                if r["colour"].collidepoint(event.pos):
                    self.cycle_colour(i)
                    return
                if r["name"].collidepoint(event.pos):
                    self.editing = i
                    pygame.key.start_text_input()
                    self.app.dirty = True
                    return
                if r["kind"].collidepoint(event.pos):
                    if self.editing is not None:
                        self.stop_editing()
                    self.open_picker(i)
                    return
            if self.editing is not None:
                self.stop_editing()

    def stop_editing(self):
        if self.editing is not None and not self.names[self.editing].strip():
            self.names[self.editing] = DEFAULT_NAMES[self.editing]
        self.editing = None
        pygame.key.stop_text_input()
        self.app.dirty = True

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface):
        w, h = self.size
        u = getattr(self, "unit", h)
        paper(self, surface)
        left = int(w * 0.06)
        title = theme.fit_text(_("{game}: who is playing?").format(game=_(self.info.title)), "title", int(u * 0.07),
                               theme.TERRACOTTA_DARK, max_w=w - 2 * left)
        surface.blit(title, (left, int(h * 0.05)))
        sub = theme.fit_text(_(self.info.pitch), "serif", int(u * 0.032), theme.INK_SOFT, max_w=w - 2 * left,
                             max_h=int(h * 0.27) - int(h * 0.05) - title.get_height() - int(u * 0.07), wrap=True)
        surface.blit(sub, (left, int(h * 0.05) + title.get_height() + int(u * 0.005)))
        for i, r in enumerate(self.rows):
            self._draw_seat_row(surface, i, r)
        if self.rows:
            self._draw_rows_hint(surface, u)
        for b in self.buttons + self.more_buttons():
            b.draw(surface)
        self._draw_options(surface, u)
        self.draw_picker(surface)
        mouse = self.app.mouse_pos() if pygame.mouse.get_focused() else None
        if mouse and self.picker is None:
            for b, opt in self.option_buttons:
                if b.rect.collidepoint(mouse) and opt.help:
                    from ui.widgets import tooltip
                    tooltip(surface, mouse, _(opt.help))

    def _draw_seat_row(self, surface, i, r):
        """A seat: its colour and symbol, its name (a caret while it is typed) and Human/Computer."""
        panel(surface, r["row"], fill=(252, 245, 228), radius=10)
        colour, symbol = theme.seat_look(self.colours[i])
        pygame.draw.rect(surface, colour, r["colour"], border_radius=8)
        theme.draw_symbol(surface, symbol, r["colour"].center, r["colour"].h // 4, theme.WHITE)
        editing = self.editing == i
        pygame.draw.rect(surface, (255, 255, 255) if editing else (246, 238, 218), r["name"], border_radius=6)
        pygame.draw.rect(surface, theme.OCHRE if editing else theme.SAND_DARK, r["name"], 2, border_radius=6)
        name = self.names[i] + ("|" if editing else "")
        label = theme.fit_text(name, "bold", int(r["name"].h * 0.5), theme.INK, max_w=r["name"].w - 16)
        surface.blit(label, label.get_rect(midleft=(r["name"].x + 8, r["name"].centery)))
        kind = self.kinds[i]
        pygame.draw.rect(surface, (236, 226, 200) if kind != "human" else (250, 232, 196), r["kind"], border_radius=6)
        pygame.draw.rect(surface, theme.SAND_DARK, r["kind"], 2, border_radius=6)
        kl = theme.fit_text(kind_label(kind), "bold", int(r["kind"].h * 0.44), theme.INK, max_w=r["kind"].w - 12)
        blit_centered(surface, kl, r["kind"].center)

    def _draw_rows_hint(self, surface, u):
        """The line above the seats: how to change them, or what the choice under the pointer means."""
        hint_px = max(12, int(u * 0.024))
        line = getattr(self, "level_line", "") or N_("Click a colour, a name or Human/Computer to change it.")
        items = self.picker_items()
        if items and self.picker_hover is not None:
            kind = items[self.picker_hover][1]
            line = LEVEL_LINES.get(kind.split(":")[-1], "") if kind != "human" else LEVEL_LINES["human"]
        tip = theme.fit_text(_(line), "text", hint_px,
                             theme.INK_SOFT, max_w=self.rows[0]["row"].w)
        surface.blit(tip, (self.rows[0]["row"].x, self.rows[0]["row"].y - tip.get_height() - int(u * 0.01)))

    def _draw_options(self, surface, u):
        """The rule options under their heading, each label left of its button."""
        w, h = self.size
        if self.option_buttons:
            head = theme.fit_text(_("Rule options"), "title", int(u * 0.045), theme.INK, max_w=int(w * 0.38))
            surface.blit(head, head.get_rect(bottomleft=(int(w * 0.56), int(h * 0.27) - int(u * 0.015))))
        for (b, opt), (lr, _unused) in zip(self.option_buttons, self.option_rects):
            label = theme.fit_text(_(opt.label), "text", int(u * 0.028), theme.INK, max_w=lr.w, max_h=lr.h, wrap=True)
            surface.blit(label, label.get_rect(midleft=(lr.x, lr.centery)))
            b.draw(surface)
