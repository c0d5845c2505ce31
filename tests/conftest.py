import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("DIGSITE_DATA_DIR", os.path.join(os.path.dirname(__file__), "..", ".pytest_data"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
