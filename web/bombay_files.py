"""The files Bombay needs in the browser, fetched when Bombay is first opened.

``web/main.py`` executes this file on its own (no imports) and writes every
path of ``FILES`` into Pyodide's file system before importing ``web.bombay_ui``,
so Bombay costs nothing at start-up. ``assets/bombay.css`` is read from that
file system by the renderer and put in the page as a ``<style>`` element.
"""

FILES = (
    "game/bombay/__init__.py",
    "game/bombay/board.py",
    "game/bombay/evaluate.py",
    "game/bombay/explain.py",
    "game/bombay/game.py",
    "game/bombay/invariants.py",
    "game/bombay/moves.py",
    "game/bombay/notation.py",
    "game/bombay/rules.py",
    "game/bombay/scoring.py",
    "game/bombay/setup.py",
    "game/bombay/state.py",
    "game/bombay/view.py",
    "web/bombay_art.py",
    "web/bombay_files.py",
    "web/bombay_board.py",
    "web/bombay_moves.py",
    "web/bombay_report.py",
    "web/bombay_ui.py",
    "assets/bombay.css",
)
