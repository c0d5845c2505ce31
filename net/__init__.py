"""Networked tables: one host applies every move, thin clients see only their seat (docs/network.md).
Pure Python like game/: no pygame anywhere in this package."""
