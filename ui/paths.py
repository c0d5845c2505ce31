"""Where things are: bundled resources (source tree or PyInstaller bundle) and the user data folder."""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "DigSite"


def resource_root() -> Path:
    """The folder holding assets/: the bundle's unpack folder when frozen, else the source tree."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base)
    return Path(__file__).resolve().parent.parent


def resource(*parts: str) -> Path:
    return resource_root().joinpath("assets", *parts)


def data_dir() -> Path:
    """The platform's conventional per-user data folder (created on demand).

    DIGSITE_DATA_DIR overrides it (tests, kiosks with a fixed location).
    """
    override = os.environ.get("DIGSITE_DATA_DIR")
    if override:
        path = Path(override)
    elif sys.platform.startswith("win"):
        path = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_NAME
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_NAME
    else:
        xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        path = Path(xdg) / APP_NAME.lower()
    return path


def cache_tag(text: str) -> str:
    """16 hex digits that change with `text`: names cache files after what they were made from
    (two checksums from zlib, already loaded with pygame; hashlib's start-up cost is not needed)."""
    import zlib
    data = text.encode("utf-8")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
