"""The knowledge counts read precomputed card and token tables (the expert's search asks them
millions of times); here they are checked against the card and token data read the plain way."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.thebes import data as D
from game.thebes.knowledge import ARTIFACT_VALUE, artifact_counts, books_by_site, count_type, general_books, site_books

CARDS = sorted(D.CARDS)
TOKENS = sorted(D.TOKENS)
holdings = st.tuples(st.lists(st.sampled_from(CARDS), max_size=14), st.lists(st.sampled_from(TOKENS), max_size=14))


def plain_books(cards, tokens, site):
    return (sum(D.CARDS[c]["value"] for c in cards
                if D.CARDS[c]["type"] == "specialized_knowledge" and D.CARDS[c]["site"] == site)
            + sum(1 for t in tokens if D.TOKENS[t]["kind"] == "knowledge" and D.TOKENS[t]["for_site"] == site))


@settings(max_examples=300, deadline=None)
@given(holdings)
def test_counts_agree_with_the_card_and_token_data(h):
    cards, tokens = h
    books = books_by_site(cards, tokens)
    assert list(books) == list(D.SITES)
    for site in D.SITES:
        assert books[site] == site_books(cards, tokens, site) == plain_books(cards, tokens, site)
    assert general_books(cards, tokens) == (
        sum(D.CARDS[c]["value"] for c in cards if D.CARDS[c]["type"] == "general_knowledge")
        + sum(1 for t in tokens if D.TOKENS[t]["kind"] == "general"))
    arts = artifact_counts(tokens)
    for site in D.SITES:
        assert arts[site] == sum(1 for t in tokens if D.TOKENS[t]["kind"] == "artifact" and D.TOKENS[t]["site"] == site)
    assert sum(ARTIFACT_VALUE.get(t, 0) for t in tokens) == sum(
        D.TOKENS[t]["value"] for t in tokens if D.TOKENS[t]["kind"] == "artifact")
    for kind in {c["type"] for c in D.CARDS.values()}:
        assert count_type(cards, kind) == sum(1 for c in cards if D.CARDS[c]["type"] == kind)


def test_every_kind_of_holding_is_counted():
    """The tables are not empty by accident: each kind of knowledge shows up somewhere."""
    books = [c for c in CARDS if D.CARDS[c]["type"] == "specialized_knowledge"]
    general = [c for c in CARDS if D.CARDS[c]["type"] == "general_knowledge"]
    know = [t for t in TOKENS if D.TOKENS[t]["kind"] == "knowledge"]
    gen_tok = [t for t in TOKENS if D.TOKENS[t]["kind"] == "general"]
    art = [t for t in TOKENS if D.TOKENS[t]["kind"] == "artifact"]
    assert sum(books_by_site(books, know).values()) == (sum(D.CARDS[c]["value"] for c in books) + len(know))
    assert general_books(general, gen_tok) == sum(D.CARDS[c]["value"] for c in general) + len(gen_tok)
    assert sum(artifact_counts(art).values()) == len(art)
