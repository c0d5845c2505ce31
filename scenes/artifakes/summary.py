"""Artifakes "what just happened": the round's scoring summary (a public card that waits for a
click). Words only from public events. (A computer's move on its panel: game/artifakes/log.py.)
"""
from __future__ import annotations

import pygame

from game.i18n import _, _n, N_
from ui import theme
from ui.widgets import panel

# why the next round's first burier goes first (the rules' `why`) -> the summary's footer saying so
WHY_FIRST = {
    # Translators: the foot of a round's scoring summary: who buries first in the next round, and why
    "scored more": N_("Round {round}: {player} buries first (scored more this round)."),
    # Translators: the foot of a round's scoring summary: who buries first in the next round, and why
    "further behind": N_("Round {round}: {player} buries first (is further behind)."),
    # Translators: the foot of a round's scoring summary: who buries first in the next round, and why
    "buried second": N_("Round {round}: {player} buries first (buried second last round)."),
    # Translators: the foot of a round's scoring summary: who buries first in the next round, and why
    "drawn at random": N_("Round {round}: {player} buries first (drawn at random)."),
}


# ---- what a play brings: one wording for the buttons, the hint and the ring's chips ------------------
def gains(preview, rival: str | None = None) -> str:
    """'find 1, wreck 2' (with `rival`: 'find 1, wreck 2 of Ben's'), or '' when the play brings nothing."""
    found, wrecked = preview.get("recovered_points"), preview.get("destroyed_points")
    if not wrecked:
        # Translators: what a play of a card brings: {found} points of one's own junk found there
        return _("find {found}").format(found=found) if found else ""
    if rival:
        if found:
            # Translators: what a play brings: {found} points of one's own junk found, {wrecked} points of
            # the rival's junk wrecked ({rival} is the rival's name)
            return _("find {found}, wreck {wrecked} of {rival}'s").format(found=found, wrecked=wrecked, rival=rival)
        # Translators: what a play brings: {wrecked} points of the rival's junk wrecked ({rival}: their name)
        return _("wreck {wrecked} of {rival}'s").format(wrecked=wrecked, rival=rival)
    if found:
        # Translators: what a play brings: {found} points of one's own junk found, {wrecked} of the rival's wrecked
        return _("find {found}, wreck {wrecked}").format(found=found, wrecked=wrecked)
    # Translators: what a play brings: {wrecked} points of the rival's junk wrecked
    return _("wreck {wrecked}").format(wrecked=wrecked)


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
    values = dict(player=names[seat], forward=fwd, start=e["from"], step=e["position"], length=path_length)
    moved = e["from"] != e["position"]
    if fwd and back and moved:
        # Translators: a row of a round's scoring: +{forward} steps for the points of junk found, -{n} steps
        # for dead cards; {start}, {step}: steps of the bluestone path, {length} its last
        text = _n("{player}: +{forward} for junk recovered, -{n} for {n} dead card: step {start} to {step} of {length}",
                  "{player}: +{forward} for junk recovered, -{n} for {n} dead cards: step {start} to {step} of {length}",
                  back, **values)
    elif fwd and back:
        # Translators: a row of a round's scoring: +{forward} steps for the points of junk found, -{n} steps
        # for dead cards; {start}, {step}: steps of the bluestone path, {length} its last
        text = _n("{player}: +{forward} for junk recovered, -{n} for {n} dead card: stays on step {step} of {length}",
                  "{player}: +{forward} for junk recovered, -{n} for {n} dead cards: stays on step {step} of {length}",
                  back, **values)
    elif back and moved:
        # Translators: a row of a round's scoring: -{n} steps for dead cards; {start}, {step}: steps of the
        # bluestone path, {length} its last
        text = _n("{player}: no junk recovered, -{n} for {n} dead card: step {start} to {step} of {length}",
                  "{player}: no junk recovered, -{n} for {n} dead cards: step {start} to {step} of {length}",
                  back, **values)
    elif back:
        # Translators: a row of a round's scoring: -{n} steps for dead cards; {start}, {step}: steps of the
        # bluestone path, {length} its last
        text = _n("{player}: no junk recovered, -{n} for {n} dead card: stays on step {step} of {length}",
                  "{player}: no junk recovered, -{n} for {n} dead cards: stays on step {step} of {length}",
                  back, **values)
    elif fwd and moved:
        # Translators: a row of a round's scoring: +{forward} steps for the points of junk found; {start},
        # {step}: steps of the bluestone path, {length} its last
        text = _("{player}: +{forward} for junk recovered: step {start} to {step} of {length}").format(**values)
    elif fwd:
        # Translators: a row of a round's scoring: +{forward} steps for the points of junk found; {start},
        # {step}: steps of the bluestone path, {length} its last
        text = _("{player}: +{forward} for junk recovered: stays on step {step} of {length}").format(**values)
    elif moved:
        # Translators: a row of a round's scoring: steps of the bluestone path, {length} its last
        text = _("{player}: no junk recovered: step {start} to {step} of {length}").format(**values)
    else:
        # Translators: a row of a round's scoring: a step of the bluestone path, {length} its last
        text = _("{player}: no junk recovered: stays on step {step} of {length}").format(**values)
    return seat, text


def _unscored_rows(names, path_length: int, positions: dict | None) -> list[tuple[int, str]]:
    """The game ends in the middle of a round: nobody moves on for it."""
    rows = []
    for seat in (0, 1):
        at = (positions or {}).get(seat)
        if at is None:
            rows.append((seat, _("{player}: this round is not scored").format(player=names[seat])))
        else:
            # Translators: the game ends in the middle of a round: the player stays on step {step} of {length}
            rows.append((seat, _("{player}: this round is not scored: stays on step {step} of {length}").format(
                player=names[seat], step=at, length=path_length)))
    return rows


def _summary_footer(evs, over, names) -> str:
    """How the game ended and who won, or who buries first in the next round and why."""
    start = next((e for e in evs if e["kind"] == "round_started"), None)
    if over:
        w = over.get("winners") or []
        if over.get("reason") == "inspector":
            if len(w) == 1:
                return _("Game over: the Inspector stormed off. {player} wins!").format(player=names[w[0]])
            return _("Game over: the Inspector stormed off. It is a draw.")
        if len(w) == 1:
            return _("Game over: the end of the path is reached. {player} wins!").format(player=names[w[0]])
        return _("Game over: the end of the path is reached. It is a draw.")
    if start:
        who = names[start["first_burier"]]
        why = start.get("why", "")
        if why in WHY_FIRST:
            return _(WHY_FIRST[why]).format(round=start["round"], player=who)
        # Translators: who buries first in the next round; {why} is the rules' own word for the reason
        return _("Round {round}: {player} buries first ({why}).").format(round=start["round"], player=who, why=why)
    return ""


def _summary_title(storm, scored: bool, round_no: int) -> str:
    if storm is None:
        return _("Round {round} scored").format(round=round_no)
    streak = storm.get("streak", 0)
    if not scored:
        return _n("The Inspector storms off after {n} dead card in a row: round {round} is not scored",
                  "The Inspector storms off after {n} dead cards in a row: round {round} is not scored",
                  streak, round=round_no)
    return _n("The Inspector storms off after {n} dead card in a row: round {round} scored",
              "The Inspector storms off after {n} dead cards in a row: round {round} scored", streak, round=round_no)


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
