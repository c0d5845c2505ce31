"""Artifakes "what just happened": the round's scoring summary (a public card that waits for a
click). Words only from public events. (A computer's move on its panel: game/artifakes/log.py.)
"""
from __future__ import annotations

import pygame

from game.logtext import plural
from ui import theme
from ui.widgets import panel

WHY_FIRST = {"scored more": "scored more this round", "further behind": "is further behind",
             "buried second": "buried second last round", "drawn at random": "drawn at random"}


# ---- what a play brings: one wording for the buttons, the hint and the ring's chips ------------------
def gains(preview, rival: str | None = None) -> str:
    """'find 1, wreck 2' (with `rival`: 'find 1, wreck 2 of Ben's'), or '' when the play brings nothing."""
    bits = []
    if preview.get("recovered_points"):
        bits.append(f"find {preview['recovered_points']}")
    if preview.get("destroyed_points"):
        bits.append(f"wreck {preview['destroyed_points']}" + (f" of {rival}'s" if rival else ""))
    return ", ".join(bits)


# ---- the round's scoring summary ----------------------------------------------------------------
def round_summary(events, names, path_length: int, round_no: int, positions: dict | None = None) -> dict | None:
    """{"title", "rows": [(seat, text)], "footer"} from one move's public events, or None when the
    move neither scored nor ended the game (only a round's last card, or a scored storm-off, brings
    a "scored" event; a storm-off that ends the game unscored still gets a card saying so, with the
    players' steps in `positions`). The next round's start says why its first burier goes first
    (`why`)."""
    evs = [e.to_json() if hasattr(e, "to_json") else dict(e) for e in events]
    scored = [e for e in evs if e["kind"] == "scored"]
    over = next((e for e in evs if e["kind"] == "game_over"), None)
    storm = next((e for e in evs if e["kind"] == "stormed_off"), None)
    if not scored and over is None:
        return None
    wrecked = {0: 0, 1: 0}
    for e in evs:
        if e["kind"] == "destroyed":
            wrecked[e["seat"]] += e.get("points", 0)
    rows = [_scored_row(e, names, path_length) for e in scored]
    if storm is not None and not scored:
        rows += _unscored_rows(names, path_length, positions)
    return {"title": _summary_title(storm, bool(scored), round_no), "rows": rows,
            "footer": _summary_footer(evs, over, names), "lost": wrecked}


def _scored_row(e, names, path_length: int) -> tuple[int, str]:
    """(seat, what the round's score did to it) of a "scored" event."""
    seat = e["seat"]
    fwd, back = e.get("forward", 0), e.get("back", 0)
    parts = [f"+{fwd} for junk recovered" if fwd else "no junk recovered"]
    if back:
        parts.append(f"-{back} for {plural(back, 'dead card')}")
    move = (f"step {e['from']} to {e['position']}" if e["from"] != e["position"]
            else f"stays on step {e['position']}")
    return seat, f"{names[seat]}: {', '.join(parts)}: {move} of {path_length}"


def _unscored_rows(names, path_length: int, positions: dict | None) -> list[tuple[int, str]]:
    """The game ends in the middle of a round: nobody moves on for it."""
    rows = []
    for seat in (0, 1):
        at = (positions or {}).get(seat)
        rows.append((seat, f"{names[seat]}: this round is not scored"
                           + (f": stays on step {at} of {path_length}" if at is not None else "")))
    return rows


def _summary_footer(evs, over, names) -> str:
    """How the game ended and who won, or who buries first in the next round and why."""
    start = next((e for e in evs if e["kind"] == "round_started"), None)
    if over:
        w = over.get("winners") or []
        why = ("the Inspector stormed off" if over.get("reason") == "inspector"
               else "the end of the path is reached")
        return f"Game over: {why}. " + (f"{names[w[0]]} wins!" if len(w) == 1 else "It is a draw.")
    if start:
        who = names[start["first_burier"]]
        why = start.get("why", "")
        return f"Round {start['round']}: {who} buries first ({WHY_FIRST.get(why, why)})."
    return ""


def _summary_title(storm, scored: bool, round_no: int) -> str:
    if storm is None:
        return f"Round {round_no} scored"
    title = f"The Inspector storms off after {plural(storm.get('streak', 0), 'dead card')} in a row"
    if not scored:
        return title + f": round {round_no} is not scored"
    return title + f": round {round_no} scored"


def draw_summary(surface, area: pygame.Rect, summary: dict, scene, button, min_px: int) -> pygame.Rect:
    """The summary card centred in `area`, its Continue button placed in it; returns the card."""
    fs = max(min_px, int(area.h * 0.032))
    w = int(min(area.w * 0.94, max(area.w * 0.6, fs * 30)))
    inner = w - 2 * fs
    title = theme.fit_line(summary["title"], "bold", max(min_px, int(int(fs * 1.4))), theme.INK, inner, min_px)
    body = []
    for seat, text in summary["rows"]:
        body.append((seat, theme.text(text, "text", fs, theme.INK, wrap=inner - fs * 2)))
    foot = theme.text(summary["footer"], "serif", fs, theme.INK_SOFT, wrap=inner) if summary["footer"] else None
    bh = max(min_px * 2, int(fs * 2.2))
    h = fs + title.get_height() + fs // 2 + sum(s.get_height() + fs // 2 for _unused, s in body) \
        + (foot.get_height() + fs // 2 if foot else 0) + fs // 2 + bh + fs
    card = pygame.Rect(0, 0, w, min(h, area.h))
    card.center = area.center
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((16, 12, 10, 130))
    surface.blit(veil, area.topleft)
    panel(surface, card, fill=(250, 240, 214), border=theme.OCHRE, radius=max(6, fs // 2), width=3)
    y = card.y + fs
    surface.blit(title, title.get_rect(midtop=(card.centerx, y)))
    y += title.get_height() + fs // 2
    for seat, s in body:
        theme.draw_symbol(surface, scene.symbol(seat), (card.x + fs + fs // 2, y + fs * 0.6), fs // 2,
                          scene.colour(seat), outline=theme.INK)
        surface.blit(s, (card.x + fs * 3, y))
        y += s.get_height() + fs // 2
    if foot:
        surface.blit(foot, foot.get_rect(midtop=(card.centerx, y)))
        y += foot.get_height() + fs // 2
    button.rect = pygame.Rect(0, 0, min(inner, max(fs * 8, int(w * 0.4))), bh)
    button.rect.midbottom = (card.centerx, card.bottom - fs // 2)
    button.draw(surface)
    return card
