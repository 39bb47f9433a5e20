# Starts a throw-away PostgreSQL server for the test run on a free port; sourced by test.sh.
PG_PORT="${PG_PORT:-54329}"
PG_DIR="$(mktemp -d /tmp/shortlist-pg.XXXXXX)"

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_postgres() {
  ensure_debian_package /usr/lib/postgresql postgresql
  local bin; bin="$(pg_bin)"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  run_as_postgres "$bin/initdb" -D "$PG_DIR/data" -U postgres -A trust --no-sync >/dev/null
  run_as_postgres "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
}

stop_postgres() {
  local bin; bin="$(pg_bin)"
  [ -d "$PG_DIR/data" ] && run_as_postgres "$bin/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR" 2>/dev/null || true
}
