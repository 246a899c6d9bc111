"""Remote play on the page (loaded lazily): see web/remote/control.py."""
