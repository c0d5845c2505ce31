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


# what each card and token adds, looked up once (the bots' searches ask these questions millions
# of times): book cards and knowledge tokens by site, general knowledge, artifacts by site
CARD_TYPE: dict[int, str] = {c: card["type"] for c, card in D.CARDS.items()}
_CARD_BOOK: dict[int, tuple[str, int]] = {c: (card["site"], card["value"]) for c, card in D.CARDS.items()
                                          if card["type"] == "specialized_knowledge"}
_CARD_GENERAL: dict[int, int] = {c: card["value"] for c, card in D.CARDS.items()
                                 if card["type"] == "general_knowledge"}
_TOKEN_BOOK: dict[str, str] = {t: tok["for_site"] for t, tok in D.TOKENS.items() if tok["kind"] == "knowledge"}
_TOKEN_GENERAL: frozenset = frozenset(t for t, tok in D.TOKENS.items() if tok["kind"] == "general")
_TOKEN_ARTIFACT: dict[str, str] = {t: tok["site"] for t, tok in D.TOKENS.items() if tok["kind"] == "artifact"}
ARTIFACT_VALUE: dict[str, int] = {t: tok["value"] for t, tok in D.TOKENS.items() if tok["kind"] == "artifact"}


def count_type(cards, kind: str) -> int:
    """How many of the cards are of this type."""
    return [CARD_TYPE[c] for c in cards].count(kind)


def books_by_site(cards, tokens) -> dict[str, int]:
    """Specialized knowledge of every site from book cards and knowledge tokens (what majority counts)."""
    b = dict.fromkeys(D.SITES, 0)
    for c in cards:
        book = _CARD_BOOK.get(c)
        if book is not None:
            b[book[0]] += book[1]
    for t in tokens:
        site = _TOKEN_BOOK.get(t)
        if site is not None:
            b[site] += 1
    return b


def site_books(cards, tokens, site: str) -> int:
    """books_by_site for one site."""
    return books_by_site(cards, tokens)[site]


def general_books(cards, tokens) -> int:
    """General knowledge from cards and tokens."""
    g = 0
    for c in cards:
        g += _CARD_GENERAL.get(c, 0)
    for t in tokens:
        if t in _TOKEN_GENERAL:
            g += 1
    return g


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
    counts = dict.fromkeys(D.SITES, 0)
    for t in tokens:
        site = _TOKEN_ARTIFACT.get(t)
        if site is not None:
            counts[site] += 1
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
