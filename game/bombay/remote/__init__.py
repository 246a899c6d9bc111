"""Remote Bombay: 2 to 5 devices play over link text, the restocks drawn from secrets
every seat commits to (the generic layer is :mod:`game.remote`; docs/remote-play.md).

``play`` defines ``REMOTE``; ``setup`` the saved device state and the seating, read
without the rest.
"""
