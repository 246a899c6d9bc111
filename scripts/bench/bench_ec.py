"""One secp256k1 scalar multiplication (game/remote/ec.py's ``mul``), the step every lock,
unlock and proof of remote play repeats: the best of 5 runs of 200 random scalars, in
CPU time of the process.

    python3 scripts/bench/bench_ec.py
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from game.remote import ec  # noqa: E402

SCALARS = 200


def main() -> None:
    rng = random.Random(1)
    scalars = [rng.randrange(1, ec.N) for _ in range(SCALARS)]
    x = ec.public_key(12345)
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        for k in scalars:
            ec.mul(k, x)
        best = min(best, time.process_time() - start)
    print(
        f"ec.mul: {best / SCALARS * 1e3:.2f} ms per multiplication (Python {sys.version.split()[0]})"
    )


if __name__ == "__main__":
    main()
