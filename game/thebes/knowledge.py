"""The knowledge rule of Thebes, once: what books, tokens, rumors, assistants and general knowledge
add up to at a site, and how many tokens a dig draws. Pure functions of card and token ids; the
state (state.py), the bots (bot.py) and, through the state's preview, the scene all ask these."""
from __future__ import annotations

from game.thebes import data as D


RUMOR_POINTS = 2   # a rumor spent on its site's dig counts as this much specialized knowledge


def specialized(books: int, rumors: int = 0, assistant_points: int = 0) -> int:
    """Specialized knowledge for a dig: the site's books, the rumors spent on it, the assistants."""
    return books + RUMOR_POINTS * rumors + assistant_points


def tool_points(count: int, lone_used: bool, capped: bool) -> int:
    """Knowledge points from assistants, or extra tokens from shovels, for `count` cards held."""
    if count <= 0:
        return 0
    if count == 1:
        return 1 if lone_used else 0
    if capped:
        count = min(count, 3)
    return count - 1


def site_books(cards, tokens, site: str) -> int:
    """Specialized knowledge of `site` from book cards and knowledge tokens (what majority counts)."""
    pts = sum(D.CARDS[c]["value"] for c in cards
              if D.CARDS[c]["type"] == "specialized_knowledge" and D.CARDS[c]["site"] == site)
    pts += sum(1 for t in tokens if D.TOKENS[t]["kind"] == "knowledge" and D.TOKENS[t]["for_site"] == site)
    return pts


def books_by_site(cards, tokens) -> dict[str, int]:
    """site_books for every site at once."""
    b = {s: 0 for s in D.SITES}
    for c in cards:
        card = D.CARDS[c]
        if card["type"] == "specialized_knowledge":
            b[card["site"]] += card["value"]
    for t in tokens:
        tok = D.TOKENS[t]
        if tok["kind"] == "knowledge":
            b[tok["for_site"]] += 1
    return b


def general_books(cards, tokens) -> int:
    """General knowledge from cards and tokens."""
    return (sum(D.CARDS[c]["value"] for c in cards if D.CARDS[c]["type"] == "general_knowledge")
            + sum(1 for t in tokens if D.TOKENS[t]["kind"] == "general"))


def total_knowledge(spec: int, general: int) -> int:
    """K on the time wheel: specialized knowledge plus as much general knowledge as that, at most 12."""
    return min(D.MAX_KNOWLEDGE, spec + min(general, spec))


def tokens_drawn(k: int, weeks: int, shovel_bonus: int) -> int:
    """Tokens a dig of `weeks` weeks with knowledge `k` draws: the wheel's value plus the shovels'
    extra tokens (nothing at all where the wheel gives nothing)."""
    base = D.WHEEL[k][weeks] if k >= 1 else 0
    return base + shovel_bonus if base > 0 else 0


def artifact_counts(tokens) -> dict[str, int]:
    """Artifacts held per site."""
    counts = {s: 0 for s in D.SITES}
    for t in tokens:
        tok = D.TOKENS[t]
        if tok["kind"] == "artifact":
            counts[tok["site"]] += 1
    return counts


def has_artifacts(tokens, requires: dict) -> bool:
    """Whether the tokens hold the artifacts an exhibition asks for ({site: how many})."""
    counts = artifact_counts(tokens)
    return all(counts[s] >= n for s, n in requires.items())


def dig_allowed(books: int, rumors: int, spec: int, assistants_alone: bool) -> bool:
    """Whether the knowledge is enough to dig at all: a book or rumor of the site (or, with the
    option, any specialized knowledge point, assistants included)."""
    if assistants_alone:
        return spec >= 1
    return specialized(books, rumors) >= 1
