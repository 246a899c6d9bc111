"""Bazaar's browser client: the page shell, controller and renderers (see docs/web-architecture.md)."""
