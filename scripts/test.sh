#!/usr/bin/env bash
# npm test: the whole suite on a fresh machine. Installs what it lacks (npm packages; Debian's chromium, poppler-utils, postgresql
# and redis-server), checks lint, types and generated files, runs unit and API tests on PGlite, the API tests again
# on a PostgreSQL server with Redis (live events across two server processes), then the browser journeys in
# Chromium. Ends with one line: "Total: N passed, N failed".
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/postgres.sh"
source "$(dirname "$0")/redis.sh"
cd "$ROOT"
REPORTS="$(mktemp -d /tmp/shortlist-reports.XXXXXX)"
trap 'stop_postgres; stop_redis; rm -rf "$REPORTS"' EXIT
status=0
timings=()
step() {
  local name="$1" started=$SECONDS
  shift
  log "$name"
  "$@" || { status=1; echo "!! $name failed"; }
  timings+=("$(printf '%4ds  %s' $((SECONDS - started)) "$name")")
}

# The server bundle too, so that the journeys' first start does not spend their time building it.
build_all() {
  npm run build --silent && node scripts/build-server.mjs
}

installing=$SECONDS
ensure_npm_packages
ensure_debian_package /usr/bin/chromium chromium
ensure_debian_package /usr/bin/pdftotext poppler-utils
timings+=("$(printf '%4ds  %s' $((SECONDS - installing)) "Install what is missing")")

step "Lint and format (Biome)" npx biome check .
step "Type check" npm run typecheck --silent
step "Generated files are current" bash scripts/check-generated.sh
step "Unit and API tests (PGlite)" npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/pglite.json"
start_postgres
start_redis
step "API tests (PostgreSQL server, Redis)" env TEST_DATABASE_URL="$TEST_DATABASE_URL" TEST_REDIS_URL="$TEST_REDIS_URL" npx vitest run --project @shortlist/server \
  --reporter=default --reporter=json --outputFile.json="$REPORTS/postgres.json"
stop_postgres
stop_redis
step "Build the web app and the server" build_all
step "Browser journeys (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" \
  npx playwright test --config e2e/playwright.config.ts --reporter=list,json

printf '\nTime per step:\n'; printf '  %s\n' "${timings[@]}"
node scripts/summarise-tests.mjs "$REPORTS"/*.json || status=1
exit "$status"
