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
