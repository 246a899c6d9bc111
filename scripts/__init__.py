"""What a contributor runs beside the game: the build (build/), benchmarks (bench/), tools (tools/).

A package so that every script runs as a module from the repository root
(``python3 -m scripts.build.build``) and imports its neighbours by their full names.
"""
