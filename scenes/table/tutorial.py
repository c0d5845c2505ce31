"""Interactive tutorials: a guided game on the real rules and the real game scene.

The script is data, one file per game in scenes/<id>/tutorial.json: the prepared position (seed,
options, seats), the computer's scripted moves and the steps. A step says what to do and why
(`say`); it may expect one action (`expect`: kind and parameters; a Scarabya placement matches any
action that lays the tile on the same squares), explain what happened (`result`, read and click
Next), lay moves for the player to skip ahead (`moves`, applied on Next), or end the tutorial
(`final`: "Play a real game" opens the setup screen).

The driver (`Tutorial`) sits on the game scene as `scene.tutorial`: GameScene.try_action asks it
whether an action is the one the step expects (anything else is refused with the step's nudge and
changes nothing), GameScene.handle gives it the input first and GameScene.draw draws its overlay
after the table. A left click anywhere but the outlined target (or the overlay, or the status bar)
is refused the same way. A tutorial game is never written over the player's saved game, never
counted in the statistics and cannot be undone (its table mode, TUTORIAL: scenes/table/mode.py);
Esc opens the pause menu, where "Leave tutorial" goes back to the menu.
"""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game import registry
from game.bots import Bot
from game.core import Action
from game.i18n import N_, _, pgettext
from game.match import Match
from scenes.table import mode as table_modes
from scenes.table.games import has_tutorial, scene_class, tutorial_hooks, ui_for
from ui import theme
from ui.widgets import Button, panel

OUTLINE = (255, 196, 40)


def after_colon(sentence: str) -> str:
    """A sentence as it goes after "Name: ": with a small first letter where the language writes it
    so (English, French, Polish), as it is where it does not (German capitalises a whole sentence
    there, and its nouns always): each catalog says which."""
    # Translators: answer "lower" if a whole sentence after a colon starts with a small letter in your
    # language ("Anna: click the card"), "keep" if it keeps its capital ("Anna: Klicke die Karte an")
    if not sentence or pgettext("sentence after a colon", "lower") != "lower":
        return sentence
    return sentence[0].lower() + sentence[1:]


def script_path(game_id: str) -> Path | None:
    """Where the game's tutorial script is (its scenes/<id>/ package registers it), or None."""
    ui = ui_for(game_id)
    return ui.tutorial_path() if ui is not None else None


def available(game_id: str) -> bool:
    return has_tutorial(game_id)


def load_script(game_id: str) -> dict:
    with open(script_path(game_id), encoding="utf-8") as f:
        return json.load(f)


def make_action(spec: dict) -> Action:
    params = {k: v for k, v in spec.items() if k != "kind"}
    return Action.make(spec["kind"], **params)


# ---- per game: what an expected action looks like on the table -----------------------------------
# A game's tutorial hooks live in scenes/<id>/tutorial.py: same(action, expected) says whether a move
# is the one the script asks for (default: equal), targets(scene, expected) gives (rects to outline,
# rects that may be clicked, one line on what to do) and free(scene) rects that are always clickable.
def _hook(game_id: str, name: str):
    return getattr(tutorial_hooks(game_id), name, None)


def same_for(game_id: str):
    """same(action, expected) for the game: its own hook, else plain equality."""
    return _hook(game_id, "same") or (lambda action, expected: action == expected)


class ScriptedBot(Bot):
    """The computer's moves in a tutorial: the script's next move for this seat (its count of moves
    so far picks it); should the script run out or not fit, the first legal move."""

    def __init__(self, seat: int, moves: list[dict], count):
        super().__init__(seat, "scripted", 0)
        self.moves = [make_action(m) for m in moves]
        self.count = count

    def choose(self, view, legal, rng=None):
        n = self.count()
        if n < len(self.moves) and self.moves[n] in legal:
            return self.moves[n]
        return list(legal)[0]


class Tutorial:
    def __init__(self, scene, script: dict):
        self.scene = scene
        self.script = script
        self.steps = script["steps"]
        self.index = 0
        self.phase = "do"          # "do": the step's action is awaited; "result": read it, then Next
        self.human = next(i for i, s in enumerate(scene.seats) if s.get("kind") != "bot")
        self.box: pygame.Rect | None = None
        self.next_button = Button(N_("Next"), self.next, style="primary", hotkey=pygame.K_RETURN)
        self.real_button = Button(N_("Play a real game"), self.play_real, style="primary", hotkey=pygame.K_RETURN)
        self.pressed = False        # a left press the tutorial refused: its release is refused too

    # ---- the step -------------------------------------------------------------------------------
    @property
    def step(self) -> dict:
        return self.steps[self.index]

    def expected(self) -> Action | None:
        spec = self.step.get("expect")
        return None if spec is None or self.phase != "do" else make_action(spec)

    def ready(self) -> bool:
        """The table waits for the player: nothing moving, no computer thinking, the player to act."""
        sc = self.scene
        if sc.awaiting_reader():
            return False                     # the table's own card (a round's scoring) is read first
        if self.step.get("final"):
            return not sc.animator.busy      # the end: whatever the table does next
        return (not sc.animator.busy and sc.bot_turn is None and sc.match.current_player == self.human
                and not sc.match.is_over)

    def reading(self) -> bool:
        return self.expected() is None

    def allows(self, action: Action) -> bool:
        want = self.expected()
        if want is None:
            return False
        return same_for(self.scene.match.game_id)(action, want)

    def nudge(self) -> str:
        if self.reading():
            # Translators: {button} is the label of the tutorial note's button ("Next")
            return _("First read the tutorial's note, then press {button}.").format(button=self.button().label)
        _unused, _unused, how = self.targets()
        if how:
            # Translators: {how} says what to click instead, in a sentence ("Click the outlined token.")
            return _("Not that one yet. {how}").format(how=how)
        return _("Not that one yet: follow the outline.")

    def targets(self):
        """(outlined rects, clickable rects, what to do) at this moment."""
        sc = self.scene
        if not self.ready():
            return [], [], ""
        if self.reading():
            b = self.button()
            return [], [b.rect], ""
        want = self.expected()
        provider = _hook(sc.match.game_id, "targets")
        if provider is None:
            return [], [], ""
        return provider(sc, want)

    def counter(self) -> tuple[int, int]:
        """(this screen, all screens): a step with a result shows two screens (do it, then read what
        happened), and each screen has a number of its own."""
        screens = [1 + bool(s.get("result")) for s in self.steps]
        here = sum(screens[:self.index]) + (2 if self.phase == "result" else 1)
        return here, sum(screens)

    def vet_tooltip(self, pos, message: str) -> str | None:
        """The tooltip for `pos` during the tutorial: none over the note itself; over something a real
        game would let one click but this step refuses, the step's nudge instead of "click to ...";
        elsewhere the table's own."""
        sc = self.scene
        if self.box is not None and self.box.collidepoint(pos):
            return None
        if not sc.table_rect.collidepoint(pos):
            return message
        outlined, clickable, _unused = self.targets()
        free = _hook(sc.match.game_id, "free")
        allowed = list(clickable) + list(outlined) + (free(sc) if free else [])
        if any(pygame.Rect(r).collidepoint(pos) for r in allowed):
            return message
        try:
            live = [pygame.Rect(r) for r in sc.interactive_rects() if r is not None]
        except Exception:
            live = []
        buttons = [b.rect for b in getattr(sc, "visible_buttons", lambda: [])()]
        if any(r.collidepoint(pos) for r in live + buttons):
            return self.nudge() if self.ready() else None
        return message

    def button(self) -> Button:
        return self.real_button if self.step.get("final") else self.next_button

    def text(self) -> str:
        """What the note says now, in the language of the moment (the script's English is the key of
        its translation: tools/catalogs.py collects every step's words)."""
        if self.phase == "result" and self.ready():
            return _(self.step.get("result", ""))
        # the result tells what the table shows: until the move (and the computer's answers) have
        # been shown, the note stays on what was asked
        return _(self.step["say"])

    def language_changed(self) -> None:
        """The players' names are the script's, in the language of the moment (the table asks this
        before it words its log again)."""
        for seat, scripted in zip(self.scene.seats, self.script.get("seats", [])):
            if isinstance(scripted.get("name"), str):
                seat["name"] = _(scripted["name"])

    # ---- moving on ------------------------------------------------------------------------------
    def applied(self, seat, action) -> None:
        """A move was made (by anyone): the player's expected move finishes the step."""
        if seat != self.human or self.phase != "do" or self.step.get("expect") is None:
            return
        toasts = getattr(self.scene.app, "toasts", None)
        if toasts is not None:
            toasts.drop("warn")      # a "not that one yet" about the step just done no longer applies
        if self.step.get("result"):
            self.phase = "result"
        else:
            self.advance()

    def next(self) -> None:
        if not self.ready():
            self.scene.app.toast(_("One moment: the table is still moving."))
            return
        moves = self.step.get("moves") if self.phase == "do" else None
        if moves:
            self.skip_ahead([make_action(m) for m in moves])
        self.advance()

    def advance(self) -> None:
        if self.index + 1 < len(self.steps):
            self.index += 1
            self.phase = "do"
        self.scene.app.dirty = True

    def skip_ahead(self, moves: list[Action]) -> None:
        """Lay the player's `moves`, with the computer's scripted replies in between, at once."""
        sc = self.scene
        pending = list(moves)
        while pending and not sc.match.is_over:
            seat = sc.match.current_player
            if seat == self.human:
                action = pending.pop(0)
            else:
                bot = sc.bots[seat]
                action = bot.choose(sc.match.view(seat), sc.match.legal_actions())
            events = sc.match.apply(action)
            sc._after_apply(events)
        sc.animator.skip_all()
        sc.app.dirty = True

    def play_real(self) -> None:
        app = self.scene.app
        app.reset("menu")
        app.push("setup", registry.get(self.scene.match.game_id))

    def status(self, text: str, seat):
        """The status bar says what this step wants, not the game's general "pick any of your finds"
        (`text`, for `seat`): a line that invites a click the tutorial then refuses would mislead."""
        if not self.ready() or self.step.get("final"):
            return text, seat
        if self.reading():
            # Translators: {button} is the label of the tutorial note's button ("Next")
            return _("Read the tutorial's note, then press {button}.").format(button=self.button().label), None
        _unused, _unused, how = self.targets()
        if how:
            # Translators: the status bar in a tutorial: {player} is the player's name, {how} what to do
            # (the step's own sentence: "Explorer: click the outlined token.")
            return _("{player}: {how}").format(player=self.scene.name(self.human), how=after_colon(how)), \
                self.human
        return text, seat

    # ---- input ----------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """True when the tutorial took the event: its button, or a click it refuses."""
        sc = self.scene
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        if self.reading() and self.button().handle(event, sc.app):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.reading():
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        pos = event.pos
        if not sc.table_rect.collidepoint(pos):
            return False                        # the status bar: Menu and Log stay usable
        if self.box is not None and self.box.collidepoint(pos):
            return True                         # reading the note is not a move
        outlined, clickable, _unused = self.targets()
        free = _hook(sc.match.game_id, "free")
        # anywhere inside an outline reaches the table, not only the game's precise spot (seen in a
        # real window: a click on the outlined Artifakes space, a Thebes city or wheel segment, a
        # little off its 9-pixel centre, was refused); the move the table makes of it is still
        # checked against the step (try_action refuses any other with the nudge)
        clickable = list(clickable) + list(outlined) + (free(sc) if free else [])
        if any(r.collidepoint(pos) for r in clickable):
            refused, self.pressed = self.pressed and event.type == pygame.MOUSEBUTTONUP, False
            return refused                      # the outlined target: the table takes the click
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = True
            return True
        self.pressed = False
        sc.app.toast(self.nudge() if self.ready() else _("One moment: the table is still moving."))
        return True

    # ---- drawing --------------------------------------------------------------------------------
    # The note is the top layer of the table: GameScene.draw draws the outlines (`draw_outlines`,
    # which also settles where the note goes), then the tip, the log, the status buttons and the
    # tooltip (kept off the note), and the note last (`draw_note`); the toasts keep off it too
    # (GameScene.toast_keep_clear). Nothing is ever drawn over the step's instruction.
    def draw(self, surface) -> None:
        self.draw_outlines(surface)
        self.draw_note(surface)

    def draw_outlines(self, surface) -> None:
        sc = self.scene
        w, h = surface.get_size()
        outlined, _unused, how = self.targets()
        width = max(3, h // 200)
        for r in outlined[:30]:
            pygame.draw.rect(surface, OUTLINE, pygame.Rect(r).inflate(width * 2, width * 2), width,
                             border_radius=max(3, width * 2))
        hard, soft, never, spare = sc.hints.keep_off()   # what a tip keeps off, the note keeps off too
        targets = [r for r in map(pygame.Rect, outlined) if r.w > 0 and r.h > 0]
        anchor = outlined[0] if outlined else None
        # a wide note first; narrower (taller) ones, then smaller type, where it would cover something
        def variants():
            for scale in (1.0, 0.85):
                for share in (0.34, 0.26, 0.2):
                    got = self._compose(w, h, scale, share, how)
                    yield got[0], got
            # last, wide and low in smaller type: a long note that found no free room yet may fit a
            # wide strip of spare room (a panel's foot, a path) rather than stand over a player's line
            for scale in (0.85, 0.72):
                for share in (0.5, 0.44):
                    got = self._compose(w, h, scale, share, how, wide=True)
                    yield got[0], got
        box, (size, parts, pad, gap, button, bw, bh) = sc.hints.cheapest(
            variants(), anchor, hard, soft, never, spare, targets)
        self.box = box
        self._note = (box, parts, pad, gap, button, bw, bh)
        if button is not None:      # its place is known before the note is drawn: clicks find it
            button.rect = pygame.Rect(box.right - pad - bw, box.bottom - pad - bh, bw, bh)

    def _compose(self, w, h, scale, share, how, wide=False):
        """The note's parts at a type `scale` and wrapped at `share` of the window width (`wide`:
        even where that is wider than the usual cap of 0.62 of the height): (size, parts, pad, gap,
        button, button width, button height)."""
        px = max(13, round(h / 40 * scale))
        small = max(12, round(h / 56 * scale))
        wrap = int(w * share if wide else min(w * share, h * 0.62))
        here, total = self.counter()
        head = theme.text(_("Tutorial  ·  step {step} of {steps}").format(step=here, steps=total), "bold", small,
                          theme.TERRACOTTA_DARK)
        body = theme.text(self.text(), "text", px, theme.INK, wrap=wrap)
        parts = [head, body]
        if self.reading() and (self.phase != "result" or self.ready()):
            pass
        elif not self.ready():
            parts.append(theme.text(_("One moment..."), "text", small, theme.INK_SOFT, wrap=wrap))
        elif how:
            parts.append(theme.text(how, "bold", px, theme.TERRACOTTA_DARK, wrap=wrap))
        pad = max(8, px // 2)
        gap = max(4, px // 3)
        bh = max(28, int(h * 0.055))
        inner_w = max(p.get_width() for p in parts)
        inner_h = sum(p.get_height() for p in parts) + gap * (len(parts) - 1)
        # while the table's own card waits for its button, the note offers none beside it
        button = self.button() if self.reading() and not self.scene.awaiting_reader() else None
        bw = 0
        if button is not None:
            label = theme.text(button.label, "bold", px, theme.INK)
            bw = label.get_width() + 2 * px
            inner_w = max(inner_w, bw)
            inner_h += gap + bh
        return (inner_w + 2 * pad, inner_h + 2 * pad), parts, pad, gap, button, bw, bh

    def draw_note(self, surface) -> None:
        note = getattr(self, "_note", None)
        if note is None:
            return
        box, parts, pad, gap, button, bw, bh = note
        panel(surface, box, fill=(255, 248, 226), border=OUTLINE, radius=12, width=3)
        y = box.y + pad
        for p in parts:
            surface.blit(p, (box.x + pad, y))
            y += p.get_height() + gap
        if button is not None:
            button.rect = pygame.Rect(box.right - pad - bw, y, bw, bh)
            button.enabled = self.ready()
            button.reason = N_("One moment: the table is still moving.")
            button.hover = button.rect.collidepoint(self.scene.hover_pos)
            button.draw(surface)


def start_tutorial(app, game_id: str):
    """Open the tutorial of `game_id` on a fresh menu (the menu is under it: leaving goes back there).
    Returns the game scene, or None (with a toast) when it cannot start."""
    try:
        script = load_script(game_id)
        seats = [dict(s) for s in script["seats"]]
        for seat in seats:           # the script's names, as this language says them
            if isinstance(seat.get("name"), str):
                seat["name"] = _(seat["name"])
        match = Match.new(game_id, script["players"], script["seed"], script.get("options") or {}, seats)
    except Exception as exc:   # a broken script must not take the app down
        app.log_problem(f"tutorial {game_id} could not start: {exc!r}")
        app.toast(_("That tutorial could not be started. The problem was logged."))
        return None
    scene = scene_class(game_id)(app, match)
    scene.table_mode = table_modes.TUTORIAL
    tut = Tutorial(scene, script)
    for seat in list(scene.bots):
        scene.bots[seat] = ScriptedBot(seat, script.get("opponent", []),
                                       lambda s=seat: scene.match.moves_by(s))
    scene.hints.seats = set()      # the tutorial's notes take the place of the first-game tips
    scene.tutorial = tut
    app.reset("menu")
    app.scenes.push(scene)
    app.dirty = True
    return scene
