# Dig Site: `make run` to play, `make test` to check everything (both set themselves up).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: run test unit smoke dist dist-onefile screenshots clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.run-deps: requirements.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev-deps: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -r requirements-dev.txt
	touch $(VENV)/.run-deps $@

run: $(VENV)/.run-deps
	$(BIN)/python main.py $(ARGS)

test: unit smoke

unit: $(VENV)/.dev-deps
	$(HEADLESS) $(BIN)/python -m pytest -q tests

dist: $(VENV)/.dev-deps
	$(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

dist-onefile: $(VENV)/.dev-deps
	DIGSITE_ONEFILE=1 $(BIN)/pyinstaller --noconfirm --log-level WARN build.spec

# the packaged app must start and play one bots-only game of each game
smoke: dist
	$(HEADLESS) DIGSITE_DATA_DIR=$$(mktemp -d) ./dist/DigSite/DigSite --smoke-test

screenshots: $(VENV)/.dev-deps
	$(HEADLESS) $(BIN)/python -m tools.screenshots out/screenshots --size 1920x1080

clean:
	rm -rf build dist out .pytest_cache
