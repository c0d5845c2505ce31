"""Expert side, free layout: a token may go anywhere wholly on the board and overlapping nothing,
and the room check never refuses a position from which the tokens still to place can all fit.

Each layout below is a whole board of 64 tokens that fit together (so, by construction, every
prefix of it leaves room for the rest); the test lays it down through the state, in some order,
and requires every placement to be accepted, and the setup's offered positions to stay usable."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.faras import board as B
from game.faras import data as D
from game.faras.state import check_invariants
from tests.game.faras.helpers import A

SIZE = D.EXPERT_UNIT_TOKEN
SIDE = D.EXPERT_BOARD


def _expert(players, seed):
    from game import registry
    info = registry.get("faras")
    return info.new_game(players, seed, dict(info.default_options(), variant="expert"))


def _split(rng, total, parts):
    """`total` units of slack shared at random among `parts` gaps."""
    gaps = [0] * parts
    for _ in range(total):
        gaps[rng.randrange(parts)] += 1
    return gaps


def neat(rng):
    """A token in the middle of each plot of the 8 x 8 grid, the way people lay tiles."""
    return [tuple(B.cell_xy(c)) for c in range(D.NUM_CELLS)]


def rows(rng):
    """Rows of tokens, each row with its own spacing and each token a little up or down in its band."""
    n_rows = rng.randint(7, 10)
    band_slack = _split(rng, SIDE - SIZE * n_rows, n_rows + 1)
    out, top = [], band_slack[0]
    for r in range(n_rows):
        band = band_slack[r + 1]
        n = rng.randint(-(-D.NUM_TOKENS // n_rows), 10)
        gaps = _split(rng, SIDE - SIZE * n, n + 1)
        x = gaps[0]
        for k in range(n):
            out.append((x, top + rng.randint(0, band)))
            x += SIZE + gaps[k + 1]
        top += SIZE + band
    return out


def columns(rng):
    return [(y, x) for x, y in rows(rng)]


def spots(rng):
    return list(B.SPOTS)


def halves(rng):
    """Two styles side by side: neat plots on one side of a line, tight columns on the other."""
    k = rng.randint(2, 6)                                # neat plot columns on the left
    left = [tuple(B.cell_xy(r * D.BOARD_COLS + c)) for r in range(D.BOARD_ROWS) for c in range(k)]
    edge = 12 * (k - 1) + 7 + SIZE                       # right edge of the last neat column
    right = []
    x = edge + rng.randint(0, (SIDE - edge) % SIZE)
    while x + SIZE <= SIDE:
        y = rng.randint(0, SIDE - SIZE * 10)
        right += [(x, y + SIZE * j) for j in range(10)]
        x += SIZE
    out = left + right
    if rng.random() < 0.5:
        out = [(y, x) for x, y in out]
    if rng.random() < 0.5:
        out = [(B.LIMIT - x, B.LIMIT - y) for x, y in out]
    return out


def shaken(base):
    """A layout jostled at random: tokens nudged a few units wherever they stay apart."""
    def make(rng):
        pos = list(base(rng))
        for _ in range(1500):
            i = rng.randrange(len(pos))
            x, y = pos[i]
            nx, ny = x + rng.randint(-3, 3), y + rng.randint(-3, 3)
            if B.on_board(nx, ny) and not B.overlaps(nx, ny, pos[:i] + pos[i + 1:]):
                pos[i] = (nx, ny)
        return pos
    return make


def scattered(rng):
    """Tokens dropped anywhere at random while the rest still fit, the rest then packed tightly."""
    pos = []
    for _ in range(rng.randint(5, 40)):
        x, y = rng.randint(0, B.LIMIT), rng.randint(0, B.LIMIT)
        if not B.overlaps(x, y, pos) and B.room(pos + [(x, y)], D.NUM_TOKENS - len(pos) - 1):
            pos.append((x, y))
    return pos + B.room(pos, D.NUM_TOKENS - len(pos))


LAYOUTS = {"scattered": scattered, "neat": neat, "rows": rows, "columns": columns, "spots": spots,
           "halves": halves, "shaken neat": shaken(neat), "shaken rows": shaken(rows), "shaken halves": shaken(halves)}


def _layout(kind, rng):
    pos = LAYOUTS[kind](rng)
    assert len(pos) >= D.NUM_TOKENS, kind
    pos = rng.sample(pos, D.NUM_TOKENS)
    for i, (x, y) in enumerate(pos):                     # the layout itself is a legal board
        assert B.on_board(x, y) and not B.overlaps(x, y, pos[:i]), (kind, pos)
    return pos


def _order(pos, how, rng):
    if how == "reading":
        return sorted(pos, key=lambda p: (p[1], p[0]))
    if how == "columns":
        return sorted(pos)
    pos = list(pos)
    rng.shuffle(pos)
    return pos


def _lay_down(s, order, rng):
    for x, y in order:
        s.apply(A("choose_token", token=s.unplaced[s.placer][0]))
        a = A("place_at", x=x, y=y)
        assert s.reason(a) is None, (s.reason(a), len(s.positions()), (x, y))
        offered = [o for o in s.legal_actions() if o.kind == "place_at"]
        assert len(offered) >= s.tokens_to_place()
        for o in rng.sample(offered, min(3, len(offered))):
            assert s.reason(o) is None, (s.reason(o), o)
        s.apply(a)


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(sorted(LAYOUTS)), how=st.sampled_from(["reading", "columns", "shuffled"]),
       players=st.integers(2, 4), seed=st.integers(0, 10 ** 6))
def test_any_layout_that_fits_is_accepted_token_by_token(kind, how, players, seed):
    rng = random.Random(seed)
    s = _expert(players, seed)
    _lay_down(s, _order(_layout(kind, rng), how, rng), rng)
    assert s.phase == "memorise"
    check_invariants(s)


def test_neat_rows_are_accepted_in_every_deal_and_order():
    """The way people lay tiles: a token in the middle of each plot, row by row or anyhow."""
    for seed in range(4):
        rng = random.Random(seed)
        for how in ("reading", "shuffled"):
            s = _expert(2 + seed % 3, seed)
            _lay_down(s, _order(neat(rng), how, rng), rng)
            assert s.phase == "memorise"


@settings(max_examples=25, deadline=None)
@given(kind=st.sampled_from(sorted(LAYOUTS)), placed=st.integers(0, 63), seed=st.integers(0, 10 ** 6))
def test_placing_the_rest_at_random_finishes_any_partial_layout(kind, placed, seed):
    """After any accepted start, 'place the rest at random' and the offered positions finish it."""
    rng = random.Random(seed)
    s = _expert(2, seed)
    order = _order(_layout(kind, rng), "shuffled", rng)
    _lay_down(s, order[:placed], rng)
    while s.phase == "setup":
        s.apply(A("place_rest_random"))
    check_invariants(s)
    assert s.phase == "memorise" and len(s.positions()) == D.NUM_TOKENS
