#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster.
#   usage: bash .ci/with-postgres.sh <command...>
# Starts a temporary cluster (initdb as user postgres, trust auth for local and 127.0.0.1) on a free port,
# creates the database farmsight_test, exports DATABASE_URL, runs the command, then stops and removes the
# cluster on exit and exits with the command's status. Works as root or as the postgres user.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash $0 <command...>" >&2
  exit 64
fi

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  for candidate in /usr/lib/postgresql/*/bin; do [ -x "$candidate/initdb" ] && PG_BIN="$candidate"; done
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL found (set PG_BIN or apt-get install postgresql)" >&2
  exit 69
fi
DB_NAME="${PG_DATABASE:-farmsight_test}"

as_postgres() {
  if [ "$(id -un)" = postgres ]; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    runuser -u postgres -- "$@"
  else
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  fi
}

free_port() {
  node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

WORK="$(mktemp -d /tmp/farmsight-pg.XXXXXX)"
chmod 700 "$WORK"
[ "$(id -un)" = postgres ] || chown postgres:postgres "$WORK"
DATA="$WORK/data"
PORT="${PG_PORT:-$(free_port)}"
STARTED=0

cleanup() {
  local status=$?
  if [ "$STARTED" = 1 ]; then
    as_postgres "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_postgres "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C >"$WORK/initdb.log" 2>&1 || {
  cat "$WORK/initdb.log" >&2
  exit 70
}
STARTED=1
as_postgres "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/postgres.log" -w -t 60 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null || {
  cat "$WORK/postgres.log" >&2
  exit 70
}
as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB_NAME"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DB_NAME"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT, DATABASE_URL=$DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
