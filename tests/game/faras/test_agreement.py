"""reason agrees with legal_actions on random positions and a spread of candidate actions."""
import random

from game.faras.state import DECLARATIONS, FarasState
from tests.game.faras.helpers import A


def _candidates(s, rng):
    ints = list(range(-1, 66)) + [10**6]
    out = [A("place_rest_random"), A("end_memorise"), A("attempt"), A("nope"), A("attempt", x=1)]
    for kind, name in (("choose_token", "token"), ("place", "cell"), ("play_card", "card"),
                       ("reveal", "cell"), ("peek", "cell"), ("penalty", "slot"), ("helper", "seat"),
                       ("take_from_dam", "slot"), ("ask", "seat"), ("give", "token")):
        for v in rng.sample(ints, 12) + ["3", None, 2.5]:
            out.append(A(kind, **{name: v}))
    out += [A("challenge", success=True), A("challenge", success=False), A("challenge", success="no")]
    out += [A("declare", types=d) for d in rng.sample(DECLARATIONS, 5)]
    out += [A("declare", types=["sand", "pottery"]), A("declare", types="some"), A("declare", types=[1])]
    return out


def test_reason_agrees_with_legal_actions():
    rng = random.Random(5)
    for seed, opts in enumerate([{}, {"valuable_find": "chance"}, {"variant": "simplified"}]):
        s = FarasState(2 + seed % 3, seed, opts)
        steps = 0
        while not s.is_over:
            legal = s.legal_actions()
            if steps % 3 == 0:
                for a in legal:
                    assert s.reason(a) is None, a
                for a in _candidates(s, rng):
                    assert (s.reason(a) is None) == (a in legal), (a, s.reason(a))
            s.apply(rng.choice(legal))
            steps += 1
