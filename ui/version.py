"""The app's version, shown on the menu and by `python main.py --version`."""
VERSION = "0.1.0"
