"""The shared display model (scenes/table/shown.py): what a table holds back while a move is shown."""
from scenes.table.shown import Held
from ui.anim import Animator, Timeline


def test_counts_sets_and_values_are_held_and_released():
    h = Held()
    assert h.empty and h.count("pile", (0, "disk")) == 0
    h.add("pile", (0, "disk"), -1)
    h.add("pile", (0, "disk"), -1)
    assert h.count("pile", (0, "disk")) == -2
    h.add("pile", (0, "disk"), 2)
    assert h.count("pile", (0, "disk")) == 0 and h.empty     # back to nothing held: the key is gone
    h.hide("cells", (1, 2), (1, 3))
    h.show("cells", (1, 2))
    assert h.hidden("cells") == {(1, 3)} and h.hidden("areas") == set()
    h.keep("week", 12)
    assert h.value("week", 40) == 12 and h.holds("week")
    h.let_go("week")
    assert h.value("week", 40) == 40


def test_changes_at_a_timeline_moment_happen_then_or_when_skipped():
    h = Held()
    tl = Timeline()
    h.add("pile", 0, -1)
    h.at(tl, 0.5, lambda held: held.add("pile", 0, 1))
    anim = Animator()
    anim.play(tl)
    anim.update(0.2)
    assert h.count("pile", 0) == -1          # still in flight
    anim.skip_all()
    assert h.count("pile", 0) == 0 and h.empty


def test_signature_changes_with_what_is_held():
    h = Held()
    a = h.signature()
    h.hide("areas", ("site", 3))
    assert h.signature() != a
    h.clear()
    assert h.signature() == a and h.empty


def test_counts_of_one_name():
    h = Held()
    h.add("tokens", (0, 3), -2)
    h.add("tokens", (1, 4), 1)
    h.add("pile", 0, 1)
    assert h.counts_of("tokens") == {(0, 3): -2, (1, 4): 1}
