"""Generate the game's sound effects as WAV files (reproducible: fixed seed, pure Python).

    python -m tools.make_sounds [OUTDIR]     (default assets/sounds)
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050


def _env(i, n, attack=0.01, release=0.6):
    t = i / RATE
    total = n / RATE
    a = min(1.0, t / attack) if attack else 1.0
    r = max(0.0, 1 - max(0.0, t - (total - total * release)) / (total * release)) if release else 1.0
    return a * r


def tone(freqs, seconds, *, attack=0.005, release=0.7, vibrato=0.0):
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(math.sin(2 * math.pi * f * t * (1 + vibrato * math.sin(2 * math.pi * 5 * t))) for f in freqs) / len(freqs)
        out.append(v * _env(i, n, attack, release))
    return out


def noise(seconds, rng, *, lowpass=0.15, attack=0.005, release=0.8):
    n = int(RATE * seconds)
    out, y = [], 0.0
    for i in range(n):
        y += lowpass * (rng.uniform(-1, 1) - y)
        out.append(y * 3 * _env(i, n, attack, release))
    return out


def mix(*tracks):
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


def write(path: Path, samples, gain=0.5):
    peak = max(1e-6, max(abs(s) for s in samples))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32767 * gain * s / peak)) for s in samples))


def menu_theme(seconds=24.0):
    """A gentle loop: a slow pentatonic melody over a soft drone, in D (Nubian-ish modes are ours to
    imagine; this is simply calm). Starts and ends at silence so it loops without a click."""
    rng = random.Random(1923)
    n = int(RATE * seconds)
    out = [0.0] * n
    scale = [293.66, 329.63, 369.99, 440.00, 493.88, 587.33, 659.25]  # D pentatonic-ish
    # drone: D and A, slowly breathing
    for i in range(n):
        t = i / RATE
        breath = 0.6 + 0.4 * math.sin(2 * math.pi * t / seconds)
        out[i] += 0.18 * breath * (math.sin(2 * math.pi * 73.42 * t) + 0.6 * math.sin(2 * math.pi * 110.0 * t))
    # melody: plucked notes on a lazy rhythm
    beat = 0.75
    t = 0.5
    while t < seconds - 1.5:
        f = rng.choice(scale)
        length = beat * rng.choice([1, 1, 2])
        start, m = int(t * RATE), int(min(length * 1.6, seconds - t) * RATE)
        for k in range(m):
            tt = k / RATE
            env = math.exp(-3.2 * tt) * min(1.0, tt / 0.01)
            v = env * (math.sin(2 * math.pi * f * tt) + 0.3 * math.sin(2 * math.pi * 2 * f * tt))
            if start + k < n:
                out[start + k] += 0.32 * v
        t += length
    # fade the ends so the loop point is silent
    fade = int(RATE * 1.0)
    for i in range(fade):
        g = i / fade
        out[i] *= g
        out[n - 1 - i] *= g
    return out


def build(outdir: Path):
    rng = random.Random(1909)
    outdir.mkdir(parents=True, exist_ok=True)
    write(outdir / "click.wav", tone([880, 1320], 0.05, release=0.9), 0.25)
    write(outdir / "flip.wav", mix(noise(0.12, rng, lowpass=0.5), tone([520], 0.08)), 0.35)
    write(outdir / "dig.wav", noise(0.35, rng, lowpass=0.08, attack=0.02), 0.5)
    write(outdir / "place.wav", mix(tone([180, 270], 0.12, release=0.8), noise(0.06, rng, lowpass=0.3)), 0.45)
    write(outdir / "score.wav", tone([660, 990, 1320], 0.45, vibrato=0.003), 0.35)
    write(outdir / "error.wav", tone([220, 233], 0.18), 0.3)
    write(outdir / "dam.wav", mix(tone([98, 147], 0.5, release=0.6), noise(0.4, rng, lowpass=0.05)), 0.5)
    write(outdir / "menu_theme.wav", menu_theme(), 0.3)


if __name__ == "__main__":
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "assets" / "sounds")
