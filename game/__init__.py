"""Dig Site rules: pure Python, no pygame. See game.core for the shared interface."""
