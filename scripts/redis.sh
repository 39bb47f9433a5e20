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
  if [ -s "$REDIS_DIR/redis.pid" ]; then
    local pid; pid="$(cat "$REDIS_DIR/redis.pid")"
    kill "$pid" 2>/dev/null || true
    # Redis may still be writing its log as it exits; wait for it before removing its folder.
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$REDIS_DIR" 2>/dev/null || true
}
