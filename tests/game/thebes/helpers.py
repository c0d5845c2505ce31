"""Position builders for Thebes scenario tests. They move components (never create or destroy
them), so the game's conservation invariants still hold after a setup."""
from __future__ import annotations

import json

import pytest

from game.core import Action, IllegalAction
from game.thebes import check_invariants
from game.thebes import data as D
from game.thebes.state import ThebesState


def new(players=2, seed=1, **options) -> ThebesState:
    return ThebesState(players, seed, options)


def _take_card_out(st: ThebesState, cid: int) -> None:
    for i, c in enumerate(st.display):
        if c == cid:
            st.display[i] = None
            return
    for i, c in enumerate(st.slots):
        if c == cid:
            st.slots[i] = None
            return
    for pile in [st.draw_pile, st.set_aside, st.discard] + st.cards + st.exhibitions:
        if cid in pile:
            pile.remove(cid)
            return
    raise AssertionError(f"card {cid} not found")


def give_cards(st: ThebesState, seat: int, *cids: int) -> None:
    for cid in cids:
        _take_card_out(st, cid)
        st.cards[seat].append(cid)


def give_exhibition(st: ThebesState, seat: int, cid: int) -> None:
    _take_card_out(st, cid)
    st.exhibitions[seat].append(cid)


def set_display(st: ThebesState, *cids) -> None:
    """Put these researcher cards on display (others go back on the draw pile's bottom)."""
    old = [c for c in st.display if c is not None]
    st.display = [None] * 4
    st.draw_pile[:0] = old
    for i, cid in enumerate(cids):
        if cid is not None:
            _take_card_out(st, cid)
        st.display[i] = cid


def set_slots(st: ThebesState, *cids) -> None:
    for i in range(3):
        if st.slots[i] is not None:
            st.draw_pile.insert(0, st.slots[i])
            st.slots[i] = None
    for i, cid in enumerate(cids):
        if cid is not None:
            _take_card_out(st, cid)
        st.slots[i] = cid


def stack_draw_pile(st: ThebesState, *cids: int) -> None:
    """Make these the next cards drawn, in this order."""
    for cid in cids:
        _take_card_out(st, cid)
    st.draw_pile.extend(reversed(cids))


def give_tokens(st: ThebesState, seat: int, *tids: str) -> None:
    for tid in tids:
        site = D.TOKENS[tid]["site"]
        if st.bonus[site] == tid:
            st.bonus[site] = None
        elif tid in st.bags[site]:
            st.bags[site].remove(tid)
        else:
            for other in st.tokens:
                if tid in other:
                    other.remove(tid)
                    break
            else:
                raise AssertionError(tid)
        st.tokens[seat].append(tid)


def artifacts(site: str, count: int, value: int | None = None) -> list[str]:
    out = [t for t in D.BAG_TOKENS[site] if D.TOKENS[t]["kind"] == "artifact"
           and t != D.BONUS_TOKEN[site] and (value is None or D.TOKENS[t]["value"] == value)]
    return out[:count]


def token_of(site: str, kind: str) -> str:
    return next(t for t in D.BAG_TOKENS[site] if D.TOKENS[t]["kind"] == kind)


class TopRng:
    """Stands in for the state's rng so draws take the bag's last token (no randomness)."""

    def randrange(self, n):
        return n - 1

    def shuffle(self, seq):
        pass


def rig_bag(st: ThebesState, site: str, tids: list[str]) -> None:
    """Make the next draws at `site` come out in the order of `tids` (tokens must be in the bag)."""
    bag = st.bags[site]
    for tid in tids:
        bag.remove(tid)
    bag.extend(reversed(tids))
    st.rng = TopRng()


def turn(st: ThebesState, seat: int, t: int | None = None, loc: str | None = None) -> None:
    """Make `seat` the one to act at time t (others put a week later)."""
    if t is None:
        t = st.time[seat]
    st.time[seat] = t
    for s in range(st.num_players):
        if s != seat and st.time[s] <= t:
            st.time[s] = min(t + 1, D.END_T)
    if loc is not None:
        st.location[seat] = loc
    assert st.current_player == seat


def dig(site, weeks, rumors=0, la=False, ls=False, sp=False, zep=False, car=False) -> Action:
    return Action.make("dig", site=site, weeks=weeks, rumors=rumors, lone_assistant=la,
                       lone_shovel=ls, special_permission=sp, zeppelin=zep, car=car)


def take(cid, zep=False, car=False) -> Action:
    return Action.make("take_card", card=cid, zeppelin=zep, car=car)


def fingerprint(st: ThebesState) -> str:
    return json.dumps([st.view(s) for s in range(st.num_players)] + [st.view(None)], sort_keys=True) + \
        repr(st.rng.getstate()) + repr(st.bags) + repr(st.draw_pile) + str(len(st.log))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def ok(st: ThebesState) -> None:
    check_invariants(st)


def must_fail(st, action, text):
    """`action` is refused with a reason containing `text`, and nothing changes."""
    before = fingerprint(st)
    with pytest.raises(IllegalAction) as exc:
        st.apply(action)
    assert text in exc.value.reason, exc.value.reason
    assert fingerprint(st) == before
    assert action not in st.legal_actions()
