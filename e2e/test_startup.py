"""Start-up: the page becomes interactive from a plain static server, quietly and locally.

The autouse ``browser_problems`` guard (conftest) fails these tests on any console error,
page error or request leaving 127.0.0.1, so "starts cleanly" is checked as well as "starts".
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable

from playwright.sync_api import Page, Request

OpenApp = Callable[..., Page]  # the conftest fixture: open_app(page, path="") -> page


def test_the_page_becomes_ready_and_loads_its_runtime_locally(
    page: Page, open_app: OpenApp, base_url: str
) -> None:
    requested: list[str] = []

    def record(request: Request) -> None:
        requested.append(request.url)

    page.on("request", record)
    open_app(page)
    assert page.locator("html").get_attribute("data-ready") is not None
    assert page.title(), "the page has a title"
    wasm = [url for url in requested if url.endswith("pyodide.asm.wasm")]
    assert wasm and all(url.startswith(base_url) for url in wasm), requested
    assert any(url.endswith("runtime/pyodide/python_stdlib.zip") for url in requested)


def test_served_stdlib_is_precompiled(page: Page, base_url: str) -> None:
    """The stdlib zip the page loads holds bytecode only (the build's precompiled zip):
    without it every start compiles ~200 modules and start-up doubles."""
    response = page.request.get(base_url + "runtime/pyodide/python_stdlib.zip")
    assert response.ok
    names = zipfile.ZipFile(io.BytesIO(response.body())).namelist()
    assert "json/__init__.pyc" in names
    assert not [name for name in names if name.endswith(".py")]
