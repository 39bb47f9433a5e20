#!/usr/bin/env bash
# Fails when schema.graphql or the web's generated GraphQL types differ from what the code produces now.
set -euo pipefail
cd "$(dirname "$0")/.."
before="$(mktemp -d)"; trap 'rm -rf "$before"' EXIT
cp apps/server/schema.graphql "$before/schema.graphql"
cp -r apps/web/src/gql "$before/gql"
npm run schema:print --silent >/dev/null
npm run codegen --silent >/dev/null
if ! diff -q "$before/schema.graphql" apps/server/schema.graphql >/dev/null || ! diff -rq "$before/gql" apps/web/src/gql >/dev/null; then
  echo "schema.graphql or apps/web/src/gql was stale; it has been regenerated: commit the result." >&2
  exit 1
fi
