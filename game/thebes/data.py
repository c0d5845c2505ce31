"""Thebes component data, loaded once from data.json beside this module.

Everything the rules need as plain constants: the map and its shortest paths, the time wheel, the
tokens of the five bags, the researcher and exhibition cards and the scoring tables.
"""
from __future__ import annotations

import json
from collections import deque
from pathlib import Path

from game.i18n import N_

_RAW = json.loads((Path(__file__).resolve().parent / "data.json").read_text(encoding="utf-8"))

LOCATIONS: list[dict] = _RAW["locations"]
LOCATION_IDS: list[str] = [loc["id"] for loc in LOCATIONS]
LOCATION_NAME: dict[str, str] = {loc["id"]: loc["name"] for loc in LOCATIONS}
SITES: list[str] = [loc["id"] for loc in LOCATIONS if loc["kind"] == "site"]
SITE_COLOR: dict[str, str] = {loc["id"]: loc["color"] for loc in LOCATIONS if loc["kind"] == "site"}
EDGES: list[tuple[str, str]] = [tuple(e) for e in _RAW["edges"]]
DISTANCE_CHECK: dict[str, dict[str, int]] = _RAW["distance_check"]

NEIGHBOURS: dict[str, list[str]] = {loc: [] for loc in LOCATION_IDS}
for _a, _b in EDGES:
    NEIGHBOURS[_a].append(_b)
    NEIGHBOURS[_b].append(_a)


def _bfs(start: str) -> dict[str, list[str]]:
    """Shortest path (list of locations, start included) to every location; stable tie-breaks."""
    paths = {start: [start]}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in NEIGHBOURS[here]:
            if nxt not in paths:
                paths[nxt] = paths[here] + [nxt]
                queue.append(nxt)
    return paths


PATHS: dict[str, dict[str, list[str]]] = {loc: _bfs(loc) for loc in LOCATION_IDS}
DIST: dict[str, dict[str, int]] = {a: {b: len(p) - 1 for b, p in PATHS[a].items()} for a in LOCATION_IDS}

# WHEEL[k][w] = tokens drawn with k knowledge points (1-12) digging w weeks (1-12); index 0 unused.
WHEEL: list[list[int]] = [[0] * 13] + [
    [0] + list(_RAW["time_wheel"]["table"][str(k)]) for k in range(1, 13)]
MAX_KNOWLEDGE = 12
MAX_WEEKS = 12

# ---- tokens: 31 per site, ids "<site>:<nn>" --------------------------------------------------
# a token's "name" is English: an artifact's from data.json (collected by tools/catalogs.py), the
# others marked N_ here; translated where shown, _(name)
TOKENS: dict[str, dict] = {}
BAG_TOKENS: dict[str, list[str]] = {}   # all 31 token ids of a site, in data order
BONUS_TOKEN: dict[str, str] = {}        # the value-1 artifact lying on the site at the start
for _site in SITES:
    _bag = _RAW["bags"][_site]
    _ids = []
    for _art in _bag["artifacts"]:
        _tid = f"{_site}:{len(_ids):02d}"
        TOKENS[_tid] = {"id": _tid, "site": _site, "kind": "artifact", "value": _art["value"],
                        "name": _art["name"]}
        _ids.append(_tid)
    _tid = f"{_site}:{len(_ids):02d}"
    TOKENS[_tid] = {"id": _tid, "site": _site, "kind": "knowledge", "value": 1,
                    "for_site": _bag["specialized_knowledge_token_for"], "name": N_("Specialized knowledge")}
    _ids.append(_tid)
    for _unused in range(_bag["general_knowledge_tokens"]):
        _tid = f"{_site}:{len(_ids):02d}"
        TOKENS[_tid] = {"id": _tid, "site": _site, "kind": "general", "value": 1, "name": N_("General knowledge")}
        _ids.append(_tid)
    for _unused in range(_bag["debris"]):
        _tid = f"{_site}:{len(_ids):02d}"
        TOKENS[_tid] = {"id": _tid, "site": _site, "kind": "debris", "value": 0, "name": N_("Debris")}
        _ids.append(_tid)
    BAG_TOKENS[_site] = _ids
    BONUS_TOKEN[_site] = next(t for t in _ids if TOKENS[t]["kind"] == "artifact" and TOKENS[t]["value"] == 1)
TOKENS_PER_BAG = 31

# ---- cards -----------------------------------------------------------------------------------
CARDS: dict[int, dict] = {c["id"]: dict(c) for c in _RAW["cards"]}
RESEARCHER_IDS: list[int] = [c["id"] for c in _RAW["cards"] if c["type"] != "exhibition"]
SMALL_EXHIBITIONS: list[int] = [c["id"] for c in _RAW["cards"]
                                if c["type"] == "exhibition" and c["size"] == "small"]
LARGE_EXHIBITIONS: list[int] = [c["id"] for c in _RAW["cards"]
                                if c["type"] == "exhibition" and c["size"] == "large"]
ALL_CARD_IDS: list[int] = [c["id"] for c in _RAW["cards"]]

CONGRESS_VP: list[int] = list(_RAW["congress_vp"])
SCORING: dict = dict(_RAW["scoring"])
SETUP: dict = dict(_RAW["setup"])
PLAYER_COLORS: list[str] = list(SETUP["player_colors"])
START_LOCATION: str = SETUP["start_location"]

END_T = (1904 - 1901) * 52 + 1   # square 1 of 1904
WEEKS_PER_YEAR = 52


def year_of(t: int) -> int:
    return 1901 + (t - 1) // WEEKS_PER_YEAR


def square_of(t: int) -> int:
    return (t - 1) % WEEKS_PER_YEAR + 1


def to_t(year: int, square: int) -> int:
    return (year - 1901) * WEEKS_PER_YEAR + square

