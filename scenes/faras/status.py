"""Faras words for the table: the status line (who must do what now), from the match's view, through
tables keyed by step. (The computers' recaps are the rules' words: game/faras/log.py `recap`.)"""
from __future__ import annotations

import math

from game.faras import data as D
from game.i18n import N_, _, _n
from game.logtext import join_words

# what a computer is doing, by step: whole sentences ({player}: its name), marked here, said with _()
BOT_DOING = {"card": N_("{player} (computer) is choosing a card..."),
             "dig": N_("{player} (computer) is digging..."),
             "peek": N_("{player} (computer) is studying in the library..."),
             "penalty": N_("{player} (computer) is choosing a token for the dam..."),
             "helper": N_("{player} (computer) is choosing a helper..."),
             "challenge": N_("{player} (computer) is lifting the valuable find..."),
             "dam_take": N_("{player} (computer) is taking a token from the dam..."),
             "ask": N_("{player} (computer) is choosing whom to question..."),
             "declare": N_("{player} (computer) is declaring types..."),
             "give": N_("{player} (computer) is choosing a token to give...")}
BOT_THINKING = N_("{player} (computer) is thinking...")


def _card_kind(v):
    return v["played_card"]["kind"] if v.get("played_card") else None


def _dig(sc, v, who, a):
    d = v["dig"] or {}
    done = d.get("size", 2) - d.get("left_in_dig", 0)
    k, n = done + 1, d.get("size", 2)
    if d.get("digs_left") == 2 or _card_kind(v) == "professor":
        # Translators: {k}: which token of this dig the player digs now, {n}: how many the dig takes;
        # {dig}: the first or the second of the two digs the Professor card gives
        return _("{player}: click a face-down token to dig it up ({k} of {n}) (Professor: dig {dig} of 2)").format(
            player=who, k=k, n=n, dig=1 if d.get("digs_left") == 2 else 2)
    # Translators: {k}: which token of this dig the player digs now, {n}: how many the dig takes
    return _("{player}: click a face-down token to dig it up ({k} of {n})").format(player=who, k=k, n=n)


# what a human must do, by step: (scene, view, the name of who decides, the name of the active player)
HUMAN_STEP = {
    "card": lambda sc, v, who, a: _("{player}: choose an archaeologist card to play (right)").format(player=who),
    "dig": _dig,
    "peek": lambda sc, v, who, a: _n("{player}: click a face-down token to look at it in secret ({n} left)",
                                     "{player}: click a face-down token to look at it in secret ({n} left)",
                                     v["peeks_left"], player=who),
    "penalty": lambda sc, v, who, a: _("{player}: the scorpion stings! Choose a token of your collection to send "
                                       "to the dam").format(player=who),
    "helper": lambda sc, v, who, a: _("{player}: choose a player to help you lift the valuable find").format(
        player=who),
    # Translators: {player} found the valuable find, {helper} helps to lift it
    "challenge": lambda sc, v, who, a: _("{player} and {helper}: lift the valuable find together").format(
        player=a, helper=sc.name(v["valuable_find"]["helper"])),
    "dam_take": lambda sc, v, who, a: _("{player}: take a token from the dam as thanks for helping").format(
        player=who),
    "ask": lambda sc, v, who, a: _("{player}: choose which leading player to question").format(player=who),
    # Translators: {player} is questioned, {asker} asks
    "declare": lambda sc, v, who, a: _("{player}: declare which types your collection holds ({asker} asks)").format(
        player=who, asker=a),
    # Translators: {player} is questioned, {asker} asked
    "give": lambda sc, v, who, a: _("{player}: your answer was wrong: give {asker} one of your tokens").format(
        player=who, asker=a),
}


def status_line(sc, v) -> str:
    """The status line from the public view `v` (and the scene's memorising timer)."""
    seat = v["current_player"]
    if seat is None:
        ws = sc.match.winners()
        names = join_words([sc.name(s) for s in ws])
        many = max(1, len(ws))        # the number of winners (one or more)
        if v["end_reason"] == "dam":
            # Translators: {players}: the winner's name, or the winners' names ("Anna and Ben")
            return _n("Game over (the dam is complete): {players} wins!",
                      "Game over (the dam is complete): {players} win!", many, players=names)
        # Translators: {players}: the winner's name, or the winners' names ("Anna and Ben")
        return _n("Game over (the excavations are finished): {players} wins!",
                  "Game over (the excavations are finished): {players} win!", many, players=names)
    who = sc.name(seat)
    bot = sc.is_computer(seat)
    if v["phase"] == "setup":
        if bot:
            return _("{player} (computer) is placing a find...").format(player=who)
        if v["selected_token"] is not None:
            # Translators: {find}: the name of the find the player holds ("Painted bowl")
            return _("{player}: click a free place on the board for the {find}").format(
                player=who, find=_(D.TOKEN_NAME[v['selected_token']]))
        return _("{player}: pick one of your finds (right), then a free place on the board").format(player=who)
    if v["phase"] == "memorise":
        timed = sc.memo_left is not None and sc.memo_left != math.inf
        secs = max(0, math.ceil(sc.memo_left)) if timed else 0
        waiting = sc.still_memorising()
        if sc.ready_buttons and waiting:
            names = join_words([sc.name(x) for x in waiting])
            if timed:
                # Translators: {players}: the names of who is still memorising; {secs}: seconds left
                return _("Still memorising: {players} (face down in {secs} s). Each player clicks their own "
                         "Ready").format(players=names, secs=secs)
            # Translators: {players}: the names of who is still memorising
            return _("Still memorising: {players}. Each player clicks their own Ready").format(players=names)
        if timed:
            return _("Everyone: memorise the finds! They turn face down in {secs} s").format(secs=secs)
        return _("Everyone: memorise the finds, then click Ready")
    step = v["step"]
    if bot:
        return _(BOT_DOING.get(step, BOT_THINKING)).format(player=who)
    line = HUMAN_STEP.get(step)
    return line(sc, v, who, sc.name(v["active"])) if line else _("{player}: your move").format(player=who)
