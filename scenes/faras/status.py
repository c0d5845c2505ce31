"""Faras words for the table: the status line (who must do what now) and the computers' recaps (their
last turn in a few words, on their panel), both from the match's view and the events, through tables
keyed by step and by event kind."""
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


# ---- the computers' recaps ------------------------------------------------------------------------
def _pair(g, name):
    words = {"misc": "miscellaneous finds", "scorpion": "scorpions"}.get(g("type"), g("type"))
    return f"paired two {words}" + (", kept both" if len(g("kept") or ()) >= 2 else "")


def _declared(g, name):
    if g("types") == "all":
        return "declared all six types"
    return "declared " + join_words([D.TYPE_LABELS[t].lower() for t in g("types") or ()])


# event kind -> a few words for a computer's move (g: the event's get, name: seat -> name)
RECAPS = {
    "card_played": lambda g, name: f"played {D.CARD_KINDS[g('card_kind')][1]}",
    "pair": _pair,
    "scorpion": lambda g, name: "calmed a scorpion" if g("cured") else "stung by a scorpion",
    "peeked": lambda g, name: "looked at tokens in secret",
    "challenge_result": lambda g, name: "lifted the valuable find" if g("success") else "dropped the valuable find",
    "from_dam": lambda g, name: "took a token from the dam",
    "dispute_asked": lambda g, name: f"questioned {name(g('asked'))}",
    "dispute_declared": _declared,
    "dispute_given": lambda g, name: f"gave {name(g('to'))} a token",
}


def recap_phrase(e, name) -> str:
    """A few words for a computer's move ('played Guests', 'paired two bones'), or ''."""
    said = RECAPS.get(e.kind)
    return said(e.get, name) if said else ""


def note_recap(sc, events, phase):
    """What the computers just did, kept per seat (sc.recaps) until that seat's next turn starts."""
    for e in events:
        seat = e.get("seat")
        if e.kind == "turn_started" and seat is not None:
            sc.recaps[seat] = []
            continue
        if seat is None or sc.is_human(seat) or phase == "setup":
            continue
        part = recap_phrase(e, sc.name)
        if part:
            parts = sc.recaps.setdefault(seat, [])
            if part.startswith("looked at") and parts and parts[-1].startswith("looked at"):
                parts[-1] = part   # one line for the four looks of a Library Research
            elif part.startswith("paired two ") and parts and parts[-1].startswith("paired two "):
                parts[-1] += ", " + part[len("paired "):]   # "paired two pottery, two bones"
            else:
                parts.append(part)
