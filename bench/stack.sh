# The production-like stack of bench/cluster.sh and bench/chaos.sh (sourced, not run): PostgreSQL and Redis on their
# own loopback ports with temporary data, the app's settings from deploy/.env.production.example, two php-fpm nodes
# (each its own master, pool, config cache and storage, as two machines would have) behind nginx as the balancer,
# and the systemd units of deploy/ run as background processes. Everything is rendered from deploy/ with
# deploy/render.sh.
#
# The caller sets ROOT, RESULTS, STACK_TAG (the log prefix) and the ports (PG_PORT, REDIS_PORT, LB_PORT, NODE_A_PORT,
# NODE_B_PORT, FPM_A_PORT, FPM_B_PORT, SSR_PORT), FPM_CHILDREN and CACHE_TTL; optionally REDIS_AOF=1 (Redis with an
# append-only file, as deploy's README sets it up, so a restart keeps the queue) and a function node_env_extra NODE,
# which appends the caller's settings of one node to the NODE_ENV array.

log() { printf '[%s] %s\n' "$STACK_TAG" "$*" >&2; }
die() { printf '[%s] %s\n' "$STACK_TAG" "$*" >&2; exit 1; }

. "$ROOT/bench/lib.sh"

# ---------------------------------------------------------------------------------------------
# Tools (Debian packages, installed only when missing). Sets PG_BIN, NGINX_BIN, FPM_BIN.
# ---------------------------------------------------------------------------------------------
stack_tools() {
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)"
    local need=() modules
    command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
    command -v php-fpm8.2 >/dev/null || [ -x /usr/sbin/php-fpm8.2 ] || need+=(php8.2-fpm)
    command -v wrk >/dev/null || need+=(wrk)
    command -v redis-server >/dev/null || need+=(redis-server)
    [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] || need+=(postgresql)
    modules="$(php -m 2>/dev/null)"
    grep -qx pdo_pgsql <<< "$modules" || need+=(php8.2-pgsql)
    grep -qx redis <<< "$modules" || need+=(php8.2-redis)
    grep -qx curl <<< "$modules" || need+=(php8.2-curl)
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
}

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

stack_check_ports() { # PORT...
    local p
    for p in "$@"; do
        port_busy "$p" && die "port $p is in use; choose others (see bench/README.md)"
    done
    return 0
}

# The run directory (configs, storage, logs; removed by the caller at exit) and PostgreSQL's data dir.
stack_make_run() { # NAME
    mkdir -p "$RESULTS"
    RUN="$(mktemp -d "$RESULTS/$1.XXXXXX")"
    chmod 755 "$RUN"
    PGDATA="$(mktemp -d "/tmp/sunrise-$1-pg.XXXXXX")"
    chown postgres:postgres "$PGDATA"; chmod 700 "$PGDATA"
    BG_PIDS=()
}

# Stop everything the stack started (by pid): nginx, both php-fpm masters, the background units, Redis, PostgreSQL.
stack_stop() {
    local pid n
    [ -f "$RUN/nginx.pid" ] && kill -QUIT "$(cat "$RUN/nginx.pid")" 2>/dev/null
    for n in a b; do [ -f "$RUN/fpm-$n.pid" ] && kill -QUIT "$(cat "$RUN/fpm-$n.pid")" 2>/dev/null; done
    for pid in "${BG_PIDS[@]+"${BG_PIDS[@]}"}"; do kill "$pid" 2>/dev/null; done
    for pid in "${BG_PIDS[@]+"${BG_PIDS[@]}"}"; do wait "$pid" 2>/dev/null; done
    [ -f "$RUN/redis.pid" ] && kill "$(cat "$RUN/redis.pid")" 2>/dev/null
    [ -f "$PGDATA/PG_VERSION" ] && runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast stop >/dev/null 2>&1
    sleep 0.3
    return 0
}

# ---------------------------------------------------------------------------------------------
# PostgreSQL (own data dir and port, trust on loopback) and Redis (own port; no persistence, or an append-only file).
# ---------------------------------------------------------------------------------------------
psql_admin() { psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -qAt "$@"; }

pg_start() {
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/postgres.log" -w -t 30 \
        -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PGDATA -c max_connections=200" start >/dev/null
}

pg_stop() { runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null; }

# Redis is started by RUN/start-redis.sh, so that a restart uses the same command.
redis_start() {
    local persist="--save '' --appendonly no"
    [ "${REDIS_AOF:-0}" = 1 ] && persist="--save '' --appendonly yes --appendfsync everysec"
    cat > "$RUN/start-redis.sh" <<EOF
redis-server --port $REDIS_PORT --bind 127.0.0.1 $persist --daemonize yes --pidfile "$RUN/redis.pid" --logfile "$RUN/redis.log" --dir "$RUN" >/dev/null || exit 1
for _ in \$(seq 1 50); do redis-cli -p $REDIS_PORT ping >/dev/null 2>&1 && exit 0; sleep 0.1; done
exit 1
EOF
    bash "$RUN/start-redis.sh"
}

stack_start_databases() {
    log "PostgreSQL on 127.0.0.1:$PG_PORT ($PGDATA), Redis on 127.0.0.1:$REDIS_PORT"
    runuser -u postgres -- "$PG_BIN/initdb" -D "$PGDATA" -A trust -U postgres -E UTF8 --no-locale >"$RUN/initdb.log" 2>&1 \
        || { cat "$RUN/initdb.log" >&2; die "initdb failed"; }
    pg_start || { cat "$PGDATA/postgres.log" >&2; die "PostgreSQL did not start"; }
    DB_PASSWORD="$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    psql_admin -c "create role sunrise login password '$DB_PASSWORD'" -c "create database sunrise owner sunrise" >/dev/null
    redis_start || die "Redis did not start"
}

# ---------------------------------------------------------------------------------------------
# The app's settings: deploy/.env.production.example, with this machine's addresses. Every node gets all of them
# explicitly (so the developer's .env adds nothing) plus its own storage and caches, then the caller's settings.
# ---------------------------------------------------------------------------------------------
stack_base_env() {
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
}

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
        "INERTIA_SSR_URL=http://127.0.0.1:$SSR_PORT"
        "SHOP_CACHE_TTL=$CACHE_TTL"
        # Orders go to random free pickup slots over the week; the runs place more than a slot's default 5.
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
    if declare -F node_env_extra >/dev/null; then node_env_extra "$name"; fi
}

artisan() { # NODE ARGS...
    local node="$1"; shift
    node_env "$node"
    (cd "$ROOT" && env -i PATH="$PATH" HOME="${HOME:-/root}" "${NODE_ENV[@]}" php artisan "$@")
}

# Storage and caches of each node, the schema and the seeded menu (migrate:fresh --seed on the first node), the
# config/route/view/event caches of every node, and shop:check.
stack_prepare_nodes() { # NODE...
    local n c
    for n in "$@"; do
        mkdir -p "$RUN/node-$n/cache" "$RUN/node-$n/storage/app/public" "$RUN/node-$n/storage/framework/cache/data" \
            "$RUN/node-$n/storage/framework/sessions" "$RUN/node-$n/storage/framework/views" "$RUN/node-$n/storage/logs"
    done
    log "migrate:fresh --seed (PostgreSQL)"
    artisan "$1" migrate:fresh --seed --force >"$RUN/migrate.log" 2>&1 || { tail -n 30 "$RUN/migrate.log" >&2; die "migration failed"; }
    for n in "$@"; do
        for c in config:cache route:cache view:cache event:cache; do
            artisan "$n" "$c" >>"$RUN/caches.log" 2>&1 || { tail -n 20 "$RUN/caches.log" >&2; die "$c failed on node $n"; }
        done
    done
    artisan "$1" shop:check >"$RUN/shop-check.log" 2>&1 || { cat "$RUN/shop-check.log" >&2; die "php artisan shop:check found unsafe settings"; }
}

# ---------------------------------------------------------------------------------------------
# deploy/ rendered for this machine: nginx as the balancer over both nodes and one server per node, php-fpm per node.
# ---------------------------------------------------------------------------------------------
stack_render() {
    export APP_USER=root APP_ROOT="$ROOT" SERVER_NAME=127.0.0.1 NGINX_CONF_DIR=/etc/nginx NGINX_SNIPPETS="$RUN/nginx" NGINX_CACHE_DIR="$RUN/nginx/page-cache"
    export TLS="" ACCESS_LOG="$RUN/access.log sunrise" ERROR_LOG="$RUN/nginx-error.log" FPM_LOG_DIR="$RUN"
    export FPM_SOCKET_OWNER=root FPM_CHILDREN SSR_PORT SESSION_COOKIE="${SESSION_COOKIE:-sunrise_session}"
    render_deploy_common
    site() { # UPSTREAM_NAME LISTEN_PORT UPSTREAM_LINES
        UPSTREAM_NAME="$1" LISTEN="    listen 127.0.0.1:$2 backlog=1024;" PHP_UPSTREAM="$3" render "$ROOT/deploy/nginx/sunrise.conf"
    }
    local up_a="    server 127.0.0.1:$FPM_A_PORT max_fails=2 fail_timeout=10s;"
    local up_b="    server 127.0.0.1:$FPM_B_PORT max_fails=2 fail_timeout=10s;"
    {
        site sunrise_php "$LB_PORT" "$up_a
$up_b"
        site sunrise_node_a "$NODE_A_PORT" "$up_a"
        site sunrise_node_b "$NODE_B_PORT" "$up_b"
    } > "$RUN/nginx/sites.conf"
    nginx_main_conf 4096 > "$RUN/nginx.conf"
    local n port pool_env kv
    for n in a b; do
        [ "$n" = a ] && port="$FPM_A_PORT" || port="$FPM_B_PORT"
        node_env "$n"
        pool_env=""
        # php-fpm refuses an empty env[] value; an empty setting is the same as an absent one for the app.
        for kv in "${NODE_ENV[@]}"; do [ -n "${kv#*=}" ] && pool_env+="env[${kv%%=*}] = \"${kv#*=}\""$'\n'; done
        {
            printf '[global]\npid = %s\nerror_log = %s\nlog_level = warning\ndaemonize = yes\n\n' "$RUN/fpm-$n.pid" "$RUN/fpm-$n.log"
            POOL_NAME="sunrise-$n" FPM_LISTEN="127.0.0.1:$port" FPM_ALLOWED_CLIENTS="listen.allowed_clients = 127.0.0.1" \
                POOL_ENV="$pool_env" render "$ROOT/deploy/php/sunrise-fpm.conf"
        } > "$RUN/fpm-$n.conf"
        PHP_INI_SCAN_DIR=":$RUN/php-conf.d" "$FPM_BIN" -t -R -y "$RUN/fpm-$n.conf" >"$RUN/fpm-$n-test.log" 2>&1 || { cat "$RUN/fpm-$n-test.log" >&2; die "php-fpm config of node $n"; }
        # A node comes back after a kill with the same command it was started with.
        cat > "$RUN/start-fpm-$n.sh" <<EOF
PHP_INI_SCAN_DIR=":$RUN/php-conf.d" "$FPM_BIN" -R -y "$RUN/fpm-$n.conf" || exit 1
for _ in \$(seq 1 50); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && exit 0; sleep 0.1; done
exit 1
EOF
    done
    "$NGINX_BIN" -t -q -c "$RUN/nginx.conf" 2>"$RUN/nginx-test.log" || { cat "$RUN/nginx-test.log" >&2; die "nginx config"; }
}

start_fpm() { bash "$RUN/start-fpm-$1.sh"; } # a|b

start_nginx() { "$NGINX_BIN" -c "$RUN/nginx.conf"; }

# A systemd unit of deploy/, run here as a background process: its Environment= lines, WorkingDirectory= and ExecStart=.
unit_command() { # UNIT_FILE NODE -> UNIT_WD, UNIT_ENV (array), UNIT_EXEC, UNIT_RESTART_SEC
    local rendered envs=()
    rendered="$(render "$1")"
    UNIT_WD="$(sed -n 's/^WorkingDirectory=//p' <<< "$rendered")"
    UNIT_EXEC="$(sed -n 's/^ExecStart=//p' <<< "$rendered")"
    UNIT_RESTART_SEC="$(sed -n 's/^RestartSec=//p' <<< "$rendered")"
    mapfile -t envs < <(sed -n 's/^Environment=//p' <<< "$rendered")
    node_env "$2"
    UNIT_ENV=("${NODE_ENV[@]}" "${envs[@]+"${envs[@]}"}")
}

run_unit() { # UNIT_FILE NODE LOG
    unit_command "$1" "$2"
    (cd "$UNIT_WD" && exec env -i PATH="$PATH" HOME="${HOME:-/root}" "${UNIT_ENV[@]}" $UNIT_EXEC) >"$3" 2>&1 &
    BG_PIDS+=($!)
}

# A unit with Restart=always, as systemd runs it: started again RestartSec after it ends, until DEADLINE (epoch s).
# The pid of the running ExecStart is kept in PIDFILE; every start is counted in LOG.
supervise_unit() { # UNIT_FILE NODE LOG PIDFILE DEADLINE
    unit_command "$1" "$2"
    local logf="$3" pidfile="$4" deadline="$5" wd="$UNIT_WD" exec="$UNIT_EXEC" sec="${UNIT_RESTART_SEC:-1}" envs=("${UNIT_ENV[@]}")
    (
        child=""
        trap '[ -n "$child" ] && kill "$child" 2>/dev/null; wait 2>/dev/null; exit 0' TERM INT
        while [ "$(date +%s)" -lt "$deadline" ]; do
            echo "--- start $(date +%T)" >> "$logf"
            (cd "$wd" && exec env -i PATH="$PATH" HOME="${HOME:-/root}" "${envs[@]}" $exec) >>"$logf" 2>&1 &
            child=$!
            echo "$child" > "$pidfile"
            rc=0; wait "$child" || rc=$?
            echo "--- exit $rc $(date +%T)" >> "$logf"
            child=""
            sleep "$sec"
        done
    ) &
    BG_PIDS+=($!)
}

# The scheduler's timer starts its service every minute; here a loop does (until the caller's cleanup stops it).
start_scheduler() { # NODE
    local node="$1"
    ( while true; do run_unit "$ROOT/deploy/systemd/sunrise-scheduler.service" "$node" "$RUN/scheduler-run.log"; wait "${BG_PIDS[-1]}" 2>/dev/null || true
      cat "$RUN/scheduler-run.log" >> "$RUN/scheduler.log"; sleep 60; done ) &
    BG_PIDS+=($!)
}

wait_ssr() { # up to 20 s
    for _ in $(seq 1 100); do
        curl -fsS -m 1 "http://127.0.0.1:$SSR_PORT/health" >/dev/null 2>&1 && return 0; sleep 0.2
    done
    return 1
}

# /api/health through the balancer and through each node alone.
stack_wait_healthy() {
    local url ok
    for url in "http://127.0.0.1:$LB_PORT" "http://127.0.0.1:$NODE_A_PORT" "http://127.0.0.1:$NODE_B_PORT"; do
        ok=0
        for _ in $(seq 1 50); do
            if curl -fsS -m 5 -o "$RUN/health.json" "$url/api/health" 2>/dev/null; then ok=1; break; fi
            sleep 0.2
        done
        [ "$ok" = 1 ] || { curl -sS -m 5 "$url/api/health" >&2 || true; tail -n 5 "$RUN"/fpm-*.log "$RUN/nginx-error.log" >&2; die "$url/api/health is not 200"; }
    done
    log "health: $(cat "$RUN/health.json")"
}
