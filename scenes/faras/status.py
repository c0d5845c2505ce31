"""Faras words for the table: the status line (who must do what now), from the match's view, through
tables keyed by step. (The computers' recaps are the rules' words: game/faras/log.py `recap`.)"""
from __future__ import annotations

import math

from game.faras import data as D
from game.logtext import join_words

# what a computer is doing, by step
BOT_DOING = {"card": "choosing a card", "dig": "digging", "peek": "studying in the library",
             "penalty": "choosing a token for the dam", "helper": "choosing a helper",
             "challenge": "lifting the valuable find", "dam_take": "taking a token from the dam",
             "ask": "choosing whom to question", "declare": "declaring types", "give": "choosing a token to give"}


def _card_kind(v):
    return v["played_card"]["kind"] if v.get("played_card") else None


def _dig(sc, v, who, a):
    d = v["dig"] or {}
    done = d.get("size", 2) - d.get("left_in_dig", 0)
    extra = " (Professor: dig 1 of 2)" if d.get("digs_left") == 2 else \
        " (Professor: dig 2 of 2)" if _card_kind(v) == "professor" else ""
    return f"{who}: click a face-down token to dig it up ({done + 1} of {d.get('size', 2)}){extra}"


# what a human must do, by step: (scene, view, the name of who decides, the name of the active player)
HUMAN_STEP = {
    "card": lambda sc, v, who, a: f"{who}: choose an archaeologist card to play (right)",
    "dig": _dig,
    "peek": lambda sc, v, who, a: f"{who}: click a face-down token to look at it in secret ({v['peeks_left']} left)",
    "penalty": lambda sc, v, who, a: f"{who}: the scorpion stings! Choose a token of your collection to send to the dam",
    "helper": lambda sc, v, who, a: f"{who}: choose a player to help you lift the valuable find",
    "challenge": lambda sc, v, who, a: f"{a} and {sc.name(v['valuable_find']['helper'])}: lift the valuable find together",
    "dam_take": lambda sc, v, who, a: f"{who}: take a token from the dam as thanks for helping",
    "ask": lambda sc, v, who, a: f"{who}: choose which leading player to question",
    "declare": lambda sc, v, who, a: f"{who}: declare which types your collection holds ({a} asks)",
    "give": lambda sc, v, who, a: f"{who}: your answer was wrong: give {a} one of your tokens",
}


def status_line(sc, v) -> str:
    """The status line from the public view `v` (and the scene's memorising timer)."""
    seat = v["current_player"]
    if seat is None:
        ws = sc.match.winners()
        names = join_words([sc.name(s) for s in ws])
        why = "the dam is complete" if v["end_reason"] == "dam" else "the excavations are finished"
        return f"Game over ({why}): {names} {'win' if len(ws) > 1 else 'wins'}!"
    who = sc.name(seat)
    bot = not sc.is_human(seat)
    if v["phase"] == "setup":
        if bot:
            return f"{who} (computer) is placing a find..."
        if v["selected_token"] is not None:
            return f"{who}: click a free place on the board for the {D.TOKEN_NAME[v['selected_token']]}"
        return f"{who}: pick one of your finds (right), then a free place on the board"
    if v["phase"] == "memorise":
        timed = sc.memo_left is not None and sc.memo_left != math.inf
        secs = max(0, math.ceil(sc.memo_left)) if timed else 0
        waiting = sc.still_memorising()
        if sc.ready_buttons and waiting:
            names = join_words([sc.name(x) for x in waiting])
            when = f" (face down in {secs} s)" if timed else ""
            return f"Still memorising: {names}{when}. Each player clicks their own Ready"
        if timed:
            return f"Everyone: memorise the finds! They turn face down in {secs} s"
        return "Everyone: memorise the finds, then click Ready"
    step = v["step"]
    if bot:
        return f"{who} (computer) is {BOT_DOING.get(step, 'thinking')}..."
    line = HUMAN_STEP.get(step)
    return line(sc, v, who, sc.name(v["active"])) if line else f"{who}: your move"
