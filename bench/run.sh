#!/usr/bin/env bash
# Production-like benchmark of the storefront: nginx + php-fpm (opcache, pm=static) + the Inertia SSR
# node process, measured with wrk, with the nginx site, php-fpm pool and php.ini of deploy/ (what is measured is
# what is shipped). See bench/README.md. Leaves the developer's .env, bootstrap/cache
# and storage/ untouched: everything it writes lives in a temporary directory under bench/results/.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH="$ROOT/bench"
RESULTS="$BENCH/results"

DURATION="${BENCH_DURATION:-10s}"
THREADS="${BENCH_THREADS:-2}"
CONNECTIONS="${BENCH_CONNECTIONS:-4}"
WARMUP="${BENCH_WARMUP:-20}"
ROUNDS="${BENCH_ROUNDS:-1}"
FPM_CHILDREN="${BENCH_FPM_CHILDREN:-4}"
PORT="${BENCH_PORT:-8090}"                  # storefront (SHOP_API=local)
API_PORT="${BENCH_API_PORT:-8091}"          # API node, only with BENCH_SHOP_API=http
HTTP_STORE_PORT="${BENCH_HTTP_STORE_PORT:-8092}" # storefront with SHOP_API=http, only with BENCH_SHOP_API=http
SHOP_API_MODE="${BENCH_SHOP_API:-local}"
BUILD_MODE="${BENCH_BUILD:-auto}"           # auto | always | never
KEEP_RUN="${BENCH_KEEP:-0}"                 # 1: keep the temporary directory

case "$SHOP_API_MODE" in local|http) ;; *) echo "BENCH_SHOP_API must be local or http" >&2; exit 2 ;; esac

log() { printf '[bench] %s\n' "$*" >&2; }
warn() { printf '[bench] WARNING: %s\n' "$*" >&2; NOTES+=("$*"); }
NOTES=()

# ---------------------------------------------------------------------------------------------
# 1. Tools (installed from Debian only when missing).
# ---------------------------------------------------------------------------------------------
FPM_BIN="$(command -v php-fpm8.2 || true)"; [ -n "$FPM_BIN" ] || FPM_BIN=/usr/sbin/php-fpm8.2
NGINX_BIN="$(command -v nginx || true)"; [ -n "$NGINX_BIN" ] || NGINX_BIN=/usr/sbin/nginx
if ! command -v wrk >/dev/null || [ ! -x "$NGINX_BIN" ] || [ ! -x "$FPM_BIN" ] || ! command -v curl >/dev/null; then
    log "installing wrk, nginx-light, php8.2-fpm, curl"
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y wrk nginx-light php8.2-fpm curl
    # The Debian packages start system services on install; they are not used here.
fi
for tool in php node npm wrk curl; do command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }; done

cd "$ROOT"
mkdir -p "$RESULTS"
RUN="$(mktemp -d "$RESULTS/run.XXXXXX")"
chmod 755 "$RUN"
STARTED_PIDS=()
SSR_PID=""
NODES=()

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# ---------------------------------------------------------------------------------------------
# Cleanup (trap): stop what this script started (by pid), clear the caches it built, drop the temp dir.
# ---------------------------------------------------------------------------------------------
cleanup() {
    local rc=$?
    set +e
    if [ -f "$RUN/nginx.pid" ]; then kill -QUIT "$(cat "$RUN/nginx.pid")" 2>/dev/null; fi
    if [ -f "$RUN/php-fpm.pid" ]; then kill -QUIT "$(cat "$RUN/php-fpm.pid")" 2>/dev/null; fi
    if [ -n "$SSR_PID" ]; then kill "$SSR_PID" 2>/dev/null; wait "$SSR_PID" 2>/dev/null; fi
    for _ in $(seq 1 50); do
        local alive=0
        for f in "$RUN/nginx.pid" "$RUN/php-fpm.pid"; do
            [ -f "$f" ] && kill -0 "$(cat "$f")" 2>/dev/null && alive=1
        done
        [ "$alive" = 0 ] && break
        sleep 0.1
    done
    # config:cache / route:cache / view:cache were written to the relocated paths of each node: clear them.
    for node in "${NODES[@]}"; do
        node_env "$node"
        for cmd in config:clear route:clear view:clear; do
            env -i PATH="$PATH" HOME="${HOME:-/root}" "${NODE_ENV[@]}" php artisan "$cmd" >/dev/null 2>&1 \
                || echo "[bench] WARNING: php artisan $cmd failed for node $node" >&2
        done
    done
    # Keep the logs of the last run next to latest.json.
    rm -rf "$RESULTS/logs"; mkdir -p "$RESULTS/logs"
    cp "$RUN"/*.log "$RESULTS/logs/" 2>/dev/null
    for node in "${NODES[@]}"; do
        [ -f "$RUN/$node/storage/logs/laravel.log" ] && cp "$RUN/$node/storage/logs/laravel.log" "$RESULTS/logs/laravel-$node.log"
    done
    if [ "$KEEP_RUN" = 1 ]; then
        echo "[bench] kept $RUN" >&2
    else
        rm -rf "$RUN"
    fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------------------------------------
# 2. Production-like settings, as environment variables (the developer's .env is not touched).
# ---------------------------------------------------------------------------------------------
dotenv_get() { # KEY FILE -> value without surrounding quotes
    local line
    line="$(grep -E "^$1=" "$2" 2>/dev/null | tail -n1 || true)"
    line="${line#*=}"; line="${line%\"}"; line="${line#\"}"; line="${line%\'}"; line="${line#\'}"
    printf '%s' "$line"
}

LINE_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
APP_KEY_VALUE="$(dotenv_get APP_KEY "$ROOT/.env")"
if [ -z "$APP_KEY_VALUE" ]; then
    APP_KEY_VALUE="base64:$(head -c 32 /dev/urandom | base64)"
    log "no APP_KEY in .env: using a generated one"
fi

# Without a .env, the values of .env.example are the base (locale, brand, ...); our overrides win.
BASE_ENV=()
if [ ! -f "$ROOT/.env" ] && [ -f "$ROOT/.env.example" ]; then
    while IFS= read -r line; do
        [[ "$line" =~ ^[A-Z][A-Z0-9_]*= ]] || continue
        key="${line%%=*}"; BASE_ENV+=("$key=$(dotenv_get "$key" "$ROOT/.env.example")")
    done < "$ROOT/.env.example"
fi

DB_FILE="$RUN/database.sqlite"

# The SSR port: resources/js/ssr.tsx either reads INERTIA_SSR_PORT (then this script picks its own port,
# BENCH_SSR_PORT, default 13794, so it does not clash with a developer's SSR server on 13714) or passes a
# literal port to createServer (default 13714).
SSR_PORT_FROM_ENV=0
SSR_PORT=13714
if [ -f "$ROOT/resources/js/ssr.tsx" ]; then
    if grep -q 'INERTIA_SSR_PORT' "$ROOT/resources/js/ssr.tsx"; then
        SSR_PORT_FROM_ENV=1
        SSR_PORT="${BENCH_SSR_PORT:-13794}"
    else
        p="$(grep -oE '\b[0-9]{4,5}\b' "$ROOT/resources/js/ssr.tsx" | head -n1 || true)"
        [ -n "$p" ] && SSR_PORT="$p"
    fi
fi

# node_env NAME -> fills NODE_ENV (KEY=VALUE list) for one Laravel "node":
#   store     the storefront, SHOP_API=local (embedded shop backend)
#   api       the API node for BENCH_SHOP_API=http, SHOP_API=local
#   storehttp the storefront with SHOP_API=http pointing at the API node
node_env() {
    local name="$1" dir="$RUN/$1"
    local port="$PORT" shop_api=local shop_url="http://127.0.0.1:$PORT"
    case "$name" in
        api) port="$API_PORT"; shop_url="http://127.0.0.1:$API_PORT" ;;
        storehttp) port="$HTTP_STORE_PORT"; shop_api=http; shop_url="http://127.0.0.1:$API_PORT" ;;
    esac
    NODE_ENV=("${BASE_ENV[@]}"
        APP_ENV=production
        APP_DEBUG=false
        "APP_KEY=$APP_KEY_VALUE"
        "APP_URL=http://127.0.0.1:$port"
        DB_CONNECTION=sqlite
        "DB_DATABASE=$DB_FILE"
        CACHE_STORE=file
        "SESSION_DRIVER=${BENCH_SESSION_DRIVER:-cookie}"
        LOG_CHANNEL=single
        LOG_LEVEL=warning
        QUEUE_CONNECTION=sync
        INERTIA_SSR_ENABLED=true
        "INERTIA_SSR_URL=http://127.0.0.1:$SSR_PORT"
        "SHOP_API=$shop_api"
        "SHOP_API_URL=$shop_url"
        # A production deploy refuses published or short line secrets, and the sandbox/log drivers outside staging.
        "SHOP_LINE_SECRET=$LINE_SECRET"
        SHOP_STAGING=true
        SHOP_DEV_TOOLS=false
        # nginx's micro-cache is the cache in front here; the app's own page cache is for hosting without nginx.
        "SHOP_PAGE_CACHE=${BENCH_PAGE_CACHE:-false}"
        # Relocated storage and caches: the developer's storage/ and bootstrap/cache/ stay as they are.
        "LARAVEL_STORAGE_PATH=$dir/storage"
        "VIEW_COMPILED_PATH=$dir/storage/framework/views"
        "APP_CONFIG_CACHE=$dir/cache/config.php"
        "APP_ROUTES_CACHE=$dir/cache/routes-v7.php"
        "APP_EVENTS_CACHE=$dir/cache/events.php"
    )
}

artisan() { # NODE ARGS... (clean environment: only the node's variables)
    local node="$1"; shift
    node_env "$node"
    env -i PATH="$PATH" HOME="${HOME:-/root}" "${NODE_ENV[@]}" php artisan "$@"
}

prepare_node() {
    local node="$1" dir="$RUN/$1"
    mkdir -p "$dir/cache" "$dir/storage/app/public" "$dir/storage/framework/cache/data" \
        "$dir/storage/framework/sessions" "$dir/storage/framework/views" "$dir/storage/framework/testing" "$dir/storage/logs"
    NODES+=("$node")
    artisan "$node" config:cache >/dev/null
    artisan "$node" route:cache >/dev/null
    artisan "$node" view:cache >/dev/null
}

NODE_LIST=(store)
[ "$SHOP_API_MODE" = http ] && NODE_LIST+=(api storehttp)

for p in "$PORT" $( [ "$SHOP_API_MODE" = http ] && echo "$API_PORT $HTTP_STORE_PORT" ); do
    if port_busy "$p"; then echo "port $p is in use; set BENCH_PORT / BENCH_API_PORT / BENCH_HTTP_STORE_PORT" >&2; exit 1; fi
done

# ---------------------------------------------------------------------------------------------
# Front-end build (only when missing or older than its sources).
# ---------------------------------------------------------------------------------------------
BUILD_STATUS="up-to-date"
needs_build() {
    [ -f "$ROOT/public/build/manifest.json" ] || return 0
    [ -f "$ROOT/bootstrap/ssr/ssr.js" ] || return 0
    [ -n "$(find "$ROOT/resources/js" "$ROOT/resources/css" "$ROOT"/vite.config.* "$ROOT/package.json" -newer "$ROOT/public/build/manifest.json" -type f 2>/dev/null | head -n1)" ] && return 0
    return 1
}
if [ "$BUILD_MODE" = always ] || { [ "$BUILD_MODE" = auto ] && needs_build; }; then
    log "npm run build (log: bench/results/logs/build.log)"
    if npm run build >"$RUN/build.log" 2>&1; then
        BUILD_STATUS="built"
    else
        BUILD_STATUS="failed"
        reason="$(sed 's/\x1b\[[0-9;]*m//g' "$RUN/build.log" | grep -m1 -E '\[[A-Z_]{3,}\]|[A-Za-z]*Error:|error TS' | cut -c1-240 || true)"
        warn "npm run build failed (see bench/results/logs/build.log): ${reason:-unknown error}"
    fi
fi
# Other people may rebuild the front end while this runs: notice it (build outputs compared at the end).
build_sum() { cat "$ROOT/public/build/manifest.json" "$ROOT/bootstrap/ssr/ssr.js" 2>/dev/null | sha256sum | cut -c1-16; }
BUILD_SUM_BEFORE="$(build_sum)"
[ -f "$ROOT/public/hot" ] && warn "public/hot exists (a Vite dev server is running): pages reference the dev server, not public/build"

# ---------------------------------------------------------------------------------------------
# Database copy, migrated and seeded with the production settings; caches per node.
# ---------------------------------------------------------------------------------------------
: > "$DB_FILE"
log "preparing nodes: ${NODE_LIST[*]}"
for node in "${NODE_LIST[@]}"; do prepare_node "$node"; done
log "migrate:fresh --seed into $DB_FILE"
artisan store migrate:fresh --seed --force >"$RUN/migrate.log" 2>&1 || { cat "$RUN/migrate.log" >&2; exit 1; }

# ---------------------------------------------------------------------------------------------
# SSR node process.
# ---------------------------------------------------------------------------------------------
SSR_STATUS="not started"
if [ -f "$ROOT/bootstrap/ssr/ssr.js" ]; then
    if curl -fsS -m 2 "http://127.0.0.1:$SSR_PORT/health" >/dev/null 2>&1 || port_busy "$SSR_PORT"; then
        if [ "${BENCH_SSR_REUSE:-0}" = 1 ]; then
            SSR_STATUS="reused the server already on port $SSR_PORT"; warn "$SSR_STATUS"
        else
            warn "port $SSR_PORT (SSR) is already in use by another process; SSR not started (BENCH_SSR_REUSE=1 to use it)"
            SSR_STATUS="port busy"
        fi
    else
        # The package's command (it runs node on bootstrap/ssr/ssr.js), pointed at this run's port.
        (cd "$ROOT" && NODE_ENV=production INERTIA_SSR_PORT="$SSR_PORT" INERTIA_SSR_URL="http://127.0.0.1:$SSR_PORT" exec php artisan inertia:start-ssr) >"$RUN/ssr.log" 2>&1 &
        SSR_PID=$!
        for _ in $(seq 1 100); do
            curl -fsS -m 1 "http://127.0.0.1:$SSR_PORT/health" >/dev/null 2>&1 && { SSR_STATUS="running (pid $SSR_PID, port $SSR_PORT)"; break; }
            kill -0 "$SSR_PID" 2>/dev/null || break
            sleep 0.2
        done
        [[ "$SSR_STATUS" == running* ]] || { warn "SSR server did not come up: $(tail -n 3 "$RUN/ssr.log" | tr '\n' ' ')"; SSR_STATUS="failed"; }
    fi
else
    warn "bootstrap/ssr/ssr.js is missing: no SSR"
fi
log "SSR: $SSR_STATUS"

# ---------------------------------------------------------------------------------------------
# 3. php-fpm and nginx from the files of deploy/ (rendered with deploy/render.sh): the php.ini settings
#    (opcache), one php-fpm pool per node, nginx's http settings, FastCGI parameters and the site.
#    Configs and pid files live in the temp dir.
# ---------------------------------------------------------------------------------------------
IS_ROOT=0; [ "$(id -u)" = 0 ] && IS_ROOT=1
. "$ROOT/bench/lib.sh"
export APP_USER="$(id -un)" APP_ROOT="$ROOT" SERVER_NAME=127.0.0.1 NGINX_CONF_DIR=/etc/nginx NGINX_SNIPPETS="$RUN/nginx" NGINX_CACHE_DIR="$RUN/nginx/page-cache"
export TLS="" ACCESS_LOG="off" ERROR_LOG="$RUN/nginx-error.log" FPM_LOG_DIR="$RUN" FPM_SOCKET_OWNER="$(id -un)"
export FPM_CHILDREN FPM_ALLOWED_CLIENTS=""
# The app's session cookie, which keeps a guest's Inertia visit out of the micro-cache (deploy/nginx/sunrise-http.conf).
SESSION_COOKIE="$(artisan store config:show session.cookie 2>/dev/null | awk '$1 == "session.cookie" { print $NF }')"
export SESSION_COOKIE="${SESSION_COOKIE:-sunrise_session}"
render_deploy_common

{
    printf '[global]\npid = %s\nerror_log = %s\nlog_level = warning\ndaemonize = yes\n\n' "$RUN/php-fpm.pid" "$RUN/php-fpm.log"
    for node in "${NODE_LIST[@]}"; do
        node_env "$node"
        pool_env=""
        # php-fpm refuses an empty env[] value; an empty setting is the same as an absent one for the app.
        for kv in "${NODE_ENV[@]}"; do [ -n "${kv#*=}" ] && pool_env+="env[${kv%%=*}] = \"${kv#*=}\""$'\n'; done
        POOL_NAME="$node" FPM_LISTEN="$RUN/$node.sock" POOL_ENV="$pool_env" render "$ROOT/deploy/php/sunrise-fpm.conf"
        echo
    done
} > "$RUN/php-fpm.conf"

FPM_ARGS=(-y "$RUN/php-fpm.conf")
[ "$IS_ROOT" = 1 ] && FPM_ARGS+=(-R)
PHP_INI_SCAN_DIR=":$RUN/php-conf.d" "$FPM_BIN" -t "${FPM_ARGS[@]}" >"$RUN/php-fpm-test.log" 2>&1 || { cat "$RUN/php-fpm-test.log" >&2; exit 1; }
PHP_INI_SCAN_DIR=":$RUN/php-conf.d" "$FPM_BIN" "${FPM_ARGS[@]}"

site() { # NODE PORT: the site of deploy/nginx on a port, its upstream the node's php-fpm socket
    UPSTREAM_NAME="sunrise_$1" LISTEN="    listen 127.0.0.1:$2;" \
        PHP_UPSTREAM="    server unix:$RUN/$1.sock max_fails=2 fail_timeout=10s;" render "$ROOT/deploy/nginx/sunrise.conf"
}
{
    site store "$PORT"
    if [ "$SHOP_API_MODE" = http ]; then
        site api "$API_PORT"
        site storehttp "$HTTP_STORE_PORT"
    fi
} > "$RUN/nginx/sites.conf"

nginx_main_conf 1024 "    keepalive_requests 1000000;" > "$RUN/nginx.conf"
"$NGINX_BIN" -t -q -p "$RUN/nginx" -e "$RUN/nginx-error.log" -c "$RUN/nginx.conf" 2>"$RUN/nginx-test.log" || { cat "$RUN/nginx-test.log" >&2; exit 1; }
"$NGINX_BIN" -p "$RUN/nginx" -e "$RUN/nginx-error.log" -c "$RUN/nginx.conf"

for _ in $(seq 1 50); do
    [ -S "$RUN/store.sock" ] && [ -f "$RUN/nginx.pid" ] && curl -fsS -m 2 -o /dev/null "http://127.0.0.1:$PORT/favicon.svg" 2>/dev/null && break
    sleep 0.1
done
log "nginx on 127.0.0.1:$PORT, php-fpm pools: ${NODE_LIST[*]} (pm=static, $FPM_CHILDREN children each, opcache on)"

# BENCH_COMMAND: run a command against the production-like stack (BENCH_URL is its base URL, BENCH_DB its SQLite
# database) instead of wrk.
if [ -n "${BENCH_COMMAND:-}" ]; then
    BENCH_URL="http://127.0.0.1:$PORT" BENCH_DB="$DB_FILE" bash -c "$BENCH_COMMAND"
    exit $?
fi

# ---------------------------------------------------------------------------------------------
# 4. Checks and measurements.
# ---------------------------------------------------------------------------------------------
SLUG="$(php -r 'echo (require "database/seeders/data/catalog.php")["products"][0]["slug"];')"
BASE="http://127.0.0.1:$PORT"

# check URL HEADERS... -> sets CHECK_STATUS, CHECK_TYPE, CHECK_BODY (file)
CHECK_BODY="$RUN/check.body"
check() {
    local url="$1"; shift
    local args=() h
    for h in "$@"; do args+=(-H "$h"); done
    local out
    out="$(curl -sS -m 30 -o "$CHECK_BODY" -w '%{http_code} %{content_type}' "${args[@]}" "$url" 2>&1 || true)"
    CHECK_STATUS="${out%% *}"; CHECK_TYPE="${out#* }"
}

warm() { # URL HEADERS...
    local url="$1"; shift
    local args=() h
    for h in "$@"; do args+=(-H "$h"); done
    for _ in $(seq 1 "$WARMUP"); do curl -s -m 30 -o /dev/null "${args[@]}" "$url" || true; done
}

# Results: one line per target in $RUN/results.tsv: name, url, rps, p50, p99, non2xx, errors, note
: > "$RUN/results.tsv"
record() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >> "$RUN/results.tsv"; }

measure() { # ROUND NAME URL HEADERS...
    local round="$1" name="$2" url="$3"; shift 3
    local args=() h
    for h in "$@"; do args+=(-H "$h"); done
    [ "$round" = 1 ] && warm "$url" "$@"
    log "wrk $name (round $round/$ROUNDS): $url"
    local script=()
    [ -n "${T_SCRIPT[$name]:-}" ] && script=(-s "${T_SCRIPT[$name]}")
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "${script[@]}" "${args[@]}" "$url" > "$RUN/wrk-$name.$round.log" 2>&1 || true
    local parsed
    parsed="$(awk '
        function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /m$/) return v * 60000; if (v ~ /s$/) return v * 1000; return v + 0 }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        /^Requests\/sec:/ { rps = $2 }
        /Non-2xx or 3xx responses:/ { non2xx = $NF }
        /Socket errors:/ { gsub(/,/, ""); errors = $4 + $6 + $8 + $10 }
        END { printf "%.2f\t%.2f\t%.2f\t%d\t%d", rps, p50, p99, non2xx, errors }
    ' "$RUN/wrk-$name.$round.log")"
    IFS=$'\t' read -r rps p50 p99 non2xx errors <<< "$parsed"
    local note="${MEASURE_NOTE:-}"
    [ "$non2xx" -gt 0 ] && note="${note:+$note; }$non2xx non-2xx"
    [ "$errors" -gt 0 ] && note="${note:+$note; }$errors socket errors"
    record "$name" "$url" "$rps" "$p50" "$p99" "$non2xx" "$errors" "$note"
    MEASURE_NOTE=""
}
skip() { record "$1" "$2" "" "" "" 0 0 "skipped: $3"; warn "$1 skipped: $3"; }

# Targets are checked first (plan), then measured, BENCH_ROUNDS times round-robin (the median is reported).
T_NAMES=(); T_URLS=(); T_HDRS=(); T_NOTES=(); declare -A T_SCRIPT=()
plan() { # NAME URL HEADERS...
    local name="$1" url="$2"; shift 2
    T_NAMES+=("$name"); T_URLS+=("$url")
    local IFS=$'\n'; T_HDRS+=("$*")
    T_NOTES+=("${MEASURE_NOTE:-}"); MEASURE_NOTE=""
}

UK=("Accept-Language: uk")
# A browser's navigation: only such a request is served from nginx's micro-cache (deploy/nginx/sunrise-http.conf).
DOC=("Accept: text/html,application/xhtml+xml" "Accept-Language: uk")

# Optionally wait (at most BENCH_IDLE_TIMEOUT seconds) for the 1-minute load average to drop below BENCH_IDLE_LOAD.
wait_for_idle "${BENCH_IDLE_LOAD:-}" "${BENCH_IDLE_TIMEOUT:-300}"
LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"

# Static file and framework floor.
check "$BASE/favicon.svg"
if [ "$CHECK_STATUS" = 200 ]; then plan static "$BASE/favicon.svg"; else skip static "$BASE/favicon.svg" "status $CHECK_STATUS"; fi

check "$BASE/api/ping"
if [ "$CHECK_STATUS" = 200 ] && grep -q '"ok":true' "$CHECK_BODY"; then
    plan floor "$BASE/api/ping"
else
    skip floor "$BASE/api/ping" "status $CHECK_STATUS: $(head -c 200 "$CHECK_BODY" | tr '\n' ' ')"
fi

# Guest pages through nginx's micro-cache (the second request of a URL is a HIT; the access log says so).
guest_target() { # NAME URL CONTENT_TYPE HEADERS...
    local name="$1" url="$2" type="$3"; shift 3
    local args=() h
    for h in "$@"; do args+=(-H "$h"); done
    check "$url" "$@"
    check "$url" "$@"
    local cache_control
    cache_control="$(curl -sS -m 10 -o /dev/null -D - "${args[@]}" "$url" | tr -d '\r' | awk -F': ' 'tolower($1) == "cache-control" { print $2 }')"
    if [ "$CHECK_STATUS" = 200 ] && [[ "$CHECK_TYPE" == "$type"* ]] && [[ "$cache_control" == *public* ]]; then
        plan "$name" "$url" "$@"
    else
        skip "$name" "$url" "answered $CHECK_STATUS ${CHECK_TYPE} with Cache-Control: ${cache_control:-none}"
    fi
}
guest_target guest_home "$BASE/" text/html "${DOC[@]}"
guest_target guest_category "$BASE/menu/rolls" text/html "${DOC[@]}"
guest_target guest_product "$BASE/product/$SLUG" text/html "${DOC[@]}"

# Home page HTML (SSR) and the Inertia version; measured uncached: every request has a query of its own.
VERSION=""; HOME_OK=0; HOME_SSR=false
check "$BASE/?bench=check" "${UK[@]}"
if [ "$CHECK_STATUS" = 200 ]; then
    HOME_OK=1
    cp "$CHECK_BODY" "$RUN/home.html"
    VERSION="$(php -r '
        $html = file_get_contents($argv[1]);
        if (preg_match("#<script data-page=\"app\" type=\"application/json\">(.*?)</script>#s", $html, $m)) {
            $page = json_decode($m[1], true);
            if (is_array($page)) { echo $page["version"] ?? ""; exit(0); }
        }
        exit(1);' "$RUN/home.html" || echo "__none__")"
    if [ "$VERSION" = "__none__" ]; then
        warn "home page: no <script data-page=\"app\"> JSON found"; VERSION=""
    fi
    if grep -q 'data-server-rendered' "$RUN/home.html"; then
        HOME_SSR=true
    else
        warn "home page HTML has no data-server-rendered markup (SSR: $SSR_STATUS)"
        MEASURE_NOTE="no SSR markup"
    fi
    T_SCRIPT[home_html]="$BENCH/unique-query.lua"
    plan home_html "$BASE/" "${UK[@]}"
else
    skip home_html "$BASE/" "status $CHECK_STATUS: $(head -c 300 "$CHECK_BODY" | tr '\n' ' ')"
fi

# An Inertia visit as the browser makes it after the first page: the once props (dictionaries, limits) it holds.
ONCE="X-Inertia-Except-Once-Props: locales:uk,limits,settings:uk,categories:uk,socials:uk,restaurants:uk,regions:uk"
INERTIA=("X-Inertia: true" "X-Inertia-Version: $VERSION" "X-Requested-With: XMLHttpRequest" "Accept: text/html, application/xhtml+xml" "$ONCE")

inertia_target() { # NAME URL
    local name="$1" url="$2"
    check "$url" "${UK[@]}" "${INERTIA[@]}"
    if [ "$CHECK_STATUS" = 200 ] && [[ "$CHECK_TYPE" == application/json* ]] && grep -q '"component"' "$CHECK_BODY"; then
        plan "$name" "$url" "${UK[@]}" "${INERTIA[@]}"
    else
        skip "$name" "$url" "Inertia visit answered $CHECK_STATUS ${CHECK_TYPE}: $(head -c 200 "$CHECK_BODY" | tr '\n' ' ')"
    fi
}

# A guest's Inertia visit through nginx's micro-cache (no cookie: the browser holds no session); the second is a HIT.
if [ "$HOME_OK" = 1 ]; then
    guest_target guest_home_inertia "$BASE/" application/json "${UK[@]}" "${INERTIA[@]}"
    guest_target guest_product_inertia "$BASE/product/$SLUG" application/json "${UK[@]}" "${INERTIA[@]}"
else
    skip guest_home_inertia "$BASE/" "home page HTML not 200, no Inertia version"
    skip guest_product_inertia "$BASE/product/$SLUG" "home page HTML not 200, no Inertia version"
fi

# The same visits uncached: every request has a query of its own, so it reaches PHP.
if [ "$HOME_OK" = 1 ]; then
    T_SCRIPT[home_inertia]="$BENCH/unique-query.lua"
    inertia_target home_inertia "$BASE/"
else
    skip home_inertia "$BASE/" "home page HTML not 200, no Inertia version"
fi
if [ "$HOME_OK" = 1 ]; then
    T_SCRIPT[product_inertia]="$BENCH/unique-query.lua"
    inertia_target product_inertia "$BASE/product/$SLUG"
else
    skip product_inertia "$BASE/product/$SLUG" "home page HTML not 200, no Inertia version"
fi

# A signed-in customer's account page (SSR HTML, never cached): the demo customer's token, made in the bench database.
TOKEN="$(node_env store; env -i PATH="$PATH" HOME="${HOME:-/root}" "${NODE_ENV[@]}" php -r '
    require "vendor/autoload.php";
    $app = require "bootstrap/app.php";
    $app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();
    echo App\Models\Customer::query()->where("phone", Database\Seeders\CustomerSeeder::PHONE)->firstOrFail()->createToken("bench")->plainTextToken;' 2>"$RUN/token.log" || true)"
if [ -n "$TOKEN" ]; then
    check "$BASE/account/orders" "Cookie: auth_token=$TOKEN"
    if [ "$CHECK_STATUS" = 200 ] && grep -q '"component":"account' "$CHECK_BODY"; then
        plan account_html "$BASE/account/orders" "Cookie: auth_token=$TOKEN"
    else
        skip account_html "$BASE/account/orders" "answered $CHECK_STATUS: $(head -c 200 "$CHECK_BODY" | tr '\n' ' ')"
    fi
else
    skip account_html "$BASE/account/orders" "no token: $(head -c 200 "$RUN/token.log")"
fi

# 6. Optional: the storefront talking to a separate API node over HTTP.
if [ "$SHOP_API_MODE" = http ]; then
    check "http://127.0.0.1:$API_PORT/api/products/$SLUG" "${UK[@]}"
    if [ "$CHECK_STATUS" != 200 ]; then
        warn "API node: /api/products/$SLUG answered $CHECK_STATUS: $(head -c 200 "$CHECK_BODY" | tr '\n' ' ')"
    fi
    if [ "$HOME_OK" = 1 ]; then
        inertia_target product_inertia_http "http://127.0.0.1:$HTTP_STORE_PORT/product/$SLUG"
    else
        skip product_inertia_http "http://127.0.0.1:$HTTP_STORE_PORT/product/$SLUG" "home page HTML not 200, no Inertia version"
    fi
fi

for round in $(seq 1 "$ROUNDS"); do
    for i in "${!T_NAMES[@]}"; do
        hdrs=()
        [ -n "${T_HDRS[$i]}" ] && mapfile -t hdrs <<< "${T_HDRS[$i]}"
        MEASURE_NOTE="${T_NOTES[$i]}"
        measure "$round" "${T_NAMES[$i]}" "${T_URLS[$i]}" "${hdrs[@]}"
    done
done

# ---------------------------------------------------------------------------------------------
# 5. Report: table on stdout, JSON in bench/results/latest.json.
# ---------------------------------------------------------------------------------------------
for node in "${NODE_LIST[@]}"; do
    lf="$RUN/$node/storage/logs/laravel.log"
    if [ -s "$lf" ]; then
        warn "laravel.log of node $node has $(grep -cE '^\[[0-9]{4}-' "$lf" || true) entries, first: $(grep -m1 -E '^\[[0-9]{4}-' "$lf" | cut -c1-300)"
    fi
done
[ -s "$RUN/php-errors.log" ] && warn "php errors: $(head -n 3 "$RUN/php-errors.log" | cut -c1-300 | tr '\n' ' ')"

[ "$(build_sum)" != "$BUILD_SUM_BEFORE" ] && warn "public/build or bootstrap/ssr changed during the run (someone rebuilt the front end meanwhile): the figures are not reliable"
LOAD_AFTER="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
printf '%s\n' "${NOTES[@]+"${NOTES[@]}"}" > "$RUN/notes.txt"
BUNDLE_RC=0
node "$ROOT/scripts/bundle-report.mjs" --json "$RUN/bundle.json" > "$RUN/bundle.txt" 2>&1 || BUNDLE_RC=$?

env BENCH_META_DURATION="$DURATION" BENCH_META_ROUNDS="$ROUNDS" BENCH_META_THREADS="$THREADS" BENCH_META_CONNECTIONS="$CONNECTIONS" \
    BENCH_META_SHOP_API="$SHOP_API_MODE" BENCH_META_BUILD="$BUILD_STATUS" BENCH_META_SSR="$SSR_STATUS" \
    BENCH_META_HOME_SSR="$HOME_SSR" BENCH_META_VERSION="$VERSION" BENCH_META_SLUG="$SLUG" \
    BENCH_META_BUNDLE="$RUN/bundle.json" BENCH_META_FPM="$FPM_CHILDREN" BENCH_META_LOAD="$LOAD_BEFORE -> $LOAD_AFTER" BENCH_META_COMMIT="$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)" \
    php -d display_errors=stderr -- "$RUN/results.tsv" "$RUN/notes.txt" "$RESULTS/latest.json" <<'PHP'
<?php
[$_, $tsv, $notesFile, $jsonFile] = $argv;
$order = ['static', 'floor', 'guest_home', 'guest_category', 'guest_product', 'guest_home_inertia', 'guest_product_inertia', 'home_html', 'home_inertia', 'product_inertia', 'account_html', 'product_inertia_http'];
$rows = [];
foreach (file($tsv, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $line) {
    [$name, $url, $rps, $p50, $p99, $non2xx, $errors, $note] = array_pad(explode("\t", $line), 8, '');
    $rows[$name][] = compact('url', 'rps', 'p50', 'p99', 'non2xx', 'errors', 'note');
}
$rank = fn (string $name) => ($i = array_search($name, $order, true)) === false ? 99 : $i;
uksort($rows, fn ($a, $b) => $rank($a) <=> $rank($b));
$median = function (array $values): ?float {
    $values = array_values(array_map('floatval', array_filter($values, fn ($v) => $v !== '')));
    if ($values === []) {
        return null;
    }
    sort($values);
    $n = count($values);

    return round($n % 2 ? $values[intdiv($n, 2)] : ($values[$n / 2 - 1] + $values[$n / 2]) / 2, 2);
};
$targets = [];
foreach ($rows as $name => $runs) {
    $targets[$name] = [
        'url' => $runs[0]['url'],
        'rps' => $median(array_column($runs, 'rps')),
        'p50_ms' => $median(array_column($runs, 'p50')),
        'p99_ms' => $median(array_column($runs, 'p99')),
        'non_2xx' => array_sum(array_map('intval', array_column($runs, 'non2xx'))),
        'socket_errors' => array_sum(array_map('intval', array_column($runs, 'errors'))),
        'note' => implode('; ', array_unique(array_filter(array_column($runs, 'note'), 'strlen'))),
        'rounds_rps' => array_map(fn ($v) => $v === '' ? null : (float) $v, array_column($runs, 'rps')),
    ];
}
$rps = fn (string $n) => $targets[$n]['rps'] ?? null;
$ratio = fn (string $n) => ($rps($n) !== null && $rps('floor')) ? round(100 * $rps($n) / $rps('floor'), 1) : null;
$clean = fn (string $n) => isset($targets[$n]) && $targets[$n]['rps'] !== null && $targets[$n]['non_2xx'] === 0 && $targets[$n]['socket_errors'] === 0;

$vsStatic = fn (string $n) => ($rps($n) !== null && $rps('static')) ? round(100 * $rps($n) / $rps('static'), 1) : null;
$ratios = [
    'guest_home_vs_static_pct' => $vsStatic('guest_home'),
    'guest_category_vs_static_pct' => $vsStatic('guest_category'),
    'guest_product_vs_static_pct' => $vsStatic('guest_product'),
    'guest_home_inertia_vs_static_pct' => $vsStatic('guest_home_inertia'),
    'guest_product_inertia_vs_static_pct' => $vsStatic('guest_product_inertia'),
    'home_inertia_vs_floor_pct' => $ratio('home_inertia'),
    'product_inertia_vs_floor_pct' => $ratio('product_inertia'),
    'account_html_vs_floor_pct' => $ratio('account_html'),
];
if (isset($targets['product_inertia_http'])) {
    $ratios['product_inertia_http_vs_floor_pct'] = $ratio('product_inertia_http');
}
$homeSsr = getenv('BENCH_META_HOME_SSR') === 'true';
$checks = [];
foreach (['guest_home', 'guest_category', 'guest_product', 'guest_home_inertia', 'guest_product_inertia'] as $g) {
    $checks["$g through the cache >= 25% of static"] = $clean($g) && $clean('static') ? $ratios["{$g}_vs_static_pct"] >= 25 : null;
    $checks["$g through the cache p99 <= 5 ms"] = $clean($g) ? $targets[$g]['p99_ms'] <= 5 : null;
}
$checks += [
    'home Inertia (uncached) >= 80% of floor' => $clean('home_inertia') && $clean('floor') ? $ratios['home_inertia_vs_floor_pct'] >= 80 : null,
    'product Inertia (uncached) >= 80% of floor' => $clean('product_inertia') && $clean('floor') ? $ratios['product_inertia_vs_floor_pct'] >= 80 : null,
    'uncached home HTML SSR p50 <= 15 ms at '.getenv('BENCH_META_CONNECTIONS').' connections' => $clean('home_html') && $homeSsr ? $targets['home_html']['p50_ms'] <= 15 : null,
];
if (isset($targets['product_inertia_http'])) {
    $checks['product Inertia via HTTP API >= 25% of floor'] = $clean('product_inertia_http') && $clean('floor') ? $ratios['product_inertia_http_vs_floor_pct'] >= 25 : null;
}
// The JavaScript of a page's first load (scripts/bundle-report.mjs): home <= 120 KB, every storefront page <= 140 KB gzip.
$bundle = json_decode((string) @file_get_contents((string) getenv('BENCH_META_BUNDLE')), true);
if (is_array($bundle) && $bundle !== []) {
    $storefront = array_values(array_filter($bundle, fn (array $row) => $row['layout'] !== 'staff'));
    $home = current(array_filter($storefront, fn (array $row) => $row['page'] === 'home')) ?: null;
    usort($storefront, fn (array $a, array $b) => $b['total'] <=> $a['total']);
    $kb = fn (array $row) => round($row['total'] / 1024, 1);
    $checks[sprintf('home JS <= 120 KB gzip (%s KB)', $home ? $kb($home) : '?')] = $home ? $home['total'] <= 120 * 1024 : null;
    $checks[sprintf('every storefront page JS <= 140 KB gzip (largest: %s %s KB)', $storefront[0]['page'], $kb($storefront[0]))] = $storefront[0]['total'] <= 140 * 1024;
} else {
    $checks['JS per page (bundle report)'] = null;
}
$notes = array_values(array_filter(file($notesFile, FILE_IGNORE_NEW_LINES) ?: [], 'strlen'));

$report = [
    'date' => date('c'),
    'commit' => getenv('BENCH_META_COMMIT'),
    'wrk' => ['threads' => (int) getenv('BENCH_META_THREADS'), 'connections' => (int) getenv('BENCH_META_CONNECTIONS'), 'duration' => getenv('BENCH_META_DURATION'), 'rounds' => (int) getenv('BENCH_META_ROUNDS')],
    'php_fpm_children' => (int) getenv('BENCH_META_FPM'),
    'load_average' => getenv('BENCH_META_LOAD'),
    'shop_api' => getenv('BENCH_META_SHOP_API'),
    'build' => getenv('BENCH_META_BUILD'),
    'ssr' => getenv('BENCH_META_SSR'),
    'home_server_rendered' => $homeSsr,
    'inertia_version' => getenv('BENCH_META_VERSION'),
    'product_slug' => getenv('BENCH_META_SLUG'),
    'targets' => $targets,
    'ratios' => $ratios,
    'checks' => array_map(fn ($v) => $v === null ? 'n/a' : ($v ? 'pass' : 'fail'), $checks),
    'notes' => $notes,
];
file_put_contents($jsonFile, json_encode($report, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE)."\n");

$fmt = fn ($v) => $v === null ? '-' : number_format($v, 2, '.', '');
printf("\nwrk -t%s -c%s -d%s x %s round(s) (median), php-fpm pm=static x%s, SHOP_API=%s, build: %s, SSR: %s\n",
    getenv('BENCH_META_THREADS'), getenv('BENCH_META_CONNECTIONS'), getenv('BENCH_META_DURATION'), getenv('BENCH_META_ROUNDS'),
    getenv('BENCH_META_FPM'), getenv('BENCH_META_SHOP_API'), getenv('BENCH_META_BUILD'), getenv('BENCH_META_SSR'));
printf("load average before -> after: %s (%d CPUs; other processes on the machine skew the figures)\n\n", getenv('BENCH_META_LOAD'), (int) shell_exec('nproc'));
printf("%-22s %10s %9s %9s  %s\n", 'target', 'req/s', 'p50 ms', 'p99 ms', 'note');
printf("%s\n", str_repeat('-', 72));
foreach ($targets as $name => $t) {
    printf("%-22s %10s %9s %9s  %s\n", $name, $fmt($t['rps']), $fmt($t['p50_ms']), $fmt($t['p99_ms']), $t['note']);
}
echo "\n";
$labels = [
    'guest_home_vs_static_pct' => 'guest home (cache) / static', 'guest_category_vs_static_pct' => 'guest category (cache) / static',
    'guest_product_vs_static_pct' => 'guest product (cache) / static', 'guest_home_inertia_vs_static_pct' => 'guest home Inertia (cache) / static',
    'guest_product_inertia_vs_static_pct' => 'guest product Inertia (cache) / static', 'home_inertia_vs_floor_pct' => 'home Inertia / floor',
    'product_inertia_vs_floor_pct' => 'product Inertia / floor', 'account_html_vs_floor_pct' => 'signed-in account HTML / floor',
    'product_inertia_http_vs_floor_pct' => 'product Inertia (HTTP API) / floor',
];
foreach ($ratios as $k => $v) {
    printf("%-36s %s\n", $labels[$k], $v === null ? 'n/a' : $v.' %');
}
echo "\n";
foreach ($report['checks'] as $label => $result) {
    printf("[%s] %s\n", strtoupper($result), $label);
}
if ($notes) {
    echo "\nnotes:\n";
    foreach ($notes as $n) {
        echo "  - $n\n";
    }
}
echo "\nJSON: bench/results/latest.json\n";
PHP

# The JavaScript each page loads on its first visit (gzip), from the build the pages above were served with.
echo
cat "$RUN/bundle.txt"
[ "$BUNDLE_RC" = 0 ] || echo "[bench] a bundle budget of the build is exceeded (see above)" >&2
