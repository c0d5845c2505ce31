"""pygame scenes: the menu, setup, settings, results, curtain, pause and one scene per game."""
