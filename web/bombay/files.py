"""The files Bombay needs in the browser, fetched when Bombay is first opened.

``scripts/build/build.py`` packs every path of ``FILES`` (with the modules' bytecode) into
``runtime/bombay.zip``; ``web/main.py`` fetches that zip in one request and unpacks it
into Pyodide's file system before importing ``web.bombay.ui``, so Bombay costs nothing at
start-up. ``assets/bombay.css`` is read from that file system by the renderer and put in
the page as a ``<style>`` element.
"""

FILES = (
    "game/bombay/__init__.py",
    "game/bombay/board.py",
    "game/bombay/budgets.py",
    "game/bombay/conduct.py",
    "game/bombay/evaluate.py",
    "game/bombay/explain.py",
    "game/bombay/game.py",
    "game/bombay/invariants.py",
    "game/bombay/moves.py",
    "game/bombay/notation.py",
    "game/bombay/position.py",
    "game/bombay/remote/__init__.py",
    "game/bombay/remote/play.py",
    "game/bombay/remote/setup.py",
    "game/bombay/rules.py",
    "game/bombay/scoring.py",
    "game/bombay/setup.py",
    "game/bombay/state.py",
    "game/bombay/view.py",
    "web/bombay/art.py",
    "web/bombay/board.py",
    "web/bombay/compare.py",
    "web/bombay/edit_draw.py",
    "web/bombay/edit_model.py",
    "web/bombay/editor.py",
    "web/bombay/files.py",
    "web/bombay/last.py",
    "web/bombay/layout.py",
    "web/bombay/legend.py",
    "web/bombay/lesson.py",
    "web/bombay/motion.py",
    "web/bombay/moves.py",
    "web/bombay/plan.py",
    "web/bombay/report.py",
    "web/bombay/rules.py",
    "web/bombay/rules_art.py",
    "web/bombay/rules_turn.py",
    "web/bombay/spots.py",
    "web/bombay/summary.py",
    "web/bombay/ui.py",
    "assets/bombay.css",
)
