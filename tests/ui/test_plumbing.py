"""ui's small parts: a computer's turn paced, then overruled by a legal move when its bot fails or is
too slow (ui/botrunner.py), animation timing (ui/anim.py), and the picture caches (the SVG disk
cache, ui/surfcache.py) keeping to their budgets (the app around them: tests/shell/test_app.py)."""
import time

from game.core import Action
from ui.anim import Animator, Timeline, Tween
from ui.botrunner import BotTurn


class SlowBot:
    def __init__(self, seconds, fail=False):
        import random
        self.rng = random.Random(1)
        self.seconds, self.fail = seconds, fail

    def choose(self, view, legal, rng):
        time.sleep(self.seconds)
        if self.fail:
            raise RuntimeError("bot bug")
        return legal[-1]


LEGAL = [Action.make("a"), Action.make("b")]


def test_bot_turn_is_paced_then_delivers():
    turn = BotTurn(SlowBot(0), {}, LEGAL, delay=0.3)
    assert turn.result(turn.started + 0.1) == (None, None)
    turn.wait(1)
    assert turn.result(turn.started + 0.31) == (LEGAL[-1], None)


def test_failing_bot_falls_back_to_a_legal_move():
    turn = BotTurn(SlowBot(0, fail=True), {}, LEGAL, delay=0)
    turn.wait(1)
    action, note = turn.result()
    assert action in LEGAL and "bot failed" in note


def test_slow_bot_falls_back_after_the_time_limit():
    turn = BotTurn(SlowBot(2), {}, LEGAL, delay=0, time_limit=0.05)
    action, note = turn.result(turn.started + 0.06)
    assert action in LEGAL and "took over" in note


def test_bots_think_on_a_kept_worker_and_a_stuck_bot_does_not_hold_up_the_next():
    import threading
    first = BotTurn(SlowBot(0), {}, LEGAL, delay=0)
    first.wait(1)
    threads = threading.active_count()
    for _ in range(20):   # one decision after another: no new thread for each move
        turn = BotTurn(SlowBot(0), {}, LEGAL, delay=0)
        assert turn.wait(1) and turn.result()[0] == LEGAL[-1]
    assert threading.active_count() == threads
    stuck = BotTurn(SlowBot(1.0), {}, LEGAL, delay=0)
    nxt = BotTurn(SlowBot(0), {}, LEGAL, delay=0)
    assert nxt.wait(0.5) and stuck.thinking
    assert stuck.wait(2) and stuck.result()[0] == LEGAL[-1]


def test_animator_plays_in_order_scales_with_speed_and_skips():
    fired = []
    anim = Animator()
    t1 = Timeline()
    tw = t1.add(Tween(0.0, 10.0, 1.0))
    t1.call(lambda: fired.append("first"), 1.0)
    t2 = Timeline()
    t2.call(lambda: fired.append("second"), 0.5)
    anim.play(t1)
    anim.play(t2)
    anim.speed = 2.0
    anim.update(0.25)       # 0.5 s of animation time
    assert 0 < tw.value < 10 and fired == []
    anim.update(0.3)        # t1 done, 0.1 s into t2
    assert tw.value == 10 and fired == ["first"]
    anim.skip_all()
    assert fired == ["first", "second"] and not anim.busy


def test_svg_disk_cache_is_used_and_a_bad_cache_file_is_rendered_again(tmp_path, monkeypatch):
    import pygame
    from ui import assets
    monkeypatch.setenv("DIGSITE_DATA_DIR", str(tmp_path))
    pygame.init()
    assets.clear()
    first = assets.svg("art/menu_faras", (120, 90))
    assert not list((tmp_path / "cache" / "svg").glob("*.png"))   # written later, when idle
    assert assets.flush_pending(1) is False
    cached = list((tmp_path / "cache" / "svg").glob("*.png"))
    assert len(cached) == 1
    cached[0].write_bytes(b"not a png")  # damaged: must be rendered again, not crash
    assets.clear()
    again = assets.svg("art/menu_faras", (120, 90))
    assert again.get_size() == first.get_size() == (120, 90)
    assets.clear()


def test_surface_cache_keeps_within_its_byte_budget_and_drops_the_oldest():
    import pygame
    from ui.surfcache import SurfaceCache
    cache = SurfaceCache(budget_mb=1)
    for i in range(10):
        cache.put(i, pygame.Surface((256, 256), pygame.SRCALPHA))   # 256 KB each
        cache.get(0)                                                # 0 stays recently used
    assert cache.bytes <= 2**20 and len(cache) == 4
    assert cache.get(0) is not None and cache.get(1) is None and cache.get(9) is not None


def test_surface_caches_follow_the_window_size_and_a_closed_table_keeps_no_pictures():
    import pygame
    from ui import surfcache
    from ui.surfcache import SurfaceCache
    try:
        surfcache.set_screen((256, 256))                           # a screen is 256 KB of pixels
        screens = SurfaceCache(screens=2.0, floor_mb=0)
        table = SurfaceCache(screens=8.0, floor_mb=0, scope="table")
        for i in range(6):
            screens.put(i, pygame.Surface((256, 256), pygame.SRCALPHA))
            table[i] = pygame.Surface((128, 128), pygame.SRCALPHA)
        assert len(screens) == 2 and screens.bytes <= 2 * 256 * 256 * 4
        surfcache.set_screen((512, 512))                           # a bigger window keeps more
        for i in range(6, 12):
            screens.put(i, pygame.Surface((256, 256), pygame.SRCALPHA))
        assert len(screens) == 8
        surfcache.set_screen((256, 256))                           # and a smaller one trims at once
        assert len(screens) == 2
        assert 3 in table and len(table) == 6
        surfcache.release("table")
        assert len(table) == 0 and len(screens) == 2              # only the table's scope goes
        surfcache.return_memory()
    finally:
        surfcache.set_screen((1280, 720))
