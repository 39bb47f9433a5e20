# Starts a throw-away Redis server for the test run (live events across server instances); sourced by test.sh.
REDIS_PORT="${REDIS_PORT:-63799}"
REDIS_DIR="$(mktemp -d /tmp/shortlist-redis.XXXXXX)"

start_redis() {
  ensure_debian_package /usr/bin/redis-server redis-server
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$REDIS_DIR" \
    --daemonize yes --pidfile "$REDIS_DIR/redis.pid" --logfile "$REDIS_DIR/log" >/dev/null
  for _ in $(seq 1 50); do [ -s "$REDIS_DIR/redis.pid" ] && break; sleep 0.1; done
  export TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
}

stop_redis() {
  [ -s "$REDIS_DIR/redis.pid" ] && kill "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null || true
  rm -rf "$REDIS_DIR"
}
