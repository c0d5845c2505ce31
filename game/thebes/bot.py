"""Thebes bots. They read only the seat's view (everything in Thebes is public except the order of
the bags and the draw pile). The bag *contents* follow from the view: each bag holds its 31
tokens minus the ones players hold and the bonus still on the site.

- easy: picks one or two focus sites, takes cheap knowledge for them, digs once it knows enough.
- normal: a one-step look-ahead with a short planning horizon (this year and next).
- expert (game/thebes/expert.py): a tree search over redrawn hidden orders, guided by hard.
- hard: a one-step look-ahead that values every action by its immediate points plus a plan of
  the digs still possible (wheel, bag contents, permits per year, time left), exhibitions it can
  complete, congress and site majorities.
"""
from __future__ import annotations


from game.bots import Bot, RandomBot, hard_first, noise_rng, noisy_pick
from game.core import Action
from game.thebes import data as D
from game.thebes.knowledge import (ARTIFACT_VALUE, artifact_counts, books_by_site, count_type, general_books,
                                   specialized, tool_points, total_knowledge)
from game.thebes.travel import journey_weeks, trip_weeks

KNOWLEDGE_TOKEN_VALUE = 1.2


# ---- a light model of the table built from the view --------------------------------------------
class Table:
    """What the bots need from a view, in handy shapes."""

    def __init__(self, view: dict):
        self.view = view
        self.n = view["num_players"]
        self.players = view["players"]
        opts = view.get("options", {})
        self.assistant_cap = opts.get("assistant_cap", True)
        self.shovel_cap = opts.get("shovel_cap", True)
        self.assistants_alone = opts.get("assistants_alone", False)
        held = {t["id"] for p in self.players for t in p["tokens"]}
        bonus = {b["id"] for b in view["site_bonus"].values() if b}
        self.bag: dict[str, list[dict]] = {}
        self.avg: dict[str, float] = {}
        self.p_art: dict[str, float] = {}
        for site in D.SITES:
            toks = [D.TOKENS[t] for t in D.BAG_TOKENS[site] if t not in held and t not in bonus]
            self.bag[site] = toks
            n = max(1, len(toks))
            val = sum(t["value"] for t in toks if t["kind"] == "artifact")
            val += KNOWLEDGE_TOKEN_VALUE * sum(1 for t in toks if t["kind"] in ("knowledge", "general"))
            self.avg[site] = val / n
            self.p_art[site] = sum(1 for t in toks if t["kind"] == "artifact") / n
        self.slots = [c for c in view["exhibition_slots"].values() if c is not None]
        self.display = [c for c in view["display"] if c is not None]


def player_cards(p) -> list[int]:
    return list(p["cards"])


def player_tokens(p) -> list[str]:
    return [t["id"] for t in p["tokens"]]


def travel(loc: str, dest: str, cards) -> int:
    """Weeks of a future journey, driving the car wherever it applies (no Zeppelin)."""
    return trip_weeks(loc, dest, has_car=count_type(cards, "car") > 0)


def action_travel(loc: str, dest: str, a: Action) -> int:
    """Weeks of the journey this action makes, with its own car and Zeppelin choices."""
    return journey_weeks(D.DIST[loc][dest], car=bool(a["car"]), zeppelin=bool(a["zeppelin"]))


def car_kept_home(legal) -> list:
    """The legal actions without those that leave the car at home where it would save a week
    (the same move with the car is legal and only cheaper)."""
    legal = list(legal)
    with_car = {(a.kind, tuple(kv for kv in a.params if kv[0] != "car")) for a in legal if a.get("car")}
    return [a for a in legal if a.get("car") is not False
            or (a.kind, tuple(kv for kv in a.params if kv[0] != "car")) not in with_car]


def dig_holdings(cards, tokens) -> tuple:
    """What a dig's draw depends on in these holdings: (books by site, general knowledge,
    assistants, shovels); worked out once for all the digs of one position."""
    return (books_by_site(cards, tokens), general_books(cards, tokens), count_type(cards, "assistant"),
            count_type(cards, "shovel"))


def dig_tokens(tb: Table, cards, tokens, a: Action, holdings: tuple | None = None) -> int:
    """Tokens the dig action would draw (wheel value plus shovels) for these holdings."""
    books, general, n_ass, n_sho = holdings or dig_holdings(cards, tokens)
    params = dict(a.params)
    spec = specialized(books[params["site"]], params["rumors"],
                       tool_points(n_ass, bool(params["lone_assistant"]), tb.assistant_cap))
    k = total_knowledge(spec, general)
    if k <= 0:
        return 0
    return D.WHEEL[k][params["weeks"]] + tool_points(n_sho, bool(params["lone_shovel"]), tb.shovel_cap)


_BEST_WEEKS: dict = {}


def _best_weeks(k: int, sbonus: int, tr: int, scale: float, lam: float):
    """(net worth, weeks) of the best dig length for knowledge k, or None; remembered, since the
    plan asks the same question thousands of times (the expert's search even more)."""
    key = (k, sbonus, tr, scale, lam)
    hit = _BEST_WEEKS.get(key, False)
    if hit is not False:
        return hit
    best = None
    row = D.WHEEL[k]
    for w in range(1, 13):
        if row[w] <= 0:
            continue
        net = scale * (row[w] + sbonus) - lam * (w + tr)
        if best is None or net > best[0]:
            best = (net, w + tr)
    if len(_BEST_WEEKS) > 200000:
        _BEST_WEEKS.clear()
    _BEST_WEEKS[key] = best
    return best


# ---- the evaluating bot (normal and hard) ---------------------------------------------------
class PlanBot(Bot):
    """One-step look-ahead: value(action) = expected points now + value of the plan afterwards."""

    def __init__(self, seat, level="hard", seed=0, *, week_value=0.55, decay=0.85, horizon=3,
                 majority=True, exhibitions=True, noise=0.0):
        super().__init__(seat, level, seed)
        self.week_value = week_value
        self.decay = decay
        self.horizon = horizon
        self.use_majority = majority
        self.use_exhibitions = exhibitions
        self.noise = noise

    # -- the plan: best set of future digs (and exhibitions) fitting in the time left --
    def potential(self, tb: Table, T: int, loc: str, cards, tokens, permits, cache) -> float:
        left = D.END_T - T
        if left <= 0:
            return 0.0
        key = (T, loc, tuple(sorted(cards)), tuple(sorted(tokens)), tuple(sorted(permits.items())))
        if key in cache:
            return cache[key]
        lam = self.week_value
        books = books_by_site(cards, tokens)
        g = general_books(cards, tokens)
        n_ass = count_type(cards, "assistant")
        n_sho = count_type(cards, "shovel")
        apts = tool_points(n_ass, False, tb.assistant_cap)
        sbonus = tool_points(n_sho, False, tb.shovel_cap)
        year0 = D.year_of(T)
        years = [y for y in range(year0, 1904) if D.to_t(y, 1) < D.END_T][: self.horizon]
        end_year0 = D.to_t(year0 + 1, 1) - T
        rumors = {s: 0 for s in D.SITES}
        for c in cards:
            if D.CARDS[c]["type"] == "rumor":
                rumors[D.CARDS[c]["site"]] += 1
        opps = []   # (net, weeks, year index)
        best_now = None
        for site in D.SITES:
            if books[site] == 0 and rumors[site] == 0 and not (tb.assistants_alone and apts > 0):
                continue
            avg = tb.avg[site]
            for i, _y in enumerate(years):
                if i == 0 and not permits[site]:
                    continue
                spec = specialized(books[site], rumors[site] if (i == 0 or (i == 1 and not permits[site])) else 0, apts)
                if spec <= 0:
                    continue
                k = total_knowledge(spec, g)
                tr = travel(loc, site, cards) if i == 0 else 2
                scale = avg * (self.decay ** i)
                best = _best_weeks(k, sbonus, tr, scale, lam)
                if best and best[0] > 0:
                    opps.append((best[0], best[1], i))
                    if i == 0 and (best_now is None or best[0] > best_now[0]):
                        best_now = best
        n_sp = count_type(cards, "special_permission")
        if best_now:
            for _unused in range(n_sp):
                opps.append((best_now[0] * 0.9, best_now[1], 0))
        if self.use_exhibitions:
            arts = artifact_counts(tokens)
            for cid in tb.slots:
                card = D.CARDS[cid]
                if all(arts[s] >= n for s, n in card["requires"].items()):
                    wk = card["weeks"] + travel(loc, card["city"], cards)
                    opps.append((card["vp"] - lam * wk, wk, 0))
        opps.sort(key=lambda o: -o[0] / max(1, o[1]))
        budget = left
        ybudget = {0: end_year0 + 10}
        total = 0.0
        for net, wk, i in opps:
            if net <= 0 or wk > budget or wk > ybudget.get(i, 60):
                continue
            total += net
            budget -= wk
            ybudget[i] = ybudget.get(i, 60) - wk
        if n_sho == 1 and best_now:
            total += 0.7 * max(tb.avg.values())
        total += lam * left
        # extras held for the journeys to come
        total += count_type(cards, "zeppelin") * min(2 * lam, lam * left / 10)
        if count_type(cards, "car"):
            total += lam * min(3.0, left / 25)
        cache[key] = total
        return total

    def points(self, tb: Table, seat: int, cards, tokens, exhibitions) -> float:
        art = 0
        for t in tokens:
            art += ARTIFACT_VALUE.get(t, 0)
        exh = sum(D.CARDS[c]["vp"] for c in exhibitions)
        congress = D.CONGRESS_VP[min(count_type(cards, "congress"), 7)]
        total = float(art + exh + congress)
        if self.use_majority:
            mine = books_by_site(cards, tokens)
            for site in D.SITES:
                if mine[site] <= 0:
                    continue
                others = tb.other_books[site]
                top = max(others) if others else 0
                if mine[site] > top:
                    total += 5
                elif mine[site] == top:
                    total += 3
        if self.use_exhibitions:
            arts = artifact_counts(tokens)
            for cid in tb.slots:
                req = D.CARDS[cid]["requires"]
                have = sum(min(arts[s], n) for s, n in req.items())
                need = sum(req.values())
                if have < need:
                    total += 0.35 * D.CARDS[cid]["vp"] * (have / need) ** 2
        return total

    def evaluate(self, tb: Table, me: dict, a: Action, cache) -> float:
        seat = self.seat
        cards = player_cards(me)
        tokens = player_tokens(me)
        exh = list(me["exhibitions"])
        permits = dict(me["permits"])
        T, loc = me["T"], me["location"]
        kind = a.kind
        if kind == "retire":
            return self.points(tb, seat, cards, tokens, exh)
        zep = bool(a["zeppelin"])
        if zep:
            cards.remove(next(c for c in cards if D.CARDS[c]["type"] == "zeppelin"))
        extra = 0.0
        if kind == "take_card":
            card = D.CARDS[a["card"]]
            dest = card["city"]
            cost = action_travel(loc, dest, a) + card["weeks"]
            cards.append(a["card"])
        elif kind == "change_cards":
            dest = "warsaw"
            view = tb.view
            cost = action_travel(loc, dest, a) + view["change_cost"]
            extra = self.change_gain(tb, me)
        elif kind == "exhibition":
            card = D.CARDS[a["card"]]
            dest = card["city"]
            cost = action_travel(loc, dest, a) + card["weeks"]
            exh.append(a["card"])
            tb_slots = tb.slots
            tb.slots = [c for c in tb_slots if c != a["card"]]
            try:
                return (self.points(tb, seat, cards, tokens, exh)
                        + self.potential(tb, T + cost, dest, cards, tokens, permits, {}))
            finally:
                tb.slots = tb_slots
        else:  # dig
            site = a["site"]
            dest = site
            n_tok = min(dig_tokens(tb, cards, tokens, a), len(tb.bag[site]))
            cost = action_travel(loc, dest, a) + a["weeks"]
            extra = n_tok * tb.avg[site]
            if tb.view["site_bonus"][site]:
                extra += 1
            # artifacts expected toward exhibitions: fractional artifacts approximated by adding
            # one artifact for every full expected one
            exp_art = n_tok * tb.p_art[site]
            if self.use_exhibitions and exp_art >= 0.5:
                before = self.points(tb, seat, cards, tokens, exh)
                fake = [t["id"] for t in tb.bag[site] if t["kind"] == "artifact"][: int(exp_art + 0.5)]
                extra += 0.6 * (self.points(tb, seat, cards, tokens + fake, exh) - before
                                - sum(D.TOKENS[t]["value"] for t in fake))
            spent = [c for c in cards if D.CARDS[c]["type"] == "rumor" and D.CARDS[c]["site"] == site][: a["rumors"]]
            if a["lone_assistant"]:
                spent.append(next(c for c in cards if D.CARDS[c]["type"] == "assistant"))
            if a["lone_shovel"]:
                spent.append(next(c for c in cards if D.CARDS[c]["type"] == "shovel"))
            if a["special_permission"]:
                spent.append(next(c for c in cards if D.CARDS[c]["type"] == "special_permission"))
            else:
                permits[site] = False
            for c in spent:
                cards.remove(c)
        newT = T + cost
        if D.year_of(newT) > D.year_of(T):
            permits = {s: True for s in D.SITES}
        return (self.points(tb, seat, cards, tokens, exh) + extra
                + self.potential(tb, newT, dest, cards, tokens, permits, cache))

    def change_gain(self, tb: Table, me: dict) -> float:
        """Rough worth of seeing four new cards instead of the current display."""
        seen = set(tb.display) | {c for p in tb.players for c in p["cards"]} | set(tb.view["discard"])
        pool = [c for c in D.RESEARCHER_IDS if c not in seen]
        if not pool:
            return -1.0
        sample = self.rng.sample(pool, min(6, len(pool))) if len(pool) > 6 else pool
        gains = sorted((self.card_gain(tb, me, c) for c in sample), reverse=True)
        current = max((self.card_gain(tb, me, c) for c in tb.display), default=0.0)
        # best of four new cards, roughly the second best of six sampled
        new_best = gains[min(1, len(gains) - 1)]
        return max(0.0, new_best - current) - 0.5

    def card_gain(self, tb: Table, me: dict, cid: int) -> float:
        cards = player_cards(me)
        tokens = player_tokens(me)
        base = self.points(tb, self.seat, cards, tokens, me["exhibitions"])
        card = D.CARDS[cid]
        cost = card["weeks"] + travel("warsaw", card["city"], cards)
        T = me["T"]
        cache: dict = {}
        before = base + self.potential(tb, T + cost, card["city"], cards, tokens, me["permits"], cache)
        after = (self.points(tb, self.seat, cards + [cid], tokens, me["exhibitions"])
                 + self.potential(tb, T + cost, card["city"], cards + [cid], tokens, me["permits"], cache))
        return after - before

    def choose(self, view, legal, rng=None):
        legal = car_kept_home(legal)
        if len(legal) == 1:
            return legal[0]
        scored = self._scored(view, legal)
        return self._best(scored) if scored else legal[0]

    @staticmethod
    def _best(scored):
        """The action of the first highest value in (value, action) pairs, up to a rounding tolerance."""
        best, best_v = scored[0][1], None
        for v, a in scored:
            if best_v is None or v > best_v + 1e-9:
                best, best_v = a, v
        return best

    def _scored(self, view, legal) -> list:
        """(value, action) of each candidate action, in the order of `legal`."""
        tb = Table(view)
        me = view["players"][self.seat]
        tb.other_books = {s: [] for s in D.SITES}
        for p in tb.players:
            if p["seat"] != self.seat:
                b = books_by_site(p["cards"], player_tokens(p))
                for s in D.SITES:
                    tb.other_books[s].append(b[s])
        cache: dict = {}
        self._tb = tb
        scored = []
        for a in self._candidates(legal, me):
            v = self.evaluate(tb, me, a, cache)
            if self.noise:
                v += self.rng.gauss(0, self.noise)
            scored.append((v, a))
        return scored

    def _candidates(self, legal, me):
        """Skip dominated dig choices: weeks that draw no more tokens than fewer weeks would."""
        out = []
        seen_tokens: dict = {}
        cards, tokens = player_cards(me), player_tokens(me)
        tb = self._tb
        holdings = None
        for a in legal:
            if a.kind == "dig":
                p = dict(a.params)
                key = (p["site"], p["rumors"], p["lone_assistant"], p["lone_shovel"],
                       p["special_permission"], p["zeppelin"])
                holdings = holdings or dig_holdings(cards, tokens)
                n = dig_tokens(tb, cards, tokens, a, holdings)
                # weeks come in increasing order and the wheel never shrinks with more weeks
                if seen_tokens.get(key, -1) >= n:
                    continue
                seen_tokens[key] = n
            out.append(a)
        return out


# ---- easy --------------------------------------------------------------------------------------
class EasyBot(Bot):
    """Sticks to one or two sites: buys their cheap knowledge, digs once it knows a little."""

    def choose(self, view, legal, rng=None):
        legal = car_kept_home(legal)
        rng = rng or self.rng
        me = view["players"][self.seat]
        cards, tokens = player_cards(me), player_tokens(me)
        tb_books = books_by_site(cards, tokens)
        focus = sorted(D.SITES, key=lambda s: (-tb_books[s], s))[:2]
        if tb_books[focus[1]] == 0:
            focus = focus[:1] if tb_books[focus[0]] else []
        left = D.END_T - me["T"]
        exh = [a for a in legal if a.kind == "exhibition"]
        if exh:
            return exh[0]
        # dig when the knowledge is decent (or time is running out)
        digs = [a for a in legal if a.kind == "dig" and not a["zeppelin"]]
        best, best_rate = None, 0.0
        for a in digs:
            s = a["site"]
            spec = specialized(tb_books[s], a["rumors"])   # this bot leaves assistants out
            k = total_knowledge(spec, general_books(cards, tokens))
            n = D.WHEEL[k][a["weeks"]]
            cost = a["weeks"] + action_travel(me["location"], s, a)
            rate = n / cost
            if n >= 2 and rate > best_rate:
                best, best_rate = a, rate
        if best is not None and (best_rate >= 0.3 or left < 30):
            return best
        # otherwise a cheap sensible card
        takes = [a for a in legal if a.kind == "take_card" and not a["zeppelin"]]
        scored = []
        for a in takes:
            card = D.CARDS[a["card"]]
            cost = card["weeks"] + action_travel(me["location"], card["city"], a)
            t = card["type"]
            if t == "specialized_knowledge":
                want = 3.0 if (not focus or card["site"] in focus) else 0.5
                val = want * card["value"]
            elif t == "general_knowledge":
                val = 1.2 * card["value"] if focus else 0.3
            elif t == "rumor":
                val = 2.0 if card["site"] in focus else 0.2
            elif t in ("assistant", "shovel"):
                val = 1.0
            elif t == "congress":
                val = 1.0 + count_type(cards, "congress")
            else:
                val = 0.5
            scored.append((val / cost, a))
        if scored:
            scored.sort(key=lambda x: -x[0])
            if scored[0][0] >= 0.5 or best is None:
                return scored[0][1]
        if best is not None:
            return best
        if digs:
            return rng.choice(digs)
        if scored:
            return scored[0][1]
        changes = [a for a in legal if a.kind == "change_cards" and not a["zeppelin"]]
        if changes and left > 10:
            return changes[0]
        others = [a for a in legal if a.kind != "retire"]
        return rng.choice(others) if others else legal[-1]


# ---- a measurement opponent (game/bots.py: noisy_pick) ---------------------------------------------
# Levels a tool may seat (tools.selfplay --seats) that the app never offers.
MEASURE_LEVELS = ("noisyhard",)
# Values are points (the plan counts a week as PlanBot.week_value = 0.55 points): actions within a
# quarter of a point, less than half a week's worth, are a near-tie.
NOISE_TIE = 0.25


class NoisyHardBot(PlanBot):
    """The hard bot, less predictable (see game/bots.py): it values every candidate action exactly as
    hard does (a dig of each length, each card, each exhibition, changing cards, retiring are the
    alternatives), then breaks near-ties at random and takes one decision in six among the three
    best. Its noise comes from a random source of its own."""

    def __init__(self, seat, level="noisyhard", seed=0):
        super().__init__(seat, level, seed)
        self.noise_rng = noise_rng(seed)

    def choose(self, view, legal, rng=None):
        legal = car_kept_home(legal)
        if len(legal) == 1:
            return legal[0]
        scored = self._scored(view, legal)
        if not scored:
            return legal[0]
        return noisy_pick(hard_first(scored, self._best(scored)), self.noise_rng, NOISE_TIE)


def make_bot(level: str, seat: int, seed: int) -> Bot:
    if level == "noisyhard":
        return NoisyHardBot(seat, seed=seed)
    if level == "random":
        return RandomBot(seat, level, seed)
    if level == "easy":
        return EasyBot(seat, level, seed)
    if level == "normal":
        return PlanBot(seat, level, seed, horizon=2, majority=False, exhibitions=False, noise=0.5)
    return PlanBot(seat, "hard", seed)
