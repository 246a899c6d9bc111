"""The files remote play needs in the browser, fetched the first time it is used (an
invitation made or opened, a remote game continued or imported), like a lazy game's
(``web/<game>/files.py``): ``scripts/build/build.py`` writes this list from the page's imports
and packs the files into ``runtime/remote.zip``."""

FILES = (
    "game/jaipur/remote/__init__.py",
    "game/jaipur/remote/announce.py",
    "game/jaipur/remote/cards.py",
    "game/jaipur/remote/checks.py",
    "game/jaipur/remote/device.py",
    "game/jaipur/remote/fold.py",
    "game/jaipur/remote/play.py",
    "game/jaipur/remote/round.py",
    "game/remote/__init__.py",
    "game/remote/api.py",
    "game/remote/claim.py",
    "game/remote/ec.py",
    "game/remote/entropy.py",
    "game/remote/errors.py",
    "game/remote/fold.py",
    "game/remote/proofs.py",
    "game/remote/protocol.py",
    "game/remote/registry.py",
    "game/remote/safety.py",
    "game/remote/saves.py",
    "game/remote/shuffle_proof.py",
    "game/remote/wire.py",
    "web/remote/backup.py",
    "web/remote/channel.py",
    "web/remote/claims.py",
    "web/remote/control.py",
    "web/remote/files.py",
    "web/remote/movelog.py",
    "web/remote/parts.py",
    "web/remote/refusals.py",
    "web/remote/screen.py",
    "web/remote/slow.py",
)
