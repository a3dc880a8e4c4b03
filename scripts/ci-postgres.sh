# Sourced by .ci/run: installs Debian's PostgreSQL when missing, starts it on 127.0.0.1:54329
# and exports TEST_DATABASE_URL so the API's integration tests also run against it.
# shared_buffers 512MB: the 100,000-episode bench database (~230 MB with its indexes) stays in
# PostgreSQL's own cache, as on a server configured for its memory (the 128MB default is not).
# PG_PORT, PG_DIR and PG_DB move it (the drill, scripts/drill.mjs, runs its own cluster).
pg_port=${PG_PORT:-54329}
pg_db=${PG_DB:-radio_test}
if [ "$(id -u)" = "0" ]; then
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  pg_dir=${PG_DIR:-/tmp/radio-ci-pg}
  if ! su postgres -c "$pg_bin/pg_ctl -D $pg_dir status" >/dev/null 2>&1; then
    rm -rf "$pg_dir" && mkdir -p "$pg_dir" && chown postgres "$pg_dir"
    su postgres -c "$pg_bin/initdb -D $pg_dir -A trust -E UTF8 --locale=C.UTF-8" >/dev/null
    su postgres -c "$pg_bin/pg_ctl -D $pg_dir -l $pg_dir/log -o '-p $pg_port -k /tmp -c listen_addresses=127.0.0.1 -c shared_buffers=512MB' -w start" >/dev/null
  fi
  su postgres -c "psql -h 127.0.0.1 -p $pg_port -d postgres -tc \"select 1 from pg_database where datname='$pg_db'\"" | grep -q 1 \
    || su postgres -c "createdb -h 127.0.0.1 -p $pg_port $pg_db"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/$pg_db"
  echo "PostgreSQL prêt : $TEST_DATABASE_URL"
else
  echo "Pas root : les tests PostgreSQL sont sautés (PGlite seulement)."
fi
