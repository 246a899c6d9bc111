"""The unit tests (CPython, and the engine's also in Pyodide): a package, so that the tests, the
benchmarks and mypy name its helpers (``tests.conformance``, ``tests.toygame``) the same way."""
