#!/usr/bin/env bash
# npm start: installs what is missing, builds the web app when its sources changed, then starts Shortlist with
# the embedded database (./data/db) and demo data on first start.
source "$(dirname "$0")/lib.sh"
ensure_npm_packages
build_web_if_stale
cd "$ROOT"
exec node --import tsx apps/server/src/main.ts
