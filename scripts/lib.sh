# Shared by start.sh, test.sh and reset.sh: install what is missing, never what is already there.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

log() { printf '\n\033[1m== %s\033[0m (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root to run: $*" >&2; return 1; fi
}

ensure_npm_packages() {
  local stamp="$ROOT/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
    log "Installing npm packages"
    # Dev packages too, whatever NODE_ENV says: building the web app and the server needs them.
    (cd "$ROOT" && npm ci --no-audit --no-fund --include=dev)
  fi
}

APT_UPDATED=0
ensure_debian_package() { # ensure_debian_package <command-or-path> <package>
  if command -v "$1" >/dev/null 2>&1 || [ -e "$1" ]; then return 0; fi
  log "Installing Debian package $2"
  if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$2" >/dev/null
}

build_web_if_stale() {
  local index="$ROOT/apps/web/dist/index.html"
  if [ ! -f "$index" ] || [ -n "$(find "$ROOT/apps/web/src" "$ROOT/apps/web/index.html" "$ROOT/packages/domain/src" -newer "$index" -print -quit)" ]; then
    log "Building the web app"
    (cd "$ROOT" && npm run build --silent)
  fi
}

build_server_if_stale() {
  local bundle="$ROOT/apps/server/dist/server.cjs"
  if [ ! -f "$bundle" ] || [ -n "$(find "$ROOT/apps/server/src" "$ROOT/packages/domain/src" "$ROOT/bench/bench-server.ts" "$ROOT/bench/bare-routes.ts" "$ROOT/scripts/build-server.mjs" "$ROOT/package-lock.json" -newer "$bundle" -print -quit)" ]; then
    log "Building the server"
    (cd "$ROOT" && node scripts/build-server.mjs)
  fi
}
