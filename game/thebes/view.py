"""The Thebes view dicts: what a seat may know of the table (view), and what a move would do for
the seat to act (preview: the journey, its weeks, the landing week, the dig dialog's figures).
Plain JSON-safe data for the scenes and bots; ThebesState.view and .preview hand these out."""
from __future__ import annotations

from game.core import Action
from game.thebes import data as D
from game.thebes.knowledge import books_by_site

SLOT_NAMES = ("a", "b", "c")


def destination(st, action: Action) -> str | None:
    """Where a move takes the pawn of the seat to act (None for an unknown card)."""
    kind = action.kind
    if kind in ("take_card", "exhibition"):
        card = D.CARDS.get(action.get("card"))
        return card["city"] if card else None
    if kind == "change_cards":
        return "warsaw"
    if kind == "dig":
        return action.get("site") if action.get("site") in D.SITES else None
    return st.location[st.current_player]


def preview(st, action: Action) -> dict | None:
    """What the move would do for the seat to act, without doing it (no legality checks): where
    it goes ("dest", "path", "routes"), whether the car may be driven there ("car_offered") and
    is ("car"), the weeks of travel and of the stay, the week it lands on ("to_T"), and what the
    seat holds for the choices on the way (Zeppelin, Special Permission, lone assistant and
    shovel, rumors). A dig adds everything the dig dialog shows (dig_preview)."""
    seat = st.current_player
    if seat is None or not isinstance(action, Action):
        return None
    here, T = st.location[seat], st.time[seat]
    base = {"kind": action.kind, "seat": seat, "from": here, "from_T": T,
            "zeppelin_held": st.count_type(seat, "zeppelin") > 0}
    if action.kind == "retire":
        return {**base, "dest": here, "path": [here], "routes": 0, "travel": 0,
                "weeks": D.END_T - T, "to_T": D.END_T}
    dest = destination(st, action)
    if dest is None:
        return None
    zep = bool(action.get("zeppelin", False))
    offered = st.car_offered(seat, dest, zep)
    car = bool(action.get("car", False)) and offered
    travel = st.travel_cost(seat, dest, zep, car)
    if action.kind in ("take_card", "exhibition"):
        weeks = D.CARDS[action["card"]]["weeks"]
    elif action.kind == "change_cards":
        weeks = st.change_cost(seat)
    else:
        weeks = action.get("weeks")
        weeks = weeks if isinstance(weeks, int) and not isinstance(weeks, bool) else 0
    out = {**base, "dest": dest, "path": D.PATHS[here][dest], "routes": D.DIST[here][dest],
           "travel": travel, "weeks": weeks, "to_T": T + travel + weeks, "zeppelin": zep, "car": car,
           "car_offered": offered, "zeppelin_offered": base["zeppelin_held"] and dest != here}
    if action.kind == "dig":
        rumors = action.get("rumors")
        rumors = rumors if isinstance(rumors, int) and not isinstance(rumors, bool) else 0
        out["dig"] = st.dig_preview(seat, dest, rumors, bool(action.get("lone_assistant")),
                                      bool(action.get("lone_shovel")), zep, car)
        out["dig"].update({
            "rumors_held": len(st.rumors_for(seat, dest)),
            "assistants": st.count_type(seat, "assistant"),
            "shovels": st.count_type(seat, "shovel"),
            "special_permission_held": st.count_type(seat, "special_permission") > 0})
    return out


def view(st, seat: int | None) -> dict:
    """The table as `seat` sees it: everything but the order of the bags and the draw pile."""
    n = st.num_players
    players = []
    books = [books_by_site(st.cards[s], st.tokens[s]) for s in range(n)]
    breakdown = st.score_breakdown(books)
    for s in range(n):
        t = st.time[s]
        players.append({
            "seat": s, "color": D.PLAYER_COLORS[s], "location": st.location[s], "T": t,
            "year": D.year_of(t), "square": D.square_of(t), "finished": t >= D.END_T,
            "permits": dict(st.permits[s]), "cards": list(st.cards[s]),
            "exhibitions": list(st.exhibitions[s]),
            "tokens": [dict(D.TOKENS[tid]) for tid in st.tokens[s]],
            "knowledge": dict(books[s]),
            "general_knowledge": st.general_books(s),
            "has_car": st.has_car(s),
            "score": breakdown[s],
        })
    stacks: dict[str, list[int]] = {}
    for s in sorted(range(n), key=lambda x: (st.time[x], st.arrival[x])):
        stacks.setdefault(str(st.time[s]), []).append(s)  # bottom ... top
    cp = st.current_player
    return {
        "game": "thebes", "seat": seat, "num_players": n, "current_player": cp,
        "end_T": D.END_T, "start_T": st.start_t, "year_marker": st.year_marker,
        "players": players, "stacks": stacks, "turn_order": st.turn_order(),
        "display": list(st.display), "exhibition_slots": dict(zip(SLOT_NAMES, st.slots)),
        "draw_pile": len(st.draw_pile), "set_aside": len(st.set_aside),
        "first_reshuffle_done": st.first_reshuffle_done,
        "discard": list(st.discard), "discard_size": len(st.discard),
        "bags": {site: len(st.bags[site]) for site in D.SITES},
        "site_bonus": {site: (dict(D.TOKENS[t]) if t is not None else None)
                       for site, t in st.bonus.items()},
        "warsaw_changes": {"seat": st.run_seat, "count": st.run_changes},
        "change_cost": st.change_cost(cp) if cp is not None else None,
        "options": {"assistants_alone": st.opt_assistants_alone,
                    "assistant_cap": st.opt_assistant_cap, "shovel_cap": st.opt_shovel_cap},
        "over": cp is None,
    }
