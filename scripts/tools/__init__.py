"""Occasional tools (the translation extractor, the map drawing, the crash reproducer), each run
as ``python3 -m scripts.tools.NAME``."""
