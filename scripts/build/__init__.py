"""The build of the page's runtime and the parts the tests share with it: the static server,
Chromium's flags, the Pyodide test run. ``python3 -m scripts.build.build`` builds.
"""
