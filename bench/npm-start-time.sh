#!/usr/bin/env bash
# Time from `npm start` to the first answered request (GET / serving the web app), with a new data directory and
# again with the same one. Usage: bash bench/npm-start-time.sh (from the repository root; leaves ./data alone).
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR; DATA_DIR="$(mktemp -d)"
PORT=3401
trap 'pkill -f "apps/server/run-bundle.mjs" || true; rm -rf "$DATA_DIR"' EXIT

measure() {
  local start end
  start=$(date +%s%N)
  PORT=$PORT npm start >/dev/null 2>&1 &
  for _ in $(seq 1 2400); do curl -sf -o /dev/null "http://127.0.0.1:$PORT/" && break; sleep 0.05; done
  end=$(date +%s%N)
  echo "$1: $(( (end - start) / 1000000 )) ms"
  pkill -f "apps/server/run-bundle.mjs"; sleep 1
}
measure "npm start → first answer, new database"
measure "npm start → first answer, existing database"
