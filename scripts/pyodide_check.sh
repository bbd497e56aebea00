#!/usr/bin/env bash
# Build the wheel and check it in Pyodide under Node, offline (see docs/pyodide.md).
#
#   scripts/pyodide_check.sh [WHEEL_DIR]
#
# 1. builds xl_tiebreaks-*-py3-none-any.whl into WHEEL_DIR (default: a new temporary
#    directory) from a clean copy of the work tree (git's tracked and untracked, not ignored,
#    files: a stale build/ never leaks into the wheel, and nothing is written into the tree);
#    XLT_WHEEL=path/to/file.whl skips the build and checks that wheel instead;
# 2. installs the npm package pyodide@$PYODIDE_VERSION (pinned) once into a cache directory
#    (by default the project's own .cache/pyodide, ignored by git; npm's and pip's caches go in
#    it too: nothing is written under $HOME);
# 3. runs scripts/pyodide_check.mjs with no network: in a network namespace of its own
#    (`unshare -n`, only a downed loopback) when this user may make one, and always behind the
#    script's own guard that refuses every remote fetch / socket.
# Steps 1-2 use PyPI and the npm registry; step 3 uses nothing but local files.
#
# Environment: PYODIDE_VERSION (default 0.27.7), XLT_PYODIDE_CACHE (default .cache/pyodide in
# the project), XLT_WHEEL, XLT_PYODIDE_REQUIRE_NETNS=1 (fail when `unshare -n` is not possible
# instead of relying on the guard alone).
set -euo pipefail

PYODIDE_VERSION="${PYODIDE_VERSION:-0.27.7}"
BUILD_VERSION="1.6.1"
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${XLT_PYODIDE_CACHE:-$REPO/.cache/pyodide}"
WHEEL_DIR="${1:-$(mktemp -d -t xlt-wheel.XXXXXX)}"
mkdir -p "$CACHE" "$WHEEL_DIR"
CACHE="$(cd "$CACHE" && pwd)"
# npm's download cache and logs, and pip's, inside ours (their defaults are under $HOME)
export npm_config_cache="$CACHE/npm-cache" npm_config_update_notifier=false PIP_CACHE_DIR="$CACHE/pip-cache"
WHEEL_DIR="$(cd "$WHEEL_DIR" && pwd)"

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }
command -v node >/dev/null || { echo "pyodide_check: node is not installed" >&2; exit 2; }
command -v npm >/dev/null || { echo "pyodide_check: npm is not installed" >&2; exit 2; }

# ---------------------------------------------------------------------------------------------
# 1. the wheel
if [[ -n "${XLT_WHEEL:-}" ]]; then
    WHEEL="$(cd "$(dirname "$XLT_WHEEL")" && pwd)/$(basename "$XLT_WHEEL")"
    echo "== wheel: $WHEEL (given, not built)"
else
    t=$(now)
    PY="${PYTHON:-python3}"
    if [[ ! -x "$CACHE/build-venv/bin/python" ]]; then
        "$PY" -m venv "$CACHE/build-venv"
    fi
    "$CACHE/build-venv/bin/python" -m pip install --quiet --disable-pip-version-check "build==$BUILD_VERSION" \
        >"$WHEEL_DIR/build.log" 2>&1 || { cat "$WHEEL_DIR/build.log" >&2; exit 1; }
    SRC="$(mktemp -d -t xlt-src.XXXXXX)"
    trap 'rm -rf "$SRC"' EXIT
    if git -C "$REPO" rev-parse --git-dir >/dev/null 2>&1; then
        (cd "$REPO" && git ls-files -z --cached --others --exclude-standard \
            | while IFS= read -r -d '' f; do [[ -e "$f" ]] && printf '%s\0' "$f"; done \
            | tar --null -T - -cf -) | tar -C "$SRC" -xf -
    else
        tar -C "$REPO" --exclude=./build --exclude=./.cache --exclude='*.egg-info' --exclude='./.venv*' -cf - . \
            | tar -C "$SRC" -xf -
    fi
    rm -f "$WHEEL_DIR"/xl_tiebreaks-*.whl
    "$CACHE/build-venv/bin/python" -m build --wheel "$SRC" -o "$WHEEL_DIR" >>"$WHEEL_DIR/build.log" 2>&1 \
        || { tail -30 "$WHEEL_DIR/build.log" >&2; echo "pyodide_check: wheel build failed" >&2; exit 1; }
    shopt -s nullglob
    wheels=("$WHEEL_DIR"/xl_tiebreaks-*.whl)
    shopt -u nullglob
    [[ ${#wheels[@]} -eq 1 ]] || { echo "pyodide_check: expected one wheel in $WHEEL_DIR" >&2; exit 1; }
    WHEEL="${wheels[0]}"
    echo "== wheel: $WHEEL ($(stat -c %s "$WHEEL") bytes), built in $(since "$t") (log: $WHEEL_DIR/build.log)"
fi
case "$WHEEL" in
    *-py3-none-any.whl) ;;
    *) echo "pyodide_check: $WHEEL is not py3-none-any" >&2; exit 1 ;;
esac

# ---------------------------------------------------------------------------------------------
# 2. pyodide from npm, pinned, cached
NPM_DIR="$CACHE/npm-pyodide-$PYODIDE_VERSION"
PYODIDE_DIR="$NPM_DIR/node_modules/pyodide"
installed="$(node -e 'try{console.log(require(process.argv[1]).version)}catch(e){}' "$PYODIDE_DIR/package.json" 2>/dev/null || true)"
if [[ "$installed" != "$PYODIDE_VERSION" ]]; then
    t=$(now)
    mkdir -p "$NPM_DIR"
    printf '{"name":"xlt-pyodide-check","private":true,"dependencies":{"pyodide":"%s"}}\n' "$PYODIDE_VERSION" >"$NPM_DIR/package.json"
    (cd "$NPM_DIR" && npm install --no-audit --no-fund --ignore-scripts --loglevel=error >/dev/null)
    installed="$(node -e 'console.log(require(process.argv[1]).version)' "$PYODIDE_DIR/package.json")"
    [[ "$installed" == "$PYODIDE_VERSION" ]] || { echo "pyodide_check: npm gave pyodide $installed" >&2; exit 1; }
    echo "== npm pyodide@$PYODIDE_VERSION installed into $NPM_DIR in $(since "$t")"
else
    echo "== npm pyodide@$PYODIDE_VERSION from cache $NPM_DIR"
fi
echo "   contents: $(cd "$PYODIDE_DIR" && ls | tr '\n' ' ')($(du -sh "$PYODIDE_DIR" 2>/dev/null | cut -f1 || true))"

# ---------------------------------------------------------------------------------------------
# 3. the check, offline
CHECK=(node "$REPO/scripts/pyodide_check.mjs" --pyodide "$PYODIDE_DIR" --wheel "$WHEEL" --probe-guard --json)
if command -v unshare >/dev/null && unshare -n true 2>/dev/null; then
    echo "== check (network namespace without network: unshare -n, plus the script's guard)"
    CHECK=(unshare -n -- "${CHECK[@]}")
elif [[ "${XLT_PYODIDE_REQUIRE_NETNS:-0}" == 1 ]]; then
    echo "pyodide_check: cannot make a network namespace (unshare -n) and XLT_PYODIDE_REQUIRE_NETNS=1" >&2
    exit 2
else
    echo "== check (no network namespace available here: the script's guard alone refuses the network)"
fi
t=$(now)
"${CHECK[@]}"
echo "== check took $(since "$t") in all (node start, Pyodide load, unpack, import, calls)"
