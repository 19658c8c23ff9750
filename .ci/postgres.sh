# Starts a private PostgreSQL server on a local port for the test run and exports
# SHOP_TEST_DATABASE_URL. Without a PostgreSQL install it says so; the suite then runs on PGlite only.
start_test_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ]; then
    echo "No PostgreSQL server installed: API tests run on embedded PGlite only."
    return 0
  fi
  PG_TEST_DIR=$(mktemp -d /tmp/le-pg.XXXXXX)
  PG_TEST_BIN=$bin
  # A free port, so a server someone already runs on the machine is never disturbed.
  local port
  port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  PG_AS=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$PG_TEST_DIR"
    PG_AS=(runuser -u postgres --)
  fi
  "${PG_AS[@]}" "$bin/initdb" -D "$PG_TEST_DIR/data" -U postgres --auth=trust >/dev/null
  "${PG_AS[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -o "-p $port -k $PG_TEST_DIR -c listen_addresses=127.0.0.1" \
    -l "$PG_TEST_DIR/log" -w start >/dev/null
  export SHOP_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  trap stop_test_postgres EXIT
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') is running for the API tests on port $port."
}

stop_test_postgres() {
  "${PG_AS[@]}" "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_TEST_DIR"
}
