"""Shared pygame UI pieces: layout, widgets, animation, assets, audio, persistence, bot pacing."""
