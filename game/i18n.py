"""The words a player reads, in the player's language: GNU gettext catalogs read with the standard
library's gettext, for every layer (the rules' refusals and log lines here in game/, the screens in
scenes/ and ui/). Pure Python, like the rest of game/.

Mark a text where it is written, in English:

    _("The dam is complete.")                            # translated now
    _("{player} digs at {site}").format(player=..., site=...)
    _n("{n} week", "{n} weeks", weeks)                   # the language's own plural rule, {n} filled in
    _n("{player} digs {n} token", "{player} digs {n} tokens", k, player=name)
    pgettext("card type", "Car")                         # a word a language may say otherwise elsewhere
    N_("Sand")                                           # marked only: translated where it is shown

Values go in named placeholders ({player}, {n}), never glued on, so a language can put them where
its grammar wants them. A text made at import time (a table of labels, a how-to page) is marked with
N_ and handed to `_` where it is drawn, so it follows the language chosen later.

The app chooses the language (ui/language.py) and calls `install`; until then, and for any text a
catalog lacks, the English written in the code is shown. `tools/catalogs.py` extracts the marked
texts with Babel into assets/locale/digsite.pot and keeps each language's digsite.po up to date.

A module that imports `_` never binds `_` to anything else (no `for _ in ...`): inside such a
function every `_("...")` would fail (tests/game/test_i18n.py checks the whole tree).
"""
from __future__ import annotations

import gettext as _gettext

DOMAIN = "digsite"

_active: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"


def install(translations: _gettext.NullTranslations | None, language: str) -> None:
    """Make `translations` (None: English as written) the catalog every text is read from."""
    global _active, _language
    _active = translations if translations is not None else _gettext.NullTranslations()
    _language = language


def language() -> str:
    """The code of the language texts are read in now ("en", "pl", "de", "fr")."""
    return _language


def _(message: str) -> str:
    # gettext("") is the catalog's header, never a text of ours
    return _active.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active.ngettext(singular, plural, n)


def _n(singular: str, plural: str, n: int, **values) -> str:
    """The form of the text for the number `n` in the language's plural rule, with {n} and any
    other named placeholders filled in."""
    return _active.ngettext(singular, plural, n).format(n=n, **values)


def pgettext(context: str, message: str) -> str:
    return _active.pgettext(context, message)


def N_(message: str) -> str:
    """Mark `message` for the catalogs without translating it (it is translated where shown)."""
    return message
