"""Which language the app speaks, and loading its catalog (game/i18n.py says how texts are marked).

The setting `language` is "system" (the default: the operating system's language when we have it,
else English) or a language's code. Catalogs are GNU gettext .mo files in
assets/locale/<code>/LC_MESSAGES/digsite.mo, compiled from the .po files beside them by
`python -m tools.catalogs compile` (make run, make test and make dist do it). A missing or damaged
catalog leaves the app in English for what it lacks, with one line in digsite.log; it never stops
the app. Changing the language redraws every screen at once (App.set_language); saves, replays and
statistics hold no text of any language, so a game goes on in whatever language is chosen later.
"""
from __future__ import annotations

import gettext
import locale
import os
import struct
import sys

from game import i18n
from ui.paths import resource

# every language we write for, named in its own language; the ones offered (the Settings list and
# --lang) are those whose catalog is complete (tests/game/test_catalogs.py holds them to it)
NAMES = {"en": "English", "pl": "Polski", "de": "Deutsch", "fr": "Français"}
SHIPPED = ("en", "pl", "de", "fr")
LANGUAGES = {code: NAMES[code] for code in SHIPPED}
SYSTEM = "system"


def localedir() -> str:
    return str(resource("locale"))


def _python_locale() -> str | None:
    try:
        return locale.getlocale()[0]
    except ValueError:
        return None


def desktop_language() -> str | None:
    """The language the desktop is set to where no environment variable says it (a double-clicked
    app on Windows or macOS), as "de_DE"; None where it cannot be told."""
    try:
        if sys.platform == "win32":
            import ctypes
            return locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage())
        if sys.platform == "darwin":
            import subprocess
            out = subprocess.run(["defaults", "read", "-g", "AppleLocale"], capture_output=True, text=True,
                                 timeout=2)
            return out.stdout.strip() or None
    except Exception:    # noqa: BLE001 - whatever the platform does, English is the answer
        return None
    return None


def system_language(environ=None) -> str:
    """The operating system's language among ours, else English: the first of LANGUAGE, LC_ALL,
    LC_MESSAGES and LANG that is set (as gettext reads them), else the locale Python finds."""
    env = os.environ if environ is None else environ
    wanted = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            wanted += value.split(":")
            break
    if not wanted and environ is None:
        wanted = [code for code in (desktop_language(), _python_locale()) if code]
    for item in wanted:
        code = item.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(choice: str | None) -> str:
    """The language a setting or a --lang means ("system" and anything unknown: see system_language;
    a language still being written, in NAMES, only when asked by its code: the tools do)."""
    if choice in NAMES:
        return choice
    return system_language()


def load(code: str, problem=None) -> gettext.NullTranslations | None:
    """The catalog of `code` (None for English, which the code is written in). A catalog that is
    missing or cannot be read is told to `problem` (one line) and English is used instead."""
    if code == "en":
        return None
    try:
        return gettext.translation(i18n.DOMAIN, localedir(), languages=[code])
    except FileNotFoundError:
        why = "is missing (run `make run` or `python -m tools.catalogs compile` to build it)"
    except (OSError, struct.error, UnicodeDecodeError, ValueError) as exc:
        why = f"could not be read ({type(exc).__name__}: {exc})"
    if problem is not None:
        problem(f"the {NAMES.get(code, code)} catalog {why}: English is used instead")
    return None


def use(choice: str | None, problem=None) -> str:
    """Speak the language `choice` means from now on; returns its code."""
    code = resolve(choice)
    i18n.install(load(code, problem), code)
    return code
