#!/usr/bin/env bash
# npm test: the whole suite on a fresh machine. Installs what it lacks (npm packages; Debian's chromium, poppler-utils, postgresql
# and redis-server), checks lint, types and generated files, runs unit and API tests on PGlite, the API tests again
# on a PostgreSQL server with Redis (live events across two server processes), then the browser journeys in
# Chromium (two shards side by side, each on its own server). Ends with one line: "Total: N passed, N failed".
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

# One shard of the journeys (e2e/support/shards.ts) on its own port and demo database, each line named after it.
journey_shard() {
  local name="$1" port="$2"
  env JOURNEY_SHARD="$name" E2E_PORT="$port" PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e-$name.json" \
    npx playwright test --config e2e/playwright.config.ts --reporter=list,json 2>&1 | sed -u "s/^/[$name] /"
  return "${PIPESTATUS[0]}"
}
build_all() {
  npm run build --silent && node scripts/build-server.mjs
}
browser_journeys() {
  journey_shard side 3230 &
  local side=$! main_status=0 side_status=0
  journey_shard main 3210 || main_status=1
  wait "$side" || side_status=1
  return $((main_status | side_status))
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
# Built once here: the two journey shards' servers would otherwise both build the stale server bundle at once.
step "Build the web app and the server" build_all
step "Browser journeys (Chromium, two shards side by side)" browser_journeys

printf '\nTime per step:\n'; printf '  %s\n' "${timings[@]}"
node scripts/summarise-tests.mjs "$REPORTS"/*.json || status=1
exit "$status"
