"""The tests' toy game: its engine (``game.py``) and its page (``web/``), never shipped."""
