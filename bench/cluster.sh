#!/usr/bin/env bash
# Two app nodes under load, with one lost half-way. On loopback: PostgreSQL and Redis (own ports, temporary data),
# two php-fpm nodes (each its own master, pool, config cache and storage, as two machines would have) behind nginx
# as the balancer, the SSR renderer, a queue worker and the scheduler, all from the files of deploy/ (rendered with
# deploy/render.sh). Then bench/cluster-client.php runs the scenario (see bench/README.md) and prints the table.
# Exits non-zero when an order is lost or duplicated, or a check fails. Leaves .env, storage/ and bootstrap/cache
# untouched; everything lives in a temporary directory that is removed at exit (CLUSTER_KEEP=1 keeps it).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RESULTS="$ROOT/bench/results"

PG_PORT="${CLUSTER_PG_PORT:-55432}"
REDIS_PORT="${CLUSTER_REDIS_PORT:-56379}"
LB_PORT="${CLUSTER_LB_PORT:-8190}"          # the balancer (both nodes)
NODE_A_PORT="${CLUSTER_NODE_A_PORT:-8191}"  # node A alone (for the checks that must reach one node)
NODE_B_PORT="${CLUSTER_NODE_B_PORT:-8192}"  # node B alone
FPM_A_PORT="${CLUSTER_FPM_A_PORT:-19191}"   # php-fpm of node A (TCP, as on another machine)
FPM_B_PORT="${CLUSTER_FPM_B_PORT:-19192}"
SSR_PORT="${CLUSTER_SSR_PORT:-13795}"
FPM_CHILDREN="${CLUSTER_FPM_CHILDREN:-4}"
CUSTOMERS="${CLUSTER_CUSTOMERS:-200}"
DOUBLE="${CLUSTER_DOUBLE_SUBMITS:-20}"
CONCURRENCY="${CLUSTER_CONCURRENCY:-16}"
CACHE_TTL="${CLUSTER_CACHE_TTL:-10}"        # SHOP_CACHE_TTL of the run, so the "cache's promise" fits in it
WRK_DURATION="${CLUSTER_WRK_DURATION:-10s}"
WRK_CONNECTIONS="${CLUSTER_WRK_CONNECTIONS:-8}"
KEEP="${CLUSTER_KEEP:-0}"

log() { printf '[cluster] %s\n' "$*" >&2; }
die() { printf '[cluster] %s\n' "$*" >&2; exit 1; }

# ---------------------------------------------------------------------------------------------
# Tools (Debian packages, installed only when missing).
# ---------------------------------------------------------------------------------------------
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)"
need=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
command -v php-fpm8.2 >/dev/null || [ -x /usr/sbin/php-fpm8.2 ] || need+=(php8.2-fpm)
command -v wrk >/dev/null || need+=(wrk)
command -v redis-server >/dev/null || need+=(redis-server)
[ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] || need+=(postgresql)
PHP_MODULES="$(php -m 2>/dev/null)"
grep -qx pdo_pgsql <<< "$PHP_MODULES" || need+=(php8.2-pgsql)
grep -qx redis <<< "$PHP_MODULES" || need+=(php8.2-redis)
grep -qx curl <<< "$PHP_MODULES" || need+=(php8.2-curl)
if [ "${#need[@]}" -gt 0 ]; then
    log "installing ${need[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)"
fi
NGINX_BIN="$(command -v nginx || echo /usr/sbin/nginx)"
FPM_BIN="$(command -v php-fpm8.2 || echo /usr/sbin/php-fpm8.2)"
[ "$(id -u)" = 0 ] || die "run as root (PostgreSQL runs as the postgres user, php-fpm and nginx as root here)"
[ -f "$ROOT/vendor/autoload.php" ] || die "run composer install first (bash scripts/install.sh)"
[ -f "$ROOT/public/build/manifest.json" ] && [ -f "$ROOT/bootstrap/ssr/ssr.js" ] || die "build the front end first (npm run build)"

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for p in "$PG_PORT" "$REDIS_PORT" "$LB_PORT" "$NODE_A_PORT" "$NODE_B_PORT" "$FPM_A_PORT" "$FPM_B_PORT" "$SSR_PORT"; do
    port_busy "$p" && die "port $p is in use; choose others with CLUSTER_*_PORT (see bench/README.md)"
done

mkdir -p "$RESULTS"
RUN="$(mktemp -d "$RESULTS/cluster.XXXXXX")"
chmod 755 "$RUN"
PGDATA="$(mktemp -d /tmp/sunrise-cluster-pg.XXXXXX)"
chown postgres:postgres "$PGDATA"; chmod 700 "$PGDATA"
BG_PIDS=()

cleanup() {
    local rc=$?
    set +e
    [ -f "$RUN/nginx.pid" ] && kill -QUIT "$(cat "$RUN/nginx.pid")" 2>/dev/null
    for n in a b; do [ -f "$RUN/fpm-$n.pid" ] && kill -QUIT "$(cat "$RUN/fpm-$n.pid")" 2>/dev/null; done
    for pid in "${BG_PIDS[@]+"${BG_PIDS[@]}"}"; do kill "$pid" 2>/dev/null; done
    for pid in "${BG_PIDS[@]+"${BG_PIDS[@]}"}"; do wait "$pid" 2>/dev/null; done
    [ -f "$RUN/redis.pid" ] && kill "$(cat "$RUN/redis.pid")" 2>/dev/null
    [ -f "$PGDATA/PG_VERSION" ] && runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast stop >/dev/null 2>&1
    sleep 0.3
    rm -rf "$RESULTS/cluster-logs"; mkdir -p "$RESULTS/cluster-logs"
    cp "$RUN"/*.log "$RESULTS/cluster-logs/" 2>/dev/null
    for n in a b worker; do
        cp "$RUN/node-$n/storage/logs/laravel.jsonl" "$RESULTS/cluster-logs/laravel-$n.jsonl" 2>/dev/null
    done
    cp "$RUN/report.json" "$RESULTS/cluster-latest.json" 2>/dev/null
    if [ "$KEEP" = 1 ]; then log "kept $RUN and $PGDATA"; else rm -rf "$RUN" "$PGDATA"; fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

. "$ROOT/bench/lib.sh"

# ---------------------------------------------------------------------------------------------
# PostgreSQL (own data dir and port, trust on loopback) and Redis (own port, no persistence).
# ---------------------------------------------------------------------------------------------
log "PostgreSQL on 127.0.0.1:$PG_PORT ($PGDATA), Redis on 127.0.0.1:$REDIS_PORT"
runuser -u postgres -- "$PG_BIN/initdb" -D "$PGDATA" -A trust -U postgres -E UTF8 --no-locale >"$RUN/initdb.log" 2>&1 \
    || { cat "$RUN/initdb.log" >&2; die "initdb failed"; }
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/postgres.log" -w -t 30 \
    -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PGDATA -c max_connections=200" start >/dev/null \
    || { cat "$PGDATA/postgres.log" >&2; die "PostgreSQL did not start"; }
psql_admin() { psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
DB_PASSWORD="$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
psql_admin -c "create role sunrise login password '$DB_PASSWORD'" -c "create database sunrise owner sunrise" >/dev/null

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --pidfile "$RUN/redis.pid" --logfile "$RUN/redis.log" --dir "$RUN" >/dev/null
for _ in $(seq 1 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
redis-cli -p "$REDIS_PORT" ping >/dev/null || die "Redis did not start"

# ---------------------------------------------------------------------------------------------
# The app's settings: deploy/.env.production.example, with this machine's addresses and the staging drivers.
# Every node gets all of them explicitly (so the developer's .env adds nothing) plus its own storage and caches.
# ---------------------------------------------------------------------------------------------
APP_KEY_VALUE="base64:$(head -c 32 /dev/urandom | base64)"
LINE_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
mapfile -t BASE_ENV < <(php -r '
    foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $line) {
        if (preg_match("/^([A-Z][A-Z0-9_]*)=(.*)$/", $line, $m)) {
            $v = trim($m[2]);
            if (strlen($v) >= 2 && ($v[0] === "\"" || $v[0] === "\x27") && $v[-1] === $v[0]) { $v = substr($v, 1, -1); }
            $v = preg_replace_callback("/\\$\\{([A-Z0-9_]+)\\}/", fn ($r) => $seen[$r[1]] ?? "", $v); // ${APP_NAME}, as dotenv does
            $seen[$m[1]] = $v;
            echo $m[1], "=", $v, "\n";
        }
    }' "$ROOT/deploy/.env.production.example")

node_env() { # NAME -> NODE_ENV array
    local name="$1" dir="$RUN/node-$1"
    NODE_ENV=("${BASE_ENV[@]}"
        "APP_KEY=$APP_KEY_VALUE"
        "APP_URL=http://127.0.0.1:$LB_PORT"
        "SHOP_REFERRAL_LINK_BASE=http://127.0.0.1:$LB_PORT"
        "SHOP_API_URL=http://127.0.0.1:$LB_PORT"
        "SHOP_LINE_SECRET=$LINE_SECRET"
        DB_HOST=127.0.0.1 "DB_PORT=$PG_PORT" DB_DATABASE=sunrise DB_USERNAME=sunrise "DB_PASSWORD=$DB_PASSWORD"
        REDIS_HOST=127.0.0.1 "REDIS_PORT=$REDIS_PORT"
        # The staging drivers: no real SMS gateway or card processor on this machine.
        SHOP_STAGING=true SMS_DRIVER=log PAYMENT_DRIVER=sandbox MAIL_MAILER=log
        "INERTIA_SSR_URL=http://127.0.0.1:$SSR_PORT"
        "SHOP_CACHE_TTL=$CACHE_TTL"
        # Orders go to random free pickup slots over the week; the run places more than a slot's default 5.
        SHOP_SLOT_CAPACITY=1000000
        "LOG_JSON_PATH=$dir/storage/logs/laravel.jsonl"
        LOG_LEVEL=info
        "LARAVEL_STORAGE_PATH=$dir/storage"
        "VIEW_COMPILED_PATH=$dir/storage/framework/views"
        "APP_CONFIG_CACHE=$dir/cache/config.php"
        "APP_ROUTES_CACHE=$dir/cache/routes-v7.php"
        "APP_EVENTS_CACHE=$dir/cache/events.php"
        "APP_SERVICES_CACHE=$dir/cache/services.php"
        "APP_PACKAGES_CACHE=$dir/cache/packages.php"
    )
    # CLUSTER_EXTRA_ENV="KEY=VALUE ...": settings to try on every process (appended last, so they win).
    if [ -n "${CLUSTER_EXTRA_ENV:-}" ]; then read -r -a extra <<< "$CLUSTER_EXTRA_ENV"; NODE_ENV+=("${extra[@]}"); fi
    if [ "$name" = worker ]; then
        # The worker sends the SMS codes; with the development tools on it also keeps them in an outbox file,
        # which the scenario reads like a phone would receive them. The web nodes stay APP_ENV=production.
        NODE_ENV+=(APP_ENV=local SHOP_DEV_TOOLS=true "SMS_DEV_OUTBOX=$RUN/sms-outbox.json")
    fi
    # SMS codes the whole site may text per hour: the run texts about one per customer.
    if [ $((CUSTOMERS + 60)) -gt 300 ]; then NODE_ENV+=("SHOP_SMS_BUDGET_PER_HOUR=$((CUSTOMERS + 60))"); fi
}
artisan() { # NODE ARGS...
    local node="$1"; shift
    node_env "$node"
    (cd "$ROOT" && env -i PATH="$PATH" HOME="${HOME:-/root}" "${NODE_ENV[@]}" php artisan "$@")
}

for n in a b worker; do
    mkdir -p "$RUN/node-$n/cache" "$RUN/node-$n/storage/app/public" "$RUN/node-$n/storage/framework/cache/data" \
        "$RUN/node-$n/storage/framework/sessions" "$RUN/node-$n/storage/framework/views" "$RUN/node-$n/storage/logs"
done
log "migrate:fresh --seed (PostgreSQL)"
artisan a migrate:fresh --seed --force >"$RUN/migrate.log" 2>&1 || { tail -n 30 "$RUN/migrate.log" >&2; die "migration failed"; }
for n in a b worker; do
    for c in config:cache route:cache view:cache event:cache; do
        artisan "$n" "$c" >>"$RUN/caches.log" 2>&1 || { tail -n 20 "$RUN/caches.log" >&2; die "$c failed on node $n"; }
    done
done
artisan a shop:check >"$RUN/shop-check.log" 2>&1 || { cat "$RUN/shop-check.log" >&2; die "php artisan shop:check found unsafe settings"; }

# ---------------------------------------------------------------------------------------------
# Render deploy/ for this machine.
# ---------------------------------------------------------------------------------------------
export APP_USER=root APP_ROOT="$ROOT" SERVER_NAME=127.0.0.1 NGINX_CONF_DIR=/etc/nginx NGINX_SNIPPETS="$RUN/nginx" NGINX_CACHE_DIR="$RUN/nginx/page-cache"
export TLS="" ACCESS_LOG="$RUN/access.log sunrise" ERROR_LOG="$RUN/nginx-error.log" FPM_LOG_DIR="$RUN"
export FPM_SOCKET_OWNER=root FPM_CHILDREN SSR_PORT
render_deploy_common
site() { # UPSTREAM_NAME LISTEN_PORT UPSTREAM_LINES
    UPSTREAM_NAME="$1" LISTEN="    listen 127.0.0.1:$2 backlog=1024;" PHP_UPSTREAM="$3" render "$ROOT/deploy/nginx/sunrise.conf"
}
UP_A="    server 127.0.0.1:$FPM_A_PORT max_fails=2 fail_timeout=10s;"
UP_B="    server 127.0.0.1:$FPM_B_PORT max_fails=2 fail_timeout=10s;"
{
    site sunrise_php "$LB_PORT" "$UP_A
$UP_B"
    site sunrise_node_a "$NODE_A_PORT" "$UP_A"
    site sunrise_node_b "$NODE_B_PORT" "$UP_B"
} > "$RUN/nginx/sites.conf"
nginx_main_conf 4096 > "$RUN/nginx.conf"

start_fpm() { # a|b
    local n="$1" port
    [ "$n" = a ] && port="$FPM_A_PORT" || port="$FPM_B_PORT"
    node_env "$n"
    local pool_env="" kv
    # php-fpm refuses an empty env[] value; an empty setting is the same as an absent one for the app.
    for kv in "${NODE_ENV[@]}"; do [ -n "${kv#*=}" ] && pool_env+="env[${kv%%=*}] = \"${kv#*=}\""$'\n'; done
    {
        printf '[global]\npid = %s\nerror_log = %s\nlog_level = warning\ndaemonize = yes\n\n' "$RUN/fpm-$n.pid" "$RUN/fpm-$n.log"
        POOL_NAME="sunrise-$n" FPM_LISTEN="127.0.0.1:$port" FPM_ALLOWED_CLIENTS="listen.allowed_clients = 127.0.0.1" \
            POOL_ENV="$pool_env" render "$ROOT/deploy/php/sunrise-fpm.conf"
    } > "$RUN/fpm-$n.conf"
    PHP_INI_SCAN_DIR=":$RUN/php-conf.d" "$FPM_BIN" -t -R -y "$RUN/fpm-$n.conf" >"$RUN/fpm-$n-test.log" 2>&1 || { cat "$RUN/fpm-$n-test.log" >&2; die "php-fpm config of node $n"; }
    PHP_INI_SCAN_DIR=":$RUN/php-conf.d" "$FPM_BIN" -R -y "$RUN/fpm-$n.conf"
    for _ in $(seq 1 50); do port_busy "$port" && break; sleep 0.1; done
}

# A systemd unit of deploy/, run here as a background process: its Environment= lines, WorkingDirectory= and ExecStart=.
run_unit() { # UNIT_FILE NODE LOG
    local unit="$1" node="$2" logf="$3" rendered
    rendered="$(render "$unit")"
    local wd exec envs=()
    wd="$(sed -n 's/^WorkingDirectory=//p' <<< "$rendered")"
    exec="$(sed -n 's/^ExecStart=//p' <<< "$rendered")"
    mapfile -t envs < <(sed -n 's/^Environment=//p' <<< "$rendered")
    node_env "$node"
    (cd "$wd" && exec env -i PATH="$PATH" HOME="${HOME:-/root}" "${NODE_ENV[@]}" "${envs[@]}" $exec) >"$logf" 2>&1 &
    BG_PIDS+=($!)
}

log "SSR renderer, php-fpm nodes A (127.0.0.1:$FPM_A_PORT) and B (127.0.0.1:$FPM_B_PORT), nginx on :$LB_PORT"
run_unit "$ROOT/deploy/systemd/sunrise-ssr.service" a "$RUN/ssr.log"
start_fpm a
start_fpm b
"$NGINX_BIN" -t -q -c "$RUN/nginx.conf" 2>"$RUN/nginx-test.log" || { cat "$RUN/nginx-test.log" >&2; die "nginx config"; }
"$NGINX_BIN" -c "$RUN/nginx.conf"
run_unit "$ROOT/deploy/systemd/sunrise-queue.service" worker "$RUN/queue-worker.log"
# The timer starts the scheduler's service every minute; here a loop does.
SCHED_UNIT="$ROOT/deploy/systemd/sunrise-scheduler.service"
( while true; do run_unit "$SCHED_UNIT" worker "$RUN/scheduler-run.log"; wait "${BG_PIDS[-1]}" 2>/dev/null; cat "$RUN/scheduler-run.log" >> "$RUN/scheduler.log"; sleep 60; done ) &
BG_PIDS+=($!)

for _ in $(seq 1 100); do
    curl -fsS -m 1 "http://127.0.0.1:$SSR_PORT/health" >/dev/null 2>&1 && break; sleep 0.2
done
for url in "http://127.0.0.1:$LB_PORT" "http://127.0.0.1:$NODE_A_PORT" "http://127.0.0.1:$NODE_B_PORT"; do
    ok=0
    for _ in $(seq 1 50); do
        if curl -fsS -m 5 -o "$RUN/health.json" "$url/api/health" 2>/dev/null; then ok=1; break; fi
        sleep 0.2
    done
    [ "$ok" = 1 ] || { curl -sS -m 5 "$url/api/health" >&2 || true; tail -n 5 "$RUN"/fpm-*.log "$RUN/nginx-error.log" >&2; die "$url/api/health is not 200"; }
done
log "health: $(cat "$RUN/health.json")"

# ---------------------------------------------------------------------------------------------
# The scenario (bench/cluster-client.php) and the report.
# ---------------------------------------------------------------------------------------------
node_env a; printf '%s\n' "${NODE_ENV[@]}" > "$RUN/node-a.env"
# Node A comes back after the kill with the same command it was started with.
cat > "$RUN/restart-node-a.sh" <<EOF
PHP_INI_SCAN_DIR=":$RUN/php-conf.d" "$FPM_BIN" -R -y "$RUN/fpm-a.conf" || exit 1
for _ in \$(seq 1 50); do (exec 3<>/dev/tcp/127.0.0.1/$FPM_A_PORT) 2>/dev/null && exit 0; sleep 0.1; done
exit 1
EOF
env ROOT="$ROOT" RUN="$RUN" LB_PORT="$LB_PORT" NODE_A_PORT="$NODE_A_PORT" NODE_B_PORT="$NODE_B_PORT" FPM_A_PORT="$FPM_A_PORT" \
    FPM_B_PORT="$FPM_B_PORT" PG_PORT="$PG_PORT" DB_PASSWORD="$DB_PASSWORD" CUSTOMERS="$CUSTOMERS" DOUBLE="$DOUBLE" \
    CONCURRENCY="$CONCURRENCY" CACHE_TTL="$CACHE_TTL" WRK_DURATION="$WRK_DURATION" WRK_CONNECTIONS="$WRK_CONNECTIONS" \
    FPM_CHILDREN="$FPM_CHILDREN" php -r '
    $e = fn (string $k) => (string) getenv($k);
    $c = [
        "root" => $e("ROOT"), "run" => $e("RUN"),
        "lb" => "http://127.0.0.1:".$e("LB_PORT"),
        "node_a" => "http://127.0.0.1:".$e("NODE_A_PORT"), "node_b" => "http://127.0.0.1:".$e("NODE_B_PORT"),
        "fpm_a_pid_file" => $e("RUN")."/fpm-a.pid", "fpm_a_port" => (int) $e("FPM_A_PORT"), "fpm_b_port" => (int) $e("FPM_B_PORT"),
        "node_a_env" => $e("RUN")."/node-a.env", "outbox" => $e("RUN")."/sms-outbox.json", "access_log" => $e("RUN")."/access.log",
        "pg" => ["dsn" => "pgsql:host=127.0.0.1;port=".$e("PG_PORT").";dbname=sunrise", "user" => "sunrise", "password" => $e("DB_PASSWORD")],
        "customers" => (int) $e("CUSTOMERS"), "double" => (int) $e("DOUBLE"), "concurrency" => (int) $e("CONCURRENCY"),
        "cache_ttl" => (int) $e("CACHE_TTL"), "wrk_duration" => $e("WRK_DURATION"), "wrk_connections" => (int) $e("WRK_CONNECTIONS"),
        "fpm_children" => (int) $e("FPM_CHILDREN"),
    ];
    file_put_contents($argv[1], json_encode($c, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES));
' "$RUN/client.json"
log "scenario: $CUSTOMERS customers, $DOUBLE double submits, concurrency $CONCURRENCY"
set +e
php -d memory_limit=512M "$ROOT/bench/cluster-client.php" "$RUN/client.json"
RC=$?
set -e
exit "$RC"
