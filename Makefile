# Dig Site: `make run` to play, `make test` to check everything (both set themselves up).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: run test unit e2e e2e-deps smoke dist dist-onefile screenshots catalogs clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.run-deps: requirements.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev-deps: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -r requirements-dev.txt
	touch $(VENV)/.run-deps $@

# the modules are compiled first, so a start never compiles them (even where PYTHONDONTWRITEBYTECODE
# is set); the packaged build ships them compiled
# the translation catalogs (assets/locale/<code>/LC_MESSAGES/digsite.po) compiled for the app to read
catalogs: $(VENV)/.run-deps
	$(BIN)/python -m tools.catalogs compile --quiet

run: $(VENV)/.run-deps catalogs
	$(BIN)/python -m compileall -q main.py game scenes ui > /dev/null
	$(BIN)/python main.py $(ARGS)

test: unit e2e smoke

# one test process per core (pytest-xdist); each test has its own data folder, so they never meet
unit: $(VENV)/.dev-deps catalogs
	$(HEADLESS) $(BIN)/python -m pytest -q -n auto tests --ignore=tests/e2e

# The real app in a real X server (Xvfb), driven by real pointer and key events (xdotool), checked
# through its own state dump (ui/probe.py) and screenshots (ImageMagick's import). The X tools are
# installed with apt-get when missing and we are root; otherwise the tests skip and say why.
E2E_TOOLS := Xvfb:xvfb xdotool:xdotool import:imagemagick

e2e-deps:
	@missing=""; for t in $(E2E_TOOLS); do command -v $${t%%:*} >/dev/null 2>&1 || missing="$$missing $${t#*:}"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" != 0 ]; then \
		echo "e2e: not installing$$missing (needs root): the end-to-end tests will be skipped"; exit 0; fi; \
	if ! command -v apt-get >/dev/null 2>&1; then \
		echo "e2e: no apt-get to install$$missing: the end-to-end tests will be skipped"; exit 0; fi; \
	echo "e2e: installing$$missing with apt-get"; \
	export DEBIAN_FRONTEND=noninteractive; \
	apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null

e2e: $(VENV)/.dev-deps catalogs e2e-deps
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/python -m pytest -q -rsx -p no:cacheprovider tests/e2e

dist: $(VENV)/.dev-deps catalogs
	$(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

dist-onefile: $(VENV)/.dev-deps catalogs
	DIGSITE_ONEFILE=1 $(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

# the packaged app must start and play one bots-only game of each game, in each language it offers,
# and host networked tables headless (--serve: it says the port it listens on)
smoke: dist
	@for lang in $$($(BIN)/python -c 'from ui.language import SHIPPED; print(*SHIPPED)'); do \
		$(HEADLESS) DIGSITE_DATA_DIR=$$(mktemp -d) ./dist/DigSite/DigSite --smoke-test --lang $$lang || exit 1; \
	done
	@out=$$(mktemp); ./dist/DigSite/DigSite --serve --host 127.0.0.1 --port 0 > $$out 2>&1 & pid=$$!; \
	for i in $$(seq 100); do grep -q '^PORT ' $$out && break; sleep 0.1; done; kill $$pid; wait $$pid; \
	grep -q '^PORT ' $$out && echo "packaged --serve: listening" || { echo "packaged --serve did not start:"; cat $$out; exit 1; }

screenshots: $(VENV)/.dev-deps catalogs
	$(HEADLESS) $(BIN)/python -m tools.screenshots out/screenshots --size 1920x1080

clean:
	rm -rf build dist out .pytest_cache
