"""Remote Jaipur: two devices play a match over link text, the cards kept secret by
commutative encryption (the generic layer is :mod:`game.remote`; docs/remote-play.md).

``play`` defines ``REMOTE``; ``device`` the saved device state, read without the rest.
"""
