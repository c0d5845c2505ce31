"""A stand-in catalog that marks every text it translates «...»: drawn with it, a word outside the
marks never went through the catalog, and a file written with it shows any word that reached it."""
import gettext
import re

NAMES = {"Anna", "Ben", "Chloe", "Dawit", "Emre"}     # the players' names: theirs, never translated
MEASURED = {"Hg"}                                     # measured for its height, never drawn


class Marked(gettext.NullTranslations):
    """Each text «translated»; plurals by the English rule."""

    def gettext(self, message):
        return f"«{message}»" if message else message

    def ngettext(self, singular, plural, n):
        return self.gettext(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return self.gettext(message)


def outside(text: str) -> str:
    """The letters of `text` outside every «...» (marks nest: a translated name in a sentence)."""
    depth, out = 0, []
    for ch in text:
        if ch == "«":
            depth += 1
        elif ch == "»":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def untranslated(texts) -> list[str]:
    """The texts with a word (but a player's name) outside the marks."""
    return [t for t in texts if t not in MEASURED
            and [w for w in re.findall(r"[A-Za-z]{2,}", outside(t)) if w not in NAMES]]


def play_at_random(app, scene, said, moves: int, seed: int, steps):
    """Random legal moves played through the table, each followed by frames `steps` seconds apart and
    drawn; the status line before each move goes into `said`. Yields after each frame (what a test
    collects from the picture)."""
    import random
    rng = random.Random(seed)
    for _unused in range(moves):
        if scene.match.is_over:
            break
        said.append(scene.status())
        scene._after_apply(scene.match.apply(rng.choice(scene.match.legal_actions())))
        for dt in steps:
            app.dirty = True
            app.step(dt, [])
            app.draw()
            yield
        scene.animator.skip_all()
