"""scripts/build/serve.py sends the build's compressed copies (``x.br``, ``x.gz``) of a file when
the browser accepts them, with the file's own type and ``Vary: Accept-Encoding``; a
browser that accepts neither gets the file as it is."""

from __future__ import annotations

import gzip
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from scripts.build import serve

WASM = b"\0asm" + bytes(range(256)) * 40


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "x.wasm").write_bytes(WASM)
    (tmp_path / "x.wasm.gz").write_bytes(gzip.compress(WASM))
    (tmp_path / "x.wasm.br").write_bytes(b"brotli bytes")  # the server never decodes it
    (tmp_path / "plain.js").write_text("export {};\n")
    with serve.serving(tmp_path) as url:
        yield url


def get(url: str, accept: str | None) -> tuple[dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept} if accept else {})
    with urllib.request.urlopen(request) as response:
        return {k.lower(): v for k, v in response.headers.items()}, response.read()


def test_brotli_first_then_gzip_then_the_file(site: str) -> None:
    headers, body = get(site + "x.wasm", "gzip, deflate, br, zstd")
    assert (headers["content-encoding"], body) == ("br", b"brotli bytes")
    assert headers["content-type"] == "application/wasm"
    assert headers["vary"] == "Accept-Encoding"
    assert headers["content-length"] == str(len(b"brotli bytes"))
    headers, body = get(site + "x.wasm?v=1", "gzip")
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == WASM
    assert headers["content-type"] == "application/wasm"
    for refused in (None, "identity", "br;q=0, gzip;q=0"):
        headers, body = get(site + "x.wasm", refused)
        assert "content-encoding" not in headers and body == WASM
        assert headers["vary"] == "Accept-Encoding"


def test_a_file_without_copies_is_sent_as_it_is(site: str) -> None:
    headers, body = get(site + "plain.js", "br, gzip")
    assert "content-encoding" not in headers and "vary" not in headers
    assert headers["content-type"] == "text/javascript" and body == b"export {};\n"


def test_accept_encoding_is_read_as_browsers_write_it() -> None:
    assert serve.accepted("gzip, deflate, br, zstd") == {"gzip", "deflate", "br", "zstd"}
    assert serve.accepted("br;q=0, gzip;q=0.5") == {"gzip"}
    assert serve.accepted("") == set()
