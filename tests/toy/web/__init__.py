"""The toy game's page (Nim): its home card, renderer and lesson, as ``web/toy/`` in the
test build of e2e/test_toy_game.py."""
