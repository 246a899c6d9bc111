"""Jaipur's renderer (``ui``, the contract in docs/web-architecture.md), selection model and art."""
