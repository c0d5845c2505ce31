"""The translation catalogs, kept with Babel (game/i18n.py says how texts are marked in the code).

    python -m tools.catalogs init CODE  # a new language: its digsite.po from the template
    python -m tools.catalogs extract    # every marked text -> assets/locale/digsite.pot
    python -m tools.catalogs update     # each language's digsite.po follows the template
    python -m tools.catalogs compile    # each digsite.po -> digsite.mo beside it (make run/test/dist)
    python -m tools.catalogs check      # every text translated, none fuzzy, same placeholders
    python -m tools.catalogs stats      # texts per language, translated and left; length against English

`extract` reads the Python of game/, ui/, scenes/, net/ and main.py (the keywords _, _n, N_, ngettext,
pgettext, with comments that start `Translators:`), the names the rules read from data files
(DATA_TEXTS: the Thebes places and artifacts) and the texts of each tutorial script
(scenes/<id>/tutorial.json: its title, the seats' names and what each step says). `update` is
Babel's merge (pybabel update): a new text comes in untranslated, a changed one fuzzy, a text gone
from the code is kept at the end of the file as obsolete. The app reads only the compiled .mo files,
with the standard library; Babel is needed only here. A language is a folder
assets/locale/<code>/LC_MESSAGES/ with its digsite.po (and its glossary, GLOSSARY.md, beside it).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "digsite.pot"
SOURCES = ["game", "ui", "scenes", "net", "main.py"]
KEYWORDS = {"_": None, "N_": None, "_n": (1, 2), "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
COMMENT_TAGS = ["Translators:"]
TUTORIAL_TEXT_KEYS = ("say", "result", "final")
# names the rules read from data files (shown with _() where they are drawn): file, path to the
# texts ("*" walks a list or every key of a dict), what a translator is told about them
DATA_TEXTS = [
    ("game/thebes/data.json", "locations/*/name", "A place on the Thebes map."),
    ("game/thebes/data.json", "bags/*/artifacts/*/name", "An artifact dug up in Thebes."),
]
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?:[!:][^{}]*)?\}")


def languages() -> list[str]:
    return sorted(p.parent.parent.name for p in LOCALE.glob("*/LC_MESSAGES/digsite.po"))


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "digsite.po"


def _python_files():
    for source in SOURCES:
        path = ROOT / source
        files = [path] if path.is_file() else sorted(path.rglob("*.py"))
        for f in files:
            if "testgame" not in f.parts:
                yield f


def _tutorial_texts(path: Path):
    """(line, text, what it is) of each text a tutorial script shows."""
    data = json.loads(path.read_text(encoding="utf-8"))
    raw = path.read_text(encoding="utf-8").split("\n")

    def line_of(text):
        needle = json.dumps(text, ensure_ascii=False)[1:40]
        return next((i + 1 for i, line in enumerate(raw) if needle in line), 1)
    texts = [(data.get("title"), "The tutorial's title.")]
    texts += [(s.get("name"), "A player's name in the tutorial.") for s in data.get("seats", [])]
    for step in data.get("steps", []):
        texts += [(step.get(k), "What the tutorial says at one of its steps.") for k in TUTORIAL_TEXT_KEYS]
    for text, what in texts:
        if isinstance(text, str) and text.strip():
            yield line_of(text), text, what


def _walk(data, steps):
    if not steps:
        if isinstance(data, str):
            yield data
        return
    step, rest = steps[0], steps[1:]
    if step == "*":
        for item in (data.values() if isinstance(data, dict) else data):
            yield from _walk(item, rest)
    elif isinstance(data, dict) and step in data:
        yield from _walk(data[step], rest)


def _data_texts():
    """(file, line, text, what it is) of each name the data files hold."""
    for rel, path, what in DATA_TEXTS:
        f = ROOT / rel
        raw = f.read_text(encoding="utf-8")
        lines = raw.split("\n")
        for text in _walk(json.loads(raw), path.split("/")):
            needle = json.dumps(text, ensure_ascii=False)
            line = next((i + 1 for i, ln in enumerate(lines) if needle in ln), 1)
            yield rel, line, text, what


def extract():
    """The template catalog of every marked text in the code and the tutorial scripts."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file
    catalog = Catalog(project="Dig Site", charset="utf-8", fuzzy=False, copyright_holder="the Dig Site developers",
                      msgid_bugs_address="", last_translator="the Dig Site developers",
                      header_comment="# The texts of Dig Site, for translation.\n#")
    for f in _python_files():
        rel = f.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
                "python", str(f), keywords=KEYWORDS, comment_tags=COMMENT_TAGS, strip_comment_tags=True):
            catalog.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
    for rel, lineno, text, what in _data_texts():
        catalog.add(text, None, [(rel, lineno)], auto_comments=[what])
    for f in sorted((ROOT / "scenes").glob("*/tutorial.json")):
        rel = f.relative_to(ROOT).as_posix()
        for lineno, text, what in _tutorial_texts(f):
            catalog.add(text, None, [(rel, lineno)], auto_comments=[what])
    return catalog


def write_template() -> int:
    from babel.messages.pofile import write_po
    catalog = extract()
    LOCALE.mkdir(parents=True, exist_ok=True)
    with open(TEMPLATE, "wb") as f:
        write_po(f, catalog, width=100, sort_by_file=True, omit_header=False)
    return len(catalog)


def init(code: str) -> Path:
    """A new language's catalog, every text untranslated (pybabel init); its plural rule comes from
    Babel's locale data."""
    from babel.messages.pofile import read_po, write_po
    with open(TEMPLATE, "rb") as f:
        catalog = read_po(f, locale=code)
    catalog.locale = code
    catalog.revision_date = catalog.creation_date
    catalog.last_translator = "the Dig Site developers"
    catalog.language_team = "the Dig Site developers"
    catalog.header_comment = f"# The texts of Dig Site in {code}: see GLOSSARY.md beside this file.\n#"
    path = po_path(code)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        write_po(f, catalog, width=100, sort_by_file=True)
    return path


def update() -> dict:
    """Each language's catalog follows the template (pybabel update)."""
    from babel.messages.pofile import read_po, write_po
    with open(TEMPLATE, "rb") as f:
        template = read_po(f)
    out = {}
    for code in languages():
        path = po_path(code)
        with open(path, "rb") as f:
            catalog = read_po(f, locale=code)
        catalog.update(template, update_header_comment=False)
        with open(path, "wb") as f:
            write_po(f, catalog, width=100, sort_by_file=True, include_previous=True)
        out[code] = len(catalog)
    return out


def compile_all(quiet: bool = False) -> list[Path]:
    """Each digsite.po compiled to digsite.mo beside it (what the app reads)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    made = []
    for code in languages():
        path = po_path(code)
        with open(path, "rb") as f:
            catalog = read_po(f, locale=code)
        target = path.with_suffix(".mo")
        with open(target, "wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        made.append(target)
        if not quiet:
            print(f"{code}: {target.relative_to(ROOT)}")
    return made


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text or ""))


def problems(code: str) -> list[str]:
    """What keeps a language's catalog from shipping: a text untranslated, fuzzy, or whose
    placeholders differ from the English (in every plural form)."""
    from babel.messages.pofile import read_po
    with open(po_path(code), "rb") as f:
        catalog = read_po(f, locale=code)
    out = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        strs = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        where = f"{code}: {ids[0][:60]!r}"
        if message.fuzzy:
            out.append(f"{where} is fuzzy")
        if not all(s and s.strip() for s in strs):
            out.append(f"{where} is not translated")
            continue
        wanted = set().union(*(placeholders(i) for i in ids))
        for s in strs:
            # a plural form for a single number may say "one" in words instead of {n}
            got = placeholders(s)
            if got != wanted and not (len(ids) == 2 and got == wanted - {"n"}):
                out.append(f"{where}: placeholders {sorted(got)} instead of {sorted(wanted)}")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.catalogs", description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=["init", "extract", "update", "compile", "check", "stats"])
    ap.add_argument("code", nargs="?", help="init: the new language's code")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    if args.command == "init":
        if not args.code:
            ap.error("init needs the language's code")
        print(init(args.code).relative_to(ROOT))
    elif args.command == "extract":
        print(f"{write_template()} texts in {TEMPLATE.relative_to(ROOT)}")
    elif args.command == "update":
        for code, n in update().items():
            print(f"{code}: {n} texts")
    elif args.command == "compile":
        compile_all(args.quiet)
    elif args.command == "check":
        bad = [p for code in languages() for p in problems(code)]
        for line in bad[:200]:
            print(line)
        print(f"{len(bad)} problems in {', '.join(languages()) or 'no language'}")
        return 1 if bad else 0
    elif args.command == "stats":
        from babel.messages.pofile import read_po
        for code in languages():
            with open(po_path(code), "rb") as f:
                catalog = read_po(f, locale=code)
            texts = [m for m in catalog if m.id]
            done = [m for m in texts if not m.fuzzy and all(m.string if isinstance(m.string, (list, tuple)) else [m.string])]
            plural = sum(1 for m in texts if m.pluralizable)

            def first(value):
                return value[0] if isinstance(value, (list, tuple)) else value
            english = sum(len(first(m.id)) for m in done)
            theirs = sum(len(first(m.string)) for m in done)
            print(f"{code}: {len(done)} of {len(texts)} translated ({plural} with plural forms); "
                  f"{theirs / max(1, english):.2f}x the English length")
    return 0


if __name__ == "__main__":
    sys.exit(main())
