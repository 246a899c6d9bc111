"""Benchmarks: the figures of docs/benchmarks.md, each run as ``python3 -m scripts.bench.NAME``."""
