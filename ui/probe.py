"""The app's own account of what is on screen, for the end-to-end tests (tests/e2e).

When the environment variable DIGSITE_PROBE names a file, `after_frame(app)` (called by App.draw after
each flip) writes a small JSON there: the frame count, the monotonic time, the window size, the scene
stack (class names, top last), the curtain (up or not, for whom, since when), the game (id, seat to act,
viewer: whose private view is drawn, status line, phase and step), whether something animates, the
toasts (and where they were drawn), the log panel, the table's overlays (tutorial note, tip, tooltip),
the last changes of who is looking (`history`) and the rects of the top scenes' buttons. The file is replaced atomically (a
temporary file, then os.replace), so a reader never sees half a dump.

Everything is read defensively (getattr with defaults, each part in its own try): the probe must never
raise into the loop, and without DIGSITE_PROBE it costs one attribute test per frame.
"""
from __future__ import annotations

import json
import os
import time

PATH = os.environ.get("DIGSITE_PROBE") or None

# when each curtain (by id) was first drawn, in time.monotonic() seconds and frames: the probe's own
# record, so a test can tell how long the curtain has been on screen without trusting the curtain
_first_drawn: dict[int, tuple[float, int]] = {}
# the last changes of (top scene, curtain up, viewer, seat to act), one row per change with the frame and
# time it was first drawn: a reader polling the file may miss frames, but never a change
_history: list[dict] = []
HISTORY = 64


def _safe(fn, default=None):
    try:
        return fn()
    except Exception:
        return default


def _rect(r) -> list[int] | None:
    try:
        return [int(r.x), int(r.y), int(r.w), int(r.h)]
    except Exception:
        return None


def _is_curtain(scene) -> bool:
    return "curtain" in type(scene).__name__.lower()


def buttons_of(scene) -> list[dict]:
    """The scene's Buttons (attributes, lists or (Button, x) pairs) with label, rect and enabled."""
    from ui.widgets import Button
    out = []
    seen = set()
    for attr, value in list(vars(scene).items()):
        items = list(value.values()) if isinstance(value, dict) else value if isinstance(value, (list, tuple)) else [value]
        for item in items:
            if isinstance(item, tuple) and item and isinstance(item[0], Button):
                item = item[0]
            if isinstance(item, Button) and id(item) not in seen:
                seen.add(id(item))
                out.append({"attr": attr, "label": str(getattr(item, "label", "")),
                            "rect": _rect(getattr(item, "rect", None)),
                            "enabled": bool(getattr(item, "enabled", True))})
    return out


def rects_of(scene) -> dict:
    """Named rects and lists of rects the scene keeps (e.g. hand_rects, cell_rects, setup rows) and
    short lists of labels (e.g. the setup screen's seat kinds)."""
    import pygame
    out = {}
    for attr, value in list(vars(scene).items()):
        if isinstance(value, pygame.Rect):
            out[attr] = _rect(value)
        elif isinstance(value, list) and value and all(isinstance(v, pygame.Rect) for v in value):
            out[attr] = [_rect(v) for v in value]
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            rows = [{k: _rect(r) for k, r in v.items() if isinstance(r, pygame.Rect)} for v in value]
            if any(rows):
                out[attr] = rows
        elif isinstance(value, list) and 0 < len(value) <= 12 and all(isinstance(v, str) for v in value):
            out[attr] = [v[:60] for v in value]   # short labels such as the setup screen's seat kinds
    return out


def _public(state):
    """The public view (what anybody at the table may see), if it is small and plain."""
    view = state.view(None)
    text = json.dumps(view, default=str)
    return json.loads(text) if len(text) < 60_000 else None


def _texts_position(scene):
    before = scene.held.value("view") if scene.animator.busy else None
    return before.position if before is not None else scene.match.position


def _game(scene) -> dict:
    state = getattr(getattr(scene, "match", None), "state", None)   # a debugging dump may read the rules
    info = {
        "class": type(scene).__name__,
        "mode": _safe(lambda: scene.table_mode.name),     # real, demo, tutorial or replay
        "game_id": getattr(state, "game_id", None),
        "seat_to_act": _safe(lambda: state.current_player),
        "is_over": _safe(lambda: bool(state.is_over)),
        "phase": _safe(lambda: getattr(state, "phase", None)),
        "step": _safe(lambda: getattr(state, "step", None)),
        "viewer": getattr(scene, "viewer", None),
        "cleared_seat": getattr(scene, "cleared_seat", None),
        "human_to_act": _safe(lambda: bool(scene.human_to_act)),
        "humans": _safe(lambda: list(scene.humans()), []),
        "names": _safe(lambda: [scene.name(i) for i in range(len(scene.seats))], []),
        "status": _safe(lambda: str(scene.status())),
        "animator_busy": _safe(lambda: bool(scene.animator.busy)),
        "bot_thinking": getattr(scene, "bot_turn", None) is not None,
        "log_open": _safe(lambda: bool(scene.log_panel.open)),
        "moves": _safe(lambda: len(state.log)),
        # which position the table's words and numbers read (GameScene.shown_view): the one before
        # the move still being shown, else the match's own
        "position": _safe(lambda: scene.match.position),
        "texts_position": _safe(lambda: _texts_position(scene)),
        "buttons": _safe(lambda: buttons_of(scene), []),
        "rects": _safe(lambda: rects_of(scene), {}),
        "clickable": _safe(lambda: [_rect(r) for r in scene.interactive_rects()], []),   # what a click acts on now
        "public": _safe(lambda: _public(state)),
        # the table's overlays as last drawn: the tutorial's note, the newcomer tip, the tooltip
        "overlays": {"tutorial": _safe(lambda: _rect(scene.tutorial.box) if scene.tutorial.box else None),
                     "tip": _safe(lambda: _rect(scene.hints.box) if scene.hints.box else None),
                     "tooltip": _safe(lambda: _rect(scene.tip_rect) if scene.tip_rect else None),
                     # what the tutorial's step lets one click now, and whether it waits for Next
                     "tutorial_targets": _safe(lambda: [_rect(r) for r in scene.tutorial.targets()[1]], []),
                     "tutorial_reading": _safe(lambda: bool(scene.tutorial.reading()))},
    }
    return info


def snapshot(app) -> dict:
    now = time.monotonic()
    stack = list(_safe(lambda: app.scenes.stack, []) or [])
    visible = _safe(lambda: app.scenes.visible(), []) or []
    data: dict = {
        "frame": getattr(app, "frames", None),
        "time": now,
        "pid": os.getpid(),
        "last_input": _safe(lambda: float(app.last_input)),   # App.now() of the last click, key or motion
        "size": _safe(lambda: list(app.size)),
        "window": None,
        "scenes": [type(s).__name__ for s in stack],
        "animating": _safe(lambda: any(s.animating() for s in visible)),
        "toasts": _safe(lambda: [{"text": str(t[0]), "kind": t[1], "age": round(float(t[2]), 3),
                                  "life": float(t[3])} for t in app.toasts.items], []),
        "toast_rects": _safe(lambda: [_rect(r) for r in app.toasts.rects], []),   # where they were drawn
        "curtain": None,
        "game": None,
        "top": None,
    }
    if not getattr(app, "headless", True):
        import pygame
        data["window"] = _safe(lambda: list(pygame.display.get_window_size()))
    curtains = [s for s in stack if _is_curtain(s)]
    live = {id(s) for s in curtains}
    for key in [k for k in _first_drawn if k not in live]:
        del _first_drawn[key]
    if curtains:
        c = curtains[-1]
        if id(c) in visible_ids(visible):
            _first_drawn.setdefault(id(c), (now, data["frame"] or 0))
        first = _first_drawn.get(id(c))
        data["curtain"] = {"for": _safe(lambda: str(getattr(c, "name", ""))),
                           "drawn_since": first[0] if first else None,
                           "drawn_since_frame": first[1] if first else None,
                           "on_top": stack[-1] is c}
    game = _safe(lambda: next((s for s in reversed(stack) if hasattr(s, "match") and hasattr(s, "info")), None))
    if game is not None:
        data["game"] = _safe(lambda: _game(game))
    g = data["game"] or {}
    row = {"top": data["scenes"][-1] if data["scenes"] else None, "curtain": data["curtain"] is not None,
           "viewer": g.get("viewer"), "seat": g.get("seat_to_act")}
    if not _history or any(_history[-1][k] != v for k, v in row.items()):
        _history.append(dict(row, frame=data["frame"], time=now))
        del _history[:-HISTORY]
    data["history"] = list(_history)
    top = stack[-1] if stack else None
    if top is not None and top is not game:
        data["top"] = {"class": type(top).__name__, "buttons": _safe(lambda: buttons_of(top), []),
                       "rects": _safe(lambda: rects_of(top), {})}
    return data


def visible_ids(visible) -> set[int]:
    return {id(s) for s in visible}


def write(path: str, data: dict) -> None:
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(data, fh, default=str)
    os.replace(tmp, path)


def after_frame(app) -> None:
    """Dump the state of the frame just drawn (only when DIGSITE_PROBE is set; never raises)."""
    if PATH is None:
        return
    try:
        write(PATH, snapshot(app))
    except Exception:
        pass
