"""One secp256k1 scalar multiplication (game/remote/ec.py's ``mul``), the step every lock,
unlock and proof of remote play repeats: the best of 5 runs of 200 random scalars, in
CPU time of the process.

    python3 -m scripts.bench.bench_ec
"""

from __future__ import annotations

import random
import sys
import time

from game.remote import ec

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
