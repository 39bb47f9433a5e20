#!/usr/bin/env bash
# npm run reset: wipes the database and stored files, then seeds the demo data again.
source "$(dirname "$0")/lib.sh"
ensure_npm_packages
cd "$ROOT"
exec node --import tsx apps/server/src/reset.ts
