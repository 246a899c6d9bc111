# Shared set-up steps for scripts/play and scripts/test (sourced, not run).
# Each step is idempotent and skips itself when its result is already current, so a
# second run costs a few checks, not reinstalls.

if [[ -t 1 ]]; then
  say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
else
  say() { printf '==> %s\n' "$*"; }
fi
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# require_tools [python]: python3 and node/npm, or with "python" python3 alone.
require_tools() {
  command -v python3 >/dev/null || die "python3 (3.11 or newer) is needed"
  python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || die "python3 is $(python3 -V 2>&1); 3.11 or newer is needed"
  [[ ${1:-} == python ]] && return 0
  command -v node >/dev/null || die "node (20 or newer) is needed"
  command -v npm >/dev/null || die "npm is needed (it comes with node)"
}

# npm ci when node_modules does not match package-lock.json (a stamp records the last one).
ensure_npm() {
  local stamp=node_modules/.bazaar-lock.sha256 want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [[ -f $stamp && $(cat "$stamp") == "$want" ]]; then
    return 0
  fi
  say "npm ci (pyodide, @pyscript/core at the pinned versions)"
  npm ci --no-audit --no-fund --loglevel=error || die "npm ci failed"
  echo "$want" > "$stamp"
}

# Babel in .venv, for the build's catalogue compiler (scripts/test installs it with the
# other test pins; scripts/play needs only this one). The pin is pyproject.toml's.
ensure_babel() {
  local pin
  pin=$(test_pins | grep -i '^babel==') || die "no babel pin in pyproject.toml's test list"
  if [[ -x .venv/bin/python ]] \
    && .venv/bin/python -c "import babel, sys; sys.exit(babel.__version__ != '${pin#*==}')" 2>/dev/null; then
    return 0
  fi
  if [[ ! -x .venv/bin/python ]]; then
    say "creating .venv"
    python3 -m venv .venv || die "python3 -m venv failed (Debian: apt-get install python3-venv)"
  fi
  say "installing $pin into .venv (it compiles the message catalogues)"
  .venv/bin/python -m pip install --quiet --disable-pip-version-check "$pin" \
    || die "pip install $pin failed"
}

build() {
  say "build: runtime/ and sw.js"
  python3 -m scripts.build.build || die "the build failed"
}

# The test pins of pyproject.toml, one per line.
test_pins() {
  python3 - <<'PY'
import tomllib
with open("pyproject.toml", "rb") as f:
    print("\n".join(tomllib.load(f)["project"]["optional-dependencies"]["test"]))
PY
}

# .venv with the project installed in development mode and exactly the pinned test
# dependencies (`pip install -e '.[test]'`), again whenever pyproject.toml changes.
ensure_venv() {
  local want stamp=.venv/.bazaar-pyproject.sha256
  want=$(sha256sum pyproject.toml | cut -d' ' -f1)
  if [[ ! -x .venv/bin/python ]]; then
    say "creating .venv"
    python3 -m venv .venv || die "python3 -m venv failed (Debian: apt-get install python3-venv)"
  fi
  if [[ -f $stamp && $(cat "$stamp") == "$want" ]]; then
    return 0
  fi
  say "installing the project (editable) and the test dependencies into .venv"
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]' \
    || die "pip install -e '.[test]' failed"
  echo "$want" > "$stamp"
}

# Debian's Chromium for the browser tests (Playwright drives it; it never downloads one).
ensure_chromium() {
  [[ -x /usr/bin/chromium ]] && return 0
  local sudo=""
  if [[ $(id -u) != 0 ]]; then
    command -v sudo >/dev/null || die "/usr/bin/chromium is missing: apt-get install chromium as root"
    sudo="sudo"
  fi
  say "installing Debian's chromium"
  $sudo apt-get update -q || die "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium || die "installing chromium failed"
}

# A Japanese font for the browser tests: without one, Chromium draws Japanese as empty
# boxes and e2e/test_languages_layout.py would measure boxes, not text. Noto Sans CJK is
# what Android and most Linux desktops show; Vietnamese is covered by DejaVu/Liberation.
ensure_fonts() {
  command -v fc-list >/dev/null && [[ -n $(fc-list :lang=ja family) ]] && return 0
  local sudo=""
  if [[ $(id -u) != 0 ]]; then
    command -v sudo >/dev/null || die "no Japanese font: apt-get install fonts-noto-cjk as root"
    sudo="sudo"
  fi
  say "installing Debian's fonts-noto-cjk (Japanese glyphs for the browser tests)"
  $sudo apt-get update -q || die "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q fonts-noto-cjk \
    || die "installing fonts-noto-cjk failed"
}
