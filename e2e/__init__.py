"""The browser tests (the real page in Chromium): a package, so that its helpers are named
``e2e.jaipur_helpers`` and so on, by the tests, the benchmarks and mypy alike."""
