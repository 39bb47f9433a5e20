#!/usr/bin/env bash
# npm start: installs what is missing, builds the web app and the server when their sources changed, then starts
# Shortlist with the embedded database (./data/db) and demo data on first start.
source "$(dirname "$0")/lib.sh"
ensure_npm_packages
build_web_if_stale
build_server_if_stale
cd "$ROOT"
exec node apps/server/run-bundle.mjs
