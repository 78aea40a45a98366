#!/usr/bin/env bash
# Runs a command against a private PostgreSQL and Redis started for this run only: loopback, free ports, data under a
# temp dir that is removed at the end (nothing is written to the machine's own clusters).
#   bash scripts/with-pg-redis.sh php vendor/bin/pest --parallel tests/Feature/Auth
# Needs the Debian packages postgresql, redis-server, php8.2-pgsql and php8.2-redis (scripts/install.sh with
# WITH_BACKENDS=1 installs them).
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then echo "with-pg-redis: PostgreSQL server not installed (apt-get install postgresql)" >&2; exit 1; fi
command -v redis-server >/dev/null || { echo "with-pg-redis: redis-server not installed (apt-get install redis-server)" >&2; exit 1; }
php -r 'exit(extension_loaded("pdo_pgsql") ? 0 : 1);' || { echo "with-pg-redis: PHP has no pdo_pgsql (apt-get install php8.2-pgsql)" >&2; exit 1; }
php -r 'exit(extension_loaded("redis") ? 0 : 1);' || { echo "with-pg-redis: PHP has no redis extension (apt-get install php8.2-redis)" >&2; exit 1; }

free_port() { php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); echo substr(strrchr(stream_socket_get_name($s, false), ":"), 1);'; }

run_dir=$(mktemp -d "${TMPDIR:-/tmp}/sunrise-backends.XXXXXX")
chmod 755 "$run_dir"
pg_data="$run_dir/pg"
pg_port=$(free_port)
redis_port=$(free_port)
redis_pid=""
pg_started=0

# PostgreSQL refuses to run as root: the cluster then belongs to the postgres user the Debian package creates.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

stop_backends() {
    if [ "$pg_started" = 1 ]; then as_pg "$pg_bin/pg_ctl" -D "$pg_data" -m immediate stop >/dev/null 2>&1 || true; fi
    if [ -n "$redis_pid" ]; then kill "$redis_pid" 2>/dev/null || true; fi
    rm -rf "$run_dir"
}
trap stop_backends EXIT
trap 'exit 130' INT TERM

mkdir "$pg_data"
[ "$(id -u)" = 0 ] && chown postgres: "$pg_data"
chmod 700 "$pg_data"
as_pg "$pg_bin/initdb" -D "$pg_data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$run_dir/initdb.log" 2>&1 \
    || { cat "$run_dir/initdb.log" >&2; exit 1; }
as_pg "$pg_bin/pg_ctl" -D "$pg_data" -l "$pg_data/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $pg_port -c unix_socket_directories=$pg_data -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" \
    start >/dev/null || { cat "$pg_data/server.log" >&2; exit 1; }
pg_started=1
"$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres sunrise_test

redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --daemonize yes \
    --dir "$run_dir" --pidfile "$run_dir/redis.pid" --logfile "$run_dir/redis.log"
for _ in $(seq 1 100); do
    if [ -s "$run_dir/redis.pid" ] && redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1; then break; fi
    sleep 0.1
done
redis_pid=$(cat "$run_dir/redis.pid")
redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null

echo "with-pg-redis: PostgreSQL on 127.0.0.1:$pg_port, Redis on 127.0.0.1:$redis_port (data in $run_dir)"
export DB_CONNECTION=pgsql DB_HOST=127.0.0.1 DB_PORT="$pg_port" DB_DATABASE=sunrise_test DB_USERNAME=postgres DB_PASSWORD='' \
    REDIS_CLIENT=phpredis REDIS_HOST=127.0.0.1 REDIS_PORT="$redis_port" CACHE_STORE=redis
"$@"
