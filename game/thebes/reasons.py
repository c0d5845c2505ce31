"""Why a Thebes move may not be made now: one sentence for the player, or None when it is legal.

The core (game.core.GameState.reason) has already checked that the move is of a declared kind
(ThebesState.ACTIONS) with every parameter present and typed; these are the rules themselves.
"""
from __future__ import annotations

from game.core import Action
from game.i18n import _, _n
from game.thebes import data as D
from game.thebes.knowledge import dig_allowed, has_artifacts


def illegal_reason(st, action: Action) -> str | None:
    """Why the move may not be made now, or None. The core (GameState.reason) has already
    checked that it is a move of a declared kind with every parameter present and typed."""
    seat = st.current_player
    kind = action.kind
    left = D.END_T - st.time[seat]
    if kind == "retire":
        return None
    zep = action["zeppelin"]
    car = action["car"]
    if kind == "take_card":
        cid = action["card"]
        if cid not in st.display:
            return _("That card is not on display.")
        card = D.CARDS[cid]
        why = journey_reason(st, seat, card["city"], zep, car)
        if why:
            return why
        if st.travel_cost(seat, card["city"], zep, car) + card["weeks"] > left:
            return _("You cannot afford that: it would end after the last week.")
        return None
    if kind == "change_cards":
        if all(c is None for c in st.display):
            return _("There are no researcher cards on display to change.")
        why = journey_reason(st, seat, "warsaw", zep, car)
        if why:
            return why
        if st.travel_cost(seat, "warsaw", zep, car) + st.change_cost(seat) > left:
            return _("You cannot afford that: it would end after the last week.")
        return None
    if kind == "exhibition":
        cid = action["card"]
        if cid not in D.CARDS or D.CARDS[cid]["type"] != "exhibition":
            return _("That is not an exhibition card.")
        if cid not in st.slots:
            return _("That exhibition is not on display (slots a, b, c).")
        card = D.CARDS[cid]
        if not has_artifacts(st.tokens[seat], card["requires"]):
            return _("You do not have the artifacts this exhibition asks for.")
        why = journey_reason(st, seat, card["city"], zep, car)
        if why:
            return why
        if st.travel_cost(seat, card["city"], zep, car) + card["weeks"] > left:
            return _("You cannot afford that: it would end after the last week.")
        return None
    # dig
    site = action["site"]
    if site not in D.SITES:
        return _("There is no dig site by that name.")
    name = _(D.LOCATION_NAME[site])
    weeks = action["weeks"]
    if not 1 <= weeks <= D.MAX_WEEKS:
        return _("Choose between 1 and 12 weeks of digging.")
    rumors = action["rumors"]
    if rumors < 0:
        return _("The number of rumors to spend must be 0 or more.")
    held = len(st.rumors_for(seat, site))
    if rumors > held:
        if held:
            return _n("You hold only {n} rumor card for {site}.", "You hold only {n} rumor cards for {site}.", held,
                      site=name)
        return _("You hold no rumor for {site}.").format(site=name)
    la = action["lone_assistant"]
    ls = action["lone_shovel"]
    sp = action["special_permission"]
    if la and st.count_type(seat, "assistant") != 1:
        return _("You can only discard an assistant for a point when it is your only one.")
    if ls and st.count_type(seat, "shovel") != 1:
        return _("You can only discard a shovel for a token when it is your only one.")
    if sp:
        if st.count_type(seat, "special_permission") == 0:
            return _("You do not hold a Special Permission card.")
        if st.permits[seat][site]:
            return _("Your {site} permit is still valid: keep the Special Permission card.").format(site=name)
    elif not st.permits[seat][site]:
        return _("You need a valid permit for {site} (or a Special Permission card).").format(site=name)
    kn = st.knowledge(seat, site, rumors, la)
    if not dig_allowed(kn["books"], rumors, kn["S"], st.opt_assistants_alone):
        if st.opt_assistants_alone:
            return _("You need at least one knowledge point for {site} to dig there.").format(site=name)
        return _("You need at least one {site} knowledge point to dig there.").format(site=name)
    k = kn["K"]
    if D.WHEEL[k][weeks] <= 0:
        need = next((w for w in range(1, 13) if D.WHEEL[k][w] > 0), None)
        # Translators: {k} is a number of knowledge points; {weeks} a number of weeks ("3 weeks")
        return _n("With {k} knowledge, {weeks} of digging find nothing: dig at least {n} week.",
                  "With {k} knowledge, {weeks} of digging find nothing: dig at least {n} weeks.", need,
                  k=k, weeks=_n("{n} week", "{n} weeks", weeks))
    why = journey_reason(st, seat, site, zep, car)
    if why:
        return why
    if st.travel_cost(seat, site, zep, car) + weeks > left:
        return _("You cannot afford that: it would end after the last week.")
    return None


def journey_reason(st, seat: int, dest: str, zep: bool, car: bool = False) -> str | None:
    """Why this journey may not be made with these Zeppelin and car choices, or None."""
    if zep:
        if st.count_type(seat, "zeppelin") == 0:
            return _("You have no Zeppelin card.")
        if st.location[seat] == dest:
            return _("You are already there: there is no journey for the Zeppelin.")
    if car and not st.car_offered(seat, dest, zep):
        if not st.has_car(seat):
            return _("You have no Car card.")
        if zep:
            return _("The Zeppelin already makes this journey free: leave the car at home.")
        return _("The car saves a week only on journeys of 3 or more routes.")
    return None
