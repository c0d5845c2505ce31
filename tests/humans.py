"""A match of people only around a state a test built (undo is asked of the match, which derives it:
no chance used, nothing revealed, and the game's own extra rule)."""
from game.match import Match, undo_allowed


def human_match(state) -> Match:
    """Wrap `state` before any move is applied through the match (its log replays otherwise)."""
    return Match(state, [{"kind": "human"}] * state.num_players)


def undoable_after(state, action) -> bool:
    """Would `action`, applied to a copy of `state`, be one the table lets its player take back?"""
    probe = state.clone()
    before = probe.rng.getstate()
    events = probe.apply(action)
    return undo_allowed(probe, events, probe.rng.getstate() != before)
