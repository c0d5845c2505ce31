"""The one table of the 48 finds: every name says what its drawing shows."""
from pathlib import Path

from game.faras import data as D
from game.faras import log as L
from game.core import Event

ROOT = Path(__file__).resolve().parents[3]


def _manifest() -> dict[str, str]:
    """The illustrator's list of what each drawing shows (assets/faras/NAMES.txt)."""
    out = {}
    for line in (ROOT / "assets/faras/NAMES.txt").read_text().splitlines():
        if ":" in line and not line.startswith("#"):
            key, what = line.split(":", 1)
            out["faras/" + key.strip()] = what.strip().lower()
    return out


def _words(s: str) -> set[str]:
    words = (w.strip(",:()").lower().removesuffix("'s") for w in s.replace("-", " ").split())
    return {w for w in words if len(w) > 2} - {"fresco", "the", "and", "with"}


def test_one_row_per_find_in_id_order():
    assert [f[0] for f in D.FINDS] == list(range(48))
    for fid, ftype, pic, name in D.FINDS:
        assert (D.TOKEN_TYPE[fid], D.TOKEN_PICTURE[fid], D.TOKEN_NAME[fid]) == (ftype, pic, name)
        assert (ROOT / "assets" / (D.art_name(fid) + ".svg")).exists()
    assert len({f[3] for f in D.FINDS}) == 48, "every find has its own name"
    assert {(f[1], f[2]) for f in D.FINDS} == {(t, p) for t in D.FIND_TYPES for p in range(12)}


def test_every_name_matches_its_drawing():
    manifest = _manifest()
    for fid, _, _, name in D.FINDS:
        shows = manifest[D.art_name(fid)]
        assert _words(name) & _words(shows), f"find {fid} is called {name!r} but the drawing shows {shows!r}"


def test_the_pictures_named_wrongly_before():
    by_art = {D.art_name(f[0]): f[3] for f in D.FINDS}
    assert "fish plate" in by_art["faras/pottery_4"].lower()      # was "Storage jar shard"
    assert "key" in by_art["faras/misc_1"].lower()                # was "Greek letter tile"
    assert "cross" in by_art["faras/misc_4"].lower()              # was "Oil lamp"


def test_the_log_and_the_tooltips_use_the_table():
    from scenes.faras.pieces import token_art_name
    ev = Event.make("revealed", seat=0, cell=3, token=4, type="pottery", picture=4)
    assert "Blue fish plate" in L.describe(ev, ["Anna", "Ben"])
    assert all(token_art_name(t) == D.art_name(t) for t in [None] + list(range(D.NUM_TOKENS)))
