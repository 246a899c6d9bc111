"""Bombay's renderer (``ui``, the contract in docs/web-architecture.md), map, pointing and art.

Loaded lazily: ``files.FILES`` lists what the page fetches when Bombay is first opened.
"""
