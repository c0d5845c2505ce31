"""Faras names a find the way a player reads it, on the screen itself: its name and, in brackets, its
type ('Blue fish plate (Pottery)'), but a find whose name is its type only once ('Sand', never
'Sand (Sand)'). Checked on the tooltips the table really draws: every find in the tray while it is
placed, and every find on the board while the finds are memorised."""
import re

import pytest

from game import registry
from game.core import Action
from game.faras import data as D
from tests.ui_events import motion, open_table

DOUBLED = re.compile(r"(?i)^([^():]+?) \(\1\)")     # 'Sand (Sand)' (a label starts the message)
SAME = {t for t in range(D.NUM_TOKENS) if D.TOKEN_NAME[t].lower() == D.TYPE_LABELS[D.TOKEN_TYPE[t]].lower()}


def new_state(seed=3):
    info = registry.get("faras")
    return info.new_game(2, seed, info.default_options())


def hover(app, scene, said, pos) -> list[str]:
    said.clear()
    app.step(1 / 60, motion(pos))
    scene.animator.skip_all()
    app.draw()
    return list(said)


def check(messages_by_token):
    assert SAME & set(messages_by_token), "no find named like its type was hovered"
    for tok, messages in messages_by_token.items():
        assert messages, f"find {tok} ({D.TOKEN_NAME[tok]}) has no tooltip"
        for m in messages:
            assert not DOUBLED.search(m), f"find {tok}: {m!r} names it twice"
        name, kind = D.TOKEN_NAME[tok], D.TYPE_LABELS[D.TOKEN_TYPE[tok]]
        if tok in SAME:
            assert any(m.startswith(name) for m in messages), (tok, messages)
        else:
            assert any(f"{name} ({kind})" in m for m in messages), (tok, messages)


def test_the_tray_names_each_find_once_when_its_name_is_its_type(app, tooltips_said):
    said = tooltips_said
    state = new_state()
    assert state.phase == "setup"
    scene = open_table(app, state, ["human", "human"])
    seen = {}
    for _ in range(3):                         # each placer's tray, in turn
        app.step(1 / 60, [])
        scene.animator.skip_all()
        app.draw()
        v = scene.view()
        if v["phase"] != "setup":
            break
        scene.viewer = v["placer"]
        for tok, rect in scene.tray_layout(v["unplaced"][v["placer"]]).items():
            seen.setdefault(tok, []).extend(hover(app, scene, said, rect.center))
        state.apply(Action.make("place_rest_random"))
    check(seen)


def test_the_board_names_each_find_once_when_its_name_is_its_type(app, tooltips_said):
    said = tooltips_said
    state = new_state(seed=4)
    while state.phase == "setup":
        state.apply(Action.make("place_rest_random"))
    assert state.phase == "memorise"
    scene = open_table(app, state, ["human", "human"])
    app.step(1 / 60, [])
    scene.animator.skip_all()
    app.draw()
    v = scene.view()
    seen = {}
    for cell, slot in enumerate(v["board"]):
        tok = slot.get("token") if slot and slot.get("face_up") else None
        if tok is None:
            continue
        seen.setdefault(tok, []).extend(hover(app, scene, said, scene.cell_rect(cell).center))
    assert len(seen) >= D.NUM_TOKENS // 2, f"only {len(seen)} finds could be hovered on the board"
    check(seen)
