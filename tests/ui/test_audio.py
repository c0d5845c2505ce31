"""Sound (ui/audio.py): a missing audio device is silent, not fatal; the effects and the menu theme load
with the dummy driver, each effect when first played."""
import pygame


def test_missing_audio_device_is_silent_not_fatal(monkeypatch):
    from ui import audio

    def no_device(*a, **k):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    a = audio.Audio()
    assert not a.available and "audio" in a.problem
    a.play("flip")  # nothing happens, nothing raises
    a.music("menu_theme")
    a.music(None)
    a.set_volume(0.5, False)


def test_sounds_and_menu_theme_load_with_the_dummy_driver():
    from ui import audio
    a = audio.Audio()
    assert a.available and not a.sounds          # effects load when first played, not at start-up
    for name in audio.SOUNDS:
        a.play(name)
    assert set(a.sounds) == set(audio.SOUNDS) and all(s is not None for s in a.sounds.values())
    a.set_volume(0.3, True)
    assert all(s.get_volume() == 0.0 for s in a.sounds.values())
    a.set_volume(0.3, False)
    a.play("no-such-sound")                       # asked once, remembered as missing, never raises
    assert a.sounds["no-such-sound"] is None
    a.music("menu_theme")
    a.music(None)
